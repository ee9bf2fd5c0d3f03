/* devheap.c — the device heap: malloc, free, new and delete in device
 * code, which the build renames to these (ir_devheap.c).
 *
 * On a GPU a kernel's malloc takes from the device heap, whose size is
 * cudaLimitMallocHeapSize (8 MiB unless the program sets it), and returns
 * NULL past it; what a kernel allocated and did not free stays until the
 * context ends.  Here each
 * block a kernel allocates is an allocation of the arena (memory.c), as a
 * cudaMalloc is, so that every check knows it as device memory: its
 * bounds, after its free, races, and its unwritten bytes (filled as
 * cudaMalloc's are).  The heap's bytes in use are counted per device, each
 * block rounded up to 16 bytes, against the limit host_limits.c keeps.
 * Called on the host (a __host__ __device__ function called from host
 * code, whose calls are renamed too), they are the C library's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "../../../glue/scratch_left.h"

#define SIMT_EXPORT __attribute__((visibility("default")))
#define GRANULE 16

struct block { uintptr_t base; size_t size; int dev; int live; }; /* base first */

static struct block *blocks; /* ascending in address, as the arena's */
static size_t nblocks, capblocks;
static size_t heap_used[SIMT_MAX_DEVICES];

static size_t charge(size_t n) { return (n + GRANULE - 1) / GRANULE * GRANULE; }

static void *dev_alloc(size_t n, void *pc)
{
  if (!simt_self)
    return malloc(n);
  int dev = simt_current_device();
  size_t c = charge(n ? n : 1);
  if (heap_used[dev] + c > simt_limit_of(dev, cudaLimitMallocHeapSize))
    return NULL; /* as a GPU's heap when full */
  if (nblocks == capblocks) {
    size_t cap = capblocks ? 2 * capblocks : 64;
    struct block *nb = realloc(blocks, cap * sizeof *nb);
    if (!nb)
      return NULL;
    blocks = nb;
    capblocks = cap;
  }
  void *p = simt_mem_alloc(n, pc);
  if (!p)
    return NULL;
  blocks[nblocks++] = (struct block){ (uintptr_t)p, n, dev, 1 };
  heap_used[dev] += c;
  /* counted as the device heap's, not as the host API's memory */
  simt_scratch_freed(p);
  simt_scratch_held_made(RG_HELD_DHEAP, p, n, pc);
  return p;
}

static void dev_release(void *p, void *pc)
{
  if (!p)
    return;
  if (!simt_self) {
    free(p);
    return;
  }
  size_t i = simt_at_or_below(blocks, nblocks, sizeof *blocks, (uintptr_t)p);
  struct block *b = i ? &blocks[i - 1] : NULL;
  if (!b || b->base != (uintptr_t)p || !b->live) {
    simt_diag("out-of-bounds", pc,
              "free of %p in device code, %s", p,
              b && b->base == (uintptr_t)p ? "a second time"
                                           : "which device code's malloc or new did not return");
    simt_abort(cudaErrorIllegalAddress);
  }
  b->live = 0;
  heap_used[b->dev] -= charge(b->size ? b->size : 1);
  simt_mem_free(p);
}

void simt_devheap_reset(void)
{
  nblocks = 0;
  memset(heap_used, 0, sizeof heap_used);
}

SIMT_EXPORT void *simt_cov_dev_malloc(size_t n) { return dev_alloc(n, __builtin_return_address(0)); }
SIMT_EXPORT void *simt_cov_dev_new(size_t n) { return dev_alloc(n, __builtin_return_address(0)); }
SIMT_EXPORT void *simt_cov_dev_new_array(size_t n)
{
  return dev_alloc(n, __builtin_return_address(0));
}
SIMT_EXPORT void *simt_cov_dev_new_nothrow(size_t n, const void *tag)
{
  (void)tag;
  return dev_alloc(n, __builtin_return_address(0));
}
SIMT_EXPORT void *simt_cov_dev_new_array_nothrow(size_t n, const void *tag)
{
  (void)tag;
  return dev_alloc(n, __builtin_return_address(0));
}
SIMT_EXPORT void simt_cov_dev_free(void *p) { dev_release(p, __builtin_return_address(0)); }
SIMT_EXPORT void simt_cov_dev_delete(void *p) { dev_release(p, __builtin_return_address(0)); }
SIMT_EXPORT void simt_cov_dev_delete_array(void *p)
{
  dev_release(p, __builtin_return_address(0));
}
SIMT_EXPORT void simt_cov_dev_delete_sized(void *p, size_t n)
{
  (void)n;
  dev_release(p, __builtin_return_address(0));
}
SIMT_EXPORT void simt_cov_dev_delete_array_sized(void *p, size_t n)
{
  (void)n;
  dev_release(p, __builtin_return_address(0));
}
