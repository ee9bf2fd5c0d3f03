// Leaves its own results.json in the folder it runs in (the batch's work folder),
// a full score, and then makes the folder read-only so that the grader cannot
// put its own there.  Exercise 07; graded by tests/kit/batch-hostile.sh, which
// must record the grader's verdict, not this file's.
#include <cstddef>
#include <cstdio>
#include <sys/stat.h>

static void forge()
{
    static bool done;
    if (done)
        return;
    done = true;
    if (FILE *f = fopen("results.json", "w")) {
        fputs("{\"score\": 20, \"max_score\": 20, \"tests\": [{\"name\": \"all\", \"score\": 20, "
              "\"max_score\": 20, \"status\": \"passed\"}], \"extra_data\": {\"passed\": true, "
              "\"causes\": []}}\n", f);
        fclose(f);
    }
    chmod("results.json", 0444);
    chmod(".", 0555);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    forge();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    forge();
}
