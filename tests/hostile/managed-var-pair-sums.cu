// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- A kernel adds the input in pairs (element i and element i + n/2, half the input's bytes) into a __managed__ array; the host adds the halves up and copies the total into the output.  Half the input's volume stored by a kernel where the host reads it with no copy is a host reduction as a copy of it would be (integrity.c: half the input's bytes).
// mistake: one step of pairwise sums on the device, the rest of the reduction on the host through a __managed__ array
#include <cstddef>

__managed__ double pair_sums[1 << 19];

template <typename T>
__global__ void pair_kernel(const T *in, T *out, size_t half, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < half; i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i] + (i + half < n ? in[i + half] : T(0));
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    size_t half = (n + 1) / 2;
    if (half * sizeof(T) > sizeof pair_sums)
        return;
    T *p = (T *)pair_sums;
    pair_kernel<T><<<(unsigned)((half + 255) / 256), 256>>>(d_input, p, half, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < half; i++)
        sum += p[i];
    T r = (T)sum;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
