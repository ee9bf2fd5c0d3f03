/* cuda/simt_cuda_std.h — libcu++'s cuda::std on the emulator: the host's
 * standard library under that name.  Device code runs on the host here, so
 * cuda::std::numeric_limits<float> is std::numeric_limits<float>.  Each
 * <cuda/std/X> beside this file includes <X> and declares in cuda::std the
 * names libcu++'s <cuda/std/X> gives; a libcu++ header the emulator has no
 * stand-in for fails to compile with a line that says so
 * (compile_errors.c). */
#ifndef SIMT_CUDA_STD_H
#define SIMT_CUDA_STD_H
/* The system headers every libcu++ header of nvcc 13 includes (its
 * <cuda/std/limits>; <cuda/std/cstdint> has fewer), and so names a
 * submission that includes one may use on the GPU (simt_libcu_names.h). */
#include <assert.h>
#include <cassert>
#include <cfloat>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <version>
/* A namespace of its own, not an alias and not a using-directive of all of
 * ::std: names declared in it come first, so <cuda/std/atomic> and
 * <cuda/std/bit> can give libcu++'s atomic_ref, atomic and bit functions
 * where the host's std has none or its own host-only ones; and each name
 * the host's std gives is brought in one by one (a using-declaration), so
 * that `using namespace cuda::std;` makes atomic<int> cuda::std::atomic
 * alone, as with nvcc, not that and ::std::atomic (an ambiguous name).
 * The names every libcu++ header brings through its own includes (the
 * fixed-width integers, type traits, numeric_limits, pair, swap, min and
 * max) are declared by the stand-ins included here. */
namespace cuda {
namespace std {
}
}
#include "std/cstddef"
#include "std/cstdint"
#include "std/type_traits"
#include "std/limits"
#include "std/utility"
#endif
