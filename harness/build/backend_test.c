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
  for (char *q = p + n; *q;) {
    if (!(isalpha((unsigned char)*q) || *q == '_')) {
      q++;
      continue;
    }
    size_t len = 0;
    while (isalnum((unsigned char)q[len]) || q[len] == '_')
      len++;
    bool has_include = len == 13 && strncmp(q, "__has_include", 13) == 0;
    if (is_identity(q, len, false) || (has_include && names_simt)) {
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

static int conditional_identity(const char *text, char *word, size_t wordlen);

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
static bool names_identity(const char *from, const char *to, char *word, size_t wordlen)
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
    if (is_identity(q, len, true)) {
      snprintf(word, wordlen, "%.*s", (int)len, q);
      return true;
    }
    q += len;
  }
  return false;
}

/* The first line that names a compiler's identity anywhere outside a
 * conditional directive, or 0. */
static int identity_in_code(const char *text, char *word, size_t wordlen)
{
  char *c = code_only(text);
  int line = 1, found = 0;
  for (const char *p = c; *p && !found; line++) {
    const char *end = strchr(p, '\n');
    if (!end)
      end = p + strlen(p);
    if (names_identity(p, end, word, wordlen))
      found = line;
    p = *end ? end + 1 : end;
  }
  free(c);
  return found;
}

int rg_backend_test_find(const char *text, char *word, size_t wordlen)
{
  int in_code = identity_in_code(text, word, wordlen);
  char directive_word[64];
  int in_directive = conditional_identity(text, directive_word, sizeof directive_word);
  if (in_directive && (!in_code || in_directive <= in_code)) {
    snprintf(word, wordlen, "%s", directive_word);
    return in_directive;
  }
  return in_code;
}

/* The first conditional directive naming a compiler's identity, or 0. */
static int conditional_identity(const char *text, char *word, size_t wordlen)
{
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
      bool found = asks(d, word, wordlen);
      free(d);
      if (found)
        return first;
      end = stop;
    }
    track_comments(p, end, &in_comment);
    if (!*end)
      break;
    p = end + 1;
    line++;
  }
  return 0;
}
