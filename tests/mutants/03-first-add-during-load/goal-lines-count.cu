// expect: gpu=compile-error emu=compile-error  -- The solution, whose child claims in its reply that the performance model named 2^30 source lines: stdout is made a stdio stream of the submission's own (fopencookie, in a static constructor), the kernel's printf leaves a byte in it, and the child's fflush(NULL) before the reply runs the submission's code, which rewrites perf.nlines in the reply on the child's stack.  The grader must survive its child's reply: feedback/goals.c (worst_load) loops to nlines over lines[32]. Refused at the build now: fopencookie (or signal, setitimer) has the grader's own code call the submission's (forbidden-call). The grader also bounds every count a reply gives.
// Exercise 03 (a coalescing goal read from the model); graded by reduce-grade and by reduce-grade batch.
// Exercise 03 — first add during load: each thread adds two inputs, one
// blockDim.x apart, before the tree starts.  A block now covers twice as
// many elements, so half as many blocks are launched, and no thread idles
// during the first step.
//
// Contract: block b sums input[b*2*blockDim.x .. (b+1)*2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#include <cstdio>
#include <cstring>
#include <errno.h>
#include <stdint.h>
#include <sys/types.h>

// The child's reply (harness/run/run_internal.h, struct wire_reply; offsets from the
// public headers): rg_result first (input_to_host at 576, launches at 584,
// device_name at 1128), has_perf at 5160, struct simt_perf at 5168 (nlines at +272).
// stdout is made a stream of our own: the kernel's printf leaves a byte in it, and the
// child's fflush(NULL) before the reply runs this, which claims 2^30 source lines.
namespace {
const size_t HAS_PERF = 5160, PERF = 5168, NLINES = 272, DEVICE_NAME = 1128,
             INPUT_TO_HOST = 576, LAUNCHES = 584, REPLY = 19624;
ssize_t on_write(void *, const char *, size_t size)
{
    char here;
    uintptr_t lo = ((uintptr_t)&here + 7) & ~(uintptr_t)7;
    uintptr_t hi = (uintptr_t)program_invocation_name;
    if (hi > lo && hi - lo < (64u << 20))
        for (uintptr_t a = lo; a + REPLY < hi; a += 8) {
            char *r = (char *)a;
            if (*(int *)r != 0 || *(int *)(r + 4) != 0 || r[8] != 0 ||
                *(size_t *)(r + INPUT_TO_HOST) != 0 || *(int *)(r + LAUNCHES) < 1 ||
                strncmp(r + DEVICE_NAME, "NVIDIA", 6) != 0)
                continue;
            if (*(int *)(r + HAS_PERF) == 1)
                *(int *)(r + PERF + NLINES) = 1 << 30;
            break;
        }
    return (ssize_t)size;
}
__attribute__((constructor)) void take_stdout()
{
    cookie_io_functions_t io = {};
    io.write = on_write;
    FILE *f = fopencookie(nullptr, "w", io);
    setvbuf(f, nullptr, _IOFBF, 4096);
    stdout = f;
}
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    // The same sequential-addressing tree as 02.
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
    if (tid == 0 && blockIdx.x == 0)
        printf(" ");  // a byte for the child's fflush(NULL) to hand to on_write
}
