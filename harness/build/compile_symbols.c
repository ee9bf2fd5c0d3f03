/* compile_symbols.c — what the submission's object may name, checked
 * before it is linked beside the glue's (see compile_internal.h).
 *
 * The two translation units share no text, but one linked object: a name
 * the submission's object defines could stand in for one the glue calls
 * (cudaMemcpy, the emulator's simt_watch_disarm, a template instance the
 * glue also makes), and a reference to __real_X would reach the runtime's
 * X past the linker's wrap that watches it (watch.cuh).  The symbol table
 * is what the linker matches, however the source spelt the name (a macro,
 * an asm label, a .set): it is what is checked. */
#define _DEFAULT_SOURCE
#include "compile_internal.h"

#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "elf_symbols.h"
#include "refused_calls.h"
#include "util.h"

/* Names only the glue may use: the linker's wraps and what they hide. */
static const char *const wrap_prefixes[] = { "__wrap_", "__real_", NULL };
/* Calls that reach the CUDA runtime or driver behind the grader's watch on
 * copies to the host (glue/watch.cuh): the driver API, a runtime call that
 * hands out the driver's functions, the copies the wraps do not take
 * (batched, to and from arrays) and host memory a kernel can write that no
 * wrapped allocation handed out.  A reduction needs none of them; refused
 * on both backends alike.  (A runtime function looked up by name, dlsym,
 * is the watch's own: CUB's headers call dlsym, so it may not be refused.) */
static const char *const behind_watch_prefixes[] = {
  "cudaGetDriverEntryPoint",
  "cudaMemcpyBatchAsync", "cudaMemcpy3DBatchAsync", "cudaMemcpyToArray",
  "cudaMemcpyFromArray", "cudaMemcpy2DToArray", "cudaMemcpy2DFromArray",
  "cudaMemcpyArrayToArray", "cudaMemcpy2DArrayToArray", "cudaHostRegister", NULL,
};

/* CUDA graphs and stream capture: a graph's copy node (or a copy captured
 * on a stream and replayed) is made inside the runtime, by no call the
 * glue's wraps see (glue/watch.cuh), and the emulator has no graphs, so a
 * GPU grading would run without its checked run.  No exercise needs them;
 * refused on both backends alike (the emulator's headers declare the
 * common calls, simt_graph.h, so its build reaches this check too). */
static const char *const graph_prefixes[] = {
  "cudaGraph", "cudaStreamBeginCapture", "cudaStreamEndCapture", NULL,
};

/* Symbols the linker defines for the object's own image: its ELF header,
 * the ends of its text, data and whole, its dynamic section.  Code that
 * reads them learns how its object was built (its size, the libraries it
 * was linked against): the emulator's, nvcc's -O3 and nvcc's -G objects
 * differ there, so it could run other code where each is measured.  A
 * reduction needs none.  Refused on both backends. */
static const char *const image_names[] = {
  "__ehdr_start", "__executable_start", "_end", "end", "_etext", "etext", "__etext",
  "_edata", "edata", "__bss_start", "_DYNAMIC", "__GNU_EH_FRAME_HDR", NULL,
};

/* The allocation calls the emulator's link wraps so that the runtime
 * records the blocks a kernel may not read (glue/host_blocks.cuh): their
 * plain names.  The C library exports others for several of them
 * (__libc_malloc, __libc_memalign, __strdup, __asprintf_chk ...), which
 * no wrap sees: a block from one would be unrecorded, and not counted by
 * the leak watch.  Refused on the emulator; plain names pass. */
static const char *const heap_calls[] = {
  "malloc", "calloc", "realloc", "reallocarray", "free", "aligned_alloc", "posix_memalign",
  "memalign", "valloc", "pvalloc", "strdup", "strndup", "wcsdup", "asprintf", "vasprintf",
  NULL,
};

/* The emulator's runtime calls its headers (simt_rt.h) declare for the
 * grader's glue alone: its count of launches, the marks past an input's
 * end, the bracket of the checked call's streams.  A kernel and the shim's
 * inline code never call them (a GPU build has no such names), and the
 * submission's call would undo a check: marks used up (past-marks-filled),
 * or an address to start a walk of the grader's own symbol table from
 * (diag-take-through-grader-table).  Refused on the emulator by name. */
static const char *const glue_only_calls[] = {
  "simt_launch_count", "simt_mem_mark_past", "simt_stream_mine", "simt_stream_pending",
  "simt_stream_pending_what", "simt_cooperative_refused_count", "simt_cooperative_attr_reads",
  "simt_ran_since_coop_refusal",
  NULL,
};

