/* front_end.c — a submission's compile past its limits, refused (see
 * front_end.h). */
#define _POSIX_C_SOURCE 200809L
#include "front_end.h"

#include <stdlib.h>
#include <string.h>

#include "build_backend.h"
#include "util.h"

double rg_front_cpu_s(const struct rg_compile_opts *o)
{
  double cap = rg_build_backend_of(o)->front_cpu_s;
  const char *env = getenv("REDUCE_GRADE_FRONT_CPU_S");
  char *end = NULL;
  double v = env && *env ? strtod(env, &end) : 0;
  return end && *end == '\0' && v > 0 && v < cap ? v : cap;
}

unsigned long long rg_front_mem_bytes(const struct rg_compile_opts *o)
{
  return rg_build_backend_of(o)->front_mem_bytes;
}

void rg_front_end_refusal(const struct rg_compile_opts *o, const char *submission,
                          const char *log_path, int cpu)
{
  char *what = cpu ? rg_strdupf("%g s of CPU", rg_front_cpu_s(o))
                   : rg_strdupf("%llu MiB of memory", rg_front_mem_bytes(o) >> 20);
  char *msg = rg_strdupf("%s:1: error: compile-stall: the compiler needed more than %s for "
                         "this file, at least 4 times what an exercise's solution needs: a "
                         "template or constexpr computation this size is not part of a "
                         "reduction\n", submission, what);
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  free(what);
}
