// expect: gpu=cuda-error|crash emu=cuda-error|crash  args=--sizes=1000,--blocks=256 -- Writes 0 to the output and then launches a kernel that calls __trap() (an illegal instruction on a GPU), hoping the launch error, which is sticky and poisons every later call of the process, turns into a machine error the grader retries or blames on itself, rather than a failed case.
// mistake: a kernel that traps
#include <cstddef>

__global__ void trap_kernel(int *p)
{
    if (!p)
        __trap();
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    cudaMemset(d_result, 0, sizeof(T));
    trap_kernel<<<1, 32>>>(nullptr);
    cudaDeviceSynchronize();
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
