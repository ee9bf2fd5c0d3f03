// expect: gpu=wrong-result emu=unwritten-output|wrong-result  -- Finds the grader's own copy of the input among the child's mappings (/proc/self/maps), sums it on the host and hands the answer over with cudaMemcpy beside an empty kernel: both backends passed it while the grader's input was shared with the graded process.  The input now reaches the child down a pipe and is gone before the entry point runs (harness/run/run_inputs.c); on the emulator /proc is closed to the child too.  It reaches fopen through libc's symbol table (libc_function), never naming it, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdio>
#include <cstring>
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

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

// The k-th mapping whose line names the grader's shared memory.
static const char *grader_region(int k, size_t *len)
{
    FILE *maps = call_fopen("/proc/self/maps", "r");
    if (!maps)
        return nullptr;
    char line[512];
    const char *found = nullptr;
    while (!found && fgets(line, sizeof line, maps)) {
        unsigned long lo, hi;
        if (strstr(line, "rg-cases") && sscanf(line, "%lx-%lx", &lo, &hi) == 2 && k-- == 0) {
            found = (const char *)lo;
            *len = hi - lo;
        }
    }
    fclose(maps);
    return found;
}

template <typename T>
static void host_sum(T *d_result, size_t n)
{
    nothing_kernel<<<1, 32>>>(nullptr);
    size_t len = 0;
    for (int k = 0; k < 4; k++) {
        const T *in = (const T *)grader_region(k, &len);
        if (!in || len < n * sizeof(T))
            continue;
        double s = 0;
        for (size_t i = 0; i < n; i++)
            s += in[i];
        T r = (T)s;
        cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
        return;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)block;
    host_sum(d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)block;
    host_sum(d_result, n);
}
