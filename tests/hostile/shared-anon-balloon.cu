// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256,--memory-limit=256M -- Has no kernel: maps 512 MiB of shared anonymous memory (MAP_SHARED | MAP_ANONYMOUS: shared pages, which RLIMIT_DATA, the emulator's memory cap, does not count) and writes it all, past the 256 MiB cap, and says so.  mmap is refused by name, so it is taken from libc's dynamic symbol table in memory (found from &puts).  The emulator's graded process may map no shared anonymous memory (harness/run/guard.c: ENOMEM; not yet on a GPU).  Graded by single-hostile.sh, which checks that nothing past the cap was held.
// mistake: no kernel; memory past the cap held in a shared anonymous mapping
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <elf.h>
#include <unistd.h>
#include <sys/mman.h>

// libc's function called name, from the dynamic symbol table of the image
// that holds puts (its ELF header is on the first page of the image).
static void *from_libc(const char *name)
{
    const unsigned char *page = (const unsigned char *)((uintptr_t)(void *)&puts & ~(uintptr_t)0xfff);
    while (!(page[0] == 0x7f && page[1] == 'E' && page[2] == 'L' && page[3] == 'F'))
        page -= 0x1000;
    uintptr_t base = (uintptr_t)page;
    const Elf64_Ehdr *h = (const Elf64_Ehdr *)base;
    const Elf64_Dyn *d = nullptr;
    for (int i = 0; i < h->e_phnum && !d; i++) {
        const Elf64_Phdr *p = (const Elf64_Phdr *)(base + h->e_phoff) + i;
        if (p->p_type == PT_DYNAMIC)
            d = (const Elf64_Dyn *)(base + p->p_vaddr);
    }
    uintptr_t sym = 0, str = 0;
    for (; d && d->d_tag != DT_NULL; d++) {
        uintptr_t v = d->d_un.d_ptr < base ? base + d->d_un.d_ptr : d->d_un.d_ptr;
        if (d->d_tag == DT_SYMTAB)
            sym = v;
        else if (d->d_tag == DT_STRTAB)
            str = v;
    }
    for (const Elf64_Sym *s = (const Elf64_Sym *)sym + 1; sym && (uintptr_t)s < str; s++)
        if (s->st_value && std::strcmp((const char *)str + s->st_name, name) == 0)
            return (void *)(base + s->st_value);
    return nullptr;
}

static int held;

static void balloon()
{
    if (held)
        return;
    held = 1;
    typedef void *(*map_fn)(void *, size_t, int, int, int, long);
    map_fn map = (map_fn)from_libc("mmap");
    size_t want = (size_t)512 << 20, total = 0;
    char *p = map ? (char *)map(nullptr, want, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
                  : (char *)MAP_FAILED;
    if (p == (char *)MAP_FAILED) {
        printf("mapping refused\n");
    } else {
        for (size_t at = 0; at < want; at += 4096)
            p[at] = 1;
        total = want;
    }
    printf("held %zu MiB in a shared mapping%s\n", total >> 20,
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
