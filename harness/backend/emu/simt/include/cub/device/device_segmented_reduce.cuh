/* cub/device/device_segmented_reduce.cuh — stand-in for CUB's
 * DeviceSegmentedReduce on the SIMT emulator, written from CUB's
 * documentation (CUDA 13): Reduce, Sum, Min and Max over num_segments
 * segments [d_begin_offsets[s], d_end_offsets[s]) of d_in, one value each to
 * d_out[s]; a segment whose end is not past its begin is empty and gets the
 * initial value (Reduce's initial_value, Sum's zero of the output type, Min's
 * numeric_limits::max(), Max's lowest()); a non-empty one gets
 * op(initial_value, reduction of its items).  CUB's two calls: the first,
 * with d_temp_storage NULL, sets temp_storage_bytes (1) and does nothing
 * else; the second launches one kernel on the stream and returns at once.
 * Each warp of the kernel's 256-thread blocks folds one segment at a time
 * (lane l takes items l, l + 32 ...) and cub::WarpReduce combines the
 * lanes, so the race checks see every load.  ArgMin and ArgMax: one
 * cub::KeyValuePair<int, T> a segment, its key counted from the segment's
 * first item (CUB 13's), an empty segment (1, max()) or (1, lowest()). */
#ifndef SIMT_CUB_DEVICE_SEGMENTED_REDUCE
#define SIMT_CUB_DEVICE_SEGMENTED_REDUCE
#include <cstdint>
#include <iterator>
#include <limits>
#include <type_traits>
#include <cuda/functional>
#include <cub/thread/thread_operators.cuh>
#include <cub/util_type.cuh>
#include <cub/warp/warp_reduce.cuh>