/* The same from C++'s library, by a part of the mangled name, and the word
 * the source spells it with (for its line): file streams, std::filesystem,
 * the machine's thread count, a random device (/dev/urandom). */
static const struct { const char *mangled, *source, *word; } probe_classes[] = {
  { "St14basic_ifstream", "std::ifstream", "ifstream" },
  { "St14basic_ofstream", "std::ofstream", "ofstream" },
  { "St13basic_fstream", "std::fstream", "fstream " },
  { "St13basic_filebuf", "std::filebuf", "filebuf" },
  { "St10filesystem", "std::filesystem", "filesystem::" },
  { "_ZNSt6thread20hardware_concurrency", "std::thread::hardware_concurrency",
    "hardware_concurrency" },
  { "_ZNSt13random_device", "std::random_device", "random_device" },
};

/* The entry of probe_classes that names sym, or -1. */
static int probe_class(const char *name)
{
  for (size_t i = 0; i < sizeof probe_classes / sizeof *probe_classes; i++)
    if (strncmp(name, "_Z", 2) == 0 && strstr(name, probe_classes[i].mangled))
      return (int)i;
  return -1;
}

/* The CUDA driver API: cu and a capital (cuMemcpyDtoH_v2, cuGetProcAddress);
 * the runtime's names are cuda..., the libraries' cub, cufft, cublas. */
static bool driver_api(const char *name)
{
  return name[0] == 'c' && name[1] == 'u' && name[2] >= 'A' && name[2] <= 'Z';
}

/* Names only the emulator's runtime and instrumentation may define. */
static const char *const runtime_prefixes[] = { "simt_", "__sanitizer_", "__ubsan_", NULL };

static bool has_prefix(const char *name, const char *const *prefixes)
{
  for (const char *const *p = prefixes; *p; p++)
    if (strncmp(name, *p, strlen(*p)) == 0)
      return true;
  return false;
}

/* rg_entry_K: the definitions entry.cu makes for the glue; and the bounds
 * of the device variables' sections the emulator's build adds
 * (simt_dev_bss_lo..., harness/simt/ir_devvars.c). */
static bool generated(const char *name)
{
  const char *k = name + strlen("rg_entry_");
  if (strncmp(name, "rg_entry_", strlen("rg_entry_")) == 0 && *k &&
      strspn(k, "0123456789") == strlen(k))
    return true;
  static const char *const kinds[] = { "dev", "managed" }, *const secs[] = { "data", "bss" },
                           *const ends[] = { "lo", "hi" };
  char mark[40];
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      for (int c = 0; c < 2; c++) {
        snprintf(mark, sizeof mark, "simt_%s_%s_%s", kinds[a], secs[b], ends[c]);
        if (strcmp(name, mark) == 0)
          return true;
      }
  return false;
}

/* The glue's use of name: 'c' it calls it (a reference; __real_X calls X),
 * 'd' it defines it, 0 neither. */
static int glue_use(const struct rg_elf_symbols *glue, const char *name)
{
  int use = 0;
  for (size_t i = 0; i < glue->n; i++) {
    const char *g = glue->v[i].name;
    if (!glue->v[i].defined && strncmp(g, "__real_", 7) == 0)
      g += 7;
    if (strcmp(g, name) == 0)
      use = glue->v[i].defined ? 'd' : 'c';
    if (use == 'c')
      break;
  }
  return use;
}

/* The global allocation functions (operator new, new[], delete, delete[]
 * in every form) are one family: which of them the glue calls depends on
 * the compiler that built it (g++ under nvcc calls the sized delete, clang
 * 14 does not), so a submission that defines any of them is refused where
 * the glue calls one, the same on both backends. */
static bool allocation_function(const char *name)
{
  return strncmp(name, "_Znw", 4) == 0 || strncmp(name, "_Zna", 4) == 0 ||
         strncmp(name, "_Zdl", 4) == 0 || strncmp(name, "_Zda", 4) == 0;
}

static bool glue_allocates(const struct rg_elf_symbols *glue)
{
  for (size_t i = 0; i < glue->n; i++)
    if (!glue->v[i].defined && allocation_function(glue->v[i].name))
      return true;
  return false;
}

/* Is name spelt in shim, as a whole word? */
static bool spelt_in(const char *shim, const char *name)
{
  size_t len = strlen(name);
  for (const char *at = strstr(shim, name); at; at = strstr(at + 1, name)) {
    char before = at > shim ? at[-1] : ' ', after = at[len];
    bool word = !(before == '_' || (before >= '0' && before <= '9') ||
                  ((before | 32) >= 'a' && (before | 32) <= 'z'));
    bool ends = !(after == '_' || (after >= '0' && after <= '9') ||
                  ((after | 32) >= 'a' && (after | 32) <= 'z'));
    if (word && ends)
      return true;
  }
  return false;
}

