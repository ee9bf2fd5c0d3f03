/* pp_text.h — a submission's text as the preprocessor's tokenizer reads it.
 *
 * A text search on the raw file is fooled by spellings the preprocessor
 * treats alike: a backslash-newline splice (translation phase 2) joins two
 * lines into one, and a comment (phase 3) is one space.  So `#\`+newline+
 * `line`, `#/ * x * /line` and `#line` are one directive.  The text here has
 * the splices removed and each comment replaced by one space (string, char
 * and raw string literals kept as they are, since a comment cannot start
 * inside one); newlines inside a block comment are dropped with it, as the
 * preprocessor does.  Trigraphs are not replaced: -std=c++17, which both
 * backends use, has none.
 */
#ifndef RG_PP_TEXT_H
#define RG_PP_TEXT_H

#include <stddef.h>

/* The text above (malloc'd), and in *line_of (malloc'd, one entry per
 * byte of it) the line of `text` each byte came from. */
char *rg_pp_text(const char *text, int **line_of);

/* In s (n bytes, as above), the end of the literal whose quote is s[i]:
 * just past it (the end of its line when it is not closed; i + 1 for a
 * digit separator, 1'000). */
size_t rg_pp_literal_end(const char *s, size_t n, size_t i);

#endif
