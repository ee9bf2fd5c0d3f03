// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: remembers every result pointer and has a static object's destructor (run at exit, after the last case was read back) write 0 there and print "result: PASSED", hoping a late write or a passing line counts.  The grader reads each result when its case ends and decides the verdict itself: the poison it left is still there, unwritten-output.
// mistake: no kernel; a static object's destructor writes the results after the checks
#include <cstddef>
#include <cstdio>
#include <vector>

struct LateWriter {
    std::vector<void *> results;
    ~LateWriter()
    {
        static const double zero = 0;
        for (void *r : results)
            cudaMemcpy(r, &zero, sizeof(float), cudaMemcpyHostToDevice);
        cudaDeviceSynchronize();
        std::printf("result: PASSED\n");
    }
};
static LateWriter g_late;

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)n, (void)block;
    g_late.results.push_back(d_result);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
