/* batch.h — `reduce-grade batch`: grade a class's submissions of one
 * exercise, each in a sandbox (sandbox.h), into per-student LMS files
 * (lms.h) and a class gradebook (batch_book.h); `reduce-grade batch-merge`
 * rebuilds the gradebook from per-student results (after Slurm shards). */
#ifndef RG_BATCH_H
#define RG_BATCH_H

#include <stdbool.h>
#include <stddef.h>

/* Entry point: argv[0] is "batch" or "batch-merge".  Returns an rg_exit
 * code: 0 when every submission was graded (whatever their scores), 1 when
 * some could not be, 2 on a usage error (nothing graded). */
int rg_batch_main(int argc, char **argv);

struct rg_submission {
  char *id;      /* file stem or folder name, made safe for a path */
  char *entry;   /* the name it was made from, as the class folder spells it */
  char *path;    /* the .cu to grade (NULL when refused) */
  char *refused; /* why it is not graded (a link, a device, ...), or NULL */
  char *note;    /* where several entries would have had one id: which
                  * entry got which (batch_ids.c), else NULL */
};

/* Expand command-line SUBMISSIONS into a list sorted by id: a .cu file is
 * one student; a folder holding `exfile` (or exactly one .cu) is one
 * student; any other folder is a folder of those, every entry of it (dot
 * entries too) one submission.  Only plain .cu files (any letter case) and
 * folders are taken: a symbolic link, a device, a fifo, a socket, a file
 * with other hard links, a file of another name, an entry gone since the
 * folder was listed is listed with `refused` set, graded as a failure whose
 * report says why.  Ids are made path-safe ([A-Za-z0-9._-], every other
 * byte %XX), never start with '.' or '-' nor name a class output
 * (grades.csv, ...): those get a '_' in front; and unique, letter case
 * aside: an id several entries share is none of theirs (two "alice"s are
 * "alice-1" and "alice-2", so that no entry takes a classmate's row by
 * sorting first), each told in `note` which entry got which.  Returns 0, or -1 with err naming the argument at
 * fault. */
int rg_batch_collect(char *const *args, size_t nargs, const char *exfile,
                     struct rg_submission **out, size_t *nout, char *err, size_t errcap);
void rg_batch_free_submissions(struct rg_submission *s, size_t n);

/* Read a submission: a plain file with no other hard link, at most cap
 * bytes, opened without following a link.  Returns the text (length in
 * *len), or NULL with a reason for the student in why. */
char *rg_batch_read_submission(const char *path, size_t cap, size_t *len, char *why,
                               size_t whycap);

/* Is submission index i in shard k of n (round robin)? */
bool rg_batch_in_shard(size_t i, int k, int n);

/* Integrity flags for a source text: "uses-cub", "uses-thrust" (library
 * reductions in an exercise that teaches writing one: 01..15), space-
 * separated into buf (empty when clean). */
void rg_batch_integrity(const char *text, int exercise, char *buf, size_t cap);

#endif
