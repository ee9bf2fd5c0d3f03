/* test_implied_marks.c — destructors and thunks count as device code
 * (ir_implied_marks.c): clang lists neither among the annotations, and a
 * kernel reaches them through vtables (a delete, a call through a second
 * base).  Here, on the IR: the table of device functions a call through a
 * pointer may reach (ir_indirect.c) holds every destructor the module
 * defines and each thunk of a marked function, its type rebuilt from its
 * definition, and no thunk of an unmarked one. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"

#define HEAD                                                                                    \
  "@llvm.global.annotations = appending global [1 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, i8*, " \
  "i8*, i32, i8* } { i8* bitcast (float (%struct.B*, float)* @_ZNK1B5applyEf to i8*), i8* "     \
  "getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* null, i32 1, i8* "   \
  "null }], section \"llvm.metadata\"\n"                                                       \
  "@.str = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section "              \
  "\"llvm.metadata\"\n"

static const char body[] =
  "define linkonce_odr noundef float @_ZNK1B5applyEf(%struct.B* noundef nonnull align 8 "
  "dereferenceable(16) %0, float noundef %1) {\n"
  "  %3 = load float (float)*, float (float)** null, align 8\n"
  "  %4 = call float %3(float %1)\n"
  "  ret float %4\n"
  "}\n"
  "define linkonce_odr void @_ZN1BD0Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) "
  "%0) unnamed_addr {\n  ret void\n}\n"
  "define linkonce_odr noundef float @_ZThn8_NK1B5applyEf(%struct.B* noundef %0, float noundef "
  "%1) unnamed_addr {\n  ret float %1\n}\n"
  "define linkonce_odr i32 @_ZThn8_NK1B4hostEv(%struct.B* noundef %0) unnamed_addr {\n"
  "  ret i32 0\n}\n";

/* Ensure the table lists the marked function, the destructor and the
 * thunk of the marked function, in that order, and not the host's thunk. */
static void test_table_typed(void **state)
{
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/implied-marks.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fprintf(f, "%s%s", HEAD, body);
  fclose(f);
  assert_int_equal(simt_ir_indirect(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  remove(path);
  const char *t = strstr(ir, "\n@simt_call_table = ");
  assert_non_null(t);
  const char *e = strchr(t + 1, '\n');
  assert_non_null(e);
  char *line = strndup(t + 1, (size_t)(e - t - 1));
  assert_string_equal(
      line,
      "@simt_call_table = private unnamed_addr constant [3 x i8*] [i8* bitcast (float "
      "(%struct.B*, float)* @_ZNK1B5applyEf to i8*), i8* bitcast (void (%struct.B*)* "
      "@_ZN1BD0Ev to i8*), i8* bitcast (float (%struct.B*, float)* @_ZThn8_NK1B5applyEf to "
      "i8*)]");
  free(line);
  free(ir);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_table_typed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
