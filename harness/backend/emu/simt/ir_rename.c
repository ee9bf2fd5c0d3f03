/* ir_rename.c — calls renamed in the IR text (see ir_rename.h). */
#include "ir_rename.h"

#include <string.h>

const char *simt_ir_rename_declared(const char *ir, const struct simt_ir_rename *r)
{
  for (const char *p = ir; *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    const char *at = strncmp(p, "declare ", 8) == 0 ? strstr(p, r->from) : NULL;
    if (at && at < p + n)
      return p;
    p += n + (e != NULL);
  }
  return NULL;
}

/* The rename whose name starts at p (an '@'), or -1. */
static int named_at(const char *p, const char *end, const struct simt_ir_rename *rn, size_t nr,
                    const char *const *decl)
{
  for (size_t r = 0; r < nr && *p == '@'; r++) {
    size_t fl = strlen(rn[r].from);
    if (decl[r] && (size_t)(end - p) >= fl && strncmp(p, rn[r].from, fl) == 0)
      return (int)r;
  }
  return -1;
}

void simt_ir_rename_put(FILE *out, const char *p, size_t n, const struct simt_ir_rename *rn,
                        size_t nr, const char *const *decl, unsigned *used)
{
  const char *end = p + n, *from = p;
  while (p < end) {
    if (*p == '"') { /* a string or a quoted name: as it is */
      const char *close = memchr(p + 1, '"', (size_t)(end - p - 1));
      p = close ? close + 1 : end;
      continue;
    }
    int k = named_at(p, end, rn, nr, decl);
    if (k < 0) {
      p++;
      continue;
    }
    fwrite(from, 1, (size_t)(p - from), out);
    fputs(rn[k].to, out);
    *used |= 1u << k;
    p += strlen(rn[k].from);
    from = p;
  }
  fwrite(from, 1, (size_t)(end - from), out);
}

void simt_ir_rename_declare(FILE *out, const char *decl, const struct simt_ir_rename *r)
{
  const char *e = strchr(decl, '\n');
  size_t n = e ? (size_t)(e - decl) : strlen(decl);
  const char *at = strstr(decl, r->from);
  fwrite(decl, 1, (size_t)(at - decl), out);
  fputs(r->to, out);
  const char *rest = at + strlen(r->from);
  fwrite(rest, 1, (size_t)(decl + n - rest), out);
  fputc('\n', out);
}
