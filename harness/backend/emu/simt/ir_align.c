/* ir_align.c — tells the load and store callbacks the alignment of each
 * access, not only its size.  The GPU faults when an access is not aligned
 * to what its type requires; clang on x86-64 may merge two fields of a
 * 4-byte-aligned struct into one 8-byte store of alignment 4 (a struct
 * returned by value comes back as a <2 x float>), which a check by size
 * alone takes for a misaligned 8-byte access.
 *
 * A submission is compiled to LLVM IR first (-S -emit-llvm, with the
 * coverage instrumentation); in it each __sanitizer_cov_loadN/storeN call is
 * the line right before its access, which states `align A`.  Where A < N
 * the call is renamed simt_cov_loadN_alignA (cov.c), and the IR compiled to
 * an object without the optimiser running again: the machine code is that
 * of a one-step compile, so the performance model sees the same blocks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"

/* The whole of path, NUL-terminated, or NULL (ir_devvars.c reads with it
 * too). */
char *simt_ir_read(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *b = NULL;
  if (fseek(f, 0, SEEK_END) == 0) {
    long n = ftell(f);
    if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (b = malloc((size_t)n + 1)) &&
        fread(b, 1, (size_t)n, f) != (size_t)n) {
      free(b);
      b = NULL;
    }
    if (b) {
      b[n] = 0;
      *len = (size_t)n;
    }
  }
  fclose(f);
  return b;
}

/* Does the line at p (n bytes) hold the text t? */
static const char *in_line(const char *p, size_t n, const char *t)
{
  size_t tl = strlen(t);
  for (const char *q = p; q + tl <= p + n; q++)
    if (strncmp(q, t, tl) == 0)
      return q;
  return NULL;
}

/* The `align A` of the load or store on the line at p, 0 if the line is
 * not one or states none. */
static unsigned line_align(const char *p)
{
  const char *e = strchr(p, '\n');
  size_t n = e ? (size_t)(e - p) : strlen(p);
  const char *a = in_line(p, n, ", align ");
  if (!a || (!in_line(p, n, " = load ") && !in_line(p, n, "  store ")))
    return 0;
  return (unsigned)strtoul(a + 8, NULL, 10);
}

/* Declarations wanted: [load/store][log2 size][log2 align], and the IR type
 * of the pointer each takes. */
struct wanted {
  char used[2][5][4];
  char type[5][16];
};

/* At p, "@__sanitizer_cov_" was found: if the call is a load or store of
 * size n whose access (the next line) is aligned to less, writes the renamed
 * callee to out and returns the length of the original name consumed, else
 * 0. */
static size_t rename_call(const char *p, struct wanted *w, FILE *out)
{
  const char *kinds[2] = { "load", "store" };
  const char *s = p + strlen("@__sanitizer_cov_");
  for (int k = 0; k < 2; k++) {
    size_t kl = strlen(kinds[k]);
    if (strncmp(s, kinds[k], kl) != 0)
      continue;
    char *end;
    unsigned long n = strtoul(s + kl, &end, 10);
    if (end == s + kl || *end != '(' || n < 2 || n > 16 || (n & (n - 1)))
      return 0;
    const char *nl = strchr(end, '\n');
    unsigned a = nl ? line_align(nl + 1) : 0;
    if (a == 0 || a >= n || (a & (a - 1)))
      return 0;
    int ln = __builtin_ctzl(n), la = __builtin_ctz(a);
    const char *sp = strchr(end + 1, ' ');
    if (!sp || (size_t)(sp - end - 1) >= sizeof w->type[0])
      return 0;
    w->used[k][ln][la] = 1;
    snprintf(w->type[ln], sizeof w->type[0], "%.*s", (int)(sp - end - 1), end + 1);
    fprintf(out, "@simt_cov_%s%lu_align%u", kinds[k], n, a);
    return (size_t)(end - p);
  }
  return 0;
}

int simt_ir_align(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  char *tmp = malloc(strlen(path) + 5);
  if (!tmp) {
    free(ir);
    return -1;
  }
  sprintf(tmp, "%s.new", path);
  FILE *out = fopen(tmp, "wb");
  struct wanted w;
  memset(&w, 0, sizeof w);
  const char *p = ir, *hit;
  while (out && (hit = strstr(p, "call void @__sanitizer_cov_"))) {
    const char *name = hit + strlen("call void ");
    fwrite(p, 1, (size_t)(name - p), out);
    size_t used = rename_call(name, &w, out);
    p = name + used;
  }
  if (out) {
    fputs(p, out);
    for (int k = 0; k < 2; k++)
      for (int n = 1; n < 5; n++)
        for (int a = 0; a < n; a++)
          if (w.used[k][n][a])
            fprintf(out, "declare void @simt_cov_%s%u_align%u(%s)\n", k ? "store" : "load",
                    1u << n, 1u << a, w.type[n]);
  }
  int ok = out && fclose(out) == 0 && rename(tmp, path) == 0;
  if (!ok)
    remove(tmp);
  free(tmp);
  free(ir);
  return ok ? 0 : -1;
}
