/* grade.c — one grading of one file (see grade.h).  Each stage is a
 * function over the grading's state (struct grade_state, grade_stages.h);
 * rg_grade runs them in order and stops at the first that ends the
 * grading. */
#include "grade.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "exitcode.h"
#include "grade_stages.h"
#include "util.h"
#include "verdict.h"

static void grade_state_free(struct grade_state *s)
{
  rg_compile_result_free(&s->g.compile);
  rg_compile_result_free(&s->checked_build);
  free(s->checker);
  rg_cases_free(&s->g.cases);
  free(s->g.outcomes);
  free(s->cache);
  free(s->compiler);
  free(s->abs);
  free(s->pf);
  free(s->pf_path);
  free(s->printed);
}

/* Another part of the kit's grading: the finished grading handed over
 * (grade.h), and the exit code rg_grade would give. */
static int hand_over(struct grade_state *s, int rc)
{
  if (rc == GO_ON) {
    struct rg_tally tally = rg_grading_tally(&s->g);
    rc = rg_grading_passed(&tally) ? RG_EXIT_PASSED : RG_EXIT_FAILED;
  }
  s->req->take(s->req->ctx, &s->g, rc, s->why[0] ? s->why : NULL);
  return rc;
}

int rg_grade(const struct rg_cli *cli)
{
  return rg_grade_for(cli, NULL);
}

int rg_grade_for(const struct rg_cli *cli, const struct rg_grade_request *req)
{
  struct grade_state s = { .cli = cli, .req = req };
  int rc = rg_grade_open(&s);
  if (rc == GO_ON) {
    s.g = (struct rg_grading){ .ex = s.ex, .submission = s.abs, .verbose = cli->verbose };
    rc = rg_grade_backend(&s);
  }
  if (rc == GO_ON)
    rc = rg_grade_compile(&s);
  if (rc == GO_ON && s.g.compile.ok)
    rc = rg_grade_matrix(&s);
  if (rc == GO_ON && s.g.compile.ok)
    rc = rg_grade_run(&s);
  if (req)
    rc = hand_over(&s, rc);
  else if (rc == GO_ON)
    rc = rg_grade_report(&s);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    rg_warn("error writing the report: %s", strerror(errno));
    rc = RG_EXIT_FAILED;
  }
  grade_state_free(&s);
  return rc;
}
