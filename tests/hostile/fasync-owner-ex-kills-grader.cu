// expect: gpu=unwritten-output emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: the route of fasync-owner-kills-grader.cu through fcntl(F_SETOWN_EX), whose owner (the grader, its parent) is handed in a struct the seccomp filter cannot read: SIGKILL chosen with F_SETSIG, O_ASYNC on a pipe of its own, a byte written, and the kernel would kill the grader.  The filter refuses F_SETOWN_EX (EPERM, harness/run/guard.c): nobody is signalled, and the result is never written.
// mistake: no kernel; the grader made the owner of a pipe by F_SETOWN_EX
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <csignal>
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
    struct f_owner_ex owner = { F_OWNER_PID, parent() };
    ctl(fd[0], F_SETOWN_EX, &owner);
    ctl(fd[0], F_SETSIG, SIGKILL);
    ctl(fd[0], F_SETFL, O_ASYNC | O_NONBLOCK);
    put(fd[1], "x", 1);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
