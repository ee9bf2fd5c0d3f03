/* ir_type.h — an IR type's extent in a global's definition (ir_type.c). */
#ifndef SIMT_IR_TYPE_H
#define SIMT_IR_TYPE_H
#include <stddef.h>

/* The length of the IR type at t (as after " global "): an aggregate in
 * brackets or one token, with a function type's parameters and pointer
 * stars where the IR has typed pointers; 0 if there is none. */
size_t simt_ir_type_len(const char *t);
#endif
