/* seed.h — a grading's seed, out of the graded code's reach.
 *
 * The seed decides every input.  A batch's or an LMS package's seed is
 * secret: whoever knows it can make each input with the kit's public
 * generator and hand back its sum without a kernel (issue 17).  The graded
 * child is a fork of the grading process, so anything that process holds
 * the child holds too: its argument strings, its structures.  So the seed
 * given with --seed lives in one page and nowhere else; the argument that
 * carried it is overwritten once read; the page is wiped in every child
 * that runs submitted code, before that code is loaded; and
 * what the child does need, the thread schedules' seed, is drawn from the
 * secret one way only.  The public default seed stays as it is: it hides
 * nothing, and the kit's tests expect its schedules. */
#ifndef RG_SEED_H
#define RG_SEED_H

#include <stdint.h>

/* The seed given with --seed, kept in the secret page. */
void rg_seed_keep(uint64_t seed);

/* The seed of the thread schedules for seed: the public default itself, any
 * other seed through a function that does not give it back. */
uint64_t rg_seed_schedules(uint64_t seed);

/* The seed of the inputs, for a grading whose schedules' seed is
 * schedules: the kept seed if schedules came from it, else schedules (the
 * public default, or a seed a caller chose without --seed). */
uint64_t rg_seed_inputs(uint64_t schedules);

/* In a process that will run submitted code: the secret page wiped. */
void rg_seed_forget(void);

/* argv with the value of every --seed overwritten (in place, so that
 * /proc/PID/cmdline no longer shows it). */
void rg_seed_scrub_argv(int argc, char **argv);

#endif
