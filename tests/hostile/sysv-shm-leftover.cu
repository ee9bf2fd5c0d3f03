// expect: gpu=unwritten-output emu=unwritten-output  -- Leaves memory on the machine after its grading: System V shared memory (shmget, shmat: refused by name now, sysv-shm-probe-hides-race.cu, so reached here through libc's symbol table, libc_function; not refused by a GPU's seccomp filter) outlives the process, is counted by no limit of the graded process (RLIMIT_DATA counts private memory only) and, without an IPC namespace of the grading's own, outlives the grading and the batch.  Here 4 segments under the fixed keys 0x52470000..3 (so that batch-hostile.sh can look for them; keyed, they would also be a channel between gradings running at once), written, detached and left, per graded process.  In a batch the sandbox's IPC namespace (sandbox.c, CLONE_NEWIPC) takes them with the grading; at the levels without namespaces, run as root, the batch removes what the grading's uid owns (batch_uid.c).  Since the emulator's graded process may make no segment (harness/run/guard.c: memory no cap counts, sysv-shm-balloon.cu), this holds on a GPU only; on the emulator the segments are refused.
// mistake: no kernel; System V shared memory left behind
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


__attribute__((constructor)) static void leave_memory_behind()
{
    shmget_fn shmget_ = (shmget_fn)libc_function("shmget");
    shmat_fn shmat_ = (shmat_fn)libc_function("shmat");
    shmdt_fn shmdt_ = (shmdt_fn)libc_function("shmdt");
    for (int i = 0; i < 4; i++) {
        int id = shmget_((key_t)(0x52470000 + i), (size_t)1 << 20, IPC_CREAT | 0666);
        void *p = id >= 0 ? shmat_(id, nullptr, 0) : (void *)-1;
        if (p != (void *)-1) {
            memset(p, 0x5a, (size_t)1 << 20);
            shmdt_(p);
        }
        printf("segment %d: id %d %s\n", i, id, p != (void *)-1 ? "written, left" : "refused");
    }
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
}
