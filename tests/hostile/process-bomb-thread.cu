// expect: gpu=process-limit emu=process-limit  args=--sizes=1000,--blocks=256 -- Has no kernel: starts host threads (pthread_create through libc's table: std::thread's own call, which the emulator's build refuses by name) that each sleep for ever, until one fails to start or 300 are running, and says how many it started.  A thread explosion that stops itself: the graded process's process limit counts threads too (harness/run/process_limit.c), so it must stop it first and the case fail as process-limit.  Graded by single-process-limit.sh.
// mistake: no kernel; hundreds of host threads started
#include <pthread.h>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <unistd.h>

// A function of libc by its name, read from libc's dynamic symbol table in
// memory (the library that holds puts starts with an ELF header on a page
// boundary below it): the build's check of called names never sees it.
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

// At most this many at once, however the grader limits it: the test must
// never be the machine's thread explosion.
static const int most = 300;

static void *sleeper(void *)
{
    for (;;)
        pause();
    return nullptr;
}

static void attack()
{
    static int running; // the threads of earlier calls sleep on
    typedef int (*start_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    start_fn start = (start_fn)libc_function("pthread_create");
    int err = 0;
    while (start && running < most) {
        pthread_t t;
        err = start(&t, nullptr, sleeper, nullptr);
        if (err != 0)
            break;
        running++;
    }
    printf("started %d threads%s%s\n", running, err ? ", then a start failed: " : "",
           err ? std::strerror(err) : "");
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    attack();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    attack();
}
