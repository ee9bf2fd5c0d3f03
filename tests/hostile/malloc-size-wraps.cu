// expect: gpu=cuda-error emu=cuda-error|memory-limit  args=--sizes=1000,--blocks=256 -- Has no kernel: asks cudaMalloc for SIZE_MAX - 4094 bytes, a size that rounds up to a whole page as 0, hoping a runtime that rounds before it checks hands out an allocation of no pages that it believes is 16 EiB long, so that every address above it passes for device memory (the next case's input and result are allocated there): a copy from the host to 1 MiB past it then writes wherever it lands, without a kernel.  The emulator did (harness/backend/emu/simt/memory.c, simt_mem_alloc): the allocation succeeded and the copy was let through, a fault in the runtime's own code reported as the student's bad host pointer.  A size past the budget is refused before it can wrap now: memory-limit, cudaErrorMemoryAllocation as on a GPU.
// mistake: no kernel; an allocation whose rounded size wraps to 0
#include <cstddef>
#include <cstdint>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    char *p = nullptr;
    if (cudaMalloc((void **)&p, SIZE_MAX - 4094) == cudaSuccess && p) {
        static const char poke[64] = { 1 };
        cudaMemcpy(p + ((size_t)1 << 20), poke, sizeof poke, cudaMemcpyHostToDevice);
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
