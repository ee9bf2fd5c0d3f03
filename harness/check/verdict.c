/* verdict.c — a case's verdict and a grading's result (see verdict.h). */
#include "verdict.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const tags[RG_CAUSE_COUNT] = {
  [RG_CAUSE_WRONG_RESULT] = "wrong-result",
  [RG_CAUSE_UNWRITTEN_OUTPUT] = "unwritten-output",
  [RG_CAUSE_OVER_READ] = "over-read",
  [RG_CAUSE_OVER_WRITE] = "over-write",
  [RG_CAUSE_COMPILE_ERROR] = "compile-error",
  [RG_CAUSE_CUDA_ERROR] = "cuda-error",
  [RG_CAUSE_TIMEOUT] = "timeout",
  [RG_CAUSE_CRASH] = "crash",
  [RG_CAUSE_RACE] = "race",
  [RG_CAUSE_BARRIER_DIVERGENCE] = "barrier-divergence",
  [RG_CAUSE_OUT_OF_BOUNDS] = "out-of-bounds",
  [RG_CAUSE_UNINITIALISED_SHARED] = "uninitialised-shared",
  [RG_CAUSE_STEP_BUDGET] = "step-budget",
  [RG_CAUSE_SHUFFLE_MASK] = "shuffle-mask",
  [RG_CAUSE_UNSTABLE] = "unstable-result",
  [RG_CAUSE_HOST_REDUCTION] = "host-reduction",
  [RG_CAUSE_MEMORY_LIMIT] = "memory-limit",
  [RG_CAUSE_MISSING_SYNC] = "missing-sync",
  [RG_CAUSE_NCCL_RANKS] = "nccl-ranks",
  [RG_CAUSE_ATTACKED_GRADER] = "attacked-grader",
  [RG_CAUSE_MISSING_FENCE] = "missing-fence",
  [RG_CAUSE_EMULATOR_UNSUPPORTED] = "emulator-unsupported",
  [RG_CAUSE_MEMORY_LEAK] = "memory-leak",
  [RG_CAUSE_UNINITIALISED_GLOBAL] = "uninitialised-global",
  [RG_CAUSE_PROCESS_LIMIT] = "process-limit",
  [RG_CAUSE_NO_COOPERATIVE] = "no-cooperative-launch",
};

const char *rg_cause_tag(enum rg_cause c)
{
  return (unsigned)c < RG_CAUSE_COUNT ? tags[c] : "?";
}

int rg_cause_from_line(const char *line)
{
  for (int c = 0; c < RG_CAUSE_COUNT; c++) {
    size_t len = strlen(tags[c]);
    if (strncmp(line, tags[c], len) == 0 && line[len] == ':')
      return c;
  }
  return -1;
}

void rg_verdict_pass(struct rg_verdict *v)
{
  memset(v, 0, sizeof *v);
  v->passed = true;
}

void rg_verdict_add(struct rg_verdict *v, enum rg_cause c)
{
  v->passed = false;
  v->causes |= 1u << c;
}

/* The rule itself: causes added, and the line written only by the first. */
static bool fail_with(struct rg_verdict *v, unsigned causes, const char *fmt, va_list ap)
{
  bool first = v->passed;
  v->passed = false;
  v->causes |= causes;
  if (first)
    vsnprintf(v->detail, sizeof v->detail, fmt, ap);
  return first;
}

bool rg_verdict_fail(struct rg_verdict *v, enum rg_cause c, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bool wrote = fail_with(v, 1u << c, fmt, ap);
  va_end(ap);
  return wrote;
}

bool rg_verdict_fail_causes(struct rg_verdict *v, unsigned causes, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  bool wrote = fail_with(v, causes, fmt, ap);
  va_end(ap);
  return wrote;
}

void rg_verdict_overrule(struct rg_verdict *v, enum rg_cause c, const char *fmt, ...)
{
  rg_verdict_add(v, c);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(v->detail, sizeof v->detail, fmt, ap);
  va_end(ap);
}

void rg_verdict_append(struct rg_verdict *v, const char *fmt, ...)
{
  size_t len = strlen(v->detail);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(v->detail + len, sizeof v->detail - len, fmt, ap);
  va_end(ap);
}

bool rg_verdict_narrow(struct rg_verdict *v, unsigned mask)
{
  unsigned kept = v->causes & mask;
  if (!kept) {
    rg_verdict_pass(v);
    return false;
  }
  v->causes = kept;
  v->passed = false;
  return true;
}

bool rg_verdict_has(const struct rg_verdict *v, enum rg_cause c)
{
  return v->causes >> c & 1;
}

bool rg_verdict_only(const struct rg_verdict *v, enum rg_cause c)
{
  return v->causes == 1u << c;
}

void rg_tally_case(struct rg_tally *t, const struct rg_verdict *v)
{
  t->cases++;
  t->failed += !v->passed;
  bool gap = rg_verdict_has(v, RG_CAUSE_EMULATOR_UNSUPPORTED);
  t->unsupported += !v->passed && gap;
  t->faulted += !v->passed && v->causes && !gap;
}

void rg_tally_goal(struct rg_tally *t, bool measured, bool met)
{
  t->goals_missed += measured && !met;
}

bool rg_grading_passed(const struct rg_tally *t)
{
  return t->built && t->failed == 0 && t->goals_missed == 0;
}

bool rg_grading_not_graded(const struct rg_tally *t)
{
  return t->built && t->unsupported > 0 && t->faulted == 0;
}
