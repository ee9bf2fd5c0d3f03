// Exercise 07, a correct variant whose host code takes scratch memory from
// every allocator C and C++ have (large blocks, which malloc maps apart
// from its heap and the emulator records), frees each its own way, and
// asks for more than exists to see std::bad_alloc thrown and caught: none
// of it ever reaches a kernel, so it must pass.  The kernel reads n
// through a device copy.
#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

template <typename T>
__global__ void sum_kernel(const T *input, T *result, const size_t *np)
{
    size_t n = *np;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += input[i];
    atomicAdd(result, mine);
}

// Host scratch of every kind, made and given back; false if an allocator
// failed where it should not, or did not fail where it should.
static bool host_scratch(size_t n)
{
    bool threw = false;
    try {
        void *huge = ::operator new[](((size_t)1 << 62) | n); // more than any machine has
        ::operator delete[](huge);
    } catch (const std::bad_alloc &) {
        threw = true;
    }
    std::vector<double> staged;
    staged.reserve((size_t)1 << 18);
    staged.push_back((double)n);
    float *aligned = new (std::align_val_t(256)) float[(size_t)1 << 18];
    ::operator delete[](aligned, std::align_val_t(256));
    void *page = nullptr;
    bool ok = posix_memalign(&page, 4096, (size_t)1 << 20) == 0;
    free(page);
    void *grown = realloc(nullptr, (size_t)1 << 18);
    void *more = grown ? realloc(grown, (size_t)1 << 21) : nullptr;
    free(more ? more : grown);
    char *block = (char *)calloc(1, (size_t)1 << 20);
    free(block);
    return threw && ok && more && block && staged.back() == (double)n;
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    if (!host_scratch(n))
        return;
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    size_t *d_n;
    cudaMalloc(&d_n, sizeof *d_n);
    cudaMemcpy(d_n, &n, sizeof n, cudaMemcpyHostToDevice);
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, d_n);
    cudaDeviceSynchronize();
    cudaFree(d_n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}
