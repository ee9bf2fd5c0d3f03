/* verdict.h — a case's verdict, and the one place it is decided.
 *
 * A verdict carries a set of causes (tags the report and the mutant tests
 * match on) and one line that says what is wrong and where: the first wrong
 * block with the input range it covers, the partial that was never written,
 * the NaN that came from reading past n, the canary that was overwritten.
 *
 * The rule: the first cause names the case.  A verdict starts passed, with
 * no cause and no line (rg_verdict_pass).  The first cause added writes the
 * line; a later one only adds its bit (rg_verdict_fail).  Two exceptions,
 * each for a reason of its own:
 *   - rg_verdict_overrule: a cause that explains the ones before it writes
 *     its line over theirs (a result replayed from an earlier call, which
 *     first shows as a wrong one; the emulator's diagnosis of a CUDA error;
 *     the checker's own failure, which makes the checked causes moot);
 *   - rg_verdict_append: more about the cause already named, after its
 *     line ("; 3 of 8 outputs wrong").
 * Nothing outside verdict.c writes a verdict's causes, its pass or its line
 * (tests/kit/harness-shape.sh fails when a file does).
 *
 * The whole grading's result, from every case's verdict and the learning
 * goals, is decided here too (rg_grading_passed): the report only shows it.
 */
#ifndef RG_VERDICT_H
#define RG_VERDICT_H

#include <stdbool.h>
#include <stddef.h>

enum rg_cause {
  RG_CAUSE_WRONG_RESULT,
  RG_CAUSE_UNWRITTEN_OUTPUT,
  RG_CAUSE_OVER_READ,
  RG_CAUSE_OVER_WRITE,
  RG_CAUSE_COMPILE_ERROR,
  RG_CAUSE_CUDA_ERROR,
  RG_CAUSE_TIMEOUT,
  RG_CAUSE_CRASH,
  RG_CAUSE_RACE,
  RG_CAUSE_BARRIER_DIVERGENCE,
  RG_CAUSE_OUT_OF_BOUNDS,
  RG_CAUSE_UNINITIALISED_SHARED,
  RG_CAUSE_STEP_BUDGET,
  RG_CAUSE_SHUFFLE_MASK,
  RG_CAUSE_UNSTABLE,
  RG_CAUSE_HOST_REDUCTION,  /* the reduction done on the host: the input copied
                               there, or multi-GPU partials combined without NCCL */
  RG_CAUSE_MEMORY_LIMIT,
  RG_CAUSE_MISSING_SYNC,    /* multi-GPU: returned with work still queued */
  RG_CAUSE_NCCL_RANKS,      /* multi-GPU: a collective not called for every rank */
  RG_CAUSE_ATTACKED_GRADER, /* signalled, traced or re-limited the grader (guard.h) */
  RG_CAUSE_MISSING_FENCE,   /* another block's store read with no __threadfence() publishing it */
  RG_CAUSE_EMULATOR_UNSUPPORTED, /* the emulator lacks a CUDA name or header the file uses,
                                    or computes no function it calls (simt/gap_call.c) */
  RG_CAUSE_MEMORY_LEAK,     /* each call of the entry point left more memory allocated
                               (leak_check.h) */
  RG_CAUSE_UNINITIALISED_GLOBAL, /* a read of cudaMalloc'd memory nothing wrote (emulator) */
  RG_CAUSE_PROCESS_LIMIT,   /* more processes or threads at once than a graded process may
                               hold (run/process_limit.c) */
  RG_CAUSE_NO_COOPERATIVE,  /* an entry point that must launch its grid cooperatively did
                               not, on a device that can (integrity.h) */
  RG_CAUSE_COUNT
};

/* "wrong-result", "unwritten-output", ... */
const char *rg_cause_tag(enum rg_cause c);

/* The cause whose tag starts the line ("race: ..." → RG_CAUSE_RACE), or -1. */
int rg_cause_from_line(const char *line);

struct rg_verdict {
  bool passed;
  unsigned causes;        /* bit (1u << enum rg_cause) */
  size_t wrong;           /* outputs that are wrong (counted by check.c) */
  char detail[768];       /* one line, no newline */
};

#define RG_VERDICT_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* A fresh verdict: passed, no cause, nothing wrong, no line. */
void rg_verdict_pass(struct rg_verdict *v);

/* Adds cause c and fails v, with no line: for a verdict already failed,
 * whose first cause wrote the line (check.c's later wrong outputs, which
 * are counted but not named). */
void rg_verdict_add(struct rg_verdict *v, enum rg_cause c);

/* The rule: adds cause c and fails v; when c is v's first cause, the line
 * printed from fmt becomes v's detail, otherwise it is dropped.  Returns
 * true when the line was written. */
bool rg_verdict_fail(struct rg_verdict *v, enum rg_cause c, const char *fmt, ...)
    RG_VERDICT_PRINTF(3, 4);

/* The same rule for a set of causes at once (another verdict's: the run on
 * fresh data, the checked run's finding). */
bool rg_verdict_fail_causes(struct rg_verdict *v, unsigned causes, const char *fmt, ...)
    RG_VERDICT_PRINTF(3, 4);

/* Adds cause c, fails v, and the line printed from fmt replaces v's detail
 * whatever came first: only for a cause that explains the earlier ones. */
void rg_verdict_overrule(struct rg_verdict *v, enum rg_cause c, const char *fmt, ...)
    RG_VERDICT_PRINTF(3, 4);

/* Adds the text printed from fmt to the end of v's line (cut at its size). */
void rg_verdict_append(struct rg_verdict *v, const char *fmt, ...) RG_VERDICT_PRINTF(2, 3);

/* Keeps only v's causes in mask.  A verdict left with none passes again
 * (rg_verdict_pass).  Returns true when v still fails. */
bool rg_verdict_narrow(struct rg_verdict *v, unsigned mask);

/* Does v have cause c; is c its only cause? */
bool rg_verdict_has(const struct rg_verdict *v, enum rg_cause c);
bool rg_verdict_only(const struct rg_verdict *v, enum rg_cause c);

/* What a whole grading's result is made of: whether there was code to run
 * (it compiled, and its cases ran), its cases' verdicts and its measured
 * learning goals, counted one at a time. */
struct rg_tally {
  bool built;
  size_t cases, failed;
  size_t unsupported; /* failed cases that ran into the emulator's gap */
  size_t faulted;     /* failed cases with a cause, none of them the gap */
  int goals_missed;
};

void rg_tally_case(struct rg_tally *t, const struct rg_verdict *v);
void rg_tally_goal(struct rg_tally *t, bool measured, bool met);

/* The grading passed: it compiled and ran, every case passed and every
 * measured learning goal is met.  Its exit code and the report's "passed"
 * are this. */
bool rg_grading_passed(const struct rg_tally *t);

/* No verdict: a case ran into a CUDA function the emulator does not
 * compute (emulator-unsupported, simt/gap_call.c) and no case failed for
 * a cause of its own (a case --fail-fast left out has none), so nothing
 * else is known wrong.  A case failed for a cause of its own fails the
 * grading whatever the gap.  The exit code of a machine that
 * cannot grade it (77), "NOT GRADED", a batch's not-graded. */
bool rg_grading_not_graded(const struct rg_tally *t);

#endif
