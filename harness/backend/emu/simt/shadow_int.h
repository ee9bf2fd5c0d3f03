/* shadow_int.h — what shadow.c (shared memory's race shadow) shares with
 * shadow_suspects.c (reads held as suspects until their block settles). */
#ifndef SIMT_SHADOW_INT_H
#define SIMT_SHADOW_INT_H

#include <stddef.h>
#include <stdint.h>

struct simt_block;
struct simt_thread;

/* A race of thread t's access (pc; write or read) with thread other's
 * (other_pc), at offset off of the shared memory the student declared. */
void simt_shadow_report_race(const struct simt_thread *t, void *pc, int write, unsigned other,
                             int other_write, void *other_pc, size_t off);
/* Cell idx's offset as a student reads it (static or dynamic). */
size_t simt_shadow_offset_of(long idx);

/* shadow_handoff.c: thread t's shared atomic (after its checks), and
 * whether other's access at warp clock other_ws was handed to t by a fence
 * and an atomic on each side. */
void simt_shared_handoff_atomic(struct simt_thread *t);
int simt_shared_handed_off(const struct simt_thread *o, uint32_t other_ws,
                           const struct simt_thread *t);

void simt_suspect_add(const struct simt_block *b, long idx, unsigned reader, void *read_pc,
                      unsigned other, void *other_pc);
void simt_suspect_forgive(const struct simt_block *b, long idx, unsigned reader);
void simt_suspects_forget(const struct simt_block *b);
void simt_suspects_settle(struct simt_block *b);

#endif
