// correct: max and min are comparisons, with the NaN rule spelled out (a NaN operand
// loses to the other one); ties between -0.0 and +0.0 keep whichever came first, and the
// all-NaN test is a count of numbers over the block (__syncthreads_count).
#include <climits>
#include <cmath>

template <typename T> struct Ident;
template <> struct Ident<float> {
    __device__ static float lo() { return -INFINITY; }
    __device__ static float hi() { return INFINITY; }
    __device__ static bool number(float x) { return x == x; }
    __device__ static float none() { return NAN; }
};
template <> struct Ident<int> {
    __device__ static int lo() { return INT_MIN; }
    __device__ static int hi() { return INT_MAX; }
    __device__ static bool number(int) { return true; }
    __device__ static int none() { return 0; }
};

template <bool IsMax, typename T>
__device__ T pick(T a, T b)
{
    if (!Ident<T>::number(b))
        return a;
    if (!Ident<T>::number(a))
        return b;
    if (IsMax)
        return b > a ? b : a;
    return b < a ? b : a;
}

template <bool IsMax, typename T>
__device__ void segment(const T *input, T *partial, int n)
{
    __shared__ T slots[32];
    const int tid = threadIdx.x;
    const int lane = tid & 31, warp = tid >> 5;
    const int i = blockIdx.x * blockDim.x * 2 + tid;
    const T identity = IsMax ? Ident<T>::lo() : Ident<T>::hi();

    T v = identity;
    int numbers = 0;
    if (i < n) {
        v = pick<IsMax>(v, input[i]);
        numbers += Ident<T>::number(input[i]);
    }
    if (i + (int)blockDim.x < n) {
        v = pick<IsMax>(v, input[i + blockDim.x]);
        numbers += Ident<T>::number(input[i + blockDim.x]);
    }
    const int block_numbers = __syncthreads_count(numbers > 0);

    for (int off = 16; off > 0; off >>= 1)
        v = pick<IsMax>(v, __shfl_down_sync(0xffffffffu, v, off));
    if (lane == 0)
        slots[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? slots[lane] : identity;
        for (int off = 16; off > 0; off >>= 1)
            v = pick<IsMax>(v, __shfl_down_sync(0xffffffffu, v, off));
        if (lane == 0)
            partial[blockIdx.x] = block_numbers > 0 ? v : Ident<T>::none();
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    segment<true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    segment<false>(input, partial, n);
}
