/* array_bounds.c — an index past the end of an array whose size the
 * compiler knows (float sums[8], __shared__ float warp_sums[32]).
 *
 * The submission is built with clang's -fsanitize=array-bounds (api.c),
 * which checks every such subscript and calls the handler below with the
 * index where it is out of range.  A thread's local arrays live on its
 * fiber's stack, where no load or store callback can tell one array from
 * the next: `for (k = 0; k <= UNROLL; k++) sums[k] += ...` wrote the slot
 * past sums[] and read an element past the input's end, yet the optimiser,
 * taking the out-of-range subscript as impossible, dropped that trip and
 * the grading passed.  On a GPU the same code is undefined (a register
 * array spilled to local memory, a neighbour's value read).
 *
 * The handler's arguments follow the sanitizer runtime's public ABI (the
 * compiler passes a static record of the source place and the array's
 * type, and the index as a value handle: the integer itself where it fits
 * a pointer); it reports the line the way every other check does, by the
 * calling address, and ends the launch as an illegal address.  Host code
 * has no launch to end: its process stops, a crash.
 *
 * Not seen: an array of structs (float4 v[UNROLL]) indexed one past its
 * end, which clang checks as an address (one past the end is a valid
 * address) because the element is copied whole; its read is left to what
 * the optimiser makes of it. */
#include <stdint.h>
#include <stdlib.h>

#include "simt_int.h"

void __ubsan_handle_out_of_bounds(const void *data, uintptr_t index);
void __ubsan_handle_out_of_bounds_abort(const void *data, uintptr_t index);

struct ubsan_place { const char *file; uint32_t line, column; };
struct ubsan_type { uint16_t kind, info; char name[]; };
struct ubsan_bounds {
  struct ubsan_place at;
  const struct ubsan_type *array;
  const struct ubsan_type *index;
};

/* The index as a signed number: an integer type (kind 0) of 2^(info >> 1)
 * bits, signed where info's low bit is set, passed in the handle itself. */
static long long index_value(const struct ubsan_type *t, uintptr_t handle)
{
  unsigned bits = t && t->kind == 0 ? 1u << (t->info >> 1) : 64;
  if (bits >= 64 || !(t->info & 1))
    return (long long)handle;
  uint64_t v = (uint64_t)handle & ((1ull << bits) - 1);
  uint64_t sign = 1ull << (bits - 1);
  return (long long)((v ^ sign) - sign);
}

static void __attribute__((noreturn)) out_of_bounds(const struct ubsan_bounds *d,
                                                    uintptr_t handle, void *pc)
{
  long long i = index_value(d->index, handle);
  const char *type = d->array ? d->array->name : "an array";
  simt_diag("out-of-bounds", pc,
            "index %lld of %s: %s (an array's size is fixed where it is declared; a loop "
            "bound with <= where < belongs?)",
            i, type, i < 0 ? "before its first element" : "past its last element");
  if (simt_self)
    simt_abort(cudaErrorIllegalAddress);
  abort();
}

void __ubsan_handle_out_of_bounds(const void *data, uintptr_t index)
{
  const struct ubsan_bounds *d = data;
  out_of_bounds(d, index, __builtin_return_address(0));
}

void __ubsan_handle_out_of_bounds_abort(const void *data, uintptr_t index)
{
  const struct ubsan_bounds *d = data;
  out_of_bounds(d, index, __builtin_return_address(0));
}
