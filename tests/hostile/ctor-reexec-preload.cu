// expect: gpu=crash|attacked-grader|compile-error emu=crash|attacked-grader|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a global constructor, run as the submission is loaded into the graded process, sets LD_PRELOAD (to a library of the submission's choosing; here the C library itself, the first step of the monkey-patching trick) and re-executes the process's own program from /proc/self/exe with its arguments, so that the grader would run again under an interposer whose wrappers could answer for the CUDA calls.  The graded process may not execute a program (seccomp, harness/run/seccomp_filter.c), and both ways to ask for it are refused at build time (execve by name, forbidden-call; the system call made by inline assembly, instrumentation-off); a child that dies before its first reply is the submission's failure, not the machine's.
// mistake: no kernel; a constructor that re-executes the grader under LD_PRELOAD
#include <cstddef>
#include <cstdlib>

extern char **environ;

__attribute__((constructor)) static void again_with_preload()
{
    if (getenv("LD_PRELOAD"))
        return;
    setenv("LD_PRELOAD", "libc.so.6", 1);
    static const char self[] = "/proc/self/exe";
    char *argv[] = { (char *)self, nullptr };
    // the system call made directly: no libc name for a build to see
    long r;
    __asm__ volatile("syscall"
                     : "=a"(r)
                     : "a"(59L), "D"(self), "S"(argv), "d"(environ)
                     : "rcx", "r11", "memory");
    (void)r;
}

template <typename T>
__global__ void store_zero(T *result)
{
    *result = T(0);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)n, (void)block;
    store_zero<T><<<1, 1>>>(d_result);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)n, (void)block;
    store_zero<T><<<1, 1>>>(d_result);
}
