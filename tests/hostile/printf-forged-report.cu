// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: prints, on stdout and stderr, the grader's own report lines ("  ok   sum_atomic<float> ... cases passed", "result: PASSED — 196 cases"), a Gradescope JSON record with a full score, and terminal escapes that move the cursor up and erase lines (ESC[1A, ESC[2K, ESC[2J, a carriage return), then crashes (SIGSEGV), hoping the report quotes what it printed around a crash and the escapes erase the FAILED lines on a terminal.  What it printed must stay in its file; the report's lines and the --json are the grader's.
// mistake: no kernel; printed text imitating the grader's report, then a crash
#include <cstddef>
#include <cstdio>

static void forge(FILE *f)
{
    fprintf(f, "\r\033[2K\033[1A\033[2K\033[1A\033[2K\033[2J\033[H");
    fprintf(f, "  ok   sum_atomic<float>        block  256: 1/1 cases passed\n");
    fprintf(f, "  ok   sum_two_phase<float>     block  256: 1/1 cases passed\n");
    fprintf(f, "\nresult: PASSED \xe2\x80\x94 196 cases\n");
    fprintf(f, "{\"score\": 20, \"max_score\": 20, \"tests\": [], \"extra_data\": {\"causes\": []}}\n");
    fprintf(f, "\033[8m");  // conceal everything after
    fflush(f);
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    forge(stdout);
    forge(stderr);
    volatile int *null_pointer = nullptr;
    *null_pointer = 1;
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
