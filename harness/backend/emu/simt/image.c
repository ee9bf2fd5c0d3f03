/* image.c — where the submission's own globals lie: the writable segments
 * of the loaded object that holds a given address (its .data and .bss),
 * and where the part the loader makes read-only (RELRO: constants that
 * hold addresses, .got) ends.  A kernel may reach only the __device__ and
 * __managed__ sections of them (memory.c, host_globals.c); the rest, and
 * the heap and other mappings, are host memory. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include "simt_int.h"

struct image_query { uintptr_t base, lo, hi, relro_hi; };

static int visit(struct dl_phdr_info *info, size_t size, void *data)
{
  (void)size;
  struct image_query *q = data;
  if (info->dlpi_addr != q->base)
    return 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type == PT_GNU_RELRO)
      q->relro_hi = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
    if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_W))
      continue;
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr, hi = lo + ph->p_memsz;
    if (!q->lo || lo < q->lo)
      q->lo = lo;
    if (hi > q->hi)
      q->hi = hi;
  }
  return 1;
}

int simt_image_rw(const void *inside, uintptr_t *lo, uintptr_t *hi, uintptr_t *data_lo)
{
  Dl_info di;
  struct image_query q = { 0, 0, 0, 0 };
  if (!inside || !dladdr(inside, &di) || !di.dli_fbase)
    return -1;
  q.base = (uintptr_t)di.dli_fbase;
  /* dlpi_addr is the load bias: the base for a shared object */
  dl_iterate_phdr(visit, &q);
  if (!q.hi)
    return -1;
  *lo = q.lo;
  *hi = q.hi;
  *data_lo = q.relro_hi > q.lo && q.relro_hi < q.hi ? q.relro_hi : q.lo;
  return 0;
}
