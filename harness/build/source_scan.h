/* source_scan.h — a submission's text read the way the checks of what
 * nvcc refuses need it (host_calls.h, shared_init.h): comments, literals,
 * preprocessor lines and what `#if 0` leaves out blanked (lines kept), the
 * rest cut into tokens, and the functions defined at file or namespace
 * scope with their execution space.  Class bodies are skipped.  Not a C++ parser: the checks built on
 * it are written to say nothing where it could be wrong. */
#ifndef RG_SOURCE_SCAN_H
#define RG_SOURCE_SCAN_H

#include <stdbool.h>

struct tok {
  const char *s; /* into the blanked copy */
  int len, line;
};

struct fn {
  int name, open, close; /* token indexes: name, body's { and } */
  bool device, global, host, constexpr_, member;
};

struct scan {
  char *code;
  struct tok *t;
  int n;
  struct fn *f;
  int nf, capf;
  char **dev_words; /* macros whose text says __device__ or __global__ */
  int nwords;
  char **exempt; /* names with a device or constexpr declaration */
  int nexempt, capexempt;
  struct span { int from, to; } *decl; /* file or namespace scope statements */
  int ndecl, capdecl;                   /* that declare no function: [from, to) */
};

/* Reads text into s (free it with rg_scan_free). */
void rg_scan_read(struct scan *s, const char *text);
void rg_scan_free(struct scan *s);

/* Token i is the word `word`; token i is an identifier. */
bool rg_scan_is(const struct scan *s, int i, const char *word);
bool rg_scan_ident(const struct scan *s, int i);
/* The index of the bracket that closes the one at i (or s->n). */
int rg_scan_closing(const struct scan *s, int i, char open, char close);

#endif
