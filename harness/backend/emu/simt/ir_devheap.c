/* ir_devheap.c — device code's malloc, free, new and delete made the
 * runtime's (devheap.c), whose memory is device memory.
 *
 * On a GPU, malloc and free in a kernel (and C++'s new and delete) take
 * from the device heap, cudaLimitMallocHeapSize bytes (8 MiB by default),
 * and return NULL past it.  On the emulator a kernel's malloc was the C
 * library's: the kernel wrote host memory, which memory.c closes to
 * kernels, and correct code failed.  Here, in the IR, in the functions
 * simt_cuda.h marks as device code (kernels, __device__ and __host__
 * __device__ functions: ir_marks.h), each call of malloc, free and the
 * operators new, new[], delete, delete[] (sized and nothrow forms too) is
 * renamed to the runtime's simt_cov_dev_*, declared as the module
 * declared the C library's.  Host functions keep the C library's.  Only
 * direct calls: an address taken still names the C library's function.  A
 * name the module defines itself is left alone.  A device function clang
 * inlined into a kernel is renamed there, in the kernel.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_marks.h"

static const struct {
  const char *from, *to; /* both as called: "@name(" */
} renames[] = {
  { "@malloc(", "@simt_cov_dev_malloc(" },
  { "@free(", "@simt_cov_dev_free(" },
  { "@_Znwm(", "@simt_cov_dev_new(" },
  { "@_Znam(", "@simt_cov_dev_new_array(" },
  { "@_ZnwmRKSt9nothrow_t(", "@simt_cov_dev_new_nothrow(" },
  { "@_ZnamRKSt9nothrow_t(", "@simt_cov_dev_new_array_nothrow(" },
  { "@_ZdlPv(", "@simt_cov_dev_delete(" },
  { "@_ZdaPv(", "@simt_cov_dev_delete_array(" },
  { "@_ZdlPvm(", "@simt_cov_dev_delete_sized(" },
  { "@_ZdaPvm(", "@simt_cov_dev_delete_array_sized(" },
};
enum { NRENAMES = sizeof renames / sizeof renames[0] };

/* The module's `declare` line of rename r, or NULL: not declared (not
 * called, or defined by the module). */
static const char *declared(const char *ir, int r)
{
  for (const char *p = ir; *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    const char *at = strncmp(p, "declare ", 8) == 0 ? strstr(p, renames[r].from) : NULL;
    if (at && at < p + n)
      return p;
    p += n + (e != NULL);
  }
  return NULL;
}

/* Writes the instruction at p (n bytes) with its calls of the renamed
 * functions renamed; quoted text stays.  *used gets bit r for rename r. */
static void put_renamed(FILE *out, const char *p, size_t n, const char *decl[NRENAMES],
                        unsigned *used)
{
  const char *end = p + n, *from = p;
  while (p < end) {
    if (*p == '"') {
      const char *close = memchr(p + 1, '"', (size_t)(end - p - 1));
      p = close ? close + 1 : end;
      continue;
    }
    int k = -1;
    for (int r = 0; r < NRENAMES && *p == '@' && k < 0; r++) {
      size_t fl = strlen(renames[r].from);
      if (decl[r] && (size_t)(end - p) >= fl && strncmp(p, renames[r].from, fl) == 0)
        k = r;
    }
    if (k < 0) {
      p++;
      continue;
    }
    fwrite(from, 1, (size_t)(p - from), out);
    fputs(renames[k].to, out);
    *used |= 1u << k;
    p += strlen(renames[k].from);
    from = p;
  }
  fwrite(from, 1, (size_t)(end - from), out);
}

/* The runtime function's declaration: the module's line of the C
 * library's, renamed. */
static void put_declaration(FILE *out, const char *line, int r)
{
  const char *e = strchr(line, '\n');
  size_t n = e ? (size_t)(e - line) : strlen(line);
  const char *at = strstr(line, renames[r].from);
  fwrite(line, 1, (size_t)(at - line), out);
  fputs(renames[r].to, out);
  const char *rest = at + strlen(renames[r].from);
  fwrite(rest, 1, (size_t)(line + n - rest), out);
  fputc('\n', out);
}

int simt_ir_devheap(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct simt_ir_marks m;
  int ok = simt_ir_find_marks(ir, &m) == 0;
  char *tmp = malloc(strlen(path) + 5);
  FILE *out = NULL;
  if (ok && tmp) {
    sprintf(tmp, "%s.new", path);
    out = fopen(tmp, "wb");
  }
  const char *decl[NRENAMES];
  for (int r = 0; r < NRENAMES; r++)
    decl[r] = declared(ir, r);
  unsigned used = 0;
  int body = 0;
  for (const char *p = ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (strncmp(p, "define ", 7) == 0)
      body = simt_ir_marked(&m, p, n);
    else if (n == 1 && *p == '}')
      body = 0;
    if (body && (*p == ' ' || *p == '\t'))
      put_renamed(out, p, n, decl, &used);
    else
      fwrite(p, 1, n, out);
    if (e)
      fputc('\n', out);
    p += n + (e != NULL);
  }
  ok = 0;
  if (out) {
    for (int r = 0; r < NRENAMES; r++)
      if (used & (1u << r))
        put_declaration(out, decl[r], r);
    ok = fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  free(tmp);
  simt_ir_marks_free(&m);
  free(ir);
  return ok ? 0 : -1;
}
