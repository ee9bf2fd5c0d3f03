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
#endif
