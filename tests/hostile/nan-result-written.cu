// expect: gpu=unwritten-output|wrong-result emu=unwritten-output|wrong-result  args=--sizes=1000,--blocks=256 -- Has no reduction: a kernel writes NaN (0/0, and -0/0 for part 1) into the result, hoping the check is a comparison written `fabs(got - want) > tol`, which a NaN makes false: a pass with no sum.  A NaN is never within the tolerance (the result is read as unwritten: the caller's poison is a NaN too).
// mistake: no reduction; the result is NaN
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Infinity (1/0) is a wrong-result the same way.
#include <cstddef>

template <typename T>
__global__ void put(T *result, T value)
{
    *result = value;
}

template <typename T>
void sum_atomic(const T *, T *d_result, size_t, int)
{
    put<T><<<1, 1>>>(d_result, T(0) / T(0));
}

template <typename T>
void sum_two_phase(const T *, T *d_result, size_t, int)
{
    put<T><<<1, 1>>>(d_result, -T(0) / T(0));
}
