/* ir_autofill.c — the value an uninitialised float or double local reads
 * made the runtime's, per schedule (auto_fill.c).
 *
 * The build fills every local a function leaves uninitialised with clang's
 * pattern (-ftrivial-auto-var-init=pattern): for a float or a double the
 * NaN of all bytes 0xFF.  The optimiser keeps the pattern where the local
 * is read before it is written, as a constant operand: a phi's incoming
 * value from the path that did not write it, a select's arm, a call's
 * argument.  A NaN is what a sum of it shows (the output's poison), but
 * fmaxf and fminf drop a NaN: `float m; if (i < n) m = x[i];` then a max
 * of m over the block passes wherever the threads past n hold the pattern.
 *
 * Here, in the IR, each scalar float constant 0xFFFFFFFFE0000000 and double
 * constant 0xFFFFFFFFFFFFFFFF in a function's body becomes the result of a
 * call of simt_cov_auto_fill_f32 (or _f64), made just before the
 * instruction that uses it, or for a phi's incoming value at the end of
 * the block it comes from (before that block's terminator).  Elements of a
 * vector or aggregate constant stay the pattern.  Right code never reads
 * the value: where the pattern stands on a path the code does not take or
 * whose value it drops, any value does.  A kernel that builds the very NaN
 * of all bytes 0xFF from its bits (__int_as_float(0xffffffff)) gets the
 * runtime's value too: the pattern cannot be told from it in the IR.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"

static const char pat_f32[] = "0xFFFFFFFFE0000000", pat_f64[] = "0xFFFFFFFFFFFFFFFF";
enum { PAT_LEN = sizeof pat_f32 - 1, NAME_CAP = 64 };

/* A phi's incoming pattern: the block it comes from, and the fill's id. */
struct pending {
  char block[NAME_CAP];
  unsigned id;
  int f64;
};

/* One function's fills: the phis' (pass 1), the next id, the types used. */
struct fills {
  struct pending *v;
  size_t n, cap, taken; /* taken: the phis' fills written so far (pass 2) */
  unsigned next_id;
  int used32, used64;
};

/* The next scalar pattern in the line p[from..n): its offset, *f64 set, or
 * n.  A pattern inside a vector or aggregate constant (<...>, [...] other
 * than a phi's incoming pair, {...}) or quoted text is skipped. */
static size_t next_pattern(const char *p, size_t n, size_t from, int phi, int *f64)
{
  int depth = 0, quoted = 0;
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    if (c == '"')
      quoted = !quoted;
    if (quoted)
      continue;
    if (c == '<' || c == '{' || (c == '[' && !phi))
      depth++;
    else if ((c == '>' || c == '}' || (c == ']' && !phi)) && depth > 0)
      depth--;
    if (i < from || depth > 0 || i + PAT_LEN > n || i == 0 || p[i - 1] != ' ')
      continue;
    if (i + PAT_LEN < n && isalnum((unsigned char)p[i + PAT_LEN]))
      continue;
    if (memcmp(p + i, pat_f32, PAT_LEN) == 0 || memcmp(p + i, pat_f64, PAT_LEN) == 0) {
      *f64 = p[i + 10] == 'F';
      return i;
    }
  }
  return n;
}

/* Is the instruction at p (n bytes) a phi? */
static int is_phi(const char *p, size_t n)
{
  const char *e = memchr(p, '[', n);
  size_t m = e ? (size_t)(e - p) : n;
  for (size_t i = 0; i + 5 <= m; i++)
    if (memcmp(p + i, " phi ", 5) == 0)
      return 1;
  return 0;
}

/* The block a phi's incoming pair names after its value at p ("X, %bb ]"):
 * copied to name, its length, or 0. */
static size_t incoming_block(const char *p, size_t n, char *name)
{
  size_t i = PAT_LEN;
  while (i < n && (p[i] == ',' || p[i] == ' '))
    i++;
  size_t s = i;
  while (i < n && p[i] != ' ' && p[i] != ']')
    i++;
  if (i == s || p[s] != '%' || i - s >= NAME_CAP)
    return 0;
  memcpy(name, p + s + 1, i - s - 1);
  name[i - s - 1] = 0;
  return i - s - 1;
}


static void put_call(FILE *out, unsigned id, int f64)
{
  fprintf(out, "  %%simt.fill.%u = call %s @simt_cov_auto_fill_%s()\n", id,
          f64 ? "double" : "float", f64 ? "f64" : "f32");
}

/* Pass 1: each pattern of the phi at p (n bytes) recorded with the block
 * it comes from.  0, or -1 out of memory. */
static int note_phi(const char *p, size_t n, struct fills *fl)
{
  int f64;
  size_t at, from = 0;
  while ((at = next_pattern(p, n, from, 1, &f64)) < n) {
    char block[NAME_CAP];
    from = at + PAT_LEN;
    if (incoming_block(p + at, n - at, block) == 0)
      continue; /* a form not read: left the pattern */
    if (fl->n == fl->cap) {
      size_t cap = fl->cap ? 2 * fl->cap : 16;
      struct pending *v = realloc(fl->v, cap * sizeof *v);
      if (!v)
        return -1;
      fl->v = v;
      fl->cap = cap;
    }
    struct pending *pd = &fl->v[fl->n++];
    strcpy(pd->block, block);
    pd->id = fl->next_id++;
    pd->f64 = f64;
  }
  return 0;
}

/* Pass 2: writes the instruction at p (n bytes), each pattern replaced by
 * a fill: called just before it, or for a phi the one pass 1 recorded. */
