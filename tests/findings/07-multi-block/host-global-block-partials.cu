// expect: gpu=cuda-error|crash emu=out-of-bounds|cuda-error  args=--sizes=100000,--blocks=256 -- Each block reduces its share in shared memory and thread 0 stores the block's partial into a plain host global array (no __device__); the host adds the partials and copies the total into the output.  Partials summed on the host are a host reduction as well, but first the store: a GPU's kernel cannot reach a host global (an illegal address), and the emulator stops the kernel there.
// mistake: block partials stored into a host global array (no __device__) and added on the host
#include <cstddef>

static double host_partials[1 << 16];

template <typename T>
__global__ void partial_kernel(const T *in, T *partials, size_t n)
{
    __shared__ T s[256];
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : T(0);
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partials[blockIdx.x] = s[0];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    unsigned blocks = (unsigned)((n + 255) / 256);
    if (blocks * sizeof(T) > sizeof host_partials)
        return;
    T *p = (T *)host_partials;
    partial_kernel<T><<<blocks, 256>>>(d_input, p, n);
    cudaDeviceSynchronize();
    T total = T(0);
    for (unsigned b = 0; b < blocks; b++)
        total += p[b];
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
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
