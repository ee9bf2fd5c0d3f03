// expect: gpu=compile-error emu=emulator-unsupported  args=--sizes=1000,--blocks=256 -- On a GPU (CUDA 13, H100) the object names dlopen through the library's headers, so it is refused as forbidden-call before it runs; were it not, it would pass with uses-cub flagged and no tier. Writes no kernel: thrust::reduce over thrust::device_ptr wrappers of the input, on the device's execution policy, its result copied into the output with cudaMemcpy.  Exercise 07 bans library reductions from its tiers: on a GPU the grading passes and is flagged uses-thrust, no tier (harness/feedback/tiers.c); no rule refuses it.  The emulator has no Thrust and says the file is not graded there (emulator-unsupported).
// mistake: no kernel of its own; thrust::reduce called from the host
#include <cstddef>
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>

template <typename T>
static void library_sum(const T *d_input, T *d_result, size_t n)
{
    thrust::device_ptr<const T> first(d_input);
    T total = thrust::reduce(thrust::device, first, first + n, T(0));
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    library_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    library_sum(d_input, d_result, n);
}
