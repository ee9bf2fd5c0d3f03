/* gap_call.c — a call of a CUDA function the shim declares but does not
 * compute (include/simt_math_gap.h: norm3df & co).  The name alone builds,
 * so a mention in code that never runs (an unused function, a template
 * never instantiated) costs nothing; the call that runs ends its case as
 * the emulator's gap, `emulator-unsupported`, no verdict on the kernel (the
 * grader's rule: verdict.c, rg_grading_not_graded), at the student's line.
 */
#include "simt_int.h"

void simt_gap_call(const char *name)
{
  simt_diag("emulator-unsupported", __builtin_return_address(0),
            "%s is part of CUDA's math API, but the emulator does not compute it: "
            "no verdict on this case; grade the file on a GPU (--backend gpu)", name);
  if (simt_self)
    simt_abort(cudaErrorLaunchFailure);
  /* Host code (a __host__ __device__ function of the submission's, run on
   * the host): the context is lost as after a failed kernel, so the case
   * ends in an error the diagnosis explains, not in a crash, which would
   * lose it. */
  simt_set_error(cudaErrorLaunchFailure);
}
