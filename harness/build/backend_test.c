/* backend_test.c — conditional directives that ask which compiler builds
 * the submission (backend_test.h). */
#define _DEFAULT_SOURCE
#include "backend_test.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Names a compiler defines for itself: the emulator's, nvcc's, clang's,
 * gcc's, and the built-in tests whose answers differ between them.  A
 * trailing '*' matches any name with that prefix. */
static const char *const identity[] = {
  "SIMT*", "__SIMT*", "simt*", "__NVCC__", "__NVCC_DIAG_PRAGMA_SUPPORT__", "__CUDACC_VER*",
  "__CUDACC_RTC__", "__CUDACC_DEBUG__", "__CUDACC_RDC__", "__CUDACC_EWP__",
  "__CUDACC_RELAXED_CONSTEXPR__", "__CUDACC_EXTENDED_LAMBDA__", "__CUDA_ARCH_LIST__",
  "__CUDA_ARCH_FEAT_*", "__CUDA_ARCH_SPECIFIC*", "__CUDA_ARCH_FAMILY_SPECIFIC*",
  "__NVCOMPILER*", "__clang*", "__llvm__", "__GNUC*", "__GNUG__", "__VERSION__",
  "__INTEL_COMPILER", "_MSC_VER", "__has_builtin", "__has_feature", "__has_extension",
  "__is_identifier",
  /* Names one compiler has and the other spells differently or lacks: in
   * code a macro's text (#define S(x) #x) tells them apart as well as a
   * directive does. */
  "__PRETTY_FUNCTION__", "__FUNCSIG__", "__FILE_NAME__", "__OPTIMIZE__", "__OPTIMIZE_SIZE__",
  "__NO_INLINE__", "__FAST_MATH__", "__GCC_HAVE_DWARF2_CFI_ASM",
  /* The host compiler's and its library's versions (gcc's under nvcc,
   * clang's libstdc++ here), what a header search finds (the toolkit's
   * headers are not the emulator's), and what each build's own copy of
   * the file is called and when it was written. */
  "__GXX_ABI_VERSION", "__GLIBCXX__", "_GLIBCXX_RELEASE", "__has_attribute", "__has_cpp_attribute",
  "__has_declspec_attribute", "__has_c_attribute", "__BASE_FILE__", "__TIMESTAMP__",
  "__DATE__", "__TIME__", "__INCLUDE_LEVEL__", "__COUNTER__",
};

/* Names every build agrees on, reserved or the toolkit's as they are:
 * allowed wherever a name one build defines and the other lacks is not. */
static const char *const agreed[] = {
  "__CUDA_ARCH__", "__CUDACC__", "__cplusplus", "__has_include", "__has_include_next",
  "__LINE__", "__FILE__", "__VA_ARGS__", "__VA_OPT__", "__STDCPP_DEFAULT_NEW_ALIGNMENT__",
  "CUDART_VERSION",
  /* Another name for __func__ in gcc and clang alike (and nvcc's front
   * end), which no rule refuses: a function's name in a message. */
  "__FUNCTION__",
  /* Other platforms' names, which code written in Visual Studio's CUDA
   * template or made portable tests (#ifdef __INTELLISENSE__, _WIN32):
   * every build of a grading runs on Linux, nvcc's passes and the
   * emulator's clang alike, and none defines them. */
  "__INTELLISENSE__", "_WIN32", "_WIN64", "__MINGW32__", "__MINGW64__", "__CYGWIN__",
  /* No build of a grading compiles with OpenMP (a CPU reference's
   * #ifdef _OPENMP then #include <omp.h>). */
  "_OPENMP",
  /* CUB's architecture macros, which the emulator's cub/util_arch.cuh
   * defines as CUB 13 does: CUB_PTX_ARCH is __CUDA_ARCH__ (agreed above),
   * the warp's width 32 in every build. */
  "CUB_PTX_ARCH", "CUB_PTX_WARP_THREADS", "CUB_PTX_LOG_WARP_THREADS", "CUB_WARP_THREADS",
  "CUB_LOG_WARP_THREADS",
};

