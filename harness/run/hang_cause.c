/* hang_cause.c — what a case that ran past its limit is told it probably
 * did: a loop that never ends, or, where the program printed a great deal
 * while the case ran, its printing.
 *
 * A GPU prints slowly: on an H200 one launch of 2^20 threads that each
 * call printf took 85 to 103 s (the runtime drains the device's printf
 * buffer to the output while the kernel waits on it), so a right kernel
 * with a debug printf left in every thread runs past any case's limit.
 * "A loop that never ends?" then sends the student to look for a bug that
 * is not there.  The grader knows how much the output file grew during
 * the case: the file is shared by the grading's workers, so the line says
 * what the program printed meanwhile, not what this case printed. */
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#include "run_internal.h"

/* At least this much printed during the case names the printing. */
#define PRINTED_MEANWHILE ((long long)64 << 10)

/* A file not there yet is empty: a grading's output file is its own,
 * removed before it runs (grade_run.c), and made by its first child,
 * which may not have started when its first case does. */
long long rg_output_size(const char *log)
{
  struct stat st;
  if (!log)
    return -1;
  if (stat(log, &st) != 0)
    return errno == ENOENT ? 0 : -1;
  return (long long)st.st_size;
}

void rg_hang_cause(long long before, long long after, char *buf, size_t cap)
{
  if (before < 0 || after - before < PRINTED_MEANWHILE) {
    snprintf(buf, cap, "a kernel or loop that never ends?");
    return;
  }
  double mb = (double)(after - before) / 1e6;
  snprintf(buf, cap,
           "the program printed %.*f MB while it ran: printing is slow, on a GPU above all "
           "(a printf in every thread of a large launch takes minutes there); print from "
           "one thread, or remove the debug output",
           mb < 10 ? 1 : 0, mb);
}
