/* batch_book.c — per-student records and the class files (see batch_book.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

#include "batch_book.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "batch_json.h"
#include "lms.h"
#include "util.h"

int rg_book_write_meta(const char *student_dir, const struct rg_book_meta *m)
{
  char *path = rg_strdupf("%s/.key", student_dir);
  char *text = rg_strdupf("key %s\nstatus %s\nflags %s\nseconds %.3f\n", m->key, m->status,
                          m->flags[0] ? m->flags : "-", m->seconds);
  int rc = rg_write_file_atomic(path, text, strlen(text));
  free(text);
  free(path);
  return rc;
}

int rg_book_read_meta(const char *student_dir, struct rg_book_meta *m)
{
  *m = (struct rg_book_meta){ 0 };
  char *path = rg_strdupf("%s/.key", student_dir);
  char *text = rg_read_file(path, NULL);
  free(path);
  if (!text)
    return -1;
  int got = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    if (sscanf(line, "key %39s", m->key) == 1)
      got |= 1;
    else if (sscanf(line, "status %31s", m->status) == 1)
      got |= 2;
    else if (strncmp(line, "flags ", 6) == 0)
      snprintf(m->flags, sizeof m->flags, "%s", strcmp(line + 6, "-") ? line + 6 : "");
    else if (sscanf(line, "seconds %lf", &m->seconds) == 1)
      got |= 4;
  }
  free(text);
  return got == 7 ? 0 : -1;
}

bool rg_book_ungraded(const char *status)
{
  return strcmp(status, "error") == 0 || strcmp(status, "not-graded") == 0;
}

void rg_book_csv_field(FILE *f, const char *s)
{
  if (!strpbrk(s, ",\"\r\n")) {
    fputs(s, f);
    return;
  }
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"')
      fputc('"', f);
    fputc(*s, f);
  }
  fputc('"', f);
}

static void xml_text(FILE *f, const char *s)
{
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    default:
      /* XML 1.0 forbids most control characters, even escaped. */
      if (*p < 0x20 && *p != '\n' && *p != '\t')
        fputc('?', f);
      else
        fputc(*p, f);
    }
  }
}

struct student {
  char *id;
  struct rg_book_meta meta;
  struct rg_jv *res;
};

static int by_id(const void *a, const void *b)
{
  return strcmp(((const struct student *)a)->id, ((const struct student *)b)->id);
}

static int write_out(const char *dir, const char *name, char *buf, size_t len, char *err,
                     size_t errcap)
{
  char *path = rg_strdupf("%s/%s", dir, name);
  int rc = rg_write_file_atomic(path, buf, len);
  if (rc)
    snprintf(err, errcap, "%s: %s", path, strerror(errno));
  free(path);
  return rc;
}

static const struct rg_jv *first_timing(const struct rg_jv *res)
{
  const struct rg_jv *t = rg_jv_get(rg_jv_get(res, "extra_data"), "timing");
  return t && t->kind == RG_JV_ARRAY && t->len ? t->items[0] : NULL;
}

/* Every DIR/<id>/ with a .key and a parseable results.json, sorted by id
 * (in *out, *nout of them).  Returns 0, or -1 with err set when DIR cannot be
 * listed. */
static int read_students(const char *dir, struct student **out, size_t *nout, char *err,
                         size_t errcap)
{
  DIR *d = opendir(dir);
  if (!d) {
    snprintf(err, errcap, "%s: %s", dir, strerror(errno));
    return -1;
  }
  struct student *st = NULL;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char *sd = rg_strdupf("%s/%s", dir, e->d_name);
    struct rg_book_meta m;
    char *rp = rg_strdupf("%s/results.json", sd);
    char *text = rg_book_read_meta(sd, &m) == 0 ? rg_read_file(rp, NULL) : NULL;
    struct rg_jv *res = text ? rg_jv_parse(text, NULL, 0) : NULL;
    free(text);
    free(rp);
    free(sd);
    if (!res)
      continue;
    st = realloc(st, (n + 1) * sizeof *st);
    if (!st)
      abort();
    st[n++] = (struct student){ .id = rg_strdupf("%s", e->d_name), .meta = m, .res = res };
  }
  closedir(d);
  qsort(st, n, sizeof *st, by_id);
  *out = st;
  *nout = n;
  return 0;
}

