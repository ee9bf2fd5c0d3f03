// Professional CUDA C Programming's reduceInterleaved with its `+=` made a
// comparison, as its exercises ask ("modify the kernel to find the
// maximum"), and reduceUnrolling2's two loads.  The float comparison
// skips NaN by hand: `if (b > a || a != a)` keeps a number over a NaN.

#include <climits>
#include <math.h>

template <typename T> __device__ __forceinline__ T maxOf(T a, T b) { return (b > a || a != a) ? b : a; }
template <typename T> __device__ __forceinline__ T minOf(T a, T b) { return (b < a || a != a) ? b : a; }

template <typename T> __device__ T lowest();
template <typename T> __device__ T highest();
// float: a slot with no element holds NaN, which maxOf/minOf drop; -INF
// there would beat an all-NaN block's NaN
template <> __device__ float lowest<float>() { return NAN; }
template <> __device__ float highest<float>() { return NAN; }
template <> __device__ int lowest<int>() { return INT_MIN; }
template <> __device__ int highest<int>() { return INT_MAX; }

template <typename T, bool isMax>
__device__ void reduceInterleaved(const T *g_idata, T *g_odata, unsigned int n)
{
    extern __shared__ unsigned char smem_raw[];
    T *idata = reinterpret_cast<T *>(smem_raw);

    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    // a thread with no element in range starts from the identity
    T v;
    bool have = false;
    if (idx < n) { v = g_idata[idx]; have = true; }
    if (idx + blockDim.x < n) {
        T w = g_idata[idx + blockDim.x];
        v = have ? (isMax ? maxOf(v, w) : minOf(v, w)) : w;
        have = true;
    }
    if (!have) v = isMax ? lowest<T>() : highest<T>();
    idata[tid] = v;
    __syncthreads();

    // blockDim.x is a multiple of 32, not always a power of two: fold the
    // top part onto the largest power of two first
    unsigned int p = 1;
    while (p * 2 <= blockDim.x) p <<= 1;
    if (tid < blockDim.x - p)
        idata[tid] = isMax ? maxOf(idata[tid], idata[tid + p]) : minOf(idata[tid], idata[tid + p]);
    __syncthreads();

    for (int stride = p / 2; stride > 0; stride >>= 1)
    {
        if (tid < stride)
            idata[tid] = isMax ? maxOf(idata[tid], idata[tid + stride])
                               : minOf(idata[tid], idata[tid + stride]);
        __syncthreads();
    }

    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    reduceInterleaved<T, true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    reduceInterleaved<T, false>(input, partial, n);
}
