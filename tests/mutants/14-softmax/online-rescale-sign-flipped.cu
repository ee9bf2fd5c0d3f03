// expect: gpu=wrong-result emu=wrong-result -- the running sum is rescaled by exp(new max - old max) when a thread's max grows, the inverse of exp(old - new): every earlier term is inflated instead of shrunk, so the row sums and every output are wrong wherever a thread meets a larger entry after its first (the first entry already gives 0 * exp(+inf), NaN)
// mistake: online softmax rescale with the exponent's sign flipped
#include <cmath>
#include <cstddef>

// A row's running state: the largest entry seen and the sum of exp(x - that max).
struct Running {
    float top;
    float total;
};

__device__ Running fold(Running a, Running b)
{
    float top = fmaxf(a.top, b.top);
    if (top == -INFINITY)
        return a;  // both empty
    Running r;
    r.top = top;
    r.total = a.total * expf(a.top - top) + b.total * expf(b.top - top);
    return r;
}

__device__ Running warp_fold(Running s)
{
    for (int d = 16; d > 0; d /= 2) {
        Running o;
        o.top = __shfl_xor_sync(0xffffffffu, s.top, d);
        o.total = __shfl_xor_sync(0xffffffffu, s.total, d);
        s = fold(s, o);
    }
    return s;
}

__global__ void softmax_online(const float *in, float *out, int cols)
{
    __shared__ float tops[32], totals[32];
    __shared__ Running row_state;
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;

    Running s = {-INFINITY, 0.0f};
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        float v = x[c];
        if (v > s.top) {
            s.total = s.total * expf(v - s.top) + 1.0f;
            s.top = v;
        } else {
            s.total += expf(v - s.top);
        }
    }
    s = warp_fold(s);
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0) {
        tops[warp] = s.top;
        totals[warp] = s.total;
    }
    __syncthreads();
    if (warp == 0) {
        Running w = {-INFINITY, 0.0f};
        if (lane < (int)blockDim.x / 32) {
            w.top = tops[lane];
            w.total = totals[lane];
        }
        w = warp_fold(w);
        if (lane == 0)
            row_state = w;
    }
    __syncthreads();
    Running row = row_state;
    float inv = 1.0f / row.total;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = expf(x[c] - row.top) * inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_online<<<rows, block>>>(d_in, d_out, cols);
}
