/* ir_type.c — the extent of an LLVM IR type in the module's text, for the
 * passes that read or rewrite a definition by its type (ir_shared.c,
 * ir_devvars.c, ir_kernels.c).  A named type's name is quoted where it
 * holds what a plain identifier cannot: a struct nested in a template is
 * %"struct.cub::BlockReduce<float, 256, ...>::TempStorage", whose commas,
 * spaces and angle brackets are not the type's end, nor an aggregate's.
 * With typed pointers (clang 14) a pointer's type goes on after its base:
 * a __device__ function pointer is `float (float, float)*`, a pointer to
 * an array `[4 x float]*`. */
#include "ir_type.h"

#include <string.h>

/* Past the quoted name that starts at q (at its opening quote), or NULL. */
static const char *past_quotes(const char *q)
{
  const char *e = strchr(q + 1, '"');
  return e ? e + 1 : NULL;
}

/* The base type: an aggregate, or a token that may hold quoted names. */
static size_t base_len(const char *t)
{
  int aggregate = *t == '[' || *t == '{' || *t == '<', depth = 0;
  const char *q = t;
  while (*q && *q != '\n') {
    if (*q == '"') {
      if (!(q = past_quotes(q)))
        return 0;
      continue;
    }
    if (*q == '[' || *q == '{' || *q == '<') {
      depth++;
    } else if (*q == ']' || *q == '}' || *q == '>') {
      if (--depth < 0)
        return 0;
      if (depth == 0 && aggregate)
        return (size_t)(q + 1 - t); /* an aggregate ends with its bracket */
    } else if (depth == 0 && (*q == ' ' || *q == ',')) {
      break;
    }
    q++;
  }
  return depth != 0 || aggregate ? 0 : (size_t)(q - t);
}

size_t simt_ir_type_len(const char *t)
{
  size_t n = base_len(t);
  if (!n)
    return 0;
  for (;;) {
    if (t[n] == '*') {
      n++;
    } else if (t[n] == ' ' && t[n + 1] == '(') { /* a function type: its parameters */
      const char *q = t + n + 1;
      int depth = 0;
      while (*q && *q != '\n') {
        if (*q == '"') {
          if (!(q = past_quotes(q)))
            return n;
          continue;
        }
        if (*q == '(')
          depth++;
        else if (*q == ')' && --depth == 0)
          break;
        q++;
      }
      if (*q != ')')
        return n;
      n = (size_t)(q + 1 - t);
    } else {
      return n;
    }
  }
}
