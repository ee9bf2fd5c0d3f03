/* source_scan.c — a submission's text as tokens, and its functions (see
 * source_scan.h). */
#define _POSIX_C_SOURCE 200809L
#include "source_scan.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool rg_scan_is(const struct scan *s, int i, const char *word)
{
  return i >= 0 && i < s->n && (int)strlen(word) == s->t[i].len &&
         strncmp(s->t[i].s, word, (size_t)s->t[i].len) == 0;
}

bool rg_scan_ident(const struct scan *s, int i)
{
  unsigned char c = i >= 0 && i < s->n ? (unsigned char)s->t[i].s[0] : 0;
  return isalpha(c) || c == '_' || c >= 0x80;
}

/* Comments, string and character literals, and preprocessor lines become
 * spaces; newlines stay, so lines keep their numbers.  A #define whose text
 * says __device__ or __global__ names a device word (DEV float f()). */
static void blank_and_note_macros(struct scan *s, const char *text)
{
  size_t len = strlen(text);
  char *c = s->code = malloc(len + 1);
  if (!c)
    abort();
  memcpy(c, text, len + 1);
  bool line_start = true;
  for (size_t i = 0; i < len; i++) {
    if (c[i] == '\n') {
      line_start = true;
      continue;
    }
    if (line_start && c[i] == '#') { /* to the line's end, continued lines too */
      size_t j = i;
      while (j < len && !(c[j] == '\n' && (j == 0 || c[j - 1] != '\\')))
        j++;
      char name[64];
      if (sscanf(c + i, "# define %63[A-Za-z0-9_]", name) == 1 ||
          sscanf(c + i, "#define %63[A-Za-z0-9_]", name) == 1) {
        char *line = strndup(c + i, j - i);
        if (line && (strstr(line, "__device__") || strstr(line, "__global__"))) {
          char **w = realloc(s->dev_words, (size_t)(s->nwords + 1) * sizeof *w);
          if (!w)
            abort();
          s->dev_words = w;
          s->dev_words[s->nwords++] = strdup(name);
        }
        free(line);
      }
      for (size_t k = i; k < j; k++)
        if (c[k] != '\n')
          c[k] = ' ';
      i = j - 1;
      continue;
    }
    if (!isspace((unsigned char)c[i]))
      line_start = false;
    size_t j = i;
    if (c[i] == '/' && c[i + 1] == '/') {
      while (j < len && c[j] != '\n')
        c[j++] = ' ';
    } else if (c[i] == '/' && c[i + 1] == '*') {
      for (j = i; j < len && !(c[j] == '*' && c[j + 1] == '/'); j++)
        if (c[j] != '\n')
          c[j] = ' ';
      if (j < len)
        c[j++] = ' ', c[j++] = ' ';
    } else if (c[i] == '"' || (c[i] == '\'' && (i == 0 || !isalnum((unsigned char)c[i - 1])))) {
      char q = c[i];
      c[j++] = ' ';
      while (j < len && c[j] != q && c[j] != '\n') {
        if (c[j] == '\\' && j + 1 < len)
          c[j++] = ' ';
        c[j++] = ' ';
      }
      if (j < len && c[j] == q)
        c[j++] = ' ';
    } else {
      continue;
    }
    i = j - 1;
  }
}

static void tokenize(struct scan *s)
{
  int cap = 256, line = 1;
  s->t = malloc((size_t)cap * sizeof *s->t);
  if (!s->t)
    abort();
  for (const char *p = s->code; *p;) {
    if (*p == '\n')
      line++;
    if (isspace((unsigned char)*p)) {
      p++;
      continue;
    }
    const char *q = p + 1;
    /* A name's bytes past ASCII are UTF-8 letters of it (C++ allows them). */
    if (isalnum((unsigned char)*p) || *p == '_' || (unsigned char)*p >= 0x80 ||
        (*p == '.' && isdigit((unsigned char)p[1])))
      while (isalnum((unsigned char)*q) || *q == '_' || *q == '.' || *q == '\'' ||
             (unsigned char)*q >= 0x80)
        q++;
    else if ((p[0] == ':' && p[1] == ':') || (p[0] == '-' && p[1] == '>'))
      q = p + 2;
    if (s->n == cap) {
      cap *= 2;
      struct tok *t = realloc(s->t, (size_t)cap * sizeof *t);
      if (!t)
        abort();
      s->t = t;
    }
    s->t[s->n++] = (struct tok){ p, (int)(q - p), line };
    p = q;
  }
}

