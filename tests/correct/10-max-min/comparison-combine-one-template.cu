// correct: one combine template for both types written with comparisons that take the other
// operand when one is NaN (b > a || a != a), equivalent to fmaxf/fminf and exact on ints;
// identities from a traits struct; a classic shared-memory tree over the next power of two.
#include <climits>
#include <cmath>

template <typename T> struct Traits;
template <> struct Traits<float> {
    static __device__ float lo() { return -INFINITY; }
    static __device__ float hi() { return INFINITY; }
    static __device__ float none() { return NAN; }
};
template <> struct Traits<int> {
    static __device__ int lo() { return INT_MIN; }
    static __device__ int hi() { return INT_MAX; }
    static __device__ int none() { return 0; }
};

struct GreaterOp {
    template <typename T> static __device__ T ident() { return Traits<T>::lo(); }
    template <typename T> static __device__ T pick(T a, T b) { return (b > a || a != a) ? b : a; }
};
struct LessOp {
    template <typename T> static __device__ T ident() { return Traits<T>::hi(); }
    template <typename T> static __device__ T pick(T a, T b) { return (b < a || a != a) ? b : a; }
};

template <typename Op, typename T>
__device__ void block_extreme(const T *in, T *out, int n)
{
    extern __shared__ unsigned char raw[];
    T *vals = reinterpret_cast<T *>(raw);
    __shared__ int any_number;
    unsigned t = threadIdx.x;
    if (t == 0) any_number = 0;
    __syncthreads();

    unsigned base = blockIdx.x * blockDim.x * 2u;
    T v = Op::template ident<T>();
    for (unsigned k = 0; k < 2; ++k) {
        unsigned j = base + k * blockDim.x + t;
        if (j < (unsigned)n) {
            T x = in[j];
            if (x == x) any_number = 1;  // every writer stores 1: no race
            v = Op::pick(v, x);
        }
    }
    vals[t] = v;
    __syncthreads();
    unsigned p = 1;
    while (p < blockDim.x) p <<= 1;
    for (unsigned s = p / 2; s > 0; s >>= 1) {
        if (t < s && t + s < blockDim.x)
            vals[t] = Op::pick(vals[t], vals[t + s]);
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = any_number ? vals[0] : Traits<T>::none();
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { block_extreme<GreaterOp>(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { block_extreme<LessOp>(input, partial, n); }
