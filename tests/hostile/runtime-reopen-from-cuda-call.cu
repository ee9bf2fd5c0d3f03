// expect: gpu=crash emu=crash|host-reduction  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: runtime-reopen-through-grader-table.cu with no name the build refuses: simt_mem_open looked up in the grader's dynamic symbol table from the address of cudaGetLastError, then the input summed on the host through d_input and the total stored through d_result by a plain host store.  simt_mem_open is not exported (tools/dynamic-list.sh): the host's read of device memory crashes, as on a GPU; where the reopen succeeds, the output holds bytes no kernel store or CUDA call put there (host-reduction, harness/backend/emu/simt/out_trace.c).
// mistake: no reduction on the device; device memory reopened with the runtime's simt_mem_open found from a CUDA call's address
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <elf.h>

// A function of the grader itself by its name, looked up in the grader's
// dynamic symbol table, found from the address of a CUDA call the emulator
// defines in the grader (cudaGetLastError: no name check can refuse it):
// the page with the ELF header lies below it.
static void *grader_function(const char *want)
{
    uintptr_t base = (uintptr_t)(void *)&cudaGetLastError & ~(uintptr_t)4095;
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
