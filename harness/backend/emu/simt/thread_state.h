/* thread_state.h — a thread's state changes, kept in two places: its struct
 * (what the reports and the warp collectives read) and its block's compact
 * copy (struct simt_states: a byte a thread, the threads in each state, the
 * barrier's arrivals), which the scheduler scans between threads and at
 * each barrier instead of the 600-byte structs.  Every change of a thread's
 * state goes through here.  Included by simt_int.h.
 */
#ifndef SIMT_THREAD_STATE_H
#define SIMT_THREAD_STATE_H

/* Thread t, running, leaves its run for state s (a wait, or its exit):
 * only a running thread changes its own state. */
static inline void simt_thread_set(struct simt_thread *t, int s)
{
  struct simt_states *ss = &t->blk->ss;
  ss->at[SIMT_RUNNABLE]--;
  ss->at[s]++;
  ss->st[t->v.rank] = (unsigned char)s;
  t->state = s;
}

/* A waiting thread runs again: its steps start over, counted on.  counted:
 * 0 where the caller moves the block's counts for many at once
 * (simt_states_moved). */
static inline void simt_thread_wake(struct simt_thread *t, int counted)
{
  struct simt_states *ss = &t->blk->ss;
  if (counted) {
    ss->at[t->state]--;
    ss->at[SIMT_RUNNABLE]++;
  }
  ss->st[t->v.rank] = SIMT_RUNNABLE;
  t->state = SIMT_RUNNABLE;
  t->ran += t->steps;
  t->steps = 0;
}

static inline void simt_thread_resume(struct simt_thread *t)
{
  simt_thread_wake(t, 1);
}

/* k threads of the block woke from state s (simt_thread_wake(t, 0)). */
static inline void simt_states_moved(struct simt_states *ss, int s, unsigned k)
{
  ss->at[s] -= k;
  ss->at[SIMT_RUNNABLE] += k;
}

/* A barrier's arrivals start over: it was released, or the block starts. */
static inline void simt_states_bar_reset(struct simt_states *ss)
{
  ss->bar_true = 0;
  ss->bar_mixed = 0;
}

/* Thread t arrives at a __syncthreads (kind 0) or a counting form (1 + op)
 * called at pc.  The first arrival of an interval sets the call site and
 * kind the others are compared with (as the census compares them with the
 * lowest waiting thread's); they stay for the next interval, where most
 * arrivals come to the same call again. */
static inline void simt_thread_at_bar(struct simt_thread *t, void *pc, int kind)
{
  struct simt_states *ss = &t->blk->ss;
  t->wait_pc = pc;
  t->bar_kind = kind;
  if (pc != ss->bar_pc || kind != ss->bar_kind) {
    if (ss->at[SIMT_AT_BAR])
      ss->bar_mixed = 1;
    else {
      ss->bar_pc = pc;
      ss->bar_kind = kind;
    }
  }
  ss->bar_true += t->bar_pred != 0;
  simt_thread_set(t, SIMT_AT_BAR);
}

#endif
