/* pp_size.c — the size of a submission's preprocessed text (see
 * pp_size.h). */
#define _POSIX_C_SOURCE 200809L
#include "pp_size.h"

#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "includes.h"
#include "line_marker.h"
#include "proc.h"
#include "util.h"

/* A line marker `# N "file" flags`: its number, and whether its file counts
 * as the submission's (its own name, or no file at all: a `#line` name). */
static bool marker(const char *p, const char *end, const char *submission, int *n, bool *own)
{
  const char *file;
  size_t len;
  if (!rg_line_marker(p, end, n, &file, &len))
    return false;
  if (len == strlen(submission) && !strncmp(file, submission, len)) {
    *own = true;
  } else {
    /* Headers' markers repeat: a name's answer is kept until the next. */
    static char last[4096];
    static bool last_own;
    if (len >= sizeof last)
      len = sizeof last - 1;
    if (strncmp(last, file, len) != 0 || last[len] != '\0') {
      memcpy(last, file, len);
      last[len] = '\0';
      last_own = last[0] != '<' && access(last, F_OK) != 0;
    }
    *own = last_own;
  }
  return true;
}

int rg_pp_size_own(const char *pre_path, const char *submission, unsigned long long *own,
                   int *line, unsigned long long *line_bytes)
{
  size_t n;
  char *pre = rg_read_file(pre_path, &n);
  *own = *line_bytes = 0;
  *line = 1;
  if (!pre)
    return -1;
  bool ours = false;
  int at = 0;
  for (const char *p = pre; p < pre + n;) {
    const char *end = memchr(p, '\n', (size_t)(pre + n - p));
    if (!end)
      end = pre + n;
    int m;
    bool is_ours;
    if (marker(p, end, submission, &m, &is_ours)) {
      ours = is_ours;
      at = m;
    } else {
      unsigned long long len = (unsigned long long)(end - p) + 1;
      if (ours && (*own += len, len > *line_bytes)) {
        *line_bytes = len;
        *line = at;
      }
      at++;
    }
    p = end + 1;
  }
  free(pre);
  return *own > RG_PP_OWN_CAP;
}

bool rg_pp_size_passed_cap(const struct rg_proc_result *r, const char *pre_out)
{
  /* clang gets SIGXFSZ itself (and removes its output); nvcc's driver
   * reports its preprocessor's, and leaves the output at the cap. */
  struct stat st;
  return (!r->exited && r->status == SIGXFSZ) ||
         (stat(pre_out, &st) == 0 && (unsigned long long)st.st_size >= RG_PP_TEXT_CAP);
}

bool rg_pp_size_run(const char *const *compile_argv, const char *pre_out, double timeout_s)
{
  const char *const front[] = { "-E", "-o", pre_out, NULL };
  char **argv = rg_compile_argv_front(compile_argv, front);
  struct rg_proc_result r;
  bool over = false;
  unlink(pre_out);
  if (argv && rg_proc_run_capped(argv, NULL, timeout_s, RG_SCAN_MEM_BYTES, RG_PP_TEXT_CAP,
                                 &r) == 0)
    over = rg_pp_size_passed_cap(&r, pre_out);
  free(argv);
  return over;
}
