// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a thread_local object's destructor (registered with __cxa_thread_atexit on first use, run when the thread ends, after every case was read back) writes 0 into every result pointer it kept and prints "result: PASSED".  The grader reads each result when its case ends; a write after that is not seen.
// mistake: no kernel; a thread_local destructor writes the results after the checks
#include <cstddef>
#include <cstdio>

struct late_writer {
    void *kept[64];
    size_t bytes[64];
    int n = 0;
    ~late_writer()
    {
        for (int i = 0; i < n; i++)
            cudaMemset(kept[i], 0, bytes[i]);
        cudaDeviceSynchronize();
        printf("result: PASSED\n");
    }
};
thread_local late_writer writer;

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    if (writer.n < 64) {
        writer.kept[writer.n] = d_result;
        writer.bytes[writer.n++] = sizeof(T);
    }
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
