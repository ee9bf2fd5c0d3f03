/* runtime_fenv.c — the floating-point environment of the runtime's own
 * arithmetic.  The emulator runs a kernel's arithmetic (and a
 * collective's) on the host's own floating-point unit, and models the
 * GPU's clock in doubles (stream_clock.c); the status flags, rounding mode
 * and traps that arithmetic would meet or raise are the host thread's.  A
 * GPU's kernel never touches them: it rounds to nearest whatever the host
 * set, and raises no host flag and no SIGFPE.  So the stream's drain
 * (stream.c) and the clock run in the default environment, and give the
 * host's back after: the host reads the flags it had before the launch,
 * not those the kernel's arithmetic raised
 * (tests/hostile/kernel-fp-flags-hides-race.cu).  Nested: only the
 * outermost call saves and restores, once a drain, not once a block.
 */
#include <fenv.h>
#include "simt_int.h"

/* Per thread: a host function's own calls run on the runtime's worker
 * (host_callbacks.c), whose environment is its own. */
static __thread fenv_t host_env;
static __thread int depth;

void simt_runtime_fenv(int enter)
{
  if (enter) {
    if (depth++ == 0) {
      fegetenv(&host_env);
      fesetenv(FE_DFL_ENV);
    }
  } else if (depth > 0 && --depth == 0) {
    fesetenv(&host_env);
  }
}
