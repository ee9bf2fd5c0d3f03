/* device_names.c — a device entity whose name is not ASCII (see
 * device_names.h). */
#include "device_names.h"

#include <stdbool.h>
#include <stdio.h>

#include "source_scan.h"

static bool punct(const struct scan *s, int i, char c)
{
  return i >= 0 && i < s->n && s->t[i].len == 1 && s->t[i].s[0] == c;
}

static bool is_space_word(const struct scan *s, int i)
{
  static const char *const words[] = { "__global__", "__device__", "__constant__",
                                       "__managed__", "__shared__", NULL };
  for (int w = 0; words[w]; w++)
    if (rg_scan_is(s, i, words[w]))
      return true;
  return false;
}

static bool is_attribute(const struct scan *s, int i)
{
  return rg_scan_is(s, i, "__launch_bounds__") || rg_scan_is(s, i, "__align__") ||
         rg_scan_is(s, i, "alignas") || rg_scan_is(s, i, "__attribute__") ||
         rg_scan_is(s, i, "__cluster_dims__") || rg_scan_is(s, i, "__maxnreg__");
}

static bool ascii(const struct tok *t)
{
  for (int k = 0; k < t->len; k++)
    if ((unsigned char)t->s[k] >= 0x80)
      return false;
  return true;
}

/* The name the declaration starting after token i declares: the last
 * name before its first ( [ = ; { outside angle brackets; -1 if none. */
static int declared_name(const struct scan *s, int i)
{
  int last = -1, angle = 0;
  for (int j = i + 1; j < s->n; j++) {
    if (punct(s, j, '<'))
      angle++;
    else if (punct(s, j, '>') && angle > 0)
      angle--;
    else if (angle == 0 && punct(s, j, '(') && is_attribute(s, j - 1))
      j = rg_scan_closing(s, j, '(', ')');
    else if (punct(s, j, '(') || punct(s, j, '[') || punct(s, j, '=') || punct(s, j, ';') ||
             punct(s, j, '{'))
      return angle == 0 || !punct(s, j, '(') ? last : -1;
    else if (rg_scan_ident(s, j) && !is_attribute(s, j))
      last = j;
  }
  return -1;
}

int rg_device_name_find(const char *text, int *line, char *name, size_t cap)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int i = 0; i < s.n && !found; i++) {
    if (!is_space_word(&s, i))
      continue;
    int d = declared_name(&s, i);
    if (d < 0 || ascii(&s.t[d]))
      continue;
    found = 1;
    *line = s.t[d].line;
    snprintf(name, cap, "%.*s", s.t[d].len, s.t[d].s);
  }
  rg_scan_free(&s);
  return found;
}
