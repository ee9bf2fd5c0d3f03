/* ir_sections.c — refuses a submission that puts its own bytes into the
 * sections the emulator's build fills and its runtime reads as tables.
 *
 * ir_devvars.c lists each __device__ variable's bounds in the section
 * simt_devtab, ir_shared.c each static __shared__ array's in simt_shtab,
 * and the variables themselves lie in .data/.bss.simt_dev and
 * .data/.bss.simt_managed; the linker gathers each section whole, and the
 * glue hands its bounds to the runtime (watch.cuh, simt_module.h).  A
 * constant the submission placed there by hand with a section attribute
 * is an entry like the build's: a bounds entry that
 * claims an array is longer hides a kernel's over-read of it, and a host
 * variable in a device section is taken for device memory.  nvcc has no
 * such sections; nothing a kernel needs is there.  Checked on the IR the
 * front end made, before the passes add their own entries (assembly of
 * its own is refused before, instrumented.c); __shared__
 * (simt_cuda.h) puts every shared variable into simt_shared, which stays.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"

/* Is name (len bytes) a section of the emulator's own? */
static int own_section(const char *name, size_t len)
{
  static const char *const own[] = { "simt_devtab", "simt_shtab", "simt_ktab", ".data.simt_dev",
                                     ".bss.simt_dev", ".data.simt_managed",
                                     ".bss.simt_managed", NULL };
  for (const char *const *o = own; *o; o++)
    if (strlen(*o) == len && memcmp(*o, name, len) == 0)
      return 1;
  return 0;
}

/* The line of the submission's text that spells name (len bytes) in
 * quotes, as a section attribute does, else anywhere; or 1: the IR has
 * line tables only, no record of where a global was written (a name a
 * macro builds is not found either). */
static int line_of(const char *submission, const char *name, size_t len)
{
  size_t n;
  char *text = simt_ir_read(submission, &n);
  char quoted[64];
  int ql = snprintf(quoted, sizeof quoted, "\"%.*s\"", (int)len, name);
  const char *at = text && ql > 0 && (size_t)ql < sizeof quoted
                     ? memmem(text, n, quoted, (size_t)ql) : NULL;
  if (!at && text && len)
    at = memmem(text, n, name, len);
  int line = 1;
  for (const char *q = text; at && q < at; q++)
    line += *q == '\n';
  free(text);
  return line;
}

int simt_ir_own_sections(const char *path, const char *submission, char *msg, size_t cap)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  int found = 0;
  for (const char *l = ir; l && *l && !found; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
    const char *le = strchr(l, '\n');
    le = le ? le : l + strlen(l);
    const char *s = NULL;
    if (*l == '@' || strncmp(l, "define", 6) == 0) {
      s = memmem(l, (size_t)(le - l), " section \"", 10);
      s = s ? s + 10 : NULL;
    }
    size_t sl = s ? strcspn(s, "\"\n") : 0;
    if (!s || !own_section(s, sl))
      continue;
    snprintf(msg, cap,
             "%s:%d: error: instrumentation-off: %.*s is the emulator's own section, "
             "where its build lists device variables and shared arrays and their bounds; "
             "a GPU has no such section and a kernel needs nothing there: remove it\n",
             submission, line_of(submission, s, sl), (int)sl, s);
    found = 1;
  }
  free(ir);
  return found;
}
