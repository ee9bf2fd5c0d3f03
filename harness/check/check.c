/* check.c — compare outputs with the reference (see check.h). */
#include "check.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glue/glue.h"
#include "reference.h"
#include "simt/simt.h"

void rg_sentinel(const struct rg_part *p, unsigned char out[8])
{
  memset(out, 0, 8);
  if (p->dtype == RG_I32) {
    int v = p->op == RG_OP_MIN ? INT_MIN : INT_MAX;
    memcpy(out, &v, sizeof v);
    return;
  }
  /* Sums get a huge finite value rather than NaN: the poisoned output is
   * NaN already, so an accumulation into an uninitialised output and a read
   * past n would otherwise look the same. */
  double d = p->op == RG_OP_MAX ? INFINITY : p->op == RG_OP_MIN ? -INFINITY : RG_SUM_SENTINEL;
  if (p->dtype == RG_F64) {
    memcpy(out, &d, sizeof d);
  } else {
    float f = (float)d;
    memcpy(out, &f, sizeof f);
  }
}

static bool all_bytes(const unsigned char *p, size_t len, unsigned char b)
{
  for (size_t i = 0; i < len; i++)
    if (p[i] != b)
      return false;
  return true;
}

/* Is the element the emulator's shared-memory fill, whole (one of the two
 * SIMT_SHARED_FILL words in every 32-bit word)?  A value made of it was
 * copied from shared memory nobody wrote, not from the output poison (all
 * 0xFF). */
static bool is_fill_word(const unsigned char *p, size_t len, uint32_t w)
{
  for (size_t i = 0; i < len; i += 4)
    if (memcmp(p + i, &w, 4) != 0)
      return false;
  return true;
}

static bool is_shared_fill(const unsigned char *p, size_t len)
{
  if (len == 0 || len % 4)
    return false;
  return is_fill_word(p, len, SIMT_SHARED_FILL_UP) || is_fill_word(p, len, SIMT_SHARED_FILL_DOWN);
}

/* A real element whose bytes are all zero or the poison, some of each: an
 * output cleared by a memset of too few bytes (a count of elements where
 * bytes were meant), then maybe added into.  The float with bytes 00 00 00
 * FF is -1.7e38, which the sentinel test below would take for an over-read.
 * Ints are left out: 255 or -16777216 are plausible wrong sums. */
static bool is_part_poison(const struct rg_part *p, const unsigned char *b, size_t len)
{
  if (p->dtype == RG_I32)
    return false;
  size_t poison = 0, zero = 0;
  for (size_t i = 0; i < len; i++) {
    poison += b[i] == RG_POISON_BYTE;
    zero += b[i] == 0;
  }
  return poison > 0 && zero > 0 && poison + zero == len;
}

/* What the sentinel reads as, so an over-read can be named. */
static bool is_sentinel_value(const struct rg_part *p, double got)
{
  /* A sum of sentinels, up to one per element (2^31 of them): 1e29 to
   * about 1e40.  Past that it is the emulator's shared fill read as a
   * double (about 2.7e157), not an over-read. */
  if (p->op == RG_OP_SUM)
    return fabs(got) >= RG_SUM_SENTINEL / 10 && fabs(got) < RG_SUM_SENTINEL * 1e10;
  if (p->dtype == RG_I32)
    return got == (p->op == RG_OP_MAX ? INT_MAX : INT_MIN);
  /* Only the infinity placed after the input: the other one is the op's
   * identity, which a block that combined nothing (all NaN) reports. */
  return got == (p->op == RG_OP_MAX ? INFINITY : -INFINITY);
}

/* Could the elements that feed this output have brought a sentinel in?  A
 * block's partial (argmax's too) only where its range ends at n: the last
 * block's threads are the ones whose indices run past n.  An earlier block
 * with a sentinel's value made it itself: the max's identity is the min's
 * sentinel (-inf, INT_MIN) and the other way round, so a MinOp that kept
 * MaxOp's identity gives -inf in every padded block and reads nothing past
 * n.  Other outputs (a total, a row) cannot tell and keep the old rule. */
static bool may_hold_sentinel(const struct rg_part *p, const struct rg_case *c,
                              const struct rg_expect *e)
{
  if (p->family != RG_FAM_BLOCK && p->family != RG_FAM_ARGMAX)
    return true;
  return e->last >= c->n;
}

