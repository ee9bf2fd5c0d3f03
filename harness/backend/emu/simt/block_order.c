/* block_order.c — the shuffled order in which a concurrent run (sched.c)
 * takes a grid's blocks: r -> (a r + c) mod nb with a coprime to nb, a and
 * c seeded.  Not every permutation, but no memory for any grid.  Where the
 * performance model measures the run, block 0 comes last (last_zero).
 * The schedules' random stream (simt_rand) is here too, and a block's index
 * from its place in the grid (simt_block_index).
 */
#include "simt_int.h"

uint64_t simt_rand(uint64_t *s)
{
  /* splitmix64: small, seeded, the same everywhere */
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static uint64_t gcd(uint64_t x, uint64_t y)
{
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/* The inverse of a modulo m (a and m coprime, m >= 2): extended Euclid. */
static uint64_t inverse_mod(uint64_t a, uint64_t m)
{
  __int128 r0 = (__int128)m, r1 = (__int128)(a % m), t0 = 0, t1 = 1;
  while (r1 != 0) {
    __int128 q = r0 / r1, r = r0 - q * r1, t = t0 - q * t1;
    r0 = r1;
    r1 = r;
    t0 = t1;
    t1 = t;
  }
  return (uint64_t)(t0 < 0 ? t0 + (__int128)m : t0);
}

/* Block 0 last, the others in p's order: the forward schedule starts it
 * first, so a kernel that takes one path only where its blocks start in
 * index order (block 0 first, a ticket per launch, a flag the block before
 * set) takes the other one in a shuffled run the model measures. */
static void zero_last(struct simt_perm *p)
{
  /* a z + c = 0 (mod nb): z = -c / a */
  uint64_t minus_c = (p->nb - p->c % p->nb) % p->nb;
  p->zero_at = (uint64_t)(((unsigned __int128)minus_c * inverse_mod(p->a, p->nb)) % p->nb);
  p->zero_last = 1;
}

struct simt_perm simt_perm_make(uint64_t nb, uint64_t *rng, int last_zero)
{
  struct simt_perm p = {1, 0, nb, 0, 0};
  if (nb < 2)
    return p;
  do
    p.a = 1 + simt_rand(rng) % (nb - 1);
  while (gcd(p.a, nb) != 1);
  p.c = simt_rand(rng) % nb;
  if (last_zero)
    zero_last(&p);
  return p;
}

size_t simt_perm_at(const struct simt_perm *p, size_t i)
{
  if (p->zero_last) {
    if (i + 1 == p->nb)
      return 0;
    if (i >= p->zero_at)
      i++;
  }
  return (size_t)(((unsigned __int128)p->a * i + p->c) % p->nb);
}

/* Block r of the grid (in x, then y, then z) as its index. */
simt_u3 simt_block_index(const struct simt_launch_desc *d, size_t r)
{
  simt_u3 i;
  i.x = (unsigned)(r % d->grid.x);
  i.y = (unsigned)((r / d->grid.x) % d->grid.y);
  i.z = (unsigned)(r / ((size_t)d->grid.x * d->grid.y));
  return i;
}
