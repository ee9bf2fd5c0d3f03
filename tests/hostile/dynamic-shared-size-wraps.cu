// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel worth the name: launches a kernel with 1 KiB of static shared memory and SIZE_MAX - 511 bytes of dynamic shared memory, so that static + dynamic wraps to 512 bytes, hoping a runtime that adds them before it compares with the limit launches it with a small block of shared memory while believing the dynamic part is 16 EiB long: the kernel's stores far into extern shared memory then land in the emulator's own memory with no out-of-bounds check to stop them.  A GPU refuses the launch (cudaErrorInvalidValue); the emulator must too.
// mistake: no kernel; a dynamic shared size that wraps with the static one
#include <cstddef>
#include <cstdint>

__global__ void far_shared(size_t far)
{
    __shared__ int fixed[256];
    extern __shared__ int rest[];
    fixed[threadIdx.x % 256] = 1;
    rest[far + threadIdx.x] = fixed[0];
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    far_shared<<<1, 32, SIZE_MAX - 511>>>((size_t)1 << 26);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
