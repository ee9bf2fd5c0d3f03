// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256,--memory-limit=256M -- Has no kernel: holds eight System V shared memory segments of 64 MiB, attached and written (shared memory, which RLIMIT_DATA, the emulator's memory cap, does not count, and shmget and shmat, refused by name now (sysv-shm-probe-hides-race.cu), are reached through libc's symbol table (libc_function), as they were refused by neither the name check nor, before, the filter), past the 256 MiB cap, and says so.  The emulator's graded process may make none (harness/run/guard.c: ENOSYS; not yet on a GPU).  Graded by single-hostile.sh, which checks that nothing past the cap was held.
// mistake: no kernel; memory past the cap held in System V segments
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <cstdint>
#include <elf.h>

// A function of libc by its name, read from libc's dynamic symbol table in
// memory (the library that holds puts starts with an ELF header on a page
// boundary below it): the object names no refused call, so the build's
// name check passes it and only the sandbox stands in the way.
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

typedef int (*shmget_fn)(key_t, size_t, int);
typedef void *(*shmat_fn)(int, const void *, int);
typedef int (*shmctl_fn)(int, int, struct shmid_ds *);
typedef int (*shmdt_fn)(const void *);


static int held;

static void balloon()
{
    if (held)
        return;
    held = 1;
    shmget_fn shmget_ = (shmget_fn)libc_function("shmget");
    shmat_fn shmat_ = (shmat_fn)libc_function("shmat");
    shmctl_fn shmctl_ = (shmctl_fn)libc_function("shmctl");
    size_t total = 0;
    for (int k = 0; k < 8; k++) {
        int id = shmget_(IPC_PRIVATE, (size_t)64 << 20, IPC_CREAT | 0600);
        void *p = id >= 0 ? shmat_(id, nullptr, 0) : (void *)-1;
        if (id >= 0)
            shmctl_(id, IPC_RMID, nullptr); // gone with the process, held until then
        if (p == (void *)-1) {
            printf("segment refused\n");
            break;
        }
        std::memset(p, 7, (size_t)64 << 20);
        total += (size_t)64 << 20;
    }
    printf("held %zu MiB in segments%s\n", total >> 20,
           total > ((size_t)256 << 20) ? ": escaped the memory cap" : "");
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    balloon();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
