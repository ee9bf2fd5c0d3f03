/* drop_caps.h — the graded process gives up the capabilities it holds. */
#ifndef RG_DROP_CAPS_H
#define RG_DROP_CAPS_H

#include <stdint.h>

/* A grader run as root (single mode, a batch at the `namespaces` level)
 * hands its child every capability: it could raise its own hard limits
 * past the memory cap (CAP_SYS_RESOURCE), make itself real-time and
 * starve every other process on its CPU, the grader's among them
 * (CAP_SYS_NICE), set the clock (CAP_SYS_TIME), make a node of the disk
 * (CAP_MKNOD), and more.  The child needs none: the bounding set is
 * emptied (no program it runs gets one back) and the sets it holds are
 * cleared.  0, or -1 with errno (nothing to drop is 0). */
int rg_drop_caps(void);

/* The same, but the capabilities of keep (bit n: capability n) that this
 * process holds stay effective, permitted and in the bounding set. */
int rg_drop_caps_but(uint64_t keep);

#endif
