/* diag.c — the emulator's diagnoses: records them with the running thread's
 * block and thread, maps code addresses to the student's FILE:LINE (dladdr +
 * addr2line on the loaded submission, inlined shim frames skipped),
 * deduplicates by (tag, source line) and hands them to the grader as text.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

struct diag {
  const char *tag;
  char where[256];
  char text[768];
};

static struct diag list[SIMT_DIAG_CAP];
static int nlist;
static struct { const char *tag; void *pc; } seen[512];
static int nseen;

/* Symbolization cache: addr2line is a process spawn. */
static struct { void *pc; char where[256]; } cache[256];
static int ncache;

static int is_shim(const char *file)
{
  return strstr(file, "simt/include/") != NULL || strstr(file, "/usr/include/") != NULL ||
         strstr(file, "/usr/lib/") != NULL;
}

void simt_symbolize(void *pc, char *buf, size_t cap)
{
  for (int i = 0; i < ncache; i++)
    if (cache[i].pc == pc) {
      snprintf(buf, cap, "%s", cache[i].where);
      return;
    }
  Dl_info info;
  snprintf(buf, cap, "%p", pc);
  if (pc && dladdr(pc, &info) && info.dli_fname) {
    char cmd[1024], line[512], first[512] = "";
    /* a return address: the call is the byte before it */
    unsigned long off = (unsigned long)((char *)pc - (char *)info.dli_fbase) - 1;
    snprintf(cmd, sizeof cmd, "addr2line -i -e '%s' 0x%lx 2>/dev/null", info.dli_fname, off);
    FILE *p = popen(cmd, "r");
    if (p) {
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
      pclose(p);
      if (!chosen && first[0])
        snprintf(buf, cap, "%s", first);
    }
  }
  if (ncache < (int)(sizeof cache / sizeof cache[0])) {
    cache[ncache].pc = pc;
    snprintf(cache[ncache].where, sizeof cache[ncache].where, "%s", buf);
    ncache++;
  }
}

int simt_diag_seen(const char *tag, void *pc)
{
  if (nlist >= SIMT_DIAG_CAP)
    return 1;
  for (int i = 0; i < nseen; i++)
    if (seen[i].pc == pc && strcmp(seen[i].tag, tag) == 0)
      return 1;
  return 0;
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
  char where[256];
  simt_symbolize(pc, where, sizeof where);
  for (int i = 0; i < nlist; i++)
    if (strcmp(list[i].tag, tag) == 0 && strcmp(list[i].where, where) == 0)
      return;
  struct diag *d = &list[nlist++];
  where[sizeof where - 1] = 0;
  d->tag = tag;
  snprintf(d->where, sizeof d->where, "%s", where);
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  const struct simt_thread *t = simt_self;
  if (t)
    snprintf(d->text, sizeof d->text, "%.40s: %.400s at %.250s (block (%u,%u,%u), thread (%u,%u,%u))\n",
             tag, msg, where, t->v.block_idx.x, t->v.block_idx.y, t->v.block_idx.z,
             t->v.thread_idx.x, t->v.thread_idx.y, t->v.thread_idx.z);
  else
    snprintf(d->text, sizeof d->text, "%.40s: %.400s at %.250s (host)\n", tag, msg, where);
}

int simt_diag_count(void)
{
  return nlist;
}

size_t simt_diag_take(char *buf, size_t cap)
{
  size_t n = 0;
  if (buf && cap)
    buf[0] = 0;
  for (int i = 0; i < nlist && buf; i++) {
    size_t l = strlen(list[i].text);
    if (n + l + 1 > cap)
      break;
    memcpy(buf + n, list[i].text, l + 1);
    n += l;
  }
  simt_diag_clear();
  return n;
}

void simt_diag_clear(void)
{
  nlist = 0;
  nseen = 0;
}

/* Forgets cached symbols: a new module may load at the same addresses. */
void simt_diag_forget_symbols(void)
{
  ncache = 0;
}
