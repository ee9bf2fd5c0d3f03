// expect: gpu=compile-error|attacked-grader|crash emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: an ifunc resolver (run by the dynamic loader while it relocates the submission's object, before any constructor) lowers the grader's limits with prlimit(getppid(), RLIMIT_NOFILE, 0) and RLIMIT_CPU 1 s, hoping the grader cannot open its report or is killed for CPU time.  The filter is in place before the object is loaded: prlimit on another process kills the child as attacked-grader. It reaches the refused calls through libc's symbol table (libc_function), never naming them: the build's name check (forbidden-call) does not see them, and the sandbox is what must hold.  Since ifunc-device-store-hides-race.cu, an ifunc definition is refused before the object is built (compile_symbols.c): its resolver never runs.
// mistake: no kernel; an ifunc resolver that re-limits the grader at load time
#include <cstddef>
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

typedef int (*prlimit_fn)(pid_t, int, const struct rlimit *, struct rlimit *);
static prlimit_fn raw_prlimit() { return (prlimit_fn)libc_function("prlimit"); }

extern "C" {
int answer() { return 42; }
void *pick_answer()
{
    struct rlimit none = { 0, 0 }, second = { 1, 1 };
    raw_prlimit()(getppid(), RLIMIT_NOFILE, &none, nullptr);
    raw_prlimit()(getppid(), RLIMIT_CPU, &second, nullptr);
    return (void *)answer;
}
int resolved_answer() __attribute__((ifunc("pick_answer")));
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    (void)resolved_answer();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
