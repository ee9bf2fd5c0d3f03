// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: 27 lines whose macros double a 16-byte string literal 22 times, a 64 MiB literal of 4 million pieces, hoping every grading of it spends minutes compiling (127 s on the emulator, 40 s CPU under nvcc; the compile limit is 300 s, one more doubling nears it).  The preprocessor runs capped at 32 MB of text (harness/build/pp_size.h): refused as too-large in about a second, on both backends.
// mistake: no kernel; a string literal built by macros to cost minutes of compile
#include <cstddef>
#define S0 "xxxxxxxxxxxxxxxx"
#define S1 S0 S0
#define S2 S1 S1
#define S3 S2 S2
#define S4 S3 S3
#define S5 S4 S4
#define S6 S5 S5
#define S7 S6 S6
#define S8 S7 S7
#define S9 S8 S8
#define S10 S9 S9
#define S11 S10 S10
#define S12 S11 S11
#define S13 S12 S12
#define S14 S13 S13
#define S15 S14 S14
#define S16 S15 S15
#define S17 S16 S16
#define S18 S17 S17
#define S19 S18 S18
#define S20 S19 S19
#define S21 S20 S20
#define S22 S21 S21
static const char huge[] = S22;
template <typename T> void sum_atomic(const T *, T *, size_t, int) { (void)huge; }
template <typename T> void sum_two_phase(const T *, T *, size_t, int) {}
