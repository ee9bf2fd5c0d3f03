// expect: gpu=crash|host-reduction|unwritten-output emu=host-reduction|crash  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: after an empty kernel (the runtime closes device memory as it returns), device memory is opened again with mprotect reached through libc's dynamic symbol table (no name the build refuses: mprotect-table-reopen.cu), the input summed on the host through d_input, and the total stored through d_result by a plain host store.  No copy or fill put those bytes there and no kernel stored them: the output's provenance says host code wrote it (harness/backend/emu/simt/out_trace.c).
// mistake: no reduction on the device; device memory reopened through libc's table and the result stored by host code
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <sys/mman.h>

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

typedef int (*mprotect_fn)(void *, size_t, int);

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    mprotect_fn reopen = (mprotect_fn)libc_function("mprotect");
    // An empty kernel first: "no kernel launched" must not fire, and the
    // runtime closes device memory again when it returns.
    nothing_kernel<<<1, 32>>>(nullptr);
    cudaDeviceSynchronize();
    uintptr_t lo = (uintptr_t)d_input & ~(uintptr_t)4095;
    uintptr_t hi = ((uintptr_t)(d_input + n) + 4095) & ~(uintptr_t)4095;
    uintptr_t rlo = (uintptr_t)d_result & ~(uintptr_t)4095;
    if (reopen) {
        reopen((void *)lo, hi - lo, PROT_READ | PROT_WRITE);
        reopen((void *)rlo, 4096, PROT_READ | PROT_WRITE);
    }
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    *d_result = (T)s;  // a plain host store: no copy for any rule to see
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
