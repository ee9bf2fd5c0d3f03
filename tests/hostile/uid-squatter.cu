// expect: gpu=timeout emu=timeout  -- Fills its uid's process limit (RLIMIT_NPROC 256) with sleeping children, then waits out its case time limit.  Job k's uid was 200000 + k in every batch, and RLIMIT_NPROC counts every process of that uid on the machine, so job k of another batch running beside it (another shard of a --slurm array on the same node, another section's class) could not start its compiler or its graded process: its student got "error" for a limit it never touched.  Now each batch claims a block of uids of its own (batch_protection.c: an flock per block, a block whose uids still run processes passed over) and kills what is left under a job's uid when it ends; batch-neighbours.sh grades a solution in a second batch beside it.  It reaches fork through libc's symbol table (libc_function), never naming it, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// Exercise 07; graded by tests/kit/batch-neighbours.sh beside a second batch, not in batch-hostile's class.
#include <cstddef>
#include <signal.h>
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

static void squat()
{
    static bool done;
    if (done)
        return;
    done = true;
    // fork, reached without naming it
    pid_t (*spawn)() = (pid_t (*)())libc_function("fork");
    for (int i = 0; i < 300; i++) {
        pid_t p = spawn();
        if (p == 0) {
            for (;;)
                pause();
        }
        if (p < 0)
            break;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    squat();
    for (;;)
        pause();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
