/* integrity.h — was the work done, and done now?  Per case: a reduction
 * done on the host (the submission copied its input to host memory, or
 * launched no kernel at all), and a result replayed from an earlier call
 * (the same output on new data).  The
 * static checks of a source text (library reductions) are batch.h's. */
#ifndef RG_INTEGRITY_H
#define RG_INTEGRITY_H

#include <stddef.h>
#include <stdint.h>

#include "check.h"

/* The seed of the k-th fresh input of a case (k ≥ 1): data of the same kind
 * and size as the checked input, different values.  k = 0 gives seed. */
uint64_t rg_integrity_fresh_seed(uint64_t seed, int k);

/* The submission copied `copied` of the input's `input_bytes` to host
 * memory during the checked call.  At least half of it, and at least two
 * elements of elem bytes, is a reduction done on the host: adds
 * host-reduction to v, with a line for the student (the line replaces v's
 * detail only when v had passed).  Returns true if added. */
bool rg_integrity_host_copy(struct rg_verdict *v, size_t copied, size_t input_bytes,
                            size_t elem);

/* The checked call's output was written by the host (the glue's
 * host_write.h; host_wrote 1: its last write was a copy from host memory,
 * directly or through device memory, after data came back from the
 * device, and no kernel after it; 2: an element of it is a value the host
 * sent to the device after data came back, as a kernel's argument or a
 * copy; 3, the emulator's: an element of it holds bytes the host wrote, or
 * a kernel that read no device data wrote, after data came back:
 * backend/emu/simt/provenance.c), with `launches` counted (-1: not counted, says nothing): the last
 * level of the reduction was done on the host.  Adds host-reduction to v
 * with a line for the student (it replaces v's detail only when v had
 * passed).  Returns true if added. */
bool rg_integrity_host_write(struct rg_verdict *v, int host_wrote, int launches);

/* The checked call of a case of n elements made `launches` kernel launches
 * (glue's count: -1, not counted, says nothing) and copied `copied` bytes
 * of the input to the host.  A right result (v passed) with no launch at
 * all was computed on the host: adds host-reduction to v with a line for
 * the student; but not for one element with nothing copied to the host (a
 * device-to-device copy is its sum).  A wrong result is left to its own
 * causes.  Returns true if added. */
bool rg_integrity_no_launch(struct rg_verdict *v, int launches, size_t n, size_t copied);

/* An entry point whose contract is a cooperative launch (exercise.json's
 * "cooperative": 08's grid-wide sum) made `coop` cooperative launches in
 * the checked call of a case of n elements at the suggested block (-1:
 * not counted, or the device cannot launch cooperatively: nothing to
 * say).  A right result over more than one block's elements with none
 * came from ordinary launches only (the fallback a device without
 * cooperative launch needs): adds no-cooperative-launch to v with a line
 * for the student.  Returns true if added. */
bool rg_integrity_no_cooperative(struct rg_verdict *v, bool required, int coop, size_t n,
                                 int block);

/* A run on new data failed (v, already checked against the new data).  If
 * its output equals, byte for byte, `earlier` — the correct output of an
 * earlier call on other data — the submission replayed a kept result: adds
 * unstable-result to v and says so, `when` naming the runs ("the second
 * schedule"). Returns true if added.  earlier may be NULL (no earlier). */
bool rg_integrity_replay(struct rg_verdict *v, const void *out, const void *earlier,
                         size_t bytes, const char *when);

/* The same, for case c whose output `out` was checked against `input`:
 * called a replay only when the equal output is evidence of one, an
 * element wrong on this input that holds a value other than zero.  A
 * kernel that gets the same wrong answer on both inputs (a zero padded in
 * where the identity belongs, which is the earlier data's answer too when
 * a block held only a 0) computed it: its bytes repeat the earlier output
 * only where a wrong answer costs nothing to repeat.  A replay repeats the
 * earlier call's computed values, which are not all zero where they are
 * wrong now.  Its wrong-result then stands alone. */
bool rg_integrity_replay_case(struct rg_verdict *v, const struct rg_exercise *ex,
                              const struct rg_case *c, const void *input, const void *out,
                              const void *earlier, size_t bytes, const char *when);

#endif
