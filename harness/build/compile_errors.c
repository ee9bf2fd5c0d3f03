/* compile_errors.c — a failed build's compiler log, read for the student:
 * the first error (gcc, clang or nvcc style), the TODO probably unfinished
 * near it, a wrong signature of a part named as such, the log cut short
 * (see compile.h and compile_internal.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "includes.h"
#include "util.h"

/* Where line l's diagnostic kind starts (": error", ": fatal error"), or
 * NULL when its kind is another (a warning, a note, a remark) or it has
 * none: the first kind on the line is its own, the rest are its message's
 * (a #warning or #pragma message may quote "x:1: error: ..."). */
static char *error_kind(char *l)
{
  static const char *const kinds[] = { ": error", ": fatal error", ": warning", ": note",
                                       ": remark", NULL };
  char *first = NULL;
  int which = -1;
  for (int k = 0; kinds[k]; k++) {
    char *at = strstr(l, kinds[k]);
    if (at && (!first || at < first))
      first = at, which = k;
  }
  return which == 0 || which == 1 ? first : NULL;
}

int rg_compile_first_error(const char *log, char **file, int *line, char **msg)
{
  for (const char *p = log; p && *p;) {
    const char *eol = strchr(p, '\n');
    size_t len = eol ? (size_t)(eol - p) : strlen(p);
    char *l = rg_strdupf("%.*s", (int)len, p);
    /* A line with a caret line under it is the file's own text, quoted:
     * whatever it says, it is no diagnostic. */
    char *err = eol && rg_includes_caret_line(eol + 1) ? NULL : error_kind(l);
    if (err) {
      /* gcc/clang: FILE:LINE[:COL]: error: MSG — nvcc: FILE(LINE): error: MSG */
      *err = '\0';
      const char *m = err + 2;
      int ln = 0;
      char *paren = strrchr(l, '(');
      if (paren && l[strlen(l) - 1] == ')') {
        ln = atoi(paren + 1);
        *paren = '\0';
      } else {
        char *c1 = strrchr(l, ':');
        if (c1 && isdigit((unsigned char)c1[1])) {
          *c1 = '\0';
          char *c2 = strrchr(l, ':');
          if (c2 && isdigit((unsigned char)c2[1])) {
            ln = atoi(c2 + 1);
            *c2 = '\0';
          } else {
            ln = atoi(c1 + 1);
          }
        }
      }
      if (ln > 0) {
        *file = rg_strdupf("%s", l);
        *line = ln;
        *msg = rg_strdupf("%s", m);
        free(l);
        return 0;
      }
    }
    free(l);
    p = eol ? eol + 1 : NULL;
  }
  return -1;
}

int rg_compile_nearest_todo(const char *text, int line)
{
  /* TODO k's region: its marker's line to the next END TODO, or, with
   * none before the next marker, TODO_REACH lines.  An error outside every
   * region is the student's own code: no hint that would send them to an
   * unrelated hole. */
  enum { TODO_REACH = 8 };
  int cur = 1, open = 0, from = 0;
  for (const char *p = text; *p; p++) {
    if (p[0] == 'T' && strncmp(p, "TODO", 4) == 0) {
      bool end = p >= text + 4 && strncmp(p - 4, "END ", 4) == 0;
      const char *q = p + 4;
      while (*q == ' ' || *q == '(')
        q++;
      int k = atoi(q);
      if (end && open && line >= from && line <= cur)
        return open;
      if (end)
        open = 0;
      if (k > 0) {
        if (open && line >= from && line < cur && line <= from + TODO_REACH)
          return open;
        open = k;
        from = cur;
      }
    }
    if (*p == '\n')
      cur++;
  }
  return open && line >= from && line <= from + TODO_REACH ? open : 0;
}

/* Keep the first lines of a compiler log: enough to act on, short enough
 * for a terminal and a JSON report. */
char *rg_compile_trim_log(const char *log, int max_lines)
{
  const char *p = log;
  for (int i = 0; i < max_lines && p && *p; i++) {
    p = strchr(p, '\n');
    if (p)
      p++;
  }
  if (!p || !*p)
    return rg_strdupf("%s", log);
  return rg_strdupf("%.*s[... compiler output cut ...]\n", (int)(p - log), log);
}

