/* host_globals.c — a kernel's access to the submission's own host globals.
 *
 * On a GPU a kernel reaches device memory only: a plain global of the
 * submission (no __device__, __constant__ or __managed__) is host memory,
 * and a kernel handed its address faults with an illegal address (nvcc
 * refuses one that names it: host_vars.h).  Here it is the grader's memory
 * like any other, so unchecked the kernel's store or load works, and a
 * file that fails on every GPU passes.  ir_devvars.c gathers what a kernel
 * may reach into sections of their own (the __device__ and __managed__
 * variables, and device code's function-scope statics, device memory in
 * CUDA); memory.c and cov.c send an access to the rest of the image here.
 * Loads are refused past RELRO only: a constant the loader relocates
 * (const data holding addresses) lies before it, readable as constants
 * are, and a `const` or `constexpr` global of literal type is .rodata.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

uintptr_t simt_hg_lo, simt_hg_hi;

void simt_hg_image(const void *inside, uintptr_t *lo, uintptr_t *hi)
{
  static const void *image_of;
  static uintptr_t rw_lo, rw_hi, data_lo;
  if (inside != image_of) {
    image_of = inside;
    if (simt_image_rw(inside, &rw_lo, &rw_hi, &data_lo) != 0)
      rw_lo = rw_hi = data_lo = 0;
  }
  *lo = rw_lo;
  *hi = rw_hi;
  simt_hg_lo = data_lo;
  simt_hg_hi = rw_hi;
}

/* The variable's name as the student wrote it: a C++ name's identifier
 * (_Z10g_partialsIfE: g_partials; a function's static, _ZZ1fvE5count:
 * count, its last E<length><name>), else the name (into buf). */
const char *simt_var_name(const char *name, char *buf, size_t cap)
{
  if (!name)
    return "a";
  const char *p = name, *id = NULL;
  unsigned long len = 0;
  if (strncmp(p, "_ZZ", 3) == 0) {
    for (const char *e = strchr(p, 'E'); e; e = strchr(e + 1, 'E')) {
      char *end;
      unsigned long l = e[1] >= '1' && e[1] <= '9' ? strtoul(e + 1, &end, 10) : 0;
      if (l && strlen(end) >= l && (end[l] == 0 || end[l] == '_'))
        id = end, len = l;
    }
  } else if (strncmp(p, "_Z", 2) == 0 && p[2] >= '1' && p[2] <= '9') {
    char *end;
    len = strtoul(p + 2, &end, 10);
    if (len && strlen(end) >= len)
      id = end;
  }
  if (id)
    snprintf(buf, cap, "%.*s", (int)(len < cap ? len : cap - 1), id);
  else
    snprintf(buf, cap, "%s", name);
  return buf;
}

/* The exported symbol that holds a (a global without `static`), or NULL:
 * a file-scope `static` one is in no dynamic symbol table. */
static const char *holder(uintptr_t a, char *buf, size_t cap)
{
  Dl_info di;
  const ElfW(Sym) *sym = NULL;
  if (!dladdr1((const void *)a, &di, (void **)&sym, RTLD_DL_SYMENT) || !sym || !di.dli_sname ||
      !di.dli_saddr || a - (uintptr_t)di.dli_saddr >= sym->st_size)
    return NULL;
  return simt_var_name(di.dli_sname, buf, cap);
}

void simt_hg_refuse(uintptr_t a, size_t n, int write, void *pc)
{
  char name[128], what[160];
  const char *v = holder(a, name, sizeof name);
  if (v)
    snprintf(what, sizeof what, "host global %s", v);
  else
    snprintf(what, sizeof what, "a host variable (a global, or a host function's static)");
  simt_diag("cuda-error", pc,
            "%s of %zu bytes %s %s, declared without __device__: host memory, which a "
            "kernel on a GPU cannot reach (an illegal address); declare it __device__ "
            "(cudaMemcpyFromSymbol reads it) or hand the kernel memory from cudaMalloc",
            write ? "write" : "read", n, write ? "into" : "from", what);
  simt_abort(cudaErrorIllegalAddress);
}
