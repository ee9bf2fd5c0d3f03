/* batch_protection.c — under which protection a class is graded: the
 * strongest sandbox this machine allows (sandbox.h), a uid of its own per
 * grading when the kit is readable by one, what a grading may see, and
 * DIR/protection.txt saying so. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exitcode.h"
#include "rg_config.h"
#include "sandbox.h"
#include "uid_claim.h"
#include "uid_reap.h"
#include "util.h"
#include "work_fs.h"

/* Per-job uids come in blocks, one block per batch running on the machine:
 * RLIMIT_NPROC counts a uid's processes machine-wide, so two batches that
 * shared uids (shards of a --slurm array on one node, two sections) would
 * let one student's processes starve another's. */
#define UID_FIRST 200000u
#define UID_BLOCK 65536u
#define UID_BLOCKS 256u

static unsigned uid_base = UID_FIRST; /* block 0 until claim_uids runs */

/* The uid a job's sandbox runs as: its own, so per-uid limits stay per job
 * (past UID_BLOCK jobs they repeat; those ended long before, and were
 * reaped, rg_batch_reap_uid). */
unsigned rg_batch_job_uid(size_t k)
{
  return uid_base + (unsigned)(k % UID_BLOCK);
}

/* Claim a block of uids no other batch here holds (uid_claim.h), for as
 * long as the batch (and its sandboxes, which inherit the lock until they
 * exec) lives.  false: none free. */
static bool claim_uids(void)
{
  const struct rg_uid_range batch_uids = { .first = UID_FIRST, .size = UID_BLOCK,
                                           .blocks = UID_BLOCKS, .name = "reduce-grade-uids" };
  return rg_uid_claim(&batch_uids, &uid_base) >= 0; /* the descriptor stays open: the claim */
}

void rg_batch_reap_uid(const struct rg_sandbox *sb, unsigned uid)
{
  if (sb->drop_uid)
    rg_uid_reap(uid);
}

