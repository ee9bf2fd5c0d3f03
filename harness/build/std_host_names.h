/* std_host_names.h — the C++ standard library's functions that only a host
 * can run under the kit's nvcc (-std=c++17 --expt-relaxed-constexpr).
 *
 * nvcc lets device code call a constexpr function (the relaxed-constexpr
 * flag) and a function declared __device__; every other function of the
 * host's standard library (libstdc++ or libc++) is __host__, and a kernel
 * that calls one does not build ("calling a __host__ function from a
 * __global__ function is not allowed").  The list (std_host_names.c) holds
 * only names that are neither in C++17: those made constexpr in C++20 or
 * later, or never.  std::min, std::max, std::max_element and the math
 * functions are not in it: those build.  bench/nvcc-std-calls.sh checks
 * the list against a real nvcc: with nvcc 13.0 and g++ 12's libstdc++,
 * every name in the list was refused and every one left out that it
 * probes built.
 */
#ifndef RG_STD_HOST_NAMES_H
#define RG_STD_HOST_NAMES_H

struct rg_std_host_name {
  const char *name;    /* as std::name */
  const char *instead; /* what a kernel does instead: the message's end */
};

/* The list, ended by a { NULL, NULL } row. */
extern const struct rg_std_host_name rg_std_host_names[];

/* The row whose name is the len bytes at s, or NULL. */
const struct rg_std_host_name *rg_std_host_name_find(const char *s, int len);

#endif
