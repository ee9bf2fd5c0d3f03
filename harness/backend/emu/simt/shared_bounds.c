/* shared_bounds.c — where each static __shared__ array of the module is
 * (the table that ir_shared.c builds), so that shadow.c can tell an access
 * past one array from an access to the next: the bytes of the simt_shared
 * section that belong to no array (the pads between them) are marked in a
 * byte map, and an access that touches one is out of bounds, named by the
 * array it left.  A module built without the table (a test's fixture
 * compiled another way) has no map: the whole section is one array.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

/* One entry of the table, as ir_shared.c lays it out. */
struct shvar {
  const char *base;
  uint64_t size;
  const char *name;
};

static struct shvar *vars;
static size_t nvars;
unsigned char *simt_sh_gap; /* 1: a byte of the section in no array */
static size_t declared;     /* the arrays' bytes, pads left out */

static int by_base(const void *a, const void *b)
{
  const char *x = ((const struct shvar *)a)->base, *y = ((const struct shvar *)b)->base;
  return x < y ? -1 : x > y;
}

void simt_register_shared_table(const void *lo, const void *hi)
{
  free(vars);
  free(simt_sh_gap);
  vars = NULL;
  simt_sh_gap = NULL;
  nvars = 0;
  declared = 0;
  size_t n = lo && hi > lo ? (size_t)((const char *)hi - (const char *)lo) / sizeof *vars : 0;
  size_t span = (size_t)(simt_sh_hi - simt_sh_lo);
  if (!n || !simt_sh_lo || !span)
    return;
  vars = malloc(n * sizeof *vars);
  simt_sh_gap = malloc(span);
  if (!vars || !simt_sh_gap) {
    free(vars);
    free(simt_sh_gap);
    vars = NULL;
    simt_sh_gap = NULL;
    return;
  }
  memcpy(vars, lo, n * sizeof *vars);
  qsort(vars, n, sizeof *vars, by_base);
  nvars = n;
  memset(simt_sh_gap, 1, span);
  for (size_t i = 0; i < n; i++) {
    const char *b = vars[i].base;
    if (b < simt_sh_lo || b + vars[i].size > simt_sh_hi)
      continue; /* not in this section: never so, but no map past it */
    memset(simt_sh_gap + (b - simt_sh_lo), 0, vars[i].size);
    declared += vars[i].size;
  }
}

size_t simt_shared_declared(size_t section)
{
  return simt_sh_gap ? declared : section;
}

size_t simt_shared_array_size(const void *base)
{
  for (size_t i = 0; i < nvars; i++)
    if (vars[i].base == base)
      return vars[i].size;
  return 0;
}

size_t simt_shared_packed_offset(size_t off)
{
  if (!simt_sh_gap)
    return off;
  const char *a = simt_sh_lo + off;
  size_t packed = 0;
  for (size_t i = 0; i < nvars; i++) {
    if (vars[i].base + vars[i].size <= a)
      packed += vars[i].size;
    else if (vars[i].base <= a)
      return packed + (size_t)(a - vars[i].base);
  }
  return packed;
}

/* The array's name as the student wrote it: the identifier of a
 * function-local static (_ZZ...E13warp_results: warp_results, with a
 * discriminator _N or __N_ after it), of a namespace-scope one (_ZL4tile),
 * else the name as it is. */
static void plain_name(const char *name, char *buf, size_t cap)
{
  const char *p = name;
  size_t len = strlen(name);
  if (strncmp(name, "_ZL", 3) == 0)
    p = name + 3;
  else if (strncmp(name, "_ZZ", 3) == 0)
    for (size_t e = len; e-- > 3;)
      if (name[e] == 'E' && name[e + 1] >= '1' && name[e + 1] <= '9') {
        p = name + e + 1;
        break;
      }
  if (p != name) {
    char *end;
    unsigned long n = strtoul(p, &end, 10);
    if (n && n <= strlen(end)) {
      snprintf(buf, cap, "%.*s", (int)n, end);
      return;
    }
  }
  snprintf(buf, cap, "%s", name);
}

/* An access of n bytes at a, in the section, that touches a pad. */
void simt_shared_gap_oob(uintptr_t a, size_t n, int write, void *pc)
{
  const struct shvar *before = NULL, *after = NULL;
  for (size_t i = 0; i < nvars; i++) {
    if ((uintptr_t)vars[i].base <= a)
      before = &vars[i];
    else if (!after)
      after = &vars[i];
  }
  char name[128];
  const char *how = write ? "write" : "read";
  if (before && a >= (uintptr_t)before->base) {
    plain_name(before->name, name, sizeof name);
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes at byte %zu of the static shared array %s, past its %llu bytes",
              how, n, (size_t)(a - (uintptr_t)before->base), name,
              (unsigned long long)before->size);
  } else if (after) {
    plain_name(after->name, name, sizeof name);
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes %zu bytes before the static shared array %s (%llu bytes)", how, n,
              (size_t)((uintptr_t)after->base - a), name, (unsigned long long)after->size);
  } else {
    simt_diag("out-of-bounds", pc, "%s of %zu bytes outside every static shared array", how,
              n);
  }
  simt_abort(cudaErrorIllegalAddress);
}