#define PROBE_WHY                                                                       \
  "which asks about the machine it runs on (its files, /proc, /dev, other programs, "    \
  "sockets, limits, loaded libraries): a kernel needs none, and code that can tell the " \
  "checked run from the GPU run could hide a bug from it"

#define GRAPH_WHY                                                                       \
  "a CUDA graph or stream capture call: the grader does not watch what a graph copies, " \
  "and the emulator cannot run graphs, so its checks would not be made"

/* A weak reference: null where the process defines no such name, an
 * address where it does, and the processes differ (a GPU's has libcuda,
 * nvcc's registration calls such as __cudaRegisterFatBinary and the
 * CUDA runtime linked in; the emulator's has its runtime), so code that
 * tests one for null tells the backends apart with no call made.  No
 * submission's object has one of its own: the emulator's build makes
 * only its sections' bounds, __start_ and __stop_, weakly; nvcc none. */
#define WEAK_WHY                                                                        \
  "a weak reference (a name declared __attribute__((weak)) and never defined): it is "  \
  "null where the process lacks the name and set where it has it, and a GPU's "         \
  "process and the emulator's hold different names, so testing it tells them apart"

static bool weak_reference(const struct rg_elf_symbol *sym, const char *shim)
{
  if (sym->defined || !sym->weak)
    return false;
  return !shim || (strncmp(sym->name, "__start_", 8) != 0 &&
                   strncmp(sym->name, "__stop_", 7) != 0);
}

#define IFUNC_WHY                                                                       \
  "an indirect function (the ifunc attribute): the loader runs its resolver while it "  \
  "relocates the object, before any of the grader's code: a store it makes to a "       \
  "__device__ variable reaches the kernel's copy on the emulator, the host's shadow on " \
  "a GPU"

/* Why the submission may not call sym, or NULL.  shim: the text of the
 * emulator's headers (its build; NULL on a GPU). */
static const char *forbidden_call(const struct rg_elf_symbol *sym, const char *shim)
{
  if (sym->defined && sym->ifunc)
    return IFUNC_WHY;
  if (weak_reference(sym, shim))
    return WEAK_WHY;
  if (sym->defined)
    return NULL;
  if (driver_api(sym->name))
    return "a function of the CUDA driver API";
  if (has_prefix(sym->name, behind_watch_prefixes))
    return "which reaches the CUDA runtime behind the grader's watch on what is copied "
           "to the host";
  if (has_prefix(sym->name, graph_prefixes))
    return GRAPH_WHY;
  if (rg_listed(sym->name, rg_process_calls))
    return "which works on the process itself (its memory, its system calls)";
  if (rg_listed(sym->name, image_names))
    return "a symbol the linker defines for the object's own image (its header, size or "
           "dynamic section), which tells the GPU's builds from the emulator's";
  if (rg_listed(sym->name, rg_probe_calls) || probe_class(sym->name) >= 0)
    return PROBE_WHY;
  if (rg_listed(sym->name, rg_hook_calls))
    return "which has the grader's own code call the submission's (a signal or timer "
           "handler, a stdio stream of its own, a printf conversion)";
  /* The grader's own functions: the graded process is a fork of it, and
   * its functions are there to call (exported for the emulator's shim). */
  if (strncmp(sym->name, "rg_", 3) == 0 && !generated(sym->name))
    return "a function of the grader";
  if (!shim && strncmp(sym->name, "simt_", 5) == 0)
    return "a function of the emulator's runtime, which a GPU build has no use for";
  if (!shim)
    return NULL;
  if (rg_listed(sym->name, rg_lookup_calls))
    return "which looks a function up by name, past what the emulator checks";
  if (rg_listed(sym->name, rg_thread_calls) ||
      strncmp(sym->name, "_ZNSt6thread15_M_start_thread", 29) == 0)
    return "which starts a host thread: the emulator runs host code on one thread "
           "(grade on a GPU for more)";
  if (rg_listed(sym->name, glue_only_calls))
    return "a function of the emulator's runtime that only the grader's glue calls";
  if (sym->name[0] == '_' && rg_listed(sym->name, heap_calls))
    return "the C library's own name for an allocation call, which the emulator sees only "
           "under its plain name: call malloc, free, new or strdup";
  /* The shim's headers spell what a kernel calls; the build's IR pass
   * (simt/ir_align.c) names the coverage calls it aligns, simt_cov_... */
  if (strncmp(sym->name, "simt_", 5) == 0 && !generated(sym->name) &&
      strncmp(sym->name, "simt_cov_", 9) != 0 && !spelt_in(shim, sym->name))
    return "a function of the emulator's runtime that only the grader calls";
  return NULL;
}

