// expect: gpu=host-reduction|crash emu=host-reduction  args=--sizes=1000,--blocks=256 -- Has no kernel: copies the input back and sums it on the host, then finds the glue's own bookkeeping in the shared object's writable memory, below its own variables (the glue's object is linked first, its statics a few pages below the submission's, past the device variables' pages, which are closed while the entry point runs and which it steps over by asking write(2) of a pipe of its own whether each page can be read), by a signature it knows: the watch's two words that hold the input's first and one-past-last address.  Around them it zeroes the glue's count of bytes copied back and its "the host wrote the output last" flag, and rewinds the count of launches the entry point's count is taken from, hoping for "one launch, nothing copied".  The emulator's runtime keeps the counts that decide (harness/glue/watch.cuh takes the larger of its own and the runtime's), and a GPU grading's checked run is the emulator's.
// mistake: no kernel; a host sum, and the glue's counters in the shared object rewritten
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <elf.h>
#include <vector>

// libc's own definition of `want`, from libc's dynamic symbol table in
// memory (its image starts with an ELF header on a page boundary below
// printf): the object names no refused call, so only the sandbox decides.
static void *from_libc(const char *want)
{
    const char *page = (const char *)((uintptr_t)(void *)&printf & ~(uintptr_t)0xfff);
    while (std::memcmp(page, "\177ELF", 4) != 0)
        page -= 0x1000;
    const Elf64_Ehdr *elf = (const Elf64_Ehdr *)page;
    const Elf64_Phdr *seg = (const Elf64_Phdr *)(page + elf->e_phoff);
    const Elf64_Dyn *d = nullptr;
    for (unsigned k = 0; k < elf->e_phnum && !d; k++)
        if (seg[k].p_type == PT_DYNAMIC)
            d = (const Elf64_Dyn *)(page + seg[k].p_vaddr);
    const Elf64_Sym *tab = nullptr;
    const char *str = nullptr;
    for (; d && d->d_tag != DT_NULL; d++) {
        const char *at = (const char *)d->d_un.d_ptr;
        if (at < page)
            at = page + d->d_un.d_ptr;
        if (d->d_tag == DT_SYMTAB)
            tab = (const Elf64_Sym *)at;
        else if (d->d_tag == DT_STRTAB)
            str = at;
    }
    if (!tab || !str)
        return nullptr;
    for (const Elf64_Sym *s = tab + 1; (const char *)s < str; s++)
        if (s->st_shndx != SHN_UNDEF && std::strcmp(str + s->st_name, want) == 0)
            return (void *)(page + s->st_value);
    return nullptr;
}

// Can this page be read?  write(2) answers EFAULT rather than fault.
static bool readable(const void *page)
{
    static int probe[2] = { -1, -1 };
    static auto put = (long (*)(int, const void *, size_t))from_libc("write");
    static auto take = (long (*)(int, void *, size_t))from_libc("read");
    static auto mkpipe = (int (*)(int *))from_libc("pipe");
    if (probe[0] < 0 && (!mkpipe || mkpipe(probe) != 0))
        return false;
    char sink[8];
    if (!put || !take || put(probe[1], page, sizeof sink) != (long)sizeof sink)
        return false;
    take(probe[0], sink, sizeof sink);
    return true;
}

static volatile uintptr_t g_here;  // a variable of the submission's object: the glue's lie below

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    std::vector<T> host(n);
    cudaMemcpy(host.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T total = T(0);
    for (size_t i = 0; i < n; i++)
        total += host[i];
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);

    uintptr_t lo = (uintptr_t)d_input, hi = lo + n * sizeof(T);
    unsigned char *at = (unsigned char *)&g_here;
    for (size_t back = 8; back < (64 << 10); back += 8) {
        uintptr_t cell = (uintptr_t)(at - back);
        if ((cell & 0xfff) == 0xff8 || back == 8) {  // a new page (going down): can it be read?
            if (!readable((const void *)(cell & ~(uintptr_t)0xfff))) {
                back += (cell & 0xfff);              // skip the rest of this page
                continue;
            }
        }
        uintptr_t words[2];
        std::memcpy(words, at - back, sizeof words);
        if (words[0] != lo || words[1] != hi)
            continue;
        unsigned char *watch = at - back - 8;       // { on, lo, hi, bytes, copies, wrote } ...
        std::memset(watch + 24, 0, 8);              // bytes copied back
        std::memset(watch + 32, 0, 4);              // copies to the host
        std::memset(watch + 40, 0, 4);              // the host wrote the output last
        unsigned long from = 0;                     // ... then the launch count at arm
        std::memcpy(&from, watch + 48, sizeof from);
        if (from > 0)
            from--;
        std::memcpy(watch + 48, &from, sizeof from);
        g_here = (uintptr_t)watch;
        break;
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
