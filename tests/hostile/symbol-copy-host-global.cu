// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: the answer goes through a plain host global named as a symbol (no __device__): cudaMemcpyToSymbol into it from the input's first element, cudaMemcpyFromSymbol out of it, then cudaGetSymbolAddress and cudaGetSymbolSize of it.  nvcc builds the calls (they are templates on any variable) and a GPU's runtime refuses each with cudaErrorInvalidSymbol; the emulator's shim copied to and from the host variable as if it were device memory and answered success.  A symbol in no section of device or managed variables is refused now: cuda-error.
// mistake: no kernel; a host global used as a __device__ symbol
#include <cstddef>
#include <cstdint>

static unsigned long long g_box[2];

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    const unsigned long long poke = 0x4141414141414141ull;
    unsigned long long seen = 0;
    void *where = nullptr;
    size_t size = 0;
    cudaMemcpyToSymbol(g_box, &poke, sizeof poke);
    cudaMemcpyFromSymbol(&seen, g_box, sizeof seen);
    cudaGetSymbolAddress(&where, g_box);
    cudaGetSymbolSize(&size, g_box);
    if (seen == poke && where == (void *)g_box && size == sizeof g_box) {
        T value = T(0);
        cudaMemcpy(d_result, &value, sizeof value, cudaMemcpyHostToDevice);
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
