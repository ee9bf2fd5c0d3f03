/* ir_shared.c — gives each static __shared__ array bounds of its own.
 *
 * simt_cuda.h puts every __shared__ variable into the one section
 * simt_shared, side by side: a store one slot past an array (a per-warp
 * array of 16 slots at 1024 threads) landed in the next array, and only a
 * store past the whole section was out of bounds.  Here, in the
 * submission's IR, each definition in that section is followed by a pad of
 * its own (and the first is preceded by one), and an entry { address,
 * size, name } in the section simt_shtab tells the runtime where each array
 * is (shared_bounds.c): an access that touches a pad is out of bounds,
 * named by the array it left.  A pad is as long as its array (at least
 * PAD_MIN bytes, at most PAD_MAX), so that an index up to twice the size
 * lands in it.  A definition's comdat is dropped, as ir_devvars.c does for
 * device variables: the linker lays out a comdat group apart from the
 * section's other input, away from its pad.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_type.h"

enum { PAD_MIN = 64, PAD_MAX = 8192 };


/* About the size of the type at t, for its pad only: arrays of scalars
 * exactly, a struct element taken as 16 bytes. */
static unsigned long long rough_size(const char *t)
{
  unsigned long long count = 1;
  while (*t == '[') {
    char *end;
    count *= strtoull(t + 1, &end, 10);
    t = end;
    if (strncmp(t, " x ", 3) != 0)
      return count * 16;
    t += 3;
  }
  static const struct { const char *name; unsigned size; } scalars[] = {
    { "i8", 1 }, { "i16", 2 }, { "half", 2 }, { "i32", 4 }, { "float", 4 },
    { "i64", 8 }, { "double", 8 }, { "i8*", 8 }, { "ptr", 8 },
  };
  size_t tl = simt_ir_type_len(t);
  if (tl && t[tl - 1] == '*') /* a typed pointer: a function's, a struct's */
    return count * 8;
  for (size_t k = 0; k < sizeof scalars / sizeof scalars[0]; k++)
    if (strlen(scalars[k].name) == tl && strncmp(t, scalars[k].name, tl) == 0)
      return count * scalars[k].size;
  return count * 16;
}

/* Does the line at d (n bytes) define a shared array that takes a pad: a
 * definition (not a declaration) in simt_shared, of some size?  Its type
 * and the type's length then. */
static const char *shared_def(const char *d, size_t n, size_t *tl)
{
  if (*d != '@')
    return NULL;
  const char *g = NULL, *s = NULL;
  for (const char *q = d; q + 8 <= d + n && !g; q++)
    if (strncmp(q, " global ", 8) == 0)
      g = q;
  static const char sec[] = ", section \"simt_shared\"";
  for (const char *q = d; q + sizeof sec - 1 <= d + n && !s; q++)
    if (strncmp(q, sec, sizeof sec - 1) == 0)
      s = q;
  if (!g || !s)
    return NULL;
  for (const char *q = d; q < g; q++)
    if (strncmp(q, " external ", 10) == 0 || strncmp(q, " extern_weak ", 13) == 0)
      return NULL;
  *tl = simt_ir_type_len(g + 8);
  if (!*tl || strncmp(g + 8, "[0 x ", 5) == 0)
    return NULL;
  return g + 8;
}

/* The line at d (n bytes) without its ", comdat" or ", comdat($x)". */
static void put_without_comdat(FILE *out, const char *d, size_t n)
{
  const char *c = NULL;
  for (const char *q = d; q + 8 <= d + n && !c; q++)
    if (strncmp(q, ", comdat", 8) == 0)
      c = q;
  if (!c) {
    fwrite(d, 1, n, out);
    return;
  }
  const char *after = c + 8;
  if (*after == '(') {
    const char *e = memchr(after, ')', (size_t)(d + n - after));
    after = e ? e + 1 : after;
  }
  fwrite(d, 1, (size_t)(c - d), out);
  fwrite(after, 1, (size_t)(d + n - after), out);
}

