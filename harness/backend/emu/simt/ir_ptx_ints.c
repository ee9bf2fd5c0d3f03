/* ir_ptx_ints.c — device code's integer operations that LLVM leaves
 * undefined made PTX's: a shift by the width or more, and the count of
 * leading or trailing zeros of 0.
 *
 * PTX's shl, shr.u and shr.s clamp the count: `1u << 32` is 0 on a GPU and
 * `-1 >> 40` is -1.  x86-64's shift instructions take the count modulo the
 * width, so the emulator's `1u << 32` was 1: a kernel could shift by 32 to
 * learn where it runs and keep its barrier only on the emulator
 * (tests/hostile/shift-clamp-hides-race.cu), and code whose full mask is
 * `(1u << n) - 1` with n = 32 computed 0.  Here, in the IR, in the
 * functions simt_cuda.h marks as device code (ir_marks.h), each scalar
 * shl, lshr and ashr whose count is not a constant becomes the shift, a
 * compare of the count with the width, and a select of the shift or of
 * what PTX gives past the width (0, or the sign for ashr).  The result
 * keeps its name, so later instructions read it as before.  A constant
 * count is left alone (clang warns of one past the width), and so is a
 * vector shift (a count per element; clang makes those of loops it
 * vectorises, whose counts are in range).
 *
 * __builtin_clz(0) and __builtin_ctz(0) are poison to LLVM (llvm.ctlz and
 * llvm.cttz with `i1 true`); x86-64's bsr and bsf leave their register as
 * it was, so the emulator's answer was whatever it held.  PTX's clz.b32 of
 * 0 is 32, and nvcc makes a trailing count of clz of the reversed bits: 32
 * too.  Each such call in device code gets `i1 false` (the width for 0),
 * and its !range, which leaves the width out, is dropped
 * (tests/hostile/clz-of-zero-hides-race.cu).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "ir_marks.h"
#include "simt.h"

static const char *const ops[] = { "shl", "lshr", "ashr" };

/* The parts of a shift instruction line: "  %R = OP [flags] iW A, B[, !md]". */
struct shift {
  const char *res, *a, *b, *md; /* res: "%R"; md: ", !..." or the line's end */
  size_t res_n, a_n, b_n, md_n;
  int op, width;
};

/* Skips the flags nuw, nsw and exact after an opcode. */
static const char *skip_flags(const char *p)
{
  for (;;) {
    if (strncmp(p, " nuw", 4) == 0 || strncmp(p, " nsw", 4) == 0)
      p += 4;
    else if (strncmp(p, " exact", 6) == 0)
      p += 6;
    else
      return p;
  }
}

/* Is the count at b (n bytes) a plain value (a register), not a constant? */
static int count_is_register(const char *b, size_t n)
{
  if (n < 2 || b[0] != '%')
    return 0;
  for (size_t i = 1; i < n; i++)
    if (b[i] == ' ' || b[i] == '(' || b[i] == ')' || b[i] == ',')
      return 0;
  return 1;
}

/* Reads the line at p (n bytes) as a scalar shift by a register: 1, else 0. */
static int parse_shift(const char *p, size_t n, struct shift *s)
{
  const char *end = p + n, *q = p;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  if (q == p || q >= end || *q != '%')
    return 0;
  s->res = q;
  while (q < end && *q != ' ')
    q++;
  s->res_n = (size_t)(q - s->res);
  if (end - q < 4 || strncmp(q, " = ", 3) != 0)
    return 0;
  q += 3;
  s->op = -1;
  for (int i = 0; i < 3; i++) {
    size_t l = strlen(ops[i]);
    if ((size_t)(end - q) > l && strncmp(q, ops[i], l) == 0 && q[l] == ' ')
      s->op = i, q += l;
  }
  if (s->op < 0)
    return 0;
  q = skip_flags(q);
  if (end - q < 3 || q[0] != ' ' || q[1] != 'i' || !isdigit((unsigned char)q[2]))
    return 0;
  s->width = atoi(q + 2);
  q += 2;
  while (q < end && isdigit((unsigned char)*q))
    q++;
  if (q >= end || *q != ' ' || s->width < 2 || s->width > 128)
    return 0;
  s->a = ++q;
  const char *md = q;
  while (md + 3 <= end && strncmp(md, ", !", 3) != 0)
    md++;
  s->md = md + 3 <= end ? md : end;
  s->md_n = (size_t)(end - s->md);
  const char *comma = NULL;
  for (const char *c = q; c + 1 < s->md; c++)
    if (c[0] == ',' && c[1] == ' ')
      comma = c;
  if (!comma)
    return 0;
  s->a_n = (size_t)(comma - s->a);
  s->b = comma + 2;
  s->b_n = (size_t)(s->md - s->b);
  return count_is_register(s->b, s->b_n);
}

