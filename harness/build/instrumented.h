/* instrumented.h — does a submission turn the emulator's instrumentation off?
 *
 * The emulator sees a kernel's loads, stores and branches through the
 * compiler's coverage instrumentation; its race, out-of-bounds and
 * uninitialised-memory checks and its performance model are only as good as
 * that.  A function marked no_sanitize("coverage") (directly, by a macro, by
 * `#pragma clang attribute`) or written in inline assembly runs unseen, so
 * the emulator refuses it, as a compile error at its line (issue 17,
 * class 5).  Decided on the preprocessor's output, lines of the submission
 * only; `#line` directives in the submission are refused too, since they
 * could make its lines look like a system header's.
 */
#ifndef RG_INSTRUMENTED_H
#define RG_INSTRUMENTED_H

#include <stddef.h>

/* The first line of text (the submission as written) holding a #line
 * directive, or 0. */
int rg_instrumented_line_directive(const char *text);

/* In preprocessed text (markers `# N "file"`), the first line of file
 * `name` holding a word that turns instrumentation off.  Returns that
 * line's number in the file (and the word in *word, static), or 0. */
int rg_instrumented_find_off(const char *pre, const char *name, const char **word);

/* Run compile_argv (the emulator's compile; output and linker options
 * dropped) with -E into work_dir and look (above).  Returns 1 with *line
 * and *word set when the submission (named `name` in the markers) turns
 * instrumentation off, 0 when not, -1 when the check could not run. */
int rg_instrumented_check(const char *const *compile_argv, const char *name,
                          const char *work_dir, double timeout_s, int *line,
                          const char **word);

#endif
