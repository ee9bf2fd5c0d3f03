/* host.c — the life of the emulator's host-side CUDA state across a
 * grading's cases.  The CUDA runtime API itself is in host_error.c (last
 * and sticky errors), host_device.c (the modelled devices), host_memory.c
 * (allocations, copies, fills) and host_stream.c (streams and events);
 * launches and occupancy are in launch.c.  Device work is queued on
 * streams and runs when the host waits for it (stream.c).  The state lives
 * as long as the process, as a CUDA context does: see simt_case_begin.
 */
#include "simt_int.h"

void simt_host_reset(void)
{
  simt_error_reset();
  simt_device_state_reset();
}

void simt_host_free_handles(void) { simt_stream_reset(); }

/* ---- the life of the state above across a grading's cases ---- */

/* Before a case in the same process: a GPU process keeps its context from
 * case to case, so streams, events, communicators, allocations, the
 * current device, peer access and kernel attributes stay (a submission may
 * keep any of them in a `static`).  What is the emulator's own per case
 * starts afresh: diagnoses, shared-memory shadow, the performance figures,
 * the schedule.  After a sticky error the context is gone (the grader
 * starts a new process then): everything is reset.  Device memory is
 * reset only when nothing is allocated, to keep the arena's addresses. */
void simt_case_begin(void)
{
  simt_mem_unmark_all(); /* the glue marks this case's inputs (past_end.c) */
  if (simt_sticky()) {
    simt_reset();
    return;
  }
  int held = 0;
  for (int d = 0; d < SIMT_MAX_DEVICES; d++)
    held |= simt_mem_used(d) != 0;
  if (!held)
    simt_mem_reset();
  simt_shadow_reset();
  simt_diag_clear();
  simt_perf_clear();
  simt_sched_seed(simt_opt.seed);
}

/* After a case: work still queued runs now (a GPU would have run it while
 * the grader checked the result); its errors belong to this case. */
void simt_case_end(void)
{
  simt_stream_case_end();
}
