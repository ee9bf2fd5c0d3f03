/* simt_test_util.h — helpers of the emulator's unit tests: rewrite and
 * compile a .cu fixture with clang++ the way the grader does, load it, and
 * read the diagnoses.  The tests themselves are test_*.c next to this file.
 */
#ifndef SIMT_TEST_UTIL_H
#define SIMT_TEST_UTIL_H

#include <stddef.h>

/* st_load: rewrites fixtures/NAME, compiles it into the build directory and
 * dlopen()s it.  Returns the handle, or NULL if clang++ is missing (the
 * caller skips: exit 77); aborts the test program on a compile error. */
void *st_load(const char *name);

/* st_load_linked: as st_load, but the module is linked from two objects,
 * fixtures/FIRST's before fixtures/NAME's, as the grader links its glue's
 * object before the submission's. */
void *st_load_linked(const char *first, const char *name);

/* st_sym: the address of symbol sym in a loaded fixture (aborts if absent). */
void *st_sym(void *so, const char *sym);

/* st_diags: the diagnoses taken since the last call, as one string
 * (static buffer, overwritten by the next call). */
const char *st_diags(void);

/* st_has: 1 if the diagnoses text has a line with tag and substring sub. */
int st_has(const char *diags, const char *tag, const char *sub);

/* st_line: the 1-based number of the line of fixtures/NAME containing the
 * marker text, for checking FILE:LINE in diagnoses. */
int st_line(const char *name, const char *marker);

#endif /* SIMT_TEST_UTIL_H */
