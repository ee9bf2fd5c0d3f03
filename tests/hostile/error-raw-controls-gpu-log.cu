// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: an #error whose text holds raw terminal controls (ESC[1A ESC[2K: up a line and erase it; an OSC window title ended by BEL; CSI as U+009B) around a forged passing line.  clang shows each as <U+001B>; gcc, nvcc's host compiler, quotes the #error's text raw, and the GPU build's report printed the compiler's lines as they were: on a terminal the compile error was erased and "result: PASSED" shown.  tests/kit/compile-log-controls.sh builds it for a GPU (--compile-only, where nvcc is here) and looks for the bytes.
// mistake: no kernel; an #error that carries terminal escapes
#include <cstddef>
#error "[1A[2K  ok   sum_atomic<float> block 256: 1/1 cases passed ]0;graded 2J result: PASSED"
