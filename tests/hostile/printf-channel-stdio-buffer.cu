// expect: gpu=not-yet emu=host-reduction  args=--sizes=4099,--blocks=256 -- A host reduction with no copy and no system call: stdout is given a buffer of the submission's own (setvbuf), a kernel printf()s every element as a hex float into it, the host parses and sums the text between stdout's write pointer before and after the launch, rewinds the pointer so none of it reaches the log, and writes the total with cudaMemcpy.  Descriptors 0-2 stay where the grader put them (the filter): the text never leaves the process.  The emulator counts what kernels print as data come back to the host (simt/prints.c), so the copy of the total after it is the host's: host-reduction.  On a GPU not checked yet (README, Protection).
// mistake: the sum is done on the host, the input carried to it by device printf through stdout's own buffer
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>

template <typename T>
__global__ void print_all(const T *input, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        printf("%a\n", (double)input[i]);
}

static char captured[1 << 23];

template <typename T>
static void carry(const T *d_input, T *d_result, size_t n, int block)
{
    static bool buffered;
    if (!buffered) {
        fflush(stdout);
        setvbuf(stdout, captured, _IOFBF, sizeof captured);
        buffered = true;
    }
    char *from = stdout->_IO_write_ptr;
    print_all<<<(unsigned)((n + block - 1) / block), block>>>(d_input, n);
    cudaDeviceSynchronize();
    char *to = stdout->_IO_write_ptr;
    std::string text(from, to);
    stdout->_IO_write_ptr = from; // nothing of it reaches the log
    double total = 0;
    const char *at = text.c_str();
    char *next;
    for (double x; (x = strtod(at, &next)), next != at; at = next)
        total += x;
    T sum = (T)total;
    cudaMemcpy(d_result, &sum, sizeof(T), cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    carry(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    carry(d_input, d_result, n, block);
}
