/* pp_size.h — how much text a submission becomes once preprocessed.  A few
 * lines of macros that double a string literal make 64 MB of it, and the
 * compiler then runs for minutes on every grading of the file; an honest
 * exercise becomes a few kilobytes of its own (and about a megabyte of the
 * system's headers), so a build past the caps below is refused at once. */
#ifndef RG_PP_SIZE_H
#define RG_PP_SIZE_H

#include <stdbool.h>

/* The preprocessed text, headers and all (RLIMIT_FSIZE on the preprocessor:
 * it stops there, in about a second): the heaviest public headers (thrust,
 * CUB and bits/stdc++.h under nvcc) make about 14 MB. */
#define RG_PP_TEXT_CAP (32ULL << 20)
/* The submission's own lines after their macros are expanded: the kit's
 * largest correct file makes 6 KB; 1 MB of a literal compiles in ~2 s. */
#define RG_PP_OWN_CAP (1ULL << 20)

/* The submission's share of the preprocessed text at pre_path: the lines
 * its line markers give to the submission (or to a name that is no file),
 * in *own bytes, and the one line that expands most (*line, *line_bytes).
 * Returns 1 when *own passes RG_PP_OWN_CAP, 0 when not, -1 when the text
 * cannot be read. */
int rg_pp_size_own(const char *pre_path, const char *submission, unsigned long long *own,
                   int *line, unsigned long long *line_bytes);

/* A preprocessor pass of compile_argv (the compile's command) into
 * pre_out, capped at RG_PP_TEXT_CAP: for a build whose include check does
 * not write the text (nvcc: -M and -E are not one pass).  true when the
 * text passed the cap; false otherwise (a failed pass included: the
 * compile's own errors say why). */
bool rg_pp_size_run(const char *const *compile_argv, const char *pre_out, double timeout_s);

/* Did a capped preprocessor pass that wrote pre_out stop at the cap? */
struct rg_proc_result;
bool rg_pp_size_passed_cap(const struct rg_proc_result *r, const char *pre_out);

#endif
