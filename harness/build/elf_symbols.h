/* elf_symbols.h — the global names of an ELF relocatable object (what the
 * compiler's -c writes, on x86-64 and other 64-bit little-endian targets):
 * each defined or only referenced, strong or weak.  What the linker will
 * match between objects, whatever the source spelt. */
#ifndef RG_ELF_SYMBOLS_H
#define RG_ELF_SYMBOLS_H

#include <stdbool.h>
#include <stddef.h>

struct rg_elf_symbol {
  const char *name; /* points into the object's bytes, kept in rg_elf_symbols */
  bool defined;     /* else a reference, to be found in another object */
  bool weak;        /* a weak definition (inline functions, template instances) */
  bool ifunc;       /* an indirect function (STT_GNU_IFUNC), local ones too */
  unsigned long long size; /* what it takes (rg_elf_section_symbols) */
};

struct rg_elf_symbols {
  char *bytes; /* the whole object */
  struct rg_elf_symbol *v;
  size_t n;
};

/* Reads path's global and weak symbols, and its indirect functions, into *out (free with
 * rg_elf_symbols_free).  0, or -1 with one line in why: not readable, or
 * not a 64-bit little-endian ELF object, or its tables run past its end. */
int rg_elf_symbols_read(const char *path, struct rg_elf_symbols *out, char *why, size_t cap);
void rg_elf_symbols_free(struct rg_elf_symbols *s);

/* The symbols defined in path's section named section, local ones too,
 * with their sizes: a static __shared__ array is a local symbol of the
 * emulator's simt_shared section.  Same returns as rg_elf_symbols_read; no
 * such section: 0 and none. */
int rg_elf_section_symbols(const char *path, const char *section, struct rg_elf_symbols *out,
                           char *why, size_t cap);

#endif
