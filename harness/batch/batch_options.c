/* batch_options.c — the command line of `reduce-grade batch`: its usage and
 * its options, checked before anything is read or graded. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch_internal.h"
#include "cpus.h"
#include "cli.h"
#include "exercise.h"
#include "exitcode.h"
#include "util.h"

static void usage(void)
{
  fputs("usage: reduce-grade batch EXERCISE SUBMISSIONS... --out DIR [--quick] [--jobs N]\n"
        "         [--rubric FILE] [--backend auto|gpu|emu] [--time-limit S] [--case-timeout S]\n"
        "         [--memory-limit B] [--disk-limit B] [--seed N] [--sizes LIST]\n"
        "         [--timing-processes K]\n"
        "         [--slurm [--shards N] [--gres SPEC]]\n"
        "         [--shard K/N] [--unprotected] [--] [SUBMISSIONS...]\n"
        "       reduce-grade batch-merge DIR\n"
        "SUBMISSIONS: .cu files, folders with one student each, or folders of those;\n"
        "  after --, every argument is one, even if it starts with '-'.  Only plain\n"
        "  files and folders are taken: a link, a device or a hard-linked file is\n"
        "  refused, and the student's report says why.\n"
        "Writes DIR/<id>/{results.json,prairielearn.json,autolab.txt,report.txt}\n"
        "(and printed.txt: what the submission printed, cut at 64 KiB, each\n"
        "terminal control in it and a NUL shown as '?'), and\n"
        "DIR/grades.csv, DIR/junit.xml; a re-run skips what is already graded\n"
        "(an 'error', which the machine could not grade, is tried again), and the\n"
        "results of an id no longer in SUBMISSIONS are moved to DIR/.gone.\n"
        "--jobs N: on the emulator, gradings at once (default: the cores); on the GPU,\n"
        "  compiles at once (N-1) while the GPU grades one submission at a time.\n"
        "--case-timeout S: one case's wall-clock limit; after a case hangs, the other\n"
        "  GPU cases of that submission get 10 s.\n"
        "--memory-limit B: emulator device memory per submission (default 4G); past\n"
        "  it cudaMalloc fails and the case fails as memory-limit.\n"
        "--disk-limit B: what one submission's work folder may hold, all its files\n"
        "  together (default 1G; one file: 64M); past it the grading is stopped and\n"
        "  the status is disk-quota.\n"
        "--sizes LIST: the sizes every grading runs instead of the exercise's matrix\n"
        "  (as reduce-grade's --sizes: 1000,2^16+1).\n"
        "--seed N: the seed of every grading's data and schedules (keep it secret to\n"
        "  stop answers fitted to the default inputs).\n"
        "--timing-processes K: on the GPU, each timed entry point measured in K\n"
        "  processes, the median one's figure counted (default 3; 1 is faster).\n"
        "--slurm: write DIR/batch.slurm, a job array of --shards tasks (default 4); each\n"
        "  asks for --jobs CPUs (default 4) and --gres SPEC (default gpu:1, none with\n"
        "  --backend emu; 'none': no request).\n"
        "Rubric file (--rubric), one line each; '#' starts a comment:\n"
        "  TEST-NAME-PREFIX WEIGHT   tests whose name starts so weigh WEIGHT (longest\n"
        "                            prefix wins; other tests weigh 1)\n"
        "  tier RATIO WEIGHT         WEIGHT points at RATIO x CUB's speed or faster\n"
        "                            (the slowest timed entry point; only a passing\n"
        "                            submission); replaces the exercise's default\n"
        "                            tiers (three, 1 point each); 'tier none': none\n"
        "Tiers need GPU timing: on the emulator they are 'not measured' and left out\n"
        "of the maximum (score out of the correctness points only).  A malformed\n"
        "rubric stops the batch with FILE:LINE before anything is graded.\n"
        "Integrity: library reductions are flagged (uses-cub, uses-thrust) and earn\n"
        "no tier; a copy of the input to the host, or an entry point that launches\n"
        "no kernel, fails as host-reduction; a result kept between calls and replayed\n"
        "on new data, or a timed run whose output is wrong for its own input, fails\n"
        "as unstable-result.  Work left running outside the timed stream, or a time\n"
        "faster than the device's DRAM bandwidth allows, earns no tier; a timing\n"
        "under throttled or unsteady clocks leaves the tiers 'not measured'.\n",
        stderr);
}

/* Does option a take the next argument as its value? */
static bool takes_value(const char *a)
{
  static const char *const names[] = { "--out",    "--jobs",         "--rubric",
                                       "--backend", "--time-limit",  "--case-timeout",
                                       "--shards", "--shard",        "--memory-limit",
                                       "--seed",   "--gres",         "--disk-limit", "--sizes",
                                       "--timing-processes" };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(a, names[i]))
      return true;
  return false;
}

/* Option a (one that takes a value) set to val in o.  Returns 0, or -1
 * after saying what is wrong with val. */
