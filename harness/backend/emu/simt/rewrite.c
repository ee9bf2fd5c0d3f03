/* rewrite.c — the source rewriter (see rewrite.h): a small lexer that knows
 * comments, strings, raw strings, character literals and numbers well enough
 * to find the launch syntax, the extern shared declarations and a kernel's
 * __launch_bounds__ in code only, and rewrites them without adding or
 * removing a newline.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rewrite.h"

struct buf { char *p; size_t n, cap; int oom; };

static void put(struct buf *b, const char *s, size_t n)
{
  if (b->oom)
    return;
  if (b->n + n + 1 > b->cap) {
    size_t c = b->cap ? b->cap : 4096;
    while (c < b->n + n + 1)
      c *= 2;
    char *np = realloc(b->p, c);
    if (!np) {
      b->oom = 1;
      return;
    }
    b->p = np;
    b->cap = c;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}

static void puts_(struct buf *b, const char *s) { put(b, s, strlen(s)); }

struct lex {
  const char *s;
  size_t n;
  char *err;
  size_t errcap;
  const size_t *own; /* the submission's own builtin-named variables */
  size_t own_n;      /* (simt_own_names) */
};

/* A byte of an identifier; bytes past ASCII are UTF-8 letters of one (C++
 * allows them, so `extern __shared__ float σ[];` names its array σ). */
static int ident_char(int c) { return isalnum(c) || c == '_' || c >= 0x80; }

static int line_of(const struct lex *L, size_t i)
{
  int l = 1;
  for (size_t k = 0; k < i && k < L->n; k++)
    l += L->s[k] == '\n';
  return l;
}

static int fail(const struct lex *L, size_t at, const char *fmt, ...)
{
  if (L->errcap) {
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(L->err, L->errcap, "line %d: %s", line_of(L, at), msg);
  }
  return -1;
}

/* If a comment, string, character literal or number starts at i, returns
 * the index just past it; otherwise returns i. */
static size_t skip_literal(const struct lex *L, size_t i)
{
  const char *s = L->s;
  size_t n = L->n;
  if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
    while (i < n && s[i] != '\n') {
      if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n')
        i++;  /* a continued line comment */
      i++;
    }
    return i;
  }
  if (i + 1 < n && s[i] == '/' && s[i + 1] == '*') {
    i += 2;
    while (i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'))
      i++;
    return i + 1 < n ? i + 2 : n;
  }
  if (s[i] == '"' || s[i] == '\'') {
    /* a raw string: R"delim( ... )delim" (prefix letters precede i) */
    if (s[i] == '"' && i > 0 && s[i - 1] == 'R') {
      size_t d = i + 1;
      while (d < n && s[d] != '(' && d - i < 20)
        d++;
      size_t dl = d - (i + 1);
      for (size_t k = d + 1; k + dl + 1 < n + 1 && k < n; k++)
        if (s[k] == ')' && k + 1 + dl < n && memcmp(s + k + 1, s + i + 1, dl) == 0 &&
            s[k + 1 + dl] == '"')
          return k + dl + 2;
      return n;
    }
    char q = s[i++];
    while (i < n && s[i] != q && s[i] != '\n') {
      if (s[i] == '\\')
        i++;
      i++;
    }
    return i < n ? i + 1 : n;
  }
  if (isdigit((unsigned char)s[i]) && (i == 0 || !ident_char((unsigned char)s[i - 1]))) {
    /* a pp-number, digit separators (1'000) included */
    while (i < n && (ident_char((unsigned char)s[i]) || s[i] == '.' || s[i] == '\'' ||
                     ((s[i] == '+' || s[i] == '-') && strchr("eEpP", s[i - 1]))))
      i++;
    return i;
  }
  return i;
}

/* Scans from i (inside a bracketed construct) to the first occurrence of
 * stop at nesting depth 0 of (), [] and {}; returns its index or n. */
static size_t scan_to(const struct lex *L, size_t i, const char *stop)
{
  int depth = 0;
  size_t sl = strlen(stop);
  while (i < L->n) {
    size_t j = skip_literal(L, i);
    if (j != i) {
      i = j;
      continue;
    }
    char c = L->s[i];
    if (depth == 0 && i + sl <= L->n && memcmp(L->s + i, stop, sl) == 0)
      return i;
    if (c == '(' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '}') {
      if (depth == 0)
        return L->n;
      depth--;
    }
    i++;
  }
  return L->n;
}

