// expect: gpu=crash|wrong-result|host-reduction emu=crash|wrong-result  args=--sizes=1000,--blocks=256 -- Sums on the host straight through d_input, with a SIGSEGV handler installed through sigaction reached by libc's dynamic symbol table (never named, so the build's name check passes it): the fault on protected device memory is caught and the handler siglongjmps back, hoping a fault the child swallows is never reported as host code touching device memory, and the partial sum made before it counts.  Device memory is closed to the host: the sum stops at the first element, the result written is 0, wrong (or the grader sees the fault first: a crash).
// mistake: the sum made on the host through the device pointer, its fault swallowed by a signal handler
#include <csetjmp>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
// The address of a libc function found by name in libc's own dynamic symbol
// table, in memory: start from a libc function the build allows (puts), go
// down page by page to the ELF header, then read PT_DYNAMIC for the symbol and
// string tables.  No refused name appears in the object.
static void *from_libc(const char *name)
{
    const unsigned char *image = (const unsigned char *)((uintptr_t)(void *)&puts & ~(uintptr_t)0xfff);
    while (!(image[0] == 0x7f && image[1] == 'E' && image[2] == 'L' && image[3] == 'F'))
        image -= 0x1000;
    const Elf64_Ehdr *header = (const Elf64_Ehdr *)image;
    const Elf64_Phdr *segments = (const Elf64_Phdr *)(image + header->e_phoff);
    const Elf64_Dyn *entry = nullptr;
    for (unsigned k = 0; k < header->e_phnum && !entry; k++)
        if (segments[k].p_type == PT_DYNAMIC)
            entry = (const Elf64_Dyn *)(image + segments[k].p_vaddr);
    const Elf64_Sym *table = nullptr;
    const char *strings = nullptr;
    for (; entry && entry->d_tag != DT_NULL; entry++) {
        uintptr_t where = entry->d_un.d_ptr;
        if (where < (uintptr_t)image)
            where += (uintptr_t)image;
        if (entry->d_tag == DT_SYMTAB)
            table = (const Elf64_Sym *)where;
        else if (entry->d_tag == DT_STRTAB)
            strings = (const char *)where;
    }
    if (!table || !strings)
        return nullptr;
    for (const Elf64_Sym *s = table + 1; (const char *)s < strings; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(strings + s->st_name, name) == 0)
            return (void *)(image + s->st_value);
    return nullptr;
}

typedef int (*action_fn)(int, const struct sigaction *, struct sigaction *);

static sigjmp_buf back;

static void on_fault(int) { siglongjmp(back, 1); }

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    action_fn act = (action_fn)from_libc("sigaction");
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fault;
    sa.sa_flags = SA_NODEFER;
    if (act)
        act(SIGSEGV, &sa, nullptr);
    volatile T total = T(0);
    if (sigsetjmp(back, 1) == 0)
        for (size_t i = 0; i < n; i++)
            total = total + d_input[i];
    T result = total;
    cudaMemcpy(d_result, &result, sizeof result, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