static int set_value(struct batch_opts *o, const char *a, const char *val)
{
  char *end = NULL;
  if (!strcmp(a, "--out")) {
    o->out = val;
  } else if (!strcmp(a, "--memory-limit")) {
    uint64_t bytes;
    if (rg_cli_parse_bytes(val, &bytes) != 0) {
      rg_warn("batch: --memory-limit '%s': expected a size in bytes (512M, 4G)", val);
      return -1;
    }
    o->mem_limit = val;
  } else if (!strcmp(a, "--disk-limit")) {
    if (rg_cli_parse_bytes(val, &o->disk_limit) != 0 || o->disk_limit < ((uint64_t)64 << 20)) {
      rg_warn("batch: --disk-limit '%s': expected a size in bytes of 64M or more (256M, 2G)",
              val);
      return -1;
    }
  } else if (!strcmp(a, "--sizes")) {
    char err[160];
    if (rg_cli_check_sizes(val, err, sizeof err) != 0) {
      rg_warn("batch: %s", err);
      return -1;
    }
    o->sizes = val;
  } else if (!strcmp(a, "--timing-processes")) {
    long k = strtol(val, &end, 10);
    if (!*val || *end || k < 1 || k > 7) {
      rg_warn("batch: --timing-processes '%s': expected a count from 1 to 7", val);
      return -1;
    }
    o->timing_processes = val;
  } else if (!strcmp(a, "--rubric")) {
    o->rubric_path = val;
  } else if (!strcmp(a, "--seed")) {
    uint64_t seed;
    if (rg_cli_parse_seed(val, &seed) != 0) {
      rg_warn("batch: --seed '%s': expected a number", val);
      return -1;
    }
    /* A copy for the gradings' command lines; the batch's own shows it no
     * more (/proc/PID/cmdline: seed.h). */
    o->seed = rg_strdupf("%s", val);
    memset((char *)val, '0', strlen(val));
  } else if (!strcmp(a, "--gres")) {
    o->gres = val;
  } else if (!strcmp(a, "--backend")) {
    if (strcmp(val, "auto") && strcmp(val, "gpu") && strcmp(val, "emu")) {
      rg_warn("batch: --backend '%s': expected auto, gpu or emu", val);
      return -1;
    }
    o->backend = val;
  } else if (!strcmp(a, "--jobs") || !strcmp(a, "--shards")) {
    long v = strtol(val, &end, 10);
    if (*end || v < 1 || v > 1024) {
      rg_warn("batch: %s '%s': expected a number from 1 to 1024", a, val);
      return -1;
    }
    *(!strcmp(a, "--jobs") ? &o->jobs : &o->shards) = (int)v;
  } else if (!strcmp(a, "--time-limit") || !strcmp(a, "--case-timeout")) {
    double v = strtod(val, &end);
    if (*end || !(v > 0) || v > 86400) {
      rg_warn("batch: %s '%s': expected seconds, more than 0", a, val);
      return -1;
    }
    *(!strcmp(a, "--time-limit") ? &o->time_limit_s : &o->case_timeout_s) = v;
  } else if (!strcmp(a, "--shard")) {
    if (sscanf(val, "%d/%d", &o->shard_k, &o->shard_n) != 2 || o->shard_n < 1 ||
        o->shard_k < 0 || o->shard_k >= o->shard_n) {
      rg_warn("batch: --shard '%s': expected K/N with 0 <= K < N", val);
      return -1;
    }
  }
  return 0;
}

/* Option a if it is one with no value, set in o.  Returns false when it is
 * not one of those. */
static bool set_flag(struct batch_opts *o, const char *a)
{
  if (!strcmp(a, "--quick"))
    o->quick = true;
  else if (!strcmp(a, "--slurm"))
    o->slurm = true;
  else if (!strcmp(a, "--unprotected"))
    o->unprotected = true;
  else
    return false;
  return true;
}

int rg_batch_parse_options(int argc, char **argv, struct batch_opts *o)
{
  *o = (struct batch_opts){ .backend = "auto", .jobs = (int)rg_cpus(),
                            .time_limit_s = 600, .shards = 4, .mem_limit = "4G",
                            .disk_limit = (uint64_t)1 << 30 };
  o->args = calloc((size_t)argc + 1, sizeof *o->args);
  if (!o->args)
    abort();
  const char *exercise = NULL;
  bool positional = false; /* after "--": submissions, whatever their names */
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!positional && strcmp(a, "--") == 0) {
      positional = true;
      continue;
    }
    bool option = !positional && a[0] == '-' && a[1];
    if (option && takes_value(a)) {
      const char *val = i + 1 < argc ? argv[i + 1] : NULL;
      if (!val) {
        rg_warn("batch: %s needs a value", a);
        return -1;
      }
      if (set_value(o, a, val) != 0)
        return -1;
      i++;
    } else if (option && set_flag(o, a)) {
      continue;
    } else if (option && (!strcmp(a, "--help") || !strcmp(a, "-h"))) {
      usage();
      exit(RG_EXIT_PASSED);
    } else if (option) {
      rg_warn("batch: unknown option %s", a);
      return -1;
    } else if (!exercise) {
      exercise = a;
    } else {
      o->args[o->nargs++] = argv[i];
    }
  }
  if (!exercise || !o->nargs || !o->out) {
    rg_warn("batch: needs EXERCISE, at least one submission and --out DIR");
    usage();
    return -1;
  }
  o->ex = rg_exercise_find(exercise);
  if (!o->ex) {
    rg_warn("batch: unknown exercise '%s' (reduce-grade --list shows them)", exercise);
    return -1;
  }
  return 0;
}
