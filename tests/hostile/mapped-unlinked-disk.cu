// expect: gpu=unwritten-output emu=unwritten-output  (in a batch: disk-quota) -- Has no kernel: fills files of its work folder by plain writes up to 60 MiB each (under the file-size limit), maps each (MAP_SHARED), closes its descriptor and unlinks it, 8 of them, then waits 1.5 s: the blocks stay taken by the mappings alone, in no folder and behind no descriptor (counting /proc/PID/fd would miss them too).  Where the batch may mount, its folder's tmpfs refuses the writes past the disk limit and the statfs the quota asks ends the grading as disk-quota.  Graded by tests/kit/batch-disk-quota.sh.
// mistake: no kernel; disk held by mappings of unlinked files
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

#include <sys/mman.h>

// Disk held by nothing but a mapping: each file is written, mapped, its
// descriptor closed and its name removed; its blocks stay until unmapped.
static void attack()
{
    static char chunk[1 << 20];
    std::memset(chunk, 0x69, sizeof chunk);
    long held = 0;
    for (int i = 0; i < 8; i++) {
        char name[32];
        std::snprintf(name, sizeof name, "mapped-%d-%02d", (int)sys(SYS_getpid), i);
        long fd = sys(SYS_openat, AT_FDCWD, (long)name, O_RDWR | O_CREAT | O_EXCL, 0600);
        if (fd < 0)
            break;
        int mib = 0;
        while (mib < 60 && sys(SYS_write, fd, (long)chunk, (long)sizeof chunk) == (long)sizeof chunk)
            mib++;
        long at = mib ? sys(SYS_mmap, 0, (long)mib << 20, PROT_READ, MAP_SHARED, fd, 0) : -1;
        sys(SYS_close, fd);
        sys(SYS_unlinkat, AT_FDCWD, (long)name, 0);
        if (at == -1)
            break;
        held += mib;
        if (mib < 60)
            break;
    }
    printf("held %ld MiB in mapped unlinked files\n", held);
    fflush(stdout);
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
