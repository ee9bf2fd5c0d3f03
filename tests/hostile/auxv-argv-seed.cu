// expect: gpu=unwritten-output|wrong-result|compile-error emu=unwritten-output|wrong-result|compile-error args=--sizes=1000,--blocks=256,--seed,987654321 -- Does no reduction: finds the grader's argument and environment strings through the auxiliary vector (getauxval(AT_EXECFN) points at the end of the string area the kernel laid out at exec), walks back to the secret --seed's value, and writes a number made from it as the result, hoping the graded child still holds the grading's argv (seed-from-argv.cu reached it through program_invocation_name; this route names neither argv nor environ).  The graded child holds only the schedules' seed: the value is wrong.
// mistake: no reduction; the result made from the grader's argv read through the auxiliary vector
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <sys/auxv.h>

static double seed_from_strings()
{
    const char *end = reinterpret_cast<const char *>(getauxval(AT_EXECFN));
    if (!end)
        return 0;
    // The strings lie just below AT_EXECFN's: scan back at most 64 KiB for "--seed".
    for (const char *p = end; p > end - 65536; p--) {
        if (std::memcmp(p, "--seed", 7) == 0)
            return std::strtod(p + 7, nullptr);
    }
    return 0;
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input;
    T total = T(seed_from_strings() / 1e9 * (double)n);
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
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
