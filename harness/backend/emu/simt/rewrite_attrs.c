/* rewrite_attrs.c — a kernel's attributes that a GPU checks at launch,
 * turned into checks its body opens with (rewrite_attrs.h):
 *   __launch_bounds__(MAX[, ...]) -> simt_launch_bounds(MAX);
 *   __cluster_dims__(X[, Y[, Z]]) -> simt_cluster_dims(X, Y, Z);
 * the attribute itself left to the shim's empty macro. */
#include <stdlib.h>
#include <string.h>
#include "rewrite_attrs.h"

/* After an attribute's word (ending at e): its arguments up to the first
 * depth-0 comma (all of them when whole), as one line (malloc()ed), and in
 * *body the index of the '{' that opens the kernel's body; NULL for a
 * declaration or no arguments. */
static char *attr_args(const struct lex *L, size_t e, int whole, size_t *body)
{
  size_t open = rw_skip_space(L, e);
  if (open >= L->n || L->s[open] != '(')
    return NULL;
  size_t close = rw_scan_to(L, open + 1, ")");
  size_t comma = whole ? close : rw_scan_to(L, open + 1, ",");
  size_t end = comma < close ? comma : close;
  if (close >= L->n)
    return NULL;
  size_t brace = rw_scan_to(L, close + 1, "{"), semi = rw_scan_to(L, close + 1, ";");
  if (brace >= L->n || semi < brace)
    return NULL;
  char *args = malloc(end - open);
  if (!args)
    return NULL;
  for (size_t k = open + 1; k < end; k++)
    args[k - open - 1] = L->s[k] == '\n' || L->s[k] == '\r' ? ' ' : L->s[k];
  args[end - open - 1] = 0;
  *body = brace;
  return args;
}

/* checks (malloc()ed or NULL) with a, b and c appended; NULL out of memory. */
static char *append(char *checks, const char *a, const char *b, const char *c)
{
  size_t have = checks ? strlen(checks) : 0;
  char *n = realloc(checks, have + strlen(a) + strlen(b) + strlen(c) + 1);
  if (!n) {
    free(checks);
    return NULL;
  }
  n[have] = 0;
  strcat(strcat(strcat(n, a), b), c);
  return n;
}

int rw_kernel_attr(const struct lex *L, size_t i, size_t e, struct kernel_checks *k)
{
  int bounds = rw_word_at(L, i, "__launch_bounds__");
  if (!bounds && !rw_word_at(L, i, "__cluster_dims__"))
    return 0;
  size_t body = 0;
  char *args = attr_args(L, e, !bounds, &body);
  if (!args)
    return 1;
  if (k->text && k->body != body) { /* another kernel's, not put yet */
    free(args);
    return 1;
  }
  k->body = body;
  if (bounds)
    k->text = append(k->text, " simt_launch_bounds(", args, ");");
  else /* dim3's defaults give the y and z left out */
    k->text = append(k->text, " { const dim3 simt_cluster_(", args,
                     "); simt_cluster_dims(simt_cluster_.x, simt_cluster_.y, simt_cluster_.z); }");
  free(args);
  return 1;
}
