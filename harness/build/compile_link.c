/* compile_link.c — the link of a build, run as the linker itself (see
 * compile_internal.h).  clang++ links by starting the linker with a
 * command it computes; the driver's own start (loading and relocating its
 * libraries) cost more than the linker's work, once per cold compile.  So
 * where the backend asks for it (link_direct), the driver is asked once per
 * cache and compiler for its command (-###), with placeholders for the
 * three files, and each build then runs that command with its own files.
 * Where the kept command fails, the driver links as before, its log
 * replacing the linker's: a link that fails reads the same either way. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build_backend.h"
#include "proc.h"
#include "util.h"

/* The three files' places in the kept command.  The driver is asked with
 * files of these names in the kept command's folder (it wants its inputs
 * to be there), then their paths are put back to these. */
#define OUT_MARK "rg-link-out.so"
#define GLUE_MARK "rg-link-glue.o"
#define ENTRY_MARK "rg-link-entry.o"
static const char *const marks[] = { OUT_MARK, GLUE_MARK, ENTRY_MARK };
#define MAX_ARGS 160

/* The driver's link command for these files, as compile_command.c writes it. */
static void driver_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                           const struct build *b, struct cmd *c)
{
  rg_compile_command(ex, o, b, RG_STEP_LINK, c);
}

/* The folder of the kept command: the driver's command with the
 * placeholders, the compiler's file (path, size, time), and what in the
 * environment moves the driver's search for the linker and its libraries
 * (the working folder too: a relative folder in it is found from there). */
static char *link_dir(const struct rg_compile_opts *o, const char *const *argv)
{
  uint64_t h = RG_HASH_SEED;
  for (int i = 0; argv[i]; i++)
    h = rg_hash_str(h, argv[i]);
  h = rg_compile_hash_compiler(h, o->compiler);
  static const char *const env[] = { "PATH", "LIBRARY_PATH", "COMPILER_PATH", "GCC_EXEC_PREFIX",
                                     NULL };
  for (int i = 0; env[i]; i++) {
    const char *v = getenv(env[i]);
    h = rg_hash_str(h, env[i]);
    h = rg_hash_str(h, v ? v : "\x01");
  }
  char *cwd = getcwd(NULL, 0);
  h = rg_hash_str(h, cwd ? cwd : "\x01");
  free(cwd);
  return rg_strdupf("%s/link-%s-%016" PRIx64, o->cache_dir,
                    rg_build_backend_of(o)->kind(o), h);
}

/* The last line of the driver's -### output that is a command ( "prog"
 * "arg" ...), its words unquoted and joined by '\0' into a fresh string
 * (*n words); NULL if there is none. */
static char *parse_job(const char *text, int *n)
{
  const char *job = NULL;
  for (const char *line = text; line && *line;) {
    if (line[0] == ' ' && line[1] == '"')
      job = line;
    const char *nl = strchr(line, '\n');
    line = nl ? nl + 1 : NULL;
  }
  if (!job)
    return NULL;
  char *out = malloc(strlen(job) + 1), *w = out;
  *n = 0;
  const char *p = job;
  while (out && *p == ' ' && p[1] == '"') {
    p += 2;
    while (*p && *p != '"') {
      if (*p == '\\' && p[1])
        p++;
      *w++ = *p++;
    }
    if (*p != '"')
      break;
    *w++ = '\0';
    (*n)++;
    p++;
  }
  if (!out || *n == 0 || (*p && *p != '\n')) {
    free(out);
    return NULL;
  }
  return out;
}

/* argv with each mark the file of that name in dir (fresh strings in
 * own[0..2]; the inputs written, empty), into ask after "-###". */
static int asking_argv(char *const *argv, const char *dir, const char **ask, char **own)
{
  int k = 0;
  ask[k++] = argv[0];
  ask[k++] = "-###";
  for (int m = 0; m < 3; m++) {
    own[m] = rg_strdupf("%s/%s", dir, marks[m]);
    if (m > 0 && rg_write_file_atomic(own[m], "", 0) != 0)
      return -1;
  }
  for (int i = 1; argv[i] && k < MAX_ARGS - 1; i++) {
    ask[k] = argv[i];
    for (int m = 0; m < 3; m++)
      if (!strcmp(argv[i], marks[m]))
        ask[k] = own[m];
    k++;
  }
  ask[k] = NULL;
  return 0;
}

/* The driver's words (n, '\0' after each) with the asking files' paths
 * put back to their marks, into path, only if each mark is there once:
 * a command without its inputs would link an empty object.  0, or -1. */
