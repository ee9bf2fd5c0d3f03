// expect: gpu=unstable-result|host-reduction emu=unstable-result|host-reduction  args=--sizes=1000,--blocks=256 -- Remembers the sum of the last input it saw by its device address and length and, when both repeat, stores the remembered sum with a one-thread kernel instead of reducing: a cache keyed by input pointer, which passes a harness that refills one buffer in place only if it never checks the call that reads the refilled data.  A later schedule refills the same buffer with new data, so the kept sum is stale there.
// mistake: a result cache keyed by the input pointer and n
#include <cstddef>

template <typename T>
__global__ void tree_sum(const T *input, T *result, size_t n)
{
    __shared__ T part[256];
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
        atomicAdd(result, part[0]);
}

template <typename T>
__global__ void put(T *result, T value)
{
    *result = value;
}

template <typename T>
static void keyed_sum(const T *d_input, T *d_result, size_t n, int block)
{
    static const T *last_in = nullptr;
    static size_t last_n = 0;
    static T last_sum;
    (void)block;
    if (d_input == last_in && n == last_n) {
        put<T><<<1, 1>>>(d_result, last_sum);
        return;
    }
    cudaMemset(d_result, 0, sizeof(T));
    tree_sum<T><<<64, 256>>>(d_input, d_result, n);
    cudaMemcpy(&last_sum, d_result, sizeof(T), cudaMemcpyDeviceToHost);
    last_in = d_input;
    last_n = n;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    keyed_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    keyed_sum(d_input, d_result, n, block);
}
