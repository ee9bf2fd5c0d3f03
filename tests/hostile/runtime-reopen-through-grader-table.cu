// expect: gpu=compile-error emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: opens the emulator's device memory to host code with the runtime's own simt_mem_open, found by name in the grader's dynamic symbol table (from the address of simt_launch_count, which the emulator's headers name and the build's name check allows; runtime-reopen.cu names simt_mem_open and is refused), sums the input on the host through d_input and stores the total through d_result with a plain host store: no copy call, so neither the copy volume nor the host-write rule sees it.  An empty kernel is launched so that "no kernel launched" does not fire.  Refused by name (simt_launch_count is the glue's alone); past that, simt_mem_open is not in the grader's dynamic symbol table (tools/dynamic-list.sh), and the host's read of d_input crashes.
// mistake: no reduction on the device; device memory reopened with the runtime's simt_mem_open found through the grader's symbol table
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <elf.h>

// A function of the grader itself by its name: the grader (a PIE) exports
// the emulator's runtime for the dlopen'ed submission, so its dynamic symbol
// table lists simt_diag_take.  Found from the address of a runtime function
// the submission may name (simt_launch_count, spelt in the emulator's own
// headers): the page with the ELF header lies below it.
extern "C" unsigned long simt_launch_count(void);
static void *grader_function(const char *want)
{
    uintptr_t base = (uintptr_t)(void *)&simt_launch_count & ~(uintptr_t)4095;
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

__global__ void nothing_kernel(int *p)
{
    if (p)
        *p = 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    typedef void (*open_fn)(void);
    open_fn reopen = (open_fn)grader_function("simt_mem_open");
    nothing_kernel<<<1, 32>>>(nullptr);
    cudaDeviceSynchronize();
    if (reopen)
        reopen();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    *d_result = (T)s;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
