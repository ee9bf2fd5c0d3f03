/* datagen.c — deterministic input data for grading cases (see datagen.h). */
#include "datagen.h"

#include <math.h>

uint64_t rg_rand_next(uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

const char *rg_kind_name(enum rg_kind k)
{
  switch (k) {
  case RG_DATA_INT: return "int";
  case RG_DATA_ONES: return "ones";
  case RG_DATA_NEGATIVE: return "negative";
  case RG_DATA_REAL: return "real";
  case RG_DATA_OFFSET: return "offset";
  case RG_DATA_TIES: return "ties";
  case RG_DATA_NANS: return "nans";
  case RG_DATA_LARGE: return "large";
  }
  return "?";
}

int rg_kind_exact(enum rg_kind k, size_t n)
{
  switch (k) {
  case RG_DATA_INT:
  case RG_DATA_NEGATIVE:
  case RG_DATA_TIES:
  case RG_DATA_NANS:
    return 1;
  case RG_DATA_ONES:
    return n < (1u << 24);
  default:
    return 0;
  }
}

static void put(void *dst, enum rg_dtype t, size_t i, double v)
{
  switch (t) {
  case RG_F32: ((float *)dst)[i] = (float)v; break;
  case RG_F64: ((double *)dst)[i] = v; break;
  case RG_I32: ((int *)dst)[i] = (int)v; break;
  }
}

/* Uniform in [-1, 1) with 24 random bits, so it is exact in float. */
static double unit(uint64_t *s)
{
  return (double)(int64_t)(rg_rand_next(s) >> 40) / (double)(1 << 23) - 1.0;
}

void rg_datagen(void *dst, enum rg_dtype t, size_t n, enum rg_kind k,
                uint64_t seed)
{
  uint64_t s = seed ^ ((uint64_t)k << 56) ^ (uint64_t)n;
  /* Magnitude so that Σ|x| stays under 2^23 whatever n is: values in
   * [-8, 8] while n ≤ 2^20, else mostly zeros with ±1 at a density that
   * keeps the count of non-zeros under 2^23. */
  int dense = n <= (1u << 20);
  uint64_t keep = dense ? 0 : n <= ((size_t)1 << 22) ? UINT64_MAX : (uint64_t)((double)UINT64_MAX * ((double)(1u << 22) / (double)n));
  for (size_t i = 0; i < n; i++) {
    double v = 0;
    uint64_t r = rg_rand_next(&s);
    switch (k) {
    case RG_DATA_INT:
      if (dense)
        v = (double)(int)(r % 17) - 8.0;
      else
        v = r < keep ? ((r & 1) ? 1.0 : -1.0) : 0.0;
      break;
    case RG_DATA_NEGATIVE:
      if (dense)
        v = -1.0 - (double)(r % 8);
      else
        v = r < keep ? -1.0 : 0.0;
      break;
    case RG_DATA_ONES:
      v = 1.0;
      break;
    case RG_DATA_REAL:
      v = unit(&s);
      break;
    case RG_DATA_OFFSET:
      v = 1e6 + unit(&s);
      break;
    case RG_DATA_TIES:
      /* Small integers: the maximum (7) occurs many times. */
      v = (double)(int)(r % 8);
      break;
    case RG_DATA_NANS:
      /* One element in 8 is NaN, and a whole run of 4096 near the start,
       * so some blocks hold nothing but NaN. */
      v = (r % 8 == 0 || (i >= 4096 && i < 8192)) ? NAN : (double)(int)(r % 17) - 8.0;
      break;
    case RG_DATA_LARGE:
      v = 100.0 * unit(&s);
      break;
    }
    put(dst, t, i, v);
  }
}
