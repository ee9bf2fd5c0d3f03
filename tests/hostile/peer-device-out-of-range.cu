// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies with cudaMemcpyPeer naming devices 1000 and -5 (one GPU here), hoping a runtime that indexes its per-device tables (streams, memory used) with them writes past those tables into the grader's memory.  CUDA answers cudaErrorInvalidDevice; so must the emulator.
// mistake: no kernel; peer copies to and from devices that do not exist
#include <cstddef>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)n;
    cudaMemcpyPeer(d_result, 1000, d_input, -5, sizeof(T));
    cudaMemcpyPeerAsync(d_result, -5, d_input, 1000, sizeof(T), 0);
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
