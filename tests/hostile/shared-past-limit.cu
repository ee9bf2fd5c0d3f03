// expect: gpu=cuda-error emu=cuda-error  args=--sizes=100000,--blocks=256 -- One block loads the whole input into dynamic shared memory (n elements: 400 KB to 800 KB here, past the 227 KB a block of an H100 may have, cudaFuncSetAttribute asked for it all) and sums it there.  A GPU refuses the launch (invalid argument); the emulator must refuse the same size.
// mistake: dynamic shared memory past the device's limit per block
#include <cstddef>

template <typename T>
__global__ void all_in_shared(const T *in, T *out, size_t n)
{
    extern __shared__ unsigned char raw[];
    T *s = (T *)raw;
    for (size_t i = threadIdx.x; i < n; i += blockDim.x)
        s[i] = in[i];
    __syncthreads();
    if (threadIdx.x == 0) {
        T sum = 0;
        for (size_t i = 0; i < n; i++)
            sum += s[i];
        *out = sum;
    }
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n, int block)
{
    size_t bytes = n * sizeof(T);
    cudaFuncSetAttribute(all_in_shared<T>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes);
    all_in_shared<T><<<1, block, bytes>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum(d_input, d_result, n, block);
}
