/* rewrite_lex.h — what the rewriter's parts share (rewrite.c, the launch
 * syntax and declarations; rewrite_attrs.c, a kernel's attributes): the
 * output buffer, and a lexer that knows comments, strings, raw strings,
 * character literals and numbers well enough to find code in between. */
#ifndef SIMT_REWRITE_LEX_H
#define SIMT_REWRITE_LEX_H

#include <stddef.h>

struct buf { char *p; size_t n, cap; int oom; };

/* Appends s[0..n) (or the string s) to b; out of memory sets b->oom. */
void rw_put(struct buf *b, const char *s, size_t n);
void rw_puts(struct buf *b, const char *s);

struct lex {
  const char *s;
  size_t n;
  char *err;
  size_t errcap;
  const size_t *own; /* the submission's own builtin-named variables */
  size_t own_n;      /* (simt_own_names) */
};

/* A byte of an identifier; bytes past ASCII are UTF-8 letters of one (C++
 * allows them, so `extern __shared__ float σ[];` names its array σ). */
int rw_ident_char(int c);
/* If a comment, string, character literal or number starts at i, returns
 * the index just past it; otherwise returns i. */
size_t rw_skip_literal(const struct lex *L, size_t i);
/* Scans from i (inside a bracketed construct) to the first occurrence of
 * stop at nesting depth 0 of (), [] and {}; returns its index or n. */
size_t rw_scan_to(const struct lex *L, size_t i, const char *stop);
/* From i past spaces and comments. */
size_t rw_skip_space(const struct lex *L, size_t i);
/* The word w stands at i (not the start of a longer identifier). */
int rw_word_at(const struct lex *L, size_t i, const char *w);

#endif
