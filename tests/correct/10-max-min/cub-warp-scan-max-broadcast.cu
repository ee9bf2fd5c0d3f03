// expect: gpu=pass emu=pass -- each warp runs cub::WarpScan<T>::InclusiveScan with fmaxf/fminf operators (a NaN input ignored, the exercise's rule; max/min for int), lane 31's inclusive value handed to the warp by WarpScan::Broadcast, warp 0 scans the per-warp results with ExclusiveScan(v, out, init, op, aggregate) and keeps the aggregate
// mistake: none: a max/min scan's last prefix is the extreme; a right kernel the emulator once could not build (no cub::WarpScan)
#include <cub/cub.cuh>

struct MaxOp {
    __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
    __device__ int operator()(int a, int b) const { return max(a, b); }
};
struct MinOp {
    __device__ float operator()(float a, float b) const { return fminf(a, b); }
    __device__ int operator()(int a, int b) const { return min(a, b); }
};

template <typename Op, typename T>
__device__ void block_extreme(const T *input, T *partial, int n)
{
    using WarpScan = cub::WarpScan<T>;
    __shared__ typename WarpScan::TempStorage temp[32];
    __shared__ T warp_results[32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int warps = blockDim.x / 32;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    // a thread past n repeats its block's first element: an extreme changes nothing by it
    T first = input[blockIdx.x * (blockDim.x * 2)];
    T a = i < (unsigned int)n ? input[i] : first;
    T b = i + blockDim.x < (unsigned int)n ? input[i + blockDim.x] : first;
    T inclusive;
    WarpScan(temp[warp]).InclusiveScan(Op{}(a, b), inclusive, Op{});
    T v = WarpScan(temp[warp]).Broadcast(inclusive, 31);
    if (lane == 0)
        warp_results[warp] = v;
    __syncthreads();
    if (warp == 0) {
        T w = warp_results[lane < warps ? lane : 0];
        T exclusive, aggregate;
        WarpScan(temp[0]).ExclusiveScan(w, exclusive, warp_results[0], Op{}, aggregate);
        if (lane == 0)
            partial[blockIdx.x] = aggregate;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    block_extreme<MaxOp>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    block_extreme<MinOp>(input, partial, n);
}