/* Beyond the compilers' identities, names that one build defines and the
 * other lacks or spells otherwise, tested in a conditional directive: any
 * reserved name (__x or _X: the implementation's), each compiler, its
 * library and the headers before the file defining their own (gcc's
 * __GCC_IEC_559, clang's __CLANG_ATOMIC_INT_LOCK_FREE, the toolkit's
 * __CUDA_RUNTIME_H__ and __CUDACC_DEVICE_ATOMIC_BUILTINS__, glibc's
 * __USE_EXTERN_INLINES and _BITS_STDIO_H, set only where the build
 * optimises: nvcc -O3, not the -G build the divergence goal's counters
 * read), and the unreserved names of the toolkit's headers that nvcc
 * includes before the file (its cuda_runtime.h brings stdio.h and
 * assert.h: EOF, assert; driver_types.h's #define cudaHostRegisterMapped)
 * or of the emulator's shim (threadIdx is its macro) or command line
 * (RG_EMU, CUDA_DOUBLE_MATH_FUNCTIONS). */
static const char *const one_sided[] = {
  "cuda*", "CUDA*", "CU_*", "CUB*", "THRUST*", "NV_*", "RG_*", "EOF", "BUFSIZ",
  "FILENAME_MAX", "FOPEN_MAX", "TMP_MAX", "L_tmpnam", "L_ctermid", "L_cuserid", "P_tmpdir",
  "SEEK_*", "RENAME_*", "stdin", "stdout", "stderr", "assert", "assert_perror", "offsetof",
  "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
};

static bool in_list(const char *const *list, size_t count, const char *w, size_t len)
{
  for (size_t i = 0; i < count; i++) {
    size_t n = strlen(list[i]);
    if (list[i][n - 1] == '*' ? len >= n - 1 && strncmp(w, list[i], n - 1) == 0
                              : len == n && strncmp(w, list[i], n) == 0)
      return true;
  }
  return false;
}

/* Is name w a reserved one (__x, _X)?  macro_style: only the spelling of
 * a predefined macro (__X__, capitals, digits and underscores), which code
 * may name too: a macro's name made a string (#x) reads its value in one
 * build and the name in the other. */
static bool reserved(const char *w, size_t len, bool macro_style)
{
  if (len < 2 || w[0] != '_' || !(w[1] == '_' || isupper((unsigned char)w[1])))
    return false;
  if (!macro_style)
    return true;
  if (len < 5 || w[1] != '_' || w[len - 1] != '_' || w[len - 2] != '_')
    return false;
  for (size_t i = 2; i < len; i++)
    if (!(isupper((unsigned char)w[i]) || isdigit((unsigned char)w[i]) || w[i] == '_'))
      return false;
  return true;
}

/* A name one build defines and the other may not (one_sided, reserved):
 * in a directive any such, in code a predefined macro's spelling. */
static bool one_build_only(const char *w, size_t len, bool in_code)
{
  if (in_list(agreed, sizeof agreed / sizeof agreed[0], w, len))
    return false;
  return reserved(w, len, in_code) ||
         (!in_code && in_list(one_sided, sizeof one_sided / sizeof one_sided[0], w, len));
}

/* in_code: outside a conditional directive, where the emulator's runtime
 * functions (simt_...) are the symbol checks' to name (compile_symbols.c). */
static bool is_identity(const char *w, size_t len, bool in_code)
{
  for (size_t i = 0; i < sizeof identity / sizeof identity[0]; i++) {
    const char *id = identity[i];
    if (in_code && strcmp(id, "simt*") == 0)
      continue;
    size_t n = strlen(id);
    if (id[n - 1] == '*' ? len >= n - 1 && strncmp(w, id, n - 1) == 0
                         : len == n && strncmp(w, id, n) == 0)
      return true;
  }
  return false;
}

/* The directive's text with comments, string and character literals
 * blanked (a literal may name simt_cuda.h in __has_include: kept apart). */
static void blank_comments(char *d, bool *names_simt)
{
  for (char *p = d; *p; p++) {
    if (p[0] == '/' && p[1] == '/') {
      memset(p, ' ', strlen(p));
      return;
    }
    if (p[0] == '/' && p[1] == '*') {
      char *end = strstr(p + 2, "*/");
      size_t n = end ? (size_t)(end + 2 - p) : strlen(p);
      memset(p, ' ', n);
      p += n - 1;
    } else if (*p == '"' || *p == '<') {
      char close = *p == '"' ? '"' : '>';
      char *end = strchr(p + 1, close);
      if (!end)
        continue;
      for (char *q = p + 1; q < end; q++)
        if (strncasecmp(q, "simt", 4) == 0)
          *names_simt = true;
      if (close == '"')
        memset(p, ' ', (size_t)(end + 1 - p));
      p = close == '"' ? end : p;
    }
  }
}

/* Directive d (one logical line, continuations joined) asks which
 * compiler builds it: the name into word. */
