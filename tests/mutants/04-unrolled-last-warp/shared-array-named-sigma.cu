// expect: gpu=compile-error emu=compile-error -- the dynamic shared array is named σ: nvcc 13.0 refuses a letter past ASCII in the name of a kernel, a __device__ function or a __device__, __constant__ or __shared__ variable ("Universal character is not allowed in device entity name"), since the name goes into the PTX; the emulator's clang built it
// mistake: extern __shared__ float σ[] (a local may be called σ, the shared array may not)
constexpr unsigned Warp = 32;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float σ[];
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
