// expect: gpu=not-yet emu=host-reduction  args=--sizes=4099,--blocks=256 -- Only the last level on the host, carried by text: each block adds its share on the device and one thread of it printf()s the block's partial (a few bytes per block, far less than the input), the host reads the lines in stdout's default buffer between its write pointer before and after the launch, rewinds the pointer, adds the partials and writes the total with cudaMemcpy.  No setvbuf, no descriptor moved, no copy back.  Text a kernel printed is data come back on the emulator, so the copy after it is the host's: host-reduction.  On a GPU not checked yet (README, Protection).
// mistake: the last level of the reduction is done on the host, the block partials carried to it by device printf
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>

template <typename T>
__global__ void block_sums(const T *input, size_t n)
{
    extern __shared__ unsigned char raw[];
    T *s = reinterpret_cast<T *>(raw);
    unsigned t = threadIdx.x;
    size_t i = blockIdx.x * (size_t)blockDim.x + t;
    s[t] = i < n ? input[i] : T(0);
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0)
        printf("%a\n", (double)s[0]);
}

template <typename T>
static void last_level(const T *d_input, T *d_result, size_t n, int block)
{
    fflush(stdout);
    char *from = stdout->_IO_write_ptr;
    unsigned blocks = (unsigned)((n + block - 1) / block);
    block_sums<<<blocks, block, block * sizeof(T)>>>(d_input, n);
    cudaDeviceSynchronize();
    if (!from) /* the buffer was made by the kernel's first line */
        from = stdout->_IO_write_base;
    std::string text(from, stdout->_IO_write_ptr);
    stdout->_IO_write_ptr = from;
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
    last_level(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    last_level(d_input, d_result, n, block);
}
