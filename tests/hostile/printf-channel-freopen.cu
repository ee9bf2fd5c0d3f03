// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=4099,--blocks=256 -- printf-channel-host-sum.cu through a file: freopen() points stdout at a file of the submission's folder, a kernel printf()s every element, the host reads the file back (fopen) and sums.  Both calls are refused by name, so they are taken from libc's dynamic symbol table in memory (found from &puts).  freopen closes fd 1 and re-opens, or dup3s the new file onto it: the filter refuses both (attacked-grader).
// mistake: the sum is done on the host, the input carried to it by device printf through a file stdout was freopen()ed onto
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <elf.h>

// A function of libc by its name, read from libc's dynamic symbol table in
// memory: the library that holds puts starts with an ELF header on a page
// boundary below it.
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

template <typename T>
__global__ void print_all(const T *input, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        printf("%a\n", (double)input[i]);
}

template <typename T>
static void carry(const T *d_input, T *d_result, size_t n, int block)
{
    typedef FILE *(*reopen_fn)(const char *, const char *, FILE *);
    typedef FILE *(*open_fn)(const char *, const char *);
    reopen_fn reopen = (reopen_fn)libc_function("freopen");
    open_fn open_file = (open_fn)libc_function("fopen");
    if (!reopen || !open_file)
        return;
    fflush(stdout);
    if (!reopen("printed-back.txt", "w", stdout))
        return;
    print_all<<<(unsigned)((n + block - 1) / block), block>>>(d_input, n);
    cudaDeviceSynchronize();
    fflush(stdout);
    FILE *back = open_file("printed-back.txt", "r");
    double total = 0;
    for (double x; back && fscanf(back, "%la", &x) == 1;)
        total += x;
    T sum = (T)total;
    cudaMemcpy(d_result, &sum, sizeof(T), cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    carry(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    carry(d_input, d_result, n, block);
}
