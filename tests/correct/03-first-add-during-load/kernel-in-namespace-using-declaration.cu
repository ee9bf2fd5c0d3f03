// Exercise 03, a correct variant: the kernel is defined inside a namespace and
// brought to global scope with a using-declaration, so the grader's plain name
// reaches it; its two loads go through a small struct with a conversion operator.

namespace lab {

struct Pair {
    float a, b;
    __device__ operator float() const { return a + b; }
};

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * 2u * blockDim.x + tid;
    const Pair p{i < (unsigned)n ? input[i] : 0.0f,
                 i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f};
    sdata[tid] = p;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

}  // namespace lab

using lab::reduce_first_add;
