/* test_arch.c — the build's GPU architecture: parsing and normalising what a
 * user types, whether a build runs on a GPU, the choice between --arch,
 * -Dgpu_arch and the GPU's own with its one-line mismatch message, nvcc's
 * options for a list, and the peak-bandwidth formula of the glue. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "arch.h"
#include "glue/glue.h"

static const struct rg_gpu_facts h100 = { .major = 9, .minor = 0, .cooperative = 1,
                                          .driver_version = 13000,
                                          .name = "NVIDIA H100 80GB HBM3" };
static const struct rg_gpu_facts t4 = { .major = 7, .minor = 5, .cooperative = 1,
                                        .driver_version = 12040, .name = "Tesla T4" };
static const struct rg_gpu_facts p100 = { .major = 6, .minor = 0, .name = "Tesla P100" };
static const char nvcc13[] = "sm_75\nsm_80\nsm_86\nsm_87\nsm_88\nsm_89\nsm_90\nsm_100\n"
                             "sm_110\nsm_103\nsm_120\nsm_121\n";

static struct rg_arch parsed(const char *s)
{
  struct rg_arch a;
  char err[160];
  assert_int_equal(rg_arch_parse(s, &a, err, sizeof err), 0);
  return a;
}

/* Ensure every way of writing an architecture becomes what nvcc takes. */
static void test_arch_parse_normalises(void **state)
{
  (void)state;
  assert_string_equal(parsed("sm_86").name, "sm_86");
  assert_string_equal(parsed("SM_86").name, "sm_86");
  assert_string_equal(parsed("86").name, "sm_86");
  assert_string_equal(parsed("8.6").name, "sm_86");
  assert_string_equal(parsed("compute_80").name, "compute_80");
  assert_true(parsed("compute_80").ptx_only);
  assert_string_equal(parsed("sm_90a").name, "sm_90a");
  assert_string_equal(parsed("sm_100f").name, "sm_100f");
  struct rg_arch a = parsed("sm_100");
  assert_int_equal(a.major, 10);
  assert_int_equal(a.minor, 0);
  a = parsed("sm_121");
  assert_int_equal(a.major, 12);
  assert_int_equal(a.minor, 1);
}

/* Ensure what is not an architecture, and anything before Turing, is refused
 * with a reason. */
static void test_arch_parse_refuses(void **state)
{
  (void)state;
  const char *bad[] = { "", "sm_", "sm_9", "sm_1000", "hopper", "sm_90x", "sm_86 ",
                        "8.6a", "compute_", "-86", "sm_075" };
  struct rg_arch a;
  char err[160];
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    err[0] = '\0';
    assert_int_equal(rg_arch_parse(bad[i], &a, err, sizeof err), -1);
    assert_non_null(strstr(err, "is not a GPU architecture"));
  }
  assert_int_equal(rg_arch_parse("sm_70", &a, err, sizeof err), -1);
  assert_non_null(strstr(err, "older than sm_75"));
  assert_int_equal(rg_arch_parse("6.1", &a, err, sizeof err), -1);
}

/* Ensure the driver's rules: SASS on later minors of its major, PTX on any
 * later GPU, nothing on an earlier one; 'a' on that GPU only, 'f' on its
 * family. */
static void test_arch_runs_on(void **state)
{
  (void)state;
  struct rg_arch a = parsed("sm_75");
  assert_true(rg_arch_runs_on(&a, 7, 5));
  assert_true(rg_arch_runs_on(&a, 9, 0));  /* PTX, JIT-compiled on Hopper */
  assert_true(rg_arch_runs_on(&a, 12, 0));
  a = parsed("sm_100");
  assert_false(rg_arch_runs_on(&a, 9, 0)); /* the 48 failing cases */
  assert_true(rg_arch_runs_on(&a, 10, 3));
  a = parsed("sm_86");
  assert_true(rg_arch_runs_on(&a, 8, 9));
  assert_false(rg_arch_runs_on(&a, 8, 0));
  a = parsed("sm_90a");
  assert_true(rg_arch_runs_on(&a, 9, 0));
  assert_false(rg_arch_runs_on(&a, 10, 0));
  a = parsed("sm_100f");
  assert_true(rg_arch_runs_on(&a, 10, 3));
  assert_false(rg_arch_runs_on(&a, 12, 0));
  a = parsed("compute_80");
  assert_true(rg_arch_runs_on(&a, 8, 6));
  assert_false(rg_arch_runs_on(&a, 7, 5));
}

