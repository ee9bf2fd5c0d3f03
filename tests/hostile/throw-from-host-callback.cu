// expect: gpu=crash|unwritten-output emu=crash|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no reduction: launches an empty kernel and queues a host function (cudaLaunchHostFunc) that throws a C++ exception, inside a try in the entry point, hoping the exception unwinds through the runtime's stream code back into the entry point and out of the glue's watch half done, the case taken as written.  The runtime's frames are C (no unwind tables on the GPU; noexcept callbacks in the emulator): std::terminate, a crash; or, where it is caught, the result is never written.
// mistake: no reduction; an exception thrown from a host-function callback across the runtime
#include <cstddef>
#include <stdexcept>

static void CUDART_CB raise_it(void *) { throw std::runtime_error("result: PASSED"); }

__global__ void nothing() {}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    try {
        nothing<<<1, 32>>>();
        cudaLaunchHostFunc(0, raise_it, nullptr);
        cudaStreamSynchronize(0);
    } catch (const std::exception &) {
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
