// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- As strdup-block-host-read.cu, but the 64 MiB block holds a std::string's characters: libstdc++ instantiates std::string in its own library, whose call of operator new the link's wraps do not see, so the block was unrecorded and the kernel's load from it passed on the emulator.  Caught since the emulator interposes malloc for the whole process (harness/backend/emu/simt/host_libc_allocs.c); on a GPU the load is an illegal address.
// mistake: the kernel reads n from a large std::string's characters
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>

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

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));


    std::string s(64u << 20, 'a'); char *big = &s[0];
    memcpy(big, &n, sizeof n);
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, (const size_t *)big);
    cudaDeviceSynchronize();

}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