/* The kernel expression before "<<<" at the end of the output: an
 * identifier, qualified names and template arguments.  Returns its start. */
static size_t launch_name_start(const struct buf *o)
{
  size_t e = o->n;
  while (e > 0 && isspace((unsigned char)o->p[e - 1]))
    e--;
  size_t i = e;
  for (;;) {
    if (i > 0 && o->p[i - 1] == ')') {  /* (flag ? k1 : k2)<<<...>>>, not f(x)<<<...>>> */
      int depth = 0;
      while (i > 0 && !(o->p[--i] == '(' && --depth == 0))
        depth += o->p[i] == ')';
      return o->p[i] == '(' && (i == 0 || !ident_char((unsigned char)o->p[i - 1])) ? i : e;
    }
    if (i > 0 && o->p[i - 1] == '>') {
      int depth = 0, paren = 0;  /* a shift in parentheses, k<(1 << 3)>, is no bracket */
      while (i > 0) {
        char c = o->p[--i];
        if (c == ')')
          paren++;
        else if (c == '(')
          paren--;
        else if (paren == 0 && c == '>')
          depth++;
        else if (paren == 0 && c == '<' && --depth == 0)
          break;
      }
      while (i > 0 && isspace((unsigned char)o->p[i - 1]))
        i--;
    }
    size_t id = i;
    while (i > 0 && ident_char((unsigned char)o->p[i - 1]))
      i--;
    if (i == id)
      return e;  /* no identifier: not a launch we understand */
    size_t k = i;
    while (k > 0 && isspace((unsigned char)o->p[k - 1]))
      k--;
    if (k >= 2 && o->p[k - 1] == ':' && o->p[k - 2] == ':') {
      i = k - 2;
      while (i > 0 && isspace((unsigned char)o->p[i - 1]))
        i--;
      if (i == 0 || !(ident_char((unsigned char)o->p[i - 1]) || o->p[i - 1] == '>'))
        return i;  /* a leading "::" */
      continue;
    }
    return i;
  }
}

static int blank(const char *s, size_t a, size_t b)
{
  for (size_t k = a; k < b; k++)
    if (!isspace((unsigned char)s[k]))
      return 0;
  return 1;
}

/* Copies only the newlines of s[a..b). */
static void put_newlines(struct buf *o, const char *s, size_t a, size_t b)
{
  for (size_t k = a; k < b; k++)
    if (s[k] == '\n')
      put(o, "\n", 1);
}

/* s[a, b) into o, the submission's own builtin-named variables renamed. */
static void put_renamed(const struct lex *L, struct buf *o, size_t a, size_t b)
{
  for (size_t k = 0; k < L->own_n; k++)
    if (L->own[k] >= a && L->own[k] < b) {
      put(o, L->s + a, L->own[k] - a);
      puts_(o, "simt_m_");
      a = L->own[k];
    }
  put(o, L->s + a, b - a);
}