/* The public headers of CUDA 13's libcu++ (<cuda/std/X>).  A <cuda/std/...>
 * header past this list (<cuda/std/algorithm>, which libcu++ ships only in
 * pieces under __algorithm/) is no more found by nvcc than by the emulator:
 * the student's mistake, a plain compile error on both. */
static bool libcudacxx_header(const char *name, size_t len)
{
  static const char *const headers[] = {
    "array", "atomic", "barrier", "bit", "bitset", "cassert", "ccomplex", "cfloat", "chrono",
    "climits", "cmath", "complex", "concepts", "cstddef", "cstdint", "cstdlib", "cstring",
    "ctime", "expected", "functional", "initializer_list", "inplace_vector", "iterator",
    "latch", "limits", "linalg", "mdspan", "memory", "numbers", "numeric", "optional",
    "ranges", "ratio", "semaphore", "source_location", "span", "tuple", "type_traits",
    "utility", "variant", "version", NULL,
  };
  for (int i = 0; headers[i]; i++)
    if (strlen(headers[i]) == len && strncmp(name, headers[i], len) == 0)
      return true;
  return false;
}

/* The CUDA toolkit's headers the emulator may lack (toolkit_headers.inc). */
static const char *const toolkit_headers[] = {
#include "toolkit_headers.inc"
};

/* clang's "'X' file not found" names one of the CUDA toolkit's headers
 * (the emulator has stand-ins for many, not all): one the toolkit has, not
 * any name under a prefix of its (<cuda_homework.h>: nvcc finds no such
 * file either, the student's compile error). */
static bool toolkit_header(const char *msg)
{
  const char *q = strchr(msg, '\'');
  const char *end = q ? strchr(q + 1, '\'') : NULL;
  if (!end)
    return false;
  q++;
  size_t len = (size_t)(end - q);
  if (strncmp(q, "cuda/std/", 9) == 0)
    return len > 9 && libcudacxx_header(q + 9, len - 9);
  for (size_t i = 0; i < sizeof toolkit_headers / sizeof toolkit_headers[0]; i++)
    if (strlen(toolkit_headers[i]) == len && strncmp(q, toolkit_headers[i], len) == 0)
      return true;
  return false;
}

/* CUDA's own names (cuda_names.inc) and what to do instead of each. */
struct cuda_name { const char *name, *instead; };
static const struct cuda_name cuda_names[] = {
#define RG_CUDA_NAME(n, i) { n, i },
#include "cuda_names.inc"
#include "cub_names.inc"
#include "cg_names.inc"
#undef RG_CUDA_NAME
};

/* The name clang says namespace ns has no member of ("no member named 'X'
 * in namespace 'ns'", or "no type named", "no template named"), looked up
 * as "ns::X" among the CUDA names, or NULL. */
static const struct cuda_name *name_in_namespace(const char *msg, const char *ns)
{
  char tail[64];
  snprintf(tail, sizeof tail, "' in namespace '%s'", ns);
  const char *end = strstr(msg, tail), *q = end;
  while (q && q > msg && q[-1] != '\'')
    q--;
  if (!end || q == msg || !strstr(msg, " named '"))
    return NULL;
  size_t nl = strlen(ns);
  for (size_t i = 0; i < sizeof cuda_names / sizeof cuda_names[0]; i++)
    if (strncmp(cuda_names[i].name, ns, nl) == 0 &&
        strncmp(cuda_names[i].name + nl, "::", 2) == 0 &&
        strlen(cuda_names[i].name + nl + 2) == (size_t)(end - q) &&
        strncmp(q, cuda_names[i].name + nl + 2, (size_t)(end - q)) == 0)
      return &cuda_names[i];
  return NULL;
}

/* The CUB member clang says a class of CUB's has not ("no member named 'X'
 * in 'cub::C<...>'", or in 'cub::C'), looked up as "cub::C::X" among the
 * CUDA names (cub_names.inc lists those of CUB 13 the emulator's classes
 * lack), or NULL: a member CUB has not either is the student's error. */
static const struct cuda_name *member_of_cub_class(const char *msg)
{
  const char *q = strstr(msg, "no member named '");
  if (!q)
    return NULL;
  q += strlen("no member named '");
  const char *end = strchr(q, '\'');
  if (!end || strncmp(end, "' in 'cub::", 11) != 0)
    return NULL;
  const char *cls = end + 6, *ce = cls;
  while (*ce && *ce != '<' && *ce != '\'')
    ce++;
  char full[160];
  int len = snprintf(full, sizeof full, "%.*s::%.*s", (int)(ce - cls), cls, (int)(end - q), q);
  if (len <= 0 || (size_t)len >= sizeof full)
    return NULL;
  for (size_t i = 0; i < sizeof cuda_names / sizeof cuda_names[0]; i++)
    if (strcmp(cuda_names[i].name, full) == 0)
      return &cuda_names[i];
  return NULL;
}

