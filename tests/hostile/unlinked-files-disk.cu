// expect: gpu=unwritten-output emu=unwritten-output  (in a batch: disk-quota) -- Has no kernel: makes files in its work folder and unlinks each at once, keeps them open and fills each by plain writes up to 60 MiB (under the file-size limit), 8 of them (480 MiB a process), then waits 1.5 s.  A quota that walks the work folder (harness/batch/disk_usage.c) sees none of it; where the batch may mount, the folder is a tmpfs of the disk limit's size (harness/batch/work_fs.c): the writes past it fail (ENOSPC) and the statfs the quota asks ends the grading as disk-quota.  Graded by tests/kit/batch-disk-quota.sh.
// mistake: no kernel; disk held in unlinked files the quota never sees
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
#include <fcntl.h>
#include <unistd.h>
#include <ctime>

// Disk no walk of the work folder sees: files unlinked as soon as they are
// made, kept open, each then filled by plain writes up to 60 MiB (under the
// file-size limit), 8 of them (480 MiB, past a quota of 256 MiB).  The
// blocks stay taken until the last descriptor closes.
static void attack()
{
    static char chunk[1 << 20];
    std::memset(chunk, 0x5a, sizeof chunk);
    long held = 0;
    for (int i = 0; i < 8; i++) {
        char name[32];
        std::snprintf(name, sizeof name, "gone-%d-%02d", (int)sys(SYS_getpid), i);
        long fd = sys(SYS_openat, AT_FDCWD, (long)name, O_RDWR | O_CREAT | O_EXCL, 0600);
        if (fd < 0 || sys(SYS_unlinkat, AT_FDCWD, (long)name, 0) != 0)
            break;
        for (int mib = 0; mib < 60; mib++, held++)
            if (sys(SYS_write, fd, (long)chunk, (long)sizeof chunk) != (long)sizeof chunk)
                break;
    }
    printf("held %ld MiB in unlinked files\n", held);
    if (held > 256)
        printf("past the disk quota\n");
    fflush(stdout);
    // Stay while the quota is polled: a grading that ends now frees them.
    for (int i = 0; i < 3; i++) {
        struct timespec nap = { 0, 500000000 };
        sys(SYS_nanosleep, (long)&nap, 0);
    }
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
