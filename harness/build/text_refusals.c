/* text_refusals.c — bytes of a submission the compilers and the grader's
 * checks would read differently, refused before anything is built: a NUL,
 * a carriage return alone, a Unicode space in the code. */
#include "compile_internal.h"
#include "unicode_space.h"

#include <stdbool.h>
#include <stdlib.h>

#include "util.h"

/* A Unicode space in the code (unicode_space.h), refused as a compile error
 * (1), else 0. */
static int unicode_space_refused(const char *submission, const char *sub_text,
                                 const char *log_path)
{
  int line = rg_unicode_space_line(sub_text);
  if (!line)
    return 0;
  return rg_compile_refuse(log_path,
                           rg_strdupf("%s:%d: error: unicode-space: a Unicode space character "
                                      "(U+00A0, U+3000 ...) outside a comment or a string: "
                                      "clang takes it for a blank, nvcc refuses it, and the "
                                      "grader's checks read only ASCII blanks; write a plain "
                                      "space\n", submission, line));
}

/* A byte the compilers and the grader's checks read differently, refused
 * as a compile error (1, the log says where), else 0: a NUL, which the
 * compilers skip (nvcc without a word) where every check reads the text as
 * a string that ends there; a carriage return alone, which ends a line for
 * the compilers (old Mac text) and not for the checks, so that a directive
 * after "// note\r" was a comment to them.  Either way what follows would
 * be built unchecked.  CRLF (a Windows editor's) is a line end to both. */
int rg_compile_text_refused(const char *submission, const char *sub_text, size_t sub_len,
                            const char *log_path)
{
  size_t at = 0;
  while (at < sub_len && sub_text[at] != '\0' &&
         !(sub_text[at] == '\r' && (at + 1 == sub_len || sub_text[at + 1] != '\n')))
    at++;
  if (at == sub_len)
    return unicode_space_refused(submission, sub_text, log_path);
  int line = 1;
  for (size_t c = 0; c < at; c++)
    line += sub_text[c] == '\n';
  bool nul = sub_text[at] == '\0';
  const char *what = nul ? "a NUL byte (character 0)" : "a carriage return not followed by a newline";
  const char *why = nul ? "a compiler skips it, the grader's checks would stop at it"
                        : "a compiler ends the line there, the grader's checks would not";
  return rg_compile_refuse(log_path,
                           rg_strdupf("%s:%d: error: %s: the file holds %s on this line: %s; "
                                      "save the file as plain text (UTF-8, lines ended by \\n "
                                      "or \\r\\n) without it\n",
                                      submission, line, nul ? "nul-byte" : "lone-carriage-return",
                                      what, why));
}
