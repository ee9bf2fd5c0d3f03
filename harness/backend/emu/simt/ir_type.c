/* ir_type.c — an IR type's extent in the text of a definition, for the
 * passes that read or rewrite a global's definition (ir_devvars.c,
 * ir_shared.c, ir_kernels.c). */
#include "ir_type.h"

/* The length of the IR type at t: an aggregate in brackets (arrays,
 * structs, vectors, packed structs), or one token; then, with typed
 * pointers (clang 14), what makes a pointer of it: a function's parameter
 * list and the stars (a __device__ function pointer's `float (float,
 * float)*`, a pointer to an array's `[4 x float]*`); 0 if there is none. */
size_t simt_ir_type_len(const char *t)
{
  size_t n = 0;
  if (*t == '[' || *t == '{' || *t == '<') {
    int depth = 0;
    for (const char *q = t; *q && *q != '\n'; q++) {
      if (*q == '[' || *q == '{' || *q == '<')
        depth++;
      else if ((*q == ']' || *q == '}' || *q == '>') && --depth == 0) {
        n = (size_t)(q + 1 - t);
        break;
      }
    }
    if (!n)
      return 0;
  } else {
    while (t[n] && t[n] != ' ' && t[n] != '\n' && t[n] != ',')
      n++;
  }
  for (;;) {
    if (t[n] == '*') {
      n++;
    } else if (t[n] == ' ' && t[n + 1] == '(') { /* a function type: its parameters */
      size_t q = n + 1;
      int depth = 0;
      for (; t[q] && t[q] != '\n'; q++)
        if (t[q] == '(')
          depth++;
        else if (t[q] == ')' && --depth == 0)
          break;
      if (t[q] != ')')
        return n;
      n = q + 1;
    } else {
      return n;
    }
  }
}
