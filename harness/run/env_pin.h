/* env_pin.h — the grader's own switches in the graded process's
 * environment, as the grader set them.
 *
 * The CUPTI collectors, loaded into the graded process on a GPU, read two
 * switches from its environment when they are called: a failure to fake
 * (REDUCE_GRADE_FAKE_CUPTI_FAIL, for the kit's own test of the rerun
 * without the profiler) and a trace file (RG_LINES_TRACE).  That
 * environment is the submission's to change: a constructor that set the
 * first to "start" had every profiled case rerun without its counters,
 * and a learning goal with no figure is not decided, so a kernel that
 * missed it passed.  The child keeps both before the submission is loaded
 * (rg_env_pin_keep) and puts them back before every call of a collector
 * (rg_env_pin_restore), after any code of the submission ran. */
#ifndef RG_ENV_PIN_H
#define RG_ENV_PIN_H

/* Keep the switches' values (set or not) as they are now. */
void rg_env_pin_keep(void);

/* Set each switch back to the value kept (or unset it); none kept yet:
 * nothing changes. */
void rg_env_pin_restore(void);

#endif
