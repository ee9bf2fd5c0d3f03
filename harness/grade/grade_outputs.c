/* grade_outputs.c — the files a grading writes (--json, --svg, --printed)
 * checked before anything compiles: a folder that takes files, never a
 * device, a folder or the graded file itself; and --printed's file written
 * by the graded process in a folder of its own, moved into place after
 * (see grade_stages.h). */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
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

/* --printed FILE: the graded process may write only its own folder (its
 * working and temporary one, run_child.c), so it never gets FILE's, where
 * the instructor's other files lie: a fresh folder beside FILE, .rg-printed-
 * and six random characters, made here (0700; run/own_uid.c gives it to a
 * uid of its own), printed.txt in it.  NULL after a line saying why. */
char *rg_grade_printed_private(const char *file)
{
  char *dir = folder_of(file);
  char *made = rg_strdupf("%s%s.rg-printed-XXXXXX", dir, strcmp(dir, "/") ? "/" : "");
  free(dir);
  if (!mkdtemp(made)) {
    rg_warn("--printed %s: no folder for the graded code beside it: %s", file, strerror(errno));
    free(made);
    return NULL;
  }
  char *log = rg_strdupf("%s/printed.txt", made);
  free(made);
  return log;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
  (void)st, (void)flag, (void)ftw;
  remove(path);
  return 0;
}

/* The end of rg_grade_printed_private's folder: LOG moved to FILE if it
 * is a file of one link with something in it (never a link or another
 * name the graded code made), then the folder and whatever else the
 * graded code left in it removed.  Returns FILE (to free) when moved. */
char *rg_grade_printed_move(const char *log, const char *file)
{
  struct stat st;
  bool there = lstat(log, &st) == 0;
  bool own = there && S_ISREG(st.st_mode) && st.st_nlink == 1;
  if (there && !own)
    rg_warn("--printed %s: the graded code left something other than a file of its own (a "
            "link, another name of a file) where it prints: nothing handed back", file);
  bool any = own && st.st_size > 0;
  if (any && rename(log, file) != 0) {
    rg_warn("--printed %s: %s", file, strerror(errno));
    any = false;
  }
  char *dir = folder_of(log);
  nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
  free(dir);
  return any ? rg_strdupf("%s", file) : NULL;
}
