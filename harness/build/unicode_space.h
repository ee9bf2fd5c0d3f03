/* unicode_space.h — a Unicode space in a submission's code.
 *
 * clang takes the Unicode spaces (U+00A0, U+2000..U+200A, U+3000 ...) for
 * whitespace, with a warning only; the grader's checks that read a
 * directive (#line, a line marker) take ASCII blanks before it, so that
 * "U+3000 #line 70 \"simt_cg.h\"" was a directive to the emulator's build and
 * none to the refusal.  nvcc refuses such a character outside a comment or
 * a literal ("extended character is not valid in an identifier"), so a file
 * holding one there builds on no GPU: the grader refuses it too.  Inside a
 * comment or a string it is text, and stays.
 */
#ifndef RG_UNICODE_SPACE_H
#define RG_UNICODE_SPACE_H

/* The line of text's first Unicode space outside comments and literals
 * (text NUL-free, as the whole file), or 0. */
int rg_unicode_space_line(const char *text);

#endif
