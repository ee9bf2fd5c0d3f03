/* asm_files.h — does a submission's assembly read a file?
 *
 * The assembler's `.incbin "f"` copies a file into the object and
 * `.include "f"` assembles one: reads the preprocessor never sees, so the
 * refusal of files outside the submission and the public headers
 * (includes.h) cannot.  Any string literal of the submission (an asm
 * statement's text is one) that holds either directive is refused, on
 * both backends.  Literals are read as the compiler joins them: adjacent
 * ones concatenated and escapes (\056, \x2e) decoded; case is ignored.
 */
#ifndef RG_ASM_FILES_H
#define RG_ASM_FILES_H

/* The line of text (the submission as written) whose string literal names
 * .incbin or .include (*what says which), or 0. */
int rg_asm_reads_file(const char *text, const char **what);

#endif
