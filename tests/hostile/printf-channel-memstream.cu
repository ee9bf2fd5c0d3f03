// expect: gpu=not-yet emu=host-reduction  args=--sizes=4099,--blocks=256 -- printf-channel-stdio-buffer.cu by another route: no buffer given, no pointer read; libc's stdout variable is pointed at a stream of the submission's own in memory (open_memstream) while a kernel printf()s every element, then put back, so no descriptor moves (the filter) and no text reaches the log.  The host parses the stream's text, sums it and writes the total with cudaMemcpy.  The emulator counts what kernels print as data come back, whatever stream takes it: host-reduction.  On a GPU not checked yet (README, Protection).
// mistake: the sum is done on the host, the input carried to it by device printf through a memory stream put in stdout's place
#include <cstddef>
#include <cstdio>
#include <cstdlib>

template <typename T>
__global__ void say_each(const T *input, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        printf("%a ", (double)input[i]);
}

template <typename T>
static void gather(const T *d_input, T *d_result, size_t n, int block)
{
    char *text = nullptr;
    size_t length = 0;
    FILE *own = stdout;
    fflush(own);
    stdout = open_memstream(&text, &length);
    say_each<<<(unsigned)((n + block - 1) / block), block>>>(d_input, n);
    cudaDeviceSynchronize();
    fclose(stdout);
    stdout = own;
    double total = 0;
    char *at = text, *next;
    while (at && *at) {
        double x = strtod(at, &next);
        if (next == at)
            break;
        total += x;
        at = next;
    }
    free(text);
    T sum = (T)total;
    cudaMemcpy(d_result, &sum, sizeof(T), cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    gather(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    gather(d_input, d_result, n, block);
}