/* The clock sym reads, as the source spells it (now, clock_gettime), or
 * NULL. */
static const char *clock_read(const struct rg_elf_symbol *sym)
{
  if (sym->defined)
    return NULL;
  if (strstr(sym->name, "chrono") && strstr(sym->name, "clock3nowEv"))
    return "now";
  if (!rg_listed(sym->name, rg_clock_calls))
    return NULL;
  /* <sys/timex.h> renames ntp_gettime to ntp_gettimex: the source's word */
  return strcmp(sym->name, "ntp_gettimex") == 0 ? "ntp_gettime" : sym->name;
}

/* Why the submission may not have sym, or NULL. */
static const char *refusal(const struct rg_elf_symbol *sym, const struct rg_elf_symbols *glue)
{
  if (has_prefix(sym->name, wrap_prefixes))
    return "the linker's name for the grader's watch on a call, or for the call behind it; "
           "only the grader's glue may use it";
  if (!sym->defined || generated(sym->name))
    return NULL;
  if (has_prefix(sym->name, runtime_prefixes))
    return "a name of the emulator's runtime or instrumentation";
  int use = glue_use(glue, sym->name);
  if (use == 'c')
    return "which the grader's glue calls: the glue would call yours";
  /* Both weak: one inline function or template instance compiled twice,
   * and the linker keeps the glue's (linked first). */
  if (use == 'd' && !sym->weak)
    return "which the grader's glue defines too: the glue would use yours";
  if (allocation_function(sym->name) && glue_allocates(glue))
    return "one of the global operator new and delete functions, which the grader's glue "
           "calls: the glue would call yours";
  return NULL;
}

static bool is_ident(char c)
{
  return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
}

/* Is at inside a // comment of its line (a mention, not the code)? */
static bool in_line_comment(const char *text, const char *at)
{
  const char *q = at;
  while (q > text && q[-1] != '\n')
    q--;
  for (; q + 1 < at; q++)
    if (q[0] == '/' && q[1] == '/')
      return true;
  return false;
}

/* Where text spells name: the first spelling outside a // comment that a
 * '(' follows (a call or a definition), else the first outside a comment
 * (a declaration: std::ifstream f(...)), else the first; NULL if none. */
static const char *spelt(const char *text, const char *name)
{
  const char *first = strstr(text, name), *code = NULL;
  size_t len = strlen(name);
  bool ends_word = len && is_ident(name[len - 1]);
  for (const char *at = first; at; at = strstr(at + 1, name)) {
    /* a whole word (stat, not static) outside a comment */
    if ((at > text && is_ident(at[-1])) || (ends_word && is_ident(at[len])) ||
        in_line_comment(text, at))
      continue;
    const char *q = at + len;
    while (*q == ' ' || *q == '\t')
      q++;
    if (*q == '(')
      return at;
    if (!code)
      code = at;
  }
  return code ? code : first;
}

/* The line of the submission that spells name (or name without a
 * version suffix: cuda.h spells cuMemcpyDtoH_v2 cuMemcpyDtoH), else 1. */
static int line_of(const char *sub_text, const char *name)
{
  const char *at = spelt(sub_text, name);
  const char *v = strstr(name, "_v");
  if (!at && v && v > name) {
    char *stem = rg_strdupf("%.*s", (int)(v - name), name);
    at = spelt(sub_text, stem);
    free(stem);
  }
  int line = 1;
  for (const char *q = sub_text; at && q < at; q++)
    line += *q == '\n';
  return line;
}

/* The text of every header beneath dir, one after the other (the
 * emulator's shim: the simt_ names a submission's object may call are
 * the ones these spell). */
static void append_tree(const char *dir, char **text, size_t *len)
{
  DIR *d = opendir(dir);
  if (!d)
    return;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.')
      continue;
    char *path = rg_strdupf("%s/%s", dir, e->d_name);
    struct stat st;
    /* d_type may be DT_UNKNOWN (some filesystems): then ask stat */
    bool folder = e->d_type == DT_DIR ||
                  (e->d_type == DT_UNKNOWN && stat(path, &st) == 0 && S_ISDIR(st.st_mode));
    size_t n = 0;
    char *file = folder ? NULL : rg_read_file(path, &n);
    if (folder)
      append_tree(path, text, len);
    char *grown = file ? realloc(*text, *len + n + 2) : NULL;
    if (grown) {
      memcpy(grown + *len, file, n);
      *len += n;
      grown[(*len)++] = '\n';
      grown[*len] = '\0';
      *text = grown;
    }
    free(file);
    free(path);
  }
  closedir(d);
}