/* The index of the bracket that closes the one at i (or n). */
int rg_scan_closing(const struct scan *s, int i, char open, char close)
{
  int depth = 0;
  for (int j = i; j < s->n; j++) {
    if (s->t[j].len == 1 && s->t[j].s[0] == open)
      depth++;
    else if (s->t[j].len == 1 && s->t[j].s[0] == close && --depth == 0)
      return j;
  }
  return s->n;
}

static bool device_word(const struct scan *s, int i)
{
  if (rg_scan_is(s, i, "__device__") || rg_scan_is(s, i, "__global__"))
    return true;
  for (int w = 0; w < s->nwords; w++)
    if (rg_scan_is(s, i, s->dev_words[w]))
      return true;
  return false;
}

/* Words before a ( that are not a function's name. */
static bool not_a_name(const struct scan *s, int i)
{
  static const char *const words[] = { "__launch_bounds__", "__attribute__", "alignas",
                                       "__align__", "__declspec", "decltype", "noexcept",
                                       "throw", "sizeof", "alignof", "operator", "requires",
                                       NULL };
  for (int w = 0; words[w]; w++)
    if (rg_scan_is(s, i, words[w]))
      return true;
  return rg_scan_is(s, i - 1, "operator");
}

/* The declaration in tokens [a, b): its name's index (the first word at
 * parenthesis depth 0 that a ( follows), or -1; and its specifiers. */
static int declared(const struct scan *s, int a, int b, struct fn *spec)
{
  *spec = (struct fn){ 0 };
  for (int i = a; i < b; i++) {
    if (s->t[i].len == 1 && s->t[i].s[0] == '=')
      return -1; /* an initialiser: a variable */
    if (s->t[i].len == 1 && s->t[i].s[0] == '(') {
      i = rg_scan_closing(s, i, '(', ')');
      continue;
    }
    if (!rg_scan_ident(s, i))
      continue;
    if (rg_scan_is(s, i, "struct") || rg_scan_is(s, i, "class") || rg_scan_is(s, i, "union") ||
        rg_scan_is(s, i, "enum"))
      return -1;
    spec->device |= device_word(s, i);
    spec->global |= rg_scan_is(s, i, "__global__");
    spec->host |= rg_scan_is(s, i, "__host__");
    spec->constexpr_ |= rg_scan_is(s, i, "constexpr") || rg_scan_is(s, i, "consteval");
    if (i + 1 < b && rg_scan_is(s, i + 1, "(") && !not_a_name(s, i)) {
      spec->member = rg_scan_is(s, i - 1, "::");
      return i;
    }
  }
  return -1;
}

static void add_exempt(struct scan *s, int name)
{
  if (s->nexempt == s->capexempt) {
    s->capexempt = s->capexempt ? 2 * s->capexempt : 16;
    char **e = realloc(s->exempt, (size_t)s->capexempt * sizeof *e);
    if (!e)
      abort();
    s->exempt = e;
  }
  s->exempt[s->nexempt++] = strndup(s->t[name].s, (size_t)s->t[name].len);
}

static void add_decl(struct scan *s, int from, int to)
{
  if (s->ndecl == s->capdecl) {
    s->capdecl = s->capdecl ? 2 * s->capdecl : 16;
    struct span *d = realloc(s->decl, (size_t)s->capdecl * sizeof *d);
    if (!d)
      abort();
    s->decl = d;
  }
  s->decl[s->ndecl++] = (struct span){ from, to };
}

