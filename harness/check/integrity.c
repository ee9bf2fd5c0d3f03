/* integrity.c — host reductions and replayed results (see integrity.h). */
#include "integrity.h"

#include <stdlib.h>
#include <string.h>

#include "reference.h"

uint64_t rg_integrity_fresh_seed(uint64_t seed, int k)
{
  /* An odd constant times k: distinct seeds for distinct k, never the
   * original's (k = 0 aside). */
  return seed ^ (0x9e3779b97f4a7c15ull * (uint64_t)k);
}

bool rg_integrity_host_copy(struct rg_verdict *v, size_t copied, size_t input_bytes,
                            size_t elem)
{
  /* One element read back is no reduction, even where it is half or all of
   * a one- or two-element input (12 reads input[0] as its shift). */
  if (copied == 0 || copied < (input_bytes + 1) / 2 || copied < 2 * elem)
    return false;
  rg_verdict_fail(v, RG_CAUSE_HOST_REDUCTION,
                  "the input was copied to memory the host reads (%zu of its %zu bytes): the "
                  "reduction must run on the device, in your kernels", copied, input_bytes);
  return true;
}

bool rg_integrity_host_write(struct rg_verdict *v, int host_wrote, int launches)
{
  /* Uncounted launches: "no kernel after the write" cannot be told. */
  if (!host_wrote || launches < 0)
    return false;
  if (host_wrote == 3) {
    rg_verdict_fail(v, RG_CAUSE_HOST_REDUCTION,
                    "the total was computed on the host and handed to a kernel to store: after "
                    "your partials came back, the result was written by host code or by a kernel "
                    "that read no device data since (its value made from its arguments, its "
                    "launch size, a fill or what the host stored), so the last level of the "
                    "reduction ran on the host; finish it in a kernel that reads the partials");
    return true;
  }
  rg_verdict_fail(v, RG_CAUSE_HOST_REDUCTION,
                  host_wrote == 2
                    ? "the result is a value your host code made after your partials were read "
                      "back (copied, or printed by a kernel) and handed to the device (a "
                      "kernel's argument, or a copy into device memory) for a kernel to store: "
                      "the last level of the reduction must run on the device"
                    : "the result was written into the output by a copy from the host after "
                      "your partials were read back (copied, or printed by a kernel): the last "
                      "level of the reduction must run on the device");
  return true;
}

bool rg_integrity_no_launch(struct rg_verdict *v, int launches, size_t n, size_t copied)
{
  if (!v->passed || launches != 0 || n == 0)
    return false;
  /* One element is its own sum: moved device to device (a cudaMemcpy, no
   * kernel), nothing of the input reached the host. */
  if (n == 1 && copied == 0)
    return false;
  rg_verdict_fail(v, RG_CAUSE_HOST_REDUCTION,
                  "your entry point launched no kernel: the result must be computed by your "
                  "kernels on the device, not by host code");
  return true;
}

bool rg_integrity_no_cooperative(struct rg_verdict *v, bool required, int coop, size_t n,
                                 int block)
{
  if (!required || !v->passed || coop != 0 || block <= 0 || n <= (size_t)block)
    return false;
  rg_verdict_fail(v, RG_CAUSE_NO_COOPERATIVE,
                  "the sum was right but no kernel was launched cooperatively "
                  "(cudaLaunchCooperativeKernel) on a device that supports it: this entry point "
                  "must sum the whole array in one cooperative launch, its blocks meeting at "
                  "grid.sync(); ordinary launches are only the fallback for a device without it");
  return true;
}

bool rg_integrity_replay(struct rg_verdict *v, const void *out, const void *earlier,
                         size_t bytes, const char *when)
{
  if (v->passed || !earlier || bytes == 0 || memcmp(out, earlier, bytes) != 0)
    return false;
  /* The replay explains the wrong result it showed as: its line wins. */
  rg_verdict_overrule(v, RG_CAUSE_UNSTABLE,
                      "on new data (%s) the result of an earlier call came back unchanged: a "
                      "result kept in a static or global and replayed, not computed", when);
  return true;
}

/* Is there an element of out, wrong against exp, whose bytes are not all
 * zero?  True where the reference cannot be had (the old rule). */
static bool wrong_and_not_zero(const struct rg_exercise *ex, const struct rg_case *c,
                               const void *input, const void *out, size_t bytes)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t elem = rg_dtype_size(p->dtype);
  size_t nout = rg_part_outputs(p, c->n, c->rows, c->cols, c->block);
  struct rg_expect *exp = calloc(nout ? nout : 1, sizeof *exp);
  if (!exp || rg_reference(ex, c, input, exp) != nout || nout * elem > bytes) {
    free(exp);
    return true;
  }
  bool found = false;
  for (size_t i = 0; i < nout && !found; i++) {
    const unsigned char *b = (const unsigned char *)out + i * elem;
    bool zero = true;
    for (size_t k = 0; k < elem; k++)
      zero = zero && b[k] == 0;
    found = !zero && !rg_value_ok(p, &exp[i], rg_element(out, p->dtype, i));
  }
  free(exp);
  return found;
}

bool rg_integrity_replay_case(struct rg_verdict *v, const struct rg_exercise *ex,
                              const struct rg_case *c, const void *input, const void *out,
                              const void *earlier, size_t bytes, const char *when)
{
  if (v->passed || !earlier || bytes == 0 || memcmp(out, earlier, bytes) != 0)
    return false;
  if (!wrong_and_not_zero(ex, c, input, out, bytes))
    return false;
  return rg_integrity_replay(v, out, earlier, bytes, when);
}