static int keep_words(const char *words, int n, char *const *own, const char *path)
{
  size_t cap = 0, at = 0;
  for (int i = 0; i < n; i++)
    cap += strlen(words + cap) + 1;
  char *out = malloc(cap + 1), *w = out;
  int seen[3] = { 0 };
  for (int i = 0; out && i < n; i++, at += strlen(words + at) + 1) {
    const char *word = words + at;
    for (int m = 0; m < 3; m++)
      if (!strcmp(word, own[m])) {
        word = marks[m];
        seen[m]++;
      }
    size_t len = strlen(word) + 1;
    memcpy(w, word, len);
    w += len;
  }
  int rc = -1;
  if (out && seen[0] == 1 && seen[1] == 1 && seen[2] == 1 && n < MAX_ARGS - 1 && words[0] == '/')
    rc = rg_write_file_atomic(path, out, (size_t)(w - out));
  free(out);
  return rc;
}

/* Asks the driver (argv, with the marks) for its command into path, in
 * dir.  0, or -1. */
static int ask_driver(const struct rg_compile_opts *o, char *const *argv, const char *dir,
                      const char *path)
{
  const char *ask[MAX_ARGS];
  char *own[3] = { NULL, NULL, NULL };
  char *log = rg_strdupf("%s.log.%ld", path, (long)getpid());
  struct rg_proc_result pr = { 0 };
  int started = asking_argv(argv, dir, ask, own) == 0
                    ? rg_compile_run((char *const *)ask, log, o->timeout_s, &pr)
                    : -1;
  char *text = started == 0 && pr.exited && pr.status == 0 ? rg_read_file(log, NULL) : NULL;
  unlink(log);
  free(log);
  int n = 0;
  char *words = text ? parse_job(text, &n) : NULL;
  free(text);
  int rc = words ? keep_words(words, n, own, path) : -1;
  free(words);
  for (int m = 0; m < 3; m++) {
    if (m > 0 && own[m])
      unlink(own[m]);
    free(own[m]);
  }
  return rc;
}

/* The kept command's words for driver argv (found, or asked for once under
 * the folder's lock), '\0' after each, *len bytes; NULL if none. */
static char *kept_command(const struct rg_compile_opts *o, char *const *argv, size_t *len)
{
  char *dir = link_dir(o, (const char *const *)argv);
  char *path = rg_strdupf("%s/link.args", dir);
  char *words = NULL;
  if (rg_mkdirs(dir) == 0) {
    int lock = rg_compile_lock(dir);
    if (rg_is_file(path) || ask_driver(o, argv, dir, path) == 0)
      words = rg_read_file(path, len);
    if (lock >= 0)
      close(lock);
  }
  free(dir);
  free(path);
  return words;
}

/* The kept command with b's files in place of the marks, run.  0 with *pr,
 * or -1: none kept, or not started. */
static int run_kept(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                    const struct build *b, struct rg_proc_result *pr)
{
  struct build marked = *b;
  marked.tmp_obj = OUT_MARK;
  marked.glue_obj = GLUE_MARK;
  marked.entry_obj = ENTRY_MARK;
  struct rg_compile_opts quiet = *o; /* the marks' command is never run */
  quiet.verbose = false;
  struct cmd c;
  driver_command(ex, &quiet, &marked, &c);
  size_t len = 0;
  char *words = kept_command(o, (char *const *)c.argv, &len);
  rg_compile_command_free(&c);
  if (!words)
    return -1;
  const char *argv[MAX_ARGS];
  int k = 0;
  for (size_t at = 0; at < len && k < MAX_ARGS - 1; at += strlen(words + at) + 1) {
    const char *w = words + at;
    argv[k++] = !strcmp(w, OUT_MARK)     ? b->tmp_obj
                : !strcmp(w, GLUE_MARK)  ? b->glue_obj
                : !strcmp(w, ENTRY_MARK) ? b->entry_obj
                                         : w;
  }
  argv[k] = NULL;
  if (o->verbose) {
    fprintf(stderr, RG_PROG ": linking:");
    for (int i = 0; argv[i]; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
  int started = rg_compile_run((char *const *)argv, b->log_path, o->timeout_s, pr);
  free(words);
  return started;
}

int rg_compile_link(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                    const struct build *b, struct rg_proc_result *pr)
{
  const char *off = getenv("REDUCE_GRADE_LINK_DRIVER");
  if (rg_build_backend_of(o)->link_direct && !(off && *off)) {
    struct stat st;
    off_t before = stat(b->log_path, &st) == 0 ? st.st_size : -1;
    if (run_kept(ex, o, b, pr) == 0 && pr->exited && pr->status == 0 && !pr->timed_out)
      return 0;
    /* the driver's link, its log as if the kept command had never run */
    unlink(b->tmp_obj);
    if (before < 0 || truncate(b->log_path, before) != 0)
      unlink(b->log_path);
  }
  struct cmd c;
  driver_command(ex, o, b, &c);
  int started = rg_compile_run((char *const *)c.argv, b->log_path, o->timeout_s, pr);
  rg_compile_command_free(&c);
  return started;
}
