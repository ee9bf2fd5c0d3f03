/* compile_cache.c — where a build is kept: a folder of the compile cache
 * named for everything that makes its object what it is, so that a
 * grading finds a build (or a compile error) made before and compiles
 * nothing; the glue's folder, named for everything but the submission,
 * which the builds of every submission share; and the lock that lets one
 * grader build either while others wait (see compile_internal.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>

#include "build_backend.h"
#include "simt/simt.h"
#include "util.h"

/* Every file under dir (the emulator's shim: simt_cuda.h includes
 * simt_cg.h and simt_rt.h, a submission may include cooperative_groups/
 * reduce.h), names and contents, in name order; takes dir. */
uint64_t rg_compile_hash_compiler(uint64_t h, const char *compiler)
{
  char *real = realpath(compiler, NULL);
  struct stat st;
  if (real && stat(real, &st) == 0) {
    h = rg_hash(h, &st.st_size, sizeof st.st_size);
    h = rg_hash(h, &st.st_mtime, sizeof st.st_mtime);
  }
  free(real);
  return h;
}

uint64_t rg_compile_hash_tree(uint64_t h, char *dir)
{
  struct dirent **names = NULL;
  int n = scandir(dir, &names, NULL, alphasort);
  for (int i = 0; i < n; i++) {
    const char *name = names[i]->d_name;
    if (name[0] != '.') {
      char *path = rg_strdupf("%s/%s", dir, name);
      h = rg_hash_str(h, name);
      if (rg_is_file(path))
        h = rg_hash_file(h, path);
      else
        h = rg_compile_hash_tree(h, path);
    }
    free(names[i]);
  }
  free(names);
  free(dir);
  return h;
}

/* What a compile refuses before it builds or links (forbidden includes,
 * code the emulator would not see, names only the glue may define): part
 * of every cache key, so that a build cached under older rules is never
 * taken for one that passed today's. */
#define RG_COMPILE_RULES "includes-2 instrumented-1 symbols-11 devvars-6 host-calls-7 shared-init-2 shared-size-1 constant-size-1 backend-test-7 reads-clock-1 prints-1 own-sections-1 stray-bytes-1 unicode-space-1 kernel-params-1"

/* h folded with what every object of a build depends on besides its own
 * sources: the options, the glue, the backend's flags and headers (the
 * emulator's shim). */
static uint64_t options_key(uint64_t h, const struct rg_exercise *ex,
                            const struct rg_compile_opts *o)
{
  h = rg_hash_str(h, o->compiler);
  h = rg_hash_str(h, o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST);
  h = rg_hash(h, &o->backend, sizeof o->backend);
  h = rg_hash_str(h, o->nccl_include ? o->nccl_include : "");
  h = rg_hash_str(h, o->nccl_libdir ? o->nccl_libdir : "");
  h = rg_hash_str(h, o->nccl_lib ? o->nccl_lib : "");
  h = rg_hash(h, &o->keep_branches, sizeof o->keep_branches);
  h = rg_hash_str(h, rg_compile_wraps(ex, o));
  for (size_t i = 0; i < rg_nglue; i++)
    h = rg_hash_file(h, rg_strdupf("%s/harness/glue/%s", o->source_root, rg_glue_files[i]));
  const struct rg_build_backend *bb = rg_build_backend_of(o);
  for (const char *const *f = bb->key_flags; f && *f; f++)
    h = rg_hash_str(h, *f);
  if (bb->entry_via_ir) {
    /* the object made from the IR (compile.c), its alignments rewritten and
     * its device variables gathered: the rewriters' own sources name the
     * object too, so that a change to them never grades with an object
     * they made before (a rules string bumped by hand was forgotten once) */
    h = rg_hash_str(h, "ir-align-1");
    /* device code's FMA instructions where this CPU has them (ir_fma.c):
     * an object made on a CPU with FMA faults on one without */
    h = rg_hash_str(h, simt_host_fma() ? "fma-1" : "no-fma");
    for (const char *const *f = simt_ir_flags; *f; f++)
      h = rg_hash_str(h, *f);
    static const char *const rewriters[] = {
      "ir_align.c",    "ir_devvars.c", "ir_shared.c",   "ir_memcalls.c", "ir_indirect.c",
      "ir_prints.c",   "ir_rename.c",  "ir_rename.h",   "ir_devheap.c",  "ir_marks.h",
      "ir_sections.c", "ir_dyninit.c", "rewrite.c",     "rewrite_names.c", "ir_kernels.c",
      "rewrite_attrs.c", "rewrite_attrs.h", "rewrite_lex.c",  "rewrite_lex.h",
      "ir_autofill.c",   "ir_vtables.c", "ir_implied_marks.c", "ir_ptx_ints.c",
      "ir_nan_convert.c", "ir_rewrite.c", "ir_fma.c", "ir_nan_arith.c", "ir_params.c",
      "ir_runtime_stubs.c", "ir_host_entry.c"
    };
    for (size_t i = 0; i < sizeof rewriters / sizeof rewriters[0]; i++)
      h = rg_hash_file(h, rg_strdupf("%s/harness/backend/emu/simt/%s", o->source_root,
                                     rewriters[i]));
  }
  /* The build stage's sources, every one: a submission a changed rule
   * refuses (or no longer refuses) is never answered from a cached
   * compile.  A list of the refusals' files was kept here, and three new
   * ones (device calls, the standard library's names, sizes) were not on it. */
  h = rg_compile_hash_tree(h, rg_strdupf("%s/harness/build", o->source_root));
  if (bb->key_tree)
    h = rg_compile_hash_tree(h, rg_strdupf("%s/%s", o->source_root, bb->key_tree));
  return h;
}

static const char *kind(const struct rg_compile_opts *o)
{
  return rg_build_backend_of(o)->kind(o);
}

char *rg_compile_object_dir(const struct rg_exercise *ex, const char *sub_text,
                            size_t sub_len, const char *sources,
                            const struct rg_compile_opts *o)
{
  uint64_t h = RG_HASH_SEED;
  h = rg_hash(h, sub_text, sub_len);
  h = rg_hash_str(h, sources);
  h = rg_hash_str(h, RG_COMPILE_RULES);
  h = options_key(h, ex, o);
  return rg_strdupf("%s/%02d-%s-%016" PRIx64, o->cache_dir, ex->number, kind(o), h);
}

char *rg_compile_glue_dir(const struct rg_exercise *ex, const char *dispatch,
                          const struct rg_compile_opts *o)
{
  uint64_t h = rg_hash_str(RG_HASH_SEED, dispatch);
  h = options_key(h, ex, o);
  /* Named by its content alone: exercises whose parts are alike (01-06:
   * one float sum each) share the build. */
  return rg_strdupf("%s/glue-%s-%016" PRIx64, o->cache_dir, kind(o), h);
}

/* Graders compiling the same text at once (meson test runs tests in
 * parallel) would share the folder's files: the output one of them had not
 * finished could be moved into place, and a grader whose output had been
 * moved recorded the text as failing.  One compiles; the others wait for it
 * and find its result.  Returns the lock's descriptor (close to release). */
int rg_compile_lock(const char *dir)
{
  char *lock_path = rg_strdupf("%s/.lock", dir);
  int lock = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  free(lock_path);
  while (lock >= 0 && flock(lock, LOCK_EX) != 0 && errno == EINTR)
    ;
  return lock;
}
