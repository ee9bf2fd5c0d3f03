/* ir_marks.h — the module's device functions, as the IR passes that
 * rewrite device code only read them: the entries of
 * @llvm.global.annotations that simt_cuda.h marks a kernel, a __device__
 * or a __host__ __device__ function with (ir_indirect.c reads them). */
#ifndef SIMT_IR_MARKS_H
#define SIMT_IR_MARKS_H
#include <stddef.h>

struct simt_ir_marks {
  const char **name; /* "@name" as written, name_len[i] bytes */
  size_t *name_len;
  char *table;       /* the non-kernels' entries, comma-separated (ir_indirect.c) */
  long n, entries;   /* functions marked; of them, in the table */
  int opaque;        /* clang 15 on: ptr, not typed pointers */
};

/* Fills m from the IR ir.  0, or -1 (no memory); free m either way. */
int simt_ir_find_marks(const char *ir, struct simt_ir_marks *m);
/* Does the `define` line at p (n bytes) define a marked function? */
int simt_ir_marked(const struct simt_ir_marks *m, const char *p, size_t n);
void simt_ir_marks_free(struct simt_ir_marks *m);
/* Adds the function at name (nl bytes) to m; unless a kernel, its entry
 * of the table is the annotations' (at a) cast of it.  0, or -1. */
int simt_ir_add_mark(struct simt_ir_marks *m, const char *a, const char *name, size_t nl,
                     int kernel);
/* Appends entry (el bytes, "ptr " put before it where opaque) to m's table. */
int simt_ir_add_entry(struct simt_ir_marks *m, const char *entry, size_t el);
/* Marks what clang writes for device code with no annotation of its own:
 * destructors and thunks (ir_implied_marks.c).  0, or -1. */
int simt_ir_implied_marks(const char *ir, struct simt_ir_marks *m);
/* The line of the kernels' mark's string (@.str.N = ... c"simt_kernel\00",
 * section "llvm.metadata"), which the annotations name; NULL if none
 * (ir_kernels.c). */
const char *simt_ir_kernel_mark(const char *ir);
/* Calls each(name, nl, ctx) for every function the annotations mark a
 * kernel ("@name", nl bytes), in their order, until one returns nonzero:
 * that value, or 0 (ir_kernels.c). */
long simt_ir_each_kernel(const char *ir, long (*each)(const char *name, size_t nl, void *ctx),
                         void *ctx);
#endif
