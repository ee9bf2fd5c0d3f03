// expect: gpu=compile-error emu=compile-error  -- Hands in nothing of its own: includes the kit's solution by a path relative to the grader's compile folder (which sits in the kit's build folder), so the solution's kernels are graded as its own.
// Exercise 07; graded by tests/kit/check-mutant.sh (line 1) and by
// tests/kit/batch-hostile.sh.  The compile must refuse any file that is
// neither the submission nor a public header (forbidden-include).
#include "../../../solutions/07-multi-block/reduce.cu"
