/* simt_libcu_names.h — the system headers that nvcc 13's libcu++ includes,
 * and so the names a submission that includes <cooperative_groups.h>,
 * <cuda/atomic> or a <cuda/std/...> header may use on the GPU without an
 * #include of its own: printf, uint32_t, FLT_MAX, assert, __half, std::string
 * (<chrono> brings <string>, which brings <cstdio>).  The shim alone gives
 * fewer (simt_cuda.h); a stand-in for one of those headers includes this
 * one, so that what nvcc builds, the emulator builds too. */
#ifndef SIMT_LIBCU_NAMES_H
#define SIMT_LIBCU_NAMES_H
#include "cuda/simt_cuda_std.h" /* what every libcu++ header brings */
#include "cuda_fp16.h" /* __half: nvcc's libcu++ brings <cuda_fp16.h> */
#include <chrono>
#include <iterator>
#include <semaphore.h>
#include <unistd.h>
#include <version>
#if __has_include(<linux/futex.h>)
#include <linux/futex.h>
#include <sys/syscall.h>
#endif
#endif
