/* host_vars.c — device code that names a host variable (host_vars.h). */
#define _DEFAULT_SOURCE
#include "host_vars.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source_scan.h"

/* Words that make a file-scope statement something other than a host
 * variable this check may name: a device variable, a constant, a type,
 * an alias, a template, an extern declaration defined who knows where. */
static const char *const not_host_var[] = {
  "__device__", "__constant__", "__managed__", "__shared__", "const", "constexpr", "typedef",
  "using", "template", "struct", "class", "union", "enum", "extern", "static_assert",
  "namespace", "friend", "operator", NULL,
};

/* Words that are never a variable's name. */
static const char *const type_words[] = {
  "int", "float", "double", "char", "short", "long", "unsigned", "signed", "bool", "void",
  "auto", "static", "volatile", "inline", "thread_local", "register", "mutable", NULL,
};

static bool is_any(const struct scan *s, int i, const char *const *words)
{
  for (int w = 0; words[w]; w++)
    if (rg_scan_is(s, i, words[w]))
      return true;
  return false;
}

static bool is_device_macro(const struct scan *s, int i)
{
  for (int w = 0; w < s->nwords; w++)
    if (rg_scan_is(s, i, s->dev_words[w]))
      return true;
  return false;
}

static bool punct(const struct scan *s, int i, char c)
{
  return i >= 0 && i < s->n && s->t[i].len == 1 && s->t[i].s[0] == c;
}

/* The names a file-scope statement [from, to) declares as host variables:
 * of each declarator, the last word before its =, [, (, { or end, at
 * bracket depth 0.  Returns how many went into names (token indexes). */
static int host_var_names(const struct scan *s, int from, int to, int *names, int max)
{
  for (int i = from; i < to; i++)
    if (is_any(s, i, not_host_var) || is_device_macro(s, i))
      return 0;
  int n = 0, last = -1, words = 0, depth = 0, angle = 0, seg = 0;
  bool in_init = false;
  for (int i = from; i <= to && n < max; i++) {
    bool end = i == to || (depth == 0 && angle == 0 && punct(s, i, ','));
    if (end) {
      /* The first declarator has its type before its name; the rest share it. */
      if (last >= 0 && words >= (seg == 0 ? 2 : 1))
        names[n++] = last;
      last = -1, words = 0, in_init = false, seg++;
      continue;
    }
    if (punct(s, i, '(') || punct(s, i, '[') || punct(s, i, '{'))
      depth++;
    else if (punct(s, i, ')') || punct(s, i, ']') || punct(s, i, '}'))
      depth--;
    else if (depth == 0 && !in_init && punct(s, i, '<'))
      angle++;
    else if (depth == 0 && !in_init && punct(s, i, '>'))
      angle--;
    if (depth == 0 && angle == 0 && punct(s, i, '='))
      in_init = true;
    if (!in_init && angle == 0 && depth == 0 && rg_scan_ident(s, i) &&
        !rg_scan_is(s, i + 1, "::")) {
      words++;
      if (!is_any(s, i, type_words))
        last = i;
    }
    if (depth > 0 && !in_init && last >= 0 && (punct(s, i, '[') || punct(s, i, '(')))
      in_init = true; /* an array's size, a constructor's arguments */
  }
  return n;
}

static bool same_word(const struct scan *s, int a, int b)
{
  return s->t[a].len == s->t[b].len && memcmp(s->t[a].s, s->t[b].s, (size_t)s->t[a].len) == 0;
}

/* Token i, the name at var, declared in [a, b): a type word or a type's
 * last token (a name, *, &, >) before it, and =, ;, ,, [, (, {, ) or :
 * after it.  (A return statement is no declaration.) */
static bool declares(const struct scan *s, int a, int b, int var)
{
  static const char *const no_type[] = { "return", "case", "sizeof", "else", "do", "throw",
                                         "co_return", "goto", "delete", "new", NULL };
  for (int i = a + 1; i < b; i++) {
    if (!same_word(s, i, var))
      continue;
    int p = i - 1;
    bool ptr = punct(s, p, '*') || punct(s, p, '&');
    if (ptr)
      p--;
    bool type = (rg_scan_ident(s, p) && !is_any(s, p, no_type)) || punct(s, p, '>');
    const char *after = "=;,[({):";
    bool next = i + 1 <= b && i + 1 < s->n && s->t[i + 1].len == 1 &&
                strchr(after, s->t[i + 1].s[0]);
    if (type && next)
      return true;
  }
  return false;
}

/* Token i names var: the word itself, or its member (the scan keeps
 * `keep.size` as one word). */
static bool names_var(const struct scan *s, int i, int var)
{
  int n = s->t[var].len;
  return same_word(s, i, var) || (s->t[i].len > n && s->t[i].s[n] == '.' &&
                                  memcmp(s->t[i].s, s->t[var].s, (size_t)n) == 0);
}

/* A use of var at token i of f's body: not a member, not unevaluated. */
static bool used_at(const struct scan *s, int i, int var)
{
  if (!names_var(s, i, var))
    return false;
  if (rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->") || rg_scan_is(s, i - 1, "::"))
    return false;
  if (punct(s, i - 1, '(') && (rg_scan_is(s, i - 2, "sizeof") || rg_scan_is(s, i - 2, "decltype")))
    return false;
  return !rg_scan_is(s, i - 1, "sizeof");
}

/* The first use in f's body of a host variable among vars, or -1. */
static int first_use(const struct scan *s, const struct fn *f, const int *vars, int nvars,
                     int *which)
{
  int params = f->name + 1; /* its ( */
  int close = rg_scan_closing(s, params, '(', ')');
  for (int i = f->open + 1; i < f->close; i++) {
    for (int v = 0; v < nvars; v++) {
      if (!used_at(s, i, vars[v]) || declares(s, params, close, vars[v]) ||
          declares(s, f->open, f->close, vars[v]))
        continue;
      *which = vars[v];
      return i;
    }
  }
  return -1;
}

int rg_host_var_find(const char *text, int *line, char *var, char *fn, size_t cap,
                     int *var_line, const char **fn_kind)
{
  struct scan s;
  rg_scan_read(&s, text);
  int vars[64], nvars = 0;
  for (int d = 0; d < s.ndecl && nvars < 64; d++)
    nvars += host_var_names(&s, s.decl[d].from, s.decl[d].to, vars + nvars, 64 - nvars);
  int found = 0;
  for (int k = 0; k < s.nf && !found && nvars; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device || f->host || f->member)
      continue;
    int which = -1, at = first_use(&s, f, vars, nvars, &which);
    if (at < 0)
      continue;
    found = 1;
    *line = s.t[at].line;
    *var_line = s.t[which].line;
    *fn_kind = f->global ? "__global__" : "__device__";
    snprintf(var, cap, "%.*s", s.t[which].len, s.t[which].s);
    snprintf(fn, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
  }
  rg_scan_free(&s);
  return found;
}
