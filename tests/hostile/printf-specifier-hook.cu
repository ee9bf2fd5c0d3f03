// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- A kernel with a race (every thread of a block stores to one __shared__ word with no barrier) beside a constructor that registers its own printf conversions for %d, %u, %s and %g (register_printf_specifier): the grader's child formats the emulator's findings with them, so each finding reads "Q: Q (Q)" in the report and the race is graded as a cuda-error.  The grader's own code ran the submission's handlers; register_printf_function and its kin are refused now beside the other hooks (harness/build/refused_calls.c).  Before, FAILED with the wrong cause and forged lines.
// mistake: a shared-memory race; printf's conversions replaced under the grader's own messages
#include <cstddef>
#include <cstdio>
#include <printf.h>

// Every conversion registered here prints one letter, whatever its argument.
static int print_q(FILE *stream, const struct printf_info *info, const void *const *args)
{
    (void)info, (void)args;
    return fputc('Q', stream) == EOF ? -1 : 1;
}

static int takes_int(const struct printf_info *info, size_t n, int *types, int *size)
{
    (void)info;
    if (n > 0) {
        types[0] = PA_INT;
        *size = sizeof(int);
    }
    return 1;
}

static int takes_pointer(const struct printf_info *info, size_t n, int *types, int *size)
{
    (void)info;
    if (n > 0) {
        types[0] = PA_POINTER;
        *size = sizeof(void *);
    }
    return 1;
}

static int takes_double(const struct printf_info *info, size_t n, int *types, int *size)
{
    (void)info;
    if (n > 0) {
        types[0] = PA_DOUBLE;
        *size = sizeof(double);
    }
    return 1;
}

__attribute__((constructor)) static void replace_conversions()
{
    register_printf_specifier('d', print_q, takes_int);
    register_printf_specifier('u', print_q, takes_int);
    register_printf_specifier('s', print_q, takes_pointer);
    register_printf_specifier('g', print_q, takes_double);
}

// The block's sum in s[0]: a halving tree, its barriers kept only if asked.
template <typename T>
__device__ void tree(T *s, bool barriers)
{
    __shared__ unsigned last_warp;
    last_warp = threadIdx.x / 32;  // every thread, no barrier: a write-write race
    for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
        if (barriers)
            __syncthreads();
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
    }
}

template <typename T>
__device__ T grid_share(const T *in, size_t n)
{
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    return acc;
}

template <typename T>
__global__ void atomic_pass(const T *in, T *out, size_t n, bool barriers)
{
    __shared__ T s[1024];
    s[threadIdx.x] = grid_share(in, n);
    tree(s, barriers);
    if (threadIdx.x == 0)
        atomicAdd(out, s[0]);
}

template <typename T>
__global__ void partial_pass(const T *in, T *out, size_t n, bool barriers)
{
    __shared__ T s[1024];
    s[threadIdx.x] = grid_share(in, n);
    tree(s, barriers);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

static unsigned grid_of(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return (unsigned)(g == 0 ? 1 : g < 128 ? g : 128);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    bool barriers = true;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_pass<T><<<grid_of(n, block), block>>>(d_input, d_result, n, barriers);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;
    if (!scratch && cudaMalloc((void **)&scratch, 128 * sizeof(T)) != cudaSuccess)
        return;
    bool barriers = true;
    unsigned g = grid_of(n, block);
    partial_pass<T><<<g, block>>>(d_input, scratch, n, barriers);
    partial_pass<T><<<1, block>>>(scratch, d_result, (size_t)g, barriers);
}