/* The CSV's test columns: every test name, in the order first seen (the
 * names are the students' results', not copies).  *class_max: the most
 * any student could earn (rg_lms_max_attainable: a library reduction's
 * tiers, denied on the emulator, raised every classmate's). */
static const char **test_columns(const struct student *st, size_t n, size_t *ncols_out,
                                 double *class_max)
{
  const char **cols = NULL;
  size_t ncols = 0;
  *class_max = 0;
  for (size_t i = 0; i < n; i++) {
    const struct rg_jv *tests = rg_jv_get(st[i].res, "tests");
    double mx = rg_lms_max_attainable(st[i].res);
    *class_max = mx > *class_max ? mx : *class_max;
    for (size_t k = 0; tests && tests->kind == RG_JV_ARRAY && k < tests->len; k++) {
      const char *name = rg_jv_str(rg_jv_get(tests->items[k], "name"), "?");
      size_t c = 0;
      while (c < ncols && strcmp(cols[c], name) != 0)
        c++;
      if (c == ncols) {
        cols = realloc(cols, (ncols + 1) * sizeof *cols);
        if (!cols)
          abort();
        cols[ncols++] = name;
      }
    }
  }
  *ncols_out = ncols;
  return cols;
}

static void csv_header(FILE *c, const char **cols, size_t ncols)
{
  fputs("id,score,max", c);
  for (size_t k = 0; k < ncols; k++) {
    fputc(',', c);
    rg_book_csv_field(c, cols[k]);
  }
  fputs(",status,us,gbs,flags,note\n", c);
}

/* The row's note: why the submission was refused, and which entry got
 * which id where several would have had one (batch_ids.c). */
static void csv_note(FILE *c, const struct rg_jv *extra)
{
  const char *refused = rg_jv_str(rg_jv_get(extra, "refused"), "");
  const char *id_note = rg_jv_str(rg_jv_get(extra, "id_note"), "");
  char *note = rg_strdupf("%s%s%s%s", refused[0] ? "refused: " : "", refused,
                          refused[0] && id_note[0] ? "; " : "", id_note);
  rg_book_csv_field(c, note);
  free(note);
}

/* One student's line of grades.csv: a test the student has no result for
 * leaves its column empty. */
static void csv_row(FILE *c, const struct student *s, const char **cols, size_t ncols,
                    double class_max)
{
  const struct rg_jv *res = s->res;
  const struct rg_jv *tests = rg_jv_get(res, "tests");
  size_t nt = tests && tests->kind == RG_JV_ARRAY ? tests->len : 0;
  rg_book_csv_field(c, s->id);
  /* No grade is not a 0: a row the machine could not grade (its status
   * says why) leaves the score empty, so that an upload changes nothing. */
  bool graded = !rg_book_ungraded(s->meta.status);
  if (graded)
    fprintf(c, ",%.10g,%.10g", rg_jv_num(rg_jv_get(res, "score"), 0), class_max);
  else
    fprintf(c, ",,%.10g", class_max);
  for (size_t k = 0; k < ncols; k++) {
    fputc(',', c);
    for (size_t t = 0; graded && t < nt; t++)
      if (strcmp(rg_jv_str(rg_jv_get(tests->items[t], "name"), "?"), cols[k]) == 0)
        fprintf(c, "%.10g", rg_jv_num(rg_jv_get(tests->items[t], "score"), 0));
  }
  fputc(',', c);
  rg_book_csv_field(c, s->meta.status);
  const struct rg_jv *tm = first_timing(res);
  if (tm)
    fprintf(c, ",%.3f,%.2f,", rg_jv_num(rg_jv_get(tm, "us_median"), 0),
            rg_jv_num(rg_jv_get(tm, "gbs"), 0));
  else
    fputs(",,,", c);
  rg_book_csv_field(c, s->meta.flags);
  fputc(',', c);
  csv_note(c, rg_jv_get(res, "extra_data"));
  fputc('\n', c);
}

