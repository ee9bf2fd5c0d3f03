/* leak_check.c — memory the entry point leaves allocated, call after call,
 * and the streams, events and heap blocks it leaves behind (see
 * leak_check.h). */
#include "leak_check.h"

#include <stdio.h>
#include <string.h>

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

/* What rg_leak_check knows of one call: its part's bit, whether an
 * earlier call of the process passed its arguments, and (filled here)
 * whether it held more of some count on first sight of them. */
struct call_facts {
  uint64_t bit;
  bool repeat;
  bool grew_unseen;
};

/* Did this call of the part grow a count, after an earlier call of it
 * did, on arguments an earlier call passed?  Remembers this call's growth
 * in *mask and in f. */
static bool grew_again(uint64_t *mask, struct call_facts *f, int before, int after, int kept,
                       bool cache)
{
  bool grows = after > before && kept > 0;
  bool again = (*mask & f->bit) != 0;
  if (grows)
    *mask |= f->bit;
  if (grows && !f->repeat)
    f->grew_unseen = true;
  /* The part's first call that holds more is a cache's first allocation,
   * whichever call it is (one made only when the input needs it comes
   * late), and so is one on first sight of the arguments (a cache keyed
   * by them).  A repeat that holds more is a leak, unless it too is a
   * cache's first (new_cache: a second one made elsewhere when the data,
   * not the arguments, first needs it). */
  return grows && again && f->repeat && !cache;
}

/* Has a call of this process passed args before?  Remembers them if not. */
static bool seen_before(struct rg_leak_watch *w, uint64_t args)
{
  int n = w->nseen < RG_LEAK_SEEN ? w->nseen : RG_LEAK_SEEN;
  for (int i = 0; i < n; i++)
    if (w->seen[i] == args)
      return true;
  w->seen[w->nseen++ % RG_LEAK_SEEN] = args;
  return false;
}

static uint64_t mix(uint64_t h, uint64_t x)
{
  h = (h ^ x) * 0x9e3779b97f4a7c15ull;
  return h ^ (h >> 29);
}

uint64_t rg_leak_args(const struct rg_case *c)
{
  uint64_t h = mix(0x243f6a8885a308d3ull, (uint64_t)c->part);
  h = mix(h, c->n);
  h = mix(h, c->rows);
  h = mix(h, c->cols);
  h = mix(h, (uint64_t)c->block);
  return mix(h, c->in_offset);
}

bool rg_leak_wants_repeat(const struct rg_leak_watch *w) { return w->unrepeated; }

void rg_leak_note(struct rg_leak_watch *w, int part, size_t index, uint64_t args)
{
  if (part < 0 || part >= RG_LEAK_PARTS)
    return;
  if (w->last[part] && w->last_args[part] != args) {
    w->other[part] = w->last[part];
    w->other_args[part] = w->last_args[part];
  }
  w->last[part] = index + 1;
  w->last_args[part] = args;
}

long rg_leak_earlier(const struct rg_leak_watch *w, int part, uint64_t args)
{
  if (part < 0 || part >= RG_LEAK_PARTS)
    return -1;
  if (w->last[part] && w->last_args[part] != args)
    return (long)w->last[part] - 1;
  return w->other[part] && w->other_args[part] != args ? (long)w->other[part] - 1 : -1;
}

static void memory_leak(const rg_scratch *s, struct rg_verdict *v)
{
  char where[RG_SCRATCH_WHERE + 40] = "";
  if (s->where[0])
    snprintf(where, sizeof where, " (the allocation at %.*s)", RG_SCRATCH_WHERE, s->where);
  rg_verdict_fail(v, RG_CAUSE_MEMORY_LEAK,
                  "this call of the entry point returned with %d allocation%s "
                  "of %zu bytes it made still allocated%s, and an earlier call of it had "
                  "done the same, one with these arguments (n, block size) among them, "
                  "where a cache would have held nothing more: after %d calls in this "
                  "process it holds %d allocation%s, "
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
                  "%s: %d %s%s more after every call%s, a repeat of an earlier call's "
                  "arguments (n, block size) too: after %d calls in this process %d are held, "
                  "and a program calling "
                  "the entry point in a loop would run out of %s.  %s",
                  held_names[k].made, h->kept, h->kept == 1 ? held_names[k].one : held_names[k].many,
                  bytes, note, s->calls, h->after, held_names[k].runs_out, held_names[k].undo);
}

bool rg_leak_check(struct rg_leak_watch *w, int part, uint64_t args, const rg_scratch *s,
                   struct rg_verdict *v)
{
  if (s->calls <= 0)
    return false; /* not counted */
  if (s->calls <= w->calls) /* a new process: its calls start again */
    memset(w, 0, sizeof *w);
  w->calls = s->calls;
  struct call_facts f = {(uint64_t)1 << ((unsigned)part % 64), seen_before(w, args), false};
  int leak = -2; /* none; -1 memory; else the kind */
  if (grew_again(&w->grew, &f, s->live_before, s->live_after, s->kept,
                 new_cache(s, &s->sites)))
    leak = -1;
  for (int k = 0; k < RG_HELD_KINDS; k++) {
    const struct rg_held_count *h = &s->held[k];
    if (grew_again(&w->grew_held[k], &f, h->before, h->after, h->kept,
                   new_cache(s, &h->sites)) &&
        leak == -2)
      leak = k;
  }
  w->unrepeated = f.grew_unseen;
  if (leak == -2)
    return false;
  if (leak == -1)
    memory_leak(s, v);
  else
    held_leak(s, leak, v);
  return true;
}
