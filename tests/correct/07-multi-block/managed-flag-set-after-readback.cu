// expect: gpu=pass emu=pass -- correct: the first pass counts its blocks in managed memory; the host reads the count there (no copy), stores a mode flag and the count into managed memory with plain assignments, and the second pass reads the flag and the count beside the partials it adds: host-written bytes read beside device data
// correct: managed memory read and written by the host between the passes, the last level still on the device
// 07-multi-block: the sum of a whole array, two ways (see exercises/07-multi-block).
#include <cstddef>

constexpr int MAXB = 1024;

struct plan {
    unsigned blocks; // counted by the first pass
    int accumulate;  // set by the host
    unsigned used;   // set by the host
};

template <typename T>
__global__ void partials_counted(const T *in, size_t n, T *part, plan *p)
{
    __shared__ T s[1024];
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    unsigned top = 1; // the tree over the next power of two: any block size
    while (top < blockDim.x)
        top *= 2;
    for (unsigned k = top / 2; k > 0; k /= 2) {
        if (threadIdx.x < k && threadIdx.x + k < blockDim.x)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        part[blockIdx.x] = s[0];
        atomicAdd(&p->blocks, 1u);
    }
}

template <typename T>
__global__ void finish(const T *part, const plan *p, T *out)
{
    if (threadIdx.x != 0)
        return;
    T v = 0;
    for (unsigned b = 0; b < p->used; b++)
        v += part[b];
    if (p->accumulate)
        atomicAdd(out, v);
    else
        *out = v;
}

template <typename T>
static void managed_plan(const T *d_input, T *d_result, size_t n, int block, int accumulate)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want == 0 ? 1 : want < MAXB ? want : MAXB);
    T *part = nullptr;
    plan *p = nullptr;
    cudaMalloc(&part, MAXB * sizeof(T));
    cudaMallocManaged(&p, sizeof(plan));
    p->blocks = 0;
    partials_counted<T><<<blocks, block>>>(d_input, n, part, p);
    cudaDeviceSynchronize();
    p->used = p->blocks;
    p->accumulate = accumulate;
    if (accumulate)
        cudaMemset(d_result, 0, sizeof(T));
    finish<T><<<1, 32>>>(part, p, d_result);
    cudaDeviceSynchronize();
    cudaFree(part);
    cudaFree(p);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    managed_plan(d_input, d_result, n, block, 1);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    managed_plan(d_input, d_result, n, block, 0);
}
