/* compile_pch.c — the emulator's shim header, precompiled (see
 * compile_internal.h).  Every translation unit of an emulator build begins
 * with the shim (-include simt_cuda.h), and parsing it was most of a
 * submission's compile: 0.34 s of clang's 0.4 s, where the submission's
 * own text takes a few milliseconds.  So it is parsed once per cache and
 * compiler into a precompiled header, which the submission's and the
 * glue's objects load instead.  The header is the same text either way:
 * what a build makes of the submission does not change, only how fast.
 * Where clang cannot build or read one, the build goes on without it. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build_backend.h"
#include "proc.h"
#include "simt/simt.h"
#include "util.h"

/* The header's own flags, beside the build's.  -fpch-instantiate-templates:
 * the templates the shim uses are instantiated once, in the header, where
 * each translation unit that loaded it did them again at its end (28 ms of
 * clang's 50 on an empty file; the submission's IR is the same text). */
static const char *const pch_flags[] = { "-Xclang", "-fno-pch-timestamp",
                                         "-fpch-instantiate-templates", NULL };

/* The folder's name: the compiler (its path, size and time: a clang
 * upgraded in place writes headers the old one cannot read), the flags
 * (the header's own too), the header's tree. */
static char *pch_dir(const struct rg_compile_opts *o, const struct rg_build_backend *bb)
{
  uint64_t h = rg_hash_str(RG_HASH_SEED, o->compiler);
  h = rg_compile_hash_compiler(h, o->compiler);
  for (const char *const *f = bb->key_flags; f && *f; f++)
    h = rg_hash_str(h, *f);
  for (const char *const *f = pch_flags; *f; f++)
    h = rg_hash_str(h, *f);
  h = rg_compile_hash_tree(h, rg_strdupf("%s/%s", o->source_root, bb->key_tree));
  return rg_strdupf("%s/pch-%s-%016" PRIx64, o->cache_dir, bb->kind(o), h);
}

/* clang++ with the build's flags, the header compiled as a header: no
 * -include of itself, no -shared, and no time stamps, so that a checkout
 * that touches the header without changing it (its folder is in the key)
 * keeps the file usable. */
static int build_pch(const struct rg_compile_opts *o, const struct rg_build_backend *bb,
                     const char *dir, const char *tmp, const char *log)
{
  const char *argv[72];
  int k = 0;
  argv[k++] = o->compiler;
  char *include = rg_strdupf("%s/%s", o->source_root, bb->key_tree);
  /* The header, with the macro that leaves out each object's own part. */
  char *header = rg_strdupf("%s/prefix.h", dir);
  char *text = rg_strdupf("#define %s 1\n#include \"%s/%s\"\n", bb->prefix_macro, include,
                          bb->prefix_header);
  int written = rg_write_file_atomic(header, text, strlen(text));
  free(text);
  for (const char *const *f = bb->key_flags; *f && k < 60; f++) {
    if (strcmp(*f, "-shared") == 0)
      continue;
    if (strcmp(*f, "-include") == 0 && f[1]) {
      f++;
      continue;
    }
    if (strcmp(*f, "c++") == 0 && k > 0 && strcmp(argv[k - 1], "-x") == 0)
      argv[k++] = "c++-header";
    else
      argv[k++] = strcmp(*f, SIMT_INCLUDE_PLACEHOLDER) == 0 ? include : *f;
  }
  for (const char *const *f = pch_flags; *f; f++)
    argv[k++] = *f;
  argv[k++] = "-o";
  argv[k++] = tmp;
  argv[k++] = header;
  argv[k] = NULL;
  struct rg_proc_result pr = { 0 };
  int started = written == 0 ? rg_compile_run((char *const *)argv, log, o->timeout_s, &pr) : -1;
  free(include);
  free(header);
  return started == 0 && pr.exited && pr.status == 0 && !pr.timed_out ? 0 : -1;
}

char *rg_compile_pch(const struct rg_compile_opts *o)
{
  const struct rg_build_backend *bb = rg_build_backend_of(o);
  const char *off = getenv("REDUCE_GRADE_NO_PCH");
  if (!bb->prefix_header || !bb->prefix_macro || !bb->key_tree || (off && *off))
    return NULL;
  char *dir = pch_dir(o, bb);
  char *pch = rg_strdupf("%s/%s.pch", dir, bb->prefix_header);
  if (rg_mkdirs(dir) != 0) {
    free(pch);
    pch = NULL;
  } else {
    int lock = rg_compile_lock(dir);
    char *tmp = rg_strdupf("%s.tmp.%ld", pch, (long)getpid());
    char *log = rg_strdupf("%s/pch.log", dir);
    if (!rg_is_file(pch) && (build_pch(o, bb, dir, tmp, log) != 0 || rename(tmp, pch) != 0)) {
      unlink(tmp);
      free(pch);
      pch = NULL;
    }
    if (lock >= 0)
      close(lock);
    free(tmp);
    free(log);
  }
  free(dir);
  return pch;
}

bool rg_compile_pch_refused(const char *log_path)
{
  char *log = rg_read_file(log_path, NULL);
  bool refused = log && (strstr(log, "precompiled header") || strstr(log, "PCH file") ||
                         strstr(log, "AST file"));
  free(log);
  return refused;
}