/* One student's <testsuite> of junit.xml: a test case per test, a failure
 * (with the student's status and the test's output) for each not passed. */
static void junit_suite(FILE *x, const struct student *s)
{
  const struct rg_jv *tests = rg_jv_get(s->res, "tests");
  size_t nt = tests && tests->kind == RG_JV_ARRAY ? tests->len : 0;
  size_t failures = 0;
  for (size_t t = 0; t < nt; t++)
    failures += strcmp(rg_jv_str(rg_jv_get(tests->items[t], "status"), ""), "passed") != 0;
  fputs("  <testsuite name=\"", x);
  xml_text(x, s->id);
  fprintf(x, "\" tests=\"%zu\" failures=\"%zu\" time=\"%.3f\">\n", nt, failures,
          s->meta.seconds);
  for (size_t t = 0; t < nt; t++) {
    const struct rg_jv *tc = tests->items[t];
    fputs("    <testcase classname=\"", x);
    xml_text(x, s->id);
    fputs("\" name=\"", x);
    xml_text(x, rg_jv_str(rg_jv_get(tc, "name"), "?"));
    if (strcmp(rg_jv_str(rg_jv_get(tc, "status"), ""), "passed") == 0) {
      fputs("\"/>\n", x);
      continue;
    }
    fputs("\">\n      <failure message=\"", x);
    xml_text(x, s->meta.status);
    fputs("\">", x);
    xml_text(x, rg_jv_str(rg_jv_get(tc, "output"), ""));
    fputs("</failure>\n    </testcase>\n", x);
  }
  if (s->meta.flags[0]) {
    fputs("    <system-out>integrity: ", x);
    xml_text(x, s->meta.flags);
    fputs("</system-out>\n", x);
  }
  fputs("  </testsuite>\n", x);
}

/* Both class files are built in memory, then written, so that a failure
 * leaves the previous ones whole. */
int rg_book_write(const char *dir, char *err, size_t errcap)
{
  struct student *st = NULL;
  size_t n = 0;
  if (read_students(dir, &st, &n, err, errcap) != 0)
    return -1;
  size_t ncols = 0;
  double class_max = 0;
  const char **cols = test_columns(st, n, &ncols, &class_max);

  char *csv = NULL, *xml = NULL;
  size_t csv_len = 0, xml_len = 0;
  FILE *c = open_memstream(&csv, &csv_len);
  FILE *x = open_memstream(&xml, &xml_len);
  int rc = -1;
  if (!c || !x) {
    snprintf(err, errcap, "%s: no memory to build grades.csv and junit.xml", dir);
    if (c)
      fclose(c);
    if (x)
      fclose(x);
    goto done;
  }
  csv_header(c, cols, ncols);
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"reduce-grade\">\n", x);
  for (size_t i = 0; i < n; i++) {
    csv_row(c, &st[i], cols, ncols, class_max);
    junit_suite(x, &st[i]);
  }
  fputs("</testsuites>\n", x);
  fclose(c);
  fclose(x);
  rc = write_out(dir, "grades.csv", csv, csv_len, err, errcap);
  if (rc == 0)
    rc = write_out(dir, "junit.xml", xml, xml_len, err, errcap);
done:
  free(csv);
  free(xml);
  free(cols);
  for (size_t i = 0; i < n; i++) {
    free(st[i].id);
    rg_jv_free(st[i].res);
  }
  free(st);
  return rc ? -1 : (int)n;
}