/* Name output i for a message: "partial[3] (block 3, elements 768..1023)". */
static void name_output(const struct rg_part *p, const struct rg_case *c,
                        const struct rg_expect *e, size_t i, char *buf, size_t cap)
{
  switch (p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX:
    snprintf(buf, cap, "partial[%zu] (block %zu, elements %zu..%zu)", i, i, e->first,
             e->last ? e->last - 1 : 0);
    break;
  case RG_FAM_TOTAL:
    snprintf(buf, cap, "the result");
    break;
  case RG_FAM_MOMENTS:
    snprintf(buf, cap, "%s", i == 0 ? "the mean" : "the variance");
    break;
  case RG_FAM_ROWS:
    snprintf(buf, cap, "row %zu's sum", i);
    break;
  case RG_FAM_COLS:
    snprintf(buf, cap, "column %zu's sum", i);
    break;
  case RG_FAM_SOFTMAX:
    snprintf(buf, cap, "out[%zu][%zu]", c->cols ? i / c->cols : 0, c->cols ? i % c->cols : 0);
    break;
  case RG_FAM_MULTI:
    snprintf(buf, cap, "the result on device %zu", i);
    break;
  case RG_FAM_COUNT:
    snprintf(buf, cap, "output %zu", i);
  }
}

/* Outputs a student's code may accumulate into (atomicAdd): NaN there
 * means the poison was never replaced. */
static bool accumulates(const struct rg_part *p)
{
  return p->op == RG_OP_SUM && (p->family == RG_FAM_TOTAL || p->family == RG_FAM_BLOCK ||
                                p->family == RG_FAM_ROWS || p->family == RG_FAM_COLS ||
                                p->family == RG_FAM_MULTI);
}

bool rg_value_ok(const struct rg_part *p, const struct rg_expect *e, double got)
{
  if (isnan(e->value))
    return isnan(got);
  if (e->tol > 0)
    return fabs(got - e->value) <= e->tol;
  /* Exact: the one right answer, rounded to the output type. */
  double want = p->dtype == RG_F32 ? (double)(float)e->value : e->value;
  return got == want;
}

/* The emulator's build starts every local variable no code initialised
 * with clang's pattern (simt/api.c, -ftrivial-auto-var-init=pattern): for a
 * float or double that is a NaN of all 0xFF bytes, the poison's own bytes,
 * so a result computed from such a local reads as never written.  Said, so
 * that a student who did write the output looks at the accumulators. */
static const char uninitialised_local_hint[] =
    "; or, on the emulator, it was computed from a local variable read before "
    "anything was stored in it (float sums[8]; with no = {}): the emulator starts "
    "every such float or double as this same NaN";

/* What a wrong output shows, beyond its cause. */
struct wrong {
  bool index_wrong;    /* an argmax's index is not the expected one */
  long long got_index;
  bool part_poison;    /* only partly cleared */
  bool nan_from_poison; /* added into the NaN poison */
  bool index_fill;     /* the index, not the value, holds shared memory's fill */
  int alloc_fill;      /* built on the emulator's fill of fresh allocations: its byte */
};

/* The byte of the emulator's fill of a fresh allocation (SIMT_ALLOC_FILL)
 * the value holds, or 0?  A float or double sum into it stays the fill, or
 * a few of them added (k unzeroed slots: k times the fill, within a part in
 * 1e6, the data lost in its rounding; up to 1000, below the over-read
 * sentinel's range); an int sum is the fill plus the right answer, modulo
 * 2^32. */
static int alloc_fill_byte(const struct rg_part *p, double got, double want)
{
  const int bytes[2] = { SIMT_ALLOC_FILL_UP, SIMT_ALLOC_FILL_DOWN };
  for (int k = 0; k < 2; k++) {
    unsigned char b[8];
    memset(b, bytes[k], sizeof b);
    uint32_t w32;
    float f;
    double d;
    memcpy(&w32, b, 4);
    memcpy(&f, b, 4);
    memcpy(&d, b, 8);
    double q = got / (p->dtype == RG_F64 ? d : (double)f), times = round(q);
    if (p->dtype == RG_I32 ? (uint32_t)(int64_t)got - (uint32_t)(int64_t)want == w32
                           : times >= 1 && times <= 1000 && fabs(q - times) <= 1e-6 * times)
      return bytes[k];
  }
  return 0;
}

