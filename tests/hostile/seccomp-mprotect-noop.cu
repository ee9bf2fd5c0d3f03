// expect: gpu=attacked-grader|crash emu=attacked-grader  args=--sizes=1000,--blocks=256 -- A global constructor stacks a seccomp filter of its own on the grader's (prctl, reached through libc's symbol table): every mprotect that asks for PROT_NONE would return 0 without doing anything, leaving the emulator's device memory readable for host code to sum the input through the device pointer.  The graded process's last filter (harness/run/seccomp_lock.c) refuses seccomp and prctl(PR_SET_SECCOMP): the process ends at the call (SIGSYS, attacked-grader), on either backend.
// mistake: no reduction on the device; the emulator's mprotect(PROT_NONE) made a no-op by a filter of the submission's
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

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

typedef int (*prctl_fn)(int, unsigned long, unsigned long, unsigned long, unsigned long);

// mprotect(addr, len, PROT_NONE): skipped, returns 0.  Everything else: allowed.
__attribute__((constructor)) static void keep_memory_open(void)
{
    static struct sock_filter code[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_mprotect, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[2])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PROT_NONE, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    static struct sock_fprog prog = { (unsigned short)(sizeof code / sizeof code[0]), code };
    prctl_fn ctl = (prctl_fn)libc_function("prctl");
    if (ctl) {
        ctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
        int rc = ctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, (unsigned long)&prog, 0, 0);
        printf("filter installed: %d\n", rc);
    }
}

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
