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
#include "simt.h"

static const struct {
  const char *from, *to; /* both as called: "@name(" */
} renames[] = {
  { "@printf(", "@simt_cov_printf(" },
  { "@puts(", "@simt_cov_puts(" },
  { "@putchar(", "@simt_cov_putchar(" },
};
enum { NRENAMES = sizeof renames / sizeof renames[0] };

/* The module's `declare` line of rename r (the C library's function), or
 * NULL: not called, or defined here. */
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

/* Writes the line at p (n bytes): an instruction (indented) with its calls
 * renamed; any other line as it is.  Quoted text stays. */
static void put_line(FILE *out, const char *p, size_t n, const char *decl[NRENAMES])
{
  const char *end = p + n, *from = p;
  if (n == 0 || (p[0] != ' ' && p[0] != '\t'))
    p = end; /* not an instruction: as it is */
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
    p += strlen(renames[k].from);
    from = p;
  }
  fwrite(from, 1, (size_t)(end - from), out);
}

/* The declaration of rename r's runtime function: the module's line of
 * the C library's, renamed. */
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

int simt_ir_prints(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  char *tmp = malloc(strlen(path) + 5);
  FILE *out = NULL;
  if (tmp) {
    sprintf(tmp, "%s.new", path);
    out = fopen(tmp, "wb");
  }
  const char *decl[NRENAMES];
  for (int r = 0; r < NRENAMES; r++)
    decl[r] = declared(ir, r);
  int ok = 0;
  for (const char *p = ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    put_line(out, p, n, decl);
    if (e)
      fputc('\n', out);
    p += n + (e != NULL);
  }
  if (out) {
    for (int r = 0; r < NRENAMES; r++)
      if (decl[r])
        put_declaration(out, decl[r], r);
    ok = fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  free(tmp);
  free(ir);
  return ok ? 0 : -1;
}
