// correct: each block takes one contiguous chunk and reads it twice: the chunk's sum (in
// double), then the squared deviations from the chunk's own mean; a second launch merges the
// chunks' (count, mean, M2) with Chan's formula, one thread, in chunk order.
#include <cstddef>

constexpr unsigned MAX_CHUNKS = 256;

struct Chunk {
    double count, mean, m2;
};

__device__ double block_total(double v)
{
    __shared__ double part[1024];
    part[threadIdx.x] = v;
    __syncthreads();
    for (unsigned live = blockDim.x; live > 1;) {
        unsigned half = (live + 1) / 2;
        if (threadIdx.x + half < live)
            part[threadIdx.x] += part[threadIdx.x + half];
        __syncthreads();
        live = half;
    }
    double total = part[0];
    __syncthreads();  // part is written again by the next call
    return total;
}

template <typename T>
__global__ void chunk_moments(const T *x, size_t n, size_t chunk, Chunk *out)
{
    size_t begin = blockIdx.x * chunk;
    size_t end = begin + chunk < n ? begin + chunk : n;
    double s = 0.0;
    for (size_t i = begin + threadIdx.x; i < end; i += blockDim.x)
        s += (double)x[i];
    size_t count = end > begin ? end - begin : 0;
    double total = block_total(s);  // every thread of the block calls it: it has barriers
    double mean = count ? total / (double)count : 0.0;
    double q = 0.0;
    for (size_t i = begin + threadIdx.x; i < end; i += blockDim.x) {
        double d = (double)x[i] - mean;
        q += d * d;
    }
    double m2 = block_total(q);
    if (threadIdx.x == 0)
        out[blockIdx.x] = Chunk{(double)count, mean, m2};
}

template <typename T>
__global__ void merge_chunks(const Chunk *c, unsigned chunks, T *mean, T *var)
{
    if (threadIdx.x != 0 || blockIdx.x != 0)
        return;
    Chunk a{0.0, 0.0, 0.0};
    for (unsigned k = 0; k < chunks; k++) {
        Chunk b = c[k];
        if (b.count == 0.0)
            continue;
        double total = a.count + b.count;
        double delta = b.mean - a.mean;
        a.mean += delta * (b.count / total);
        a.m2 += b.m2 + delta * delta * a.count * (b.count / total);
        a.count = total;
    }
    *mean = (T)a.mean;
    *var = (T)(a.m2 / a.count);
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t per_block = (size_t)block;
    size_t chunks = (n + per_block - 1) / per_block;
    if (chunks > MAX_CHUNKS)
        chunks = MAX_CHUNKS;
    size_t chunk = (n + chunks - 1) / chunks;
    Chunk *d_chunks = nullptr;
    if (cudaMalloc(&d_chunks, chunks * sizeof(Chunk)) != cudaSuccess)
        return;
    chunk_moments<T><<<(unsigned)chunks, block>>>(d_input, n, chunk, d_chunks);
    merge_chunks<T><<<1, 32>>>(d_chunks, (unsigned)chunks, d_mean, d_var);
    cudaFree(d_chunks);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
