// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: makes itself real-time (sched_setscheduler SCHED_FIFO 99 and sched_setattr on its own pid, which the filter allows) and renices itself to -20: run as root (single mode, a batch at the namespaces level) the child kept every capability, and a spinning real-time case starves every other process on its CPU, the grader's included.  It sets itself back at once and says what it got.  The emulator's graded process drops every capability before its filter (harness/run/drop_caps.c): all three refused.  Graded by single-hostile.sh (as a user who is not root they are refused anyway). On a GPU too (capabilities dropped there; contained on an H100).
// mistake: no kernel; real-time priority taken by the graded process
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

// Its own process made real-time (SCHED_FIFO 99), which the filter allows
// on itself: as root, a spinning case would then starve every other
// process on its CPU, the grader's included.  It asks, says what it got,
// and sets itself back at once (nothing spins here).
static void attack()
{
    struct { int prio; } rt = { 99 }, normal = { 0 };
    long fifo = sys(SYS_sched_setscheduler, 0, SCHED_FIFO, (long)&rt);
    struct { unsigned size, policy; unsigned long long flags; int nice; unsigned prio;
             unsigned long long rt, dl, period; } attr = { 48, SCHED_FIFO, 0, 0, 99, 0, 0, 0 };
    long viaattr = sys(SYS_sched_setattr, 0, (long)&attr, 0);
    long nice = sys(SYS_setpriority, PRIO_PROCESS, 0, -20);
    sys(SYS_sched_setscheduler, 0, SCHED_OTHER, (long)&normal);
    sys(SYS_setpriority, PRIO_PROCESS, 0, 0);
    printf("realtime %s, by attr %s, nice -20 %s\n", fifo == 0 ? "granted" : "refused",
           viaattr == 0 ? "granted" : "refused", nice == 0 ? "granted" : "refused");
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
