/* ir_prints.c — makes the submission's calls of printf the runtime's, so
 * that what a kernel prints is counted (prints.c).
 *
 * A kernel's printf is the C library's on the emulator: its text lands in
 * stdout's buffer, in the graded process's own memory, where host code can
 * read it back with no copy the grader sees.  Here, in the IR, every call
 * of printf, and of the two calls clang's optimiser makes of some printf
 * calls before the IR is written (puts for "text\n" and "%s\n", putchar
 * for one character), is renamed to simt_cov_printf / simt_cov_puts /
 * simt_cov_putchar, declared as the module declared the C library's: they
 * count the bytes a kernel printed and print them.  The names are those
 * of the object's symbols, however the source spelt them (std::printf, an
 * asm label, __builtin_printf).  Only calls: an address taken (&puts, the
 * hostile tests' way into libc's symbol table) still names the C library's
 * function, and a call through a pointer the optimiser could not resolve
 * is not counted, as a memcpy through a pointer is not checked
 * (ir_memcalls.c).  A name the module defines itself is left alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"
#include "ir_rename.h"

static const struct simt_ir_rename renames[] = {
  { "@printf(", "@simt_cov_printf(" },
  { "@puts(", "@simt_cov_puts(" },
  { "@putchar(", "@simt_cov_putchar(" },
};
enum { NRENAMES = sizeof renames / sizeof renames[0] };

int simt_ir_prints(const char *path)
{
  struct simt_ir_rewrite rw;
  if (simt_ir_rewrite_begin(path, &rw) != 0)
    return -1;
  FILE *out = rw.out;
  const char *decl[NRENAMES];
  for (int r = 0; r < NRENAMES; r++)
    decl[r] = simt_ir_rename_declared(rw.ir, &renames[r]);
  for (const char *p = rw.ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    unsigned used = 0;
    if (n > 0 && (p[0] == ' ' || p[0] == '\t')) /* an instruction */
      simt_ir_rename_put(out, p, n, renames, NRENAMES, decl, &used);
    else
      fwrite(p, 1, n, out);
    if (e)
      fputc('\n', out);
    p += n + (e != NULL);
  }
  if (out) {
    for (int r = 0; r < NRENAMES; r++)
      if (decl[r])
        simt_ir_rename_declare(out, decl[r], &renames[r]);
  }
  return simt_ir_rewrite_end(&rw, path, true);
}
