/* header_hint.c — the standard header a name the compiler did not know
 * comes from (printf: <cstdio>), read from the first error of either
 * compiler, so that the student is told what to include.  nvcc's
 * cuda_runtime.h gives a submission <cmath>, <cstdlib>, <cstring> and
 * <functional>, not <cstdio>, <cfloat> or <cstdint>, and the emulator's
 * shim gives the same (tests/kit/shim-names): a file that forgets one
 * fails on both backends, and the hint is the same on both. */
#include "compile_internal.h"

#include <stdio.h>
#include <string.h>

struct std_name { const char *name, *header; };
/* The names students reach for without their header (nvcc 13 refuses each
 * without it: tests/kit/shim-names/nvcc13.txt); a C name may be written
 * std::X as well, one of C++'s only so. */
static const struct std_name std_names[] = {
  { "printf", "cstdio" },       { "fprintf", "cstdio" },      { "puts", "cstdio" },
  { "stderr", "cstdio" },       { "stdout", "cstdio" },       { "snprintf", "cstdio" },
  { "FLT_MAX", "cfloat" },      { "FLT_MIN", "cfloat" },      { "FLT_EPSILON", "cfloat" },
  { "DBL_MAX", "cfloat" },      { "DBL_MIN", "cfloat" },      { "DBL_EPSILON", "cfloat" },
  { "uint8_t", "cstdint" },     { "uint16_t", "cstdint" },    { "uint32_t", "cstdint" },
  { "uint64_t", "cstdint" },    { "uintptr_t", "cstdint" },   { "intptr_t", "cstdint" },
  { "UINT32_MAX", "cstdint" },  { "UINT64_MAX", "cstdint" },  { "INT64_MAX", "cstdint" },
  { "INT32_MAX", "cstdint" },   { "SIZE_MAX", "cstdint" },    { "assert", "cassert" },
  { "errno", "cerrno" },        { "std::string", "string" },  { "std::cout", "iostream" },
  { "std::cerr", "iostream" },  { "std::accumulate", "numeric" }, { "std::iota", "numeric" },
  { "std::unique_ptr", "memory" }, { "std::shared_ptr", "memory" }, { "std::chrono", "chrono" },
  { "std::runtime_error", "stdexcept" }, { "std::atomic", "atomic" }, { "std::thread", "thread" },
};

/* Cooperative groups' names that <cooperative_groups.h> alone does not
 * declare (nvcc 13 and the emulator's shim alike): each needs its header. */
static const struct std_name cg_names[] = {
  { "reduce", "cooperative_groups/reduce.h" },
  { "reduce_update_async", "cooperative_groups/reduce.h" },
  { "reduce_store_async", "cooperative_groups/reduce.h" },
  { "plus", "cooperative_groups/reduce.h" },     { "less", "cooperative_groups/reduce.h" },
  { "greater", "cooperative_groups/reduce.h" },  { "bit_and", "cooperative_groups/reduce.h" },
  { "bit_or", "cooperative_groups/reduce.h" },   { "bit_xor", "cooperative_groups/reduce.h" },
  { "inclusive_scan", "cooperative_groups/scan.h" },
  { "exclusive_scan", "cooperative_groups/scan.h" },
  { "memcpy_async", "cooperative_groups/memcpy_async.h" },
  { "wait", "cooperative_groups/memcpy_async.h" },
  { "wait_prior", "cooperative_groups/memcpy_async.h" },
};

/* "cooperative_groups::X" and its header, where msg says the namespace has
 * no member X and X is one of cg_names; else NULL. */
static const char *cg_header(const char *n, size_t len, char *name, size_t cap)
{
  for (size_t i = 0; i < sizeof cg_names / sizeof cg_names[0]; i++)
    if (strlen(cg_names[i].name) == len && strncmp(n, cg_names[i].name, len) == 0) {
      snprintf(name, cap, "cooperative_groups::%.*s", (int)len, n);
      return cg_names[i].header;
    }
  return NULL;
}

/* The name in QUOTE...QUOTE right after the first of kinds found in msg. */
static bool quoted_name(const char *msg, const char *const *kinds, char quote, const char **name,
                        size_t *len)
{
  for (int k = 0; kinds[k]; k++) {
    const char *q = strstr(msg, kinds[k]);
    if (!q)
      continue;
    q += strlen(kinds[k]);
    const char *end = strchr(q, quote);
    if (!end)
      continue;
    *name = q;
    *len = (size_t)(end - q);
    return true;
  }
  return false;
}

const char *rg_header_for_name(const char *msg, char *name, size_t cap)
{
  /* clang: 'X' (std:: members: "no member named 'X' in namespace 'std'");
   * nvcc: "X" (identifier "X" is undefined, namespace "std" has no member "X"). */
  static const char *const clang_kinds[] = { "use of undeclared identifier '", "unknown type name '",
                                             "no member named '", "no template named '",
                                             "no type named '", NULL };
  static const char *const nvcc_kinds[] = { "identifier \"", "has no member \"", NULL };
  const char *n = NULL;
  size_t len = 0;
  bool std_member = strstr(msg, "namespace 'std'") || strstr(msg, "namespace \"std\"");
  bool cg_member = strstr(msg, "namespace 'cooperative_groups'") ||
                   strstr(msg, "namespace \"cooperative_groups\"");
  if (!quoted_name(msg, clang_kinds, '\'', &n, &len) &&
      !(strstr(msg, "is undefined") || std_member || cg_member
            ? quoted_name(msg, nvcc_kinds, '"', &n, &len) : false))
    return NULL;
  if (cg_member)
    return cg_header(n, len, name, cap);
  if (strncmp(n, "std::", 5) == 0) { /* nvcc names a std:: type this way */
    n += 5;
    len -= 5;
    std_member = true;
  }
  /* A member named like a C function (a struct's "string") is the student's. */
  if (strstr(msg, "no member named") && !std_member)
    return NULL;
  for (size_t i = 0; i < sizeof std_names / sizeof std_names[0]; i++) {
    const char *e = std_names[i].name;
    if (strncmp(e, "std::", 5) == 0) {
      if (!std_member)
        continue;
      e += 5;
    }
    if (strlen(e) == len && strncmp(n, e, len) == 0) {
      snprintf(name, cap, "%s%.*s", std_member ? "std::" : "", (int)len, n);
      return std_names[i].header;
    }
  }
  return NULL;
}
