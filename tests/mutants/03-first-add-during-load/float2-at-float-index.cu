// expect: gpu=over-read|wrong-result emu=over-read -- the float2 is taken at index i of the float2 array, i being thread t's float index 2t from the block's start, so it reads floats 2i and 2i + 1, twice as far as its own pair: the upper threads read past n (and the block sums other elements than its span)
// mistake: the float2 array indexed with the float index i, not the pair index i / 2
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float s[];
    unsigned tid = threadIdx.x;
    long long base = (long long)blockIdx.x * blockDim.x * 2;
    long long i = base + 2LL * tid;
    float sum = 0.0f;
    if (i + 1 < n) {
        float2 p = reinterpret_cast<const float2 *>(input)[i];
        sum = p.x + p.y;
    } else if (i < n) {
        sum = input[i];
    }
    s[tid] = sum;
    __syncthreads();
    for (unsigned h = blockDim.x >> 1; h > 0; h >>= 1) {
        if (tid < h) s[tid] += s[tid + h];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}
