/* kernel_table.c — each kernel's static shared bytes and launch bounds,
 * from the table the build wrote (ir_kernels.c, section simt_ktab): what a
 * GPU's build records of a kernel, for the launch's limits, the occupancy
 * calls and cudaFuncGetAttributes.  A kernel the table does not name (one
 * known only as a call, a module built without the table) takes the
 * module's static shared bytes, as every kernel did before.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

/* One entry, as ir_kernels.c lays it out. */
struct kentry {
  const void *fn;
  const void *array; /* NULL: the kernel's own entry */
  uint64_t bound;    /* its __launch_bounds__, or 0 */
};

static struct kentry *entries;
static size_t nentries;

void simt_register_kernel_table(const void *lo, const void *hi)
{
  free(entries);
  entries = NULL;
  nentries = 0;
  size_t n = lo && hi > lo ? (size_t)((const char *)hi - (const char *)lo) / sizeof *entries : 0;
  if (!n || !(entries = malloc(n * sizeof *entries)))
    return;
  memcpy(entries, lo, n * sizeof *entries);
  nentries = n;
}

/* The kernel's own entry, or NULL. */
static const struct kentry *kernel(const void *fn)
{
  for (size_t i = 0; fn && i < nentries; i++)
    if (entries[i].fn == fn && !entries[i].array)
      return &entries[i];
  return NULL;
}

size_t simt_kernel_shared_size(const void *fn)
{
  if (!kernel(fn))
    return simt_static_shared_size();
  size_t bytes = 0;
  for (size_t i = 0; i < nentries; i++)
    if (entries[i].fn == fn && entries[i].array)
      bytes += simt_shared_array_size(entries[i].array);
  return bytes;
}

int simt_kernel_max_threads(const void *fn)
{
  const struct kentry *k = kernel(fn);
  return k && k->bound && k->bound < SIMT_MAX_BLOCK ? (int)k->bound : SIMT_MAX_BLOCK;
}

/* cudaFuncGetAttributes and cudaFuncSetAttribute of a host function (a
 * wrapper named in place of its kernel): a GPU answers
 * cudaErrorInvalidDeviceFunction.  Without a table nothing is known. */
int simt_kernel_unnamed(const void *fn)
{
  return fn && nentries && !kernel(fn);
}
