/* gap_call.c — a call of a CUDA function the shim declares but does not
 * compute (include/simt_math_gap.h: norm3df & co; include/simt_rt_gap.h:
 * the runtime API's functions the emulator does not model).  The name
 * alone builds, so a mention in code that never runs (an unused function,
 * a template never instantiated) costs nothing; the call that runs ends its
 * case as the emulator's gap, `emulator-unsupported`, no verdict on the
 * kernel (the grader's rule: verdict.c, rg_grading_not_graded), at the
 * student's line.
 */
#include "simt_int.h"

/* Ends the case: in a kernel at once; in host code (a __host__ __device__
 * function of the submission's, or the runtime API's call) the context is
 * lost as after a failed kernel, so the case ends in an error the
 * diagnosis explains, not in a crash, which would lose it. */
static void end_case(void)
{
  if (simt_self)
    simt_abort(cudaErrorLaunchFailure);
  simt_set_error(cudaErrorLaunchFailure);
}

void simt_gap_call(const char *name)
{
  simt_diag("emulator-unsupported", __builtin_return_address(0),
            "%s is part of CUDA's math API, but the emulator does not compute it: "
            "no verdict on this case; grade the file on a GPU (--backend gpu)", name);
  end_case();
}

void simt_gap_rt_call(const char *name)
{
  simt_diag("emulator-unsupported", __builtin_return_address(0),
            "%s is part of CUDA's runtime API, but the emulator does not model it: "
            "no verdict on this case; grade the file on a GPU (--backend gpu)", name);
  end_case();
}
