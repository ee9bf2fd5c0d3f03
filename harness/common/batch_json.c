/* batch_json.c — the JSON reader of the batch grader (see batch_json.h).
 * Recursive descent over a NUL-terminated buffer; depth is bounded so a
 * hostile file cannot exhaust the stack. */
#define _POSIX_C_SOURCE 200809L
#include "batch_json.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "util.h"

#define MAX_DEPTH 64

struct parser {
  const char *s;
  size_t at;
  const char *why;
};

struct rg_jv *rg_jv_new(enum rg_jv_kind kind)
{
  struct rg_jv *v = calloc(1, sizeof *v);
  if (!v)
    abort();
  v->kind = kind;
  return v;
}

struct rg_jv *rg_jv_new_str(const char *s)
{
  struct rg_jv *v = rg_jv_new(RG_JV_STRING);
  v->str = rg_strdupf("%s", s ? s : "");
  return v;
}

struct rg_jv *rg_jv_new_num(double x)
{
  struct rg_jv *v = rg_jv_new(RG_JV_NUMBER);
  v->num = x;
  return v;
}

void rg_jv_put(struct rg_jv *v, const char *key, struct rg_jv *val)
{
  if (v->kind == RG_JV_OBJECT && key) {
    for (size_t i = 0; i < v->len; i++) {
      if (strcmp(v->keys[i], key) == 0) {
        rg_jv_free(v->items[i]);
        v->items[i] = val;
        return;
      }
    }
  }
  v->items = realloc(v->items, (v->len + 1) * sizeof *v->items);
  if (v->kind == RG_JV_OBJECT)
    v->keys = realloc(v->keys, (v->len + 1) * sizeof *v->keys);
  if (!v->items || (v->kind == RG_JV_OBJECT && !v->keys))
    abort();
  if (v->kind == RG_JV_OBJECT)
    v->keys[v->len] = rg_strdupf("%s", key ? key : "");
  v->items[v->len++] = val;
}

void rg_jv_free(struct rg_jv *v)
{
  if (!v)
    return;
  for (size_t i = 0; i < v->len; i++) {
    rg_jv_free(v->items[i]);
    if (v->keys)
      free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->str);
  free(v);
}

static void skip_ws(struct parser *p)
{
  while (p->s[p->at] == ' ' || p->s[p->at] == '\n' || p->s[p->at] == '\t' || p->s[p->at] == '\r')
    p->at++;
}

