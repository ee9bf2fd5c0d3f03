// expect: gpu=crash|unwritten-output emu=crash|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: reaches mmap through libc's dynamic symbol table in memory (never naming it, so the build's name check passes the file), maps a page readable, writable and executable, writes machine code into it (mov eax, 231; xor edi, edi; syscall: exit_group(0)) and calls it, hoping self-written host code can end the child cleanly past every watch on libc's exits.  Either the mapping is refused (the entry returns, the result unwritten) or the child ends before its reply: a crash.
// mistake: no kernel; self-written host code in a writable, executable mapping found through libc's table
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <sys/mman.h>

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

typedef void *(*map_fn)(void *, size_t, int, int, int, long);

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    static const unsigned char code[] = {0xb8, 0xe7, 0x00, 0x00, 0x00, 0x31, 0xff, 0x0f, 0x05, 0xc3};
    map_fn map = (map_fn)from_libc("mmap");
    if (!map)
        return;
    void *page = map(nullptr, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED)
        return;
    std::memcpy(page, code, sizeof code);
    reinterpret_cast<void (*)()>(page)();
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
