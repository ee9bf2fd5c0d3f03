/* cub/block/block_scan.cuh — stand-in for CUB's BlockScan on the SIMT
 * emulator, written from CUB's documentation.  Whatever ALGORITHM names,
 * the scan is the warp-scans one: each warp scans its lanes by shuffles,
 * each warp's last lane writes its warp's total into the TempStorage the
 * kernel declares __shared__, a __syncthreads(), and every thread folds the
 * totals of the warps before its own.  The storage is really written and
 * read, so two scans into one TempStorage with no __syncthreads() between
 * them race here as on a GPU.  Every thread of the block calls it (it holds
 * a barrier); the block aggregate goes to every thread.  The array forms
 * scan each thread's items in order, the threads in the block's linear
 * order. */
#ifndef SIMT_CUB_BLOCK_SCAN
#define SIMT_CUB_BLOCK_SCAN
#include <cub/thread/thread_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

namespace cub {
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockScan {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024, "cub::BlockScan: 1 to 1024 threads");

public:
  struct TempStorage {
    alignas(T) unsigned char warp_bytes[sizeof(T) * WARPS];
  };
  SIMT_CUB_INL __device__ explicit BlockScan(TempStorage &storage) : temp(storage) {}
  SIMT_CUB_INL __device__ BlockScan() : temp(private_storage()) {}

