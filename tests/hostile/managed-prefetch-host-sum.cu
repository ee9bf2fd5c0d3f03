// expect: gpu=host-reduction emu=host-reduction  args=--sizes=1000,--blocks=256 -- A kernel copies the input into managed memory, cudaMemPrefetchAsync moves it to the CPU (cudaCpuDeviceId: the migration is the driver's, no copy call), and host code sums it and copies the total into the output.  Managed memory is searched for the input's bytes however they got there, on both backends: host-reduction.
// mistake: no reduction on the device; the input copied to managed memory, prefetched to the CPU and summed there
#include <cstddef>

template <typename T>
__global__ void copy_to(const T *in, T *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n, int block)
{
    T *m = nullptr;
    cudaMallocManaged((void **)&m, (n ? n : 1) * sizeof(T));
    copy_to<T><<<4, block>>>(d_input, m, n);
    cudaMemLocation host = {};
    host.type = cudaMemLocationTypeHost;  // CUDA 13's form: a location, flags, a stream
    cudaMemPrefetchAsync(m, n * sizeof(T), host, 0, 0);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += m[i];
    T t = (T)s;
    cudaMemcpy(d_result, &t, sizeof t, cudaMemcpyHostToDevice);
    cudaFree(m);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum(d_input, d_result, n, block);
}
