// expect: gpu=race|wrong-result|pass emu=race args=--sizes=1000,--blocks=64 -- for 64-thread blocks only, the last warp adds through plain (not volatile) shared memory with no __syncwarp(): lanes are not in lockstep since Volta and the compiler may keep sdata[tid] in a register, so a lane can read a neighbour's slot before or while it is updated; every other block size goes through the volatile, synchronised path
// mistake: a special case for blockDim.x == 64 without volatile or __syncwarp in the last warp
template <unsigned BLOCK>
__device__ __forceinline__ void last_warp(volatile float *s, unsigned tid)
{
    // Lanes below `offset` read s[tid + offset], which no lane writes in the same step;
    // the __syncwarp after each step orders the writes before the next step's reads.
#pragma unroll
    for (unsigned offset = 32; offset > 0; offset >>= 1) {
        if (BLOCK >= 2 * offset && tid < offset)
            s[tid] += s[tid + offset];
        __syncwarp();
    }
}

template <unsigned BLOCK>
__device__ void reduce_block(const float *__restrict__ in, float *__restrict__ out, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * (2 * BLOCK) + tid;
    float v = 0.0f;
    if (i < (unsigned)n) v = in[i];
    if (i + BLOCK < (unsigned)n) v += in[i + BLOCK];
    sdata[tid] = v;
    __syncthreads();

    if (BLOCK >= 1024) { if (tid < 512) sdata[tid] += sdata[tid + 512]; __syncthreads(); }
    if (BLOCK >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (BLOCK >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (BLOCK >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }

    if (BLOCK == 64) {
        // 64 threads: no tree step, so the warp works on plain shared memory at once
        if (tid < 32) {
            sdata[tid] += sdata[tid + 32];
            sdata[tid] += sdata[tid + 16];
            sdata[tid] += sdata[tid + 8];
            sdata[tid] += sdata[tid + 4];
            sdata[tid] += sdata[tid + 2];
            sdata[tid] += sdata[tid + 1];
        }
    } else if (tid < 32) {
        last_warp<BLOCK>(sdata, tid);
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: reduce_block<1024>(input, partial, n); break;
    case 512: reduce_block<512>(input, partial, n); break;
    case 256: reduce_block<256>(input, partial, n); break;
    case 128: reduce_block<128>(input, partial, n); break;
    case 64: reduce_block<64>(input, partial, n); break;
    }
}