/* Rewrites a launch whose "<<<" is at i; returns the index after it. */
static long rewrite_launch(const struct lex *L, size_t i, struct buf *o)
{
  size_t ns = launch_name_start(o);
  if (ns == o->n || blank(o->p, ns, o->n))
    return fail(L, i, "malformed kernel launch: no kernel name before '<<<'");
  size_t name_len = o->n - ns;
  while (name_len > 0 && isspace((unsigned char)o->p[ns + name_len - 1]))
    name_len--;
  char *name = malloc(name_len + 1);
  if (!name)
    return -1;
  memcpy(name, o->p + ns, name_len);
  name[name_len] = 0;
  size_t gap_lo = ns + name_len, gap_hi = o->n;
  char gap[64];
  size_t gap_n = 0;
  for (size_t k = gap_lo; k < gap_hi && gap_n < sizeof gap; k++)
    if (o->p[k] == '\n')
      gap[gap_n++] = '\n';
  o->n = ns;

  size_t cfg = i + 3, end = scan_to(L, cfg, ">>>");
  if (end >= L->n) {
    free(name);
    return fail(L, i, "malformed kernel launch: no '>>>' after '<<<'");
  }
  size_t parts[5], np = 0, k = cfg;
  parts[np++] = cfg;
  while (k < end) {
    size_t c = scan_to(L, k, ",");
    if (c >= end)
      break;
    if (np == 5)
      break;
    parts[np++] = c + 1;
    k = c + 1;
  }
  size_t nconf = np;
  if (nconf < 2 || nconf > 4) {
    free(name);
    return fail(L, i, "malformed kernel launch: %zu launch parameters between '<<<' and '>>>' "
                "(2 to 4 expected)", nconf);
  }
  size_t p = end + 3;
  while (p < L->n && isspace((unsigned char)L->s[p]))
    p++;
  if (p >= L->n || L->s[p] != '(') {
    free(name);
    return fail(L, end, "malformed kernel launch: no '(' with the arguments after '>>>'");
  }
  size_t close = scan_to(L, p + 1, ")");
  if (close >= L->n) {
    free(name);
    return fail(L, p, "malformed kernel launch: unbalanced parentheses in the arguments");
  }
  /* the shim's SIMT_KERNEL: the name both as an address and as a call */
  puts_(o, "simt_launch_kernel(SIMT_KERNEL(");
  puts_(o, name);
  puts_(o, ")");
  put(o, gap, gap_n);
  free(name);
  for (size_t c = 0; c < nconf; c++) {
    size_t a = parts[c], b = c + 1 < nconf ? parts[c + 1] - 1 : end;
    if (blank(L->s, a, b))
      return fail(L, a, "malformed kernel launch: empty launch parameter");
    puts_(o, ",");
    put_renamed(L, o, a, b);
  }
  for (size_t c = nconf; c < 4; c++)
    puts_(o, ", 0");
  put_newlines(o, L->s, end + 3, p);
  if (!blank(L->s, p + 1, close)) {
    puts_(o, ",");
    put_renamed(L, o, p + 1, close);
  } else {
    put_newlines(o, L->s, p + 1, close);
  }
  puts_(o, ")");
  return (long)(close + 1);
}

static size_t skip_space(const struct lex *L, size_t i)
{
  for (;;) {
    while (i < L->n && isspace((unsigned char)L->s[i]))
      i++;
    size_t j = skip_literal(L, i);
    if (j != i && i + 1 < L->n && L->s[i] == '/')
      i = j;
    else
      return i;
  }
}

static int word_at(const struct lex *L, size_t i, const char *w)
{
  size_t l = strlen(w);
  return i + l <= L->n && memcmp(L->s + i, w, l) == 0 &&
         (i + l == L->n || !ident_char((unsigned char)L->s[i + l]));
}

/* At "extern" (index i): if the declaration up to ';' declares a
 * __shared__ array, rewrites it and returns the index of the ';'. */
static long rewrite_extern_shared(const struct lex *L, size_t i, struct buf *o)
{
  size_t semi = i, shared = 0;
  while (semi < L->n && L->s[semi] != ';' && L->s[semi] != '{' && L->s[semi] != '}' &&
         L->s[semi] != '"') {
    if (word_at(L, semi, "__shared__") && !ident_char((unsigned char)L->s[semi - 1]))
      shared = semi;
    semi++;
  }
  if (!shared || semi >= L->n || L->s[semi] != ';')
    return 0;
  /* the declarator: NAME [ ... ] just before ';' */
  size_t rb = semi;
  while (rb > i && isspace((unsigned char)L->s[rb - 1]))
    rb--;
  if (rb == i || L->s[rb - 1] != ']')
    return 0;
  size_t lb = rb - 1;
  while (lb > i && L->s[lb] != '[')
    lb--;
  size_t ne = lb;
  while (ne > i && isspace((unsigned char)L->s[ne - 1]))
    ne--;
  size_t nb = ne;
  while (nb > i && ident_char((unsigned char)L->s[nb - 1]))
    nb--;
  if (nb == ne)
    return 0;
  /* copy the specifiers without "extern" and "__shared__" */
  size_t k = i + 6;
  while (k < nb) {
    if (k == shared) {
      k += 10;
      continue;
    }
    put(o, L->s + k, 1);
    k++;
  }
  puts_(o, "*const ");
  put(o, L->s + nb, ne - nb);
  puts_(o, " = (decltype(");
  put(o, L->s + nb, ne - nb);
  puts_(o, "))simt_dyn_smem");
  put_newlines(o, L->s, ne, semi);
  return (long)semi;
}