/* The cause of one wrong output, from what its bytes hold: the emulator's
 * fills, the grader's poison or sentinel, or a plain wrong value. */
static enum rg_cause classify(const struct rg_part *p, const struct rg_case *c,
                              const unsigned char *bytes, size_t elem, double got,
                              const struct rg_expect *e, struct wrong *w)
{
  long long gi = w->got_index;
  if (is_shared_fill(bytes, elem))
    return RG_CAUSE_UNINITIALISED_SHARED;
  if (w->index_wrong && is_shared_fill((const unsigned char *)&(int){ (int)gi }, sizeof(int))) {
    w->index_fill = true;
    return RG_CAUSE_UNINITIALISED_SHARED;
  }
  if (p->dtype != RG_I32 &&
      fabs(got) == (elem == 4 ? (double)(float)SIMT_LANE_FILL : SIMT_LANE_FILL))
    return RG_CAUSE_SHUFFLE_MASK;
  if (all_bytes(bytes, elem, RG_POISON_BYTE))
    return RG_CAUSE_UNWRITTEN_OUTPUT;
  if (is_part_poison(p, bytes, elem)) {
    w->part_poison = true;
    return RG_CAUSE_UNWRITTEN_OUTPUT;
  }
  /* A sentinel's value, and for an argmax its index too (at or past n). */
  if ((!w->index_wrong || gi < 0 || (size_t)gi >= c->n) && is_sentinel_value(p, got) &&
      !is_sentinel_value(p, e->value) && may_hold_sentinel(p, c, e))
    return RG_CAUSE_OVER_READ;
  if (isnan(got) && accumulates(p)) {
    w->nan_from_poison = true;
    return RG_CAUSE_UNWRITTEN_OUTPUT;
  }
  w->alloc_fill = alloc_fill_byte(p, got, e->value);
  return RG_CAUSE_WRONG_RESULT;
}

