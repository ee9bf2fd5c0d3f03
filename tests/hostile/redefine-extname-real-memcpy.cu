// expect: gpu=glue-symbol|compile-error|host-reduction emu=glue-symbol|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies the input back and sums it on the host, with #pragma redefine_extname renaming every call of cudaMemcpy in its object to __real_cudaMemcpy, the CUDA runtime's own function behind the linker's wrap (--wrap=cudaMemcpy): the copies back would reach the runtime past the glue's watch, with no __real_ in the source and no asm label.  Refused: the symbol table names __real_cudaMemcpy (glue-symbol), however the source spelt it (a compiler that ignored the pragma would call the wrapped cudaMemcpy: host-reduction).
// mistake: no kernel; the watch on copies bypassed by a pragma that renames the call
#pragma redefine_extname cudaMemcpy __real_cudaMemcpy
#include <cstddef>
#include <vector>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T s = T(0);
    for (size_t i = 0; i < n; i++)
        s += h[i];
    cudaMemcpy(d_result, &s, sizeof s, cudaMemcpyHostToDevice);
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
