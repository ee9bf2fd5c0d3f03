/* tiers.c — the performance-tier decision (see tiers.h). */
#include "tiers.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise.h"

bool rg_timing_impossible(const struct rg_timing_fig *f, char *why, size_t cap)
{
  if (!(f->peak_gbs > 0) || !(f->gbs > f->peak_gbs))
    return false;
  snprintf(why, cap, "%.0f GB/s is above this device's DRAM bandwidth (%.0f GB/s): a "
           "measurement that cannot be (the timed runs did not read their input)",
           f->gbs, f->peak_gbs);
  return true;
}

void rg_timing_fig_merge(struct rg_timing_fig *acc, const struct rg_timing_fig *one,
                         bool weighed)
{
  char why[8];
  acc->outside_stream |= one->outside_stream;
  acc->unstable |= one->unstable;
  acc->printed |= one->printed;
  if (rg_timing_impossible(one, why, sizeof why)) {
    acc->gbs = one->gbs;
    acc->peak_gbs = one->peak_gbs;
  }
  if (weighed && one->ratio > 0 && (acc->ratio == 0 || one->ratio < acc->ratio)) {
    acc->ratio = one->ratio;
    acc->lo = one->lo > 0 ? one->lo : one->ratio;
    acc->hi = one->hi > 0 ? one->hi : one->ratio;
  }
}

/* Why no tier can be had from f, or false. */
static bool denied(const struct rg_timing_fig *f, bool passed, const char *library,
                   char *why, size_t cap)
{
  if (library && *library) {
    snprintf(why, cap, "a library reduction (%s) earns no performance tier", library);
    return true;
  }
  if (!passed) {
    snprintf(why, cap, "%.2fx CUB, but the submission did not pass: no points for speed",
             f->ratio);
    return true;
  }
  if (f->outside_stream) {
    snprintf(why, cap, "work ran outside the timed stream (the events saw less than the "
             "device did): no points for speed");
    return true;
  }
  if (f->printed) {
    snprintf(why, cap, "an entry point printed in its checked call, so it was not timed (the "
             "printing is what would be measured): no points for speed; remove the debug "
             "output to be timed");
    return true;
  }
  return rg_timing_impossible(f, why, cap);
}

void rg_tier_decide(const struct rg_timing_fig *f, bool passed, const char *library,
                    double boundary, struct rg_tier_decision *d)
{
  d->why[0] = '\0';
  if (!(f->ratio > 0)) {
    d->state = (library && *library) || f->printed ? RG_TIER_DENIED : RG_TIER_NOT_MEASURED;
    if (d->state == RG_TIER_DENIED)
      denied(f, passed, library, d->why, sizeof d->why);
    else
      snprintf(d->why, sizeof d->why, "not measured: no GPU timing in this run (the "
               "emulator has no clock); left out of the maximum");
    return;
  }
  if (denied(f, passed, library, d->why, sizeof d->why)) {
    d->state = RG_TIER_DENIED;
    return;
  }
  if (f->unstable) {
    d->state = RG_TIER_NOT_MEASURED;
    snprintf(d->why, sizeof d->why, "not measured: the GPU's clocks were throttled or "
             "unsteady in every attempt (%.2fx CUB); left out of the maximum", f->ratio);
    return;
  }
  double lo = f->lo > 0 ? f->lo : f->ratio, hi = f->hi > 0 ? f->hi : f->ratio;
  bool met = lo >= boundary || (hi >= boundary && f->ratio >= boundary);
  d->state = met ? RG_TIER_MET : RG_TIER_NOT_MET;
  /* The glue measured longer while the interval held a boundary; if it
   * still does, the median decides, and the student is told it was close. */
  bool close = lo < boundary && boundary <= hi;
  snprintf(d->why, sizeof d->why, "%.2fx CUB [%.2f, %.2f] (the slowest timed entry point): "
           "%s%s", f->ratio, lo, hi, met ? "met" : "not met",
           close ? " (the interval holds the boundary: decided by the median)" : "");
}

static const char *next_line(const char *p)
{
  const char *e = strchr(p, '\n');
  return e ? e + 1 : p + strlen(p);
}

/* The preprocessor directive a line holds (its name, of *len letters:
 * "if", "ifdef", "else", "endif", ...), or NULL. */
static const char *directive(const char *line, size_t *len)
{
  line += strspn(line, " \t");
  if (*line != '#')
    return NULL;
  line += 1 + strspn(line + 1, " \t");
  *len = strspn(line, "abcdefghijklmnopqrstuvwxyz");
  return line;
}

/* Does the line open a group never compiled: "#if 0" or "#if false", the
 * condition alone on its line (or before a comment)? */
