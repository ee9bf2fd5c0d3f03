// expect: gpu=glue-symbol|compile-error emu=glue-symbol|compile-error  args=--sizes=1000,--blocks=256 -- A correct kernel, and __attribute__((alias)) giving a function of its own a second name: the mangled name of std::vector<double>::_M_realloc_insert, the weak instance the glue's timing grows its vector of samples with (a push_back past the capacity).  The alias is a strong definition, so the linker would bind the glue's calls to it: the sample never stored, the median taken over what is left.  Refused before it is linked (glue-symbol), whatever attribute made the name.
// mistake: a glue template instance replaced through an alias attribute
#include <cstddef>
extern "C" void rg_drop_sample(void *, void *, const double *) {}
extern "C" void _ZNSt6vectorIdSaIdEE17_M_realloc_insertIJRKdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(void *, void *, const double *) __attribute__((alias("rg_drop_sample")));
#include <cstddef>

// A whole-array sum: a grid-stride share per thread, a tree in shared
// memory for any block size, one atomicAdd per block.
template <typename T>
__global__ void whole_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[1024];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_sum(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    whole_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}
