// expect: gpu=unwritten-output|crash|compile-error emu=unwritten-output|crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction: saves the entry point's frame with setjmp, launches an empty kernel, then queues a host function (cudaLaunchHostFunc) that longjmps back into the entry point, out of the runtime's stream machinery and across the launch, hoping the runtime's bookkeeping of the launch (and the glue's watch of it) is left half done and the case is taken as written.  The result is never written: unwritten-output, or a crash if the jump upsets the runtime.
// mistake: no reduction; longjmp out of a host-function callback across a launch
#include <csetjmp>
#include <cstddef>

static std::jmp_buf back;

static void CUDART_CB jump_back(void *) { std::longjmp(back, 1); }

__global__ void nothing() {}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    if (setjmp(back) == 0) {
        nothing<<<1, 32>>>();
        cudaLaunchHostFunc(0, jump_back, nullptr);
        cudaStreamSynchronize(0);
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
