/* block_order.c — the shuffled order in which a concurrent run (sched.c)
 * takes a grid's blocks: r -> (a r + c) mod nb with a coprime to nb, a and
 * c seeded.  Not every permutation, but no memory for any grid.
 */
#include "simt_int.h"

static uint64_t gcd(uint64_t x, uint64_t y)
{
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

struct simt_perm simt_perm_make(uint64_t nb, uint64_t *rng)
{
  struct simt_perm p = {1, 0, nb};
  if (nb < 2)
    return p;
  do
    p.a = 1 + simt_rand(rng) % (nb - 1);
  while (gcd(p.a, nb) != 1);
  p.c = simt_rand(rng) % nb;
  return p;
}

size_t simt_perm_at(const struct simt_perm *p, size_t i)
{
  return (size_t)(((unsigned __int128)p->a * i + p->c) % p->nb);
}
