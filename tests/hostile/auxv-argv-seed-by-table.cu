// expect: gpu=unwritten-output|wrong-result emu=unwritten-output|wrong-result args=--sizes=1000,--blocks=256,--seed,987654321 -- Does no reduction: calls getauxval, reached through libc's dynamic symbol table in memory so the build's name check never sees it, for AT_EXECFN, which points into the string area the kernel laid out at exec (argument and environment strings), scans back from it for the secret "--seed" and makes the result from its value, hoping the graded child still holds the grading's argv (seed-from-argv.cu reached it through program_invocation_name).  The graded child holds only the schedules' seed: the value is wrong.
// mistake: no reduction; the result made from the grader's argv read through the auxiliary vector
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <elf.h>

// The address of a libc function found by name in libc's own dynamic symbol
// table, in memory: start from a libc function the build allows (puts), go
// down page by page to the ELF header, then read PT_DYNAMIC for the symbol and
// string tables.  No refused name appears in the object.
static void *from_libc(const char *name)
{
    const unsigned char *image = (const unsigned char *)((uintptr_t)(void *)&puts & ~(uintptr_t)0xfff);
    while (!(image[0] == 0x7f && image[1] == 'E' && image[2] == 'L' && image[3] == 'F'))
        image -= 0x1000;
    const Elf64_Ehdr *header = (const Elf64_Ehdr *)image;
    const Elf64_Phdr *segments = (const Elf64_Phdr *)(image + header->e_phoff);
    const Elf64_Dyn *entry = nullptr;
    for (unsigned k = 0; k < header->e_phnum && !entry; k++)
        if (segments[k].p_type == PT_DYNAMIC)
            entry = (const Elf64_Dyn *)(image + segments[k].p_vaddr);
    const Elf64_Sym *table = nullptr;
    const char *strings = nullptr;
    for (; entry && entry->d_tag != DT_NULL; entry++) {
        uintptr_t where = entry->d_un.d_ptr;
        if (where < (uintptr_t)image)
            where += (uintptr_t)image;
        if (entry->d_tag == DT_SYMTAB)
            table = (const Elf64_Sym *)where;
        else if (entry->d_tag == DT_STRTAB)
            strings = (const char *)where;
    }
    if (!table || !strings)
        return nullptr;
    for (const Elf64_Sym *s = table + 1; (const char *)s < strings; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(strings + s->st_name, name) == 0)
            return (void *)(image + s->st_value);
    return nullptr;
}

typedef unsigned long (*aux_fn)(unsigned long);

static double seed_from_strings()
{
    aux_fn aux = (aux_fn)from_libc("getauxval");
    const char *end = aux ? (const char *)aux(AT_EXECFN) : nullptr;
    if (!end)
        return 0;
    // The strings lie just below AT_EXECFN's: scan back at most 64 KiB for "--seed".
    for (const char *p = end; p > end - 65536; p--)
        if (std::memcmp(p, "--seed", 7) == 0)
            return std::strtod(p + 7, nullptr);
    return 0;
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input;
    double seed = seed_from_strings();
    std::printf("seed seen: %.0f\n", seed);
    T total = T(seed / 1e9 * (double)n);
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