/* The CUDA name clang says it does not know ("unknown type name 'X'",
 * "use of undeclared identifier 'X'"), or NULL: only a name of CUDA's own
 * is the emulator's gap; any other is the student's (a typo, an include
 * left out), and keeps the plain compile error. */
static const struct cuda_name *unknown_cuda_name(const char *msg)
{
  static const char *const kinds[] = { "unknown type name '", "use of undeclared identifier '",
                                       "no template named '", "unknown template name '",
                                       NULL }; /* not "no member named": a struct's field */
  for (int k = 0; kinds[k]; k++) {
    const char *q = strstr(msg, kinds[k]);
    if (!q)
      continue;
    q += strlen(kinds[k]);
    const char *end = strchr(q, '\'');
    for (size_t i = 0; end && i < sizeof cuda_names / sizeof cuda_names[0]; i++)
      if (strlen(cuda_names[i].name) == (size_t)(end - q) &&
          strncmp(q, cuda_names[i].name, (size_t)(end - q)) == 0)
        return &cuda_names[i];
  }
  /* CUB's (cub_names.inc) and cooperative groups' (cg_names.inc): "no
   * member named 'X' in namespace 'cub'" (or "no template named", "no type
   * named"), listed as "cub::X" */
  const struct cuda_name *member = member_of_cub_class(msg);
  if (member)
    return member;
  static const char *const spaces[] = { "cub", "cooperative_groups", NULL };
  for (int k = 0; spaces[k]; k++) {
    const struct cuda_name *n = name_in_namespace(msg, spaces[k]);
    if (n)
      return n;
  }
  return NULL;
}

/* The summary of a first error that is the emulator's gap, not the
 * student's: a CUDA header or name it has no stand-in for. */
static char *gap_summary(const char *submission, int line, const char *msg,
                         const struct cuda_name *n)
{
  return rg_strdupf("%s:%d: %s: emulator-unsupported: %s is part of CUDA, but the grader's "
                    "emulator does not have it (yet): a gap of the emulator, not a mistake in "
                    "your code: grade the file on a GPU (--backend gpu)%s%s%s", submission, line,
                    msg, n ? n->name : "this CUDA header",
                    n && n->instead[0] ? ", or, to grade it here: " : "",
                    n ? n->instead : ", or leave the include out if nothing of it is used",
                    n ? "" : " (the emulator has the runtime's headers, cooperative groups, "
                    "libcu++'s <cuda/std/...> and <cuda/atomic>)");
}

/* A read clang proves uninitialised on every path, made an error by the
 * emulator's flags (-Werror=uninitialized, simt_cxx_flags): its message
 * without "error: " and the flag, or NULL for any other error.  Its tag,
 * uninitialised-read, is a refusal: a GPU grading's checked run refuses
 * the file too (grade/grade_compile.c), where nvcc's build took it. */
static char *uninitialised_read(const char *msg)
{
  static const char *const flags[] = { " [-Werror,-Wuninitialized]",
                                       " [-Werror,-Wuninitialized-const-reference]",
                                       " [-Werror,-Wstatic-self-init]", NULL };
  for (int i = 0; flags[i]; i++) {
    const char *f = strstr(msg, flags[i]);
    if (f) {
      const char *m = strncmp(msg, "error: ", 7) == 0 ? msg + 7 : msg;
      return rg_strdupf("%.*s", (int)(f > m ? f - m : 0), m);
    }
  }
  return NULL;
}

