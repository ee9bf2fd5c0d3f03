// expect: gpu=cuda-error|crash|unwritten-output emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: misuses the runtime's handles the way a confused host program might, on purpose: destroys the legacy default stream and the per-thread one, destroys a stream and an event twice, records and waits on the destroyed ones, and hands a forged stream handle (a pointer into its own stack) to a copy, hoping a runtime that frees what it is given corrupts its own heap so that the grader's next call crashes in the grader's code, a machine error rather than a fail.  CUDA answers invalid-resource-handle (or invalid-value) for each; the emulator must refuse each handle before it touches it: cuda-error.
// mistake: no kernel; destroyed, doubled and forged stream and event handles
#include <cstddef>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    cudaStreamDestroy((cudaStream_t)0);
    cudaStreamDestroy(cudaStreamPerThread);
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreate(&s);
    cudaEventCreate(&e);
    cudaStreamDestroy(s);
    cudaStreamDestroy(s);
    cudaEventDestroy(e);
    cudaEventDestroy(e);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(s, e, 0);
    long forged[8] = {};
    static const T zero = T(0);
    cudaMemcpyAsync(d_result, &zero, sizeof zero, cudaMemcpyHostToDevice, (cudaStream_t)forged);
    cudaStreamSynchronize((cudaStream_t)forged);
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
