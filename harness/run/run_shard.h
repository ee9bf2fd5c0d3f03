/* run_shard.h — what one shard of a grading (run_shard.c) carries from
 * case to case: the memory it shares with its child, the child, and what
 * it knows of the child's calls. */
#ifndef RG_RUN_SHARD_H
#define RG_RUN_SHARD_H

#include <stdbool.h>
#include <stddef.h>

#include "leak_check.h"
#include "run_internal.h"

/* The memory a shard shares with its child, big enough for its largest
 * case (shard_map). */
struct shard_mem {
  char *shm, *outs;  /* the two mappings: hidden from the child, writable */
  size_t shm_len;
  size_t canary;     /* bytes past an output that the glue's canaries take */
  char *in_buf, *out_buf;
  char *fresh_in, *fresh_out; /* timed GPU cases: a fresh input, its output */
  char *last_ok;     /* the output of the last case that passed */
  char *timed_out;   /* the timed runs' outputs (rg_run_timed_setup) */
};

/* A child set aside while the shard's cases are another GPU's, with what
 * its own cases had (child_for_case). */
struct parked {
  struct child child;
  int devices, sms;
  bool no_coop;
  struct rg_leak_watch leak;
};

/* What a shard carries from one case to the next. */
struct shard {
  const struct rg_exercise *ex;
  const struct rg_case_list *cases;
  const struct rg_run_opts *o;
  struct shard_mem m;
  struct child child;
  int hung_part;     /* a part that hung here: its other cases are not run */
  bool hung_before;  /* a case has hung, later ones get a shorter limit */
  int *crash_run;    /* crashes in a row per part (RG_CRASH_PARTS) */
  int last_part;     /* the part of the last case that passed, or -1 */
  size_t last_bytes; /* ... and its output's size */
  int child_devices; /* the device count the child's cases had (0: not multi-GPU) */
  int child_sms;     /* the SM count its cases modelled (0: the default model's) */
  bool child_no_coop; /* its cases modelled a GPU without cooperative launch */
  struct rg_leak_watch leak; /* the child's calls so far (leak_check.h) */
  struct parked parked; /* a child of another GPU, kept for its next case */
};

#endif
