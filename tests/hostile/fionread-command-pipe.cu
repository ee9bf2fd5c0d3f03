// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: asks the kernel how many bytes wait in the grader's command pipe (ioctl FIONREAD), meaning to learn the size of a case the grader has queued and so which case comes, a secret case's size by its bytes.  An ioctl on the pipe from code that is not the grader's stubs: the wire guard ends the process.
// mistake: no kernel; the command pipe's queued bytes counted with FIONREAD
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/ioctl.h>

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

// The grader's pipe this process inherited: the child moves its command
// pipe to the descriptor just under 1023 and its reply pipe below it
// (harness/run/run_child.c), so the first FIFO found going down from 1023
// is the commands (mode O_RDONLY) and the second the replies.  Only fstat
// is asked: it does not touch the pipe's data or settings.
static int grader_pipe(int mode)
{
    auto status = (int (*)(int, struct stat *))from_libc("fstat");
    int skip = mode == O_RDONLY ? 0 : 1;
    for (int fd = 1023; status && fd > 2; fd--) {
        struct stat st;
        if (status(fd, &st) == 0 && S_ISFIFO(st.st_mode) && skip-- == 0)
            return fd;
    }
    return -1;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    auto ask = (int (*)(int, unsigned long, ...))from_libc("ioctl");
    int cmd = grader_pipe(O_RDONLY), waiting = 0;
    if (cmd >= 0 && ask && ask(cmd, FIONREAD, &waiting) == 0 && waiting > 0)
        printf("%d bytes queued\n", waiting);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