static void add_fn(struct scan *s, struct fn f)
{
  if (s->nf == s->capf) {
    s->capf = s->capf ? 2 * s->capf : 16;
    struct fn *g = realloc(s->f, (size_t)s->capf * sizeof *g);
    if (!g)
      abort();
    s->f = g;
  }
  s->f[s->nf++] = f;
}

/* One file or namespace scope from token i to its closing } (returned). */
static int read_scope(struct scan *s, int i)
{
  int start = i;
  while (i < s->n && !rg_scan_is(s, i, "}")) {
    if (rg_scan_is(s, i, "(")) {
      i = rg_scan_closing(s, i, '(', ')') + 1;
      continue;
    }
    struct fn f;
    if (rg_scan_is(s, i, ";")) {
      int name = declared(s, start, i, &f);
      if (name >= 0 && (f.device || f.constexpr_))
        add_exempt(s, name);
      if (name < 0 && i > start)
        add_decl(s, start, i);
      start = ++i;
      continue;
    }
    if (!rg_scan_is(s, i, "{")) {
      i++;
      continue;
    }
    /* inline namespace is a scope; an inline function is a function. */
    if (rg_scan_is(s, start, "namespace") ||
        (rg_scan_is(s, start, "inline") && rg_scan_is(s, start + 1, "namespace")) ||
        (rg_scan_is(s, start, "extern") && i == start + 1)) {
      i = read_scope(s, i + 1) + 1;
      start = i;
      continue;
    }
    int close = rg_scan_closing(s, i, '{', '}');
    int name = declared(s, start, i, &f);
    if (name >= 0) {
      f.name = name, f.open = i, f.close = close;
      add_fn(s, f);
      if (f.device || f.constexpr_)
        add_exempt(s, name);
    }
    i = close + 1;
    if (name >= 0)
      start = i;
  }
  return i;
}

void rg_scan_free(struct scan *s)
{
  for (int w = 0; w < s->nwords; w++)
    free(s->dev_words[w]);
  for (int e = 0; e < s->nexempt; e++)
    free(s->exempt[e]);
  free(s->dev_words);
  free(s->exempt);
  free(s->decl);
  free(s->f);
  free(s->t);
  free(s->code);
}

/* What `#if 0` leaves out (an old attempt a student keeps) is not code:
 * blanked from the original text, up to its #else, #elif or #endif. */
static void blank_if0(char *code, const char *text)
{
  int depth = 0; /* #if nesting inside an #if 0; 0: not in one */
  const char *line = text;
  while (*line) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    const char *p = line;
    while (p < line + len && (*p == ' ' || *p == '\t'))
      p++;
    bool directive = p < line + len && *p == '#';
    const char *w = p + 1;
    while (directive && w < line + len && (*w == ' ' || *w == '\t'))
      w++;
    bool opens = directive && strncmp(w, "if", 2) == 0;
    bool closes = directive && (strncmp(w, "endif", 5) == 0 || strncmp(w, "else", 4) == 0 ||
                                strncmp(w, "elif", 4) == 0);
    if (depth > 0) {
      if (opens)
        depth++;
      else if (closes && strncmp(w, "endif", 5) == 0)
        depth--;
      else if (closes && depth == 1)
        depth = 0;
      if (depth > 0 || closes)
        memset(code + (line - text), ' ', len);
    } else if (opens && strncmp(w, "if", 2) == 0 && !strncmp(w + 2, " 0", 2) &&
               (w[4] == '\0' || w[4] == '\n' || w[4] == ' ' || w[4] == '\t' || w[4] == '/')) {
      depth = 1;
    }
    if (!end)
      break;
    line = end + 1;
  }
}

void rg_scan_read(struct scan *s, const char *text)
{
  *s = (struct scan){ 0 };
  blank_and_note_macros(s, text);
  blank_if0(s->code, text);
  tokenize(s);
  read_scope(s, 0);
}
