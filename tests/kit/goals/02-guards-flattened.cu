// The 01 solution (interleaved addressing) handed in as 02, its warps diverging
// from the first step, beside a constructor that sets every coverage guard of the
// module to one value (reached as __start___sancov_guards, a name the linker makes
// for the section).  The emulator's performance model once took a guard's word for
// its basic block's number: every block of the kernel was one site, no warp
// diverged, and 02's goal was met.  It numbers them in its own table now (perf.c),
// so the goal must still not be met.
#include <cstdint>

extern "C" __attribute__((weak)) uint32_t __start___sancov_guards[], __stop___sancov_guards[];

__attribute__((constructor)) static void flatten()
{
    for (uint32_t *g = __start___sancov_guards; g && g < __stop___sancov_guards; g++)
        *g = 1;
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    // BEGIN TODO 1: declare shared memory with one float per thread (the launch passes blockDim.x floats of dynamic shared memory)
    extern __shared__ float sdata[];
    // END TODO

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Load one element per thread.  Threads past the end load the identity
    // (0), so the tree below never has to check bounds again.
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    // Every element must be in shared memory before anyone reads a neighbour.
    __syncthreads();

    // Step s: thread tid owns sdata[tid] and adds the partial sum that sits
    // `stride` slots to its right.  Only threads at multiples of 2*stride
    // own a partial at this step; the others are done.
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (/* TODO 2: which threads add at this stride? */ tid % (2 * stride) == 0 /* END TODO */) {
            // BEGIN TODO 3: add the partial sum `stride` slots to the right into this thread's slot
            sdata[tid] += sdata[tid + stride];
            // END TODO
        }
        // The next step reads what this step wrote.
        __syncthreads();
    }

    // Thread 0 owns the whole block's sum.
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
