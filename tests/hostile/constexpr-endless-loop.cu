// expect: gpu=compile-error emu=compile-error  -- Has no kernel: a constexpr function that never returns, evaluated in a static_assert, hoping the compiler spins until the grader's compile limit (minutes of every grading of it) or forever.  Compilers stop constant evaluation at a depth or step budget: a compile error in seconds.
// mistake: no kernel; compile-time evaluation that never ends
#include <cstddef>

// Endless both ways: a loop inside, and a recursion around it.
constexpr unsigned long step(unsigned long x, int k)
{
    for (int i = 0; i < k; i++)
        x = x * 6364136223846793005ul + 1442695040888963407ul;
    return x;
}
constexpr unsigned long spin(unsigned long x)
{
    return x == 1 ? x : spin(step(x, 10));
}
static_assert(spin(2) == 1, "never decided");

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
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