/* The shift at s, as the three (ashr: four) instructions that clamp it. */
static void put_clamped(FILE *out, const struct shift *s, unsigned k)
{
  int w = s->width, a = (int)s->a_n, b = (int)s->b_n, m = (int)s->md_n;
  fprintf(out, "  %%simt.sh%u.v = %s i%d %.*s, %.*s%.*s\n", k, ops[s->op], w, a, s->a, b, s->b,
          m, s->md);
  fprintf(out, "  %%simt.sh%u.in = icmp ult i%d %.*s, %d%.*s\n", k, w, b, s->b, w, m, s->md);
  if (s->op == 2) {
    fprintf(out, "  %%simt.sh%u.past = ashr i%d %.*s, %d%.*s\n", k, w, a, s->a, w - 1, m, s->md);
    fprintf(out, "  %.*s = select i1 %%simt.sh%u.in, i%d %%simt.sh%u.v, i%d %%simt.sh%u.past%.*s",
            (int)s->res_n, s->res, k, w, k, w, k, m, s->md);
    return;
  }
  fprintf(out, "  %.*s = select i1 %%simt.sh%u.in, i%d %%simt.sh%u.v, i%d 0%.*s",
          (int)s->res_n, s->res, k, w, k, w, m, s->md);
}

/* A call of llvm.ctlz or llvm.cttz at p (n bytes) with `i1 true`: 1,
 * written with `i1 false` and no !range; else 0, nothing written. */
static int put_zero_count(FILE *out, const char *p, size_t n)
{
  static const char poison[] = ", i1 true)", range[] = ", !range !";
  const char *call = NULL, *flag = NULL, *end = p + n;
  for (const char *c = p; c + 11 <= end && !call; c++)
    if (strncmp(c, "@llvm.ctlz.", 11) == 0 || strncmp(c, "@llvm.cttz.", 11) == 0)
      call = c;
  for (const char *c = call; c && c + sizeof poison - 1 <= end && !flag; c++)
    if (strncmp(c, poison, sizeof poison - 1) == 0)
      flag = c;
  if (!flag)
    return 0;
  fwrite(p, 1, (size_t)(flag - p), out);
  fputs(", i1 false)", out);
  for (const char *c = flag + sizeof poison - 1; c < end;) {
    if ((size_t)(end - c) >= sizeof range - 1 && strncmp(c, range, sizeof range - 1) == 0) {
      c += sizeof range - 1;
      while (c < end && *c != ',')
        c++;
    } else {
      fputc(*c++, out);
    }
  }
  return 1;
}

/* One device line: a shift by a register clamped, or a zero count made the
 * width; ctx counts the shifts for their names. */
static bool ints_line(FILE *out, const char *p, size_t n, void *ctx)
{
  unsigned *k = ctx;
  struct shift s;
  if (parse_shift(p, n, &s)) {
    put_clamped(out, &s, (*k)++);
    return true;
  }
  return put_zero_count(out, p, n);
}

int simt_ir_ptx_ints(const char *path)
{
  unsigned k = 0;
  return simt_ir_rewrite_device_lines(path, ints_line, &k);
}
