/* host_write.c — the emulator's records of glue/host_write.h: was the
 * output's final value written by the host after data came back from the
 * device?  Fed by the runtime in the order its work runs: every copy
 * (memory.c, simt_watch_copy), every fill and every kernel that ran
 * (stream.c, host_memory.c), so that no macro of the submission's can hide
 * one.  Managed memory needs no copy to come back: what each kernel left
 * in it is kept (allocations up to SNAP_MAX bytes), a kernel that ran with
 * managed memory held counts as data come back, and bytes the device left
 * there are a relay, not the host's.  The value rule (host_write.h, "sent")
 * is fed every launch's arguments and every copy from host memory; an
 * output element it names that is an input element (a sentinel a max
 * starts from, met in the data) or bytes a kernel left in managed memory
 * is not the host's.  A kernel that printed (prints.c) counts as data
 * come back too: its text is in host memory, stdout's buffer, for host
 * code to read.  Output provenance by data dependence (provenance.c) is
 * fed here too: copies and fills by what they wrote, "back" when data came
 * back; its verdict is the third (3).
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "../../../glue/host_write.h"

#define SNAPS 32
#define SNAP_MAX ((size_t)1 << 20)

static struct rg_hw hw;
static unsigned long ran; /* kernels run since simt_hw_arm */
static const unsigned char *in_lo; /* the call's input, for the value rule */
static size_t in_n;
static int lp_kept; /* copies back made when device work last wrote the output */
static size_t printed_seen; /* simt_prints_count when last read */

struct snap { uintptr_t base; size_t n; unsigned char *b; };
static struct snap snaps[SNAPS];
static int nsnaps;

static void snaps_drop(void)
{
  for (int i = 0; i < nsnaps; i++)
    free(snaps[i].b);
  nsnaps = 0;
}

void simt_hw_input(const void *input, size_t n)
{
  in_lo = (const unsigned char *)input;
  in_n = input ? n : 0;
}

void simt_hw_arm(const void *out, size_t n, size_t elem)
{
  rg_hw_arm(&hw, out, n);
  rg_hw_shape(&hw, elem, elem ? in_n / elem : 0);
  printed_seen = simt_prints_count(); /* text printed before the call is not its own */
  simt_lp_arm(hw.elem ? out : NULL, n); /* the value rule's scope: one or two outputs */
  lp_kept = 0;
  ran = 0;
  snaps_drop();
}

/* Bytes w (n of them) are bytes a kernel left in managed memory. */
static int in_managed(const void *w, size_t n)
{
  for (int i = 0; i < nsnaps; i++)
    if (rg_hw_in(snaps[i].b, snaps[i].n, w, n))
      return 1;
  return 0;
}

/* The element w is bytes a kernel left in managed memory that the host
 * did not store there since data came back. */
static int managed_untainted(const char *w)
{
  for (int i = 0; i < nsnaps; i++)
    for (size_t at = 0; at + hw.elem <= snaps[i].n; at += hw.elem)
      if (memcmp(snaps[i].b + at, w, hw.elem) == 0 &&
          !simt_lp_tainted((const void *)(snaps[i].base + at), hw.elem))
        return 1;
  return 0;
}

/* Could the host hold the element w without adding device data itself: a
 * start value, bytes that came back (or a mean of them), an input element,
 * what a kernel left in managed memory?  (provenance.c's exemptions) */
static int host_holds(const char *w)
{
  double v = rg_hw_value(w, hw.elem);
  int relay = 0;
  for (int i = 0; i < lp_kept && !relay; i++)
    relay = rg_hw_in(hw.kept[i], hw.kept_n[i], w, hw.elem);
  return relay || rg_hw_start_value(&hw, v) || rg_hw_scaled(&hw, lp_kept, v) ||
         managed_untainted(w) || (in_lo && rg_hw_in(in_lo, in_n, w, hw.elem));
}

void simt_hw_output_written(void)
{
  lp_kept = hw.nkept;
}

/* An element of the output, as it is now, is a value the host sent (2), or
 * holds a byte the host wrote, or a kernel that read nothing the device
 * computed, after data came back (3)? */
