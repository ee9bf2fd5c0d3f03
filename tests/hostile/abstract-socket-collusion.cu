// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: two submissions of one class meeting at an abstract unix socket (a name in no folder, which Landlock before ABI 6 does not scope): the first binds it, the second connects.  The emulator's graded process may open no socket (the filter answers socket with EACCES).  Graded by single-hostile.sh, which checks the refusal.  On a GPU a unix socket is allowed (the driver may need one); a batch's network namespace (full) or Landlock ABI 6 scopes abstract names.
// mistake: no kernel; an abstract unix socket for collusion with a classmate
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

// Two submissions of one class meet at an abstract unix socket (a name
// in no folder): the first binds it, the second connects and receives
// what the first computed.  Here: bind, else connect, and say which.
static void attack()
{
    long s = sys(SYS_socket, AF_UNIX, SOCK_STREAM, 0);
    if (s < 0) {
        printf("socket refused (errno %d)\n", errno);
        fflush(stdout);
        return;
    }
    struct sockaddr_un where;
    std::memset(&where, 0, sizeof where);
    where.sun_family = AF_UNIX;
    std::memcpy(where.sun_path, "\0rg-hostile-meeting", 19);
    long len = (long)(offsetof(struct sockaddr_un, sun_path) + 19);
    if (sys(SYS_bind, s, (long)&where, len) == 0)
        printf("socket made, bound\n");
    else if (sys(SYS_connect, s, (long)&where, len) == 0)
        printf("socket made, connected to a classmate\n");
    else
        printf("socket made, neither bound nor connected (errno %d)\n", errno);
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
