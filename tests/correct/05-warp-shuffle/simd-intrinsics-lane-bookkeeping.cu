// correct: the lane and warp numbers come from CUDA's SIMD video intrinsics (__vsadu4 of the lane against zero is the lane, __vminu2 caps the warp number, __vmaxu4 and __vsetgeu4 test a byte), and each warp's leader is the first set bit of its ballot, found with __fns: integer intrinsics the emulator must build and compute as PTX does.
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(FULL_MASK, v, off);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    const unsigned tid = threadIdx.x, nthreads = blockDim.x;
    const unsigned lane = __vsadu4(tid & 31u, 0u);       // one byte: its own value
    const unsigned warp = __vminu2(tid >> 5, 31u);        // below 32 already
    const unsigned i = 2u * nthreads * blockIdx.x + tid;
    float acc = 0.0f;
    if (i < (unsigned)n)
        acc += input[i];
    if (i + nthreads < (unsigned)n)
        acc += input[i + nthreads];
    acc = warp_sum(acc);
    const unsigned leader = __fns(__ballot_sync(FULL_MASK, 1), 0, 1);  // lane 0
    if (lane == leader)
        sums[warp] = acc;
    __syncthreads();
    if (warp == 0) {
        const unsigned warps = (nthreads + 31u) >> 5;
        // __vsetgeu4's low byte is 1 where lane < warps (both below 256)
        const bool live = __vsetgeu4(__vmaxu4(warps, 1u), lane + 1u) & 1u;
        acc = warp_sum(live ? sums[lane] : 0.0f);
        if (lane == leader)
            partial[blockIdx.x] = acc;
    }
}
