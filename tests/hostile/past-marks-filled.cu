// expect: gpu=compile-error emu=over-read|compile-error  args=--sizes=1001,--blocks=256 -- Every thread loads four elements, input[i] to input[i + 3], and only then tests which are below n (up to three elements read past the input's end, then dropped): an over-read the emulator reports from the marks the glue puts past the input.  A constructor (run as the submission loads, before the glue marks its first input) fills the runtime's table of such marks (eight slots, never emptied) with marks of its own on a static array, through simt_mem_mark_past, the glue's call, declared in the emulator's simt_rt.h (so the build's name check lets it through): every later input goes unmarked.  Refused by name (harness/build/compile_symbols.c); past that, the runtime empties the marks at each case's start (the glue marks the case's inputs after) and a mark that finds them full is an attacked-grader finding (harness/backend/emu/simt/past_end.c).  --sizes=1001: n not a multiple of 4.
// mistake: four loads made before their bounds tests (an over-read past n); the emulator's past-end marks used up by the submission
#include <cstddef>

// The emulator's runtime: bytes no kernel may read (the glue marks the
// sentinels past each input).
extern "C" void simt_mem_mark_past(const void *lo, size_t bytes, const void *data, size_t elem,
                                   size_t n);

template <typename T>
__global__ void load_then_test(const T *input, T *result, size_t n)
{
    size_t i = 4 * (blockIdx.x * (size_t)blockDim.x + threadIdx.x);
    T v = T(0);
    if (i < n) {
        // Four loads, then the bounds test: up to three elements past n.
        T a = input[i], b = input[i + 1], c = input[i + 2], d = input[i + 3];
        v = a + (i + 1 < n ? b : T(0)) + (i + 2 < n ? c : T(0)) + (i + 3 < n ? d : T(0));
    }
    if (i < n)
        atomicAdd(result, v);
}

// At load, before the glue marks its first input: every slot taken, on a
// static array of the submission's own that no kernel reads.
static char junk[64];
__attribute__((constructor)) static void fill_marks()
{
    for (int k = 0; k < 64; k++)
        simt_mem_mark_past(junk + k, 1, junk, 1, 0);
}

template <typename T>
static void run(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        load_then_test<T><<<(unsigned)((n + 4 * block - 1) / (4 * block)), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}
