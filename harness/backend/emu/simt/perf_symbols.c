/* perf_symbols.c — the source lines of the performance model's sites: one
 * addr2line per module names every site not yet named.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include "perf_int.h"
#include "spawn_read.h"

static int is_shim(const char *file)
{
  return strstr(file, "simt/include/") != NULL || strstr(file, "/usr/include/") != NULL ||
         strstr(file, "/usr/lib/") != NULL;
}

/* Fills where of the sites that lack it (n sites at s). */
void simt_pf_symbolize(struct site *s, int n)
{
  for (int i = 0; i < n; i++) {
    if (s[i].where[0] || !s[i].pc)
      continue;
    Dl_info info;
    snprintf(s[i].where, sizeof s[i].where, "%p", s[i].pc);
    if (!dladdr(s[i].pc, &info) || !info.dli_fname)
      continue;
    /* one batch: every site of this module not yet named */
    static char hex[256][24];
    char *argv[256 + 6] = { "addr2line", "-a", "-i", "-e", (char *)info.dli_fname };
    int batch[256], nb = 0;
    for (int j = i; j < n && nb < 256; j++) {
      Dl_info o;
      if ((j > i && s[j].where[0]) || !s[j].pc || !dladdr(s[j].pc, &o) || o.dli_fbase != info.dli_fbase)
        continue;
      /* a return address: the call is the byte before it */
      snprintf(hex[nb], sizeof hex[nb], "0x%lx",
               (unsigned long)((char *)s[j].pc - (char *)o.dli_fbase) - 1);
      argv[5 + nb] = hex[nb];
      batch[nb++] = j;
    }
    argv[5 + nb] = NULL;
    pid_t pid;
    FILE *p = simt_spawn_read(argv, &pid);
    if (!p)
      continue;
    char line[512], first[160] = "";
    int cur = -1, chosen = 0;
    while (fgets(line, sizeof line, p)) {
      line[strcspn(line, "\n")] = 0;
      if (strncmp(line, "0x", 2) == 0) {
        if (cur >= 0 && !chosen && first[0])
          snprintf(s[batch[cur]].where, sizeof s[0].where, "%s", first);
        cur++;
        chosen = 0;
        first[0] = 0;
        continue;
      }
      char *disc = strstr(line, " (discriminator");
      if (disc)
        *disc = 0;
      if (cur < 0 || cur >= nb || strncmp(line, "??", 2) == 0)
        continue;
      if (!first[0])
        snprintf(first, sizeof first, "%.150s", line);
      if (!chosen && !is_shim(line)) {
        snprintf(s[batch[cur]].where, sizeof s[0].where, "%.150s", line);
        chosen = 1;
      }
    }
    if (cur >= 0 && cur < nb && !chosen && first[0])
      snprintf(s[batch[cur]].where, sizeof s[0].where, "%s", first);
    simt_spawn_close(p, pid);
  }
}

