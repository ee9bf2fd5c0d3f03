/* elf_symbols.c — the global names of an ELF relocatable object, read from
 * its symbol tables (see elf_symbols.h).  Every offset the file gives is
 * checked against its size before it is used: the object was compiled
 * from a student's file. */
#define _DEFAULT_SOURCE
#include "elf_symbols.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void rg_elf_symbols_free(struct rg_elf_symbols *s)
{
  free(s->bytes);
  free(s->v);
  *s = (struct rg_elf_symbols){ 0 };
}

/* Does [off, off + len) lie in a file of size bytes? */
static bool inside(size_t size, uint64_t off, uint64_t len)
{
  return off <= size && len <= size - off;
}

/* The global and weak symbols of one symbol table, appended to out; or,
 * with a section index (not 0), every symbol defined in that section. */
static int read_table(const char *bytes, size_t size, const Elf64_Shdr *tab,
                      const Elf64_Shdr *strs, uint64_t in_section, struct rg_elf_symbols *out)
{
  if (tab->sh_entsize != sizeof(Elf64_Sym) || !inside(size, tab->sh_offset, tab->sh_size) ||
      !inside(size, strs->sh_offset, strs->sh_size) || strs->sh_size == 0 ||
      bytes[strs->sh_offset + strs->sh_size - 1] != '\0')
    return -1;
  size_t count = tab->sh_size / sizeof(Elf64_Sym);
  if (count == 0)
    return 0;
  struct rg_elf_symbol *v = realloc(out->v, (out->n + count) * sizeof *v);
  if (!v)
    return -1;
  out->v = v;
  for (size_t i = 1; i < count; i++) { /* 0 is the null symbol */
    Elf64_Sym sym;
    memcpy(&sym, bytes + tab->sh_offset + i * sizeof sym, sizeof sym);
    int bind = ELF64_ST_BIND(sym.st_info), type = ELF64_ST_TYPE(sym.st_info);
    bool wanted = in_section
                    ? sym.st_shndx == in_section && type == STT_OBJECT
                    : bind == STB_GLOBAL || bind == STB_WEAK || bind == STB_GNU_UNIQUE ||
                          type == STT_GNU_IFUNC;
    if (!wanted || sym.st_name >= strs->sh_size)
      continue;
    out->v[out->n++] = (struct rg_elf_symbol){ .name = bytes + strs->sh_offset + sym.st_name,
                                               .defined = sym.st_shndx != SHN_UNDEF,
                                               .weak = bind == STB_WEAK,
                                               .ifunc = type == STT_GNU_IFUNC,
                                               .size = sym.st_size };
  }
  return 0;
}

/* The index of the section named name, or 0 (none, or names unreadable). */
static uint64_t section_named(const char *bytes, size_t size, const Elf64_Ehdr *eh,
                              uint64_t nsec, const char *name)
{
  Elf64_Shdr names;
  if (eh->e_shstrndx >= nsec)
    return 0;
  memcpy(&names, bytes + eh->e_shoff + eh->e_shstrndx * sizeof names, sizeof names);
  if (!inside(size, names.sh_offset, names.sh_size) || names.sh_size == 0 ||
      bytes[names.sh_offset + names.sh_size - 1] != '\0')
    return 0;
  for (uint64_t i = 1; i < nsec; i++) {
    Elf64_Shdr sh;
    memcpy(&sh, bytes + eh->e_shoff + i * sizeof sh, sizeof sh);
    if (sh.sh_name < names.sh_size && strcmp(bytes + names.sh_offset + sh.sh_name, name) == 0)
      return i;
  }
  return 0;
}

static int read_object(const char *path, const char *section, struct rg_elf_symbols *out,
                       char *why, size_t cap)
{
  *out = (struct rg_elf_symbols){ 0 };
  size_t size = 0;
  out->bytes = rg_read_file(path, &size);
  if (!out->bytes) {
    snprintf(why, cap, "%s: %s", path, strerror(errno));
    return -1;
  }
  Elf64_Ehdr eh;
  if (size < sizeof eh || memcmp(out->bytes, ELFMAG, SELFMAG) != 0) {
    snprintf(why, cap, "%s: not an ELF object", path);
    rg_elf_symbols_free(out);
    return -1;
  }
  memcpy(&eh, out->bytes, sizeof eh);
  /* Sections past 0xff00: their count is in section 0's size. */
  uint64_t nsec = eh.e_shnum;
  Elf64_Shdr first;
  bool ok = eh.e_ident[EI_CLASS] == ELFCLASS64 && eh.e_ident[EI_DATA] == ELFDATA2LSB &&
            eh.e_shentsize == sizeof(Elf64_Shdr) && inside(size, eh.e_shoff, sizeof first);
  if (ok && nsec == 0) {
    memcpy(&first, out->bytes + eh.e_shoff, sizeof first);
    nsec = first.sh_size;
  }
  ok = ok && nsec <= size / sizeof(Elf64_Shdr) &&
       inside(size, eh.e_shoff, nsec * sizeof(Elf64_Shdr));
  uint64_t in_section = 0;
  if (ok && section && !(in_section = section_named(out->bytes, size, &eh, nsec, section)))
    return 0; /* no such section: nothing in it */
  for (uint64_t i = 0; ok && i < nsec; i++) {
    Elf64_Shdr sh, strs;
    memcpy(&sh, out->bytes + eh.e_shoff + i * sizeof sh, sizeof sh);
    if (sh.sh_type != SHT_SYMTAB)
      continue;
    ok = sh.sh_link < nsec;
    if (ok) {
      memcpy(&strs, out->bytes + eh.e_shoff + sh.sh_link * sizeof strs, sizeof strs);
      ok = read_table(out->bytes, size, &sh, &strs, in_section, out) == 0;
    }
  }
  if (!ok) {
    snprintf(why, cap, "%s: not a 64-bit little-endian ELF object, or its tables are broken",
             path);
    rg_elf_symbols_free(out);
    return -1;
  }
  return 0;
}

int rg_elf_symbols_read(const char *path, struct rg_elf_symbols *out, char *why, size_t cap)
{
  return read_object(path, NULL, out, why, cap);
}

int rg_elf_section_symbols(const char *path, const char *section, struct rg_elf_symbols *out,
                           char *why, size_t cap)
{
  return read_object(path, section, out, why, cap);
}
