// correct: Welford in T with no shift at all; threads' moments merged by Chan's formula
// through a tree in dynamic shared memory (three arrays carved from one extern buffer,
// folded for block sizes that are not powers of two); pass 2 one block over the partials.
#include <cstddef>

template <typename T>
struct Acc { double n; T mean, m2; };

template <typename T>
__device__ void merge(double &na, T &ma, T &qa, double nb, T mb, T qb)
{
    if (nb == 0) return;
    double n = na + nb;
    T d = mb - ma;
    T wb = (T)(nb / n);
    ma = ma + d * wb;
    qa = qa + qb + d * d * (T)(na * nb / n);
    na = n;
}

template <typename T>
__device__ void block_merge(double &n, T &mean, T &m2)
{
    extern __shared__ unsigned char raw[];
    double *sn = (double *)raw;
    T *sm = (T *)(sn + blockDim.x);
    T *sq = sm + blockDim.x;
    unsigned t = threadIdx.x;
    sn[t] = n; sm[t] = mean; sq[t] = m2;
    __syncthreads();
    for (unsigned len = blockDim.x; len > 1;) {
        unsigned half = (len + 1) / 2;
        if (t < len - half) {
            double a = sn[t]; T b = sm[t], c = sq[t];
            merge<T>(a, b, c, sn[t + half], sm[t + half], sq[t + half]);
            sn[t] = a; sm[t] = b; sq[t] = c;
        }
        len = half;
        __syncthreads();
    }
    n = sn[0]; mean = sm[0]; m2 = sq[0];
}

template <typename T>
__global__ void pass1(const T *x, size_t n, double *pn, T *pm, T *pq)
{
    double c = 0; T mean = 0, m2 = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        c += 1;
        T d = x[i] - mean;
        mean += d / (T)c;
        m2 += d * (x[i] - mean);
    }
    block_merge<T>(c, mean, m2);
    if (threadIdx.x == 0) { pn[blockIdx.x] = c; pm[blockIdx.x] = mean; pq[blockIdx.x] = m2; }
}

template <typename T>
__global__ void pass2(const double *pn, const T *pm, const T *pq, unsigned parts, T *out_mean, T *out_var)
{
    double c = 0; T mean = 0, m2 = 0;
    for (unsigned b = threadIdx.x; b < parts; b += blockDim.x)
        merge<T>(c, mean, m2, pn[b], pm[b], pq[b]);
    block_merge<T>(c, mean, m2);
    if (threadIdx.x == 0) { *out_mean = mean; *out_var = (T)(m2 / c); }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    unsigned blocks = (unsigned)((n + block - 1) / block);
    if (blocks > 512) blocks = 512;
    double *pn; T *pm, *pq;
    cudaMalloc(&pn, blocks * (sizeof(double) + 2 * sizeof(T)));
    pm = (T *)(pn + blocks);
    pq = pm + blocks;
    size_t smem = block * (sizeof(double) + 2 * sizeof(T));
    pass1<T><<<blocks, block, smem>>>(d_input, n, pn, pm, pq);
    pass2<T><<<1, block, smem>>>(pn, pm, pq, blocks, d_mean, d_var);
    cudaFree(pn);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
