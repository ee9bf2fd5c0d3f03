/* cuda/simt_cuda_std.h — libcu++'s cuda::std on the emulator: the host's
 * standard library under that name.  Device code runs on the host here, so
 * cuda::std::numeric_limits<float> is std::numeric_limits<float>.  Each
 * <cuda/std/X> beside this file includes <X> and this namespace; a libcu++
 * header the emulator has no stand-in for fails to compile with a line
 * that says so (compile_errors.c). */
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
/* A namespace of its own that sees all of std (using-directive), not an
 * alias: names declared in it come first, so <cuda/std/atomic> and
 * <cuda/std/bit> can give libcu++'s atomic_ref, atomic and bit functions
 * where the host's std has none or its own host-only ones. */
namespace cuda {
namespace std {
using namespace ::std;
}
}
#endif
