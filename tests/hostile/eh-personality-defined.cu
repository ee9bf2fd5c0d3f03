// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: defines the C++ exception personality routine, __gxx_personality_v0, which every object with a cleanup names (the glue's included): with one definition in the shared object, an exception the glue's code unwinds would run the submission's routine, here one that reports no handler and no cleanup, hoping the glue's error paths lose their state.  The glue names it: refused before it is linked (glue-symbol, harness/build/compile_symbols.c).
// mistake: no kernel; the C++ personality routine defined
#include <cstddef>
#include <unwind.h>

extern "C" _Unwind_Reason_Code __gxx_personality_v0(int, _Unwind_Action, unsigned long,
                                                    struct _Unwind_Exception *,
                                                    struct _Unwind_Context *)
{
    return _URC_CONTINUE_UNWIND;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
