// A kernel that never ends: the loop has no exit and stores on every turn
// (so no compiler may remove it).  The grader must kill it and say which case hung.
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    volatile float *out = partial;
    float sum = 0.0f;
    for (unsigned i = 0;; i++) {
        sum += input[i % (unsigned)n];
        out[blockIdx.x] = sum;
    }
}
