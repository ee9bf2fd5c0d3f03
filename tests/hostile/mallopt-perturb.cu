// expect: gpu=pass emu=pass  args=--sizes=1000,--blocks=256 -- A correct sum, and a constructor that turns on malloc's perturbation (mallopt M_PERTURB, reached through libc's symbol table): every block malloc hands out afterwards is filled with one byte and every freed one with another, hoping the glue or the runtime reads a buffer it allocated but never cleared (a record, a count) and misjudges the case.  The sum passes.
// mistake: none: a right kernel, malloc's perturbation turned on
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>

// libc's own definition of `want`, from libc's dynamic symbol table in
// memory (its image starts with an ELF header on a page boundary below
// printf): the object names no refused call, so only the sandbox decides.
static void *from_libc(const char *want)
{
    const char *page = (const char *)((uintptr_t)(void *)&printf & ~(uintptr_t)0xfff);
    while (std::memcmp(page, "\177ELF", 4) != 0)
        page -= 0x1000;
    const Elf64_Ehdr *elf = (const Elf64_Ehdr *)page;
    const Elf64_Phdr *seg = (const Elf64_Phdr *)(page + elf->e_phoff);
    const Elf64_Dyn *d = nullptr;
    for (unsigned k = 0; k < elf->e_phnum && !d; k++)
        if (seg[k].p_type == PT_DYNAMIC)
            d = (const Elf64_Dyn *)(page + seg[k].p_vaddr);
    const Elf64_Sym *tab = nullptr;
    const char *str = nullptr;
    for (; d && d->d_tag != DT_NULL; d++) {
        const char *at = (const char *)d->d_un.d_ptr;
        if (at < page)
            at = page + d->d_un.d_ptr;
        if (d->d_tag == DT_SYMTAB)
            tab = (const Elf64_Sym *)at;
        else if (d->d_tag == DT_STRTAB)
            str = at;
    }
    if (!tab || !str)
        return nullptr;
    for (const Elf64_Sym *s = tab + 1; (const char *)s < str; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(str + s->st_name, want) == 0)
            return (void *)(page + s->st_value);
    return nullptr;
}

// A whole-array sum of its own: a grid-stride share per thread, a tree in
// shared memory that works for any block size, one atomicAdd per block.
template <typename T>
__global__ void whole_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[1024];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_sum(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    whole_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), block>>>(d_input, d_result, n);
}

__attribute__((constructor)) static void perturb(void)
{
    auto tune = (int (*)(int, int))from_libc("mallopt");
    if (tune)
        tune(-6 /* M_PERTURB */, 0xa5);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
