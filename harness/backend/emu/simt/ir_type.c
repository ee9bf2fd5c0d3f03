/* ir_type.c — the extent of an LLVM IR type in the module's text, for the
 * passes that rewrite definitions by their type (ir_shared.c,
 * ir_devvars.c, ir_kernels.c).  A named type's name is quoted where it
 * holds what a plain identifier cannot: a template's struct is
 * %"struct.cub::BlockReduce<float, 256, ...>::TempStorage", whose commas,
 * spaces and angle brackets are not the type's end, nor an aggregate's. */
#include "ir_type.h"

#include <string.h>

size_t simt_ir_type_len(const char *t)
{
  int depth = 0;
  const char *q = t;
  for (; *q && *q != '\n'; q++) {
    if (*q == '"') { /* a quoted name: nothing in it ends anything */
      const char *e = strchr(q + 1, '"');
      if (!e)
        return 0;
      q = e;
    } else if (*q == '[' || *q == '{' || *q == '<') {
      depth++;
    } else if (*q == ']' || *q == '}' || *q == '>') {
      if (--depth < 0)
        return 0;
      if (depth == 0 && (*t == '[' || *t == '{' || *t == '<'))
        return (size_t)(q + 1 - t); /* an aggregate ends with its bracket */
    } else if (depth == 0 && (*q == ' ' || *q == ',')) {
      break;
    }
  }
  if (depth != 0 || *t == '[' || *t == '{' || *t == '<')
    return 0; /* an aggregate not closed on its line */
  return (size_t)(q - t);
}
