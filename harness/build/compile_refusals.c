/* compile_refusals.c — what a build refuses before the compiler runs,
 * each as a compile error at the line: a file included that is neither the
 * submission's own nor public (includes.h), code that turns the emulator's
 * instrumentation off (instrumented.h), code that asks which compiler
 * builds it (backend_test.h; see compile_internal.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include "build_backend.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arch_view.h"
#include "asm_files.h"
#include "backend_test.h"
#include "host_calls.h"
#include "device_calls.h"
#include "constant_writes.h"
#include "device_exceptions.h"
#include "device_static_init.h"
#include "std_host_names.h"
#include "host_vars.h"
#include "has_include.h"
#include "includes.h"
#include "kernel_params.h"
#include "shared_init.h"
#include "device_names.h"
#include "instrumented.h"
#include "pp_size.h"
#include "util.h"

char **rg_compile_include_allowed(const struct rg_compile_opts *o, const char *dir)
{
  char **v = calloc(16, sizeof *v);
  if (!v)
    abort();
  rg_includes_allowed(dir, o->source_root, o->compiler, o->nccl_include, v, 16);
  return v;
}

/* Does the submission include a file that is neither its own nor public?
 * Then its compile log says so (as a compile error at the line that names
 * it, the file's contents never shown) and 1 is returned. */
int rg_compile_refuse(const char *log_path, char *msg)
{
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  return 1;
}

static int include_forbidden(const struct rg_compile_opts *o, const char *submission,
                             const char *sub_text, const char *const *argv, const char *dir,
                             const char *pre_out, const char *log_path, bool *over_cap)
{
  char **allowed = rg_compile_include_allowed(o, dir);
  char *bad = NULL;
  int rc = rg_includes_check(argv, submission, allowed, dir, o->timeout_s, pre_out, &bad);
  rg_includes_free(allowed);
  free(allowed);
  if (rc == 2) {
    char *msg = rg_strdupf("%s:1: error: listing the files it includes took more than %.0f GB "
                           "of memory: does it include a device (/dev/zero) or another file "
                           "that never ends?\n", submission, RG_SCAN_MEM_BYTES / 1e9);
    rg_write_file_atomic(log_path, msg, strlen(msg));
    free(msg);
    return 1;
  }
  *over_cap = rc == 3;
  if (rc != 1)
    return 0;
  /* The line that names it, if the name is there as written. */
  const char *base = strrchr(bad, '/') ? strrchr(bad, '/') + 1 : bad;
  const char *at = strstr(sub_text, base);
  int line = 1;
  for (const char *q = sub_text; at && q < at; q++)
    line += *q == '\n';
  char *msg = rg_strdupf("%s:%d: error: forbidden-include: %s is neither part of the "
                         "submission nor one of the system's or the kit's public headers; "
                         "include only those\n", submission, line, bad);
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  free(bad);
  return 1;
}

/* Every backend: a submission that preprocessed is past what any exercise
 * needs (pp_size.h): its compile would take minutes, on every grading.  The
 * text at pre (NULL: one pass of the preprocessor writes it, capped);
 * over_cap: the pass that wrote it stopped at RG_PP_TEXT_CAP. */
static int too_large(const char *const *argv, const char *submission, const char *dir,
                     const char *pre, bool over_cap, double timeout_s, const char *log_path)
{
  char *own_pre = pre ? NULL : rg_strdupf("%s/sized.i", dir);
  if (!pre)
    over_cap = rg_pp_size_run(argv, own_pre, timeout_s);
  unsigned long long own, line_bytes;
  int line, big = rg_pp_size_own(pre ? pre : own_pre, submission, &own, &line, &line_bytes);
  if (own_pre)
    unlink(own_pre);
  free(own_pre);
  if (!over_cap && big != 1)
    return 0;
  /* When the pass stopped, its text (nvcc leaves it) still names a line. */
  char *where = line_bytes > 0 ? rg_strdupf(", line %d alone %.1f MB", line, line_bytes / 1e6)
                               : rg_strdupf("%s", "");
  char *size = over_cap ? rg_strdupf("more than %llu MB, headers and all", RG_PP_TEXT_CAP >> 20)
                        : rg_strdupf("%.1f MB of its own lines", own / 1e6);
  char *msg = rg_strdupf("%s:%d: error: too-large: preprocessed, the submission is %s%s; an "
                         "exercise needs a few KB (cap %llu MB): macros that repeat a text "
                         "multiply it, and its compile would take minutes\n", submission,
                         line_bytes > 0 ? line : 1, size, where, RG_PP_OWN_CAP >> 20);
  rg_write_file_atomic(log_path, msg, strlen(msg));
  free(msg);
  free(size);
  free(where);
  return 1;
}

