/* includes.h — a submission may include its own code, the system's headers
 * and the kit's public ones, nothing else (issue 17, class 3): not the
 * solutions, not a classmate's folder through /proc/self/cwd, not
 * /etc/passwd, whose lines a compile error would print into the report, and
 * not /dev/zero, which feeds the compiler's front end without end.
 *
 * The check runs the compiler's preprocessor (-M: every file it would
 * read, after macros) under the compile's memory limit, then holds each
 * file against an allow-list. */
#ifndef RG_INCLUDES_H
#define RG_INCLUDES_H

#include <stdbool.h>
#include <stddef.h>

/* Resident memory a compile may take, its processes together (watched by
 * rg_proc_run_limited): far above any honest compile of an exercise, far
 * below what an include of /dev/zero would take. */
#define RG_COMPILE_MEM_BYTES (8ULL << 30)
/* The same for listing the included files (-M): preprocessing only. */
#define RG_SCAN_MEM_BYTES (2ULL << 30)

/* Folders beneath which an included file is public: the compile folder,
 * the kit's harness/, the system's headers, the compiler's installation
 * (from its path), CUDA_HOME, extra (NULL or one more folder).  Fills v
 * (fresh strings, NULL-ended, at most cap-1) and returns the count. */
size_t rg_includes_allowed(const char *compile_dir, const char *source_root,
                           const char *compiler, const char *extra, char **v, size_t cap);
void rg_includes_free(char **v);

/* The compile's command for a preprocessor pass: argv[0], then front, then
 * the rest without its output file (-o), the object it asks for (-c) or
 * linker options (-shared, -L, -Xlinker).  Fresh (free the array, not its
 * strings); NULL: no memory. */
char **rg_compile_argv_front(const char *const *argv, const char *const *front);

/* Run compile_argv (the compile's own command, "-o OUT" and linker
 * options dropped) with -M; every file listed must be the submission or
 * beneath an allowed folder.  Returns 0 when all are, 1 when one is not
 * (*bad: its path, fresh), 2 when listing them passed RG_SCAN_MEM_BYTES
 * (an include that never ends: a preprocessor reads /dev/zero forever),
 * 3 when the text written to pre_out passed RG_PP_TEXT_CAP (pp_size.h),
 * -1 when the check itself could not run (the compile then goes on, and its
 * own errors say what is wrong).  pre_out (a path, or NULL): the same pass
 * also writes the preprocessed text there (-E), which the emulator's
 * instrumentation check reads (instrumented.h), rather than a second pass;
 * clang++ only (nvcc's -E is not one pass). */
int rg_includes_check(const char *const *compile_argv, const char *submission,
                      char *const *allowed, const char *work_dir, double timeout_s,
                      const char *pre_out, char **bad);

/* Whether the log line at p is a caret line: blanks, gcc's gutter ('|')
 * and the marks under a quoted source line ('^', '~'), one at least.  The
 * line above such a line is a file's own text, quoted, never a
 * diagnostic, whatever it reads like ("x:1: error: ..."). */
bool rg_includes_caret_line(const char *p);

/* Compiler output with every line that quotes a file outside the allowed
 * ones removed: a diagnostic located in such a file keeps its
 * "file:line: error: ..." line, not the source line and caret after it.
 * In place. */
void rg_includes_filter_log(char *log, const char *submission, char *const *allowed);

#endif
