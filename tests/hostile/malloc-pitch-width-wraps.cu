// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: asks cudaMallocPitch for one row of SIZE_MAX - 10 bytes, a width that wraps to 0 when rounded up to the pitch alignment, hoping a runtime that rounds before it checks hands out a pitch smaller than the row, with success: then every row it was promised starts at the same few bytes and a kernel that writes a row writes past them.  The result is written only if the allocation succeeded with a pitch shorter than the width (a runtime that broke its own promise), so a pass or a wrong result both say so.  The emulator did (harness/backend/emu/simt/host_pitch.c: success with a pitch of 0, wrong-result); a width that would wrap is refused now, out of memory, as on a GPU.
// mistake: no kernel; a pitched row whose rounded width wraps to 0
#include <cstddef>
#include <cstdint>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    void *p = nullptr;
    size_t pitch = 0;
    const size_t width = SIZE_MAX - 10;
    if (cudaMallocPitch(&p, &pitch, width, 1) == cudaSuccess && pitch < width) {
        const T zero = T(0);
        cudaMemcpy(d_result, &zero, sizeof zero, cudaMemcpyHostToDevice);
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
