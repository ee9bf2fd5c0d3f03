/* ir_memcalls.c — makes the submission's memcpy, memmove and memset calls
 * visible to the race shadow and the scheduler.
 *
 * The coverage instrumentation (-fsanitize-coverage=trace-loads,
 * trace-stores) sees load and store instructions only.  A memcpy of a size
 * known at run time (or a struct copy too large for a few moves) stays a
 * call of the llvm.memcpy intrinsic and then of the C library: a kernel's
 * read-modify-write of a global through memcpy was no access at all, so no
 * race was found and the shuffled schedule switched nowhere in it.  Here,
 * in the IR, every call of the intrinsics llvm.memcpy / llvm.memmove /
 * llvm.memset (64-bit length; clang makes one of each C library call) is
 * renamed to simt_cov_memcpy / simt_cov_memmove / simt_cov_memset (cov.c),
 * same arguments: inside a kernel they check the bytes read and written as
 * the load and store callbacks do, then copy; outside one they only copy.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"

/* Each intrinsic as clang 14 (typed pointers) and 15 on (opaque) name it,
 * and what it becomes. */
static const struct {
  const char *from, *to, *decl_typed, *decl_opaque;
} renames[] = {
  { "@llvm.memcpy.p0i8.p0i8.i64(", "@simt_cov_memcpy(", "i8*, i8*, i64, i1", NULL },
  { "@llvm.memmove.p0i8.p0i8.i64(", "@simt_cov_memmove(", "i8*, i8*, i64, i1", NULL },
  { "@llvm.memset.p0i8.i64(", "@simt_cov_memset(", "i8*, i8, i64, i1", NULL },
  { "@llvm.memcpy.p0.p0.i64(", "@simt_cov_memcpy(", NULL, "ptr, ptr, i64, i1" },
  { "@llvm.memmove.p0.p0.i64(", "@simt_cov_memmove(", NULL, "ptr, ptr, i64, i1" },
  { "@llvm.memset.p0.i64(", "@simt_cov_memset(", NULL, "ptr, i8, i64, i1" },
};
enum { NRENAMES = sizeof renames / sizeof renames[0] };

/* Writes the line at p (n bytes) with its calls renamed; marks which
 * renames it used. */
static void put_line(FILE *out, const char *p, size_t n, int used[NRENAMES])
{
  /* an instruction: indented; a `declare` of the intrinsic stays */
  if (n == 0 || (p[0] != ' ' && p[0] != '\t')) {
    fwrite(p, 1, n, out);
    return;
  }
  const char *end = p + n;
  while (p < end) {
    const char *best = NULL;
    int k = -1;
    for (int r = 0; r < NRENAMES; r++) {
      size_t fl = strlen(renames[r].from);
      for (const char *q = p; q + fl <= end; q++)
        if (*q == '@' && strncmp(q, renames[r].from, fl) == 0) {
          if (!best || q < best) {
            best = q;
            k = r;
          }
          break;
        }
    }
    if (!best) {
      fwrite(p, 1, (size_t)(end - p), out);
      return;
    }
    fwrite(p, 1, (size_t)(best - p), out);
    fputs(renames[k].to, out);
    used[k] = 1;
    p = best + strlen(renames[k].from);
  }
}

int simt_ir_memcalls(const char *path)
{
  struct simt_ir_rewrite rw;
  if (simt_ir_rewrite_begin(path, &rw) != 0)
    return -1;
  FILE *out = rw.out;
  int used[NRENAMES] = { 0 };
  for (const char *p = rw.ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    put_line(out, p, n, used);
    if (e)
      fputc('\n', out);
    p += n + (e != NULL);
  }
  if (out) {
    int declared[3] = { 0 }; /* memcpy, memmove, memset: once each */
    for (int r = 0; r < NRENAMES; r++) {
      int which = r % 3;
      if (!used[r] || declared[which]++)
        continue;
      const char *args = renames[r].decl_typed ? renames[r].decl_typed : renames[r].decl_opaque;
      fprintf(out, "declare void %s%s)\n", renames[r].to, args);
    }
  }
  return simt_ir_rewrite_end(&rw, path, true);
}
