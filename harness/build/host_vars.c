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

static const char *const device_words[] = { "__device__", "__constant__", "__managed__", NULL };

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

static bool same_word(const struct scan *s, int a, int b)
{
  return s->t[a].len == s->t[b].len && memcmp(s->t[a].s, s->t[b].s, (size_t)s->t[a].len) == 0;
}

/* Of each declarator of the file-scope statement [from, to), the last
 * word before its =, [, (, { or end, at bracket depth 0: the name it
 * declares.  Returns how many went into names (token indexes). */
static int declarator_names(const struct scan *s, int from, int to, int *names, int max)
{
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

/* The names a file-scope statement [from, to) declares as host variables. */
static int host_var_names(const struct scan *s, int from, int to, int *names, int max)
{
  for (int i = from; i < to; i++)
    if (is_any(s, i, not_host_var) || is_device_macro(s, i))
      return 0;
  return declarator_names(s, from, to, names, max);
}

/* The names a file-scope statement [from, to) declares as const or
 * constexpr arrays (a [ after the name): nvcc lets device code read a
 * namespace-scope constant without __device__ only when it is a scalar
 * or a struct's member, so an element of one of these is read only where
 * it is a constant expression (table_read_refused).  A name that
 * another file-scope statement declares on the device is left out. */
static int const_array_names(const struct scan *s, int from, int to, int *names, int max)
{
  bool constant = false;
  for (int i = from; i < to; i++) {
    if (rg_scan_is(s, i, "const") || rg_scan_is(s, i, "constexpr"))
      constant = true;
    else if (is_any(s, i, not_host_var) || is_device_macro(s, i))
      return 0;
  }
  int all[64], n = constant ? declarator_names(s, from, to, all, 64) : 0, k = 0;
  for (int j = 0; j < n && k < max; j++) {
    bool on_device = false;
    for (int d = 0; d < s->ndecl && !on_device; d++) {
      bool dev = false, named = false;
      for (int i = s->decl[d].from; i < s->decl[d].to; i++) {
        dev = dev || is_any(s, i, device_words) || is_device_macro(s, i);
        named = named || same_word(s, i, all[j]);
      }
      on_device = dev && named;
    }
    if (punct(s, all[j] + 1, '[') && !on_device)
      names[k++] = all[j];
  }
  return k;
}

/* Where the name at var is declared in [a, b), or -1: a type word or a type's
 * last token (a name, *, &, >) before it, and =, ;, ,, [, (, {, ) or :
 * after it.  (A return statement is no declaration.) */
static int declared_at(const struct scan *s, int a, int b, int var)
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
      return i;
  }
  return -1;
}

static bool declares(const struct scan *s, int a, int b, int var)
{
  return declared_at(s, a, b, var) >= 0;
}

/* Token i names var: the word itself, or its member (the scan keeps
 * `keep.size` as one word). */
static bool names_var(const struct scan *s, int i, int var)
{
  int n = s->t[var].len;
  return same_word(s, i, var) || (s->t[i].len > n && s->t[i].s[n] == '.' &&
                                  memcmp(s->t[i].s, s->t[var].s, (size_t)n) == 0);
}

/* The file names namespace `ns` (namespace ns {). */
static bool own_namespace(const struct scan *s, int ns)
{
  for (int i = 0; i + 1 < s->n; i++)
    if (rg_scan_is(s, i, "namespace") && same_word(s, i + 1, ns))
      return true;
  return false;
}

/* A use of var at token i of f's body: not a member, not unevaluated;
 * plain, global (::var) or qualified by a namespace of the file's own
 * (cfg::var; never std::var, a name of the library's). */