static bool asks(char *d, char *word, size_t wordlen)
{
  char *p = d + strspn(d, " \t");
  if (*p++ != '#')
    return false;
  p += strspn(p, " \t");
  static const char *const conds[] = { "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef" };
  size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz");
  bool cond = false;
  for (size_t i = 0; i < sizeof conds / sizeof conds[0]; i++)
    cond |= n == strlen(conds[i]) && strncmp(p, conds[i], n) == 0;
  if (!cond)
    return false;
  bool names_simt = false;
  blank_comments(p + n, &names_simt);
  /* A header's name in __has_include(<...>) is its check's (has_include.h),
   * of names a build lacks: there only the identities count. */
  char *prev = NULL, *header_end = NULL;
  for (char *q = p + n; *q;) {
    if (*q == '<' && prev && *prev == '(')
      header_end = strchr(q, '>');
    if (!(isalpha((unsigned char)*q) || *q == '_')) {
      if (*q != ' ' && *q != '\t')
        prev = q;
      q++;
      continue;
    }
    prev = q;
    size_t len = 0;
    while (isalnum((unsigned char)q[len]) || q[len] == '_')
      len++;
    bool has_include = len == 13 && strncmp(q, "__has_include", 13) == 0;
    if (is_identity(q, len, false) || (has_include && names_simt) ||
        (!(header_end && q < header_end) && one_build_only(q, len, false))) {
      snprintf(word, wordlen, "%.*s", (int)len, q);
      return true;
    }
    q += len;
  }
  return false;
}

/* Whether a block comment is still open after the text [from, to). */
static void track_comments(const char *from, const char *to, bool *in_comment)
{
  for (const char *c = from; c < to; c++) {
    if (*in_comment) {
      if (c[0] == '*' && c[1] == '/')
        *in_comment = false, c++;
    } else if (c[0] == '/' && c[1] == '/') {
      return;
    } else if (c[0] == '/' && c[1] == '*') {
      *in_comment = true, c++;
    } else if (*c == '"' || *c == '\'') {
      char q = *c;
      for (c++; c < to && *c != q; c++)
        if (*c == '\\')
          c++;
    }
  }
}

static int conditional_identity(const char *text, int guard, char *word, size_t wordlen);
static int whole_file_guard(const char *text, char *name, size_t cap);

/* text with comments and string and character literals blanked, line
 * breaks kept (the caller frees). */
static char *code_only(const char *text)
{
  char *c = strdup(text);
  if (!c)
    abort();
  for (char *p = c; *p; p++) {
    if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n')
        *p++ = ' ';
      if (!*p)
        break;
    } else if (p[0] == '/' && p[1] == '*') {
      for (; *p && !(p[0] == '*' && p[1] == '/'); p++)
        *p = *p == '\n' ? '\n' : ' ';
      if (!*p)
        break;
      p[0] = p[1] = ' ';
      p++;
    } else if (*p == '"' || *p == '\'') {
      char q = *p;
      for (p++; *p && *p != q && *p != '\n'; p++)
        if (*p == '\\' && p[1] && p[1] != '\n')
          *p++ = ' ', *p = ' ';
        else
          *p = ' ';
      if (!*p)
        break;
    }
  }
  return c;
}

/* Line `line` of the blanked text names a compiler's identity outside a
 * conditional directive (code, #define): the name into word.  #include
 * lines name files, not macros. */
static bool names_identity(const char *from, const char *to, const char *guard, char *word,
                           size_t wordlen)
{
  const char *q = from + strspn(from, " \t");
  if (*q == '#') {
    q += 1 + strspn(q + 1, " \t");
    if (strncmp(q, "include", 7) == 0)
      return false;
  }
  for (q = from; q < to;) {
    if (!(isalpha((unsigned char)*q) || *q == '_') || (q > from && (isalnum((unsigned char)q[-1]) || q[-1] == '_'))) {
      q++;
      continue;
    }
    size_t len = 0;
    while (q + len < to && (isalnum((unsigned char)q[len]) || q[len] == '_'))
      len++;
    bool own_guard = guard[0] && len == strlen(guard) && strncmp(q, guard, len) == 0;
    if (!own_guard && (is_identity(q, len, true) || one_build_only(q, len, true))) {
      snprintf(word, wordlen, "%.*s", (int)len, q);
      return true;
    }
    q += len;
  }
  return false;
}

/* The first line that names a compiler's identity anywhere outside a
 * conditional directive, or 0. */
static int identity_in_code(const char *text, const char *guard, char *word, size_t wordlen)
{
  char *c = code_only(text);
  int line = 1, found = 0;
  for (const char *p = c; *p && !found; line++) {
    const char *end = strchr(p, '\n');
    if (!end)
      end = p + strlen(p);
    if (names_identity(p, end, guard, word, wordlen))
      found = line;
    p = *end ? end + 1 : end;
  }
  free(c);
  return found;
}

