// expect: gpu=host-reduction emu=emulator-unsupported|compile-error  args=--sizes=4099,--blocks=256 -- Copies the input to the host with cudaMemcpy3D (a 3-D copy of one row, not cudaMemcpy or cudaMemcpy2D), sums it there and launches nothing.  On a GPU the linker wraps the 3-D copies too (glue/watch.cuh) and counts the bytes: host-reduction; the emulator has no cudaMemcpy3D and does not compile it (its gap: emulator-unsupported).
// mistake: no kernel; the input copied to the host by cudaMemcpy3D and summed there
#include <cstddef>
#include <vector>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n ? n : 1);
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr((void *)d_input, n * sizeof(T), n * sizeof(T), 1);
    p.dstPtr = make_cudaPitchedPtr(h.data(), n * sizeof(T), n * sizeof(T), 1);
    p.extent = make_cudaExtent(n * sizeof(T), 1, 1);
    p.kind = cudaMemcpyDeviceToHost;
    cudaMemcpy3D(&p);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T t = (T)s;
    cudaMemcpy(d_result, &t, sizeof(T), cudaMemcpyHostToDevice);
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
