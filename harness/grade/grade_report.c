/* grade_report.c — the last stage: the report on stdout and, with --json,
 * the JSON report written whole (see grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "exitcode.h"
#include "util.h"

/* The --json report, written when the grading is over (every process of
 * it has ended): to a temporary file renamed over path, so that a reader
 * never sees half of it and a link planted at path is replaced, not
 * followed.  "-" is stdout; a /dev/fd/N path (the batch's) is written in
 * place. */
static int write_json(const char *path, const struct rg_grading *g)
{
  if (strcmp(path, "-") == 0) {
    rg_report_json(stdout, g);
    return 0;
  }
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f)
    return -1;
  rg_report_json(f, g);
  if (fclose(f) != 0) {
    free(buf);
    return -1;
  }
  int rc;
  if (strncmp(path, "/dev/fd/", 8) == 0) {
    /* Written through the descriptor, not reopened by its path: the file
     * has none, and a Landlock sandbox would refuse the reopen. */
    int fd = atoi(path + 8);
    size_t done = 0;
    rc = ftruncate(fd, 0) == 0 ? 0 : -1;
    while (rc == 0 && done < len) {
      ssize_t w = pwrite(fd, buf + done, len - done, (off_t)done);
      if (w <= 0)
        rc = -1;
      else
        done += (size_t)w;
    }
  } else {
    rc = rg_write_file_atomic(path, buf, len);
  }
  free(buf);
  return rc;
}

/* The report on stdout, and --json. */
int rg_grade_report(struct grade_state *s)
{
  bool color = isatty(1) && !getenv("NO_COLOR");
  rg_report_text(stdout, &s->g, color);
  if (s->printed)
    printf("what your code printed is in %s\n", s->printed);
  /* A verdict that did not reach its file is lost: an instructor's
   * script must not read the exit code of a pass without it. */
  if (s->cli->json && write_json(s->cli->json, &s->g) != 0) {
    rg_warn("--json %s: %s (the verdict above was not recorded)", s->cli->json, strerror(errno));
    return RG_EXIT_USAGE;
  }
  /* A CUDA name or header the emulator lacks is no verdict on the kernel:
   * the exit code of a machine that cannot grade it (a batch: not graded). */
  if (s->g.compiled && !s->g.compile.ok && s->g.compile.emulator_gap)
    return RG_EXIT_NOT_ATTEMPTED;
  /* The same where such a function ran instead (verdict.h). */
  struct rg_tally tally = rg_grading_tally(&s->g);
  if (rg_grading_not_graded(&tally))
    return RG_EXIT_NOT_ATTEMPTED;
  return rg_grading_passed(&tally) ? RG_EXIT_PASSED : RG_EXIT_FAILED;
}
