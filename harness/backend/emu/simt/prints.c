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
 *
 * A kernel's printf answers as CUDA's does, not as C's: it returns the
 * number of arguments its format takes (printf("%s", "") is 1, not 0: a
 * kernel told the emulator from a GPU by that and kept a barrier only
 * here), and a %n conversion, which CUDA's printf has not, is never made
 * (C's vprintf would write where a kernel points it, host memory or the
 * output, by no store the kernel's checks see): a format with one prints
 * nothing and returns -1.  Host code's printf is C's.
 *
 * A GPU keeps a launch's printf records in a FIFO of cudaLimitPrintfFifoSize
 * bytes (1 MiB unless the program sets it) and drops what does not fit;
 * here a launch prints up to as many bytes and drops the rest, the call
 * answering as before.  Printed in full, a right kernel with a debug
 * printf in every thread filled the graded process's 64 MiB of output at
 * a million threads and was killed (crash).  1 MiB is the CUDA guide's
 * default; an H200 under CUDA 13 reads 8650752 bytes, and drains its FIFO
 * while the kernel waits (a million printing threads: 85 to 103 s a
 * launch), so on a GPU such a kernel runs past a case's limit instead
 * (tests/findings/README.md; the report names its printing, hang_cause.c).
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include "simt_int.h"

#define SIMT_EXPORT __attribute__((visibility("default")))

static size_t printed;        /* bytes kernels printed, in all */
static size_t launch_printed; /* bytes the running launch printed */

void simt_prints_launch(void) { launch_printed = 0; }

/* Is the running launch's FIFO full (a kernel's print then dropped)? */
static bool fifo_full(void)
{
  return simt_self &&
         launch_printed >= simt_limit_of(simt_current_device(), cudaLimitPrintfFifoSize);
}

static void count(int r, size_t n)
{
  if (simt_self && r >= 0) {
    printed += n;
    launch_printed += n;
  }
}

/* The arguments fmt's conversions take (a '*' width or precision one
 * more each), and whether one of them is %n. */
static int conversions(const char *fmt, bool *has_n)
{
  int args = 0;
  *has_n = false;
  for (const char *p = fmt; *p; p++) {
    if (*p != '%')
      continue;
    if (p[1] == '%') {
      p++;
      continue;
    }
    for (p++; *p && strchr("-+ #0'123456789.*hlLqjzt", *p); p++)
      args += *p == '*';
    if (!*p)
      break;
    args++;
    if (*p == 'n')
      *has_n = true;
  }
  return args;
}

SIMT_EXPORT int simt_cov_printf(const char *fmt, ...)
{
  bool has_n = false;
  int args = simt_self && fmt ? conversions(fmt, &has_n) : 0;
  if (simt_self && (!fmt || has_n))
    return -1;
  if (fifo_full())
    return args;
  va_list ap;
  va_start(ap, fmt);
  int r = vprintf(fmt, ap);
  va_end(ap);
  count(r, r > 0 ? (size_t)r : 0);
  return simt_self && r >= 0 ? args : r;
}

SIMT_EXPORT int simt_cov_puts(const char *s)
{
  if (fifo_full())
    return 0;
  int r = puts(s);
  count(r, strlen(s) + 1);
  return r;
}

SIMT_EXPORT int simt_cov_putchar(int c)
{
  if (fifo_full())
    return c;
  int r = putchar(c);
  count(r, 1);
  return r;
}

size_t simt_prints_count(void)
{
  return printed;
}
