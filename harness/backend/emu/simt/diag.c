/* diag.c — the emulator's diagnoses: records them with the running thread's
 * block and thread, maps code addresses to the student's FILE:LINE (dladdr +
 * addr2line on the loaded submission, inlined shim frames skipped),
 * deduplicates by (tag, source line) and hands them to the grader as text.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/mman.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "spawn_read.h"

struct diag {
  const char *tag;
  const char *fmt; /* with tag, the kind of finding */
  char where[256];
  char text[768];
};

/* At most SIMT_DIAG_CAP findings a case, but the first of each kind (tag
 * and message) is always kept past it: twenty forgivable findings (an
 * unwritten shared word read on twenty lines) must not hide a race. */
#define DIAG_HARD_CAP (SIMT_DIAG_CAP + 64)
static struct diag list[DIAG_HARD_CAP];
static int nlist;
static struct { const char *tag; void *pc; } seen[512];
static int nseen;

/* Symbolization cache: addr2line is a process spawn, and every child of a
 * grading would spawn it again for the same line (a child is started
 * afresh after each case that leaves the emulator unusable: a barrier
 * divergence, a crash).  So the cache is one region shared by every
 * process of the grading, mapped when the grader starts, before its first
 * fork; keyed by the module and the offset in it, the same in every child
 * that loads the same object.  A slot is claimed, filled, then published;
 * two processes naming the same line at once both spawn, and both are
 * right. */
struct sym {
  uint64_t module; /* a hash of the module's path */
  unsigned long off;
  int ready;
  char where[256];
};
#define SYM_CAP 512
static struct sym_cache {
  int n;
  struct sym e[SYM_CAP];
} *syms;

__attribute__((constructor)) static void sym_cache_map(void)
{
  void *p = mmap(NULL, sizeof *syms, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  syms = p == MAP_FAILED ? NULL : p;
}

static uint64_t path_hash(const char *s)
{
  uint64_t h = 1469598103934665603ULL; /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211ULL;
  return h;
}

static bool sym_find(uint64_t module, unsigned long off, char *buf, size_t cap)
{
  int n = syms ? __atomic_load_n(&syms->n, __ATOMIC_ACQUIRE) : 0;
  for (int i = 0; i < n && i < SYM_CAP; i++) {
    const struct sym *e = &syms->e[i];
    if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && e->module == module && e->off == off) {
      snprintf(buf, cap, "%s", e->where);
      return true;
    }
  }
  return false;
}

static void sym_keep(uint64_t module, unsigned long off, const char *where)
{
  int i = syms ? __atomic_fetch_add(&syms->n, 1, __ATOMIC_ACQ_REL) : SYM_CAP;
  if (i >= SYM_CAP)
    return;
  struct sym *e = &syms->e[i];
  e->module = module;
  e->off = off;
  snprintf(e->where, sizeof e->where, "%s", where);
  __atomic_store_n(&e->ready, 1, __ATOMIC_RELEASE);
}

static int is_shim(const char *file)
{
  return strstr(file, "simt/include/") != NULL || strstr(file, "/usr/include/") != NULL ||
         strstr(file, "/usr/lib/") != NULL;
}

/* addr2line's answer for off in module path: the first frame of the
 * inline chain that is not the shim's, else the first one; buf untouched
 * when it names none. */
static void addr2line(const char *path, unsigned long off, char *buf, size_t cap)
{
  char hex[32], line[512], first[512] = "";
  snprintf(hex, sizeof hex, "0x%lx", off);
  char *argv[] = { "addr2line", "-i", "-e", (char *)path, hex, NULL };
  pid_t pid;
  FILE *p = simt_spawn_read(argv, &pid);
  if (!p)
    return;
  int chosen = 0;
  while (fgets(line, sizeof line, p)) {
    line[strcspn(line, "\n")] = 0;
    char *disc = strstr(line, " (discriminator");
    if (disc)
      *disc = 0;
    if (strncmp(line, "??", 2) == 0)
      continue;
    if (!first[0])
      memcpy(first, line, sizeof first);
    if (!chosen && !is_shim(line)) {
      snprintf(buf, cap, "%.*s", (int)(cap > 1 ? cap - 1 : 0), line);
      chosen = 1;
    }
  }
  simt_spawn_close(p, pid);
  if (!chosen && first[0])
    snprintf(buf, cap, "%s", first);
}

void simt_symbolize(void *pc, char *buf, size_t cap)
{
  Dl_info info;
  snprintf(buf, cap, "%p", pc);
  if (!pc || !dladdr(pc, &info) || !info.dli_fname)
    return;
  /* a return address: the call is the byte before it */
  unsigned long off = (unsigned long)((char *)pc - (char *)info.dli_fbase) - 1;
  uint64_t module = path_hash(info.dli_fname);
  if (sym_find(module, off, buf, cap))
    return;
  addr2line(info.dli_fname, off, buf, cap);
  sym_keep(module, off, buf);
}

/* May a finding of this kind still take a slot? */
static bool kind_has_room(const char *tag, const char *fmt)
{
  if (nlist >= DIAG_HARD_CAP)
    return false;
  if (nlist < SIMT_DIAG_CAP)
    return true;
  for (int i = 0; i < nlist; i++)
    if (list[i].fmt == fmt && strcmp(list[i].tag, tag) == 0)
      return false;
  return true;
}

