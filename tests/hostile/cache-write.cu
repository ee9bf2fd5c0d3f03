// expect: gpu=unwritten-output emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel; tries to write beside its own build in the grader's compile cache (found with dladdr on its own function, which names the grader's sealed copy now, /proc/self/fd/N; so also the compile cache beside the grader's program, rg-cache next to /proc/self/exe) and in the folder the grader was started from, both reached through libc's symbol table, never named.  A later grading trusts what it finds in the cache: on the emulator the graded process may write only its own folder and /dev (single mode: a folder of its own beside the cache, not the cache, not the kit's tree).  tests/kit/single-hostile.sh checks that neither file appears, and that with --printed FILE (FILE's folder the start folder) the graded process writes only a folder of its own beside FILE.
// Exercise 07 (host entry points, see harness/CONTRACTS.md).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <string>

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

// Try to create NAME in DIR; say on stdout what happened.
static void try_write(const std::string &dir, const char *name)
{
    typedef FILE *(*open_fn)(const char *, const char *);
    open_fn open_file = (open_fn)libc_function("fopen");
    std::string path = dir + "/" + name;
    FILE *f = open_file ? open_file(path.c_str(), "w") : nullptr;
    std::printf("%s %s\n", f ? "WROTE" : "REFUSED", path.c_str());
    if (f)
        std::fclose(f);
}

static void poison()
{
    typedef int (*dladdr_fn)(const void *, Dl_info *);
    dladdr_fn where = (dladdr_fn)libc_function("dladdr");
    Dl_info me;
    if (where && where((const void *)&poison, &me) && me.dli_fname) {
        std::string so = me.dli_fname;
        try_write(so.substr(0, so.rfind('/')), "written-by-submission");
    }
    typedef long (*readlink_fn)(const char *, char *, size_t);
    readlink_fn link = (readlink_fn)libc_function("readlink");
    char exe[4096];
    long len = link ? link("/proc/self/exe", exe, sizeof exe - 1) : -1;
    if (len > 0) {
        std::string grader(exe, (size_t)len);
        try_write(grader.substr(0, grader.rfind('/')) + "/rg-cache", "written-by-submission");
    }
    const char *start = std::getenv("RG_TEST_START_DIR");
    if (start)
        try_write(start, "written-by-submission");
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    poison();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    poison();
}
