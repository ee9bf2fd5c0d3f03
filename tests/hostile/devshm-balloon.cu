// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: writes a file under /dev/shm (memory, not disk, which RLIMIT_DATA, the emulator's cap, does not count, and which outlived a single grading).  `open` is refused by name, so it is taken from libc's dynamic symbol table in memory (found from &puts).  The emulator's graded process may write /dev/null of /dev, not /dev/shm (harness/run/run_child.c): the open fails.  Graded by single-hostile.sh, which checks that no file is left (the path comes from RG_TEST_DEVSHM_FILE) and that the open was tried.
// mistake: no kernel; a file written to /dev/shm
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <unistd.h>

// A function of libc by its name, read from libc's dynamic symbol table in
// memory: the library that holds puts starts with an ELF header on a page
// boundary below it.
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

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    static bool done;
    if (done)
        return;
    done = true;
    const char *path = getenv("RG_TEST_DEVSHM_FILE");
    if (!path)
        path = "/dev/shm/rg-devshm-balloon";
    typedef int (*open_fn)(const char *, int, int);
    open_fn open_file = (open_fn)libc_function("open");
    if (!open_file) {
        printf("NO-OPEN %s\n", path);
        return;
    }
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    int fd = open_file(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) {
        printf("REFUSED %s %s\n", path, strerror(errno));
        return;
    }
    for (int i = 0; i < 4; i++)
        if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk)
            break;
    close(fd);
    printf("WROTE %s\n", path);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
