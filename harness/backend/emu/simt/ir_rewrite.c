/* ir_rewrite.c — the frame of an IR pass that rewrites a file (ir_*.c):
 * the text read whole, the new text written beside it (path.new), and put
 * in the file's place only if all of it was written. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_marks.h"
#include "ir_rewrite.h"
#include "simt.h"

int simt_ir_rewrite_begin(const char *path, struct simt_ir_rewrite *r)
{
  memset(r, 0, sizeof *r);
  r->ir = simt_ir_read(path, &r->len);
  if (!r->ir)
    return -1;
  r->tmp = malloc(strlen(path) + 5);
  if (r->tmp) {
    sprintf(r->tmp, "%s.new", path);
    r->out = fopen(r->tmp, "wb");
  }
  return 0;
}

int simt_ir_rewrite_end(struct simt_ir_rewrite *r, const char *path, bool ok)
{
  if (r->out) {
    ok = fclose(r->out) == 0 && ok && rename(r->tmp, path) == 0;
    if (!ok)
      remove(r->tmp);
  } else {
    ok = false;
  }
  free(r->tmp);
  free(r->ir);
  memset(r, 0, sizeof *r);
  return ok ? 0 : -1;
}

int simt_ir_rewrite_device_lines(const char *path, simt_ir_line_fn line, void *ctx)
{
  struct simt_ir_rewrite rw;
  if (simt_ir_rewrite_begin(path, &rw) != 0)
    return -1;
  struct simt_ir_marks m;
  bool ok = simt_ir_find_marks(rw.ir, &m) == 0;
  FILE *out = ok ? rw.out : NULL;
  int body = 0;
  for (const char *p = rw.ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (strncmp(p, "define ", 7) == 0)
      body = simt_ir_marked(&m, p, n);
    else if (n == 1 && *p == '}')
      body = 0;
    if (!body || !line(out, p, n, ctx))
      fwrite(p, 1, n, out);
    if (e)
      fputc('\n', out);
    p += n + (e != NULL);
  }
  simt_ir_marks_free(&m);
  return simt_ir_rewrite_end(&rw, path, ok);
}

/* The @name (or %name) at p, quoted or not: its length, or 0. */
size_t simt_ir_name_len(const char *p)
{
  if (*p != '@' && *p != '%')
    return 0;
  const char *q = p + 1;
  if (*q == '"') {
    const char *e = strchr(q + 1, '"');
    return e ? (size_t)(e + 1 - p) : 0;
  }
  while (*q && (strchr("._$-", *q) || (*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'z') ||
                (*q >= 'A' && *q <= 'Z')))
    q++;
  return q > p + 1 ? (size_t)(q - p) : 0;
}
