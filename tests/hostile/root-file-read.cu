// Reads what only root may read, from a batch run as root without
// CAP_SYS_ADMIN (a container run as root): protection userns, where the
// namespace's one uid was mapped to root outside, so /etc/shadow (root's,
// mode 0640) was the grading's to print into its own feedback, and
// RLIMIT_NPROC, which the kernel never applies to root, bound nothing.
// Prints its uid (in a user namespace, the namespace's) and how much of
// /etc/shadow it read.  Exercise 07; graded by tests/kit/batch-root-no-admin.sh,
// which checks that it reads nothing.
// It reaches open and read through libc's symbol table, never naming them
// (the build's name check does not see it): the sandbox is what must hold.
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <fcntl.h>
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

static int call_open(const char *path, int flags)
{
    return ((int (*)(const char *, int, ...))libc_function("open"))(path, flags);
}
static long call_read(int fd, char *buf, size_t len)
{
    return ((long (*)(int, void *, size_t))libc_function("read"))(fd, buf, len);
}

// What a file holds, up to 127 bytes, its newlines shown as ';'; "" if it cannot be read.
static std::string first_bytes(const char *path)
{
    char buf[128] = { 0 };
    int fd = call_open(path, O_RDONLY);
    long n = fd >= 0 ? call_read(fd, buf, sizeof buf - 1) : -1;
    std::string s(buf, n > 0 ? (size_t)n : 0);
    for (char &c : s)
        if (c == '\n')
            c = ';';
    return s;
}

static int seen = [] {
    std::printf("uid %u\n", (unsigned)getuid());
    std::printf("root-only file: %zu bytes read\n", first_bytes("/etc/shadow").size());
    return 0;
}();

// Below: the reference solution, so that the grading passes and its printed
// lines are kept.
// 07-multi-block: the sum of a whole array, two ways. Part 0: every block adds its share
// and makes one atomicAdd into the result. Part 1: a first pass writes one partial sum per
// block, a second pass of one block adds the partials.
//
// Host functions; d_result points to one T on the device, poisoned by the caller.
// T is float or double. n may exceed 2^31, so every element index is a size_t.

#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;  // enough blocks to fill an H100; more only adds partials
constexpr int UNROLL = 8;            // loads each thread has in flight per trip

// Part 1's scratch: one partial per block, allocated once with the program. A cudaMalloc
// and cudaFree on every call would cost more than the sum itself at 2^20 elements, and
// cudaFree waits for the whole device before it returns.
template <typename T>
__device__ T g_partials[MAX_BLOCKS];

// Blocks for n elements: one element per thread if that is fewer than MAX_BLOCKS blocks,
// else MAX_BLOCKS blocks whose threads loop over the array (grid-stride).
static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

// Sum over the 32 lanes of the calling warp, in lane 0.
template <typename T>
__device__ T warp_reduce_sum(T value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum over the block, valid in thread 0. Block sizes: multiples of 32 up to 1024.
template <typename T>
__device__ T block_reduce_sum(T value)
{
    __shared__ T warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    value = T(0);
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : T(0);
        value = warp_reduce_sum(value);
    }
    return value;
}

// This block's share of input[0, n): a grid-stride loop, then the block sum (thread 0).
template <typename T>
__device__ T block_share(const T *input, size_t n)
{
    // size_t before multiplying: blockIdx.x * blockDim.x in 32 bits wraps past 2^32, and
    // an int index goes negative past 2^31.
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = /* TODO 1: this thread's first index, computed without 32-bit overflow */ (size_t)blockIdx.x * blockDim.x + threadIdx.x /* END TODO */;
    // UNROLL independent loads per trip (06's lesson): UNROLL sums, so no load
    // waits for the add of the one before it.
    T sums[UNROLL] = {};
    for (; i + (UNROLL - 1) * stride < n; i += UNROLL * stride) {
#pragma unroll
        for (int k = 0; k < UNROLL; k++)
            sums[k] += input[i + k * stride];
    }
    for (; i < n; i += stride)  // the last, ragged trip
        sums[0] += input[i];
    T sum = T(0);
#pragma unroll
    for (int k = 0; k < UNROLL; k++)
        sum += sums[k];
    return block_reduce_sum(sum);
}

// Part 0's kernel: each block adds its share into *result, which must already hold zero.
template <typename T>
__global__ void sum_atomic_kernel(const T *input, T *result, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);  // one atomic per block: little contention
}

// Part 1's kernel: each block writes its share to partial[blockIdx.x].
template <typename T>
__global__ void sum_partials_kernel(const T *input, T *partial, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}

// Sum of d_input[0, n) into *d_result with one atomicAdd per block.
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    // The blocks add into *d_result, so it has to start at zero: the caller poisoned it.
    // The memset runs on the same stream, so it is done before the kernel starts.
    // BEGIN TODO 2: set *d_result to zero on the device before the kernel adds into it
    cudaMemsetAsync(d_result, 0, sizeof(T));
    // END TODO
    sum_atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

// Sum of d_input[0, n) into *d_result in two passes, through the scratch array g_partials.
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;  // *d_result stays poisoned: the caller sees the failure

    // Pass 1: one partial sum per block.
    sum_partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    // Pass 2: one block adds the `blocks` partials into the single result. Same stream,
    // so it starts only after pass 1 has written every partial.
    // BEGIN TODO 3: launch the second pass: one block that reduces the partials into d_result
    sum_partials_kernel<T><<<1, block>>>(d_partial, d_result, (size_t)blocks);
    // END TODO
}
