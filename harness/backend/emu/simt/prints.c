/* prints.c — what kernels print, counted as data that came back to the
 * host.  The build renames the submission's printf, puts and putchar to
 * these (ir_prints.c).  On the emulator a kernel's printf writes into
 * stdout's buffer, in the graded process's memory: host code can read the
 * text back there and add up what a kernel printed of the input, a copy
 * back that no copy call shows.  So the bytes a kernel prints are counted
 * here (host code's own printing is not), and host_write.c reads the count
 * when each kernel is done: text printed is data come back, as a copy from
 * the device to the host is, so that a result the host writes into the
 * output after it is the host's (host_write.h).  Nothing of the text is
 * kept: the relay test compares bytes, and printed text holds none of a
 * value's bytes.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "simt_int.h"

#define SIMT_EXPORT __attribute__((visibility("default")))

static size_t printed; /* bytes kernels printed, in all */

static void count(int r, size_t n)
{
  if (simt_self && r >= 0)
    printed += n;
}

SIMT_EXPORT int simt_cov_printf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int r = vprintf(fmt, ap);
  va_end(ap);
  count(r, r > 0 ? (size_t)r : 0);
  return r;
}

SIMT_EXPORT int simt_cov_puts(const char *s)
{
  int r = puts(s);
  count(r, strlen(s) + 1);
  return r;
}

SIMT_EXPORT int simt_cov_putchar(int c)
{
  int r = putchar(c);
  count(r, 1);
  return r;
}

size_t simt_prints_count(void)
{
  return printed;
}
