/* collective_imports.c — can a loaded module call a warp collective?
 *
 * The warp trail (warp_trail.c) records every block a thread runs after a
 * __syncthreads() or a collective, for the one moment a warp collective
 * completes with lanes of its mask missing.  A module that cannot call a
 * collective never comes to that moment, and its kernels need no record.
 * A kernel calls one only through the runtime's simt_warp (shuffles,
 * votes, matches, the cooperative groups built on them) or simt_syncwarp,
 * and a module's call of a function of the executable goes through a
 * relocation that names it: the loader's tables, read here, not anything
 * the module says of itself (the build refuses dlsym, the other way to an
 * address by name).  A collective reached all the same (an address found
 * some other way) turns the trail on from then on (warp.c).
 *
 * The answer is kept until the set of loaded modules changes (the
 * loader's count of loads and unloads).
 */
#define _GNU_SOURCE
#include <link.h>
#include <stddef.h>
#include <string.h>
#include "simt_int.h"

#if __ELF_NATIVE_CLASS == 64
#define R_SYM ELF64_R_SYM
#else
#define R_SYM ELF32_R_SYM
#endif

static const char *const collectives[] = { "simt_warp", "simt_syncwarp" };

/* An address of the module's dynamic section: relocated by the loader
 * (glibc) or still an offset from its base. */
static uintptr_t at(const struct dl_phdr_info *info, uintptr_t p)
{
  return p < info->dlpi_addr ? p + info->dlpi_addr : p;
}

/* Does one of the n relocations at rel (ent bytes each) name a collective? */
static int names_collective(const char *rel, size_t n, size_t ent, int rela,
                            const ElfW(Sym) *sym, const char *str)
{
  for (size_t i = 0; i < n; i++) {
    const char *r = rel + i * ent;
    ElfW(Xword) info = rela ? ((const ElfW(Rela) *)r)->r_info : ((const ElfW(Rel) *)r)->r_info;
    size_t s = R_SYM(info);
    if (!s)
      continue;
    const char *name = str + sym[s].st_name;
    for (size_t c = 0; c < sizeof collectives / sizeof *collectives; c++)
      if (strcmp(name, collectives[c]) == 0)
        return 1;
  }
  return 0;
}

/* Does the module's dynamic section dyn import a collective?  -1: tables
 * this reader does not know (then the trail stays on). */
static int module_imports(const struct dl_phdr_info *info, const ElfW(Dyn) *dyn)
{
  const ElfW(Sym) *sym = NULL;
  const char *str = NULL, *rela = NULL, *rel = NULL, *plt = NULL;
  size_t rela_n = 0, rel_n = 0, plt_n = 0, rela_ent = sizeof(ElfW(Rela)),
         rel_ent = sizeof(ElfW(Rel));
  int plt_rela = 1;
  for (; dyn->d_tag != DT_NULL; dyn++) {
    uintptr_t v = dyn->d_un.d_ptr;
    switch (dyn->d_tag) {
    case DT_SYMTAB: sym = (const ElfW(Sym) *)at(info, v); break;
    case DT_STRTAB: str = (const char *)at(info, v); break;
    case DT_RELA: rela = (const char *)at(info, v); break;
    case DT_RELASZ: rela_n = dyn->d_un.d_val; break;
    case DT_RELAENT: rela_ent = dyn->d_un.d_val; break;
    case DT_REL: rel = (const char *)at(info, v); break;
    case DT_RELSZ: rel_n = dyn->d_un.d_val; break;
    case DT_RELENT: rel_ent = dyn->d_un.d_val; break;
    case DT_JMPREL: plt = (const char *)at(info, v); break;
    case DT_PLTRELSZ: plt_n = dyn->d_un.d_val; break;
    case DT_PLTREL: plt_rela = dyn->d_un.d_val == DT_RELA; break;
    default: break;
    }
  }
  if (!sym || !str || !rela_ent || !rel_ent)
    return -1;
  size_t plt_ent = plt_rela ? rela_ent : rel_ent;
  return (rela && names_collective(rela, rela_n / rela_ent, rela_ent, 1, sym, str)) ||
         (rel && names_collective(rel, rel_n / rel_ent, rel_ent, 0, sym, str)) ||
         (plt && names_collective(plt, plt_n / plt_ent, plt_ent, plt_rela, sym, str));
}

struct scan {
  int any;                       /* a module imports a collective (or is unreadable) */
  int same;                      /* the loads and unloads of the last scan: stop */
  unsigned long long adds, subs;
};

static unsigned long long seen_adds, seen_subs;
static int seen_any = 1, seen_valid;

static int visit(struct dl_phdr_info *info, size_t size, void *data)
{
  struct scan *s = data;
  if (size < offsetof(struct dl_phdr_info, dlpi_subs) + sizeof info->dlpi_subs) {
    s->any = 1;  /* no counts: scanned every time, and kept on */
    return 1;
  }
  if (!s->adds && !s->subs) {
    s->adds = info->dlpi_adds;
    s->subs = info->dlpi_subs;
    if (seen_valid && s->adds == seen_adds && s->subs == seen_subs) {
      s->same = 1;
      return 1;
    }
  }
  if (!info->dlpi_name || !info->dlpi_name[0])
    return 0;  /* the executable: it defines the collectives */
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++)
    if (info->dlpi_phdr[i].p_type == PT_DYNAMIC &&
        module_imports(info, (const ElfW(Dyn) *)(info->dlpi_addr +
                                                  info->dlpi_phdr[i].p_vaddr)) != 0) {
      s->any = 1;
      return 1;
    }
  return 0;
}

int simt_collectives_imported(void)
{
  struct scan s = { 0, 0, 0, 0 };
  dl_iterate_phdr(visit, &s);
  if (s.same)
    return seen_any;
  seen_any = s.any;
  seen_adds = s.adds;
  seen_subs = s.subs;
  seen_valid = s.adds || s.subs;
  return seen_any;
}
