// correct: max and min written without fmaxf/fminf, as a ternary that skips a NaN in its
// second operand only (isnan(b) ? a : ...): every combine puts the running value first,
// which starts at the identity and so is never NaN; the all-NaN rule by
// __syncthreads_count of the threads that saw a number; a shared tree instead of shuffles
// over a power-of-two span padded with the identity, so 96 and 480 threads work.
#include <climits>
#include <cmath>

__device__ bool is_nan_of(float x) { return x != x; }
__device__ bool is_nan_of(int) { return false; }
__device__ float no_number(float) { return NAN; }
__device__ int no_number(int x) { return x; }  // never used: every int is a number

template <bool MAX, typename T> __device__ T pick(T a, T b)
{
    if (is_nan_of(b)) return a;
    return MAX ? (b > a ? b : a) : (b < a ? b : a);
}
template <bool MAX, typename T> __device__ T ident();
template <> __device__ float ident<true, float>() { return -INFINITY; }
template <> __device__ float ident<false, float>() { return INFINITY; }
template <> __device__ int ident<true, int>() { return INT_MIN; }
template <> __device__ int ident<false, int>() { return INT_MAX; }

template <bool MAX, typename T>
__device__ void block_op(const T *in, T *out, int n)
{
    __shared__ T s[1024];
    const unsigned t = threadIdx.x;
    unsigned p2 = 1;
    while (p2 < blockDim.x) p2 <<= 1;
    const unsigned base = blockIdx.x * blockDim.x * 2;
    T v = ident<MAX, T>();
    int numbers = 0;
    for (unsigned k = 0; k < 2; ++k) {
        unsigned j = base + t + k * blockDim.x;
        if (j < (unsigned)n) {
            T x = in[j];
            v = pick<MAX>(v, x);
            numbers += !is_nan_of(x);
        }
    }
    for (unsigned j = t; j < p2; j += blockDim.x)
        s[j] = j == t ? v : ident<MAX, T>();
    const int block_numbers = __syncthreads_count(numbers > 0);
    for (unsigned h = p2 / 2; h > 0; h /= 2) {
        for (unsigned j = t; j < h; j += blockDim.x)
            s[j] = pick<MAX>(s[j], s[j + h]);
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = block_numbers ? s[0] : no_number(s[0]);
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { block_op<true>(input, partial, n); }

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { block_op<false>(input, partial, n); }
