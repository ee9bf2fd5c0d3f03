/* rewrite.c — the source rewriter (see rewrite.h): a small lexer that knows
 * comments, strings, raw strings, character literals and numbers well enough
 * to find the launch syntax, the extern shared declarations and a kernel's
 * __launch_bounds__ and __cluster_dims__ in code only (rewrite_lex.c,
 * rewrite_attrs.c), and rewrites them without adding or removing a
 * newline.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rewrite.h"
#include "rewrite_attrs.h"
#include "rewrite_lex.h"

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
      return o->p[i] == '(' && (i == 0 || !rw_ident_char((unsigned char)o->p[i - 1])) ? i : e;
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
    while (i > 0 && rw_ident_char((unsigned char)o->p[i - 1]))
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
      if (i == 0 || !(rw_ident_char((unsigned char)o->p[i - 1]) || o->p[i - 1] == '>'))
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
      rw_put(o, "\n", 1);
}

/* s[a, b) into o, the submission's own builtin-named variables renamed. */
static void put_renamed(const struct lex *L, struct buf *o, size_t a, size_t b)
{
  for (size_t k = 0; k < L->own_n; k++)
    if (L->own[k] >= a && L->own[k] < b) {
      rw_put(o, L->s + a, L->own[k] - a);
      rw_puts(o, "simt_m_");
      a = L->own[k];
    }
  rw_put(o, L->s + a, b - a);
}

/* A launch's arguments s[a, b), each after a comma.  An argument that is
 * NULL alone becomes the shim's simt_null_arg: the launch forwards its
 * arguments through templates, where NULL is a long and no longer the
 * null pointer constant nvcc converts to the kernel's pointer parameter. */
static void put_launch_args(const struct lex *L, struct buf *o, size_t a, size_t b)
{
  while (a <= b) {
    size_t c = rw_scan_to(L, a, ",");
    if (c > b)
      c = b;
    size_t x = a, y = c;
    while (x < y && isspace((unsigned char)L->s[x]))
      x++;
    while (y > x && isspace((unsigned char)L->s[y - 1]))
      y--;
    rw_puts(o, ",");
    if (y - x == 4 && memcmp(L->s + x, "NULL", 4) == 0) {
      put_newlines(o, L->s, a, c);
      rw_puts(o, "simt_null_arg");
    } else {
      put_renamed(L, o, a, c);
    }
    a = c + 1;
  }
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

  size_t cfg = i + 3, end = rw_scan_to(L, cfg, ">>>");
  if (end >= L->n) {
    free(name);
    return fail(L, i, "malformed kernel launch: no '>>>' after '<<<'");
  }
  size_t parts[5], np = 0, k = cfg;
  parts[np++] = cfg;
  while (k < end) {
    size_t c = rw_scan_to(L, k, ",");
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
  size_t close = rw_scan_to(L, p + 1, ")");
  if (close >= L->n) {
    free(name);
    return fail(L, p, "malformed kernel launch: unbalanced parentheses in the arguments");
  }
  /* the shim's SIMT_KERNEL: the name both as an address and as a call */
  rw_puts(o, "simt_launch_kernel(SIMT_KERNEL(");
  rw_puts(o, name);
  rw_puts(o, ")");
  rw_put(o, gap, gap_n);
  free(name);
  for (size_t c = 0; c < nconf; c++) {
    size_t a = parts[c], b = c + 1 < nconf ? parts[c + 1] - 1 : end;
    if (blank(L->s, a, b))
      return fail(L, a, "malformed kernel launch: empty launch parameter");
    rw_puts(o, ",");
    put_renamed(L, o, a, b);
  }
  for (size_t c = nconf; c < 4; c++)
    rw_puts(o, ", 0");
  put_newlines(o, L->s, end + 3, p);
  if (!blank(L->s, p + 1, close)) {
    put_launch_args(L, o, p + 1, close);
  } else {
    put_newlines(o, L->s, p + 1, close);
  }
  rw_puts(o, ")");
  return (long)(close + 1);
}

/* Whether a standard attribute (alignas, [[...]]) stands among the
 * specifiers of "extern __shared__ T x[]": between "extern" (from a) and
 * "__shared__" (at shared), or right after "__shared__".  nvcc refuses both
 * ("attribute does not apply to any entity"); the rewrite would move it to
 * the declaration's front, where clang takes it. */
static int attribute_amid_specifiers(const struct lex *L, size_t a, size_t shared)
{
  for (size_t k = a; k < shared; k++)
    if ((rw_word_at(L, k, "alignas") && !rw_ident_char((unsigned char)L->s[k - 1])) ||
        (L->s[k] == '[' && L->s[k + 1] == '['))
      return 1;
  size_t t = rw_skip_space(L, shared + 10);
  return t < L->n && (rw_word_at(L, t, "alignas") || (L->s[t] == '[' && t + 1 < L->n && L->s[t + 1] == '['));
}

/* At "extern" (index i): if the declaration up to ';' declares a
 * __shared__ array, rewrites it and returns the index of the ';'. */
static long rewrite_extern_shared(const struct lex *L, size_t i, struct buf *o)
{
  size_t semi = i, shared = 0;
  while (semi < L->n && L->s[semi] != ';' && L->s[semi] != '{' && L->s[semi] != '}' &&
         L->s[semi] != '"') {
    if (rw_word_at(L, semi, "__shared__") && !rw_ident_char((unsigned char)L->s[semi - 1]))
      shared = semi;
    semi++;
  }
  if (!shared || semi >= L->n || L->s[semi] != ';')
    return 0;
  if (attribute_amid_specifiers(L, i + 6, shared))
    return fail(L, i, "attribute does not apply to any entity: a standard attribute (alignas, "
                      "[[...]]) between 'extern' and the type is refused by nvcc; put it before "
                      "'extern', or write __align__(N) after __shared__");
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
  while (nb > i && rw_ident_char((unsigned char)L->s[nb - 1]))
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
    rw_put(o, L->s + k, 1);
    k++;
  }
  rw_puts(o, "*const ");
  rw_put(o, L->s + nb, ne - nb);
  rw_puts(o, " = (decltype(");
  rw_put(o, L->s + nb, ne - nb);
  rw_puts(o, "))simt_dyn_smem");
  put_newlines(o, L->s, ne, semi);
  return (long)semi;
}

