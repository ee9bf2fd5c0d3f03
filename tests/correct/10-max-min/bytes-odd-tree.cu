// correct: dynamic shared memory declared as raw bytes and cast to T (one declaration
// serves float and int); a shared-memory tree that halves the live length rounding up,
// so 96 and 480 threads work without padding to a power of two; NaN skipped by x == x,
// __ldg loads through a 64-bit index, and __syncthreads_count(numbers) == 0 for the
// all-NaN block. Block b reduces the 2 * blockDim.x elements from b * 2 * blockDim.x.
#include <climits>

template <typename T> struct Ext;
template <> struct Ext<float> {
    __device__ static float lo() { return __int_as_float(0xff800000); }
    __device__ static float hi() { return __int_as_float(0x7f800000); }
    __device__ static float none() { return __int_as_float(0x7fc00000); }  // a quiet NaN
};
template <> struct Ext<int> {
    __device__ static int lo() { return INT_MIN; }
    __device__ static int hi() { return INT_MAX; }
    __device__ static int none() { return 0; }  // never used: an int is always a number
};

struct Greater { template <typename T> __device__ static bool pick(T a, T b) { return a > b; } };
struct Less    { template <typename T> __device__ static bool pick(T a, T b) { return a < b; } };

template <typename P, typename T>
__device__ void run(const T *__restrict__ in, T *__restrict__ out, int n, T ident)
{
    extern __shared__ unsigned char raw[];
    T *s = reinterpret_cast<T *>(raw);
    unsigned t = threadIdx.x;
    T best = ident;
    int numbers = 0;
    for (unsigned k = 0; k < 2; ++k) {
        unsigned long long i = (unsigned long long)blockIdx.x * (2u * blockDim.x) + k * blockDim.x + t;
        if (i < (unsigned long long)n) {
            T x = __ldg(in + i);
            if (x == x) {  // false only for NaN
                ++numbers;
                if (P::pick(x, best)) best = x;
            }
        }
    }
    int count = __syncthreads_count(numbers);
    s[t] = best;
    __syncthreads();
    for (unsigned len = blockDim.x; len > 1;) {
        unsigned half = (len + 1) / 2;
        if (t + half < len && P::pick(s[t + half], s[t])) s[t] = s[t + half];
        __syncthreads();
        len = half;
    }
    if (t == 0) {
        T r = s[0];
        if (count == 0) r = Ext<T>::none();
        out[blockIdx.x] = r;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { run<Greater>(input, partial, n, Ext<T>::lo()); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { run<Less>(input, partial, n, Ext<T>::hi()); }
