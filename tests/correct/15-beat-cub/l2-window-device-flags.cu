// Exercise 15, a correct variant with the runtime calls a tuning student reaches for:
// an L2 access-policy window set on a stream of its own (cudaStreamAttrValue,
// cudaStreamSetAttribute), cudaSetDeviceFlags(cudaDeviceScheduleAuto) where the
// device still allows it, cudaGetSymbolSize, and the partials from cudaMallocAsync
// given back with cudaFreeAsync.  A refused call falls back to the plain path.

#include <cstddef>
#include <cstdint>

__device__ float g_spare[1];

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void partial_sums(const float *__restrict__ in, float *__restrict__ out, size_t n)
{
    __shared__ float lanes[32];
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    s = warp_sum(s);
    if (threadIdx.x % 32 == 0)
        lanes[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = warp_sum(threadIdx.x < blockDim.x / 32 ? lanes[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0)
            out[blockIdx.x] = s;
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    static bool set_up = false;
    static cudaStream_t stream = nullptr;
    if (!set_up) {
        set_up = true;
        if (cudaSetDeviceFlags(cudaDeviceScheduleAuto) != cudaSuccess)
            cudaGetLastError();  // the context exists already: nothing to set
        int dev = 0;
        cudaGetDevice(&dev);
        if (cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) != cudaSuccess)
            stream = nullptr;
        size_t spare = 0;
        cudaGetSymbolSize(&spare, g_spare);
    }
    size_t want = (n + block - 1) / block;
    const unsigned blocks = (unsigned)(want == 0 ? 1 : (want < 1024 ? want : 1024));
    cudaStream_t s = stream ? stream : cudaStreamPerThread;
    if (stream) {
        cudaStreamAttrValue attr = {};
        attr.accessPolicyWindow.base_ptr = const_cast<float *>(d_input);
        attr.accessPolicyWindow.num_bytes = 0;  // no window: the input is read once
        attr.accessPolicyWindow.hitRatio = 0.0f;
        attr.accessPolicyWindow.hitProp = cudaAccessPropertyNormal;
        attr.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
        if (cudaStreamSetAttribute(stream, cudaStreamAttributeAccessPolicyWindow, &attr) != cudaSuccess)
            cudaGetLastError();
    }
    float *part = nullptr;
    cudaError_t got = cudaMallocAsync(reinterpret_cast<void **>(&part), blocks * sizeof(float), s);
    if (got != cudaSuccess)
        return;
    partial_sums<<<blocks, block, 0, s>>>(d_input, part, n);
    partial_sums<<<1, block, 0, s>>>(part, d_result, blocks);
    cudaFreeAsync(part, s);
    cudaStreamSynchronize(s);
}