static void put_pad(FILE *out, long i, unsigned long long bytes)
{
  if (bytes < PAD_MIN)
    bytes = PAD_MIN;
  if (bytes > PAD_MAX)
    bytes = PAD_MAX;
  fprintf(out,
          "@simt_shpad.%ld = private global [%llu x i8] zeroinitializer, section "
          "\"simt_shared\", align 1\n",
          i, bytes);
}

/* The table's entry i for the array nm (nl bytes, @x or @"x") of type t. */
static void put_entry(FILE *out, long i, const char *nm, size_t nl, const char *t, size_t tl,
                      int opaque)
{
  const char *text = nm + 1 + (nm[1] == '"');
  int textl = (int)nl - 1 - 2 * (nm[1] == '"'), bytes = 0;
  for (int k = 0; k < textl; k++, bytes++)
    if (text[k] == '\\')
      k += 2;
  fprintf(out, "@simt_shname.%ld = private unnamed_addr constant [%d x i8] c\"%.*s\\00\"\n", i,
          bytes + 1, textl, text);
  int n = (int)nl, l = (int)tl;
  if (opaque)
    fprintf(out,
            "@simt_shtab.%ld = internal constant { ptr, i64, ptr } { ptr %.*s, i64 ptrtoint "
            "(ptr getelementptr (%.*s, ptr null, i32 1) to i64), ptr @simt_shname.%ld }, "
            "section \"simt_shtab\", align 8\n",
            i, n, nm, l, t, i);
  else
    fprintf(out,
            "@simt_shtab.%ld = internal constant { i8*, i64, i8* } { i8* bitcast (%.*s* %.*s to "
            "i8*), i64 ptrtoint (%.*s* getelementptr (%.*s, %.*s* null, i32 1) to i64), i8* "
            "getelementptr inbounds ([%d x i8], [%d x i8]* @simt_shname.%ld, i32 0, i32 0) }, "
            "section \"simt_shtab\", align 8\n",
            i, l, t, n, nm, l, t, l, t, l, t, bytes + 1, bytes + 1, i);
}

/* Copies ir to out with the pads after each shared definition; the table
 * goes to tab.  The number of arrays. */
static long rewrite(const char *ir, FILE *out, FILE *tab)
{
  int opaque = strstr(ir, "i8*") == NULL; /* clang 15 on: opaque pointers */
  long n = 0;
  for (const char *p = ir; *p;) {
    const char *e = strchr(p, '\n');
    size_t len = e ? (size_t)(e - p) : strlen(p), tl = 0;
    const char *t = shared_def(p, len, &tl);
    if (!t) {
      fwrite(p, 1, len + (e != NULL), out);
      p += len + (e != NULL);
      continue;
    }
    if (n == 0)
      put_pad(out, -1, PAD_MIN); /* before the first: an index of -1 */
    put_without_comdat(out, p, len);
    fputc('\n', out);
    put_pad(out, n, rough_size(t));
    put_entry(tab, n, p, (size_t)(strstr(p, " = ") - p), t, tl, opaque);
    n++;
    p += len + (e != NULL);
  }
  return n;
}

int simt_ir_shared(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  char *tmp = malloc(strlen(path) + 5);
  /* the table in memory, not a temporary file: a batch grading may write
   * only inside the submission's folder */
  char *table = NULL;
  size_t table_len = 0;
  FILE *out = NULL, *tab = open_memstream(&table, &table_len);
  if (tmp) {
    sprintf(tmp, "%s.new", path);
    out = fopen(tmp, "wb");
  }
  int ok = 0;
  if (out && tab) {
    rewrite(ir, out, tab);
    ok = fclose(tab) == 0;
    tab = NULL;
    if (ok && table_len)
      ok = fwrite(table, 1, table_len, out) == table_len;
  }
  if (out) {
    ok = fclose(out) == 0 && ok && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  if (tab)
    fclose(tab);
  free(table);
  free(tmp);
  free(ir);
  return ok ? 0 : -1;
}
