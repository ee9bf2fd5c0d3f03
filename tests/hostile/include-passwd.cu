// Reads a file of the machine through the compiler: the include's path is built by
// a macro (no quoted path for a text search to find), and the compile error that
// follows would quote the file's first lines.  Exercise 07; graded by
// tests/kit/single-hostile.sh, which checks the report shows none of them.
#include <cstddef>
#define AS_TEXT(x) #x
#define PATH_OF(x) AS_TEXT(x)
#include PATH_OF(/etc/passwd)

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) {}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) {}
