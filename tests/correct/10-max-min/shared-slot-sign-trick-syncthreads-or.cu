// The float atomicMax / atomicMin trick of forum answers, on a shared slot:
// a non-negative float orders like its int bits (atomicMax on int), a
// negative one in reverse of its unsigned bits (atomicMin on unsigned), so
// one slot holds the max of both.  The branch goes by the sign bit, not by
// `value >= 0` as many answers write it: -0.0 >= 0 is true, and its int
// bits are INT_MIN, so that form loses -0.0.  NaNs are skipped; a block with no number
// at all stores one of its NaNs (__syncthreads_or tells).  The int parts
// use the int atomics directly.

#include <climits>
#include <math.h>

__device__ __forceinline__ void atomicMaxFloat(float *addr, float value)
{
    if (!signbit(value))
        atomicMax((int *)addr, __float_as_int(value));
    else
        atomicMin((unsigned int *)addr, __float_as_uint(value));
}

__device__ __forceinline__ void atomicMinFloat(float *addr, float value)
{
    if (!signbit(value))
        atomicMin((int *)addr, __float_as_int(value));
    else
        atomicMax((unsigned int *)addr, __float_as_uint(value));
}

template <typename T> struct Ops;

template <> struct Ops<float> {
    __device__ static void amax(float *a, float v) { if (v == v) atomicMaxFloat(a, v); }
    __device__ static void amin(float *a, float v) { if (v == v) atomicMinFloat(a, v); }
    __device__ static float low() { return -INFINITY; }
    __device__ static float high() { return INFINITY; }
    __device__ static bool number(float v) { return v == v; }
};

template <> struct Ops<int> {
    __device__ static void amax(int *a, int v) { atomicMax(a, v); }
    __device__ static void amin(int *a, int v) { atomicMin(a, v); }
    __device__ static int low() { return INT_MIN; }
    __device__ static int high() { return INT_MAX; }
    __device__ static bool number(int) { return true; }
};

template <typename T, bool isMax>
__device__ void reduceAtomic(const T *input, T *partial, int n)
{
    __shared__ T slot;
    if (threadIdx.x == 0) slot = isMax ? Ops<T>::low() : Ops<T>::high();
    __syncthreads();

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    bool sawNumber = false;
    T any = T();
    for (int k = 0; k < 2; ++k, i += blockDim.x) {
        if (i < n) {
            T v = input[i];
            any = v;
            sawNumber |= Ops<T>::number(v);
            if (isMax) Ops<T>::amax(&slot, v); else Ops<T>::amin(&slot, v);
        }
    }
    int numbers = __syncthreads_or(sawNumber);

    // a block of NaN only: its first element, a NaN, is the answer
    if (threadIdx.x == 0)
        partial[blockIdx.x] = numbers ? slot : any;
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    reduceAtomic<T, true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    reduceAtomic<T, false>(input, partial, n);
}
