/* host_calls.c — device code that calls a host function (see host_calls.h):
 * each __global__ or __device__ body of the scan (source_scan.h), read for
 * calls by plain name and for the standard library's host-only functions
 * (std_host_names.h). */
#include "host_calls.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "source_scan.h"
#include "std_host_names.h"


static bool same(const struct scan *s, int i, const struct fn *f)
{
  return s->t[i].len == s->t[f->name].len &&
         strncmp(s->t[i].s, s->t[f->name].s, (size_t)s->t[i].len) == 0;
}

/* The C library's host-only functions a student may reach for in a kernel
 * (a random number, an error exit, a message to stderr), by the name nvcc
 * refuses.  CUDA's device code has printf, malloc, free, memcpy, memset,
 * assert, clock and the math functions: none of them is here.  The
 * searches that call a function back (qsort's and bsearch's kin, lfind to
 * twalk) are: a comparison marked __host__ __device__ that summed the input
 * when lfind called it back on the kernel's thread passed
 * (tests/hostile/lfind-host-device-comparison.cu). */
static const char *const host_library[] = {
  "rand", "srand", "rand_r", "random", "srandom", "drand48", "time", "exit", "fopen",
  "fclose", "fprintf", "fputs", "puts", "putchar", "fwrite", "fread", "fflush", "scanf",
  "getenv", "system", "sleep", "usleep", "atoi", "atof", "strtol", "strtof", "qsort",
  "bsearch", "perror", "qsort_r", "lfind", "lsearch", "tsearch", "tfind", "tdelete",
  "twalk", "twalk_r", "tdestroy",
  /* and the calls nvcc 13 refuses in a kernel (each tried at -arch=sm_90)
   * that the emulator's fibers could make: a kernel that wrote to a
   * descriptor, read the clock of the process or walked a string ran here
   * and failed to build on a GPU */
  "write", "read", "open", "close", "fputc", "putc", "getchar", "fgets", "sscanf",
  "sprintf", "snprintf", "abort", "raise", "signal", "kill", "getpid", "syscall", "mmap",
  "pthread_self", "getpagesize", "strlen", "strcmp", "strcpy", "strncpy", "strchr",
  "memcmp", "atol", "strtod", "calloc", "realloc", "div", NULL,
};

static bool runtime_api(const char *name, size_t len)
{
  /* sm_90's programmatic dependent launch: inline device functions of
   * cuda_device_runtime_api.h (griddepcontrol), which nvcc builds with no
   * relocatable device code */
  static const char *const device_inline[] = { "cudaGridDependencySynchronize",
                                               "cudaTriggerProgrammaticLaunchCompletion", NULL };
  for (int k = 0; device_inline[k]; k++)
    if (len == strlen(device_inline[k]) && strncmp(name, device_inline[k], len) == 0)
      return false;
  return len > 4 && strncmp(name, "cuda", 4) == 0 && isupper((unsigned char)name[4]);
}

static bool named(const struct scan *s, int i, const char *name)
{
  return s->t[i].len == (int)strlen(name) && strncmp(s->t[i].s, name, (size_t)s->t[i].len) == 0;
}

/* The name at token i is called: name(...) or name<Args>(...), the
 * arguments short. */
static bool called(const struct scan *s, int i)
{
  int after = i + 1;
  if (rg_scan_is(s, after, "<")) {
    int c = rg_scan_closing(s, after, '<', '>');
    if (c - after > 16)
      return false;
    after = c + 1;
  }
  return rg_scan_is(s, after, "(");
}

/* Token i, in the device body `in`, calls something by plain name: not a
 * member, not a declaration (Type name(...)), not a local of that name.
 * any_name: also a name with a device or constexpr declaration. */
