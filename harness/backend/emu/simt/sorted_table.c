/* sorted_table.c — a search in a table of entries sorted by address (the
 * allocations and the device variables of memory.c). */
#include "simt_int.h"

/* How many of the n entries of a table sorted by address start at or
 * below a: the one that may hold a is the last of them.  Each entry is
 * stride bytes and begins with its address (struct alloc, struct devvar). */
size_t simt_at_or_below(const void *table, size_t n, size_t stride, uintptr_t a)
{
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (*(const uintptr_t *)((const char *)table + mid * stride) <= a)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}
