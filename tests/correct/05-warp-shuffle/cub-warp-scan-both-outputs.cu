// expect: gpu=pass emu=pass -- each warp runs cub::WarpScan<float>::Scan(v, inclusive, exclusive, cuda::std::plus<>{}) and lane 31 takes exclusive + its own value as the warp's sum; warp 0 scans the warp sums with InclusiveScan(v, out, 0.0f, plus) (the initial-value form) and lane 31 stores the block's sum: any multiple of 32
// mistake: none: both outputs of one scan, a last prefix as the sum; a right kernel the emulator once could not build (no WarpScan::Scan)
#include <cub/cub.cuh>

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    using WarpScan = cub::WarpScan<float>;
    __shared__ typename WarpScan::TempStorage temp[32];
    __shared__ float warp_sums[32];
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    float v = (i < (unsigned)n ? input[i] : 0.0f) +
              (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    float inclusive, exclusive;
    WarpScan(temp[warp]).Scan(v, inclusive, exclusive, cuda::std::plus<>{});
    if (lane == 31)
        warp_sums[warp] = exclusive + v;
    __syncthreads();
    if (warp == 0) {
        float w = lane < (int)(blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        float out;
        WarpScan(temp[0]).InclusiveScan(w, out, 0.0f, cuda::std::plus<>{});
        if (lane == 31)
            partial[blockIdx.x] = out;
    }
}