static bool plain_call(const struct scan *s, int i, const struct fn *in, bool any_name)
{
  if (!rg_scan_ident(s, i) || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->") ||
      rg_scan_is(s, i - 1, "::"))
    return false;
  if (rg_scan_ident(s, i - 1) && !rg_scan_is(s, i - 1, "return") &&
      !rg_scan_is(s, i - 1, "else") && !rg_scan_is(s, i - 1, "case") &&
      !rg_scan_is(s, i - 1, "do"))
    return false;
  if (!called(s, i))
    return false;
  for (int e = 0; e < s->nexempt && !any_name; e++)
    if (named(s, i, s->exempt[e]))
      return false;
  for (int j = in->name + 1; j < in->close; j++) /* its parameters and locals */
    if (s->t[j].len == s->t[i].len && strncmp(s->t[j].s, s->t[i].s, (size_t)s->t[j].len) == 0 &&
        !rg_scan_is(s, j + 1, "(") && !rg_scan_is(s, j + 1, "<") && !rg_scan_is(s, j - 1, "::"))
      return false;
  return true;
}

/* Token j ends no name, so that a :: after it opens the global namespace
 * (`return ::std::swap(a, b)`, not `cuda::std::swap`). */
static bool ends_no_name(const struct scan *s, int j)
{
  return !(rg_scan_ident(s, j) || rg_scan_is(s, j, ">")) || rg_scan_is(s, j, "return") ||
         rg_scan_is(s, j, "else") || rg_scan_is(s, j, "case") || rg_scan_is(s, j, "do");
}

/* Token i starts a call std::name(...) or ::std::name(...) of one of the
 * standard library's host-only functions: its name, or NULL. */
