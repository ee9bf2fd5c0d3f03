// expect: gpu=crash|cuda-error|unwritten-output|out-of-memory emu=crash|cuda-error|unwritten-output|out-of-memory  args=--sizes=1000,--blocks=256 -- Has no kernel: a static initialiser (run when the child loads the submission, before the glue has allocated a case's input) asks cudaMemGetInfo for the free device memory and takes all it can get with cudaMalloc (the largest blocks the cap allows, halving down to 256 bytes), hoping the glue's own allocations fail and the grader blames the machine (status error, graded again) instead of the submission.
// mistake: no kernel; a static initialiser takes the device's memory
#include <cstddef>
#include <cstdio>

static void *hog(void)
{
    size_t free_bytes = 0, total = 0;
    void *p = nullptr;
    size_t taken = 0;
    cudaMemGetInfo(&free_bytes, &total);
    // the largest blocks the cap allows, halving, down to 256 bytes
    for (size_t size = free_bytes; size >= 256; size /= 2)
        while (cudaMalloc(&p, size) == cudaSuccess)
            taken += size;
    cudaGetLastError();
    printf("took %zu of %zu bytes\n", taken, total);
    return p;
}
static void *hogged = hog();

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
