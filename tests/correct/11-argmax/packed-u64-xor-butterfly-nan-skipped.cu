// correct: each candidate packed (a -0 made +0 first, since -0 == +0 is a tie) into one unsigned long long, the high word the order-preserving bits of the value and the low word the complement of the index, so that the larger key is the larger value and on ties the lower index; the warps take the max of keys by __shfl_xor_sync butterflies, the block's warp keys go through shared memory; NaN never enters (an element that is NaN keeps the empty key 0)
__device__ __forceinline__ unsigned long long make_key(float v, int idx)
{
    unsigned u = __float_as_uint(v + 0.0f);  // -0 + 0 is +0: equal zeros get one key, the index decides
    u = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
    return ((unsigned long long)u << 32) | (unsigned)(~(unsigned)idx);
}

__device__ __forceinline__ unsigned long long kmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

__device__ unsigned long long warp_max_key(unsigned long long k)
{
    for (int m = 16; m > 0; m >>= 1)
        k = kmax(k, __shfl_xor_sync(0xffffffffu, k, m));
    return k;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long keys[32];
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    unsigned long long k = 0ull;
    if (i < n && !isnan(input[i])) k = make_key(input[i], i);
    int j = i + blockDim.x;
    if (j < n && !isnan(input[j])) k = kmax(k, make_key(input[j], j));

    k = warp_max_key(k);
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    if (lane == 0) keys[w] = k;
    __syncthreads();
    if (w == 0) {
        k = lane < (int)(blockDim.x >> 5) ? keys[lane] : 0ull;
        k = warp_max_key(k);
        if (lane == 0) {
            if (k == 0ull) {
                partial_value[blockIdx.x] = -INFINITY;
                partial_index[blockIdx.x] = 0x7fffffff;
            } else {
                unsigned u = (unsigned)(k >> 32);
                u = (u & 0x80000000u) ? (u & 0x7fffffffu) : ~u;
                partial_value[blockIdx.x] = __uint_as_float(u);
                partial_index[blockIdx.x] = (int)~(unsigned)(k & 0xffffffffull);
            }
        }
    }
}
