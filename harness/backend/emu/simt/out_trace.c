/* out_trace.c — the output's provenance: at the end of the entry point's
 * call every byte of the output must hold what the last kernel store, copy
 * or fill the runtime saw there left in it.  Host code that opened device
 * memory behind the runtime's back (simt_mem_open or mprotect reached
 * through a symbol table, a stale pointer) and stored the result itself
 * made no call the copy rules see (host_write.c, memory.c): here its bytes
 * differ from the record, and the finding is host-reduction.
 *
 * The record: the output as armed (the glue's poison), then each copy or
 * fill into it once done, and after each kernel the bytes its stores and
 * atomics touched (a store's callback comes before the store, so its value
 * is read when the kernel has run).  The output is small (what the glue
 * checks); past OT_MAX bytes nothing is traced. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

#define OT_MAX ((size_t)16 << 20)

uintptr_t simt_ot_lo, simt_ot_hi; /* the traced output; 0, 0: none */
static unsigned char *rec;        /* its bytes as the runtime last saw them */
static unsigned char *dirty;      /* touched by the running kernel */
static size_t dirty_lo, dirty_hi; /* the touched span, offsets */

static void ot_off(void)
{
  free(rec);
  free(dirty);
  rec = dirty = NULL;
  simt_ot_lo = simt_ot_hi = 0;
}

void simt_ot_arm(const void *out, size_t n)
{
  ot_off();
  if (!out || n == 0 || n > OT_MAX || !simt_mem_is_device(out, n))
    return;
  rec = malloc(n);
  dirty = calloc(n, 1);
  if (!rec || !dirty) {
    ot_off();
    return;
  }
  simt_mem_open();
  memcpy(rec, out, n);
  simt_mem_close();
  simt_ot_lo = (uintptr_t)out;
  simt_ot_hi = simt_ot_lo + n;
  dirty_lo = n;
  dirty_hi = 0;
}

void simt_ot_mark(uintptr_t a, size_t n)
{
  uintptr_t lo = a > simt_ot_lo ? a : simt_ot_lo;
  uintptr_t hi = a + n < simt_ot_hi ? a + n : simt_ot_hi;
  if (lo >= hi)
    return;
  size_t from = lo - simt_ot_lo, to = hi - simt_ot_lo;
  memset(dirty + from, 1, to - from);
  dirty_lo = from < dirty_lo ? from : dirty_lo;
  dirty_hi = to > dirty_hi ? to : dirty_hi;
}

/* A kernel has run: the bytes it touched hold its values. */
void simt_ot_kernel_done(void)
{
  if (!rec || dirty_lo >= dirty_hi)
    return;
  simt_mem_open();
  for (size_t i = dirty_lo; i < dirty_hi; i++)
    if (dirty[i]) {
      rec[i] = ((const unsigned char *)simt_ot_lo)[i];
      dirty[i] = 0;
    }
  simt_mem_close();
  dirty_lo = simt_ot_hi - simt_ot_lo;
  dirty_hi = 0;
}

/* A copy or fill into [p, p + n), done: the runtime's bytes. */
void simt_ot_wrote(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  uintptr_t lo = a > simt_ot_lo ? a : simt_ot_lo;
  uintptr_t hi = a + n < simt_ot_hi ? a + n : simt_ot_hi;
  if (!rec || lo >= hi)
    return;
  simt_mem_open();
  memcpy(rec + (lo - simt_ot_lo), (const void *)lo, hi - lo);
  simt_mem_close();
}

/* The call is over: a byte no kernel, copy or fill put there is the
 * host's.  Still device memory (a cudaDeviceReset may have freed it: the
 * glue says so). */
void simt_ot_check(void)
{
  if (!rec)
    return;
  size_t n = simt_ot_hi - simt_ot_lo;
  if (simt_mem_is_device((const void *)simt_ot_lo, n)) {
    simt_ot_kernel_done(); /* a kernel cut short leaves its touched bytes */
    simt_mem_open();
    const unsigned char *now = (const unsigned char *)simt_ot_lo;
    size_t i = 0;
    while (i < n && now[i] == rec[i])
      i++;
    unsigned char was = i < n ? rec[i] : 0, is = i < n ? now[i] : 0;
    simt_mem_close();
    if (i < n)
      simt_diag("host-reduction", NULL,
                "byte %zu of the output holds 0x%02x where the last kernel store, copy or fill "
                "left 0x%02x: the output was written by host code, not by a kernel or a CUDA "
                "call", i, is, was);
  }
  ot_off();
}
