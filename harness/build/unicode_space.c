/* unicode_space.c — a Unicode space in a submission's code (see
 * unicode_space.h). */
#include "unicode_space.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "pp_text.h"

/* Bytes of the Unicode space that s (n bytes) starts with, or 0: clang's
 * list (its lexer's UnicodeWhitespaceCharRanges) in UTF-8. */
static size_t space_at(const unsigned char *s, size_t n)
{
  if (n >= 2 && s[0] == 0xc2 && (s[1] == 0x85 || s[1] == 0xa0))
    return 2; /* U+0085, U+00A0 */
  if (n < 3)
    return 0;
  unsigned cp = (s[0] & 0x0fu) << 12 | (s[1] & 0x3fu) << 6 | (s[2] & 0x3fu);
  if ((s[0] & 0xf0) != 0xe0 || (s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80)
    return 0;
  bool space = cp == 0x1680 || cp == 0x180e || (cp >= 0x2000 && cp <= 0x200a) ||
               cp == 0x2028 || cp == 0x2029 || cp == 0x202f || cp == 0x205f || cp == 0x3000;
  return space ? 3 : 0;
}

int rg_unicode_space_line(const char *text)
{
  int *line_of = NULL;
  char *s = rg_pp_text(text, &line_of);
  size_t n = strlen(s);
  int found = 0;
  for (size_t i = 0; i < n && !found;) {
    if (s[i] == '"' || s[i] == '\'') {
      i = rg_pp_literal_end(s, n, i);
      continue;
    }
    if (space_at((const unsigned char *)s + i, n - i))
      found = line_of[i];
    i++;
  }
  free(s);
  free(line_of);
  return found;
}