/* text with every backslash-newline spliced out, as the preprocessor
 * does before anything else (E\<newline>OF is EOF, in a directive or in
 * code); the newlines it removes follow the logical line, so that every
 * line after it keeps its number (the caller frees). */
static char *spliced(const char *text)
{
  char *out = malloc(strlen(text) + 1);
  if (!out)
    abort();
  size_t n = 0, pending = 0;
  for (const char *p = text; *p; p++) {
    if (p[0] == '\\' && (p[1] == '\n' || (p[1] == '\r' && p[2] == '\n'))) {
      p += p[1] == '\r' ? 2 : 1;
      pending++;
      continue;
    }
    out[n++] = *p;
    if (*p == '\n')
      for (; pending; pending--)
        out[n++] = '\n';
  }
  for (; pending; pending--)
    out[n++] = '\n';
  out[n] = '\0';
  return out;
}

int rg_backend_test_find(const char *raw, char *word, size_t wordlen)
{
  char *text = spliced(raw);
  char guard[64] = "";
  int guard_line = whole_file_guard(text, guard, sizeof guard);
  int in_code = identity_in_code(text, guard, word, wordlen);
  char directive_word[64];
  int in_directive = conditional_identity(text, guard_line, directive_word,
                                          sizeof directive_word);
  free(text);
  if (in_directive && (!in_code || in_directive <= in_code)) {
    snprintf(word, wordlen, "%s", directive_word);
    return in_directive;
  }
  return in_code;
}

/* The directive's name and its first word after it (#  ifndef X: "ifndef",
 * "X"), from the line at q; empty strings where none. */
static void directive_words(const char *q, const char *end, char *dir, char *arg, size_t cap)
{
  q++; /* the '#' */
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  size_t n = 0;
  while (q < end && n + 1 < cap && isalpha((unsigned char)*q))
    dir[n++] = *q++;
  dir[n] = '\0';
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  n = 0;
  while (q < end && n + 1 < cap && (isalnum((unsigned char)*q) || *q == '_'))
    arg[n++] = *q++;
  arg[n] = '\0';
}

/* The line of an include guard around the whole file: #ifndef X before
 * any code (a #pragma once may come first), #define X the next
 * directive, #endif the last, no code after it, code inside; else 0 (X
 * into name).  Whatever X is (a student's _REDUCE_CU_ is a reserved
 * name), a build that had it defined would see no file at all and build
 * no kernel: such a guard cannot choose code per build. */
static int whole_file_guard(const char *text, char *name, size_t cap)
{
  bool in_comment = false, code_after_last = false, code_inside = false;
  int line = 1, guard_line = 0, directives = 0;
  char guard[64] = "", dir[64], arg[64], last[64] = "";
  for (const char *p = text; *p; line++) {
    const char *end = strchr(p, '\n');
    if (!end)
      end = p + strlen(p);
    const char *q = p;
    while (q < end && (*q == ' ' || *q == '\t' || *q == '\r'))
      q++;
    bool blank = q == end || in_comment || (q[0] == '/' && (q[1] == '/' || q[1] == '*'));
    if (!blank && *q == '#') {
      directive_words(q, end, dir, arg, sizeof dir);
      /* #pragma once before the guard: the editor's habit, no test. */
      if (directives == 0 && strcmp(dir, "pragma") == 0 && strcmp(arg, "once") == 0) {
        track_comments(p, end, &in_comment);
        if (!*end)
          break;
        p = end + 1;
        continue;
      }
      directives++;
      if (directives == 1 && strcmp(dir, "ifndef") == 0 && arg[0]) {
        snprintf(guard, sizeof guard, "%s", arg);
        guard_line = line;
      } else if (directives == 2 && (strcmp(dir, "define") != 0 || strcmp(arg, guard) != 0)) {
        return 0;
      }
      snprintf(last, sizeof last, "%s", dir);
      code_after_last = false;
    } else if (!blank) {
      if (directives == 0)
        return 0; /* code before the guard */
      code_after_last = true;
      code_inside = true;
    }
    track_comments(p, end, &in_comment);
    if (!*end)
      break;
    p = end + 1;
  }
  if (!guard_line || directives < 3 || strcmp(last, "endif") != 0 || code_after_last ||
      !code_inside)
    return 0;
  snprintf(name, cap, "%s", guard);
  return guard_line;
}