void rg_compile_explain(const struct rg_exercise *ex, const char *submission,
                        const char *sub_text, const char *log,
                        const char *entry_path, int part_line0,
                        struct rg_compile_result *res)
{
  char *file = NULL, *msg = NULL;
  int line = 0;
  if (rg_compile_first_error(log, &file, &line, &msg) != 0) {
    res->summary = rg_strdupf("%s: does not compile (see the compiler output)", submission);
    return;
  }
  const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
  const char *sub_base = strrchr(submission, '/') ? strrchr(submission, '/') + 1 : submission;
  if (strcmp(file, entry_path) == 0 && line >= part_line0 &&
      line < part_line0 + ex->nparts) {
    const struct rg_part *p = &ex->parts[line - part_line0];
    char base_sym[128];
    snprintf(base_sym, sizeof base_sym, "%s", p->symbol);
    char *lt = strchr(base_sym, '<');
    if (lt)
      *lt = '\0';
    char *sig = rg_strdupf(p->signature, base_sym);
    bool missing = strstr(msg, "undeclared") || strstr(msg, "not declared") ||
                   strstr(msg, "is undefined") || strstr(msg, "no template named");
    res->summary = missing
        ? rg_strdupf("%s: does not define %s; the exercise expects: %s", submission,
                     base_sym, sig)
        : rg_strdupf("%s: %s does not have the signature the exercise expects: %s",
                     submission, base_sym, sig);
    free(sig);
  } else if (strcmp(base, sub_base) == 0 || strcmp(file, submission) == 0) {
    res->error_line = line;
    /* A header that is not there is not an unfinished TODO; one of
     * libcu++'s that the emulator (clang) has no stand-in for says so. */
    bool no_header = strstr(msg, "file not found") || strstr(msg, "No such file or directory");
    bool toolkit = no_header && strstr(msg, "file not found") && toolkit_header(msg);
    const struct cuda_name *gap = no_header ? NULL : unknown_cuda_name(msg);
    /* printf without <cstdio>: the include, not a TODO (both compilers). */
    char name[64];
    const char *header = no_header || gap ? NULL : rg_header_for_name(msg, name, sizeof name);
    char *uninit = no_header || gap || header ? NULL : uninitialised_read(msg);
    /* A <<<...>>> launch the emulator's rewriter made a call of: its
     * error names the call, which the student never wrote. */
    bool launch = !no_header && !gap && !header && !uninit &&
                  strstr(msg, "no matching function for call to 'simt_launch_kernel'");
    int todo = no_header || gap || header || uninit || launch
                   ? 0 : rg_compile_nearest_todo(sub_text, line);
    char *guess = header ? strstr(msg, "; did you mean") : NULL;
    if (guess) /* clang's guess ('__intptr_t' for uintptr_t) is not the fix */
      *guess = '\0';
    res->summary = header
        ? rg_strdupf("%s:%d: %s: %s is declared in <%s>: add #include <%s> to the file (nvcc "
                     "needs it too: the GPU grader refuses the file without it)",
                     submission, line, msg, name, header, header)
        : uninit
        ? rg_strdupf("%s:%d: error: uninitialised-read: %s: give it a value before this read "
                     "(T x = T(0), or the operation's identity); a GPU reads whatever its "
                     "register held and the grader's build a fill of its own, so the result "
                     "differs between machines", submission, line, uninit)
        : launch
        ? rg_strdupf("%s:%d: error: this kernel launch does not compile: in <<<grid, block, "
                     "shared, stream>>> the third is the dynamic shared memory in bytes and the "
                     "fourth the stream (<<<grid, block, 0, stream>>>), and the kernel's "
                     "arguments must convert to its parameters", submission, line)
        : todo
        ? rg_strdupf("%s:%d: %s (is TODO %d finished?)", submission, line, msg, todo)
        : strstr(msg, "variable length array")
        ? rg_strdupf("%s:%d: %s: nvcc refuses an array sized at run time in a kernel "
                     "(\"expression must have a constant value\"); size it with a constant "
                     "(constexpr, a template parameter) or use dynamic shared memory",
                     submission, line, msg)
        : toolkit || gap ? gap_summary(submission, line, msg, gap)
        : rg_strdupf("%s:%d: %s", submission, line, msg);
    res->emulator_gap = toolkit || gap;
    free(uninit);
  } else if (strstr(msg, "emulator-unsupported: ")) {
    /* a stand-in's static_assert on a CUDA feature it does not model */
    res->summary = rg_strdupf("%s:%d: %s (while compiling %s): CUDA has it, the grader's "
                              "emulator does not (yet): a gap of the emulator, not a mistake "
                              "in your code: grade the file on a GPU (--backend gpu)",
                              base, line, msg, submission);
    res->emulator_gap = true;
  } else {
    res->summary = rg_strdupf("%s:%d: %s (while compiling %s)", base, line, msg, submission);
  }
  free(file);
  free(msg);
}
