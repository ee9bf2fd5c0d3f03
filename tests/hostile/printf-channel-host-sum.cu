// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=4099,--blocks=256 -- A host reduction with no copy at all: stdout is redirected into a pipe (dup2), a kernel printf()s every element as a hex float, and the host would read the pipe back, parse and sum the numbers, and write the total with cudaMemcpy; no byte of the input is copied by any call the grader counts.  The graded process's filter keeps descriptors 0-2 where the grader put them: the dup2 onto fd 1 stops it (attacked-grader).
// mistake: the sum is done on the host, the input carried to it by device printf through a pipe
#include <cstddef>
#include <cstdio>
#include <cstdlib>
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

template <typename T>
static void carry(const T *d_input, T *d_result, size_t n, int block)
{
    int p[2];
    if (pipe(p) != 0)
        return;
    fcntl(p[0], F_SETFL, O_NONBLOCK);
    fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
    fflush(stdout);
    int saved = dup(1);
    dup2(p[1], 1);
    double total = 0;
    std::string pending;
    char buf[65536];
    for (size_t at = 0; at < n; at += 8192) {
        size_t part = n - at < 8192 ? n - at : 8192;
        print_all<<<(unsigned)((part + block - 1) / block), block>>>(d_input + at, part);
        cudaDeviceSynchronize();
        fflush(stdout);
        for (ssize_t got; (got = read(p[0], buf, sizeof buf)) > 0;)
            pending.append(buf, (size_t)got);
        size_t start = 0;
        for (size_t nl; (nl = pending.find('\n', start)) != std::string::npos; start = nl + 1)
            total += strtod(pending.c_str() + start, nullptr);
        pending.erase(0, start);
    }
    dup2(saved, 1);
    close(saved);
    close(p[0]);
    close(p[1]);
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
