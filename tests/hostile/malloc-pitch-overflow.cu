// expect: gpu=cuda-error|unwritten-output|out-of-memory|crash emu=cuda-error|unwritten-output|out-of-memory|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: asks cudaMallocPitch for a width and height whose product wraps past 2^64 (2^33 + 1 bytes by 2^31 rows), hoping a runtime that multiplies the pitch by the height without checking allocates a few bytes and reports success, so that a kernel writing the rows it was promised writes over the grader's own buffers.  It then writes its first and last promised row.  A GPU answers out of memory; the emulator must refuse the allocation too, never hand out a short one.
// mistake: no kernel; a pitched allocation whose size wraps past 2^64
#include <cstddef>
#include <cstdint>

__global__ void touch_rows(char *base, size_t pitch, size_t rows)
{
    base[0] = 1;
    base[pitch * (rows - 1)] = 1;
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    void *p = nullptr;
    size_t pitch = 0;
    const size_t width = ((size_t)1 << 33) + 1, rows = (size_t)1 << 31;
    if (cudaMallocPitch(&p, &pitch, width, rows) == cudaSuccess && p) {
        touch_rows<<<1, 1>>>((char *)p, pitch, rows);
        cudaDeviceSynchronize();
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