/* Can a uid of the sandbox's kind run the grader and read the kit? */
static bool other_uid_can_run(const char *exe)
{
  pid_t pid = fork();
  if (pid == 0) {
    const char *root = getenv("REDUCE_GRADE_ROOT");
    if (setgid(rg_batch_job_uid(0)) != 0 || setuid(rg_batch_job_uid(0)) != 0)
      _exit(1);
    char *glue = rg_strdupf("%s/harness/glue", root && *root ? root : RG_SOURCE_ROOT);
    _exit(access(exe, X_OK) == 0 && access(glue, R_OK | X_OK) == 0 ? 0 : 1);
  }
  int st = 0;
  return pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static const char *dup_path(const char *p)
{
  char *r = p ? realpath(p, NULL) : NULL;
  return r; /* leaked deliberately: lives as long as the batch */
}

/* The kit's folders a grading needs, the grader's sources and the
 * exercises' headers; every other folder of the kit is concealed. */
static const char *const public_dirs[] = { "harness", "exercises", ".deps" };

/* The repository a worktree's .git file names ("gitdir: X"): X, and the
 * common folder that holds every object (X/commondir), both concealed. */
static void conceal_gitdir(struct batch_opts *o, const char *root, size_t *c)
{
  char *dotgit = rg_strdupf("%s/.git", root), line[4096];
  FILE *f = rg_batch_is_dir(dotgit) ? NULL : fopen(dotgit, "r");
  free(dotgit);
  if (!f)
    return;
  bool got = fgets(line, sizeof line, f) && strncmp(line, "gitdir: ", 8) == 0;
  fclose(f);
  if (!got)
    return;
  line[strcspn(line, "\n")] = '\0';
  char *named = line[8] == '/' ? rg_strdupf("%s", line + 8) : rg_strdupf("%s/%s", root, line + 8);
  const char *x = dup_path(named);
  free(named);
  if (!x || *c >= 36)
    return;
  o->conceal[(*c)++] = x;
  char *common = rg_strdupf("%s/commondir", x), rel[4096];
  f = fopen(common, "r");
  free(common);
  if (f && fgets(rel, sizeof rel, f)) {
    rel[strcspn(rel, "\n")] = '\0';
    char *joined = rel[0] == '/' ? rg_strdupf("%s", rel) : rg_strdupf("%s/%s", x, rel);
    const char *d = dup_path(joined);
    free(joined);
    if (d)
      o->conceal[(*c)++] = d;
  }
  if (f)
    fclose(f);
}

/* Every folder of a kit root but the public ones: solutions, tests, build
 * folders of any name, .git (and a worktree's repository), tools... */
static void conceal_private(struct batch_opts *o, const char *root, size_t *c)
{
  DIR *d = opendir(root);
  for (struct dirent *e; d && (e = readdir(d)) && *c < 36;) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
      continue;
    bool pub = false;
    for (size_t p = 0; p < sizeof public_dirs / sizeof public_dirs[0]; p++)
      pub |= strcmp(e->d_name, public_dirs[p]) == 0;
    char *path = rg_strdupf("%s/%s", root, e->d_name);
    struct stat st;
    if (!pub && lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
      o->conceal[(*c)++] = path; /* leaked deliberately: lives as long as the batch */
    else
      free(path);
  }
  if (d)
    closedir(d);
  conceal_gitdir(o, root, c);
}

/* What a grading must not see (the class folders, --out, the other work
 * folders: sandbox.c hides them) and what it needs (the kit, the
 * compilers: kept visible, and under Landlock the only readable folders
 * beside the system's). */
static int set_visibility(struct batch_opts *o, const char *exe)
{
  size_t h = 0, k = 0;
  o->hide[h++] = o->out;
  for (size_t i = 0; i < o->nargs && h < 30; i++) { /* 4 more below */
    const char *p = dup_path(o->args[i]);
    if (p && !rg_batch_is_dir(p)) { /* a file: its folder holds the class */
      char *d = rg_strdupf("%s", p);
      char *slash = strrchr(d, '/');
      if (slash && slash != d)
        *slash = '\0';
      p = d;
    }
    if (p)
      o->hide[h++] = p;
  }
  o->hide[h] = NULL;
  /* The kit's public parts only (sandbox.c shows keep again after conceal). */
  const char *roots[] = { RG_SOURCE_ROOT, getenv("REDUCE_GRADE_ROOT") };
  size_t c = 0;
  for (size_t r = 0; r < 2; r++) {
    if (!roots[r] || !*roots[r] || (r > 0 && strcmp(roots[r], roots[0]) == 0))
      continue;
    for (size_t p = 0; p < sizeof public_dirs / sizeof public_dirs[0]; p++)
      o->keep[k++] = rg_strdupf("%s/%s", roots[r], public_dirs[p]);
    conceal_private(o, roots[r], &c);
  }
  /* The build folder wherever it lies (meson's mutants are near-solutions,
   * rg-cache holds objects of solutions): all of it; the grader's program
   * is in keep, the cache is bound over by the grading's own. */
  if (c < 38)
    o->conceal[c++] = RG_BUILD_ROOT;
  o->conceal[c] = NULL;
  o->keep[k++] = exe;
  if (getenv("CUDA_HOME") && *getenv("CUDA_HOME"))
    o->keep[k++] = getenv("CUDA_HOME");
  /* The compilers and their libraries, wherever they lie (batch_tools.c). */
  o->keep_tools = k;
  int rc = rg_batch_show_tools(o, &k);
  o->keep[k] = NULL;
  return rc;
}

/* DIR/protection.txt: the level, and what it means here. */
static void write_protection(const struct batch_opts *o, const struct rg_sandbox *sb)
{
  if (rg_mkdirs(o->out) != 0)
    return;
  char *tools = rg_strdupf("%s", "");
  for (size_t i = o->keep_tools; o->keep[i]; i++) {
    char *more = rg_strdupf("%s%s%s", tools, *tools ? ", " : "", o->keep[i]);
    free(tools);
    tools = more;
  }
  char *text = rg_strdupf("%s\n%s\nthe tools' folders, shown read-only: %s\n", o->level,
                          sb->what, *tools ? tools : "none outside the system's");
  free(tools);
  char *path = rg_strdupf("%s/protection.txt", o->out);
  if (rg_write_file_atomic(path, text, strlen(text)) != 0)
    rg_warn("batch: %s: %s", path, strerror(errno));
  free(path);
  free(text);
}

/* Where the batch may mount (root, namespaces), each work folder becomes a
 * tmpfs of the disk limit's size in a mount namespace of the batch's own
 * (work_fs.h): the kernel keeps the limit.  Elsewhere the quota walks the
 * folder; protection.txt and every result say which (disk_limit). */
static void disk_limit_by(struct batch_opts *o, struct rg_sandbox *sb)
{
  o->disk_fs = sb->kind == RG_SANDBOX_NAMESPACES && o->disk_limit > 0 && rg_work_fs_private();
  /* A tmpfs is memory (work_fs.c): said when the gradings at once could
   * fill half of what is free. */
  unsigned long long avail = (unsigned long long)sysconf(_SC_AVPHYS_PAGES) *
                             (unsigned long long)sysconf(_SC_PAGESIZE);
  if (o->disk_fs && o->disk_limit * (unsigned long long)o->jobs > avail / 2)
    rg_warn("batch: each work folder is a tmpfs of --disk-limit (%llu MiB), memory: %d at once "
            "may take %llu MiB of the %llu MiB free",
            (unsigned long long)(o->disk_limit >> 20), o->jobs,
            (unsigned long long)((o->disk_limit * (unsigned long long)o->jobs) >> 20), avail >> 20);
  size_t l = strlen(sb->what);
  snprintf(sb->what + l, sizeof sb->what - l, "%s",
           o->disk_fs ? "; the disk limit kept by the kernel (each work folder a tmpfs of "
                        "its size, files unlinked but open counted)"
                      : "; the disk limit only checked by walking each work folder (files "
                        "unlinked but open not seen)");
}

int rg_batch_protect(struct batch_opts *o, const char *exe, struct rg_sandbox *sb)
{
  rg_sandbox_detect(sb);
  if (sb->drop_uid && !claim_uids()) {
    /* Every block held: the uids of another batch would be shared. */
    sb->drop_uid = false;
    snprintf(sb->what + strlen(sb->what), sizeof sb->what - strlen(sb->what),
             " (but as root: every block of per-job uids is held by another batch)");
  }
  if (sb->drop_uid && !other_uid_can_run(exe)) {
    /* Root's files the sandbox shows (/etc/shadow) would be every
     * grading's to read: not without the instructor's word. */
    if (!o->unprotected) {
      rg_warn("batch: the grader or its kit is not readable by other users, so every grading "
              "would run as root and could read root's files (/etc/shadow).  Refusing to grade "
              "the class; chmod -R a+rX the kit (and the grader's folder) for a uid of its own, "
              "or --unprotected grades it as root anyway");
      return RG_EXIT_NOT_ATTEMPTED;
    }
    sb->drop_uid = false;
    snprintf(sb->what + strlen(sb->what), sizeof sb->what - strlen(sb->what),
             " (but as root: the kit is not readable by other users, so a submission may "
             "read root's files that the sandbox shows (/etc/shadow) and only the time limit "
             "bounds a fork bomb; chmod -R a+rX the kit for a uid of its own)");
  }
  o->level = rg_sandbox_level(sb);
  if (sb->kind == RG_SANDBOX_NONE && !o->unprotected) {
    /* A submission could then rewrite a classmate's work before it is
     * graded, or the results: not without the instructor's word. */
    rg_warn("batch: no sandbox can engage here: %s.  Refusing to grade the class "
            "unprotected; --unprotected grades it anyway (protection none in every result)",
            sb->what);
    return RG_EXIT_NOT_ATTEMPTED;
  }
  disk_limit_by(o, sb);
  if (set_visibility(o, exe) != 0)
    return RG_EXIT_NOT_ATTEMPTED;
  o->cgroup = rg_batch_cgroup_init(sb, o->jobs);
  rg_batch_share_cores(o->jobs);
  write_protection(o, sb);
  return RG_EXIT_PASSED;
}
