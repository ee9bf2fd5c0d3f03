// correct: as pasted from a CuPy RawKernel or a PyCUDA SourceModule string: extern "C" on the kernel (no C++ name mangling, so Python can look it up by name), no includes, `unsigned int` indices, the tree's owners picked by tid % (2 * s). Must pass.
extern "C" __global__
void reduce_interleaved(const float* x, float* y, int n)
{
    extern __shared__ float buf[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    buf[tid] = (i < (unsigned int)n) ? x[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s <<= 1) {
        if (tid % (2 * s) == 0) {
            buf[tid] += buf[tid + s];
        }
        __syncthreads();
    }
    if (tid == 0) {
        y[blockIdx.x] = buf[0];
    }
}
