// expect: gpu=over-read|wrong-result|pass|crash emu=attacked-grader|over-read  args=--sizes=1001,--blocks=256 -- (over-read alone since the CUDA runtime's functions have local stubs in the submission's object, ir_runtime_stubs.c: the walk back from &cudaGetLastError finds the object, not the grader, and fills nothing) past-marks-from-cuda-call.cu with its fill made in the entry point, after the glue marked the case's input: the marks already made stay (its over-read is seen either way), and a mark that finds the table full is an attacked-grader finding, never dropped in silence (harness/backend/emu/simt/past_end.c).  On a GPU the walk finds no such name.
// mistake: four loads made before their bounds tests (an over-read past n); the past-end marks filled in the entry point through the grader's symbol table
#include <cstddef>

#include <cstdint>
#include <cstring>
#include <elf.h>

// A function of the grader by its name, from its dynamic symbol table,
// found from the address of a CUDA call the emulator defines in the grader.
static void *grader_function(const char *want)
{
    uintptr_t base = (uintptr_t)(void *)&cudaGetLastError & ~(uintptr_t)4095;
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

typedef void (*mark_fn)(const void *, size_t, const void *, size_t, size_t);

template <typename T>
__global__ void load_then_test(const T *input, T *result, size_t n)
{
    size_t i = 4 * (blockIdx.x * (size_t)blockDim.x + threadIdx.x);
    T v = T(0);
    if (i < n) {
        // Four loads, then the bounds test: up to three elements past n.
        T a = input[i], b = input[i + 1], c = input[i + 2], d = input[i + 3];
        v = a + (i + 1 < n ? b : T(0)) + (i + 2 < n ? c : T(0)) + (i + 3 < n ? d : T(0));
    }
    if (i < n)
        atomicAdd(result, v);
}

// In the case, after the glue marked its input: every slot taken, on a
// static array of the submission's own that no kernel reads.
static char junk[64];
static void fill_marks()
{
    mark_fn mark = (mark_fn)grader_function("simt_mem_mark_past");
    for (int k = 0; mark && k < 64; k++)
        mark(junk + k, 1, junk, 1, 0);
}

template <typename T>
static void run(const T *d_input, T *d_result, size_t n, int block)
{
    fill_marks();
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        load_then_test<T><<<(unsigned)((n + 4 * block - 1) / (4 * block)), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}
