/* cub/cub.cuh — CUB on the SIMT emulator: stand-ins, written from CUB's
 * documented interface, for the parts a reduction exercise uses:
 * cub::WarpReduce, cub::BlockReduce and cub::DeviceReduce (and libcu++'s
 * cuda::maximum and cuda::minimum they reduce with).  The rest of CUB
 * (scans, sorts, block loads, iterators) is not here: a file that uses it
 * does not compile on the emulator; grade it on a GPU. */
#ifndef SIMT_CUB_CUH
#define SIMT_CUB_CUH
#include "warp/warp_reduce.cuh"
#include "block/block_reduce.cuh"
#include "device/device_reduce.cuh"
#endif
