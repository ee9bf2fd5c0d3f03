/* line_marker.c — see line_marker.h. */
#include "line_marker.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

bool rg_line_marker(const char *p, const char *end, int *n, const char **name, size_t *len)
{
  if (end - p < 4 || p[0] != '#' || p[1] != ' ' || !isdigit((unsigned char)p[2]))
    return false;
  *n = atoi(p + 2);
  const char *open = memchr(p, '"', (size_t)(end - p));
  if (!open)
    return false;
  const char *close = open + 1;
  while (close < end && *close != '"')
    close += *close == '\\' ? 2 : 1; /* an escaped quote is not the end */
  *name = open + 1;
  *len = (size_t)(close - open - 1);
  return true;
}
