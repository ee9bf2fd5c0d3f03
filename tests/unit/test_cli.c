/* test_cli.c — reduce-grade's command line: every option, both spellings of
 * a value, sizes like 2^20+1, and the errors a user can make. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cases.h"
#include "cli.h"
#include "seed.h"

/* Fixture: the parsed command line and the error text. */
struct fx {
  struct rg_cli cli;
  char err[256];
};

static int fx_setup(void **state)
{
  *state = calloc(1, sizeof(struct fx));
  return *state ? 0 : -1;
}

static int fx_teardown(void **state)
{
  free(*state);
  return 0;
}

/* Parse a NULL-terminated list of arguments after "reduce-grade". */
static int parse(struct fx *f, ...)
{
  char *argv[32] = { "reduce-grade" };
  int argc = 1;
  va_list ap;
  va_start(ap, f);
  for (char *a; (a = va_arg(ap, char *)) != NULL && argc < 31;)
    argv[argc++] = a;
  va_end(ap);
  return rg_cli_parse(argc, argv, &f->cli, f->err, sizeof f->err);
}

/* Ensure the defaults: auto backend, seed 1, no --arch (the GPU's own), no file.
 * The default seed is public: cases.c draws the goals' grid afresh with it. */
static void test_cli_defaults(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "01", NULL), 0);
  assert_string_equal(f->cli.exercise, "01");
  assert_null(f->cli.file);
  assert_int_equal(f->cli.backend, RG_CHOOSE_AUTO);
  assert_int_equal(f->cli.seed, 1);
  assert_int_equal(f->cli.seed, RG_PUBLIC_SEED);
  assert_null(f->cli.arch);
  assert_false(f->cli.quick);
  assert_false(f->cli.compile_only);
}

/* Ensure the second positional is the file. */
static void test_cli_file_positional(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "02", "my.cu", NULL), 0);
  assert_string_equal(f->cli.file, "my.cu");
}

/* Ensure options may follow the positionals. */
static void test_cli_options_after_positionals(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "02", "my.cu", "--quick", NULL), 0);
  assert_true(f->cli.quick);
  assert_string_equal(f->cli.file, "my.cu");
}

/* Ensure --help and -h need no exercise. */
static void test_cli_help(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--help", NULL), 0);
  assert_true(f->cli.help);
  assert_int_equal(parse(f, "-h", NULL), 0);
  assert_true(f->cli.help);
}

/* Ensure --list needs no exercise. */
static void test_cli_list(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--list", NULL), 0);
  assert_true(f->cli.list);
}

/* Ensure --quick and --verbose (-v) are flags. */
static void test_cli_flags(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--quick", "--verbose", "1", NULL), 0);
  assert_true(f->cli.quick);
  assert_true(f->cli.verbose);
  assert_int_equal(parse(f, "-v", "1", NULL), 0);
  assert_true(f->cli.verbose);
  assert_int_equal(parse(f, "--compile-only", "1", NULL), 0);
  assert_true(f->cli.compile_only);
}

/* Ensure --backend takes auto, gpu and emu. */
static void test_cli_backend_values(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--backend", "gpu", "1", NULL), 0);
  assert_int_equal(f->cli.backend, RG_CHOOSE_GPU);
  assert_int_equal(parse(f, "--backend", "emu", "1", NULL), 0);
  assert_int_equal(f->cli.backend, RG_CHOOSE_EMU);
  assert_int_equal(parse(f, "--backend", "auto", "1", NULL), 0);
  assert_int_equal(f->cli.backend, RG_CHOOSE_AUTO);
}

/* Ensure any other backend is refused, naming the value. */
static void test_cli_backend_unknown(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--backend", "tpu", "1", NULL), -1);
  assert_non_null(strstr(f->err, "'tpu'"));
}

/* Ensure "--opt=value" is the same as "--opt value". */
static void test_cli_equals_form(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--backend=emu", "--seed=9", "--json=out.json", "1", NULL), 0);
  assert_int_equal(f->cli.backend, RG_CHOOSE_EMU);
  assert_true(rg_seed_inputs(f->cli.seed) == 9);
  assert_string_equal(f->cli.json, "out.json");
}

/* Ensure a flag given a value is refused. */
static void test_cli_flag_with_value(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--quick=yes", "1", NULL), -1);
  assert_non_null(strstr(f->err, "--quick takes no value"));
}

/* Ensure --json takes a path or "-". */
static void test_cli_json(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--json", "-", "1", NULL), 0);
  assert_string_equal(f->cli.json, "-");
}

/* Ensure --seed takes a number and refuses anything else; the grading
 * carries the schedules' seed, not the seed itself, and only the secret
 * page gives the inputs' seed back, until a graded child forgets it
 * (seed.h). */
