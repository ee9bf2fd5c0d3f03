// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: writes "result: PASSED" to the machine's system log with syslog() (which opens the log's socket, /dev/log, on its first call: openlog is refused by name, syslog was not), hoping an instructor who reads the journal sees a pass, and that a graded process can reach a socket of the host.  Refused by name now with the other calls that reach a socket (harness/build/compile_symbols.c); before that, the process's socket was refused at run time and the missing kernel left the result unwritten.
// mistake: no kernel; a forged verdict sent to the host's system log
#include <cstddef>
#include <syslog.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result;
    syslog(LOG_CRIT, "reduce-grade: result: PASSED (%zu elements)", n);
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
