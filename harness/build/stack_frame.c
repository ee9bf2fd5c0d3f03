/* stack_frame.c — a stack frame past a thread's stack, said as the
 * emulator's build stalls on it (see stack_frame.h). */
#define _POSIX_C_SOURCE 200809L
#include "stack_frame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "includes.h"
#include "proc.h"
#include "util.h"

/* The diagnosis pass: the command without its -o, the pattern off (the
 * later flag wins), no optimisation (an unused array keeps its slot), the
 * backend's warning at the stack's size. */
static char **diagnosis_argv(const char *const *argv)
{
  static char limit[64];
  snprintf(limit, sizeof limit, "-Wframe-larger-than=%llu", RG_STACK_BYTES);
  const char *const front[] = { "-c", NULL };
  char **v = rg_compile_argv_front(argv, front), **w = NULL;
  size_t n = 0;
  while (v && v[n])
    n++;
  if (v && (w = realloc(v, (n + 7) * sizeof *v))) {
    const char *const tail[] = { "-O0", "-ftrivial-auto-var-init=uninitialized", limit,
                                 "-o", "/dev/null", NULL };
    for (size_t i = 0; tail[i]; i++)
      w[n++] = (char *)tail[i];
    w[n] = NULL;
  } else {
    free(v);
  }
  return w;
}

/* "FILE:LINE:COL: warning: stack frame size (N) exceeds limit (M) in 'F'":
 * the first such line's LINE, N and F (up to fn_size). */
static int frame_warning(const char *log, int *line, unsigned long long *bytes, char *fn,
                         size_t fn_size)
{
  for (const char *p = log; p && *p;) {
    const char *eol = strchr(p, '\n');
    size_t len = eol ? (size_t)(eol - p) : strlen(p);
    char *l = rg_strdupf("%.*s", (int)len, p);
    char *w = strstr(l, ": warning: stack frame size (");
    int found = 0;
    if (w) {
      *w = '\0';
      char *c1 = strrchr(l, ':'), *c2 = NULL;
      if (c1) {
        *c1 = '\0';
        c2 = strrchr(l, ':');
      }
      *bytes = strtoull(w + strlen(": warning: stack frame size ("), NULL, 10);
      *line = c2 ? atoi(c2 + 1) : 1;
      const char *q = strstr(w + 1, " in '");
      const char *e = q ? strrchr(q, '\'') : NULL;
      size_t fl = q && e > q + 5 ? (size_t)(e - q - 5) : 0;
      snprintf(fn, fn_size, "%.*s", (int)(fl < fn_size ? fl : fn_size - 1), q ? q + 5 : "");
      found = *bytes > RG_STACK_BYTES;
    }
    free(l);
    if (found)
      return 1;
    p = eol ? eol + 1 : NULL;
  }
  return 0;
}

int rg_stack_frame_refused(const char *const *compile_argv, const char *submission,
                           const char *dir, const char *log_path, double timeout_s,
                           unsigned long long mem_bytes, double cpu_s)
{
  char **argv = diagnosis_argv(compile_argv);
  char *log = rg_strdupf("%s/stack_frame.log", dir);
  struct rg_proc_result r;
  unlink(log);
  /* Under the front end's limits: a front end heavy for another cause
   * (templates without end) is not paid for twice in full. */
  double t = timeout_s < 60 ? timeout_s : 60; /* for a local's frame: a second */
  char *text = argv && rg_proc_run_cpu(argv, log, t, mem_bytes, cpu_s, &r) == 0
                   ? rg_read_file(log, NULL) : NULL;
  int line = 1;
  unsigned long long bytes = 0;
  char fn[200] = "";
  int big = text && frame_warning(text, &line, &bytes, fn, sizeof fn);
  if (big) {
    char *msg = rg_strdupf("%s:%d: error: stack-frame: the locals of '%s' take %.0f MiB of "
                           "stack; a host thread's stack holds %llu MiB (a GPU thread's far "
                           "less), and clang fills each local for the emulator's checks, "
                           "which for this one would take minutes: put a large array in "
                           "memory from malloc, cudaMallocHost or cudaMalloc\n",
                           submission, line, fn, bytes / 1048576.0, RG_STACK_BYTES >> 20);
    rg_write_file_atomic(log_path, msg, strlen(msg));
    free(msg);
  }
  free(text);
  unlink(log);
  free(log);
  free(argv);
  return big;
}
