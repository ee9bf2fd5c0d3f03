/* devvar_bank.c — one copy of the submission's __device__ and __constant__
 * variables per modelled device.  On a GPU the module is loaded into each
 * device's context, and each device has its own copy of every such
 * variable; here they are globals of the submission's image, one copy
 * (ir_devvars.c gathers them on pages of their own, memory.c knows their
 * bounds).  So each device's copy is kept in a bank, and the image's pages
 * hold the copy of the device whose work runs ("resident"): before a
 * kernel, copy or fill of device d runs (stream.c, host_memory.c), d's copy
 * is swapped in, the resident one saved.  A device's copy starts as the
 * image was at load (its initialisers).  __managed__ variables are one for
 * all devices, as in CUDA: their sections are not swapped.
 *
 * The copies share one address: the footprints of unordered work
 * (footprint.c) key a device's bytes of these pages apart (simt_dvb_key),
 * so that two devices' work on their own copies is no race.  The race
 * shadow of a kernel (gshadow.c) lives one launch, on one device. */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

enum { RANGES = 2 };

static uintptr_t lo[RANGES], hi[RANGES];       /* 0, 0: none (or no memory) */
static uintptr_t had_lo[RANGES], had_hi[RANGES]; /* as memory.c handed them */
static unsigned char *pristine[RANGES];
static unsigned char *bank[SIMT_MAX_DEVICES][RANGES];
static int used[SIMT_MAX_DEVICES]; /* its bank holds its copy */
static int resident, captured;

/* The pages' bounds (memory.c, at each entry's guard): the first time (or
 * for another object's pages), their contents as loaded, every device's
 * copy until it is first used. */
void simt_dvb_ranges(const uintptr_t l[2], const uintptr_t h[2])
{
  int same = captured;
  for (int r = 0; r < RANGES; r++)
    same = same && had_lo[r] == l[r] && had_hi[r] == h[r];
  if (same)
    return;
  for (int r = 0; r < RANGES; r++) {
    free(pristine[r]);
    for (int d = 0; d < SIMT_MAX_DEVICES; d++) {
      free(bank[d][r]);
      bank[d][r] = NULL;
    }
  }
  memset(used, 0, sizeof used);
  resident = 0;
  simt_mem_open();
  for (int r = 0; r < RANGES; r++) {
    lo[r] = had_lo[r] = l[r];
    hi[r] = had_hi[r] = h[r];
    pristine[r] = hi[r] > lo[r] ? malloc(hi[r] - lo[r]) : NULL;
    if (!pristine[r])
      lo[r] = hi[r] = 0;
    else
      memcpy(pristine[r], (const void *)lo[r], hi[r] - lo[r]);
  }
  simt_mem_close();
  captured = 1;
}

/* Swaps dev's copy in; a bank that cannot be had leaves the resident copy
 * in place (one copy for all, as before). */
void simt_dvb_use(int dev)
{
  if (!captured || dev == resident || dev < 0 || dev >= SIMT_MAX_DEVICES)
    return;
  for (int r = 0; r < RANGES; r++)
    for (int k = 0; k < 2; k++) {
      int d = k ? dev : resident;
      if (hi[r] > lo[r] && !bank[d][r] && !(bank[d][r] = malloc(hi[r] - lo[r])))
        return;
    }
  simt_mem_open();
  for (int r = 0; r < RANGES; r++) {
    size_t n = hi[r] - lo[r];
    if (!n)
      continue;
    memcpy(bank[resident][r], (const void *)lo[r], n);
    memcpy((void *)lo[r], used[dev] ? bank[dev][r] : pristine[r], n);
  }
  simt_mem_close();
  used[resident] = 1;
  resident = dev;
}

int simt_dvb_resident(void) { return resident; }

/* A byte of the pages, as footprint.c keys it: the resident device's own
 * (no user address reaches bit 52). */
uintptr_t simt_dvb_key(uintptr_t a)
{
  for (int r = 0; resident && r < RANGES; r++)
    if (a - lo[r] < hi[r] - lo[r])
      return a + ((uintptr_t)resident << 52);
  return a;
}
