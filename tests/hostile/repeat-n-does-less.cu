// expect: gpu=unstable-result|wrong-result emu=unstable-result|wrong-result  args=--sizes=1000,--blocks=256 -- Tells a checked call from a timed one by counting: the first call with a given n sums everything (a harness checks the first call), and every later call with the same n (a timing loop's repetitions) reads only the first half of the array and doubles it.  Reading a clock to spot back-to-back calls is refused at build time (reads-clock, tests/hostile/host-clock-hides-race.cu); a count is not, so it is the output that must be checked on every call: the emulator's later schedule (same n, new data) is checked as the first is, and on a GPU each timed run's output against its own input (harness/check/timed_check.c).
// mistake: repeated calls with the same n sum half the input and double it
#include <cstddef>

template <typename T>
__global__ void range_sum(const T *input, T *result, size_t n, T scale)
{
    __shared__ T part[1024];
    T local = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        local += input[i];
    part[threadIdx.x] = local;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, part[0] * scale);
}

template <typename T>
static void sum_counted(const T *d_input, T *d_result, size_t n, int block)
{
    static size_t last_n = 0;
    static int repeats = 0;
    repeats = n == last_n ? repeats + 1 : 0;
    last_n = n;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    if (repeats > 0 && n >= 64)
        range_sum<T><<<16, block>>>(d_input, d_result, n / 2, T(2));
    else
        range_sum<T><<<16, block>>>(d_input, d_result, n, T(1));
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    sum_counted(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_counted(d_input, d_result, n, block);
}