static const char *std_qualified(const struct scan *s, int i)
{
  if (!rg_scan_is(s, i, "std") || !rg_scan_is(s, i + 1, "::") || !rg_scan_ident(s, i + 2) ||
      !called(s, i + 2))
    return NULL;
  if (rg_scan_is(s, i - 1, "::") ? !ends_no_name(s, i - 2)
                                 : rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->"))
    return NULL;
  const struct rg_std_host_name *r = rg_std_host_name_find(s->t[i + 2].s, s->t[i + 2].len);
  if (r)
    return r->name;
  for (int l = 0; host_library[l]; l++)
    if (named(s, i + 2, host_library[l]))
      return host_library[l];
  return NULL;
}

/* The standard library's objects that live in host memory (nvcc: "identifier
 * std::cout is undefined in device code") and its classes whose every
 * constructor is a host function. */
static const char *const std_host_objects[] = { "cout", "cerr", "clog", "cin", NULL };
static const char *const std_host_classes[] = {
  "vector", "string", "map", "unordered_map", "set", "unordered_set", "list", "deque",
  "stringstream", "ostringstream", "istringstream", "function", NULL,
};

static const char *in_list(const struct scan *s, int i, const char *const *list)
{
  for (int l = 0; list[l]; l++)
    if (named(s, i, list[l]))
      return list[l];
  return NULL;
}

/* Token i, a host-only class's name (its template arguments after it),
 * begins the declaration of a local by value: Class<Args> name followed
 * by (, {, [, = or ;. */
static bool local_of_class(const struct scan *s, int i)
{
  int j = i + 1;
  if (rg_scan_is(s, j, "<")) {
    int c = rg_scan_closing(s, j, '<', '>');
    if (c - j > 32)
      return false;
    j = c + 1;
  }
  return rg_scan_ident(s, j) && (rg_scan_is(s, j + 1, "(") || rg_scan_is(s, j + 1, "{") ||
                                 rg_scan_is(s, j + 1, "[") || rg_scan_is(s, j + 1, "=") ||
                                 rg_scan_is(s, j + 1, ";"));
}

/* Token j lies at file or namespace scope, or in the body of `in`. */
static bool visible_in(const struct scan *s, int j, const struct fn *in)
{
  if (j > in->open && j < in->close)
    return true;
  for (int k = 0; k < s->nf; k++)
    if (j > s->f[k].open && j < s->f[k].close)
      return false;
  return true;
}

/* The plain name at token i, called in the body of `in`, is std's: a
 * `using namespace std;` or `using std::name;` before it, at file scope
 * or in that body.  Any other `using namespace` in the file could bring
 * in a function of the same name (cooperative_groups' reduce), and then
 * nothing is said. */
static bool std_in_scope(const struct scan *s, int i, const struct fn *in)
{
  bool used = false;
  for (int j = 0; j < s->n; j++) {
    if (!rg_scan_is(s, j, "using"))
      continue;
    bool directive = rg_scan_is(s, j + 1, "namespace");
    int k = j + 1 + directive;
    k += rg_scan_is(s, k, "::");
    bool is_std = rg_scan_is(s, k, "std");
    if (directive && !(is_std && rg_scan_is(s, k + 1, ";")))
      return false;
    if (j > i || !is_std || !visible_in(s, j, in))
      continue;
    if (directive || (rg_scan_is(s, k + 1, "::") && k + 2 < s->n &&
                      s->t[k + 2].len == s->t[i].len &&
                      strncmp(s->t[k + 2].s, s->t[i].s, (size_t)s->t[i].len) == 0 &&
                      rg_scan_is(s, k + 3, ";")))
      used = true;
  }
  return used;
}

/* Tokens j, j + 1 and j + 2 are <<<, written together (not the shifts of
 * `out << "text" << v` with the literal blanked between them). */
static bool triple_angle(const struct scan *s, int j)
{
  return rg_scan_is(s, j, "<") && rg_scan_is(s, j + 1, "<") && rg_scan_is(s, j + 2, "<") &&
         s->t[j + 1].s == s->t[j].s + 1 && s->t[j + 2].s == s->t[j].s + 2;
}

/* Token i names a kernel launched with <<<...>>>: name<<< or
 * name<Args><<<. */
static bool launch_at(const struct scan *s, int i)
{
  if (!rg_scan_ident(s, i) || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->"))
    return false;
  int j = i + 1;
  if (rg_scan_is(s, j, "<") && !triple_angle(s, j)) {
    int c = rg_scan_closing(s, j, '<', '>');
    if (c - j > 16)
      return false;
    j = c + 1;
  }
  return triple_angle(s, j);
}

/* Token i, in the device body `in`, calls one of the submission's kernels
 * like a function: every definition of the name is __global__. */
static bool kernel_called(const struct scan *s, int i, const struct fn *in)
{
  if (!plain_call(s, i, in, true))
    return false;
  bool kernel = false;
  for (int k = 0; k < s->nf; k++)
    if (same(s, i, &s->f[k])) {
      if (!s->f[k].global)
        return false;
      kernel = true;
    }
  return kernel;
}

static bool std_in_scope(const struct scan *s, int i, const struct fn *in);

/* Token i, in the device body `in`, names one of the standard library's
 * host objects (std::cout ...) where it is evaluated, or declares a local
 * of one of its host-only classes (std::vector<float> v(8)): as std::name,
 * or by plain name where std_in_scope brings it in.  Its name, or NULL. */
static const char *std_host_thing(const struct scan *s, int i, const struct fn *in,
                                  bool with_std)
{
  if (!with_std || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->"))
    return NULL;
  int n = i;
  bool qualified = rg_scan_is(s, i, "std") && rg_scan_is(s, i + 1, "::");
  if (qualified) {
    if (rg_scan_is(s, i - 1, "::") && !ends_no_name(s, i - 2))
      return NULL; /* cuda::std:: */
    n = i + 2;
  } else if (rg_scan_is(s, i - 1, "::")) {
    return NULL;
  }
  if (!rg_scan_ident(s, n))
    return NULL;
  const char *obj = in_list(s, n, std_host_objects);
  const char *cls = obj ? NULL : in_list(s, n, std_host_classes);
  if (obj && (rg_scan_is(s, i - 1, "sizeof") || rg_scan_is(s, i - 1, "decltype") ||
              (rg_scan_is(s, i - 1, "(") && (rg_scan_is(s, i - 2, "sizeof") ||
                                              rg_scan_is(s, i - 2, "decltype")))))
    return NULL;
  if (cls && !local_of_class(s, n))
    return NULL;
  if (!obj && !cls)
    return NULL;
  return qualified || std_in_scope(s, n, in) ? (obj ? obj : cls) : NULL;
}

/* What token i, in a device body, calls that only a host can run: one of
 * the submission's functions (its index), -2 and *lib for a library's (the
 * C library's, or with *in_std the standard library's, std::*lib), -3 for
 * the CUDA runtime's API, -4 for a launch (dynamic parallelism), -5 for
 * one of the submission's kernels called like a function (the token names
 * it, for -3 to -5), -6 and *lib for the standard library's host object or
 * class (std_host_thing), or -1.
 * with_std: the file does not add to namespace std itself. */
static int host_callee(const struct scan *s, int i, const struct fn *in, bool with_std,
                       const char **lib, bool *in_std)
{
  if ((*lib = std_host_thing(s, i, in, with_std)))
    return -6;
  *in_std = with_std && (*lib = std_qualified(s, i));
  if (*in_std)
    return -2;
  if (launch_at(s, i))
    return -4;
  if (kernel_called(s, i, in))
    return -5;
  if (!plain_call(s, i, in, false))
    return -1;
  bool defined = false;
  for (int k = 0; k < s->nf; k++)
    if (same(s, i, &s->f[k])) {
      if (!s->f[k].device && !s->f[k].constexpr_ && !s->f[k].member)
        return k;
      defined = true;
    }
  if (defined) /* the submission's own */
    return -1;
  for (int l = 0; host_library[l]; l++)
    if (named(s, i, host_library[l])) {
      *lib = host_library[l];
      return -2;
    }
  if (runtime_api(s->t[i].s, (size_t)s->t[i].len))
    return -3;
  const struct rg_std_host_name *r = rg_std_host_name_find(s->t[i].s, s->t[i].len);
  *in_std = with_std && r && std_in_scope(s, i, in);
  *lib = *in_std ? r->name : NULL;
  return *in_std ? -2 : -1;
}

/* The body of f holds another function: its braces do not close where
 * the scan thinks (a skeleton's TODO leaves one open, or it never closes),
 * so what it seems to hold may be host code. */
static bool holds_a_function(const struct scan *s, const struct fn *f)
{
  if (f->close >= s->n)
    return true;
  for (int j = f->open + 1; j < f->close; j++)
    if (rg_scan_is(s, j, "__global__") || rg_scan_is(s, j, "__host__"))
      return true;
  for (int k = 0; k < s->nf; k++)
    if (s->f[k].name > f->open && s->f[k].name < f->close)
      return true;
  return false;
}

int rg_host_call_find(const char *text, int *line, char *callee, char *caller, size_t cap,
                      int *callee_line, const char **caller_kind, enum rg_host_call_what *what)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  bool with_std = true; /* no `namespace std {` of the file's own */
  for (int j = 0; j + 1 < s.n; j++)
    if (rg_scan_is(&s, j, "namespace") && rg_scan_is(&s, j + 1, "std") &&
        rg_scan_is(&s, j + 2, "{"))
      with_std = false;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device || f->host || f->member)
      continue;
    for (int i = f->open + 1; i < f->close && !found; i++) {
      const char *lib = NULL;
      bool in_std;
      int g = host_callee(&s, i, f, with_std, &lib, &in_std);
      if (g == -1 || (g <= -4 && holds_a_function(&s, f)))
        continue;
      found = 1;
      *line = s.t[i].line;
      *callee_line = g >= 0 ? s.t[s.f[g].name].line : 0;
      *caller_kind = f->global ? "__global__" : "__device__";
      if (g >= 0)
        snprintf(callee, cap, "%.*s", s.t[s.f[g].name].len, s.t[s.f[g].name].s);
      else if (g == -6)
        snprintf(callee, cap, "std::%s", lib);
      else if (g <= -3)
        snprintf(callee, cap, "%.*s", s.t[i].len, s.t[i].s);
      else
        snprintf(callee, cap, "%s%s", in_std ? "std::" : "", lib);
      snprintf(caller, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
      *what = g >= 0 ? RG_HOST_CALL_OWN : g == -2 ? RG_HOST_CALL_LIBRARY
            : g == -3 ? RG_HOST_CALL_RUNTIME : g == -4 ? RG_HOST_CALL_LAUNCH
            : g == -5 ? RG_HOST_CALL_KERNEL : RG_HOST_CALL_STD_HOST;
    }
  }
  rg_scan_free(&s);
  return found;
}
