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
#include "ir_rename.h"

static const struct simt_ir_rename renames[] = {
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
    decl[r] = simt_ir_rename_declared(ir, &renames[r]);
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
      simt_ir_rename_put(out, p, n, renames, NRENAMES, decl, &used);
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
        simt_ir_rename_declare(out, decl[r], &renames[r]);
    ok = fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  free(tmp);
  simt_ir_marks_free(&m);
  free(ir);
  return ok ? 0 : -1;
}