static void test_cli_seed(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--seed", "12345678901", "1", NULL), 0);
  assert_true(f->cli.seed != 12345678901ULL);
  assert_true(f->cli.seed == rg_seed_schedules(12345678901ULL));
  assert_true(rg_seed_inputs(f->cli.seed) == 12345678901ULL);
  assert_true(rg_seed_inputs(77) == 77); /* a seed not from --seed is its own */
  rg_seed_forget();
  assert_true(rg_seed_inputs(f->cli.seed) == f->cli.seed);
  assert_int_equal(parse(f, "--seed", "12x", "1", NULL), -1);
  /* The public default hides nothing: its schedules are the kit's tests'. */
  assert_int_equal(parse(f, "--seed", "1", "1", NULL), 0);
  assert_int_equal(f->cli.seed, RG_PUBLIC_SEED);
}

/* Ensure the value of every --seed on a command line is overwritten in
 * place, and nothing else. */
static void test_cli_seed_scrubbed(void **state)
{
  (void)state;
  char a0[] = "reduce-grade", a1[] = "--seed", a2[] = "424242", a3[] = "--seed=99",
       a4[] = "07", a5[] = "x.cu";
  char *argv[] = { a0, a1, a2, a3, a4, a5, NULL };
  rg_seed_scrub_argv(6, argv);
  assert_string_equal(a2, "000000");
  assert_string_equal(a3, "--seed=00");
  assert_string_equal(a4, "07");
  assert_string_equal(a5, "x.cu");
}

/* Ensure --arch takes sm_NN, compute_NN, NN or N.N (normalised to what nvcc
 * takes) and refuses the rest, and anything older than Turing. */
static void test_cli_arch(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--arch", "sm_80", "1", NULL), 0);
  assert_string_equal(f->cli.arch, "sm_80");
  assert_int_equal(parse(f, "--arch", "compute_90", "1", NULL), 0);
  assert_string_equal(f->cli.arch, "compute_90");
  assert_int_equal(parse(f, "--arch=8.6", "1", NULL), 0);
  assert_string_equal(f->cli.arch, "sm_86");
  assert_int_equal(parse(f, "--arch", "90", "1", NULL), 0);
  assert_string_equal(f->cli.arch, "sm_90");
  assert_int_equal(parse(f, "--arch", "sm_70", "1", NULL), -1);
  assert_non_null(strstr(f->err, "sm_75"));
  assert_int_equal(parse(f, "--arch", "volta", "1", NULL), -1);
}

/* Ensure --timeout takes positive seconds up to an hour. */
static void test_cli_timeout(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--timeout", "2.5", "1", NULL), 0);
  assert_true(f->cli.timeout_s == 2.5);
  assert_int_equal(parse(f, "--timeout", "0", "1", NULL), -1);
  assert_int_equal(parse(f, "--timeout", "3601", "1", NULL), -1);
}

/* Ensure --reps takes a count from 1 to 10000. */
static void test_cli_reps(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--reps", "50", "1", NULL), 0);
  assert_int_equal(f->cli.reps, 50);
  assert_int_equal(parse(f, "--reps", "0", "1", NULL), -1);
}

/* Ensure --timing-processes takes a count from 1 to 7 (two more may be
 * added where the figures lie across a tier: RG_TIMING_PROCESSES_MAX 9). */
static void test_cli_timing_processes(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--timing-processes", "5", "1", NULL), 0);
  assert_int_equal(f->cli.timing_processes, 5);
  assert_int_equal(parse(f, "--timing-processes", "0", "1", NULL), -1);
  assert_int_equal(parse(f, "--timing-processes", "8", "1", NULL), -1);
  assert_int_equal(parse(f, "--timing-processes", "2x", "1", NULL), -1);
}

/* Ensure --rounds takes a count from 1 to RG_MAX_ROUNDS, and nothing else. */
static void test_cli_rounds(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--rounds", "3", "--compare", NULL), 0);
  assert_int_equal(f->cli.rounds, 3);
  assert_int_equal(parse(f, "--rounds", "0", "--compare", NULL), -1);
  assert_int_equal(parse(f, "--rounds", "10", "--compare", NULL), -1);
  assert_int_equal(parse(f, "--rounds", "", "--compare", NULL), -1);
}

/* Ensure --gpus defaults to 2 and takes a device count from 1 to 8. */
static void test_cli_gpus(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "1", NULL), 0);
  assert_int_equal(f->cli.gpus, 2);
  assert_int_equal(parse(f, "--gpus", "3", "16", NULL), 0);
  assert_int_equal(f->cli.gpus, 3);
  assert_int_equal(parse(f, "--gpus", "0", "16", NULL), -1);
  assert_int_equal(parse(f, "--gpus", "9", "16", NULL), -1);
}

