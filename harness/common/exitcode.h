/* exitcode.h — the one list of reduce-grade's exit codes (printed by --help). */
#ifndef RG_EXITCODE_H
#define RG_EXITCODE_H

enum rg_exit {
  RG_EXIT_PASSED = 0,        /* every case passed */
  RG_EXIT_FAILED = 1,        /* wrong result, compile error, crash, CUDA error, timeout */
  RG_EXIT_USAGE = 2,         /* unknown exercise, missing file, bad option, --json not written */
  RG_EXIT_NOT_ATTEMPTED = 77 /* untouched skeleton, or no usable backend (meson: SKIP) */
};

#endif