/* Seen is per (tag, pc) only: a full list is no reason to skip a finding,
 * whose kind may have no slot yet (kind_has_room decides). */
int simt_diag_seen(const char *tag, void *pc)
{
  if (nlist >= DIAG_HARD_CAP)
    return 1;
  for (int i = 0; i < nseen; i++)
    if (seen[i].pc == pc && strcmp(seen[i].tag, tag) == 0)
      return 1;
  return 0;
}

/* Where each finding goes the moment it is recorded (simt.h,
 * simt_diag_stream): out of this process, so that code that later clears
 * the list cannot unsay it.  Static, not a name the submission can find. */
static void (*diag_sink)(const char *line);

void simt_diag_stream(void (*sink)(const char *line))
{
  diag_sink = sink;
}

/* Records the finding; again: one at a (tag, line) already reported,
 * told apart by its message (fmt). */
static void record(const char *tag, void *pc, bool again, const char *fmt, va_list ap)
{
  if (!kind_has_room(tag, fmt)) /* before addr2line: a flood costs no spawns */
    return;
  char where[256];
  if (pc)
    simt_symbolize(pc, where, sizeof where);
  else /* a finding of the runtime's own, made as the call ends (out_trace.c) */
    snprintf(where, sizeof where, "the end of the entry point's call");
  for (int i = 0; i < nlist; i++)
    if (strcmp(list[i].tag, tag) == 0 && strcmp(list[i].where, where) == 0 &&
        (!again || list[i].fmt == fmt))
      return;
  struct diag *d = &list[nlist++];
  where[sizeof where - 1] = 0;
  d->tag = tag;
  d->fmt = fmt;
  snprintf(d->where, sizeof d->where, "%s", where);
  char msg[512];
  vsnprintf(msg, sizeof msg, fmt, ap);
  const struct simt_thread *t = simt_self;
  if (t)
    snprintf(d->text, sizeof d->text, "%.40s: %.400s at %.250s (block (%u,%u,%u), thread (%u,%u,%u))\n",
             tag, msg, where, t->v.block_idx.x, t->v.block_idx.y, t->v.block_idx.z,
             t->v.thread_idx.x, t->v.thread_idx.y, t->v.thread_idx.z);
  else
    snprintf(d->text, sizeof d->text, "%.40s: %.400s at %.250s (host)\n", tag, msg, where);
  if (diag_sink)
    diag_sink(d->text);
}

void simt_diag(const char *tag, void *pc, const char *fmt, ...)
{
  if (simt_diag_seen(tag, pc))
    return;
  if (nseen < (int)(sizeof seen / sizeof seen[0])) {
    seen[nseen].tag = tag;
    seen[nseen].pc = pc;
    nseen++;
  }
  va_list ap;
  va_start(ap, fmt);
  record(tag, pc, false, fmt, ap);
  va_end(ap);
}

/* A second finding of one kind at a call already reported: a shuffle-mask
 * whose missing lanes (reported as exited, forgiven with the output right)
 * ran on past the call (warp_trail.c), which no output excuses. */
void simt_diag_again(const char *tag, void *pc, const char *fmt, ...)
{
  if (nlist >= DIAG_HARD_CAP)
    return;
  va_list ap;
  va_start(ap, fmt);
  record(tag, pc, true, fmt, ap);
  va_end(ap);
}

int simt_diag_count(void)
{
  return nlist;
}

/* Is list[i] the first finding of its kind? */
static bool first_of_kind(int i)
{
  for (int j = 0; j < i; j++)
    if (list[j].fmt == list[i].fmt && strcmp(list[j].tag, list[i].tag) == 0)
      return false;
  return true;
}

/* Bytes kept for a first-of-kind line not yet written: its tag and the
 * start of its message are what the verdict reads. */
#define FIRST_KEEP 160

static size_t keep_of(int i)
{
  size_t l = strlen(list[i].text);
  return first_of_kind(i) ? (l < FIRST_KEEP ? l : FIRST_KEEP) : 0;
}

/* In the order found, but the first line of each kind always gets in
 * (shortened if it must): a flood of one kind fills the buffer with its
 * later lines only when no other kind is waiting. */
size_t simt_diag_take(char *buf, size_t cap)
{
  size_t n = 0, kept = 0;
  if (buf && cap)
    buf[0] = 0;
  for (int i = 0; i < nlist; i++)
    kept += keep_of(i);
  for (int i = 0; i < nlist && buf && cap; i++) {
    size_t l = strlen(list[i].text), k = keep_of(i);
    kept -= k;
    size_t room = cap - 1 - n > kept ? cap - 1 - n - kept : 0; /* later firsts kept */
    if (l <= room) {
      memcpy(buf + n, list[i].text, l + 1);
      n += l;
    } else if (k && room >= 2) { /* shortened, still one line */
      size_t w = room;
      memcpy(buf + n, list[i].text, w - 1);
      buf[n + w - 1] = '\n';
      buf[n + w] = 0;
      n += w;
    }
  }
  simt_diag_clear();
  return n;
}

void simt_diag_clear(void)
{
  nlist = 0;
  nseen = 0;
}

