// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256,--memory-limit=256M -- Has no kernel: fills memfds (anonymous files in memory, which RLIMIT_DATA, the emulator's memory cap, does not count, nor does a batch: only RLIMIT_FSIZE bounds each) with 63 MiB each, eight of them, past the 256 MiB cap, and says so.  memfd_create is refused by name, so it is taken from libc's dynamic symbol table in memory (found from &puts).  The emulator's graded process may not make one (harness/run/guard.c: ENOSYS; not yet on a GPU, whose driver may need one).  Graded by single-hostile.sh, which checks that nothing past the cap was held.
// mistake: no kernel; memory past the cap held in memfds
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <elf.h>
#include <unistd.h>

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
    typedef int (*make_fn)(const char *, unsigned);
    make_fn make = (make_fn)from_libc("memfd_create");
    static char chunk[1 << 20];
    std::memset(chunk, 1, sizeof chunk);
    size_t total = 0;
    for (int f = 0; make && f < 8; f++) {
        int fd = make("rg-balloon", 0);
        if (fd < 0) {
            printf("memfd refused\n");
            break;
        }
        for (int mib = 0; mib < 63; mib++)
            if (write(fd, chunk, sizeof chunk) == (ssize_t)sizeof chunk)
                total += sizeof chunk;
    }
    held = 1;
    printf("held %zu MiB in memfds%s\n", total >> 20,
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