/* Ensure --sizes takes a comma list with powers of two and offsets. */
static void test_cli_sizes_list(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--sizes", "1,33,2^20+1,2^20-1,1000003", "1", NULL), 0);
  assert_int_equal(f->cli.nsizes, 5);
  assert_int_equal(f->cli.sizes[0], 1);
  assert_int_equal(f->cli.sizes[1], 33);
  assert_int_equal(f->cli.sizes[2], (1u << 20) + 1);
  assert_int_equal(f->cli.sizes[3], (1u << 20) - 1);
  assert_int_equal(f->cli.sizes[4], 1000003);
}

/* Ensure a size of 2^40 is refused as absurd. */
static void test_cli_sizes_absurd(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--sizes", "2^40", "1", NULL), -1);
  assert_non_null(strstr(f->err, "absurd"));
}

/* Ensure a size of 0 is refused. */
static void test_cli_sizes_zero(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--sizes", "0", "1", NULL), -1);
  assert_non_null(strstr(f->err, "0 elements"));
}

/* Ensure text that is no size is refused, naming it. */
static void test_cli_sizes_garbage(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--sizes", "12,lots", "1", NULL), -1);
  assert_non_null(strstr(f->err, "'lots'"));
}

/* Ensure the size parser handles each form and refuses the odd ones. */
static void test_cli_parse_size_forms(void **state)
{
  (void)state;
  size_t v = 0;
  assert_int_equal(rg_cli_parse_size("2^20+1", &v), 0);
  assert_int_equal(v, 1048577);
  assert_int_equal(rg_cli_parse_size("2^10", &v), 0);
  assert_int_equal(v, 1024);
  assert_int_equal(rg_cli_parse_size("3^4", &v), -1);
  assert_int_equal(rg_cli_parse_size("2^4-16", &v), -1);
  assert_int_equal(rg_cli_parse_size("-5", &v), -1);
  assert_int_equal(rg_cli_parse_size("", &v), -1);
  assert_int_equal(rg_cli_parse_size("2^41", &v), -1);
}

/* Ensure --blocks takes a list of 1..1024 and refuses the rest. */
static void test_cli_blocks(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--blocks=128,256", "1", NULL), 0);
  assert_int_equal(f->cli.nblocks, 2);
  assert_int_equal(f->cli.blocks[1], 256);
  assert_int_equal(parse(f, "--blocks", "2048", "1", NULL), -1);
  assert_int_equal(parse(f, "--blocks", "0", "1", NULL), -1);
}

/* Ensure an unknown option is refused, naming it. */
static void test_cli_unknown_option(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--fast", "1", NULL), -1);
  assert_non_null(strstr(f->err, "unknown option --fast"));
}

/* Ensure an option at the end without its value is refused. */
static void test_cli_missing_value(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "1", "--sizes", NULL), -1);
  assert_non_null(strstr(f->err, "--sizes needs a value"));
}

/* Ensure a third positional is refused, naming it. */
static void test_cli_too_many_positionals(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "1", "a.cu", "b.cu", NULL), -1);
  assert_non_null(strstr(f->err, "'b.cu'"));
}

/* Ensure no exercise at all is refused. */
static void test_cli_no_exercise(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "--quick", NULL), -1);
  assert_non_null(strstr(f->err, "which exercise"));
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, fx_setup, fx_teardown)
  const struct CMUnitTest tests[] = {
    T(test_cli_defaults),
    T(test_cli_file_positional),
    T(test_cli_options_after_positionals),
    T(test_cli_help),
    T(test_cli_list),
    T(test_cli_flags),
    T(test_cli_backend_values),
    T(test_cli_backend_unknown),
    T(test_cli_equals_form),
    T(test_cli_flag_with_value),
    T(test_cli_json),
    T(test_cli_seed),
    T(test_cli_seed_scrubbed),
    T(test_cli_arch),
    T(test_cli_timeout),
    T(test_cli_reps),
    T(test_cli_timing_processes),
    T(test_cli_rounds),
    T(test_cli_gpus),
    T(test_cli_sizes_list),
    T(test_cli_sizes_absurd),
    T(test_cli_sizes_zero),
    T(test_cli_sizes_garbage),
    T(test_cli_parse_size_forms),
    T(test_cli_blocks),
    T(test_cli_unknown_option),
    T(test_cli_missing_value),
    T(test_cli_too_many_positionals),
    T(test_cli_no_exercise),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
