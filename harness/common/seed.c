/* seed.c — a grading's seed, out of the graded code's reach (seed.h). */
#define _GNU_SOURCE
#include "seed.h"

#include <stdbool.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PUBLIC_SEED 1 /* cases.h's RG_PUBLIC_SEED */

struct secret {
  uint64_t seed;
  bool kept;
};

static struct secret *page;

/* The secret page: its own mapping, so that forgetting it is one memset,
 * and never in a core dump.  Not MADV_WIPEONFORK: the grading's worker
 * processes are forks that need the seed; the graded child forgets it
 * itself (rg_seed_forget), before the submission is loaded. */
static struct secret *secret_page(void)
{
  if (page)
    return page;
  void *p = mmap(NULL, (size_t)sysconf(_SC_PAGESIZE), PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
#ifdef MADV_DONTDUMP
  madvise(p, (size_t)sysconf(_SC_PAGESIZE), MADV_DONTDUMP);
#endif
  page = p;
  return page;
}

void rg_seed_keep(uint64_t seed)
{
  struct secret *s = secret_page();
  if (s)
    *s = (struct secret){ .seed = seed, .kept = true };
}

/* SplitMix64's finaliser: a bijection of 64-bit words. */
static uint64_t mix(uint64_t z)
{
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

uint64_t rg_seed_schedules(uint64_t seed)
{
  if (seed == PUBLIC_SEED)
    return seed;
  /* Two bijections of the seed added: no inverse is known short of trying
   * seeds, and each try tells nothing of the next. */
  return mix(seed ^ 0x5851f42d4c957f2dull) + mix(mix(seed) ^ 0x14057b7ef767814full);
}

uint64_t rg_seed_inputs(uint64_t schedules)
{
  const struct secret *s = page;
  if (s && s->kept && rg_seed_schedules(s->seed) == schedules)
    return s->seed;
  return schedules;
}

void rg_seed_forget(void)
{
  if (page)
    explicit_bzero(page, sizeof *page);
}

void rg_seed_scrub_argv(int argc, char **argv)
{
  for (int i = 1; i < argc; i++) {
    char *v = NULL;
    if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
      v = argv[++i];
    else if (strncmp(argv[i], "--seed=", 7) == 0)
      v = argv[i] + 7;
    if (v)
      memset(v, '0', strlen(v));
  }
}
