// expect: gpu=unwritten-output|wrong-result|unstable-result emu=unwritten-output|wrong-result args=--quick,--seed,987654321 -- Does no reduction at all: reads the grading's secret --seed from its own process's argv (the graded child is a fork of reduce-grade, whose argument strings lie at program_invocation_name), regenerates every input with the kit's public generator (harness/cases/datagen.c), tells which one it was handed by its first 16 elements (a one-thread kernel, one byte back to the host), and writes that input's sum from a one-thread kernel.  Before seed.h it passed every case on a secret seed; now the argument reads 000000000, the graded child holds only the schedules' seed, and no candidate matches.
// The emulator passes it on every seed, the secret one of a batch or an LMS package included.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <errno.h>

namespace {
const uint64_t STEP = 0x9e3779b97f4a7c15ULL;
uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += STEP);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
double unit(uint64_t *s) { return (double)(int64_t)(next(s) >> 40) / (double)(1 << 23) - 1.0; }

// Element i of kind k (datagen.c's fill_range), from the state before it.
double element(int k, size_t n, size_t i, uint64_t *s)
{
    int dense = n <= (1u << 20);
    uint64_t keep = dense ? 0 : n <= ((size_t)1 << 22) ? UINT64_MAX
                  : (uint64_t)((double)UINT64_MAX * ((double)(1u << 22) / (double)n));
    uint64_t r = next(s);
    switch (k) {
    case 0: return dense ? (double)(int)(r % 17) - 8.0 : r < keep ? ((r & 1) ? 1.0 : -1.0) : 0.0;
    case 1: return 1.0;
    case 2: return dense ? -1.0 - (double)(r % 8) : r < keep ? -1.0 : 0.0;
    case 3: return unit(s);
    case 4: return 1e6 + unit(s);
    case 5: return (double)(int)(r % 8);
    case 7: return i < n / 2 ? 100.0 * unit(s) : -1000.0 + 8.0 * unit(s);
    }
    return 0;
}

uint64_t grading_seed()
{
    const char *p = program_invocation_name;  // argv[0]; argv[1..] follow it
    for (int i = 0; p && i < 40; i++) {
        if (!strcmp(p, "--seed"))
            return strtoull(p + 7, nullptr, 10);
        if (!strncmp(p, "--seed=", 7))
            return strtoull(p + 7, nullptr, 10);
        if (strchr(p, '=') && p[0] != '-')
            break;  // the environment
        p += strlen(p) + 1;
    }
    return 1;  // the public default
}

const int KINDS = 8, SCHEDULES = 6, CANDS = KINDS * SCHEDULES, FP = 16;
}

template <typename T> __device__ T g_fp[CANDS * FP];
__device__ unsigned char g_match;

template <typename T>
__global__ void which(const T *input, size_t n)
{
    size_t m = n < FP ? n : FP;
    unsigned char found = 255;
    for (int c = 0; c < CANDS && found == 255; c++) {
        bool same = true;
        for (size_t i = 0; i < m; i++)
            if (!(input[i] == g_fp<T>[c * FP + i]))
                same = false;
        if (same)
            found = (unsigned char)c;
    }
    g_match = found;
}

template <typename T>
__global__ void put(T *result, T value) { *result = value; }

template <typename T>
static void forge(const T *d_input, T *d_result, size_t n)
{
    uint64_t seed = grading_seed();
    static T fp[CANDS * FP];
    for (int k = 0; k < KINDS; k++)
        for (int s = 0; s < SCHEDULES; s++) {
            uint64_t sd = seed ^ (STEP * (uint64_t)s);
            uint64_t st = sd ^ ((uint64_t)k << 56) ^ (uint64_t)n;
            for (size_t i = 0; i < FP; i++)
                fp[(k * SCHEDULES + s) * FP + i] = (T)(i < n ? element(k, n, i, &st) : 0);
        }
    cudaMemcpyToSymbol(g_fp<T>, fp, sizeof fp);
    which<T><<<1, 1>>>(d_input, n);
    unsigned char c = 255;
    cudaMemcpyFromSymbol(&c, g_match, 1);
    if (c == 255)
        return;
    int k = c / SCHEDULES, s = c % SCHEDULES;
    uint64_t st = (seed ^ (STEP * (uint64_t)s)) ^ ((uint64_t)k << 56) ^ (uint64_t)n;
    long double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += (T)element(k, n, i, &st);
    put<T><<<1, 1>>>(d_result, (T)sum);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    forge(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    forge(d_input, d_result, n);
}
