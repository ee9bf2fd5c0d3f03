// Fills the disk: many files, each under the 64 MiB one-file limit, in its own folder; the batch's quota on the folder as a whole must stop it (status disk-quota).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdio>
#include <vector>

static void flood()
{
    std::vector<char> chunk(1 << 20, 'x');
    for (int f = 0; f < 256; f++) {
        char name[32];
        std::snprintf(name, sizeof name, "fill-%03d.bin", f);
        std::FILE *out = std::fopen(name, "wb");
        if (!out)
            return;
        for (int mb = 0; mb < 32; mb++)
            std::fwrite(chunk.data(), 1, chunk.size(), out);
        std::fclose(out);
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    flood();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    flood();
}
