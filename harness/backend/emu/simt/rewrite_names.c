/* rewrite_names.c — where a submission names a variable of its own after a
 * built-in (rewrite.h).  nvcc declares threadIdx, blockIdx, blockDim and
 * gridDim as variables, so host code may declare its own, as students do:
 *
 *     int blockDim = block;
 *     dim3 gridDim((n + blockDim - 1) / blockDim);
 *     kernel<<<gridDim, blockDim>>>(...);
 *
 * The shim makes them macros (simt_cuda.h), which turned that into a
 * compile error on the emulator alone.  A name declared with a type in
 * front of it (`int blockDim`, `dim3 gridDim(...)`, a parameter, or later
 * in a declaration list after a comma) is the submission's from there to
 * the end of the function, or of the declaration at file scope, that holds
 * it.  A member (`cfg.blockDim`, `p->gridDim`: a struct's field, or
 * cudaLaunchConfig_t's, simt_launch_ex.h) is always one.  The rewriter
 * renames them all simt_m_NAME, so that a field declared `dim3 blockDim;`
 * and its uses agree.  Namespaces and extern "C" blocks are seen through;
 * comments, literals and preprocessor lines are skipped.
 */
#include "rewrite.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char *const builtins[] = { "threadIdx", "blockIdx", "blockDim", "gridDim" };
enum { NB = 4 };

/* The words that may stand right before a declared name. */
static const char *const type_words[] = {
  "int", "unsigned", "signed", "long", "short", "char", "bool", "float", "double",
  "size_t", "dim3", "uint3", "auto", "uint32_t", "int32_t", "uint64_t", "int64_t",
};

struct tok {
  size_t at, len;
};

static bool word_is(const char *src, struct tok t, const char *w)
{
  return t.len == strlen(w) && memcmp(src + t.at, w, t.len) == 0;
}

static bool is_ident(const char *src, struct tok t)
{
  return t.len && (isalpha((unsigned char)src[t.at]) || src[t.at] == '_');
}

static bool is_type_word(const char *src, struct tok t)
{
  for (size_t i = 0; i < sizeof type_words / sizeof type_words[0]; i++)
    if (word_is(src, t, type_words[i]))
      return true;
  return false;
}

static int builtin_of(const char *src, struct tok t)
{
  for (int k = 0; k < NB; k++)
    if (word_is(src, t, builtins[k]))
      return k;
  return -1;
}

/* The next token at or after *i: an identifier or number, "->", or one
 * character; comments, literals and preprocessor lines skipped.  Returns
 * false at the end. */
static bool next_tok(const char *s, size_t len, size_t *i, bool *line_start, struct tok *t)
{
  size_t p = *i;
  for (;;) {
    while (p < len && isspace((unsigned char)s[p])) {
      if (s[p] == '\n')
        *line_start = true;
      p++;
    }
    if (p >= len)
      return false;
    if (*line_start && s[p] == '#') { /* to the line's end, continued lines too */
      while (p < len && !(s[p] == '\n' && s[p - 1] != '\\'))
        p++;
      continue;
    }
    *line_start = false;
    if (s[p] == '/' && p + 1 < len && s[p + 1] == '/') {
      while (p < len && s[p] != '\n')
        p++;
    } else if (s[p] == '/' && p + 1 < len && s[p + 1] == '*') {
      const char *e = strstr(s + p + 2, "*/");
      p = e ? (size_t)(e - s) + 2 : len;
    } else if (s[p] == '"' || s[p] == '\'') {
      char q = s[p++];
      while (p < len && s[p] != q && s[p] != '\n')
        p += s[p] == '\\' ? 2 : 1;
      p++;
    } else {
      break;
    }
  }
  size_t e = p + 1;
  if (isalnum((unsigned char)s[p]) || s[p] == '_')
    while (e < len && (isalnum((unsigned char)s[e]) || s[e] == '_'))
      e++;
  else if (s[p] == '-' && e < len && s[e] == '>')
    e++;
  *t = (struct tok){ p, e - p };
  *i = e;
  return true;
}

/* The scan's state: brace depth outside namespaces, and what the current
 * statement and top-level declaration have declared. */
struct scan {
  int depth, parens;
  int open_ns[64], nns;      /* depths at which a namespace's { opened */
  bool declared[NB];
  bool head_ns;              /* the head of the next { says namespace */
  struct tok prev, prev2, first; /* the last two tokens; the statement's first */
};

static bool is_declaration(const char *src, const struct scan *st)
{
  if (is_type_word(src, st->prev))
    return true;
  if ((word_is(src, st->prev, "*") || word_is(src, st->prev, "&")) && is_type_word(src, st->prev2))
    return true;
  return word_is(src, st->prev, ",") && st->parens == 0 && is_type_word(src, st->first);
}

static void end_top_level(struct scan *st)
{
  memset(st->declared, 0, sizeof st->declared);
}

static void on_punct(const char *src, struct scan *st, struct tok t)
{
  char c = src[t.at];
  if (c == '(')
    st->parens++;
  else if (c == ')' && st->parens > 0)
    st->parens--;
  else if (c == '{') {
    if (st->head_ns && st->nns < 64)
      st->open_ns[st->nns++] = st->depth; /* seen through: depth unchanged */
    else
      st->depth++;
    st->head_ns = false;
  } else if (c == '}') {
    if (st->nns > 0 && st->open_ns[st->nns - 1] == st->depth)
      st->nns--;
    else if (st->depth > 0 && --st->depth == 0)
      end_top_level(st);
  } else if (c == ';' && st->depth == 0 && st->parens == 0) {
    end_top_level(st);
  }
  if (c == '{' || c == '}' || c == ';') {
    st->first = (struct tok){ 0, 0 };
    st->head_ns = false;
  }
}

size_t *simt_own_names(const char *src, size_t len, size_t *count)
{
  size_t cap = 8, n = 0, i = 0;
  size_t *at = malloc(cap * sizeof *at);
  if (!at)
    return NULL;
  struct scan st = { 0 };
  bool line_start = true;
  struct tok t;
  while (next_tok(src, len, &i, &line_start, &t)) {
    int k = is_ident(src, t) ? builtin_of(src, t) : -1;
    bool member = word_is(src, st.prev, ".") || word_is(src, st.prev, "->");
    if (k >= 0 && (member || st.declared[k] || is_declaration(src, &st))) {
      st.declared[k] |= !member;
      if (n == cap) {
        size_t *g = realloc(at, (cap *= 2) * sizeof *at);
        if (!g) {
          free(at);
          return NULL;
        }
        at = g;
      }
      at[n++] = t.at;
    }
    if (word_is(src, t, "namespace"))
      st.head_ns = true;
    if (!is_ident(src, t))
      on_punct(src, &st, t);
    else if (st.first.len == 0)
      st.first = t;
    st.prev2 = st.prev;
    st.prev = t;
  }
  *count = n;
  return at;
}
