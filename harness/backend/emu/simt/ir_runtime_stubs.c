/* ir_runtime_stubs.c — the CUDA runtime's functions given an address in
 * the submission's own object, as on a GPU.
 *
 * nvcc links the runtime statically into the submission's shared object
 * (--cudart static, its default), and the glue's wraps are there too, so a
 * runtime function's address (cudaGetLastError taken as a pointer) lies a
 * few MiB from the submission's own code.  The emulator's runtime is the
 * grader's executable, terabytes away: a tell with no call and no name to
 * refuse (tests/hostile/runtime-function-address-hides-race.cu).  Here each
 * runtime function the IR declares (@cudaX, defined elsewhere) is renamed
 * everywhere in the module, calls and addresses alike, to a local stub
 * that module-level assembly defines in the same object: a jump to the
 * runtime's function by its own name, so that the calls, the link's wraps
 * of that name (the glue's copy counts) and the name checks of the object
 * are what they were.  Quoted text (strings, quoted names) is left alone.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"

enum { NAME_CAP = 128, MAX_STUBS = 512 };

#define STUB_PREFIX "simt_rt_stub_"

struct stubs {
  char name[MAX_STUBS][NAME_CAP];
  size_t n;
};

static bool ident_char(char c)
{
  return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$' || c == '-';
}

/* A runtime function's name: cuda, then a capital letter. */
static bool runtime_name(const char *p, size_t n)
{
  return n > 4 && n < NAME_CAP && memcmp(p, "cuda", 4) == 0 && isupper((unsigned char)p[4]);
}

static bool known(const struct stubs *s, const char *p, size_t n)
{
  for (size_t i = 0; i < s->n; i++)
    if (strlen(s->name[i]) == n && memcmp(s->name[i], p, n) == 0)
      return true;
  return false;
}

/* The runtime functions the module declares ("declare ... @cudaX("). */
static void find_declared(const char *ir, size_t len, struct stubs *s)
{
  for (const char *line = ir; line && line < ir + len;) {
    const char *nl = memchr(line, '\n', (size_t)(ir + len - line));
    const char *end = nl ? nl : ir + len;
    if (end - line > 8 && memcmp(line, "declare ", 8) == 0) {
      const char *at = memchr(line, '@', (size_t)(end - line));
      const char *q = at ? at + 1 : end;
      while (q < end && ident_char(*q))
        q++;
      if (at && q < end && *q == '(' && runtime_name(at + 1, (size_t)(q - at - 1)) &&
          !known(s, at + 1, (size_t)(q - at - 1)) && s->n < MAX_STUBS) {
        memcpy(s->name[s->n], at + 1, (size_t)(q - at - 1));
        s->name[s->n++][q - at - 1] = '\0';
      }
    }
    line = nl ? nl + 1 : NULL;
  }
}

/* The module's text with each @name of s renamed to its stub; a quoted
 * span ("..."), a string or a quoted name, copied as it is. */
static void put_renamed(FILE *out, const char *ir, size_t len, const struct stubs *s)
{
  const char *p = ir, *end = ir + len, *copied = ir;
  while (p < end) {
    if (*p == '"') {
      const char *close = memchr(p + 1, '"', (size_t)(end - p - 1));
      p = close ? close + 1 : end;
      continue;
    }
    if (*p == '@' && (p == ir || !ident_char(p[-1]))) {
      const char *q = p + 1;
      while (q < end && ident_char(*q))
        q++;
      if (known(s, p + 1, (size_t)(q - p - 1))) {
        fwrite(copied, 1, (size_t)(p + 1 - copied), out);
        fputs(STUB_PREFIX, out);
        copied = p + 1;
      }
      p = q;
      continue;
    }
    p++;
  }
  fwrite(copied, 1, (size_t)(end - copied), out);
}

/* Each stub: a local label in .text, a jump to the runtime's function. */
static void put_stubs(FILE *out, const struct stubs *s)
{
  for (size_t i = 0; i < s->n; i++)
    fprintf(out,
            "module asm \"\\09.text\"\n"
            "module asm \"\\09.p2align 4\"\n"
            "module asm \"\\09.type " STUB_PREFIX "%s,@function\"\n"
            "module asm \"" STUB_PREFIX "%s:\"\n"
            "module asm \"\\09jmp %s@PLT\"\n",
            s->name[i], s->name[i], s->name[i]);
}

int simt_ir_runtime_stubs(const char *path)
{
  struct simt_ir_rewrite r;
  if (simt_ir_rewrite_begin(path, &r) != 0)
    return -1;
  if (!r.out)
    return simt_ir_rewrite_end(&r, path, false);
  struct stubs *s = calloc(1, sizeof *s);
  if (!s)
    return simt_ir_rewrite_end(&r, path, false);
  find_declared(r.ir, r.len, s);
  if (s->n == 0) {
    fwrite(r.ir, 1, r.len, r.out);
  } else {
    put_renamed(r.out, r.ir, r.len, s);
    if (r.len > 0 && r.ir[r.len - 1] != '\n')
      fputc('\n', r.out);
    put_stubs(r.out, s);
  }
  free(s);
  return simt_ir_rewrite_end(&r, path, true);
}
