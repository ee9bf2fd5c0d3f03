/* cpu_baseline.c — the CPU's time for the sum a timed GPU case computes,
 * which the report sets beside the kernel's (see run_internal.h). */
#include "run_internal.h"

#include "util.h"

double rg_cpu_baseline_us(const void *input, enum rg_dtype t, size_t n)
{
  double best = 0;
  volatile double sink = 0;
  /* Best of 3; once past 2^26 elements a single run is long enough to be
   * steady (and three of 2^31 took ten seconds). */
  int reps = n > ((size_t)1 << 26) ? 1 : 3;
  for (int rep = 0; rep < reps; rep++) {
    double t0 = rg_now();
    double s = 0;
    if (t == RG_F32) {
      float f = 0; /* the seed's CPU baseline: a float loop */
      for (size_t i = 0; i < n; i++)
        f += ((const float *)input)[i];
      s = f;
    } else {
      for (size_t i = 0; i < n; i++)
        s += ((const double *)input)[i];
    }
    sink += s;
    double us = (rg_now() - t0) * 1e6;
    if (rep == 0 || us < best)
      best = us;
  }
  (void)sink;
  return best;
}
