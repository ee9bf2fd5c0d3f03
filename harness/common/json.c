/* json.c — a tiny JSON writer (see json.h). */
#include "json.h"

#include <math.h>
#include <string.h>

void rg_json_escape(FILE *f, const char *s)
{
  const unsigned char *p = (const unsigned char *)(s ? s : "");
  fputc('"', f);
  while (*p) {
    unsigned char c = *p;
    if (c == '"' || c == '\\') {
      fputc('\\', f);
      fputc(c, f);
      p++;
    } else if (c == '\n') {
      fputs("\\n", f), p++;
    } else if (c == '\t') {
      fputs("\\t", f), p++;
    } else if (c == '\r') {
      fputs("\\r", f), p++;
    } else if (c < 0x20 || c == 0x7f) {
      fprintf(f, "\\u%04x", c), p++;
    } else if (c < 0x80) {
      fputc(c, f), p++;
    } else {
      /* A UTF-8 sequence: copy it if well-formed, else one U+FFFD. */
      int len = c >= 0xF0 && c < 0xF5 ? 4 : c >= 0xE0 && c < 0xF0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
      int ok = len > 0;
      for (int i = 1; ok && i < len; i++)
        ok = (p[i] & 0xC0) == 0x80;
      /* No overlong forms, no UTF-16 surrogates, nothing past U+10FFFF. */
      if (ok && ((c == 0xE0 && p[1] < 0xA0) || (c == 0xED && p[1] > 0x9F) ||
                 (c == 0xF0 && p[1] < 0x90) || (c == 0xF4 && p[1] > 0x8F)))
        ok = 0;
      if (ok) {
        fwrite(p, 1, (size_t)len, f);
        p += len;
      } else {
        fputs("\\ufffd", f);
        p++;
      }
    }
  }
  fputc('"', f);
}

static void prefix(struct rg_json *j, const char *key)
{
  if (j->depth > 0) {
    if (j->need_comma[j->depth])
      fputc(',', j->f);
    j->need_comma[j->depth] = true;
    fputc('\n', j->f);
    for (int i = 0; i < j->depth; i++)
      fputs("  ", j->f);
  }
  if (key) {
    rg_json_escape(j->f, key);
    fputs(": ", j->f);
  }
}

void rg_json_begin(struct rg_json *j, FILE *f)
{
  memset(j, 0, sizeof *j);
  j->f = f;
}

static void open_(struct rg_json *j, const char *key, char c)
{
  prefix(j, key);
  fputc(c, j->f);
  if (j->depth < 31)
    j->depth++;
  j->need_comma[j->depth] = false;
  j->closer[j->depth] = c == '{' ? '}' : ']';
}

void rg_json_object(struct rg_json *j, const char *key) { open_(j, key, '{'); }
void rg_json_array(struct rg_json *j, const char *key) { open_(j, key, '['); }

void rg_json_end(struct rg_json *j)
{
  if (j->depth == 0)
    return;
  char c = j->closer[j->depth];
  bool had = j->need_comma[j->depth];
  j->depth--;
  if (had) {
    fputc('\n', j->f);
    for (int i = 0; i < j->depth; i++)
      fputs("  ", j->f);
  }
  fputc(c, j->f);
  if (j->depth == 0)
    fputc('\n', j->f);
}

void rg_json_string(struct rg_json *j, const char *key, const char *value)
{
  prefix(j, key);
  rg_json_escape(j->f, value);
}

void rg_json_number(struct rg_json *j, const char *key, double value)
{
  prefix(j, key);
  if (isfinite(value))
    fprintf(j->f, "%.6g", value);
  else
    fputs("null", j->f); /* JSON has no NaN or infinity */
}

void rg_json_int(struct rg_json *j, const char *key, long long value)
{
  prefix(j, key);
  fprintf(j->f, "%lld", value);
}

void rg_json_bool(struct rg_json *j, const char *key, bool value)
{
  prefix(j, key);
  fputs(value ? "true" : "false", j->f);
}