static void put_utf8(char **buf, size_t *n, size_t *cap, uint32_t c)
{
  char tmp[4];
  size_t k;
  if (c < 0x80) {
    tmp[0] = (char)c, k = 1;
  } else if (c < 0x800) {
    tmp[0] = (char)(0xC0 | (c >> 6)), tmp[1] = (char)(0x80 | (c & 0x3F)), k = 2;
  } else {
    tmp[0] = (char)(0xE0 | (c >> 12)), tmp[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    tmp[2] = (char)(0x80 | (c & 0x3F)), k = 3;
  }
  if (*n + k + 1 > *cap) {
    *cap = (*cap + k + 1) * 2;
    *buf = realloc(*buf, *cap);
    if (!*buf)
      abort();
  }
  memcpy(*buf + *n, tmp, k);
  *n += k;
}

static char *parse_string(struct parser *p)
{
  if (p->s[p->at] != '"') {
    p->why = "expected a string";
    return NULL;
  }
  p->at++;
  size_t n = 0, cap = 16;
  char *buf = malloc(cap);
  if (!buf)
    abort();
  for (;;) {
    unsigned char c = (unsigned char)p->s[p->at];
    if (c == '\0') {
      p->why = "unterminated string";
      free(buf);
      return NULL;
    }
    p->at++;
    if (c == '"')
      break;
    uint32_t out = c;
    if (c == '\\') {
      char e = p->s[p->at++];
      switch (e) {
      case 'n': out = '\n'; break;
      case 't': out = '\t'; break;
      case 'r': out = '\r'; break;
      case 'b': out = '\b'; break;
      case 'f': out = '\f'; break;
      case '/': case '\\': case '"': out = (unsigned char)e; break;
      case 'u': {
        char hex[5] = { 0 };
        for (int i = 0; i < 4; i++) {
          if (!isxdigit((unsigned char)p->s[p->at])) {
            p->why = "bad \\u escape";
            free(buf);
            return NULL;
          }
          hex[i] = p->s[p->at++];
        }
        out = (uint32_t)strtoul(hex, NULL, 16);
        /* Surrogates are not paired up: our writer never emits them.  A
         * NUL would cut the C string short: U+FFFD stands for it. */
        if ((out >= 0xD800 && out <= 0xDFFF) || out == 0)
          out = 0xFFFD;
        put_utf8(&buf, &n, &cap, out);
        continue;
      }
      default:
        p->why = "bad escape";
        free(buf);
        return NULL;
      }
    }
    if (n + 2 > cap) {
      cap *= 2;
      buf = realloc(buf, cap);
      if (!buf)
        abort();
    }
    buf[n++] = (char)out;
  }
  buf[n] = '\0';
  return buf;
}

static size_t digits(const char *s)
{
  size_t n = 0;
  while (isdigit((unsigned char)s[n]))
    n++;
  return n;
}

/* Length of the JSON number at s, 0 if none: -?(0|[1-9][0-9]*)(.[0-9]+)?
 * ([eE][+-]?[0-9]+)?  (strtod alone also takes nan, inf, hex, +1, .5). */
static size_t number_len(const char *s)
{
  size_t n = s[0] == '-';
  size_t d = digits(s + n);
  if (d == 0 || (s[n] == '0' && d > 1))
    return 0;
  n += d;
  if (s[n] == '.') {
    d = digits(s + n + 1);
    if (d == 0)
      return 0;
    n += 1 + d;
  }
  if (s[n] == 'e' || s[n] == 'E') {
    size_t sign = s[n + 1] == '+' || s[n + 1] == '-';
    d = digits(s + n + 1 + sign);
    if (d == 0)
      return 0;
    n += 1 + sign + d;
  }
  return n;
}

static struct rg_jv *parse_value(struct parser *p, int depth)
{
  if (depth > MAX_DEPTH) {
    p->why = "nested too deep";
    return NULL;
  }
  skip_ws(p);
  char c = p->s[p->at];
  if (c == '{' || c == '[') {
    bool obj = c == '{';
    struct rg_jv *v = rg_jv_new(obj ? RG_JV_OBJECT : RG_JV_ARRAY);
    p->at++;
    skip_ws(p);
    if (p->s[p->at] == (obj ? '}' : ']')) {
      p->at++;
      return v;
    }
    for (;;) {
      char *key = NULL;
      skip_ws(p);
      if (obj) {
        key = parse_string(p);
        if (!key)
          goto bad;
        skip_ws(p);
        if (p->s[p->at] != ':') {
          p->why = "expected ':'";
          free(key);
          goto bad;
        }
        p->at++;
      }
      struct rg_jv *item = parse_value(p, depth + 1);
      if (!item) {
        free(key);
        goto bad;
      }
      rg_jv_put(v, key, item);
      free(key);
      skip_ws(p);
      if (p->s[p->at] == ',') {
        p->at++;
        continue;
      }
      if (p->s[p->at] == (obj ? '}' : ']')) {
        p->at++;
        return v;
      }
      p->why = obj ? "expected ',' or '}'" : "expected ',' or ']'";
      goto bad;
    }
  bad:
    rg_jv_free(v);
    return NULL;
  }
  if (c == '"') {
    char *s = parse_string(p);
    if (!s)
      return NULL;
    struct rg_jv *v = rg_jv_new(RG_JV_STRING);
    v->str = s;
    return v;
  }
  if (strncmp(p->s + p->at, "true", 4) == 0 || strncmp(p->s + p->at, "false", 5) == 0) {
    struct rg_jv *v = rg_jv_new(RG_JV_BOOL);
    v->b = c == 't';
    p->at += v->b ? 4 : 5;
    return v;
  }
  if (strncmp(p->s + p->at, "null", 4) == 0) {
    p->at += 4;
    return rg_jv_new(RG_JV_NULL);
  }
  size_t len = number_len(p->s + p->at);
  if (len == 0) {
    p->why = "expected a value";
    return NULL;
  }
  double x = strtod(p->s + p->at, NULL);
  p->at += len;
  return rg_jv_new_num(x);
}

struct rg_jv *rg_jv_parse(const char *text, char *err, size_t errcap)
{
  struct parser p = { .s = text, .at = 0, .why = NULL };
  struct rg_jv *v = parse_value(&p, 0);
  if (v) {
    skip_ws(&p);
    if (p.s[p.at] != '\0') {
      p.why = "trailing characters";
      rg_jv_free(v);
      v = NULL;
    }
  }
  if (!v && err && errcap)
    snprintf(err, errcap, "offset %zu: %s", p.at, p.why ? p.why : "bad JSON");
  return v;
}

struct rg_jv *rg_jv_get(const struct rg_jv *v, const char *key)
{
  if (!v || v->kind != RG_JV_OBJECT)
    return NULL;
  for (size_t i = 0; i < v->len; i++)
    if (strcmp(v->keys[i], key) == 0)
      return v->items[i];
  return NULL;
}

double rg_jv_num(const struct rg_jv *v, double fallback)
{
  return v && v->kind == RG_JV_NUMBER ? v->num : fallback;
}

const char *rg_jv_str(const struct rg_jv *v, const char *fallback)
{
  return v && v->kind == RG_JV_STRING ? v->str : fallback;
}

static void write_value(struct rg_json *j, const char *key, const struct rg_jv *v)
{
  switch (v->kind) {
  case RG_JV_NULL:
    /* json.h has no null: an empty string is the closest safe stand-in. */
    rg_json_string(j, key, "");
    break;
  case RG_JV_BOOL: rg_json_bool(j, key, v->b); break;
  case RG_JV_NUMBER: rg_json_number(j, key, v->num); break;
  case RG_JV_STRING: rg_json_string(j, key, v->str); break;
  case RG_JV_ARRAY:
  case RG_JV_OBJECT:
    if (v->kind == RG_JV_ARRAY)
      rg_json_array(j, key);
    else
      rg_json_object(j, key);
    for (size_t i = 0; i < v->len; i++)
      write_value(j, v->kind == RG_JV_OBJECT ? v->keys[i] : NULL, v->items[i]);
    rg_json_end(j);
    break;
  }
}

void rg_jv_write(FILE *f, const struct rg_jv *v)
{
  struct rg_json j;
  rg_json_begin(&j, f);
  write_value(&j, NULL, v);
  /* json.h closes the document with a newline only at depth 0 ends. */
}
