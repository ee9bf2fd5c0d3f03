/* mutant.h — a known-wrong kernel kept as a patch of its solution: the
 * .mutant format (tests/mutants/README.md), how it is applied, and how one is
 * derived from a full copy.  mkmutant.c is the command around it. */
#ifndef RG_MUTANT_H
#define RG_MUTANT_H

#include <stddef.h>

/* One find/replace block: find must occur exactly once in the solution. */
struct mutant_block {
  char *find;    /* the block's lines joined by '\n', no final newline */
  char *replace; /* likewise */
  int line;      /* line of its "@@ find" in the .mutant, for messages */
};

struct mutant {
  char *expect;  /* line 1, "// expect: ...", without its newline */
  char *mistake; /* line 2, "// mistake: ...", without its newline */
  struct mutant_block *blocks;
  size_t count;
};

/* The solution as a student would hand it in: the lines of TODO and
 * SOLUTION ONLY markers dropped, inline "/" "* TODO k: hint *" "/ code /" "*
 * END TODO *" "/" reduced to code.  Returns a fresh string (caller frees). */
char *mutant_strip_markers(const char *solution);

/* Parse the text of a .mutant; path is used in messages only.  Returns 0
 * and fills *m (free with mutant_free), or -1 with "PATH:LINE: reason" in
 * err. */
int mutant_parse(const char *path, const char *text, struct mutant *m, char *err,
                 size_t errcap);

/* Free what mutant_parse filled in (and zero it). */
void mutant_free(struct mutant *m);

/* Apply every block of m (read from mutant_path) to base, the stripped text
 * of the solution at base_path.  Each find must occur exactly once in base
 * and no two may overlap; all are located in base before any is replaced.
 * Returns the patched text (caller frees), or NULL with "MUTANT:LINE: block
 * K's find text ... in BASE_PATH" in err. */
char *mutant_apply(const struct mutant *m, const char *mutant_path, const char *base,
                   const char *base_path, char *err, size_t errcap);

/* The generated .cu: m's two header lines, a line saying where it comes
 * from (mutant_name), then body.  Returns a fresh string (caller frees). */
char *mutant_render(const struct mutant *m, const char *mutant_name, const char *body);

/* The .mutant text that turns base (a stripped solution) into target (the
 * body of a full copy, header lines removed), with the given header lines.
 * Blocks hold the changed lines plus the fewest neighbouring lines that make
 * each find unique in base; the result is applied once to check it.
 * Returns a fresh string, or NULL with a reason in err (no difference, or a
 * change no unique find text can anchor). */
char *mutant_diff(const char *base, const char *target, const char *expect, const char *mistake,
                  char *err, size_t errcap);

#endif
