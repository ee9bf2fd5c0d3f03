// Exercise 07, a correct variant in "application" style: a CUDA_CHECK macro that
// prints and exit()s, a RAII class that owns the partials (cudaMalloc in its
// constructor, cudaFree in its destructor), and a std::unique_ptr with a custom
// deleter for a scratch counter.  Every call is checked.

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>

#define CUDA_CHECK(call)                                                          \
    do {                                                                          \
        cudaError_t err_ = (call);                                                \
        if (err_ != cudaSuccess) {                                                \
            std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,    \
                         #call, cudaGetErrorString(err_));                        \
            std::exit(EXIT_FAILURE);                                              \
        }                                                                         \
    } while (0)

template <typename T>
class DeviceArray {
public:
    explicit DeviceArray(size_t count) : count_(count) { CUDA_CHECK(cudaMalloc(&ptr_, count * sizeof(T))); }
    ~DeviceArray() { if (ptr_) cudaFree(ptr_); }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    DeviceArray(DeviceArray &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), count_(o.count_) {}
    T *get() const { return ptr_; }
    size_t size() const { return count_; }
private:
    T *ptr_ = nullptr;
    size_t count_ = 0;
};

struct CudaFree {
    void operator()(void *p) const noexcept { cudaFree(p); }
};
template <typename T>
using device_unique = std::unique_ptr<T, CudaFree>;

template <typename T>
device_unique<T> make_device_zero()
{
    void *p = nullptr;
    CUDA_CHECK(cudaMalloc(&p, sizeof(T)));
    CUDA_CHECK(cudaMemset(p, 0, sizeof(T)));
    return device_unique<T>(static_cast<T *>(p));
}

namespace {
constexpr unsigned kMaxBlocks = 512;

template <typename T>
__device__ T warp_sum(T v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T lanes[32];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        lanes[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x < blockDim.x / 32 ? lanes[threadIdx.x] : T(0);
    return threadIdx.x < 32 ? warp_sum(v) : T(0);
}

template <typename T>
__global__ void share_kernel(const T *in, T *out, size_t n, bool atomic)
{
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    acc = block_sum(acc);
    if (threadIdx.x == 0) {
        if (atomic)
            atomicAdd(out, acc);
        else
            out[blockIdx.x] = acc;
    }
}

unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g < kMaxBlocks ? (unsigned)g : kMaxBlocks);
}
}  // namespace

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    auto zero = make_device_zero<T>();
    CUDA_CHECK(cudaMemcpy(d_result, zero.get(), sizeof(T), cudaMemcpyDeviceToDevice));
    share_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n, true);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());  // `zero` is freed on return
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    const unsigned grid = grid_for(n, block);
    DeviceArray<T> partials(grid);
    share_kernel<T><<<grid, block>>>(d_input, partials.get(), n, false);
    CUDA_CHECK(cudaGetLastError());
    share_kernel<T><<<1, block>>>(partials.get(), d_result, partials.size(), false);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());  // before the destructor frees the partials
}

template void sum_atomic<float>(const float *, float *, size_t, int);
template void sum_atomic<double>(const double *, double *, size_t, int);
template void sum_two_phase<float>(const float *, float *, size_t, int);
template void sum_two_phase<double>(const double *, double *, size_t, int);
