// expect: gpu=unwritten-output|crash|cuda-error emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: lowers its own limit on open descriptors to 3 (setrlimit RLIMIT_NOFILE, its own process, which the filter allows), so that whatever the glue or the emulator's runtime opens after the entry point returns fails, hoping the grader takes the failure for its own (a machine error, retried) or loses the case.  The grader's pipes are already open; the case fails as the submission's.
// mistake: no kernel; its own descriptor limit lowered to 3
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <sys/resource.h>

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

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    auto limit = (int (*)(int, const struct rlimit *))from_libc("setrlimit");
    struct rlimit three = { 3, 3 };
    if (limit)
        limit(RLIMIT_NOFILE, &three);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
