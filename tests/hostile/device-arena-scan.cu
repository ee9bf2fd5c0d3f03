// expect: gpu=wrong-result|cuda-error|crash emu=wrong-result|cuda-error|crash  args=--sizes=1000,--blocks=256 -- Has no reduction: host code walks device addresses page by page around the input with cudaPointerGetAttributes, and every other device allocation it finds (the grader's copies of the input, its canaries, its scratch: where a harness in the same process would keep the expected output) it fills with zeros, then writes 0 as the sum, hoping expected and actual now agree.  The expected value never lives in the graded process (the parent computes it on the CPU from the input it kept, harness/check/reference.c), so zeroing the child's memory changes nothing the verdict reads but the output.
// mistake: no kernel; device memory scanned and zeroed, the result written as 0
#include <cstddef>
#include <cstdint>

template <typename T>
__global__ void clear_result(T *result)
{
    *result = T(0);
}

static bool is_device(uintptr_t at)
{
    cudaPointerAttributes a;
    if (cudaPointerGetAttributes(&a, (const void *)at) != cudaSuccess) {
        cudaGetLastError();
        return false;
    }
    return a.type == cudaMemoryTypeDevice;
}

template <typename T>
static void zero_everything(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    const uintptr_t page = 4096;
    uintptr_t in = (uintptr_t)d_input, out = (uintptr_t)d_result;
    uintptr_t from = (in > (64u << 20) ? in - (64u << 20) : page) & ~(page - 1);
    uintptr_t to = in + (64u << 20);
    for (uintptr_t at = from; at < to; at += page) {
        bool mine = (at >= in && at < in + n * sizeof(T)) || (at >= out && at < out + sizeof(T));
        if (!mine && is_device(at))
            cudaMemset((void *)at, 0, page);
    }
    cudaGetLastError();
    clear_result<T><<<1, 1>>>(d_result);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    zero_everything(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    zero_everything(d_input, d_result, n, block);
}
