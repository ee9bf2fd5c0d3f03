/* ir_rewrite.c — the frame of an IR pass that rewrites a file (ir_*.c):
 * the text read whole, the new text written beside it (path.new), and put
 * in the file's place only if all of it was written. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_rewrite.h"
#include "simt.h"

int simt_ir_rewrite_begin(const char *path, struct simt_ir_rewrite *r)
{
  memset(r, 0, sizeof *r);
  r->ir = simt_ir_read(path, &r->len);
  if (!r->ir)
    return -1;
  r->tmp = malloc(strlen(path) + 5);
  if (r->tmp) {
    sprintf(r->tmp, "%s.new", path);
    r->out = fopen(r->tmp, "wb");
  }
  return 0;
}

int simt_ir_rewrite_end(struct simt_ir_rewrite *r, const char *path, bool ok)
{
  if (r->out) {
    ok = fclose(r->out) == 0 && ok && rename(r->tmp, path) == 0;
    if (!ok)
      remove(r->tmp);
  } else {
    ok = false;
  }
  free(r->tmp);
  free(r->ir);
  memset(r, 0, sizeof *r);
  return ok ? 0 : -1;
}
