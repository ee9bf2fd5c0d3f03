// expect: gpu=pass emu=pass -- A right reduction beside a function made of a thousand constant conversions that each change a value (-Wconstant-conversion, a different value each, under a type name longer than a line), hoping that the report's list of what the compiler warned grows without end; it shows the first eight, each cut short, and the count of the rest (tests/kit/compiler-warned.sh).
// mistake: none in the reduction; a thousand warnings of one class, each its own message
// 01-interleaved: the interleaved tree of one block in shared memory; the flood
// below is never called, but every line of it is compiled, and warned about.

typedef signed char
    narrow_type_whose_name_is_long_enough_to_run_past_any_line_of_a_report_that_quotes_it_in_full_which_a_grader_must_never_do_for_a_file_that_chose_its_own_names_to_fill_the_screen;

// Each use converts 300 plus its own number k to a signed char: a different
// value changed in each message (300 to 44, 301 to 45, ...).
#define RG_WARN_ONE(k)                                                                             \
    {                                                                                              \
        narrow_type_whose_name_is_long_enough_to_run_past_any_line_of_a_report_that_quotes_it_in_full_which_a_grader_must_never_do_for_a_file_that_chose_its_own_names_to_fill_the_screen \
            v = 300 + (k);                                                                         \
        sink += v;                                                                                 \
    }
#define RG_WARN_TEN(k)                                                                             \
    RG_WARN_ONE((k) * 10 + 0) RG_WARN_ONE((k) * 10 + 1) RG_WARN_ONE((k) * 10 + 2)                  \
    RG_WARN_ONE((k) * 10 + 3) RG_WARN_ONE((k) * 10 + 4) RG_WARN_ONE((k) * 10 + 5)                  \
    RG_WARN_ONE((k) * 10 + 6) RG_WARN_ONE((k) * 10 + 7) RG_WARN_ONE((k) * 10 + 8)                  \
    RG_WARN_ONE((k) * 10 + 9)
#define RG_WARN_HUNDRED(k)                                                                         \
    RG_WARN_TEN((k) * 10 + 0) RG_WARN_TEN((k) * 10 + 1) RG_WARN_TEN((k) * 10 + 2)                  \
    RG_WARN_TEN((k) * 10 + 3) RG_WARN_TEN((k) * 10 + 4) RG_WARN_TEN((k) * 10 + 5)                  \
    RG_WARN_TEN((k) * 10 + 6) RG_WARN_TEN((k) * 10 + 7) RG_WARN_TEN((k) * 10 + 8)                  \
    RG_WARN_TEN((k) * 10 + 9)
#define RG_WARN_THOUSAND                                                                           \
    RG_WARN_HUNDRED(0) RG_WARN_HUNDRED(1) RG_WARN_HUNDRED(2) RG_WARN_HUNDRED(3)                    \
    RG_WARN_HUNDRED(4) RG_WARN_HUNDRED(5) RG_WARN_HUNDRED(6) RG_WARN_HUNDRED(7)                    \
    RG_WARN_HUNDRED(8) RG_WARN_HUNDRED(9)

// Read before it is set where x <= 0: a warning clang gives only when asked
// (-Wsometimes-uninitialized, which the emulator's build asks for).
__device__ int read_before_set(int x)
{
    int v;
    if (x > 0)
        v = x;
    return v;
}

__device__ int flood_of_warnings()
{
    int sink = 0;
    RG_WARN_THOUSAND
    return sink;
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sums[];
    unsigned int t = threadIdx.x;
    unsigned int at = blockIdx.x * blockDim.x + t;
    sums[t] = at < (unsigned int)n ? input[at] : 0.0f;
    __syncthreads();
    for (unsigned int step = 1; step < blockDim.x; step *= 2) {
        if (t % (2 * step) == 0)
            sums[t] += sums[t + step];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = sums[0];
}