/* The first name that the file's own #define of w (of the blanked text
 * code) hands an #if, directly or through its own macros (depth a few),
 * which asks which compiler builds it: `#define ON_GPU EOF` then
 * `#if ON_GPU + 0 == -1` asks as `#if EOF` does, whatever ON_GPU is
 * called (an allowed _WIN32 too); so does a body that pastes tokens
 * together (##), whose name is seen nowhere.  True with that name in
 * word. */
static bool defined_as_ask(const char *code, const char *w, size_t len, int depth, char *word,
                           size_t wordlen)
{
  for (const char *p = code; depth < 4 && *p;) {
    const char *end = strchr(p, '\n');
    end = end ? end : p + strlen(p);
    while (*end && end > p && end[-1] == '\\') /* continuations */
      end = strchr(end + 1, '\n') ? strchr(end + 1, '\n') : end + 1 + strlen(end + 1);
    const char *q = p + strspn(p, " \t");
    if (*q == '#') {
      q += 1 + strspn(q + 1, " \t");
      if (strncmp(q, "define", 6) == 0 && (q[6] == ' ' || q[6] == '\t')) {
        q += 6 + strspn(q + 6, " \t");
        if (strncmp(q, w, len) == 0 && !(isalnum((unsigned char)q[len]) || q[len] == '_')) {
          for (q += len; q < end;) {
            if (q[0] == '#' && q[1] == '#') { /* E ## OF pastes a name no line spells */
              snprintf(word, wordlen, "##");
              return true;
            }
            if (!(isalpha((unsigned char)*q) || *q == '_')) {
              q++;
              continue;
            }
            size_t n = 0;
            while (q + n < end && (isalnum((unsigned char)q[n]) || q[n] == '_'))
              n++;
            if (is_identity(q, n, false) || one_build_only(q, n, false)) {
              snprintf(word, wordlen, "%.*s", (int)n, q);
              return true;
            }
            if (defined_as_ask(code, q, n, depth + 1, word, wordlen))
              return true;
            q += n;
          }
        }
      }
    }
    p = *end ? end + 1 : end;
  }
  return false;
}

/* #if or #elif d (blanked) reads the value of a macro of the file's own
 * that stands for a name which asks (defined_as_ask); defined(X) reads no
 * value, nor does #ifdef. */
static bool asks_through_macro(const char *code, char *d, char *word, size_t wordlen)
{
  char *p = d + strspn(d, " \t") + 1;
  p += strspn(p, " \t");
  size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz");
  if (!((n == 2 && strncmp(p, "if", 2) == 0) || (n == 4 && strncmp(p, "elif", 4) == 0)))
    return false;
  bool after_defined = false;
  for (char *q = p + n; *q;) {
    if (!(isalpha((unsigned char)*q) || *q == '_')) {
      q++;
      continue;
    }
    size_t len = 0;
    while (isalnum((unsigned char)q[len]) || q[len] == '_')
      len++;
    bool is_defined = len == 7 && strncmp(q, "defined", 7) == 0;
    if (!is_defined && !after_defined && defined_as_ask(code, q, len, 0, word, wordlen))
      return true;
    after_defined = is_defined;
    q += len;
  }
  return false;
}

/* The first conditional directive naming a compiler's identity, or 0. */
static int conditional_identity(const char *text, int guard, char *word, size_t wordlen)
{
  char *code = code_only(text); /* for the file's own #defines */
  bool in_comment = false;
  int line = 1;
  for (const char *p = text; *p;) {
    /* One physical line: where it starts, whether a comment runs into it. */
    const char *end = p;
    while (*end && *end != '\n')
      end++;
    const char *q = p;
    while (q < end && (*q == ' ' || *q == '\t'))
      q++;
    int first = line;
    if (!in_comment && q < end && *q == '#') {
      /* The logical line: continuations joined. */
      const char *stop = end;
      while (stop > p && stop[-1] == '\\' && *stop) {
        line++;
        stop++;
        while (*stop && *stop != '\n')
          stop++;
      }
      char *d = strndup(p, (size_t)(stop - p));
      if (!d)
        abort();
      for (char *c = d; *c; c++)
        if (*c == '\\' && (c[1] == '\n' || c[1] == '\0'))
          *c = ' ';
      bool found = first != guard && (asks(d, word, wordlen) ||
                                      asks_through_macro(code, d, word, wordlen));
      free(d);
      if (found) {
        free(code);
        return first;
      }
      end = stop;
    }
    track_comments(p, end, &in_comment);
    if (!*end)
      break;
    p = end + 1;
    line++;
  }
  free(code);
  return 0;
}
