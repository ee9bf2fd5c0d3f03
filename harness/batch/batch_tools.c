/* batch_tools.c — the folders of the tools a grading runs, shown to it
 * read-only wherever they are installed (see batch_internal.h).
 *
 * A compiler outside /usr (LLVM unpacked under /tmp or /opt, a conda env,
 * a home folder) lies where the sandbox hides everything (/tmp, /home) or,
 * under Landlock, where nothing may be read: every compile of the class
 * would fail.  Each tool's folders are found the way it finds them itself:
 * every link from the name the grader runs to the real program, the
 * libraries the loader finds for it (LD_LIBRARY_PATH included), and what
 * the compiler says it reads (its resource folder, its header and library
 * search folders, its linker); for nvcc the toolkit it belongs to.  Only
 * those folders: a folder that is a home folder, the root, or holds (or
 * lies in) what a grading must not see is refused, and the batch stops
 * with one line saying which tool and why. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "proc.h"
#include "toolchain.h"
#include "util.h"

/* Always readable in the sandbox (namespaces hide none of them; Landlock
 * allows them, sandbox.c): nothing to add for a folder beneath one. */
static const char *const system_dirs[] = { "/usr", "/lib", "/lib32", "/lib64", "/libx32",
                                           "/bin", "/sbin", "/etc" };

struct tools {
  struct batch_opts *o;
  size_t *k;
  const char *tool;   /* the program whose folders these are, for the line */
  char why[512];      /* set: a folder cannot be shown (the batch stops) */
};

