/* cub/device/device_reduce.cuh — stand-in for CUB's DeviceReduce on the SIMT
 * emulator, written from CUB's documentation: Sum, Max, Min, Reduce,
 * TransformReduce, ArgMax and ArgMin (both forms), with CUB's two calls: the first, with
 * d_temp_storage NULL, sets temp_storage_bytes and does nothing else; the
 * second runs the reduction as the emulator's kernels on the stream, and
 * returns at once (nothing waits for them: read the result after a
 * synchronisation, as on a GPU).  A temp_storage_bytes below what the first
 * call gave returns cudaErrorInvalidValue, nothing launched, as CUB does.
 * Up to 4096 items is one block and needs 1 byte of storage; more is two
 * launches, the first's per-block values kept in d_temp_storage (so a
 * smaller allocation than claimed is an out-of-bounds store). */
#ifndef SIMT_CUB_DEVICE_REDUCE
#define SIMT_CUB_DEVICE_REDUCE
#include <cstdint>
#include <iterator>
#include <limits>
#include <type_traits>
#include <cub/block/block_reduce.cuh>
#include <cub/util_type.cuh>

namespace cub {
namespace simt_detail {
constexpr int DEVICE_THREADS = 256;
constexpr long long DEVICE_TILE = 4096;
constexpr long long DEVICE_MAX_BLOCKS = 256;

/* One pass: each block folds its grid-stride share, thread 0 hands the
 * block's value (op(init, value) with with_init) to store.  A block with no
 * item stores init. */
template <typename Load, typename Store, typename Acc, typename Op>
__global__ void device_pass(Load load, long long n, Store store, Op op, Acc init, int with_init)
{
  using BR = BlockReduce<Acc, DEVICE_THREADS>;
  __shared__ typename BR::TempStorage tmp;
  long long stride = (long long)gridDim.x * DEVICE_THREADS;
  long long i = (long long)blockIdx.x * DEVICE_THREADS + threadIdx.x;
  Acc acc = init;
  if (i < n) {
    acc = load(i);
    for (i += stride; i < n; i += stride)
      acc = op(acc, load(i));
  }
  long long left = n - (long long)blockIdx.x * DEVICE_THREADS;
  int valid = left >= DEVICE_THREADS ? DEVICE_THREADS : left > 0 ? (int)left : 0;
  if (valid > 0)
    acc = BR(tmp).Reduce(acc, op, valid);
  if (threadIdx.x == 0)
    store(blockIdx.x, valid > 0 ? (with_init ? op(init, acc) : acc) : init);
}

template <typename Acc> struct to_slots {
  Acc *slots;
  __device__ void operator()(unsigned b, const Acc &v) const { slots[b] = v; }
};
template <typename Acc> struct from_slots {
  const Acc *slots;
  __device__ Acc operator()(long long i) const { return slots[i]; }
};

inline long long device_blocks(long long n)
{
  long long b = n / DEVICE_THREADS;
  return b < DEVICE_MAX_BLOCKS ? b : DEVICE_MAX_BLOCKS;
}
template <typename Acc> inline size_t device_bytes(long long n)
{
  if (n <= DEVICE_TILE)
    return 1;
  return (size_t)((device_blocks(n) * (long long)sizeof(Acc) + 255) / 256 * 256);
}

/* The two-call protocol around one or two passes; fold_init: the result is
 * op(init, reduction), else init only where there is no item. */
template <typename Acc, typename Load, typename Store, typename Op>
cudaError_t device_run(void *d_temp, size_t &temp_bytes, Load load, long long n, Store store, Op op,
                       Acc init, bool fold_init, cudaStream_t stream)
{
  size_t need = device_bytes<Acc>(n);
  if (d_temp == nullptr) {
    temp_bytes = need;
    return cudaSuccess;
  }
  if (temp_bytes < need)
    return cudaErrorInvalidValue;
  if (n <= DEVICE_TILE) {
    simt_launch_kernel(&device_pass<Load, Store, Acc, Op>, dim3(1), dim3(DEVICE_THREADS), 0, stream,
                       load, n < 0 ? 0 : n, store, op, init, (int)fold_init);
    return cudaPeekAtLastError();
  }
  long long blocks = device_blocks(n);
  Acc *slots = static_cast<Acc *>(d_temp);
  simt_launch_kernel(&device_pass<Load, to_slots<Acc>, Acc, Op>, dim3((unsigned)blocks),
                     dim3(DEVICE_THREADS), 0, stream, load, n, to_slots<Acc>{slots}, op, init, 0);
  cudaError_t e = cudaPeekAtLastError();
  if (e != cudaSuccess)
    return e;
  simt_launch_kernel(&device_pass<from_slots<Acc>, Store, Acc, Op>, dim3(1), dim3(DEVICE_THREADS), 0,
                     stream, from_slots<Acc>{slots}, blocks, store, op, init, (int)fold_init);
  return cudaPeekAtLastError();
}

template <typename In, typename Acc> struct load_items {
  In in;
  __device__ Acc operator()(long long i) const { return Acc(in[i]); }
};
template <typename In, typename Acc, typename F> struct load_transformed {
  In in;
  F f;
  __device__ Acc operator()(long long i) const { return Acc(f(in[i])); }
};
template <typename Out> struct store_one {
  Out out;
  template <typename Acc> __device__ void operator()(unsigned, const Acc &v) const { *out = v; }
};

template <typename V> struct indexed {
  V value;
  long long index;
};
template <typename In, typename V> struct load_indexed {
  In in;
  __device__ indexed<V> operator()(long long i) const { return indexed<V>{V(in[i]), i}; }
};
/* The first extremum: the larger (smaller) value, on a tie the lower index. */
template <bool MAX> struct arg_op {
  template <typename V> __device__ indexed<V> operator()(const indexed<V> &a, const indexed<V> &b) const
  {
    bool b_better = MAX ? b.value > a.value : b.value < a.value;
    return b_better || (b.value == a.value && b.index < a.index) ? b : a;
  }
};
template <typename ValOut, typename IdxOut> struct store_arg {
  ValOut vout;
  IdxOut iout;
  template <typename V> __device__ void operator()(unsigned, const indexed<V> &v) const
  {
    *vout = v.value;
    *iout = v.index;
  }
};
template <typename PairOut> struct store_pair {
  PairOut out;
  template <typename V> __device__ void operator()(unsigned, const indexed<V> &v) const
  {
    *out = KeyValuePair<int, V>((int)v.index, v.value);
  }
};
template <typename It> using value_of = typename std::iterator_traits<It>::value_type;
} // namespace simt_detail

struct DeviceReduce {
  template <typename In, typename Out, typename Op, typename T, typename NumItemsT>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            NumItemsT num_items, Op reduction_op, T init, cudaStream_t stream = 0)
  {
    using Acc = std::decay_t<decltype(reduction_op(init, *d_in))>;
    return simt_detail::device_run<Acc>(d_temp_storage, temp_storage_bytes,
                                        simt_detail::load_items<In, Acc>{d_in}, (long long)num_items,
                                        simt_detail::store_one<Out>{d_out}, reduction_op, Acc(init), true,
                                        stream);
  }
  /* Reduce over transform_op(item), each item read once. */
  template <typename In, typename Out, typename Op, typename F, typename T, typename NumItemsT>
  static cudaError_t TransformReduce(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                                     NumItemsT num_items, Op reduction_op, F transform_op, T init,
                                     cudaStream_t stream = 0)
  {
    using Acc = std::decay_t<decltype(reduction_op(init, transform_op(*d_in)))>;
    return simt_detail::device_run<Acc>(d_temp_storage, temp_storage_bytes,
                                        simt_detail::load_transformed<In, Acc, F>{d_in, transform_op},
                                        (long long)num_items, simt_detail::store_one<Out>{d_out}, reduction_op,
                                        Acc(init), true, stream);
  }
  template <typename In, typename Out, typename NumItemsT>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         NumItemsT num_items, cudaStream_t stream = 0)
  {
    using V = simt_detail::value_of<In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::cuda::std::plus<>{},
                  V{}, stream);
  }
  template <typename In, typename Out, typename NumItemsT>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         NumItemsT num_items, cudaStream_t stream = 0)
  {
    using V = simt_detail::value_of<In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::cuda::maximum<>{},
                  std::numeric_limits<V>::lowest(), stream);
  }
  template <typename In, typename Out, typename NumItemsT>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                         NumItemsT num_items, cudaStream_t stream = 0)
  {
    using V = simt_detail::value_of<In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, ::cuda::minimum<>{},
                  std::numeric_limits<V>::max(), stream);
  }

  /* CUDA 13's forms: the extremum and its index (int64) apart; no item:
   * the identity and index 1. */
  template <typename In, typename ValOut, typename IdxOut>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, ValOut d_max_out,
                            IdxOut d_index_out, std::int64_t num_items, cudaStream_t stream = 0)
  {
    return arg<true>(d_temp_storage, temp_storage_bytes, d_in,
                     simt_detail::store_arg<ValOut, IdxOut>{d_max_out, d_index_out}, num_items, stream);
  }
  template <typename In, typename ValOut, typename IdxOut>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, ValOut d_min_out,
                            IdxOut d_index_out, std::int64_t num_items, cudaStream_t stream = 0)
  {
    return arg<false>(d_temp_storage, temp_storage_bytes, d_in,
                      simt_detail::store_arg<ValOut, IdxOut>{d_min_out, d_index_out}, num_items, stream);
  }
  /* The deprecated forms: one cub::KeyValuePair<int, T> (index, value). */
  template <typename In, typename Out>
  [[deprecated("CUB has superseded this interface in favor of the ArgMax interface that takes two "
               "separate iterators")]]
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            int num_items, cudaStream_t stream = 0)
  {
    return arg<true>(d_temp_storage, temp_storage_bytes, d_in, simt_detail::store_pair<Out>{d_out},
                     num_items, stream);
  }
  template <typename In, typename Out>
  [[deprecated("CUB has superseded this interface in favor of the ArgMin interface that takes two "
               "separate iterators")]]
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, In d_in, Out d_out,
                            int num_items, cudaStream_t stream = 0)
  {
    return arg<false>(d_temp_storage, temp_storage_bytes, d_in, simt_detail::store_pair<Out>{d_out},
                      num_items, stream);
  }

private:
  template <bool MAX, typename In, typename Store>
  static cudaError_t arg(void *d_temp, size_t &bytes, In d_in, Store store, long long n, cudaStream_t stream)
  {
    using V = simt_detail::value_of<In>;
    simt_detail::indexed<V> none{MAX ? std::numeric_limits<V>::lowest() : std::numeric_limits<V>::max(), 1};
    return simt_detail::device_run<simt_detail::indexed<V>>(d_temp, bytes,
                                                            simt_detail::load_indexed<In, V>{d_in}, n,
                                                            store, simt_detail::arg_op<MAX>{}, none,
                                                            false, stream);
  }
};
} // namespace cub
#endif