namespace cub {
namespace simt_detail {
constexpr int SEGMENT_WARPS = 8;          // warps of a block, one segment each at a time
constexpr long long SEGMENT_BLOCKS = 4096; // the grid's cap: warps stride over the segments

template <typename In, typename Out, typename Begin, typename End, typename Op, typename Acc>
__global__ void segmented_pass(In in, Out out, long long segments, Begin begin, End end, Op op, Acc init)
{
  using WR = WarpReduce<Acc>;
  __shared__ typename WR::TempStorage tmp[SEGMENT_WARPS];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  long long warps = (long long)gridDim.x * SEGMENT_WARPS;
  for (long long s = (long long)blockIdx.x * SEGMENT_WARPS + warp; s < segments; s += warps) {
    long long b = (long long)begin[s], e = (long long)end[s];
    long long len = e > b ? e - b : 0;
    Acc acc = init;  // a lane past the segment's items: not counted (valid below)
    if (lane < len) {
      acc = Acc(in[b + lane]);
      for (long long i = b + lane + 32; i < e; i += 32)
        acc = op(acc, Acc(in[i]));
    }
    int valid = len < 32 ? (int)len : 32;
    Acc r = WR(tmp[warp]).Reduce(acc, op, valid);
    if (lane == 0)
      out[s] = len > 0 ? op(init, r) : init;
  }
}

template <typename Acc, typename In, typename Out, typename Begin, typename End, typename Op>
cudaError_t segmented_run(void *d_temp, size_t &temp_bytes, In in, Out out, long long segments,
                          Begin begin, End end, Op op, Acc init, cudaStream_t stream)
{
  if (d_temp == nullptr) {
    temp_bytes = 1;
    return cudaSuccess;
  }
  if (temp_bytes < 1)
    return cudaErrorInvalidValue;
  if (segments <= 0)
    return cudaSuccess;
  long long blocks = (segments + SEGMENT_WARPS - 1) / SEGMENT_WARPS;
  if (blocks > SEGMENT_BLOCKS)
    blocks = SEGMENT_BLOCKS;
  simt_launch_kernel(&segmented_pass<In, Out, Begin, End, Op, Acc>, dim3((unsigned)blocks),
                     dim3(SEGMENT_WARPS * 32), 0, stream, in, out, segments, begin, end, op, init);
  return cudaPeekAtLastError();
}
/* ArgMin/ArgMax: each warp takes a segment; lane l folds items l, l + 32 ...
 * as (index in the segment, value) pairs with cub::ArgMin or cub::ArgMax
 * (the lower index wins a tie), WarpReduce combines the lanes; an empty
 * segment gets (1, the value type's max() for ArgMin, lowest() for ArgMax),
 * as CUB 13's. */
template <typename Op, typename V, typename In, typename Out, typename Begin, typename End>
__global__ void segmented_arg_pass(In in, Out out, long long segments, Begin begin, End end, V empty)
{
  using KV = KeyValuePair<int, V>;
  using WR = WarpReduce<KV>;
  __shared__ typename WR::TempStorage tmp[SEGMENT_WARPS];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  long long warps = (long long)gridDim.x * SEGMENT_WARPS;
  for (long long s = (long long)blockIdx.x * SEGMENT_WARPS + warp; s < segments; s += warps) {
    long long b = (long long)begin[s], e = (long long)end[s];
    long long len = e > b ? e - b : 0;
    KV acc(1, empty); // a lane past the segment's items: not counted (valid below)
    if (lane < len) {
      acc = KV(lane, V(in[b + lane]));
      for (long long i = b + lane + 32; i < e; i += 32)
        acc = Op{}(acc, KV((int)(i - b), V(in[i])));
    }
    int valid = len < 32 ? (int)len : 32;
    KV r = WR(tmp[warp]).Reduce(acc, Op{}, valid);
    if (lane == 0)
      out[s] = len > 0 ? r : KV(1, empty);
  }
}

template <typename Op, typename V, typename In, typename Out, typename Begin, typename End>
cudaError_t segmented_arg_run(void *d_temp, size_t &temp_bytes, In in, Out out, long long segments,
                              Begin begin, End end, V empty, cudaStream_t stream)
{
  if (d_temp == nullptr) {
    temp_bytes = 1;
    return cudaSuccess;
  }
  if (temp_bytes < 1)
    return cudaErrorInvalidValue;
  if (segments <= 0)
    return cudaSuccess;
  long long blocks = (segments + SEGMENT_WARPS - 1) / SEGMENT_WARPS;
  if (blocks > SEGMENT_BLOCKS)
    blocks = SEGMENT_BLOCKS;
  simt_launch_kernel(&segmented_arg_pass<Op, V, In, Out, Begin, End>, dim3((unsigned)blocks),
                     dim3(SEGMENT_WARPS * 32), 0, stream, in, out, segments, begin, end, empty);
  return cudaPeekAtLastError();
}
template <typename It> using segment_value_of = typename std::iterator_traits<It>::value_type;
/* Sum's accumulator: the output's value type, or the input's where the
 * output iterator's is void (CUB's non_void_value_t). */
template <typename Out, typename In>
using segment_out_of = std::conditional_t<std::is_void<segment_value_of<Out>>::value,
                                          segment_value_of<In>, segment_value_of<Out>>;
} // namespace simt_detail

struct DeviceSegmentedReduce {
  template <typename In, typename Out, typename Begin, typename End, typename Op, typename T>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                            Op reduction_op, T initial_value, cudaStream_t stream = 0)
  {
    using Acc = std::decay_t<decltype(reduction_op(initial_value, *d_in))>;
    return simt_detail::segmented_run<Acc>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                                           d_begin_offsets, d_end_offsets, reduction_op, Acc(initial_value),
                                           stream);
  }
  template <typename In, typename Out, typename Begin, typename End>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                         cudaStream_t stream = 0)
  {
    using V = simt_detail::segment_out_of<Out, In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, ::cuda::std::plus<>{}, V{}, stream);
  }
  template <typename In, typename Out, typename Begin, typename End>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                         cudaStream_t stream = 0)
  {
    using V = simt_detail::segment_value_of<In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, ::cuda::maximum<>{}, std::numeric_limits<V>::lowest(), stream);
  }
  template <typename In, typename Out, typename Begin, typename End>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                         cudaStream_t stream = 0)
  {
    using V = simt_detail::segment_value_of<In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, ::cuda::minimum<>{}, std::numeric_limits<V>::max(), stream);
  }
  /* d_out[s]: a cub::KeyValuePair<int, T>, the key counted from the
   * segment's first item. */
  template <typename In, typename Out, typename Begin, typename End>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                            cudaStream_t stream = 0)
  {
    using V = simt_detail::segment_value_of<In>;
    return simt_detail::segmented_arg_run<cub::ArgMin>(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                                       num_segments, d_begin_offsets, d_end_offsets,
                                                       std::numeric_limits<V>::max(), stream);
  }
  template <typename In, typename Out, typename Begin, typename End>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            std::int64_t num_segments, Begin d_begin_offsets, End d_end_offsets,
                            cudaStream_t stream = 0)
  {
    using V = simt_detail::segment_value_of<In>;
    return simt_detail::segmented_arg_run<cub::ArgMax>(d_temp_storage, temp_storage_bytes, d_in, d_out,
                                                       num_segments, d_begin_offsets, d_end_offsets,
                                                       std::numeric_limits<V>::lowest(), stream);
  }
};
} // namespace cub
#endif
