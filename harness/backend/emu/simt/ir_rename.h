/* ir_rename.h — calls of named functions renamed in the submission's IR
 * text (clang 14's .ll), for the passes that hand a C library function's
 * calls to the runtime: ir_prints.c (printf), ir_devheap.c (malloc, new in
 * device code). */
#ifndef SIMT_IR_RENAME_H
#define SIMT_IR_RENAME_H

#include <stddef.h>
#include <stdio.h>

/* Both as called: "@name(". */
struct simt_ir_rename {
  const char *from, *to;
};

/* The module's `declare` line of r's function, or NULL: not declared (not
 * called, or defined by the module itself, which is then left alone). */
const char *simt_ir_rename_declared(const char *ir, const struct simt_ir_rename *r);

/* Writes the instruction at p (n bytes) with its calls of the functions
 * of rn[0..nr) renamed, those whose decl[] is set; quoted text stays.
 * *used gets bit k for each rn[k] renamed. */
void simt_ir_rename_put(FILE *out, const char *p, size_t n, const struct simt_ir_rename *rn,
                        size_t nr, const char *const *decl, unsigned *used);

/* Writes the runtime function's declaration: the module's line decl of
 * the C library's, with r's name. */
void simt_ir_rename_declare(FILE *out, const char *decl, const struct simt_ir_rename *r);

#endif