/* At "cudaLaunchCooperativeKernel" / "cudaLaunchKernel" (ending at i): blanks
 * a (void *) or reinterpret_cast<void *> cast of the first argument. */
static size_t uncast_kernel(const struct lex *L, size_t i, struct buf *o)
{
  size_t p = rw_skip_space(L, i);
  if (p >= L->n || L->s[p] != '(')
    return i;
  size_t q = rw_skip_space(L, p + 1), c = q;
  if (c < L->n && L->s[c] == '(') {
    c = rw_skip_space(L, c + 1);
    if (rw_word_at(L, c, "const"))
      c = rw_skip_space(L, c + 5);
    if (!rw_word_at(L, c, "void"))
      return i;
    c = rw_skip_space(L, c + 4);
    if (c >= L->n || L->s[c] != '*')
      return i;
    c = rw_skip_space(L, c + 1);
    if (c >= L->n || L->s[c] != ')')
      return i;
    c++;
  } else if (rw_word_at(L, c, "reinterpret_cast") || rw_word_at(L, c, "static_cast")) {
    while (c < L->n && L->s[c] != '>' && L->s[c] != '\n')
      c++;
    if (c >= L->n || L->s[c] != '>')
      return i;
    c++;
  } else {
    return i;
  }
  rw_put(o, L->s + i, q - i);
  for (size_t k = q; k < c; k++)
    rw_put(o, L->s[k] == '\n' ? "\n" : " ", 1);
  return c;
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
    while (w > 0 && rw_ident_char((unsigned char)o->p[w - 1]))
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
      (k == 8 || !rw_ident_char((unsigned char)o->p[k - 9])))
    return 1;
  return rw_word_at(L, rw_skip_space(L, e), "__host__");
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
  rw_put(&o, "", 0);
  struct kernel_checks checks = {NULL, 0}; /* a kernel's attributes, checked first in its body */
  size_t own_n = 0, own_k = 0;
  size_t *own = simt_own_names(src, len, &own_n);
  if (!own)
    own_n = 0;
  L.own = own;
  L.own_n = own_n;
  while (i < len) {
    while (own_k < own_n && own[own_k] < i) /* inside a launch: put_renamed's */
      own_k++;
    size_t j = rw_skip_literal(&L, i);
    if (j != i) {
      rw_put(&o, src + i, j - i);
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
    if ((isalpha((unsigned char)c) || c == '_') && (i == 0 || !rw_ident_char((unsigned char)src[i - 1]))) {
      size_t e = i;
      while (e < len && rw_ident_char((unsigned char)src[e]))
        e++;
      size_t wl = e - i;
      if (wl == 6 && memcmp(src + i, "extern", 6) == 0) {
        long r = rewrite_extern_shared(&L, i, &o);
        if (r < 0) {
          free(o.p);
          return -1;
        }
        if (r > 0) {
          i = (size_t)r;
          continue;
        }
      }
      if (wl == 6 && memcmp(src + i, "static", 6) == 0 &&
          rw_word_at(&L, rw_skip_space(&L, e), "__shared__")) {
        rw_put(&o, "      ", 6);  /* the shim's __shared__ is static already */
        i = e;
        continue;
      }
      if (wl == 10 && memcmp(src + i, "__shared__", 10) == 0) {
        size_t s = rw_skip_space(&L, e);
        if (rw_word_at(&L, s, "static")) {
          rw_put(&o, src + i, s - i);
          rw_put(&o, "      ", 6);
          i = s + 6;
          continue;
        }
      }
      if (wl == 10 && memcmp(src + i, "__device__", 10) == 0 && !after_lambda_introducer(&o)) {
        rw_puts(&o, beside_host(&L, &o, e) ? "__simt_hd__" : "__simt_device__");
        i = e;
        continue;
      }
      if (own_k < own_n && own[own_k] == i) { /* a member, or the submission's own */
        own_k++;
        rw_puts(&o, "simt_m_");
        rw_put(&o, src + i, wl);
        i = e;
        continue;
      }
      rw_kernel_attr(&L, i, e, &checks);
      rw_put(&o, src + i, wl);
      if ((wl == 27 && memcmp(src + i, "cudaLaunchCooperativeKernel", 27) == 0) ||
          (wl == 16 && memcmp(src + i, "cudaLaunchKernel", 16) == 0)) {
        i = uncast_kernel(&L, e, &o);
        continue;
      }
      i = e;
      continue;
    }
    rw_put(&o, src + i, 1);
    if (checks.text && i == checks.body) {
      rw_puts(&o, checks.text);
      free(checks.text);
      checks.text = NULL;
    }
    i++;
  }
  free(checks.text);
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
