/* ir_rewrite.h — the frame of an IR pass that rewrites a file (ir_*.c). */
#ifndef SIMT_IR_REWRITE_H
#define SIMT_IR_REWRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A pass's rewrite of the IR file at path: begin reads the
 * text (-1: it could not be read) and opens path.new (out NULL where it
 * could not); end closes it and, if ok and all of it was written, puts it
 * in path's place (0), else removes it (-1); either way frees both. */
struct simt_ir_rewrite {
  char *ir;
  size_t len;
  char *tmp;
  FILE *out;
};
int simt_ir_rewrite_begin(const char *path, struct simt_ir_rewrite *r);
int simt_ir_rewrite_end(struct simt_ir_rewrite *r, const char *path, bool ok);

/* A pass over the lines of the device functions (those the marks name,
 * ir_marks.h): each such line, its define included, goes to line(), which
 * writes its rewrite to out and returns true, or returns false to have it
 * copied as it is; every other line is copied.  Returns as
 * simt_ir_rewrite_end. */
typedef bool (*simt_ir_line_fn)(FILE *out, const char *line, size_t n, void *ctx);
int simt_ir_rewrite_device_lines(const char *path, simt_ir_line_fn line, void *ctx);

/* The @name (or %name) at p, quoted (@"...") or not: its length with the
 * sigil, or 0 where p holds none.  The IR passes' one reading of a name. */
size_t simt_ir_name_len(const char *p);

#endif
