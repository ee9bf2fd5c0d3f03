/* std_host_names.c — the standard library's host-only functions a kernel
 * may reach for (see std_host_names.h).  Each row says why it is host-only
 * in C++17: the standard that made it constexpr (C++20 made most of
 * <algorithm> and <numeric> constexpr: P0202R3, P0879R0, P1645R1), and
 * that neither nvcc nor libcu++ gives std:: a __device__ version.  Left
 * out on purpose, because nvcc builds them: min, max, minmax, clamp
 * (constexpr since C++14/17), min_element, max_element, minmax_element
 * (constexpr since C++17), move and forward (C++14), abs, fabs, sqrt, exp
 * and the other math functions (CUDA declares them __device__), memcpy
 * and memset (device code has them), and printf. */
#include "std_host_names.h"

#include <string.h>

#define LOOP "a plain loop over the elements"

const struct rg_std_host_name rg_std_host_names[] = {
  /* <utility> */
  /* swap: constexpr only since C++20 (P0879R0) */
  { "swap", "write a small __device__ swap (T t = a; a = b; b = t;) or use cuda::std::swap "
            "from <cuda/std/utility>" },
  /* exchange: constexpr only since C++20 (P0202R3) */
  { "exchange", "assign in two steps (T old = a; a = b;), or use cuda::std::exchange" },
  /* iter_swap: constexpr only since C++20 (P0879R0) */
  { "iter_swap", "swap the two elements with a small __device__ swap" },

  /* <algorithm>: sorting */
  /* sort: constexpr only since C++20 (P0879R0) */
  { "sort", "sort a thread's few values by hand (compare and swap), or sort before the "
            "launch (cub::DeviceRadixSort)" },
  /* stable_sort: not constexpr before C++26; it may allocate */
  { "stable_sort", "sort a thread's few values by hand, or sort before the launch" },
  /* partial_sort: constexpr only since C++20 (P0879R0) */
  { "partial_sort", "sort a thread's few values by hand, or sort before the launch" },
  /* nth_element: constexpr only since C++20 (P0879R0) */
  { "nth_element", "find the element with a plain loop, or sort before the launch" },

  /* <algorithm>: modifying sequence operations */
  /* fill: constexpr only since C++20 (P0202R3) */
  { "fill", LOOP ", or memset (device code has it)" },
  /* fill_n: constexpr only since C++20 (P0202R3) */
  { "fill_n", LOOP ", or memset (device code has it)" },
  /* copy: constexpr only since C++20 (P0202R3) */
  { "copy", LOOP ", or memcpy (device code has it)" },
  /* copy_n: constexpr only since C++20 (P0202R3) */
  { "copy_n", LOOP ", or memcpy (device code has it)" },
  /* copy_backward: constexpr only since C++20 (P0202R3) */
  { "copy_backward", LOOP },
  /* transform: constexpr only since C++20 (P0202R3) */
  { "transform", LOOP },
  /* for_each: constexpr only since C++20 (P0202R3) */
  { "for_each", LOOP },
  /* reverse: constexpr only since C++20 (P0202R3) */
  { "reverse", LOOP },
  /* swap_ranges: constexpr only since C++20 (P0202R3) */
  { "swap_ranges", LOOP },

  /* <numeric> */
  /* accumulate: constexpr only since C++20 (P1645R1) */
  { "accumulate", LOOP " (the reduction is what the exercise asks you to write)" },
  /* reduce: new in C++17, constexpr only since C++20 (P1645R1) */
  { "reduce", LOOP " (the reduction is what the exercise asks you to write)" },
  /* transform_reduce: new in C++17, constexpr only since C++20 (P1645R1) */
  { "transform_reduce", LOOP " (the reduction is what the exercise asks you to write)" },
  /* inner_product: constexpr only since C++20 (P1645R1) */
  { "inner_product", LOOP },
  /* partial_sum: constexpr only since C++20 (P1645R1) */
  { "partial_sum", LOOP },
  /* inclusive_scan: new in C++17, constexpr only since C++20 (P1645R1) */
  { "inclusive_scan", LOOP },
  /* exclusive_scan: new in C++17, constexpr only since C++20 (P1645R1) */
  { "exclusive_scan", LOOP },
  /* iota: constexpr only since C++20 (P1645R1) */
  { "iota", LOOP },
  { NULL, NULL },
};

const struct rg_std_host_name *rg_std_host_name_find(const char *s, int len)
{
  for (const struct rg_std_host_name *r = rg_std_host_names; r->name; r++)
    if ((int)strlen(r->name) == len && strncmp(r->name, s, (size_t)len) == 0)
      return r;
  return NULL;
}
