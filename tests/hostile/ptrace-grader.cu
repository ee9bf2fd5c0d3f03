// expect: gpu=attacked-grader|crash emu=attacked-grader|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: attaches to its parent, the grader, with ptrace (reached through libc's symbol table, so no name check sees it), meaning to write the expected sum into the grader's memory or its verdict; and asks PTRACE_TRACEME so that the grader's waitpid sees a stopped child.  The seccomp filter ends the process at the first ptrace.
// mistake: no kernel; ptrace of the grader
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <sys/ptrace.h>
#include <unistd.h>

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

typedef long (*ptrace_fn)(int, pid_t, void *, void *);

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    ptrace_fn trace = (ptrace_fn)libc_function("ptrace");
    if (!trace)
        return;
    long rc = trace(PTRACE_ATTACH, getppid(), nullptr, nullptr);
    printf("attach: %ld\n", rc);
    rc = trace(PTRACE_TRACEME, 0, nullptr, nullptr);
    printf("traceme: %ld\n", rc);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
