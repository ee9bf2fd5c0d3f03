// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- A correct sum, and the operator new and delete forms the emulator's glue does not name replaced (aligned, nothrow, sized delete) by ones that trap, hoping the glue's allocations reach them and end the process in the grader's code. Which forms the glue calls depends on its compiler (on an H100 the glue, built by g++ under nvcc, calls the sized delete; clang 14's does not), so the whole family is refused wherever the glue calls one of them: glue-symbol on both backends (it passed on the emulator and was refused on a GPU before).
// mistake: none: a right kernel, the aligned, nothrow and sized operator new and delete made to trap
#include <cstddef>
#include <new>

// A whole-array sum of its own: a grid-stride share per thread, a tree in
// shared memory that works for any block size, one atomicAdd per block.
template <typename T>
__global__ void whole_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[1024];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_sum(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    whole_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), block>>>(d_input, d_result, n);
}

void *operator new(size_t, std::align_val_t) { __builtin_trap(); }
void *operator new[](size_t, std::align_val_t) { __builtin_trap(); }
void *operator new(size_t, const std::nothrow_t &) noexcept { __builtin_trap(); }
void *operator new[](size_t, const std::nothrow_t &) noexcept { __builtin_trap(); }
void operator delete(void *, size_t) noexcept { __builtin_trap(); }
void operator delete[](void *, size_t) noexcept { __builtin_trap(); }
void operator delete(void *, std::align_val_t) noexcept { __builtin_trap(); }
void operator delete[](void *, std::align_val_t) noexcept { __builtin_trap(); }

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
