// expect: gpu=cuda-error emu=cuda-error|memory-limit  args=--sizes=1000,--blocks=256 -- Has no kernel: asks cudaMallocHost, cudaHostAlloc and cudaMallocManaged for SIZE_MAX - 4094 bytes each, a size that rounds up to a whole page as 0, hoping a runtime that rounds before it checks hands out a block of no pages it believes is 16 EiB long, then records a host store 1 MiB into it as the runtime's own.  The result is written only if an allocation succeeded, so a pass or a wrong result both say one was handed out.  A GPU answers out of memory.  The emulator crashed in its own code (a SIGSEGV reported as the student's bad host pointer) until harness/backend/emu/simt/memory.c checked the size before it could wrap; now memory-limit, out of memory.
// mistake: no kernel; pinned and managed allocations whose rounded size wraps
#include <cstddef>
#include <cstdint>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    void *a = nullptr, *b = nullptr, *c = nullptr;
    bool any = cudaMallocHost(&a, SIZE_MAX - 4094) == cudaSuccess && a;
    any |= cudaHostAlloc(&b, SIZE_MAX - 4094, cudaHostAllocMapped) == cudaSuccess && b;
    any |= cudaMallocManaged(&c, SIZE_MAX - 4094, cudaMemAttachGlobal) == cudaSuccess && c;
    if (any) {
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
