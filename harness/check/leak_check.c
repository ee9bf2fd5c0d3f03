/* leak_check.c — memory the entry point leaves allocated, call after call,
 * and the streams, events and heap blocks it leaves behind (see
 * leak_check.h). */
#include "leak_check.h"

#include <stdio.h>

static const char *plural(long k) { return k == 1 ? "" : "s"; }

/* What each kind of s->held is, for the student: the call that makes one,
 * one and several of them, their undoing, what a loop of calls runs out of. */
static const struct {
  const char *made, *one, *many, *undo, *runs_out;
} held_names[RG_HELD_KINDS] = {
  [RG_HELD_STREAM] = {"cudaStreamCreate", "stream", "streams",
                      "Destroy it (cudaStreamDestroy) before returning, or create one once "
                      "and keep it in a static", "streams"},
  [RG_HELD_EVENT] = {"cudaEventCreate", "event", "events",
                     "Destroy it (cudaEventDestroy) before returning, or create one once "
                     "and keep it in a static", "events"},
  [RG_HELD_HOST] = {"malloc or new on the host", "block of host memory", "blocks of host memory",
                    "Free it before returning (free for malloc, delete[] for new[], delete for "
                    "new), hold it in a std::vector, which frees itself, or allocate one "
                    "once and keep it in a static",
                    "host memory"},
  [RG_HELD_DHEAP] = {"malloc or new in device code", "block of the device heap",
                     "blocks of the device heap",
                     "Free it in device code (free for malloc, delete for new) once no thread "
                     "reads it, or use __shared__ memory, or scratch that the call cudaMallocs "
                     "and frees",
                     "the device heap (8 MiB unless cudaDeviceSetLimit raises it; then device "
                     "malloc returns NULL)"},
  [RG_HELD_COMM] = {"ncclCommInitAll", "NCCL communicator", "NCCL communicators",
                    "Destroy them (ncclCommDestroy) before returning, or use the communicators "
                    "the call is given (comms[d])",
                    "device memory and host threads (NCCL holds both for every communicator)"},
};

/* Does what this call kept look like one more cache: made where nothing
 * an earlier call left was, while fewer than RG_CACHE_SITES places hold
 * such?  Only where the backend knows the places (the emulator). */
static bool new_cache(const rg_scratch *s, const struct rg_sites *at)
{
  return s->sites_known && !at->again && at->before < RG_CACHE_SITES;
}

/* Did this call of the part grow a count, after an earlier call of it
 * did?  Remembers this call's growth in *mask. */
static bool grew_again(uint64_t *mask, uint64_t bit, int before, int after, int kept,
                       bool cache)
{
  bool grows = after > before && kept > 0;
  bool again = (*mask & bit) != 0;
  if (grows)
    *mask |= bit;
  /* The part's first call that holds more is a cache's first allocation,
   * whichever call it is (one made only when the input needs it comes
   * late); a second one is a leak, unless it too is a cache's first
   * (new_cache: a scratch buffer made on the first call, a second one made
   * elsewhere when a large input first needs it). */
  return grows && again && !cache;
}

static void memory_leak(const rg_scratch *s, struct rg_verdict *v)
{
  char where[RG_SCRATCH_WHERE + 40] = "";
  if (s->where[0])
    snprintf(where, sizeof where, " (the allocation at %.*s)", RG_SCRATCH_WHERE, s->where);
  rg_verdict_fail(v, RG_CAUSE_MEMORY_LEAK,
                  "this call of the entry point returned with %d allocation%s "
                  "of %zu bytes it made still allocated%s, and an earlier call of it had "
                  "done the same: after %d calls in this process it holds %d allocation%s, "
                  "%zu bytes, and a program calling it in a loop would run out of memory.  Free "
                  "the scratch before returning (cudaFree, or cudaFreeAsync on the stream, "
                  "after the last kernel that uses it; pinned memory with cudaFreeHost), "
                  "or keep one buffer in a static and reuse it",
                  s->kept, plural(s->kept), s->kept_bytes, where, s->calls, s->live_after,
                  plural(s->live_after), s->bytes_after);
}

static void held_leak(const rg_scratch *s, int k, struct rg_verdict *v)
{
  const struct rg_held_count *h = &s->held[k];
  char bytes[48] = "", note[RG_HELD_WHERE + 80] = "";
  if (h->kept_bytes)
    snprintf(bytes, sizeof bytes, " of %zu bytes", h->kept_bytes);
  /* a kernel runs when the host waits: the heap is counted from one
   * call's end to the next (scratch_left.h) */
  const char *span = k == RG_HELD_DHEAP ? "counted from one call's end to the next" : "";
  if (h->where[0])
    snprintf(note, sizeof note, " (%s%sone made at %.*s)", span, span[0] ? "; " : "",
             RG_HELD_WHERE, h->where);
  else if (span[0])
    snprintf(note, sizeof note, " (%s)", span);
  rg_verdict_fail(v, RG_CAUSE_MEMORY_LEAK,
                  "%s: %d %s%s more after every call%s, and an earlier call had done the "
                  "same: after %d calls in this process %d are held, and a program calling "
                  "the entry point in a loop would run out of %s.  %s",
                  held_names[k].made, h->kept, h->kept == 1 ? held_names[k].one : held_names[k].many,
                  bytes, note, s->calls, h->after, held_names[k].runs_out, held_names[k].undo);
}

bool rg_leak_check(struct rg_leak_watch *w, int part, const rg_scratch *s,
                   struct rg_verdict *v)
{
  if (s->calls <= 0)
    return false; /* not counted */
  if (s->calls <= w->calls) { /* a new process: its calls start again */
    w->grew = 0;
    for (int k = 0; k < RG_HELD_KINDS; k++)
      w->grew_held[k] = 0;
  }
  w->calls = s->calls;
  uint64_t bit = (uint64_t)1 << ((unsigned)part % 64);
  int leak = -2; /* none; -1 memory; else the kind */
  if (grew_again(&w->grew, bit, s->live_before, s->live_after, s->kept,
                 new_cache(s, &s->sites)))
    leak = -1;
  for (int k = 0; k < RG_HELD_KINDS; k++) {
    const struct rg_held_count *h = &s->held[k];
    if (grew_again(&w->grew_held[k], bit, h->before, h->after, h->kept,
                   new_cache(s, &h->sites)) &&
        leak == -2)
      leak = k;
  }
  if (leak == -2)
    return false;
  if (leak == -1)
    memory_leak(s, v);
  else
    held_leak(s, leak, v);
  return true;
}
