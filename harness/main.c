/* main.c — reduce-grade: its verbs (batch, package, new), the exercise
 * list, --compare, and one grading (grade.c: exercise spec → cases →
 * build → run on the GPU or the emulator → check → verdict → report).
 */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "batch.h"
#include "cli.h"
#include "compare.h"
#include "exercise.h"
#include "exitcode.h"
#include "grade.h"
#include "package.h"
#include "scaffold.h"
#include "seed.h"
#include "toolchain.h"
#include "util.h"

static void list_exercises(void)
{
  for (size_t i = 0; i < rg_exercise_count(); i++) {
    const struct rg_exercise *ex = rg_exercise_at(i);
    char *dir = rg_strdupf("%s/exercises/%s/%s", rg_source_root(), ex->slug, ex->file);
    if (rg_is_file(dir))
      printf("%02d  %-28s %s\n", ex->number, ex->slug, ex->teaches);
    free(dir);
  }
}

/* --compare: the progression table, on the backend chosen as for a grading. */
static int compare(const struct rg_cli *cli)
{
  enum rg_backend backend;
  char *compiler = NULL;
  int gpus = 0;
  char arch[RG_ARCH_MAX * 24] = "";
  int rc = rg_choose_backend(cli, &backend, &compiler, &gpus, NULL, arch, sizeof arch);
  if (rc)
    return rc;
  struct rg_compare_env env = { .backend = backend, .source_root = rg_source_root() };
  rc = rg_compare(cli, &env);
  free(compiler);
  return rc;
}

int main(int argc, char **argv)
{
  if (argc > 1 && (strcmp(argv[1], "batch") == 0 || strcmp(argv[1], "batch-merge") == 0))
    return rg_batch_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "package") == 0)
    return rg_package_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "new") == 0)
    return rg_scaffold_main(argc - 1, argv + 1);
  struct rg_cli cli;
  char err[256];
  int parsed = rg_cli_parse(argc, argv, &cli, err, sizeof err);
  rg_seed_scrub_argv(argc, argv); /* kept where no graded code reads it */
  if (parsed != 0) {
    rg_warn("%s", err);
    return RG_EXIT_USAGE;
  }
  if (cli.help) {
    rg_cli_usage();
    return RG_EXIT_PASSED;
  }
  if (cli.list) {
    list_exercises();
    return RG_EXIT_PASSED;
  }
  if (cli.compare)
    return compare(&cli);
  return rg_grade(&cli);
}
