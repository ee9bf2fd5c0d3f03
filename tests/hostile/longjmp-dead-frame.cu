// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a constructor saves its frame with setjmp and returns; the entry point then longjmps to it, out of the grader's glue and into a frame that no longer exists, hoping to land back in the loader's code as if the submission had only just loaded and so skip the glue's check of the case.  Undefined behaviour that ends in a crash.
// mistake: no kernel; longjmp out of the glue into a dead frame
#include <csetjmp>
#include <cstddef>
#include <cstdio>

static jmp_buf at_load;
static int jumped;

__attribute__((constructor)) static void remember(void)
{
    if (setjmp(at_load) != 0) {
        printf("back at load time\n");
        return;
    }
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    if (!jumped++)
        longjmp(at_load, 1);
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
