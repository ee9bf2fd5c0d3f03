/* constant_size.c — __constant__ data past what a GPU has (see
 * constant_size.h). */
#define _DEFAULT_SOURCE
#include "constant_size.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_symbols.h"
#include "source_scan.h"
#include "util.h"

/* Token i ends a declarator's name: [ = ; , { follow it. */
static bool declarator_end(const struct scan *s, int i)
{
  return i < s->n && s->t[i].len == 1 && strchr("[=;,{", s->t[i].s[0]);
}

/* Is sym the variable name (its C name, or a C++ mangling that holds
 * <len><name>: one in a namespace, an instance of a variable template)? */
static bool names(const char *sym, const struct tok *name)
{
  if ((int)strlen(sym) == name->len && strncmp(sym, name->s, name->len) == 0)
    return true;
  char key[80];
  int k = snprintf(key, sizeof key, "%d%.*s", name->len, name->len, name->s);
  if (strncmp(sym, "_Z", 2) != 0 || k <= 0 || k >= (int)sizeof key)
    return false;
  for (const char *p = sym; (p = strstr(p, key)); p++) {
    char after = p[k];
    if (p[-1] < '0' || p[-1] > '9')
      if (after == 'E' || after == 'I' || after == '\0')
        return true;
  }
  return false;
}

/* The bytes of the symbols in syms that name a variable declared
 * __constant__ in s; *first: the line of the first such declaration. */
static unsigned long long constant_bytes(const struct scan *s, const struct rg_elf_symbols *syms,
                                         int *first)
{
  unsigned long long total = 0;
  bool *counted = calloc(syms->n + 1, sizeof *counted);
  if (!counted)
    abort();
  for (int d = 0; d < s->ndecl; d++) {
    int from = s->decl[d].from, to = s->decl[d].to;
    bool constant = false;
    for (int i = from; i < to && !constant; i++)
      constant = rg_scan_is(s, i, "__constant__");
    for (int i = from; constant && i < to; i++) {
      if (!rg_scan_ident(s, i) || !declarator_end(s, i + 1))
        continue;
      for (size_t j = 0; j < syms->n; j++)
        if (!counted[j] && names(syms->v[j].name, &s->t[i])) {
          counted[j] = true;
          total += syms->v[j].size;
          if (!*first)
            *first = s->t[i].line;
        }
    }
  }
  free(counted);
  return total;
}

int rg_constant_size_refused(const char *submission, const char *sub_text,
                             const char *entry_obj, const char *log_path, char *why,
                             size_t cap)
{
  if (!strstr(sub_text, "__constant__"))
    return 0;
  static const char *const sections[] = { ".bss.simt_dev", ".data.simt_dev" };
  struct scan s;
  rg_scan_read(&s, sub_text);
  unsigned long long total = 0;
  int line = 0, rc = 0;
  for (size_t k = 0; k < 2 && rc == 0; k++) {
    struct rg_elf_symbols syms;
    if (rg_elf_section_symbols(entry_obj, sections[k], &syms, why, cap) != 0) {
      rc = -1;
      break;
    }
    total += constant_bytes(&s, &syms, &line);
    rg_elf_symbols_free(&syms);
  }
  rg_scan_free(&s);
  if (rc != 0 || total <= RG_CONSTANT_MAX)
    return rc;
  char *msg = rg_strdupf(
    "%s:%d: error: too much constant data: the __constant__ variables take %llu bytes, and "
    "a GPU has %d (ptxas refuses the file); keep large tables in global memory "
    "(cudaMalloc, or a __device__ array)\n",
    submission, line ? line : 1, total, RG_CONSTANT_MAX);
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  return 1;
}
