// expect: gpu=compile-error emu=compile-error  -- Has no kernel: defines the glue's own entry, rg_glue_run (the C function the graded child looks up in the shared object and calls for every case), to fill the result record with "ran, one launch, nothing copied" and return at once, hoping the child's lookup finds the submission's definition before the glue's.  Refused before it is linked (glue-symbol: the glue defines that name too).
// mistake: no kernel; the grader's per-case entry defined by the submission
#include <cstddef>
#include <cstring>

extern "C" int rg_glue_run(const void *job, void *res)
{
    std::memset(res, 0, 3112);  // sizeof(rg_result): status OK
    std::memcpy((char *)res + 584, "\1\0\0\0", 4);  // launches = 1
    return 0;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
}
