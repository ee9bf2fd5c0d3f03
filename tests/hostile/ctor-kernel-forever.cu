// expect: gpu=timeout|crash|unwritten-output emu=timeout|crash|unwritten-output|step-budget  args=--sizes=1000,--blocks=256,--timeout,3 -- A static initialiser launches a kernel that never ends and waits for it, when the child loads the submission and before the first case; the entry points do nothing.  A grader whose case limit starts with the first command would wait for ever on a child that never asks for one.  The emulator comes back from the load (its kernels stop at a step budget) and the empty entry points leave the output unwritten; a GPU must time the load out.
// mistake: an endless kernel launched at load time
#include <cstddef>

__global__ void spin_kernel(volatile int *stop)
{
    while (!*stop) {
    }
}

static int start_spinning(void)
{
    int *stop = nullptr;
    cudaMalloc(&stop, sizeof *stop);
    cudaMemset(stop, 0, sizeof *stop);
    spin_kernel<<<1, 1>>>(stop);
    return (int)cudaDeviceSynchronize();
}
static int spun = start_spinning();

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
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
