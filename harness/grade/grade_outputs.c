/* grade_outputs.c — the files a grading writes (--json, --svg, --printed)
 * checked before anything compiles: a folder that takes files, never a
 * device, a folder or the graded file itself (see grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

/* The folder a file named PATH goes in: "." for a bare name. */
static char *folder_of(const char *path)
{
  char *dir = rg_strdupf("%s", path);
  char *slash = strrchr(dir, '/');
  if (!slash)
    strcpy(dir, ".");
  else if (slash == dir)
    dir[1] = '\0';
  else
    *slash = '\0';
  return dir;
}

/* Can OPT's file PATH be written when the grading is over?  Its folder
 * must exist and take files, so that a minutes-long grading does not end
 * with its verdict lost.  What is there already must be a regular file
 * other than the graded one (SUBMISSION): the file is unlinked or renamed
 * over, which would take a device out of /dev or the student's work away.
 * "-" and /dev/fd/N (the batch's) are --json's, written as they are. */
static bool output_ok(const char *opt, const char *path, const char *submission)
{
  if (!path)
    return true;
  if (strcmp(opt, "--json") == 0 &&
      (strcmp(path, "-") == 0 || strncmp(path, "/dev/fd/", 8) == 0))
    return true;
  struct stat there, graded;
  if (stat(path, &there) == 0) {
    if (!S_ISREG(there.st_mode)) {
      rg_warn("%s %s: not a regular file (name a new file or one to overwrite)", opt, path);
      return false;
    }
    if (stat(submission, &graded) == 0 && graded.st_dev == there.st_dev &&
        graded.st_ino == there.st_ino) {
      rg_warn("%s %s: is the file being graded (writing it would overwrite your code): "
              "name another file", opt, path);
      return false;
    }
  }
  char *dir = folder_of(path);
  bool ok = access(dir, W_OK | X_OK) == 0;
  if (!ok)
    rg_warn("%s %s: %s: %s", opt, path, dir, strerror(errno));
  free(dir);
  return ok;
}

bool rg_grade_outputs_ok(const struct rg_cli *cli, const char *submission)
{
  return output_ok("--json", cli->json, submission) &&
         output_ok("--svg", cli->svg, submission) &&
         output_ok("--printed", cli->printed, submission);
}
