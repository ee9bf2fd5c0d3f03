// correct: the identities from std::numeric_limits (infinity() for float, lowest()/max()
// for int), the combine CUDA's max()/min() overloads (NaN-ignoring for float), warps reduced
// by a __shfl_xor_sync butterfly, and "did the block see a number" by __syncthreads_or.
// Block b reduces the 2 * blockDim.x elements from b * 2 * blockDim.x; a block of NaNs
// only yields NaN.

#include <limits>

template <typename T>
struct Identity {
    __device__ static T for_max()
    {
        return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                    : std::numeric_limits<T>::lowest();
    }
    __device__ static T for_min()
    {
        return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity()
                                                    : std::numeric_limits<T>::max();
    }
};

template <typename T> struct TakeMax {
    __device__ static T identity() { return Identity<T>::for_max(); }
    __device__ T operator()(T a, T b) const { return max(a, b); }
};
template <typename T> struct TakeMin {
    __device__ static T identity() { return Identity<T>::for_min(); }
    __device__ T operator()(T a, T b) const { return min(a, b); }
};

template <typename T> __device__ bool is_number(T x) { return x == x; }

template <typename T, typename Op>
__device__ T butterfly(T v, Op op)
{
    for (int mask = 16; mask > 0; mask >>= 1)
        v = op(v, __shfl_xor_sync(0xffffffffu, v, mask));
    return v;
}

template <typename T, typename Op>
__device__ void segment(const T *in, T *out, int n, Op op)
{
    __shared__ T per_warp[32];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x * 2 + tid;
    T v = Op::identity();
    bool number = false;
    if (i < n) { v = op(v, in[i]); number |= is_number(in[i]); }
    if (i + (int)blockDim.x < n) { v = op(v, in[i + blockDim.x]); number |= is_number(in[i + blockDim.x]); }

    v = butterfly(v, op);
    if (tid % 32 == 0)
        per_warp[tid / 32] = v;
    const bool any_number = __syncthreads_or(number);  // also orders the per_warp writes

    if (tid < 32) {
        T w = tid < (int)(blockDim.x / 32) ? per_warp[tid] : Op::identity();
        w = butterfly(w, op);
        if (tid == 0)
            out[blockIdx.x] = any_number ? w : std::numeric_limits<T>::quiet_NaN();
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { segment(input, partial, n, TakeMax<T>()); }

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { segment(input, partial, n, TakeMin<T>()); }