char *rg_shim_text(const char *dir)
{
  char *text = calloc(1, 1);
  size_t len = 0;
  if (text)
    append_tree(dir, &text, &len);
  return text;
}

/* The name as the source spells it: std::thread's start is mangled, and
 * so are the C++ library's probes (probe_classes). */
static const char *source_name(const char *name)
{
  int k = probe_class(name);
  if (k >= 0)
    return probe_classes[k].source;
  return strncmp(name, "_ZNSt6thread", 12) == 0 ? "std::thread" : name;
}

/* NVTX's C header (<nvtx3/nvToolsExt.h>) defines its functions in the
 * file, and their first call loads the profiler's tool with dlopen: that
 * is where a file that names no dl* function got them.  The word to find
 * its line by, or NULL. */
static const char *nvtx_include(const char *sub_text, const char *name)
{
  if (strncmp(name, "dl", 2) != 0 || !sub_text)
    return NULL;
  return strstr(sub_text, "nvToolsExt") ? "nvToolsExt" : strstr(sub_text, "nvtx3") ? "nvtx3" : NULL;
}

/* The word to find name's line by. */
static const char *line_word(const char *name)
{
  int k = probe_class(name);
  return k >= 0 ? probe_classes[k].word : source_name(name);
}

int rg_compile_symbols_refused(const char *submission, const char *sub_text,
                               const char *entry_obj, const char *glue_obj, const char *shim,
                               const char *log_path, char *why, size_t cap)
{
  struct rg_elf_symbols entry, glue;
  if (rg_elf_symbols_read(entry_obj, &entry, why, cap) != 0)
    return -1;
  if (rg_elf_symbols_read(glue_obj, &glue, why, cap) != 0) {
    rg_elf_symbols_free(&entry);
    return -1;
  }
  int refused = 0;
  for (size_t i = 0; i < entry.n && !refused; i++) {
    const char *name = entry.v[i].name;
    const char *because = refusal(&entry.v[i], &glue);
    const char *call = because ? NULL : forbidden_call(&entry.v[i], shim);
    const char *clock = because || call ? NULL : clock_read(&entry.v[i]);
    if (!because && !call && !clock)
      continue;
    char *msg = clock
      ? rg_strdupf("%s:%d: error: reads-clock: the submission calls %s, which reads the "
                   "time; the grader times the kernel itself, and a kernel that timed "
                   "itself could tell the emulator from a GPU: remove it (CUDA events "
                   "stay allowed)\n", submission, line_of(sub_text, clock),
                   strcmp(clock, "now") == 0 ? "a std::chrono clock's now()" : clock)
      : because
      ? rg_strdupf("%s:%d: error: glue-symbol: the submission %s %s, %s; rename it\n",
                   submission, line_of(sub_text, name),
                   entry.v[i].defined ? "defines" : "names", name, because)
      : nvtx_include(sub_text, name)
      ? rg_strdupf("%s:%d: error: forbidden-call: the submission calls %s, %s: NVTX's "
                   "header defines its ranges' functions in the file, and they load the "
                   "profiler's tool with %s; take the NVTX include and calls out (the "
                   "grader times the kernels itself)\n", submission,
                   line_of(sub_text, nvtx_include(sub_text, name)), source_name(name), call,
                   source_name(name))
      : rg_strdupf("%s:%d: error: forbidden-call: the submission calls %s, %s%s\n",
                   submission, line_of(sub_text, line_word(name)), source_name(name), call,
                   strstr(call, "host thread")
                     ? "; one host thread can drive every device (NCCL's calls of all ranks "
                       "between ncclGroupStart and ncclGroupEnd)"
                   : strcmp(call, PROBE_WHY) == 0 || strcmp(call, IFUNC_WHY) == 0 ||
                       strcmp(call, WEAK_WHY) == 0
                     ? "; remove it"
                   : strcmp(call, GRAPH_WHY) == 0
                     ? "; no exercise needs them: launch the kernels and make the copies "
                       "on a stream directly"
                     : "; a reduction needs none of it: copy with cudaMemcpy and allocate "
                       "with cudaMalloc or cudaMallocManaged");
    rg_write_file_atomic(log_path, msg, strlen(msg));
    free(msg);
    refused = 1;
  }
  rg_elf_symbols_free(&entry);
  rg_elf_symbols_free(&glue);
  return refused;
}
