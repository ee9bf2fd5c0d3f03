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
 * is not the host's.
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

/* An element of the output, as it is now, is a value the host sent? */
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
  simt_mem_close();
  return found;
}

/* 1: the output's last write was a copy from the host (host_write.h); 2:
 * an element of it is a value the host sent; 0: neither. */
int simt_hw_disarm(void)
{
  int value = hw.lo ? host_value() : 0;
  snaps_drop();
  int copy = rg_hw_final(&hw, ran);
  in_lo = NULL;
  in_n = 0;
  return copy ? 1 : value ? 2 : 0;
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
  if (!hw.lo)
    return;
  rg_hw_send(&hw, args, args_size); /* its arguments, as the kernel got them */
  ran++;
  simt_mem_each_managed(keep);
  simt_host_each_stored(keep); /* pinned memory a kernel stored into: the same */
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
  if (dst_host && src_dev)
    rg_hw_back(&hw, dst, n);
  else if (!dst_host)
    rg_hw_write(&hw, dst, n, src_host && !relay(dst, n), src, ran);
  if (!dst_host && src_host)
    rg_hw_send(&hw, dst, n);
  simt_mem_close();
}

void simt_hw_set(void *p, size_t n)
{
  rg_hw_write(&hw, p, n, false, NULL, ran);
}
