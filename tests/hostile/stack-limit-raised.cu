// expect: gpu=cuda-error|memory-limit|unwritten-output|crash emu=cuda-error|memory-limit|unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel worth the name: raises the device's per-thread stack to 512 MiB with cudaDeviceSetLimit(cudaLimitStackSize) and launches 8 blocks of 1024 threads of a kernel that keeps a large local array, hoping a runtime that gives each thread the stack it asked for takes the machine's memory (8192 threads times 512 MiB, 4 TiB) and is killed by the host, a machine error rather than a fail.  A GPU refuses a stack past its limit (cudaErrorInvalidValue or out of memory at the launch); the emulator caps it or fails the launch.
// mistake: the device stack limit raised past any memory, then a launch of 8192 threads
#include <cstddef>

__global__ void deep_locals(int *sink)
{
    volatile int local[4096];
    for (int i = 0; i < 4096; i += 1024)
        local[i] = i + threadIdx.x;
    if (local[threadIdx.x % 4] == -1)
        *sink = 1;
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    cudaDeviceSetLimit(cudaLimitStackSize, (size_t)512 << 20);
    deep_locals<<<8, 1024>>>(nullptr);
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
