/* ir_type.h — reading an LLVM IR type in the module's text (ir_type.c). */
#ifndef SIMT_IR_TYPE_H
#define SIMT_IR_TYPE_H
#include <stddef.h>

/* The length of the IR type at t (as after " global "): an aggregate in
 * brackets, a named type (quoted where its name holds spaces, commas or
 * brackets, as a template's does: %"struct.Pair<float, int>"), or one
 * token; then, with typed pointers, a function type's parameters and the
 * pointer stars; 0 if there is none. */
size_t simt_ir_type_len(const char *t);

#endif