bool rg_check(const struct rg_exercise *ex, const struct rg_case *c,
              const void *input, const void *output, size_t out_bytes,
              size_t canary_bytes, struct rg_verdict *v)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t elem = rg_dtype_size(p->dtype);
  size_t nout = rg_part_outputs(p, c->n, c->rows, c->cols, c->block);
  const int *indices = p->family == RG_FAM_ARGMAX
                           ? (const int *)((const char *)output + nout * elem) : NULL;
  rg_verdict_pass(v);

  const unsigned char *canary = (const unsigned char *)output + out_bytes;
  if (!all_bytes(canary, canary_bytes, RG_CANARY_BYTE)) {
    size_t at = 0;
    while (at < canary_bytes && canary[at] == RG_CANARY_BYTE)
      at++;
    rg_verdict_fail(v, RG_CAUSE_OVER_WRITE,
                    "wrote past the end of the output: byte %zu after its last element "
                    "was changed (the output has %zu elements)", at, nout);
  }

  struct rg_expect *exp = calloc(nout ? nout : 1, sizeof *exp);
  if (!exp) {
    /* The check itself failed: its line replaces any the canary wrote. */
    rg_verdict_overrule(v, RG_CAUSE_WRONG_RESULT, "out of memory while checking");
    return false;
  }
  size_t nexp = rg_reference(ex, c, input, exp);
  if (nexp != nout) {
    rg_verdict_overrule(v, RG_CAUSE_WRONG_RESULT,
                        "internal: %zu outputs expected, %zu checked", nexp, nout);
    free(exp);
    return false;
  }
  for (size_t i = 0; i < nout; i++) {
    const unsigned char *bytes = (const unsigned char *)output + i * elem;
    double got = rg_element(output, p->dtype, i);
    long long got_index = indices ? indices[i] : -1;
    bool index_wrong = indices && got_index != exp[i].index;
    /* right, even if the right answer has the poison's bytes; but not a NaN
     * expected and the poison found: the poison (all 0xFF) is a NaN too, and
     * an output never written is no answer.  A NaN a kernel makes (NAN,
     * 0.0f / 0.0f, a NaN of the input carried along) has other bytes. */
    bool poison_for_nan = isnan(exp[i].value) && all_bytes(bytes, elem, RG_POISON_BYTE);
    if (rg_value_ok(p, &exp[i], got) && !index_wrong && !poison_for_nan)
      continue;
    struct wrong w = { .index_wrong = index_wrong, .got_index = got_index };
    enum rg_cause cause = classify(p, c, bytes, elem, got, &exp[i], &w);
    v->wrong++;
    if (!v->passed) { /* named by the first cause: this one is only counted */
      rg_verdict_add(v, cause);
      continue;
    }
    char where[160];
    name_output(p, c, &exp[i], i, where, sizeof where);
    if (w.part_poison)
      rg_verdict_fail(v, cause,
                      "%s is %g: some of its bytes still hold the poison the grader put "
                      "there and the others are zero, so it was only partly cleared (a "
                      "memset given a count of elements instead of bytes?)", where, got);
    else if (w.nan_from_poison)
      rg_verdict_fail(v, cause,
                      "%s is NaN: it was added into without being initialised first (the "
                      "grader fills outputs with NaN before each run), or built from memory "
                      "nothing wrote", where);
    else if (w.index_fill)
      rg_verdict_fail(v, cause,
                      "%s has the index %lld, the emulator's fill of "
                      "shared memory nobody wrote: an index slot read before any thread "
                      "wrote it flowed into the result", where, got_index);
    else if (cause == RG_CAUSE_UNINITIALISED_SHARED)
      rg_verdict_fail(v, cause,
                      "%s is %g, the emulator's fill of shared memory nobody wrote: a read of "
                      "such memory flowed into the result", where, got);
    else if (cause == RG_CAUSE_SHUFFLE_MASK)
      rg_verdict_fail(v, cause,
                      "%s is %g, what the emulator gives a shuffle that reads a lane outside "
                      "its mask or one that has exited (CUDA leaves the value undefined): "
                      "that value flowed into the result", where, got);
    else if (cause == RG_CAUSE_UNWRITTEN_OUTPUT)
      rg_verdict_fail(v, cause,
                      "%s was never written (it still holds the poison the grader put there"
                      "%s)%s", where, accumulates(p) ? ", a NaN: or it was only added into, "
                      "which leaves a NaN as it was" : "",
                      p->dtype == RG_I32 ? "" : uninitialised_local_hint);
    else if (cause == RG_CAUSE_OVER_READ)
      rg_verdict_fail(v, cause,
                      "%s is %g, expected %.9g: the kernel read past n (the grader puts %s "
                      "after the input)%s", where, got, exp[i].value,
                      p->op == RG_OP_SUM ? "1e30" : p->op == RG_OP_MAX ? "+inf" : "-inf",
                      p->op == RG_OP_MAX   ? ", or the max started from the min's identity"
                      : p->op == RG_OP_MIN ? ", or the min started from the max's identity"
                                           : "");
    else if (w.alloc_fill)
      rg_verdict_fail(v, cause,
                      "%s is %.9g, expected %.9g: built on memory a cudaMalloc (or cudaMallocAsync, "
                      "cudaMallocManaged, cudaMallocHost) returned and nothing wrote, which the "
                      "emulator fills with bytes 0x%X; CUDA does not zero an allocation, and a GPU "
                      "hands back a freed block with the last call's data in it: cudaMemset "
                      "(its size in bytes) or write it before adding into it", where, got,
                      exp[i].value, (unsigned)w.alloc_fill);
    else if (index_wrong && rg_value_ok(p, &exp[i], got))
      rg_verdict_fail(v, cause,
                      "%s: value %.9g is right but its index is %lld, expected %lld%s", where,
                      got, got_index, exp[i].index,
                      got_index > exp[i].index ? " (ties must go to the lowest index)" : "");
    else if (exp[i].tol > 0)
      rg_verdict_fail(v, cause,
                      "%s is %.9g, expected %.9g (difference %.3g, allowed %.3g)", where, got,
                      exp[i].value, fabs(got - exp[i].value), exp[i].tol);
    else /* 10 digits: every int, past 2^24 too, printed whole */
      rg_verdict_fail(v, cause, "%s is %.*g, expected %.*g", where,
                      p->dtype == RG_I32 ? 10 : 9, got, p->dtype == RG_I32 ? 10 : 9, exp[i].value);
  }
  if (v->wrong > 1 && strlen(v->detail) + 40 < sizeof v->detail)
    rg_verdict_append(v, "; %zu of %zu outputs wrong", v->wrong, nout);
  free(exp);
  (void)out_bytes;
  return v->passed;
}
