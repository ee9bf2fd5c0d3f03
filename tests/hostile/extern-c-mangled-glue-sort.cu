// expect: gpu=glue-symbol|compile-error emu=glue-symbol|compile-error  args=--sizes=1000,--blocks=256 -- A correct kernel, and an extern "C" function whose name is spelt as the mangled name of the standard library's std::__final_insertion_sort for a std::vector<double>'s iterators (an identifier like any other: no template, no asm label, no specialisation), the weak instance the glue's timing median sorts its samples with (harness/glue/timing.cuh).  A strong definition of that name would win at link time: every sample made the fastest, a timing tier bought.  Refused before it is linked: the symbol table is what is checked, however the source spelt the name.
// mistake: the glue's sort defined under its mangled name, through extern "C"
struct rg_iter { double *at; };
struct rg_less {};
extern "C" void _ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(rg_iter first, rg_iter last, rg_less)
{
    double low = first.at == last.at ? 0 : *first.at;
    for (double *i = first.at; i != last.at; ++i)
        low = *i < low ? *i : low;
    for (double *i = first.at; i != last.at; ++i)
        *i = low;
}
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
