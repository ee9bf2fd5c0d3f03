/* oob_near.c — the words of an out-of-bounds access next to an allocation
 * (memory.c finds which).  One that starts at or past the end says how far
 * past; one that starts inside and runs over the end (a float stored into
 * a cudaMalloc given a count where bytes were meant, 1 byte) says where in
 * the allocation it starts and how many of its bytes lie past the end: its
 * start minus the end would wrap to nearly 2^64 there. */
#include "simt_int.h"

void simt_mem_oob_near(uintptr_t a, size_t n, int write, void *pc, uintptr_t base, size_t size);

void simt_mem_oob_near(uintptr_t a, size_t n, int write, void *pc, uintptr_t base, size_t size)
{
  const char *what = write ? "write" : "read";
  if (a >= base && a - base < size)
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes at %p, from byte %zu of a %zu-byte allocation: %zu of them past "
              "the end of it",
              what, n, (void *)a, (size_t)(a - base), size, (size_t)(a + n - base - size));
  else
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes at %p, %zu bytes past the end of a %zu-byte allocation", what, n,
              (void *)a, (size_t)(a - base - size), size);
}
