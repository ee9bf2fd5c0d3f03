/* cooperative_groups/details/functional.h — cg::plus, less, greater and the bit
 * operations, for cg::reduce and the scans.  As with nvcc 13, only <cooperative_groups/reduce.h>
 * and <cooperative_groups/scan.h> bring them in: <cooperative_groups.h> alone does not, so a
 * file that names cg::plus without either is a compile error on a GPU and here. */
#ifndef SIMT_CG_FUNCTIONAL_H
#define SIMT_CG_FUNCTIONAL_H
#include "../../simt_cuda.h" /* SIMT_INL, __forceinline__ */

namespace cooperative_groups {

template <typename T> struct plus { __forceinline__ T operator()(T a, T b) const { return a + b; } };
template <typename T> struct less { __forceinline__ T operator()(T a, T b) const { return b < a ? b : a; } };
template <typename T> struct greater { __forceinline__ T operator()(T a, T b) const { return a < b ? b : a; } };
template <typename T> struct bit_and { __forceinline__ T operator()(T a, T b) const { return a & b; } };
template <typename T> struct bit_or { __forceinline__ T operator()(T a, T b) const { return a | b; } };
template <typename T> struct bit_xor { __forceinline__ T operator()(T a, T b) const { return a ^ b; } };

} /* namespace cooperative_groups */
#endif
