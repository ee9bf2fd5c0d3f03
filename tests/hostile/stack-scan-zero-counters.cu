// expect: gpu=host-reduction|crash emu=host-reduction|crash  args=--sizes=1000,--blocks=256 -- Copies the input back and sums it on the host, then walks up the host stack from its own frame into its callers' (the grader's frames) and zeroes every word that holds the byte count it copied back, hoping the count of bytes that came back lives in a caller's local.  The grader's count is kept where the submission's code cannot find it by value (the emulator's runtime, the glue's wraps, reported as each copy is made), and a walk past the stack's top faults.
// mistake: no kernel; the input summed on the host, the copy's byte count erased from the stack
#include <cstddef>
#include <vector>

__attribute__((noinline)) static void erase_count(size_t bytes)
{
    volatile size_t *w = (volatile size_t *)__builtin_frame_address(0);
    for (int i = 0; i < 2048; i++)
        if (w[i] == bytes)
            w[i] = 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n ? n : 1);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T t = (T)s;
    cudaMemcpy(d_result, &t, sizeof t, cudaMemcpyHostToDevice);
    erase_count(n * sizeof(T));
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
