/* batch_book.h — the class gradebook of a batch: each student's record
 * (DIR/<id>/.key) and the class files rebuilt from all of them
 * (DIR/grades.csv, DIR/junit.xml).  Rebuilding from per-student files is
 * what makes a batch resumable and shards mergeable. */
#ifndef RG_BATCH_BOOK_H
#define RG_BATCH_BOOK_H

#include <stdbool.h>
#include <stddef.h>

struct rg_book_meta {
  char key[40];      /* hex: content + rubric + kit + options */
  char status[32];   /* passed, failed, compile-error, timeout, crash, not-attempted, error, not-graded, disk-quota */
  char flags[160];   /* integrity flags, space-separated; "" when none */
  double seconds;    /* wall time of the grading */
};

/* Write DIR/<id>/.key atomically: the last file written for a student, so
 * its presence means every other file of the student is complete.
 * Returns 0 or -1 (errno). */
int rg_book_write_meta(const char *student_dir, const struct rg_book_meta *m);

/* Read DIR/<id>/.key.  Returns 0, or -1 when absent or malformed. */
int rg_book_read_meta(const char *student_dir, struct rg_book_meta *m);

/* Rebuild DIR/grades.csv and DIR/junit.xml from every DIR/<id>/ that has a
 * .key and a results.json (students sorted by id).  CSV columns: id, score,
 * max (the class maximum, the most a student graded as they were could
 * earn: a compile error has no test list of its own, and a library
 * reduction's tiers denied with nothing timed count in its own max_score
 * only; rg_lms_max_attainable),
 * one column per test name seen, status, us, GB/s (first timed case, GPU
 * only), flags, note (why it was refused; which entry got which id where
 * several would have had one).  Returns the number of students, or -1 with err set. */
int rg_book_write(const char *dir, char *err, size_t errcap);

/* Whether a status is no grade: the machine could not grade the file
 * ("error": tried again; "not-graded": the emulator's gap). */
bool rg_book_ungraded(const char *status);

/* CSV field quoting (RFC 4180): quoted when it holds , " CR or LF. */
void rg_book_csv_field(FILE *f, const char *s);

#endif
