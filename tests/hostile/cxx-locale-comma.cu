// expect: gpu=pass emu=pass  args=--sizes=1000,--blocks=256 -- A correct sum, and a constructor that makes the process's C++ global locale one whose decimal point is a comma and whose thousands are grouped, and sets the C locale from the environment, hoping the glue or the runtime print or parse a number (a timing, a tolerance, a finding) in the grader's process differently.  What crosses to the grader is binary, and the grader's own process keeps its locale: the sum passes.
// mistake: none: a right kernel, the process's locale changed to a comma decimal point
#include <cstddef>
#include <clocale>
#include <locale>
#include <string>

// A whole-array sum of its own: a grid-stride share per thread, a tree in
// shared memory that works for any block size, one atomicAdd per block.
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

struct comma_point : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

__attribute__((constructor)) static void comma_locale(void)
{
    std::setlocale(LC_ALL, "");
    std::locale::global(std::locale(std::locale::classic(), new comma_point));
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