/* Both builds: assembly that reads a file (asm_files.h), which the
 * includes' check cannot see.  Its compile log says so, at the line, and 1
 * is returned. */
static int asm_reads_file(const char *submission, const char *sub_text, const char *log_path)
{
  const char *what;
  int line = rg_asm_reads_file(sub_text, &what);
  if (!line)
    return 0;
  char *msg = rg_strdupf("%s:%d: error: forbidden-include: the assembler's %s reads a file "
                         "into the program, out of the check of what it includes (only the "
                         "submission and the public headers): remove it\n",
                         submission, line, what);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: does the submission turn its instrumentation off
 * (instrumented.h)?  Then its compile log says so, at the line, and 1 is
 * returned. */
static int instrumentation_off(const char *submission, const char *sub_text,
                               const char *pre_path, const char *log_path)
{
  const char *word = "#line";
  int line = rg_instrumented_line_directive(sub_text);
  if (!line && rg_instrumented_check(pre_path, submission, &line, &word) != 1)
    return 0;
  char *msg = rg_instrumented_reads_clock(word) ? rg_strdupf(
    "%s:%d: error: reads-clock: '%s' reads the processor's cycle counter; the grader times "
    "the kernel itself, and code that timed itself could tell the emulator from a GPU: "
    "remove it (CUDA events stay allowed)\n", submission, line, word) : rg_strdupf(
    "%s:%d: error: instrumentation-off: '%s' %s; the emulator checks (races, out-of-bounds, "
    "uninitialised memory) and measures only code it sees: remove it\n", submission, line,
    word, !strcmp(word, "#line") ? "would make your lines look like another file's"
          : strstr(word, "asm") ? "is inline assembly, which the emulator neither sees nor runs"
          : "turns the emulator's instrumentation off");
  return rg_compile_refuse(log_path, msg);
}

/* Why the call host_call found cannot be built for a GPU, in words. */
static char *host_call_why(const char *callee, int callee_line, enum rg_host_call_what what)
{
  const struct rg_std_host_name *std = strncmp(callee, "std::", 5) == 0
    ? rg_std_host_name_find(callee + 5, (int)strlen(callee + 5)) : NULL;
  switch (what) {
  case RG_HOST_CALL_OWN:
    return rg_strdupf("%s (line %d) has no __device__, so a GPU cannot run it; write "
                      "__device__ before it (or __host__ __device__ to keep it for the host "
                      "too)", callee, callee_line);
  case RG_HOST_CALL_RUNTIME:
    return rg_strdupf("%s is the CUDA runtime's, for the host: device code reaches it only "
                      "as relocatable device code linked with the device runtime, which the "
                      "grader does not build%s", callee, strstr(callee, "Synchronize")
                      ? "; nor would it wait for the other blocks: no call in a kernel waits "
                        "for the rest of its grid (a last-block-done counter or a second "
                        "launch does)" : "");
  case RG_HOST_CALL_STD_HOST:
    return rg_strdupf("%s is the C++ standard library's, for the host only: device code can "
                      "neither use its objects (std::cout lives in host memory) nor construct "
                      "its containers (their constructors and allocators are host functions); "
                      "in a kernel, printf prints, and a fixed-size local array or shared "
                      "memory holds values", callee);
  case RG_HOST_CALL_LAUNCH:
  case RG_HOST_CALL_KERNEL:
    return NULL;
  case RG_HOST_CALL_LIBRARY:
    break;
  }
  return std ? rg_strdupf("%s is a host function of the C++ standard library (not "
                          "constexpr in C++17, no __device__ version); in a kernel, %s",
                          callee, std->instead)
             : rg_strdupf("%s is the C library's, for the host only; in a kernel, printf is "
                          "the one that prints", callee);
}

/* The emulator's build: device code that calls a host function, which
 * nvcc refuses and the CPU would run (host_calls.h), or launches or calls
 * a kernel, which nvcc builds only with relocatable device code or not at
 * all.  Said as nvcc says it, at the call's line, and 1 is returned. */
static int host_call(const char *submission, const char *sub_text, const char *log_path)
{
  char callee[128], caller[128];
  int line, callee_line;
  const char *kind;
  enum rg_host_call_what what;
  if (!rg_host_call_find(sub_text, &line, callee, caller, sizeof callee, &callee_line, &kind,
                         &what))
    return 0;
  char *why = host_call_why(callee, callee_line, what);
  char *msg = what == RG_HOST_CALL_LAUNCH
    ? rg_strdupf("%s:%d: error: the launch %s<<<...>>> in the %s function \"%s\" is dynamic "
                 "parallelism: device code launches a kernel only as relocatable device code "
                 "linked with the device runtime (-rdc=true -lcudadevrt), which the grader "
                 "does not build; launch it from the host function instead, after the first "
                 "kernel on the same stream (kernels of one stream run in order)\n",
                 submission, line, callee, kind, caller)
    : what == RG_HOST_CALL_KERNEL
    ? rg_strdupf("%s:%d: error: a __global__ function call must be configured: %s is a "
                 "kernel, which runs only as a launch (%s<<<grid, block>>>(...)) from host "
                 "code, and the %s function \"%s\" calls it like a function; to share its "
                 "code, move it into a __device__ function that both call\n",
                 submission, line, callee, callee, kind, caller)
    : rg_strdupf("%s:%d: error: calling a __host__ function(\"%s\") from a %s "
                 "function(\"%s\") is not allowed: %s\n",
                 submission, line, callee, kind, caller, why);
  free(why);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: device code that names a host variable, which
 * nvcc refuses and the CPU would reach (host_vars.h).  Said as nvcc says
 * it, at the use's line, and 1 is returned. */
static int host_var(const char *submission, const char *sub_text, const char *log_path)
{
  char var[128], fn[128];
  int line, var_line;
  const char *kind;
  bool table;
  if (!rg_host_var_find(sub_text, &line, var, fn, sizeof var, &var_line, &kind, &table))
    return 0;
  char *msg = table ? rg_strdupf("%s:%d: error: identifier \"%s\" is undefined in device code: it "
                         "is a host constant array (line %d, no __device__) whose element the "
                         "%s function \"%s\" reads outside a constant expression; nvcc lets "
                         "device code read a host constant only when it is a scalar, so make "
                         "the table a local constexpr array or declare it __constant__ or "
                         "__device__\n",
                         submission, line, var, var_line, kind, fn)
                    : rg_strdupf("%s:%d: error: identifier \"%s\" is undefined in device code: it is "
                         "a host variable (line %d, no __device__) that the %s function "
                         "\"%s\" names, and a GPU's code cannot reach host memory; declare it "
                         "__device__ (cudaMemcpyToSymbol and cudaMemcpyFromSymbol move it) or "
                         "hand the kernel a device pointer\n",
                         submission, line, var, var_line, kind, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: host code that calls a device-only function, which
 * nvcc refuses and the CPU would run (device_calls.h).  Said as nvcc says
 * it, at the call's line, and 1 is returned. */
static int device_call(const char *submission, const char *sub_text, const char *log_path)
{
  char callee[128], caller[128];
  int line, callee_line;
  bool kernel;
  if (!rg_device_call_find(sub_text, &line, callee, caller, sizeof callee, &callee_line,
                           &kernel))
    return 0;
  bool waits = strstr(callee, "sync") || strstr(callee, "fence");
  char *why = callee_line
    ? rg_strdupf("%s (line %d) is __device__ only; write __host__ __device__ before it to "
                 "call it from host code too", callee, callee_line)
    : rg_strdupf("%s runs only in device code, in a kernel's threads%s", callee, waits
                 ? "; host code waits for the device with cudaDeviceSynchronize or "
                   "cudaStreamSynchronize, and kernels launched one after another on one "
                   "stream already run in order"
                 : "; on the host, add and compare with plain C++");
  char *msg = kernel
    ? rg_strdupf("%s:%d: error: a __global__ function call must be configured: %s (line %d) "
                 "is a kernel, which the host function \"%s\" calls like a function; launch "
                 "it with %s<<<grid, block>>>(...)\n", submission, line, callee, callee_line,
                 caller, callee)
    : rg_strdupf("%s:%d: error: calling a __device__ function(\"%s\") from a "
                 "__host__ function(\"%s\") is not allowed: %s\n",
                 submission, line, callee, caller, why);
  free(why);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a __shared__ variable with an initializer, which
 * nvcc refuses and the CPU would set once (shared_init.h). */
static int shared_init(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  if (!rg_shared_init_find(sub_text, &line))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: initializer not allowed for __shared__ variable: shared memory has no "
    "value when a block starts; let one thread write it in the kernel, then __syncthreads()\n",
    submission, line);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: throw, try, catch, typeid or dynamic_cast in
 * device code, which nvcc refuses and clang builds as host code
 * (device_exceptions.h). */
static int device_exception(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char word[128], fn[128];
  if (!rg_device_exception_find(sub_text, &line, word, fn, sizeof fn))
    return 0;
  bool rtti = strcmp(word, "typeid") == 0 || strcmp(word, "dynamic_cast") == 0;
  char *msg = rtti
    ? rg_strdupf("%s:%d: error: The operator '%s' is not allowed in device code (\"%s\"): "
                 "device code has no run-time type information; tell the types apart at "
                 "compile time (a template, an overload) or by a field of your own\n",
                 submission, line, word, fn)
    : rg_strdupf(
    "%s:%d: error: device code does not support exception handling ('%s' in \"%s\"): a "
    "GPU cannot unwind a thread's stack; report a failure through memory the host reads (a "
    "flag or an error code it checks after the kernel), or leave it to __trap()\n",
    submission, line, word, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: device code that assigns to a __constant__
 * variable, which nvcc refuses and the CPU stores (constant_writes.h). */
static int constant_write(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char var[128], fn[128];
  if (!rg_constant_write_find(sub_text, &line, var, fn, sizeof var))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: expression must be a modifiable lvalue: \"%s\" is a __constant__ variable, "
    "read-only in device code (\"%s\"); the host sets it with cudaMemcpyToSymbol, and a value "
    "a kernel keeps for a later launch goes in a __device__ variable or in memory from "
    "cudaMalloc\n", submission, line, var, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a store into an element of a __constant__ array in
 * device code, which nvcc builds and a GPU loses (constant_writes.h). */
static int constant_array_write(const char *submission, const char *sub_text,
                                const char *log_path)
{
  int line;
  char var[128], fn[128];
  if (!rg_constant_array_write_find(sub_text, &line, var, fn, sizeof var))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: a store into an element of __constant__ array \"%s\" in device code "
    "(\"%s\"): kernels cannot write constant memory; nvcc builds it with the warning "
    "\"Cannot store to pointer that points to constant memory space\", and on a GPU the "
    "store is lost or the kernel traps. Values a kernel keeps go in a __device__ array or "
    "in memory from cudaMalloc\n", submission, line, var, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a device function's static started from a
 * run-time value, which nvcc refuses and the CPU sets once, at the first
 * thread (device_static_init.h). */
static int device_static_init(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char fn[128];
  if (!rg_device_static_init_find(sub_text, &line, fn, sizeof fn))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: dynamic initialization is not supported for a function-scope static "
    "__device__ variable within a __device__/__global__ function (\"%s\"): it is set before "
    "any thread runs, so only a constant can start it; keep the value in a local, or pass "
    "it to the kernel\n", submission, line, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a __shared__ variable in a host function, which
 * nvcc refuses and the CPU keeps as a host variable (shared_init.h). */
static int shared_in_host(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char fn[128];
  if (!rg_shared_in_host_find(sub_text, &line, fn, sizeof fn))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: a static \"__shared__\" variable declaration is not allowed inside a host "
    "function body (\"%s\"): shared memory is a block's, and host code runs in none; keep a "
    "host value in a local, a block's in a kernel\n", submission, line, fn);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a kernel that takes a pointer to a member, which
 * nvcc cannot build (kernel_params.h). */
static int kernel_member_pointer(const char *submission, const char *sub_text,
                                 const char *log_path)
{
  int line;
  char name[128];
  if (!rg_kernel_member_pointer_find(sub_text, &line, name, sizeof name))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: the kernel \"%s\" takes a pointer to a member, which nvcc cannot build "
    "(its launch stub does not compile): pass the choice as a plain value (an int, an enum) "
    "or take the member pointer inside device code\n", submission, line, name);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a kernel declared in a class body, or of deduced
 * return type, which nvcc refuses (kernel_params.h). */
static int kernel_member(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char name[128];
  char *msg = NULL;
  if (rg_kernel_member_find(sub_text, &line))
    msg = rg_strdupf(
      "%s:%d: error: A __global__ function or function template cannot be a member function: "
      "define the kernel at namespace scope (a template, if it needs the class's types) and "
      "pass it what it needs\n", submission, line);
  else if (rg_kernel_auto_find(sub_text, &line, name, sizeof name))
    msg = rg_strdupf("%s:%d: error: a __global__ function must not have a deduced return type "
                     "(\"%s\"): declare it void\n", submission, line, name);
  if (!msg)
    return 0;
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a kernel with a C ellipsis, which nvcc refuses
 * (kernel_params.h). */
static int kernel_ellipsis(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char name[128];
  if (!rg_kernel_ellipsis_find(sub_text, &line, name, sizeof name))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: a __global__ function cannot have ellipsis (\"%s\"): a launch passes a "
    "kernel's arguments by their declared types; name each parameter, or use a template "
    "parameter pack\n", submission, line, name);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a kernel, a __device__ function or a device
 * variable named with a letter past ASCII, which nvcc refuses
 * (device_names.h). */
static int device_name(const char *submission, const char *sub_text, const char *log_path)
{
  int line;
  char name[128];
  if (!rg_device_name_find(sub_text, &line, name, sizeof name))
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: Universal character is not allowed in device entity name (\"%s\"): a "
    "kernel, a __device__ function and a __device__, __constant__ or __shared__ variable "
    "need an ASCII name (their names go into the GPU's code); locals and parameters may keep "
    "theirs\n", submission, line, name);
  return rg_compile_refuse(log_path, msg);
}

/* Every backend: code that asks which compiler builds it (backend_test.h),
 * which could hand the emulator's checked run other code than the GPU's. */
static int backend_test(const char *submission, const char *sub_text, const char *log_path)
{
  char word[64];
  int line = rg_backend_test_find(sub_text, word, sizeof word);
  if (!line)
    return 0;
  /* A reserved name (__x, _X) may be a macro the student named so: say
   * whose such names are and what to call one's own. */
  bool reserved = word[0] == '_' && (word[1] == '_' || isupper((unsigned char)word[1]));
  bool pasted = strcmp(word, "##") == 0;
  char *msg = rg_strdupf(
    "%s:%d: error: backend-test: '%s' asks which compiler builds the code; a grading builds "
    "it for the GPU and for the emulator's checks, and both must see the same code: remove "
    "the test%s\n", submission, line, word,
    reserved ? " (a name that begins with __, or with _ and a capital, is the compiler's and "
               "its headers', which differ between the builds: a macro of your own needs a "
               "name without them, such as DEBUG or BLOCK)"
    : pasted ? " (a macro that an #if reads pastes a name together with ##, which can spell "
               "a name one build defines: write the names an #if tests out in full)" : "");
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: host code that reads __CUDA_ARCH__, which nvcc's
 * host pass leaves undefined and this build defines (arch_view.h): the
 * checked run would run other host code than the GPU. */
static int arch_in_host_code(const struct rg_compile_opts *o, const char *submission,
                             const char *sub_text, const char *const *argv, const char *dir,
                             const char *pre, const char *log_path)
{
  int line = rg_arch_view_find(argv, submission, sub_text, pre, dir, o->timeout_s);
  if (!line)
    return 0;
  char *msg = rg_strdupf(
    "%s:%d: error: backend-test: __CUDA_ARCH__ changes host code here; nvcc defines it only "
    "where it compiles device code, the emulator's checks build everything with it, so the "
    "GPU and the checks would run different host code: test __CUDA_ARCH__ only inside "
    "__device__ or __global__ functions\n", submission, line);
  return rg_compile_refuse(log_path, msg);
}

/* The emulator's build: a `__has_include` whose header it cannot find, or
 * cannot check (has_include.h): nvcc's answer may differ, and the checked
 * run would build other code than the GPU. */
static int header_test(const struct rg_compile_opts *o, const char *submission,
                       const char *sub_text, const char *const *argv, const char *dir,
                       const char *log_path)
{
  char why[400];
  int line = rg_has_include_find(argv, sub_text, dir, o->timeout_s, why, sizeof why);
  if (!line)
    return 0;
  char *msg = rg_strdupf("%s:%d: error: backend-test: %s; a grading builds the code for the "
                         "GPU and for the emulator's checks, and both must see the same "
                         "code: remove the test\n", submission, line, why);
  return rg_compile_refuse(log_path, msg);
}

int rg_compile_refused(const struct rg_compile_opts *o, const char *submission,
                       const char *sub_text, const char *const *argv, const char *dir,
                       const char *log_path)
{
  /* The emulator's build reads the preprocessed text too: one pass of the
   * preprocessor writes it beside the list of files. */
  bool instrumented = rg_build_backend_of(o)->refuses_uninstrumented;
  char *pre = instrumented ? rg_strdupf("%s/instrumented.i", dir) : NULL;
  bool over_cap = false;
  /* nvcc's pass that lists the files expands every macro too (-M: 12 s on
   * 64 MB of them): its own capped pass first. */
  int no = (!pre && too_large(argv, submission, dir, NULL, false, o->timeout_s, log_path)) ||
           include_forbidden(o, submission, sub_text, argv, dir, pre, log_path, &over_cap) ||
           (pre && too_large(argv, submission, dir, pre, over_cap, o->timeout_s, log_path)) ||
           asm_reads_file(submission, sub_text, log_path) ||
           backend_test(submission, sub_text, log_path) ||
           (instrumented && header_test(o, submission, sub_text, argv, dir, log_path)) ||
           (instrumented && arch_in_host_code(o, submission, sub_text, argv, dir, pre, log_path)) ||
           (instrumented && instrumentation_off(submission, sub_text, pre, log_path)) ||
           (instrumented && host_call(submission, sub_text, log_path)) ||
           (instrumented && host_var(submission, sub_text, log_path)) ||
           (instrumented && device_call(submission, sub_text, log_path)) ||
           (instrumented && shared_init(submission, sub_text, log_path)) ||
           (instrumented && shared_in_host(submission, sub_text, log_path)) ||
           (instrumented && device_exception(submission, sub_text, log_path)) ||
           (instrumented && constant_write(submission, sub_text, log_path)) ||
           (instrumented && constant_array_write(submission, sub_text, log_path)) ||
           (instrumented && device_static_init(submission, sub_text, log_path)) ||
           (instrumented && device_name(submission, sub_text, log_path)) ||
           (instrumented && kernel_member_pointer(submission, sub_text, log_path)) ||
           (instrumented && kernel_ellipsis(submission, sub_text, log_path)) ||
           (instrumented && kernel_member(submission, sub_text, log_path));
  if (pre)
    unlink(pre);
  free(pre);
  return no;
}
