// expect: gpu=compile-error emu=compile-error  -- Has no kernel: includes "entry.cu" by a relative path, the file the grader generates beside its copy of the submission in the compile cache (it includes the submission again, then names the entry points), hoping to read the grader's generated code or to have the compile recurse.  The compile fails: nested too deeply, or forbidden-include.
// mistake: no kernel; an include of the grader's generated file in the cache folder
#include "entry.cu"