static bool beneath(const char *path, const char *dir)
{
  size_t n = strlen(dir);
  while (n > 1 && dir[n - 1] == '/')
    n--;
  return strncmp(path, dir, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

/* A home folder itself: $HOME, /root, /home/NAME. */
static bool home_folder(const char *p)
{
  const char *home = getenv("HOME");
  if ((home && *home && strcmp(p, home) == 0) || strcmp(p, "/root") == 0 ||
      strcmp(p, "/home") == 0)
    return true;
  return strncmp(p, "/home/", 6) == 0 && p[6] && !strchr(p + 6, '/');
}

/* Why path may not be shown, or NULL: the root, a home folder wholesale,
 * or a folder that holds or lies in one a grading must not see. */
static const char *refused(const struct batch_opts *o, const char *path)
{
  if (strcmp(path, "/") == 0)
    return "the root folder";
  if (home_folder(path))
    return "a home folder as a whole";
  const char *const *lists[] = { o->hide, o->conceal };
  for (size_t l = 0; l < 2; l++)
    for (size_t i = 0; lists[l][i]; i++)
      if (beneath(path, lists[l][i]) || beneath(lists[l][i], path))
        return l == 0 ? "it holds or lies in the class, --out or a work folder"
                      : "it holds or lies in a private folder of the kit";
  return NULL;
}

/* A name with a "." or ".." in it: another name of its real self. */
static bool dotted(const char *p)
{
  size_t n = strlen(p);
  return strstr(p, "/./") || strstr(p, "/../") || (n >= 2 && !strcmp(p + n - 2, "/.")) ||
         (n >= 3 && !strcmp(p + n - 3, "/.."));
}

/* Show dir (as named, and its real self) to the gradings.  A folder that
 * may not be shown stops the batch (t->why), or with optional (a search
 * list's entry, which the tools may never read) is left out. */
static void show_as(struct tools *t, const char *dir, bool optional)
{
  if (t->why[0] || !dir || dir[0] != '/')
    return;
  char *real = realpath(dir, NULL);
  if (!real)
    return; /* nothing there: nothing to read */
  const char *both[] = { dotted(dir) ? real : dir, real };
  for (size_t i = 0; i < 2 && !t->why[0]; i++) {
    const char *p = both[i];
    bool have = false;
    for (size_t s = 0; s < sizeof system_dirs / sizeof system_dirs[0]; s++)
      have |= beneath(p, system_dirs[s]);
    for (size_t s = 0; s < *t->k && !have; s++)
      have = beneath(p, t->o->keep[s]);
    if (have)
      continue;
    const char *no = refused(t->o, p);
    if (no && optional)
      break;
    if (no)
      snprintf(t->why, sizeof t->why, "%s needs %s: %s", t->tool, p, no);
    else if (*t->k + 1 >= sizeof t->o->keep / sizeof t->o->keep[0])
      snprintf(t->why, sizeof t->why, "%s needs more folders than the sandbox can show "
               "(%s the last)", t->tool, p);
    else
      t->o->keep[(*t->k)++] = rg_strdupf("%s", p); /* lives as long as the batch */
  }
  free(real);
}

static void show(struct tools *t, const char *dir)
{
  show_as(t, dir, false);
}

/* The folder of a file. */
static void show_folder_of(struct tools *t, const char *file)
{
  char *d = rg_strdupf("%s", file);
  char *slash = strrchr(d, '/');
  if (slash) {
    *slash = '\0';
    show(t, slash == d ? "/" : d);
  }
  free(d);
}

/* A program as it is reached: the folder of each link from its name to
 * the file itself, and that file's. */
static void show_program(struct tools *t, const char *path)
{
  char *p = rg_strdupf("%s", path);
  for (int hops = 0; p && hops < 40; hops++) {
    show_folder_of(t, p);
    char target[PATH_MAX];
    ssize_t n = readlink(p, target, sizeof target - 1);
    if (n <= 0)
      break;
    target[n] = '\0';
    char *next = NULL;
    if (target[0] == '/') {
      next = rg_strdupf("%s", target);
    } else {
      char *slash = strrchr(p, '/');
      next = rg_strdupf("%.*s/%s", slash ? (int)(slash - p) : 1, slash ? p : ".", target);
    }
    free(p);
    p = next;
  }
  free(p);
  char *real = realpath(path, NULL);
  if (real)
    show_folder_of(t, real);
  free(real);
}

/* What argv prints (stdout and stderr), in a temporary file read back;
 * trace: as the loader lists the libraries it finds (the program is not
 * run).  Without LD_PRELOAD, which no grading gets (rg_sandbox_env).
 * NULL if it could not run; *ok: it ran and exited 0. */
static char *output_of(char *const argv[], bool trace, bool *ok)
{
  *ok = false;
  const char *tmp = getenv("TMPDIR");
  char *log = rg_strdupf("%s/rg-tools-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  int fd = mkstemp(log);
  if (fd < 0) {
    free(log);
    return NULL;
  }
  close(fd);
  if (trace)
    setenv("LD_TRACE_LOADED_OBJECTS", "1", 1);
  char *preload = getenv("LD_PRELOAD") ? rg_strdupf("%s", getenv("LD_PRELOAD")) : NULL;
  unsetenv("LD_PRELOAD");
  struct rg_proc_result r;
  int rc = rg_proc_run(argv, log, 30, &r);
  if (preload)
    setenv("LD_PRELOAD", preload, 1);
  free(preload);
  if (trace)
    unsetenv("LD_TRACE_LOADED_OBJECTS");
  size_t len = 0;
  char *text = rc == 0 ? rg_read_file(log, &len) : NULL;
  *ok = rc == 0 && r.exited && r.status == 0;
  unlink(log);
  free(log);
  return text;
}

/* A path a tool named: a folder shown, a file shown as a program. */
static void show_path(struct tools *t, const char *p)
{
  struct stat st;
  if (p[0] != '/' || stat(p, &st) != 0)
    return;
  if (S_ISDIR(st.st_mode))
    show(t, p);
  else if (S_ISREG(st.st_mode))
    show_program(t, p);
}

/* Each line of text, its ends trimmed, to fn; stops when fn returns false. */
static void each_line(struct tools *t, const char *text,
                      bool (*fn)(struct tools *t, char *line, void *ctx), void *ctx)
{
  for (const char *s = text; s && *s;) {
    size_t n = strcspn(s, "\n");
    char *line = rg_strdupf("%.*s", (int)n, s);
    char *a = line + strspn(line, " \t");
    for (size_t m = strlen(a); m > 0 && strchr(" \t\r", a[m - 1]); m--)
      a[m - 1] = '\0';
    bool more = fn(t, a, ctx);
    free(line);
    if (!more)
      break;
    s += n + (s[n] == '\n');
  }
}

/* The loader's list of libraries: "name => /path (0x...)", "/path (0x...)". */
static bool traced_library(struct tools *t, char *line, void *ctx)
{
  (void)ctx;
  char *arrow = strstr(line, "=> ");
  char *p = arrow ? arrow + 3 : line;
  p[strcspn(p, " (")] = '\0';
  show_path(t, p);
  return true;
}

/* A line that is one path (-print-resource-dir, -print-prog-name). */
static bool one_path(struct tools *t, char *line, void *ctx)
{
  (void)ctx;
  show_path(t, line);
  return false;
}

/* -print-search-dirs: "programs: =A:B", "libraries: =A:B". */
static bool search_dirs(struct tools *t, char *line, void *ctx)
{
  (void)ctx;
  char *eq = strchr(line, '=');
  if (!eq || (strncmp(line, "programs:", 9) != 0 && strncmp(line, "libraries:", 10) != 0))
    return true;
  char *save = NULL;
  for (char *d = strtok_r(eq + 1, ":", &save); d; d = strtok_r(NULL, ":", &save))
    show_path(t, d);
  return true;
}

/* -E -v: the folders between "search starts here:" and "End of search list.". */
static bool include_dirs(struct tools *t, char *line, void *ctx)
{
  bool *in = ctx;
  if (strstr(line, "search starts here:")) {
    *in = true;
  } else if (strncmp(line, "End of search list.", 19) == 0) {
    *in = false;
  } else if (*in) {
    line[strcspn(line, " ")] = '\0'; /* " (framework directory)" */
    show_path(t, line);
  }
  return true;
}

/* clang++: itself, its libraries, and the folders it says it reads. */
static void show_clang(struct tools *t, char *cxx)
{
  show_program(t, cxx);
  char *real = realpath(cxx, NULL);
  char *version[] = { real ? real : cxx, "--version", NULL };
  bool ok;
  char *libs = output_of(version, true, &ok);
  each_line(t, libs, traced_library, NULL);
  free(libs);
  free(real);
  char *rsrc[] = { cxx, "-print-resource-dir", NULL };
  char *ld[] = { cxx, "-print-prog-name=ld", NULL };
  char *dirs[] = { cxx, "-print-search-dirs", NULL };
  char *inc[] = { cxx, "-E", "-v", "-x", "c++", "/dev/null", "-o", "/dev/null", NULL };
  char *const *asks[] = { rsrc, ld, dirs, inc };
  bool (*const parse[])(struct tools *, char *, void *) = { one_path, one_path, search_dirs,
                                                            include_dirs };
  for (size_t i = 0; i < 4; i++) {
    char *text = output_of(asks[i], false, &ok);
    const char *said = text ? text : "could not be started";
    size_t first = strcspn(said, "\n"); /* its first line: the batch says one */
    if (!ok && !t->why[0]) /* it would fail every grading's compile alike */
      snprintf(t->why, sizeof t->why, "%s does not run here (%s: %.*s)", cxx, asks[i][1],
               (int)(first < 200 ? first : 200), said);
    bool in = false;
    each_line(t, text, parse[i], &in);
    free(text);
  }
}

/* nvcc: itself and its toolkit (the folder above its bin/). */
static void show_nvcc(struct tools *t, char *nvcc)
{
  show_program(t, nvcc);
  char *real = realpath(nvcc, NULL);
  char *slash = real ? strrchr(real, '/') : NULL;
  if (slash) {
    *slash = '\0';
    slash = strrchr(real, '/');
    if (slash && slash != real && strcmp(slash, "/bin") == 0) {
      *slash = '\0';
      show(t, real);
    }
  }
  free(real);
}

int rg_batch_show_tools(struct batch_opts *o, size_t *k)
{
  struct tools t = { .o = o, .k = k, .why = "" };
  /* The search lists' folders (what PATH finds, what the loader finds). */
  const char *lists[] = { "PATH", "LD_LIBRARY_PATH" };
  for (size_t l = 0; l < 2; l++) {
    char *copy = rg_strdupf("%s", getenv(lists[l]) ? getenv(lists[l]) : "");
    char *save = NULL;
    for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save))
      show_as(&t, d, true);
    free(copy);
  }
  char *cxx = rg_find_clangxx();
  if (cxx) {
    t.tool = cxx;
    show_clang(&t, cxx);
  }
  char *nvcc = strcmp(o->backend, "emu") != 0 ? rg_find_nvcc() : NULL;
  if (nvcc && !t.why[0]) {
    t.tool = nvcc;
    show_nvcc(&t, nvcc);
  }
  if (t.why[0])
    rg_warn("batch: the gradings cannot be shown their compiler: %s", t.why);
  free(nvcc);
  free(cxx);
  return t.why[0] ? -1 : 0;
}