/* At "cudaLaunchCooperativeKernel" / "cudaLaunchKernel" (ending at i): blanks
 * a (void *) or reinterpret_cast<void *> cast of the first argument. */
static size_t uncast_kernel(const struct lex *L, size_t i, struct buf *o)
{
  size_t p = skip_space(L, i);
  if (p >= L->n || L->s[p] != '(')
    return i;
  size_t q = skip_space(L, p + 1), c = q;
  if (c < L->n && L->s[c] == '(') {
    c = skip_space(L, c + 1);
    if (word_at(L, c, "const"))
      c = skip_space(L, c + 5);
    if (!word_at(L, c, "void"))
      return i;
    c = skip_space(L, c + 4);
    if (c >= L->n || L->s[c] != '*')
      return i;
    c = skip_space(L, c + 1);
    if (c >= L->n || L->s[c] != ')')
      return i;
    c++;
  } else if (word_at(L, c, "reinterpret_cast") || word_at(L, c, "static_cast")) {
    while (c < L->n && L->s[c] != '>' && L->s[c] != '\n')
      c++;
    if (c >= L->n || L->s[c] != '>')
      return i;
    c++;
  } else {
    return i;
  }
  put(o, L->s + i, q - i);
  for (size_t k = q; k < c; k++)
    put(o, L->s[k] == '\n' ? "\n" : " ", 1);
  return c;
}

/* After "__launch_bounds__" (ending at e): the first argument, the largest
 * block the kernel takes, as one line (malloc()ed), and in *body the index
 * of the '{' that opens the kernel's body; NULL for a declaration. */
static char *launch_bound(const struct lex *L, size_t e, size_t *body)
{
  size_t open = skip_space(L, e);
  if (open >= L->n || L->s[open] != '(')
    return NULL;
  size_t close = scan_to(L, open + 1, ")");
  size_t comma = scan_to(L, open + 1, ",");
  size_t end = comma < close ? comma : close;
  if (close >= L->n)
    return NULL;
  size_t brace = scan_to(L, close + 1, "{"), semi = scan_to(L, close + 1, ";");
  if (brace >= L->n || semi < brace)
    return NULL;
  char *first = malloc(end - open);
  if (!first)
    return NULL;
  for (size_t k = open + 1; k < end; k++)
    first[k - open - 1] = L->s[k] == '\n' || L->s[k] == '\r' ? ' ' : L->s[k];
  first[end - open - 1] = 0;
  *body = brace;
  return first;
}

/* Right after the '{' of a kernel's body: the check of its launch bound
 * (freed); returns NULL, the bound dealt with. */
static char *put_bound_check(struct buf *o, char *bound)
{
  puts_(o, " simt_launch_bounds(");
  puts_(o, bound);
  puts_(o, ");");
  free(bound);
  return NULL;
}

/* Is the output, back past spaces and the words __host__ and __device__,
 * at a ']'?  Then the __device__ to come belongs to a lambda ("[=]
 * __device__ (int i) {...}"), where no attribute may stand, and stays the
 * shim's empty macro.  Everywhere else it becomes __simt_device__, which
 * marks a variable as device memory (simt_cuda.h, ir_devvars.c) and is
 * harmless on a function.  A ']' of "[[attribute]]" leaves a variable
 * unmarked: ordinary host memory, as before. */
static int after_lambda_introducer(const struct buf *o)
{
  size_t k = o->n;
  for (;;) {
    while (k > 0 && isspace((unsigned char)o->p[k - 1]))
      k--;
    size_t w = k;
    while (w > 0 && ident_char((unsigned char)o->p[w - 1]))
      w--;
    if ((k - w == 8 && memcmp(o->p + w, "__host__", 8) == 0) ||
        (k - w == 10 && memcmp(o->p + w, "__device__", 10) == 0)) {
      k = w;
      continue;
    }
    return k > 0 && o->p[k - 1] == ']';
  }
}

/* Does the __device__ ending at e stand beside __host__ (before it in the
 * output, or next in the source)?  A __host__ __device__ function's
 * statics are reached by both sides: __simt_hd__ says so (ir_devvars.c). */
