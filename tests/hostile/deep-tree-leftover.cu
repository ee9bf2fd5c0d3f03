// Nests 20 folders of 250-byte names in its work folder (5 KB of path, past PATH_MAX, at a depth the batch's quota walk allows), so that the batch, removing the folder with nftw(), failed on the first long path and left the whole tree in /tmp after the class was graded: files of a submission outlived its grading and the batch (harness/batch/remove_tree.c removes by descriptors now).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/batch-class-attacks.sh, which looks for its mark under /tmp after the batch; not in batch-hostile's class.
// It reaches mkdirat, openat and close through libc's symbol table (libc_function), never
// naming them, as a real attacker would: the build's name check (forbidden-call) does not
// see it, and the batch is what must hold.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>

// libc's function called want, found in libc's own dynamic symbol table:
// the ELF header of the library that holds puts lies on a page boundary at
// or below puts.
static void *libc_function(const char *want)
{
    uintptr_t at = (uintptr_t)(void *)&puts & ~(uintptr_t)4095;
    while (std::memcmp((const void *)at, ELFMAG, SELFMAG) != 0)
        at -= 4096;
    const Elf64_Ehdr *elf = (const Elf64_Ehdr *)at;
    const Elf64_Phdr *seg = (const Elf64_Phdr *)(at + elf->e_phoff);
    const Elf64_Dyn *dyn = nullptr;
    for (int i = 0; i < elf->e_phnum; i++)
        if (seg[i].p_type == PT_DYNAMIC)
            dyn = (const Elf64_Dyn *)(at + seg[i].p_vaddr);
    const Elf64_Sym *table = nullptr;
    const char *strings = nullptr;
    for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
        uintptr_t p = dyn->d_un.d_ptr < at ? at + dyn->d_un.d_ptr : dyn->d_un.d_ptr;
        if (dyn->d_tag == DT_SYMTAB)
            table = (const Elf64_Sym *)p;
        else if (dyn->d_tag == DT_STRTAB)
            strings = (const char *)p;
    }
    for (const Elf64_Sym *s = table + 1; table && strings && (const char *)s < strings; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(strings + s->st_name, want) == 0)
            return (void *)(at + s->st_value);
    return nullptr;
}

typedef int (*mkdirat_fn)(int, const char *, unsigned);
typedef int (*openat_fn)(int, const char *, int, ...);
typedef int (*close_fn)(int);

// In the working folder (the batch's work folder): a mark, then 20 levels.
static void nest_once()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    mkdirat_fn mk = (mkdirat_fn)libc_function("mkdirat");
    openat_fn op = (openat_fn)libc_function("openat");
    close_fn cl = (close_fn)libc_function("close");
    if (!mk || !op || !cl)
        return;
    const int here = -100, dir_only = 0200000; // AT_FDCWD, O_DIRECTORY
    mk(here, "rg-deep-tree-leftover-mark", 0755);
    int fd = op(here, "rg-deep-tree-leftover-mark", dir_only);
    char name[251];
    std::memset(name, 'd', 250);
    name[250] = '\0';
    for (int level = 0; fd >= 0 && level < 20; level++) {
        mk(fd, name, 0755);
        int sub = op(fd, name, dir_only);
        cl(fd);
        fd = sub;
    }
    if (fd >= 0)
        cl(fd);
    std::printf("nested 20 folders of 250-byte names\n");
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    nest_once();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    nest_once();
}
