// correct: `template <int BLOCK_SIZE>` row kernels with a static __shared__ array of BLOCK_SIZE and a #pragma unroll'd tree, dispatched by a switch on the block (default: a runtime-size kernel with extern __shared__), one block per row on a grid-stride loop capped at 65535; columns by atomicAdd of per-block column chunks after a cudaMemsetAsync on the default stream, cudaStreamSynchronize(0) at the end
template <int BLOCK_SIZE>
__global__ void rows_fixed(const float *m, float *out, int rows, int cols)
{
    __shared__ float s[BLOCK_SIZE];
    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        float v = 0.0f;
        for (int c = threadIdx.x; c < cols; c += BLOCK_SIZE) v += m[(size_t)r * cols + c];
        s[threadIdx.x] = v;
        __syncthreads();
#pragma unroll
        for (int k = BLOCK_SIZE / 2; k > 0; k >>= 1) {
            if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
            __syncthreads();
        }
        if (threadIdx.x == 0) out[r] = s[0];
        __syncthreads();
    }
}

__global__ void rows_any(const float *m, float *out, int rows, int cols)
{
    extern __shared__ float s[];
    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        float v = 0.0f;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) v += m[(size_t)r * cols + c];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if ((threadIdx.x & 31) == 0) s[threadIdx.x >> 5] = v;
        __syncthreads();
        if (threadIdx.x == 0) {
            float t = 0.0f;
            for (unsigned w = 0; w < blockDim.x / 32; ++w) t += s[w];
            out[r] = t;
        }
        __syncthreads();
    }
}

constexpr int ROWS_PER_BLOCK = 64;

__global__ void cols_atomic(const float *m, float *out, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols) return;
    int r0 = blockIdx.y * ROWS_PER_BLOCK;
    int r1 = min(r0 + ROWS_PER_BLOCK, rows);
    float v = 0.0f;
    for (int r = r0; r < r1; ++r) v += m[(size_t)r * cols + c];
    atomicAdd(&out[c], v);
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int grid = rows < 65535 ? rows : 65535;
    switch (block) {
    case 1024: rows_fixed<1024><<<grid, 1024>>>(d_matrix, d_out, rows, cols); break;
    case 512: rows_fixed<512><<<grid, 512>>>(d_matrix, d_out, rows, cols); break;
    case 256: rows_fixed<256><<<grid, 256>>>(d_matrix, d_out, rows, cols); break;
    case 128: rows_fixed<128><<<grid, 128>>>(d_matrix, d_out, rows, cols); break;
    case 64: rows_fixed<64><<<grid, 64>>>(d_matrix, d_out, rows, cols); break;
    case 32: rows_fixed<32><<<grid, 32>>>(d_matrix, d_out, rows, cols); break;
    default: rows_any<<<grid, block, 32 * sizeof(float)>>>(d_matrix, d_out, rows, cols); break;
    }
    cudaStreamSynchronize(0);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    cudaMemsetAsync(d_out, 0, cols * sizeof(float), 0);
    dim3 grid((cols + block - 1) / block, (rows + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK);
    cols_atomic<<<grid, block>>>(d_matrix, d_out, rows, cols);
    cudaStreamSynchronize(0);
}
