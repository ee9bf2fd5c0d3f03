/* env_pin.c — the grader's switches kept from the submission (env_pin.h). */
#define _POSIX_C_SOURCE 200809L
#include "env_pin.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const pinned[] = { "REDUCE_GRADE_FAKE_CUPTI_FAIL", "RG_LINES_TRACE" };
#define NPINNED (sizeof pinned / sizeof pinned[0])

static struct {
  bool kept;
  bool set[NPINNED];
  char value[NPINNED][256];
} pin;

void rg_env_pin_keep(void)
{
  for (size_t i = 0; i < NPINNED; i++) {
    const char *v = getenv(pinned[i]);
    pin.set[i] = v != NULL;
    snprintf(pin.value[i], sizeof pin.value[i], "%s", v ? v : "");
  }
  pin.kept = true;
}

void rg_env_pin_restore(void)
{
  if (!pin.kept)
    return;
  for (size_t i = 0; i < NPINNED; i++) {
    const char *now = getenv(pinned[i]);
    if (!pin.set[i]) {
      if (now)
        unsetenv(pinned[i]);
    } else if (!now || strcmp(now, pin.value[i]) != 0) {
      setenv(pinned[i], pin.value[i], 1);
    }
  }
}
