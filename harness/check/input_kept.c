/* input_kept.c — a submission that wrote into its const input (see
 * input_kept.h). */
#include "input_kept.h"

#include <stdio.h>
#include <string.h>

#include "glue/glue.h"

/* One element as the student would print it. */
static void element_text(enum rg_dtype dtype, const unsigned char *p, char *buf, size_t cap)
{
  float f;
  double d;
  int i;
  switch (dtype) {
  case RG_F32: memcpy(&f, p, sizeof f); snprintf(buf, cap, "%.9g", (double)f); break;
  case RG_F64: memcpy(&d, p, sizeof d); snprintf(buf, cap, "%.17g", d); break;
  default: memcpy(&i, p, sizeof i); snprintf(buf, cap, "%d", i); break;
  }
}

bool rg_input_kept_check(struct rg_verdict *v, enum rg_dtype dtype, const void *input, size_t n,
                         size_t kept_at, int kept_len, const unsigned char *now)
{
  size_t elem = rg_dtype_size(dtype);
  /* the reply is the child's: a chunk that does not lie in the input is
   * still a change, named without its element */
  bool named = kept_at > 0 && kept_at - 1 < n && kept_len > 0 && kept_len <= RG_KEPT_CHUNK &&
               (size_t)kept_len <= n - (kept_at - 1);
  if (kept_at == 0)
    return false;
  const unsigned char *was = (const unsigned char *)input + (named ? (kept_at - 1) * elem : 0);
  for (int k = 0; named && k < kept_len; k++)
    if (memcmp(was + (size_t)k * elem, now + (size_t)k * elem, elem) != 0) {
      char a[40], b[40];
      element_text(dtype, was + (size_t)k * elem, a, sizeof a);
      element_text(dtype, now + (size_t)k * elem, b, sizeof b);
      rg_verdict_fail(v, RG_CAUSE_WRONG_RESULT,
                      "your kernels wrote into the input, which is const: the caller's data "
                      "was changed (element %zu was %s, is %s); reduce into shared memory or "
                      "a buffer of your own",
                      kept_at - 1 + (size_t)k, a, b);
      return true;
    }
  rg_verdict_fail(v, RG_CAUSE_WRONG_RESULT,
                  "your kernels wrote into the input, which is const: the caller's data was "
                  "changed; reduce into shared memory or a buffer of your own");
  return true;
}