static bool opens_dead_group(const char *line)
{
  size_t n;
  const char *d = directive(line, &n);
  if (!d || n != 2 || strncmp(d, "if", 2) != 0)
    return false;
  d += 2 + strspn(d + 2, " \t");
  size_t k = d[0] == '0' ? 1 : strncmp(d, "false", 5) == 0 ? 5 : 0;
  if (k == 0)
    return false;
  d += k + strspn(d + k, " \t\r");
  return *d == '\n' || *d == '\0' || (d[0] == '/' && (d[1] == '/' || d[1] == '*'));
}

/* line opens a dead group: the text after it, from the line after its
 * #endif, or after an #else (whose branch is compiled), or from an #elif
 * (which may be). */
static const char *past_dead_group(const char *line)
{
  int depth = 0;
  const char *p;
  for (p = next_line(line); *p; p = next_line(p)) {
    size_t n;
    const char *d = directive(p, &n);
    if (!d)
      continue;
    if (n >= 2 && strncmp(d, "if", 2) == 0)
      depth++; /* #if, #ifdef, #ifndef */
    else if (n == 5 && strncmp(d, "endif", 5) == 0 && depth-- == 0)
      return next_line(p);
    else if (depth == 0 && n == 4 && strncmp(d, "else", 4) == 0)
      return next_line(p);
    else if (depth == 0 && n == 4 && strncmp(d, "elif", 4) == 0)
      return p;
  }
  return p;
}

/* p at a string or character literal's opening quote: past its end. */
static const char *past_literal(const char *p)
{
  char q = *p++;
  while (*p && *p != q && *p != '\n')
    p += p[0] == '\\' && p[1] ? 2 : 1;
  return *p == q ? p + 1 : p;
}

/* Is the line that starts at line an #include (whose "file" is no literal)? */
static bool include_line(const char *line)
{
  size_t n;
  const char *d = directive(line, &n);
  return d && n == 7 && strncmp(d, "include", 7) == 0;
}

/* text without its comments (a comment that names CUB is no use of it),
 * its string and character literals but an #include's file name (nor is a
 * message that names CUB), and its #if 0 groups (nor is a CUB baseline
 * kept there, which the compiler never sees). */
static char *code_only(const char *text)
{
  size_t n = strlen(text);
  char *out = malloc(n + 1), *o = out;
  if (!out)
    abort();
  bool line_start = true;
  const char *line = text;
  for (const char *p = text; *p;) {
    if (line_start)
      line = p;
    if (line_start && opens_dead_group(p)) {
      p = past_dead_group(p);
      *o++ = '\n';
    } else if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n')
        p++;
    } else if (p[0] == '/' && p[1] == '*') {
      const char *e = strstr(p + 2, "*/");
      p = e ? e + 2 : p + strlen(p);
      *o++ = ' ';
      line_start = false;
    } else if ((*p == '"' || *p == '\'') && !include_line(line)) {
      p = past_literal(p);
      *o++ = ' ';
      line_start = false;
    } else {
      line_start = *p == '\n';
      *o++ = *p++;
    }
  }
  *o = '\0';
  return out;
}

/* Does code hold word as a whole identifier (using namespace cub; a macro
 * argument cub that builds the include's path)? */
static bool has_word(const char *code, const char *word)
{
  size_t n = strlen(word);
  for (const char *p = strstr(code, word); p; p = strstr(p + 1, word)) {
    bool before = p > code && (isalnum((unsigned char)p[-1]) || p[-1] == '_');
    bool after = isalnum((unsigned char)p[n]) || p[n] == '_';
    if (!before && !after)
      return true;
  }
  return false;
}

void rg_tier_library(const char *text, int exercise, char *buf, size_t cap)
{
  buf[0] = '\0';
  const struct rg_exercise *ex = rg_exercise_by_number(exercise);
  if (!ex || !ex->library_banned || !text)
    return;
  char *code = code_only(text);
  /* Any spelling of the include (<cub/...>, "cub/...") or the namespace,
   * and the namespace's name alone (using namespace cub;, or a macro's
   * argument that builds the include's path). */
  if (strstr(code, "cub/") || strstr(code, "cub::") || strstr(code, "CUB_NS") ||
      has_word(code, "cub"))
    snprintf(buf + strlen(buf), cap - strlen(buf), "%suses-cub", buf[0] ? " " : "");
  if (strstr(code, "thrust/") || strstr(code, "thrust::") || has_word(code, "thrust"))
    snprintf(buf + strlen(buf), cap - strlen(buf), "%suses-thrust", buf[0] ? " " : "");
  free(code);
}
