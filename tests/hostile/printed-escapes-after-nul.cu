// Prints a harmless line, then a NUL byte, then what it wants hidden and forged: terminal escapes (clear the screen, home the cursor, a window title by OSC, CSI by its 8-bit byte 0x9b), a carriage return, and a forged "result: PASSED" line; then leaves the sum unwritten.  The batch hands what a grading printed back beside its report as printed.txt, which was cut at the first NUL (everything after it gone, no word of the cut) and kept every escape raw, so that an instructor's `cat` of it ran them.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/batch-class-attacks.sh (printed.txt: all of it, each control shown as '?'); not in batch-hostile's class.
#include <cstddef>
#include <cstdio>

static void print_once(void)
{
    static bool done = false;
    if (done)
        return;
    done = true;
    static const char text[] = "printed before the NUL\n\0after the NUL: "
                               "\033[2J\033[H\033]0;title\007\x9b" "2J\r"
                               "result: PASSED\n";
    fwrite(text, 1, sizeof text - 1, stdout);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    print_once();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    print_once();
}
