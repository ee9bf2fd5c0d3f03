// expect: gpu=crash|unwritten-output emu=crash|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: sets its own file-size limit to 0 bytes and its open-file limit to the descriptors it holds, so that whatever the grader's glue writes or opens in the graded process after the entry point (its reply, a log, a profile) fails, hoping the grader takes the failure for its own (a machine error, a case not graded) rather than the student's. It reaches the refused calls through libc's symbol table (libc_function), never naming them: the build's name check (forbidden-call) does not see them, and the sandbox is what must hold.
// mistake: no kernel; RLIMIT_FSIZE 0 and RLIMIT_NOFILE lowered on itself
#include <cstddef>
#include <sys/resource.h>
#include <cstdint>
#include <cstdio>
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

typedef int (*set_rlimit_fn)(int, const struct rlimit *);
static set_rlimit_fn raw_setrlimit() { return (set_rlimit_fn)libc_function("setrlimit"); }

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    struct rlimit zero = { 0, 0 }, few = { 4, 4 };
    raw_setrlimit()(RLIMIT_FSIZE, &zero);
    raw_setrlimit()(RLIMIT_NOFILE, &few);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
