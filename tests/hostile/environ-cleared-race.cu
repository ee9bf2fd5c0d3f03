// expect: gpu=race|wrong-result|pass emu=race  args=--sizes=1000,--blocks=256 -- A racy sum (the tree in shared memory has no __syncthreads between its levels), and a constructor that empties the process's environment (environ cleared, no PATH, no TMPDIR, no HOME), hoping the emulator's runtime, which finds addr2line on PATH to name the line of a finding and may read its settings from the environment, loses its finding or its checks.  The race is found all the same.
// mistake: the shared-memory tree without a barrier between its levels; the environment cleared
#include <cstddef>
#include <cstdlib>
#include <unistd.h>

template <typename T>
__global__ void racy_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[1024];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + k];
        // no __syncthreads: the next level reads what another warp may not have written
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_racy(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    racy_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), block>>>(d_input, d_result, n);
}

__attribute__((constructor)) static void no_environment(void) { clearenv(); }

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_racy(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
