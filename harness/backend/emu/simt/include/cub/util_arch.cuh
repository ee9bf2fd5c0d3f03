/* cub/util_arch.cuh — stand-in on the SIMT emulator: the architecture
 * macros CUB 13 still defines, for a kernel that sizes its arrays or
 * branches with them.  CUB_PTX_ARCH is __CUDA_ARCH__ (the emulator
 * defines it in all code, as simt_cuda.h says); a warp is 32 threads and
 * shared memory 32 banks, as on every GPU CUDA 13 supports. */
#ifndef SIMT_CUB_UTIL_ARCH
#define SIMT_CUB_UTIL_ARCH
#ifndef CUB_PTX_ARCH
#define CUB_PTX_ARCH __CUDA_ARCH__
#endif
#define CUB_MAX_DEVICES (128)
#define CUB_LOG_WARP_THREADS(unused) (5)
#define CUB_WARP_THREADS(unused) (1 << CUB_LOG_WARP_THREADS(0))
#define CUB_PTX_WARP_THREADS CUB_WARP_THREADS(0)
#define CUB_PTX_LOG_WARP_THREADS CUB_LOG_WARP_THREADS(0)
#define CUB_LOG_SMEM_BANKS(unused) (5)
#define CUB_SMEM_BANKS(unused) (1 << CUB_LOG_SMEM_BANKS(0))
#define CUB_PTX_LOG_SMEM_BANKS CUB_LOG_SMEM_BANKS(0)
#define CUB_PTX_SMEM_BANKS CUB_SMEM_BANKS
#endif
