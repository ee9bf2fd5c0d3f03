/* shared_size.c — static __shared__ memory past what a kernel may have (see
 * shared_size.h). */
#define _DEFAULT_SOURCE
#include "shared_size.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_symbols.h"
#include "util.h"

/* After <len><name>: nothing, or a discriminator (_<digit> or __<digits>_). */
static bool discriminator(const char *p)
{
  if (*p == '\0')
    return true;
  if (p[0] == '_' && isdigit((unsigned char)p[1]) && p[2] == '\0')
    return true;
  if (p[0] == '_' && p[1] == '_') {
    const char *q = p + 2;
    while (isdigit((unsigned char)*q))
      q++;
    return q > p + 2 && q[0] == '_' && q[1] == '\0';
  }
  return false;
}

size_t rg_shared_size_owner(const char *name, const char **local, size_t *local_len)
{
  if (strncmp(name, "_ZZ", 3) != 0)
    return 0;
  size_t len = strlen(name);
  for (size_t e = len; e-- > 3;) {
    if (name[e] != 'E' || !isdigit((unsigned char)name[e + 1]))
      continue;
    char *end;
    unsigned long n = strtoul(name + e + 1, &end, 10);
    if (n == 0 || n > (size_t)(name + len - end) || !discriminator(end + n))
      continue;
    *local = end;
    *local_len = n;
    return e;
  }
  return 0;
}

/* The line of the first place name appears in the submission, or 1. */
static int line_of(const char *text, const char *name, size_t len)
{
  for (const char *p = text; (p = strstr(p, name)); p++)
    if ((p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
        !(isalnum((unsigned char)p[len]) || p[len] == '_')) {
      int line = 1;
      for (const char *q = text; q < p; q++)
        line += *q == '\n';
      return line;
    }
  return 1;
}

static void refuse(const char *submission, const char *sub_text, const char *local,
                   size_t local_len, unsigned long long bytes, const char *log_path)
{
  char *name = strndup(local, local_len);
  char *msg = rg_strdupf(
    "%s:%d: error: too much shared data: static __shared__ memory of %llu bytes (with %s), "
    "and a kernel may have %d (ptxas refuses it); make it smaller, or use extern __shared__ "
    "with cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...)\n",
    submission, line_of(sub_text, name ? name : "", name ? local_len : 0), bytes,
    name ? name : "?", RG_STATIC_SHARED_MAX);
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  free(name);
}

int rg_shared_size_refused(const char *submission, const char *sub_text, const char *entry_obj,
                           const char *log_path, char *why, size_t cap)
{
  struct rg_elf_symbols sh;
  if (rg_elf_section_symbols(entry_obj, "simt_shared", &sh, why, cap) != 0)
    return -1;
  int refused = 0;
  for (size_t i = 0; i < sh.n && !refused; i++) {
    const char *local = sh.v[i].name;
    size_t local_len = strlen(local);
    size_t owner = rg_shared_size_owner(sh.v[i].name, &local, &local_len);
    unsigned long long total = 0;
    for (size_t j = 0; j < sh.n; j++) { /* this one's function's arrays, or this one */
      const char *l2;
      size_t n2;
      if (j == i || (owner && rg_shared_size_owner(sh.v[j].name, &l2, &n2) == owner &&
                     strncmp(sh.v[j].name, sh.v[i].name, owner) == 0))
        total += sh.v[j].size;
    }
    if (total > RG_STATIC_SHARED_MAX) {
      refuse(submission, sub_text, local, local_len, total, log_path);
      refused = 1;
    }
  }
  rg_elf_symbols_free(&sh);
  return refused;
}
