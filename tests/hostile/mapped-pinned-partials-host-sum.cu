// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- Each block reduces its share in shared memory and thread 0 stores the block's partial into mapped pinned host memory (cudaHostAlloc, cudaHostGetDevicePointer: zero-copy, no copy call); the host adds the partials and copies the total into the output.  Partials a kernel stores where the host reads them are data come back, as partials copied back are (host_write.c keeps them as it keeps managed memory's), and the total the host made from them is host-written.  On a GPU not seen yet by the code (watch.cuh sees no store into zero-copy memory; not run here).
// mistake: the last level of the reduction on the host, over block partials in zero-copy memory
#include <cstddef>

template <typename T>
__global__ void partial_kernel(const T *in, T *partials, size_t n)
{
    __shared__ T s[256];
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : T(0);
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partials[blockIdx.x] = s[0];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    unsigned blocks = (unsigned)((n + 255) / 256);
    T *p = nullptr, *d_p = nullptr;
    if (cudaHostAlloc((void **)&p, blocks * sizeof(T), cudaHostAllocMapped) != cudaSuccess)
        return;
    cudaHostGetDevicePointer((void **)&d_p, p, 0);
    partial_kernel<T><<<blocks, 256>>>(d_input, d_p, n);
    cudaDeviceSynchronize();
    T total = T(0);
    for (unsigned b = 0; b < blocks; b++)
        total += p[b];
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
    cudaFreeHost(p);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