static int beside_host(const struct lex *L, const struct buf *o, size_t e)
{
  size_t k = o->n;
  while (k > 0 && isspace((unsigned char)o->p[k - 1]))
    k--;
  if (k >= 8 && memcmp(o->p + k - 8, "__host__", 8) == 0 &&
      (k == 8 || !ident_char((unsigned char)o->p[k - 9])))
    return 1;
  return word_at(L, skip_space(L, e), "__host__");
}

int simt_rewrite(const char *src, size_t len, char **out, size_t *out_len, char *err,
                 size_t errcap)
{
  struct lex L = {src, len, err, errcap, NULL, 0};
  struct buf o = {0};
  size_t i = 0;
  if (errcap)
    err[0] = 0;
  *out = NULL;
  if (out_len)
    *out_len = 0;
  put(&o, "", 0);
  char *bound = NULL;  /* a kernel's __launch_bounds__, checked first in its body */
  size_t bound_at = 0;
  size_t own_n = 0, own_k = 0;
  size_t *own = simt_own_names(src, len, &own_n);
  if (!own)
    own_n = 0;
  L.own = own;
  L.own_n = own_n;
  while (i < len) {
    while (own_k < own_n && own[own_k] < i) /* inside a launch: put_renamed's */
      own_k++;
    size_t j = skip_literal(&L, i);
    if (j != i) {
      put(&o, src + i, j - i);
      i = j;
      continue;
    }
    char c = src[i];
    if (c == '<' && i + 2 < len && src[i + 1] == '<' && src[i + 2] == '<') {
      long r = rewrite_launch(&L, i, &o);
      if (r < 0) {
        free(o.p);
        return -1;
      }
      i = (size_t)r;
      continue;
    }
    if ((isalpha((unsigned char)c) || c == '_') && (i == 0 || !ident_char((unsigned char)src[i - 1]))) {
      size_t e = i;
      while (e < len && ident_char((unsigned char)src[e]))
        e++;
      size_t wl = e - i;
      if (wl == 6 && memcmp(src + i, "extern", 6) == 0) {
        long r = rewrite_extern_shared(&L, i, &o);
        if (r > 0) {
          i = (size_t)r;
          continue;
        }
      }
      if (wl == 6 && memcmp(src + i, "static", 6) == 0 &&
          word_at(&L, skip_space(&L, e), "__shared__")) {
        put(&o, "      ", 6);  /* the shim's __shared__ is static already */
        i = e;
        continue;
      }
      if (wl == 10 && memcmp(src + i, "__shared__", 10) == 0) {
        size_t s = skip_space(&L, e);
        if (word_at(&L, s, "static")) {
          put(&o, src + i, s - i);
          put(&o, "      ", 6);
          i = s + 6;
          continue;
        }
      }
      if (wl == 10 && memcmp(src + i, "__device__", 10) == 0 && !after_lambda_introducer(&o)) {
        puts_(&o, beside_host(&L, &o, e) ? "__simt_hd__" : "__simt_device__");
        i = e;
        continue;
      }
      if (own_k < own_n && own[own_k] == i) { /* a member, or the submission's own */
        own_k++;
        puts_(&o, "simt_m_");
        put(&o, src + i, wl);
        i = e;
        continue;
      }
      if (wl == 17 && memcmp(src + i, "__launch_bounds__", 17) == 0 && !bound)
        bound = launch_bound(&L, e, &bound_at);
      put(&o, src + i, wl);
      if ((wl == 27 && memcmp(src + i, "cudaLaunchCooperativeKernel", 27) == 0) ||
          (wl == 16 && memcmp(src + i, "cudaLaunchKernel", 16) == 0)) {
        i = uncast_kernel(&L, e, &o);
        continue;
      }
      i = e;
      continue;
    }
    put(&o, src + i, 1);
    if (bound && i == bound_at)
      bound = put_bound_check(&o, bound);
    i++;
  }
  free(bound);
  free(own);
  if (o.oom) {
    free(o.p);
    if (errcap)
      snprintf(err, errcap, "line 1: out of memory");
    return -1;
  }
  *out = o.p;
  if (out_len)
    *out_len = o.n;
  return 0;
}
