/* cub/cub.cuh — stand-in for CUB on the SIMT emulator: WarpReduce,
 * BlockReduce, DeviceReduce, DeviceSegmentedReduce (Reduce, Sum, Min,
 * Max; TransformReduce), WarpScan and BlockScan, the shuffles
 * (ShuffleUp, ShuffleDown, ShuffleIndex) and the CUB_PTX_* / CUB_*_THREADS
 * macros, the block loads and stores (BlockLoad,
 * BlockStore, LoadDirect*, StoreDirect*), WarpLoad and WarpStore,
 * ThreadLoad and ThreadStore with their cache modifiers,
 * ArgIndexInputIterator, CacheModifiedInputIterator and
 * CacheModifiedOutputIterator (each header says what it models), and the
 * operators CUB 13 reduces with (cuda::std::plus, cuda::maximum,
 * cuda::minimum, cub::ArgMax, cub::ArgMin).  Nothing else of CUB is
 * here: a name of it that a submission uses fails to compile, naming it
 * ("no member named 'X' in namespace 'cub'"); grade such a file on a GPU. */
#ifndef SIMT_CUB_CUH
#define SIMT_CUB_CUH
#include <cuda/functional>
#include <cub/thread/thread_reduce.cuh>
#include <cub/util_type.cuh>
#include <cub/util_arch.cuh>
#include <cub/util_ptx.cuh>
#include <cub/thread/thread_operators.cuh>
#include <cub/thread/thread_load.cuh>
#include <cub/thread/thread_store.cuh>
#include <cub/iterator/arg_index_input_iterator.cuh>
#include <cub/iterator/cache_modified_input_iterator.cuh>
#include <cub/iterator/cache_modified_output_iterator.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#endif