/* Ensure a list parses, normalises, and runs where any member runs. */
static void test_arch_set(void **state)
{
  (void)state;
  struct rg_arch_set set;
  char err[160];
  assert_int_equal(rg_arch_parse_set("75,sm_86,compute_90", &set, err, sizeof err), 0);
  assert_int_equal(set.n, 3);
  assert_string_equal(set.name, "sm_75,sm_86,compute_90");
  assert_true(rg_arch_set_runs_on(&set, 7, 5));
  assert_int_equal(rg_arch_parse_set("sm_100,sm_120", &set, err, sizeof err), 0);
  assert_false(rg_arch_set_runs_on(&set, 9, 0));
  assert_true(rg_arch_set_runs_on(&set, 12, 1));
  assert_int_equal(rg_arch_parse_set("sm_75,,sm_80", &set, err, sizeof err), -1);
  assert_int_equal(rg_arch_parse_set("sm_75,sm_70", &set, err, sizeof err), -1);
  assert_int_equal(rg_arch_parse_set("75,75,75,75,75,75,75,75,75", &set, err, sizeof err), -1);
  assert_non_null(strstr(err, "at most 8"));
}

/* Ensure nvcc gets -arch for one architecture and a -gencode with PTX per
 * member of a list. */
static void test_arch_nvcc_options(void **state)
{
  (void)state;
  char opt[RG_ARCH_MAX + 1][64];
  assert_int_equal(rg_arch_nvcc_options("sm_86", opt, RG_ARCH_MAX + 1), 1);
  assert_string_equal(opt[0], "-arch=sm_86");
  assert_int_equal(rg_arch_nvcc_options("sm_75,sm_90a,compute_100", opt, RG_ARCH_MAX + 1), 4);
  assert_string_equal(opt[0], "--threads=0");
  assert_string_equal(opt[1], "-gencode=arch=compute_75,code=[sm_75,compute_75]");
  assert_string_equal(opt[2], "-gencode=arch=compute_90a,code=[sm_90a,compute_90a]");
  assert_string_equal(opt[3], "-gencode=arch=compute_100,code=compute_100");
  assert_int_equal(rg_arch_nvcc_options("volta", opt, RG_ARCH_MAX), 0);
}