static void put_instruction(FILE *out, const char *p, size_t n, struct fills *fl)
{
  int phi = is_phi(p, n), f64;
  size_t from = 0, at;
  unsigned id = fl->next_id;
  if (!phi) /* the calls first */
    for (; (at = next_pattern(p, n, from, 0, &f64)) < n; id++) {
      put_call(out, id, f64);
      from = at + PAT_LEN;
    }
  from = 0;
  while ((at = next_pattern(p, n, from, phi, &f64)) < n) {
    char block[NAME_CAP];
    fwrite(p + from, 1, at - from, out);
    from = at + PAT_LEN;
    if (phi && incoming_block(p + at, n - at, block) == 0) {
      fwrite(p + at, 1, PAT_LEN, out);
      continue;
    }
    fprintf(out, "%%simt.fill.%u", phi ? fl->v[fl->taken++].id : fl->next_id++);
    *(f64 ? &fl->used64 : &fl->used32) = 1;
  }
  fwrite(p + from, 1, n - from, out);
}

/* The label a line at p (n bytes) starts a block with ("15:", "for.end:"),
 * copied to name; 0 if it is none. */
static int block_label(const char *p, size_t n, char *name)
{
  size_t i = 0;
  while (i < n && p[i] != ':' && p[i] != ' ' && p[i] != ';' && p[i] != '"')
    i++;
  if (i == 0 || i >= n || p[i] != ':' || i >= NAME_CAP)
    return 0;
  memcpy(name, p, i);
  name[i] = 0;
  return 1;
}

/* Is the line at p (n bytes) an instruction's first (indented two
 * spaces, not a comment)?  A switch's cases and its closing ']', and an
 * invoke's "to label ... unwind label", are lines of the one before. */
static int instruction(const char *p, size_t n)
{
  return n > 2 && p[0] == ' ' && p[1] == ' ' && p[2] != ' ' && p[2] != ';' && p[2] != ']';
}

/* Is the line at p (n bytes) the rest of the instruction before it? */
static int continued(const char *p, size_t n)
{
  return n > 2 && p[0] == ' ' && p[1] == ' ' && (p[2] == ' ' || p[2] == ']');
}

/* Is block (a phi's incoming name) the function's entry block: the one
 * that has no label line in [b, e)? */
static int is_entry(const char *b, const char *e, const char *block)
{
  size_t m = strlen(block);
  for (const char *p = b; p < e; p = strchr(p, '\n') + 1)
    if (strncmp(p, block, m) == 0 && p[m] == ':')
      return 0;
  return 1;
}

/* Does the instruction whose first line ends at q end its block: is the
 * next line that is not its own, blank or a comment a label, or is there
 * none before e? */
static int ends_block(const char *q, const char *e)
{
  char name[NAME_CAP];
  for (const char *p = q + 1; p < e; p = strchr(p, '\n') + 1) {
    size_t n = (size_t)(strchr(p, '\n') - p);
    if (instruction(p, n))
      return 0;
    if (!continued(p, n) && block_label(p, n, name))
      return 1;
  }
  return 1;
}

/* Writes the body [b, e) of one function (the lines after its define, up
 * to its closing brace, each ending in '\n'), its patterns made fills.
 * The phis' fills go before the terminator of the block they come from.
 * 0, or -1 out of memory. */
static int put_function(FILE *out, const char *b, const char *e, struct fills *fl)
{
  fl->n = fl->taken = 0;
  for (const char *p = b; p < e; p = strchr(p, '\n') + 1) {
    size_t n = (size_t)(strchr(p, '\n') - p);
    if (instruction(p, n) && is_phi(p, n) && note_phi(p, n, fl) != 0)
      return -1;
  }
  char cur[NAME_CAP] = ""; /* "": the entry block */
  for (const char *p = b; p < e; p = strchr(p, '\n') + 1) {
    const char *q = strchr(p, '\n');
    size_t n = (size_t)(q - p);
    if (block_label(p, n, cur) || !instruction(p, n)) {
      fwrite(p, 1, n + 1, out);
      continue;
    }
    if (fl->n > 0 && ends_block(q, e))
      for (size_t i = 0; i < fl->n; i++)
        if (*cur ? strcmp(fl->v[i].block, cur) == 0 : is_entry(b, e, fl->v[i].block))
          put_call(out, fl->v[i].id, fl->v[i].f64);
    put_instruction(out, p, n, fl);
    fputc('\n', out);
  }
  return 0;
}

/* Writes the module's ir with each function's patterns made fills, and
 * the runtime's functions declared where used.  0, or -1. */
static int put_module(FILE *out, const char *ir, struct fills *fl)
{
  const char *p = ir;
  while (*p) {
    const char *q = strchr(p, '\n');
    if (!q) {
      fputs(p, out);
      break;
    }
    fwrite(p, 1, (size_t)(q - p) + 1, out);
    if (strncmp(p, "define ", 7) != 0 || q[-1] != '{') {
      p = q + 1;
      continue;
    }
    const char *end = strstr(q, "\n}");
    if (!end)
      return -1;
    if (put_function(out, q + 1, end + 1, fl) != 0)
      return -1;
    p = end + 1;
  }
  if (fl->used32)
    fputs("declare float @simt_cov_auto_fill_f32()\n", out);
  if (fl->used64)
    fputs("declare double @simt_cov_auto_fill_f64()\n", out);
  return 0;
}

int simt_ir_autofill(const char *path)
{
  struct simt_ir_rewrite rw;
  if (simt_ir_rewrite_begin(path, &rw) != 0)
    return -1;
  struct fills fl;
  memset(&fl, 0, sizeof fl);
  bool ok = rw.out && put_module(rw.out, rw.ir, &fl) == 0;
  free(fl.v);
  return simt_ir_rewrite_end(&rw, path, ok);
}