static bool used_at(const struct scan *s, int i, int var)
{
  if (!names_var(s, i, var))
    return false;
  if (rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->"))
    return false;
  if (rg_scan_is(s, i - 1, "::") &&
      (rg_scan_ident(s, i - 2) ? !own_namespace(s, i - 2) : punct(s, i - 2, '>')))
    return false; /* std::var, a class's S<T>::var */
  int q = i;
  while (rg_scan_is(s, q - 1, "::") && rg_scan_ident(s, q - 2))
    q -= 2; /* cfg::inner::var: the whole name */
  if (rg_scan_is(s, q - 1, "::"))
    q--;
  if (punct(s, q - 1, '(') && (rg_scan_is(s, q - 2, "sizeof") || rg_scan_is(s, q - 2, "decltype")))
    return false;
  return !rg_scan_is(s, q - 1, "sizeof");
}

/* The { at o opens an initializer, not a block: after =, ,, ( or a
 * name (T{...}), not after ), ], else or do. */
static bool brace_init(const struct scan *s, int o)
{
  static const char *const block[] = { "else", "do", "try", "mutable", "noexcept",
                                       "__device__", NULL };
  return punct(s, o - 1, '=') || punct(s, o - 1, ',') || punct(s, o - 1, '(') ||
         (rg_scan_ident(s, o - 1) && !is_any(s, o - 1, block));
}

/* The first token of the statement of f's body that token i is in: the
 * one after the ;, { or } before it, an initializer's braces crossed
 * (*braced then set). */
static int statement_start(const struct scan *s, const struct fn *f, int i, bool *braced)
{
  for (int j = i - 1; j > f->open; j--) {
    if (punct(s, j, ';'))
      return j + 1;
    if (punct(s, j, '}')) {
      int o = j, depth = 0;
      for (; o > f->open; o--) {
        depth += punct(s, o, '}') - punct(s, o, '{');
        if (depth == 0)
          break;
      }
      if (o <= f->open || !brace_init(s, o))
        return j + 1;
      *braced = true, j = o;
    } else if (punct(s, j, '{')) {
      if (!brace_init(s, j))
        return j + 1;
      *braced = true;
    }
  }
  return f->open + 1;
}

/* The statement [st, i) declares a variable that token i initialises
 * (`T name = `, `T name[N] = `, or an initializer in braces). */
static bool in_declaration(const struct scan *s, int st, int i, bool braced)
{
  static const char *const no_type[] = { "return", "case", "else", "do", "throw", "goto",
                                         "co_return", "delete", "new", NULL };
  for (int j = st, depth = 0; j < i; j++) {
    depth += (punct(s, j, '(') || punct(s, j, '[') || punct(s, j, '{')) -
             (punct(s, j, ')') || punct(s, j, ']') || punct(s, j, '}'));
    if (depth != 0 || !punct(s, j, '='))
      continue;
    int p = j - 1;
    while (punct(s, p, ']') && p > st)
      for (int d = 0; p > st; p--) {
        d += punct(s, p, ']') - punct(s, p, '[');
        if (d == 0) {
          p--;
          break;
        }
      }
    int t = p - 1;
    if (punct(s, t, '*') || punct(s, t, '&'))
      t--;
    return rg_scan_ident(s, p) && t >= st &&
           ((rg_scan_ident(s, t) && !is_any(s, t, no_type)) || punct(s, t, '>'));
  }
  return braced;
}

/* A word of the index [open, close) that is no constant: a thread's or
 * block's coordinate, a parameter of f, or a local declared without const
 * or constexpr. */
static bool runtime_index(const struct scan *s, const struct fn *f, int open, int close)
{
  static const char *const coords[] = { "threadIdx", "blockIdx", "blockDim", "gridDim", NULL };
  int params = f->name + 1, pclose = rg_scan_closing(s, params, '(', ')');
  for (int j = open + 1; j < close; j++) {
    if (!rg_scan_ident(s, j) || rg_scan_is(s, j - 1, "::"))
      continue;
    for (int c = 0; coords[c]; c++)
      if (strncmp(s->t[j].s, coords[c], strlen(coords[c])) == 0)
        return true;
    if (declares(s, params, pclose, j))
      return true;
    int d = declared_at(s, f->open, f->close, j);
    if (d < 0)
      continue;
    bool braced = false, constant = false;
    for (int k = statement_start(s, f, d, &braced); k < d; k++)
      constant = constant || rg_scan_is(s, k, "const") || rg_scan_is(s, k, "constexpr");
    if (!constant)
      return true;
  }
  return false;
}

/* The use of a constant table at token i of f's body is one nvcc 13.0
 * refuses ("identifier is undefined in device code"): an element read
 * (table[i], table[i][j], not a struct element's member) outside a
 * constant context (constexpr, static_assert, sizeof, decltype, a
 * template's argument, a case label), and, when it initialises a local,
 * with an index no constant expression can be (nvcc folds
 * `int x = table[2];` but not `o[0] = table[2];`).  What it cannot tell
 * (a bare name, a constexpr function's body) it takes as built. */
static bool table_read_refused(const struct scan *s, const struct fn *f, int i)
{
  static const char *const constant_words[] = { "constexpr", "static_assert", "sizeof",
                                                "decltype", "alignof", "alignas", "noexcept",
                                                "case", "enum", "template", "<", NULL };
  int q = i + 1;
  bool runtime = false;
  if (f->constexpr_ || !punct(s, q, '['))
    return false;
  while (punct(s, q, '[')) {
    int close = rg_scan_closing(s, q, '[', ']');
    runtime = runtime || runtime_index(s, f, q, close);
    q = close + 1;
  }
  if (punct(s, q, '.') || rg_scan_is(s, q, "->"))
    return false;
  bool braced = false;
  int st = statement_start(s, f, i, &braced);
  for (int j = st; j < i; j++)
    if (is_any(s, j, constant_words))
      return false;
  return runtime || !in_declaration(s, st, i, braced);
}

/* The first use in f's body of a host variable among vars, or of an
 * element of a constant table among tables that nvcc refuses, or -1. */
static int first_use(const struct scan *s, const struct fn *f, const int *vars, int nvars,
                     const int *tables, int ntables, int *which)
{
  int params = f->name + 1; /* its ( */
  int close = rg_scan_closing(s, params, '(', ')');
  for (int i = f->open + 1; i < f->close; i++) {
    for (int v = 0; v < nvars + ntables; v++) {
      int var = v < nvars ? vars[v] : tables[v - nvars];
      if (!used_at(s, i, var) || declares(s, params, close, var) ||
          declares(s, f->open, f->close, var) ||
          (v >= nvars && !table_read_refused(s, f, i)))
        continue;
      *which = var;
      return i;
    }
  }
  return -1;
}

static bool is_var(const int *vars, int nvars, int which)
{
  for (int v = 0; v < nvars; v++)
    if (vars[v] == which)
      return true;
  return false;
}

int rg_host_var_find(const char *text, int *line, char *var, char *fn, size_t cap,
                     int *var_line, const char **fn_kind, bool *table)
{
  struct scan s;
  rg_scan_read(&s, text);
  int vars[64], nvars = 0, tables[64], ntables = 0;
  for (int d = 0; d < s.ndecl; d++) {
    nvars += host_var_names(&s, s.decl[d].from, s.decl[d].to, vars + nvars, 64 - nvars);
    ntables += const_array_names(&s, s.decl[d].from, s.decl[d].to, tables + ntables,
                                 64 - ntables);
  }
  int found = 0;
  for (int k = 0; k < s.nf && !found && nvars + ntables; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device || f->host || f->member)
      continue;
    int which = -1, at = first_use(&s, f, vars, nvars, tables, ntables, &which);
    if (at < 0)
      continue;
    found = 1;
    *line = s.t[at].line;
    *var_line = s.t[which].line;
    *fn_kind = f->global ? "__global__" : "__device__";
    *table = !is_var(vars, nvars, which);
    snprintf(var, cap, "%.*s", s.t[which].len, s.t[which].s);
    snprintf(fn, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
  }
  rg_scan_free(&s);
  return found;
}
