/* align.c — the misaligned-address check.  A submission is compiled with
 * -fsanitize=alignment (api.c): clang tests every access through a pointer
 * against the alignment of the type it reads or writes, and calls
 * __ubsan_handle_type_mismatch_v1 when that alignment is not met.  This file
 * is that handler (no UBSan runtime is linked; recovery is clang's default
 * for alignment, so the call returns where the access is the CPU's).
 *
 * Why the type and not the size: the GPU faults when an instruction's
 * address is not a multiple of its own width, and nvcc picks the width from
 * the type's alignment (a float4 is one 16-byte load, a struct of three
 * floats three 4-byte ones).  clang on x86 may merge two fields of a
 * 4-byte-aligned struct into one 8-byte store of alignment 4; the coverage
 * callbacks (cov.c) see that store's size only, and judging alignment by
 * size rejected a correct kernel.
 */
#include "simt_int.h"

/* The layout clang passes (compiler-rt's ubsan_handlers.h). */
struct ubsan_source_location {
  const char *file;
  uint32_t line, column;
};
struct ubsan_type_descriptor {
  uint16_t kind, info;
  char name[];
};
struct ubsan_type_mismatch {
  struct ubsan_source_location loc;
  const struct ubsan_type_descriptor *type;
  uint8_t log_alignment;
  uint8_t check_kind;
};

/* clang's TypeCheckKind, as far as a kernel's access can be one. */
static const char *what(uint8_t kind)
{
  static const char *const names[] = {
    "read", "write", "reference to", "member access of", "member call on", "construction of",
  };
  return kind < sizeof names / sizeof names[0] ? names[kind] : "use of";
}

__attribute__((visibility("default"))) void __ubsan_handle_type_mismatch_v1(void *data,
                                                                           uintptr_t ptr)
{
  const struct ubsan_type_mismatch *d = data;
  uintptr_t align = (uintptr_t)1 << d->log_alignment;
  /* Outside a kernel, a null pointer (not this check's business) or an
   * object of the CPU's (host memory, the thread's locals): not the GPU's
   * fault to model. */
  if (!simt_self || !ptr || !(ptr & (align - 1)))
    return;
  if (!simt_mem_in_arena(ptr) && !simt_is_shared(ptr))
    return;
  simt_diag("misaligned-address", __builtin_return_address(0),
            "%s %s at %p, which needs %zu-byte alignment", what(d->check_kind),
            d->type ? d->type->name : "an object", (void *)ptr, (size_t)align);
  simt_abort(cudaErrorMisalignedAddress);
}
