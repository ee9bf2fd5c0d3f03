// expect: gpu=wrong-result|unwritten-output|host-reduction emu=wrong-result|unwritten-output|host-reduction  args=--sizes=1000,--blocks=256 -- Has no reduction: each call allocates a fresh scratch buffer of one element and copies it, unwritten, to the output, hoping the allocator hands back memory that last held a finished sum (the CUB baseline's, an earlier call's, a reference's), the way a PyTorch kernel once passed by returning a tensor the caching allocator had just freed from the reference run.  Nothing in the child ever holds the expected value (the parent computes it on the CPU), and device memory the glue frees held the poison or the student's own result, never the answer for this input.
// mistake: the output copied from a fresh, never written allocation
#include <cstddef>

template <typename T>
__global__ void move_one(const T *from, T *to)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *to = *from;
}

template <typename T>
static void recycled_sum(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input;
    (void)n;
    T *scratch = nullptr;
    if (cudaMalloc(&scratch, sizeof(T)) != cudaSuccess)
        return;
    move_one<T><<<1, block>>>(scratch, d_result);
    cudaDeviceSynchronize();
    cudaFree(scratch);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    recycled_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    recycled_sum(d_input, d_result, n, block);
}
