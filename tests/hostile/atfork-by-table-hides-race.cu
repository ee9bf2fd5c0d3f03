// expect: gpu=race|wrong-result|pass emu=race|wrong-result  args=--sizes=4099,--blocks=256 -- The shared-memory tree without a barrier between its levels, and a fork handler registered through libc's dynamic symbol table (pthread_atfork's name never appears, so the build's refusal of the name does not see it): the emulator starts addr2line to name a finding's line, and a handler run at that fork would run the submission's code in the middle of the runtime's report of the race, where it ends the process (or hangs it) so that the finding is lost.  The runtime starts addr2line with posix_spawn, which runs no fork handler, and each finding reaches the grader through its pipe as it is made: the race is found.
// mistake: no barrier between the tree's levels; a fork handler hoping to cut off the report of the race
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <unistd.h>
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

static void rg_cut_off(void)
{
    _exit(0);
}

__attribute__((constructor)) static void rg_arm(void)
{
    auto at_fork = (int (*)(void (*)(void), void (*)(void), void (*)(void)))from_libc("pthread_atfork");
    if (at_fork)
        at_fork(rg_cut_off, nullptr, rg_cut_off);
}

// A whole-array sum: a grid-stride share per thread, a tree in shared
// memory for any block size, one atomicAdd per block.
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

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}