  template <typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, Op op, T &aggregate)
  {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int warp = tid / 32, first = warp * 32;
    int lanes = BLOCK_THREADS - first < 32 ? BLOCK_THREADS - first : 32;
    unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
    T *slots = reinterpret_cast<T *>(temp.warp_bytes);
    T inc = simt_detail::warp_inclusive<32>(input, op, mask);
    if (tid == first + lanes - 1)
      slots[warp] = inc;
    __syncthreads();
    T acc = slots[0];
    for (int w = 1; w < WARPS; ++w) {
      T other = slots[w]; /* read here, not in op: a diagnosis names the caller */
      if (w == warp)
        inc = op(acc, inc);
      acc = op(acc, other);
    }
    out = inc;
    aggregate = acc;
  }
  template <typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, Op op)
  {
    T aggregate;
    InclusiveScan(input, out, op, aggregate);
  }
  template <typename Op>
  SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, T initial, Op op, T &aggregate)
  {
    T prev = before(input, op, aggregate);
    out = linear_tid() == 0 ? initial : op(initial, prev);
  }
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, T initial, Op op)
  {
    T aggregate;
    ExclusiveScan(input, out, initial, op, aggregate);
  }
  /* No initial value: thread 0's output is undefined (here its own input). */
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, Op op, T &aggregate)
  {
    out = before(input, op, aggregate);
  }
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, Op op)
  {
    T aggregate;
    ExclusiveScan(input, out, op, aggregate);
  }
  SIMT_CUB_INL __device__ void InclusiveSum(T input, T &out) { InclusiveScan(input, out, ::cuda::std::plus<>{}); }
  SIMT_CUB_INL __device__ void InclusiveSum(T input, T &out, T &aggregate)
  {
    InclusiveScan(input, out, ::cuda::std::plus<>{}, aggregate);
  }
  SIMT_CUB_INL __device__ void ExclusiveSum(T input, T &out) { ExclusiveScan(input, out, T{}, ::cuda::std::plus<>{}); }
  SIMT_CUB_INL __device__ void ExclusiveSum(T input, T &out, T &aggregate)
  {
    ExclusiveScan(input, out, T{}, ::cuda::std::plus<>{}, aggregate);
  }
  /* The array forms: each thread's items folded (ThreadReduce), the block
   * scanned over those, then each thread's items scanned from its prefix. */
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void InclusiveScan(T (&input)[N], T (&out)[N], Op op, T &aggregate)
  {
    T prev = before(ThreadReduce(input, op), op, aggregate);
    T run = linear_tid() == 0 ? input[0] : op(prev, input[0]);
    out[0] = run;
    for (int k = 1; k < N; ++k)
      out[k] = run = op(run, input[k]);
  }
  template <int N, typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T (&input)[N], T (&out)[N], Op op)
  {
    T aggregate;
    InclusiveScan(input, out, op, aggregate);
  }
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void InclusiveScan(T (&input)[N], T (&out)[N], T initial, Op op, T &aggregate)
  {
    T prev = before(ThreadReduce(input, op), op, aggregate);
    T run = op(linear_tid() == 0 ? initial : op(initial, prev), input[0]);
    out[0] = run;
    for (int k = 1; k < N; ++k)
      out[k] = run = op(run, input[k]);
  }
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void ExclusiveScan(T (&input)[N], T (&out)[N], T initial, Op op, T &aggregate)
  {
    T prev = before(ThreadReduce(input, op), op, aggregate);
    T run = linear_tid() == 0 ? initial : op(initial, prev);
    for (int k = 0; k < N; ++k) {
      T item = input[k]; /* input and out may be one array */
      out[k] = run;
      run = op(run, item);
    }
  }
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void ExclusiveScan(T (&input)[N], T (&out)[N], T initial, Op op)
  {
    T aggregate;
    ExclusiveScan(input, out, initial, op, aggregate);
  }
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void InclusiveScan(T (&input)[N], T (&out)[N], T initial, Op op)
  {
    T aggregate;
    InclusiveScan(input, out, initial, op, aggregate);
  }
  /* No initial value: thread 0's first output is undefined (here its own
   * first item). */
  template <int N, typename Op>
  SIMT_CUB_INL __device__ void ExclusiveScan(T (&input)[N], T (&out)[N], Op op, T &aggregate)
  {
    T prev = before(ThreadReduce(input, op), op, aggregate);
    T run = linear_tid() == 0 ? input[0] : prev;
    for (int k = 0; k < N; ++k) {
      T item = input[k];
      out[k] = run;
      run = k == 0 && linear_tid() == 0 ? item : op(run, item);
    }
  }
  template <int N, typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T (&input)[N], T (&out)[N], Op op)
  {
    T aggregate;
    ExclusiveScan(input, out, op, aggregate);
  }
  template <int N> SIMT_CUB_INL __device__ void InclusiveSum(T (&input)[N], T (&out)[N], T &aggregate)
  {
    InclusiveScan(input, out, ::cuda::std::plus<>{}, aggregate);
  }
  template <int N> SIMT_CUB_INL __device__ void InclusiveSum(T (&input)[N], T (&out)[N])
  {
    InclusiveScan(input, out, ::cuda::std::plus<>{});
  }
  template <int N> SIMT_CUB_INL __device__ void ExclusiveSum(T (&input)[N], T (&out)[N], T &aggregate)
  {
    ExclusiveScan(input, out, T{}, ::cuda::std::plus<>{}, aggregate);
  }
  template <int N> SIMT_CUB_INL __device__ void ExclusiveSum(T (&input)[N], T (&out)[N])
  {
    T aggregate;
    ExclusiveSum(input, out, aggregate);
  }

private:
  SIMT_CUB_INL __device__ static int linear_tid()
  {
    return (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
  }
  /* op over the inputs of the threads before this one (thread 0: its own
   * input, a placeholder), and the block's aggregate. */
  template <typename Op> SIMT_CUB_INL __device__ T before(T input, Op op, T &aggregate)
  {
    T inc;
    InclusiveScan(input, inc, op, aggregate);
    T prev = simt_shfl(SIMT_SHFL_UP, warp_mask(), inc, 1, 32);
    int tid = linear_tid(), warp = tid / 32;
    T *slots = reinterpret_cast<T *>(temp.warp_bytes);
    if (tid % 32 == 0 && warp > 0) { /* the warps before this one */
      prev = slots[0];
      for (int w = 1; w < warp; ++w) {
        T other = slots[w]; /* read here, not in op: a diagnosis names the caller */
        prev = op(prev, other);
      }
    }
    return tid == 0 ? input : prev;
  }
  SIMT_CUB_INL __device__ static unsigned warp_mask()
  {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int first = tid / 32 * 32;
    int lanes = BLOCK_THREADS - first < 32 ? BLOCK_THREADS - first : 32;
    return lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
  }
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
  TempStorage &temp;
};
} // namespace cub
#endif