static int host_value(void)
{
  int found = 0;
  /* both still allocated: cudaDeviceReset may have freed them */
  if (!hw.elem || !simt_mem_is_device(hw.lo, (size_t)(hw.hi - hw.lo)) ||
      (in_lo && !simt_mem_is_device(in_lo, in_n)))
    return 0;
  simt_mem_open(); /* the output and the input are device memory */
  for (const char *w = hw.lo; hw.elem && w && w + hw.elem <= hw.hi && !found; w += hw.elem)
    found = rg_hw_host_value(&hw, w) && !in_managed(w, hw.elem) &&
            !(in_lo && rg_hw_in(in_lo, in_n, w, hw.elem));
  for (const char *w = hw.lo; hw.elem && w && w + hw.elem <= hw.hi && !found; w += hw.elem)
    found = simt_lp_tainted(w, hw.elem) && !host_holds(w) ? 3 : 0;
  simt_mem_close();
  return found;
}

/* 1: the output's last write was a copy from the host (host_write.h); 2:
 * an element of it is a value the host sent; 3: an element of it was made
 * by the host (provenance.c); 0: none. */
int simt_hw_disarm(void)
{
  int value = hw.lo ? host_value() : 0;
  simt_lp_arm(NULL, 0);
  snaps_drop();
  int copy = rg_hw_final(&hw, ran);
  in_lo = NULL;
  in_n = 0;
  return copy ? 1 : value;
}

/* Managed allocation [base, base + n) as a kernel left it. */
static void keep(uintptr_t base, size_t n)
{
  rg_hw_back(&hw, NULL, 0); /* the host may read it without a copy */
  if (n == 0 || n > SNAP_MAX)
    return;
  int i = 0;
  while (i < nsnaps && snaps[i].base != base)
    i++;
  if (i == nsnaps && nsnaps == SNAPS)
    return;
  unsigned char *b = i < nsnaps && snaps[i].n == n ? snaps[i].b : malloc(n);
  if (!b)
    return;
  if (i < nsnaps && b != snaps[i].b)
    free(snaps[i].b);
  memcpy(b, (const void *)base, n);
  snaps[i] = (struct snap){base, n, b};
  if (i == nsnaps)
    nsnaps++;
}

void simt_hw_launched(const void *args, size_t args_size)
{
  size_t printed = simt_prints_count() - printed_seen; /* this kernel's text (prints.c) */
  printed_seen += printed;
  if (!hw.lo)
    return;
  rg_hw_send(&hw, args, args_size); /* its arguments, as the kernel got them */
  ran++;
  if (printed)
    rg_hw_back(&hw, NULL, 0); /* text in stdout's buffer: the host may read it */
  simt_mem_each_managed(keep);
  simt_host_each_stored(keep); /* pinned memory a kernel stored into: the same */
  if (hw.back)
    simt_lp_back();
}

/* Bytes w (n of them) are bytes the device produced: copied back, or left
 * in managed memory by a kernel. */
static int relay(const void *w, size_t n)
{
  if (rg_hw_relay(&hw, w, n, NULL, 0))
    return 1;
  for (int i = 0; i < nsnaps; i++)
    if (rg_hw_relay(&hw, w, n, snaps[i].b, snaps[i].n))
      return 1;
  return 0;
}

/* A copy, done: dst holds what src held.  dst_host / src_host: memory the
 * host reads (host, pinned, managed); src_dev: memory a kernel writes
 * (device, __device__ variables, managed). */
void simt_hw_copy(void *dst, const void *src, size_t n, int dst_host, int src_host, int src_dev)
{
  if (!hw.lo || n == 0)
    return;
  simt_mem_open(); /* dst may be device memory, closed to host code */
  if (dst_host && src_dev) /* the host's own bytes, copied back, are no relay */
    rg_hw_back(&hw, simt_lp_tainted(src, n) ? NULL : dst, n);
  else if (!dst_host)
    rg_hw_write(&hw, dst, n, src_host && !relay(dst, n), src, ran);
  if (hw.back)
    simt_lp_back();
  /* where a kernel reads it: the host's bytes, or the device source's */
  if (!dst_host || simt_mem_managed_at((uintptr_t)dst) || simt_host_pinned(dst, n))
    simt_lp_write(dst, src, n, src_host && !src_dev && !relay(dst, n));
  if (!dst_host && src_host)
    rg_hw_send(&hw, dst, n);
  simt_mem_close();
}

void simt_hw_set(void *p, size_t n)
{
  rg_hw_write(&hw, p, n, false, NULL, ran);
  simt_lp_write(p, NULL, n, 0); /* a fill after data came back: the host's bytes */
}
