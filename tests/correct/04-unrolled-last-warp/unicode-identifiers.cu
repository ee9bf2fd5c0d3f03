// Exercise 04, a correct variant: locals in other scripts (legal C++ since C++11,
// UTF-8 in the source; nvcc takes them for locals, never for a kernel, a __device__
// function or a __shared__ array, whose names reach the PTX), the last warp's steps
// in a lambda, and the tree's bound named.

constexpr unsigned Warp = 32;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float partial_sums[];
    float *const σ = partial_sums;
    const unsigned ί = threadIdx.x;
    const unsigned début = blockIdx.x * blockDim.x * 2 + ί;
    float Summe = 0.0f;
    if (début < (unsigned)n)
        Summe = input[début];
    if (début + blockDim.x < (unsigned)n)
        Summe += input[début + blockDim.x];
    σ[ί] = Summe;
    __syncthreads();
    for (unsigned шаг = blockDim.x / 2; шаг > Warp; шаг /= 2) {
        if (ί < шаг)
            σ[ί] += σ[ί + шаг];
        __syncthreads();
    }
    if (ί < Warp) {
        volatile float *v = σ;
        auto 步 = [&](unsigned d) {
            float x = v[ί] + v[ί + d];
            __syncwarp();
            v[ί] = x;
            __syncwarp();
        };
        for (unsigned d = Warp; d > 0; d /= 2)
            步(d);
        if (ί == 0)
            partial[blockIdx.x] = v[0];
    }
}