/* Ensure the order: --arch, then -Dgpu_arch, then the GPU's own. */
static void test_arch_choose_order(void **state)
{
  (void)state;
  struct rg_arch_set a;
  enum rg_arch_source src;
  char why[512];
  assert_int_equal(rg_arch_choose("sm_80", "sm_86", &h100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_OK);
  assert_string_equal(a.name, "sm_80");
  assert_int_equal(src, RG_ARCH_FROM_CLI);
  assert_int_equal(rg_arch_choose(NULL, "sm_86", &h100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_OK);
  assert_string_equal(a.name, "sm_86");
  assert_int_equal(src, RG_ARCH_FROM_CONFIG);
  assert_int_equal(rg_arch_choose(NULL, "", &t4, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_OK);
  assert_string_equal(a.name, "sm_75");
  assert_int_equal(src, RG_ARCH_FROM_DEVICE);
  assert_int_equal(rg_arch_choose(NULL, "native", &h100, NULL, &a, &src, why, sizeof why),
                   RG_ARCH_OK);
  assert_string_equal(a.name, "sm_90");
}

/* Ensure a build that cannot run on the GPU is refused before any case,
 * with one line naming both and what to pass. */
static void test_arch_choose_mismatch(void **state)
{
  (void)state;
  struct rg_arch_set a;
  enum rg_arch_source src;
  char why[512];
  assert_int_equal(rg_arch_choose("sm_100", "", &h100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_MISMATCH);
  assert_string_equal(why, "the build is for sm_100 but the GPU is sm_90 (NVIDIA H100 80GB "
                           "HBM3): pass --arch sm_90 or leave --arch out");
  assert_int_equal(rg_arch_choose(NULL, "sm_86", &t4, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_MISMATCH);
  assert_non_null(strstr(why, "-Dgpu_arch"));
  assert_non_null(strstr(why, "--arch sm_75"));
  assert_null(strchr(why, '\n'));
  /* without a GPU nothing can mismatch: --compile-only builds for --arch */
  assert_int_equal(rg_arch_choose("sm_100", "", NULL, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_OK);
}

/* Ensure the GPU's own needs a GPU; one older than Turing, or an
 * architecture nvcc lacks, are handled. */
static void test_arch_choose_device(void **state)
{
  (void)state;
  struct rg_arch_set a;
  enum rg_arch_source src;
  char why[512];
  assert_int_equal(rg_arch_choose(NULL, "", NULL, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_NEEDS_DEVICE);
  assert_non_null(strstr(why, "--arch"));
  assert_int_equal(rg_arch_choose(NULL, "", &p100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_TOO_OLD);
  assert_non_null(strstr(why, "sm_60 (Tesla P100)"));
  assert_non_null(strstr(why, "--backend emu"));
  /* an nvcc that stops at sm_90 builds a newer GPU's code as sm_90 (PTX) */
  struct rg_gpu_facts b200 = { .major = 10, .minor = 0, .name = "B200" };
  assert_int_equal(rg_arch_choose(NULL, "", &b200, "sm_75 sm_80 sm_86 sm_89 sm_90",
                                  &a, &src, why, sizeof why), RG_ARCH_OK);
  assert_string_equal(a.name, "sm_90");
  assert_int_equal(rg_arch_choose("banana", "", &h100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_BAD);
  assert_non_null(strstr(why, "--arch: 'banana'"));
  assert_int_equal(rg_arch_choose(NULL, "sm_7", &h100, nvcc13, &a, &src, why, sizeof why),
                   RG_ARCH_BAD);
  assert_non_null(strstr(why, "-Dgpu_arch"));
}

/* Ensure the CUDA errors that mean "wrong build for this GPU or driver"
 * become one line, and a kernel's own error does not. */
static void test_arch_runtime_error(void **state)
{
  (void)state;
  char why[512];
  assert_true(rg_arch_runtime_error("cudaErrorNoKernelImageForDevice: no kernel image is "
                                    "available (launch)", "sm_100", &h100, why, sizeof why));
  assert_non_null(strstr(why, "pass --arch sm_90"));
  assert_true(rg_arch_runtime_error("cudaErrorUnsupportedPtxVersion: x", "sm_75", &t4, why,
                                    sizeof why));
  assert_non_null(strstr(why, "driver"));
  assert_true(rg_arch_runtime_error("cudaErrorInsufficientDriver: x", "sm_75", &t4, why,
                                    sizeof why));
  assert_non_null(strstr(why, "CUDA 12.4"));
  assert_false(rg_arch_runtime_error("cudaErrorIllegalAddress: x", "sm_90", &h100, why,
                                     sizeof why));
  assert_false(rg_arch_runtime_error(NULL, "sm_90", &h100, why, sizeof why));
}

/* Ensure the peak bandwidth comes from the device's memory clock and bus
 * width (T4: 5001 MHz GDDR6 x 256 bits; H100 SXM: 2619 MHz HBM3 x 5120). */
static void test_arch_peak_bandwidth(void **state)
{
  (void)state;
  assert_true(rg_peak_gbs(5001000, 256) > 319.9 && rg_peak_gbs(5001000, 256) < 320.2);
  assert_true(rg_peak_gbs(2619000, 5120) > 3351 && rg_peak_gbs(2619000, 5120) < 3353);
  assert_true(rg_peak_gbs(0, 5120) == 0);
  assert_true(rg_peak_gbs(2619000, 0) == 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_arch_parse_normalises),
    cmocka_unit_test(test_arch_parse_refuses),
    cmocka_unit_test(test_arch_runs_on),
    cmocka_unit_test(test_arch_set),
    cmocka_unit_test(test_arch_nvcc_options),
    cmocka_unit_test(test_arch_choose_order),
    cmocka_unit_test(test_arch_choose_mismatch),
    cmocka_unit_test(test_arch_choose_device),
    cmocka_unit_test(test_arch_runtime_error),
    cmocka_unit_test(test_arch_peak_bandwidth),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
