// 01's interleaved tree handed in as 02 (every sum right, warps diverge from the first
// step: 02's learning goal must not be met), and a constructor that sets the grader's own
// switch REDUCE_GRADE_FAKE_CUPTI_FAIL=start in the graded process's environment: on a GPU
// the CUPTI collector, loaded into that process, read it when called and failed as CUPTI
// does under contention, so every profiled case was run again without its counters, the
// goal had no figure, was "not decided", and the grading passed.  The child now keeps the
// grader's switches before the submission loads and puts them back before every call of a
// collector (harness/run/env_pin.h): the counters are taken and the goal is not met.  On
// the emulator the goal is the performance model's, which no switch reaches.
#include <cstdlib>

__attribute__((constructor)) static void fake_profiler_failure(void)
{
    setenv("REDUCE_GRADE_FAKE_CUPTI_FAIL", "start", 1);
}

// Block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x) (zero past n) into
// partial[b], with a tree whose stride doubles: threads at multiples of 2*stride add.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
