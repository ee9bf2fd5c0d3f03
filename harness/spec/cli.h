/* cli.h — reduce-grade's command line, parsed into plain data. */
#ifndef RG_CLI_H
#define RG_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arch.h"

#define RG_MAX_LIST 32
#define RG_MAX_ROUNDS 9

enum rg_backend_choice { RG_CHOOSE_AUTO, RG_CHOOSE_GPU, RG_CHOOSE_EMU };


struct rg_cli {
  bool help, list, quick, full, verbose;
  bool compare;           /* --compare: the progression table */
  bool profile;           /* --profile: figures for every case run */
  bool compile_only;      /* --compile-only: fill the compile cache, run nothing */
  bool fail_fast;         /* --fail-fast: stop at the first failing case */
  const char *compare_list[RG_MAX_LIST]; /* exercises named after --compare */
  size_t ncompare;
  enum rg_backend_choice backend;
  const char *exercise;   /* as typed */
  const char *file;       /* NULL: the exercise's own file */
  const char *json;       /* NULL, a path, or "-" */
  const char *svg;        /* --svg: heat map of active lanes, or NULL */
  const char *printed;    /* --printed: where the submission's output goes, or NULL */
  const char *predictions; /* --predictions: the file, or NULL (next to FILE.cu) */
  const char *arch;       /* --arch, normalised (arch.h); NULL: not given */
  char arch_name[RG_ARCH_MAX * 24]; /* where arch points when given */
  uint64_t seed;
  double timeout_s;       /* per case; 0: the backend's default */
  int reps;               /* timed runs; 0: default */
  int timing_processes;   /* processes each timed entry point is measured in; 0: default */
  int rounds;             /* --compare: times each row is timed; 0: default 1 */
  uint64_t mem_limit;     /* emulator: device memory budget, bytes; 0: none */
  int gpus;               /* multi-GPU exercises: the emulator's modelled devices */
  bool gpus_given;        /* --gpus given: a GPU grading uses that many */
  size_t sizes[RG_MAX_LIST];
  size_t nsizes;
  int blocks[RG_MAX_LIST];
  size_t nblocks;
};

/* Parse argv into cli.  Returns 0, or -1 with a one-line reason in err
 * (the caller prints it and exits 2). */
int rg_cli_parse(int argc, char **argv, struct rg_cli *cli, char *err, size_t errcap);

/* Parse one size: "1000003", "2^20", "2^20+1", "2^20-1".  Returns 0 or -1. */
int rg_cli_parse_size(const char *s, size_t *out);

/* Parse a byte count: digits with an optional K, M or G (powers of 1024),
 * e.g. "512M", "4G".  Returns 0, or -1 if s is not one (or is 0). */
int rg_cli_parse_bytes(const char *s, uint64_t *out);

/* Parse a seed: decimal digits only, at most 2^64-1 (no sign, nothing
 * that wraps).  Returns 0, or -1 if s is not one. */
int rg_cli_parse_seed(const char *s, uint64_t *out);

/* Is list a valid --sizes value?  Returns 0, or -1 with err saying why. */
int rg_cli_check_sizes(const char *list, char *err, size_t cap);

/* Print --help. */
void rg_cli_usage(void);

#endif
