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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_symbols.h"
#include "util.h"

/* Names only the glue may use: the linker's wraps and what they hide. */
static const char *const wrap_prefixes[] = { "__wrap_", "__real_", NULL };
/* Names only the emulator's runtime and instrumentation may define. */
static const char *const runtime_prefixes[] = { "simt_", "__sanitizer_", NULL };

static bool has_prefix(const char *name, const char *const *prefixes)
{
  for (const char *const *p = prefixes; *p; p++)
    if (strncmp(name, *p, strlen(*p)) == 0)
      return true;
  return false;
}

/* rg_entry_K: the definitions entry.cu makes for the glue. */
static bool generated(const char *name)
{
  const char *k = name + strlen("rg_entry_");
  return strncmp(name, "rg_entry_", strlen("rg_entry_")) == 0 && *k &&
         strspn(k, "0123456789") == strlen(k);
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
  return NULL;
}

/* The line of the submission that spells name, else 1. */
static int line_of(const char *sub_text, const char *name)
{
  const char *at = strstr(sub_text, name);
  int line = 1;
  for (const char *q = sub_text; at && q < at; q++)
    line += *q == '\n';
  return line;
}

int rg_compile_symbols_refused(const char *submission, const char *sub_text,
                               const char *entry_obj, const char *glue_obj,
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
    const char *because = refusal(&entry.v[i], &glue);
    if (!because)
      continue;
    const char *name = entry.v[i].name;
    char *msg = rg_strdupf("%s:%d: error: glue-symbol: the submission %s %s, %s; rename it\n",
                           submission, line_of(sub_text, name),
                           entry.v[i].defined ? "defines" : "names", name, because);
    rg_write_file_atomic(log_path, msg, strlen(msg));
    free(msg);
    refused = 1;
  }
  rg_elf_symbols_free(&entry);
  rg_elf_symbols_free(&glue);
  return refused;
}
