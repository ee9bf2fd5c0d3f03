// expect: gpu=unwritten-output emu=unwritten-output  -- Reads the kit's solutions where a batch's sandbox leaves them.  Its entry points do nothing; its host code finds the grader's build folder from the grader's own argv[0] (glibc's program_invocation_name) and prints every file of BUILD/tests/kit/mutants/, where `meson test` leaves each known-wrong kernel as a whole .cu (the reference solution with one line changed), to its printed.txt: the sandbox hides the kit's solutions/ and tests/, not its build folder.
// mistake: reads and prints the kit's mutants (the solutions but for one line) from the build folder
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <errno.h>

static void print_tree(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d) {
        printf("LEAK? cannot open %s: %s\n", dir, strerror(errno));
        return;
    }
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len = strlen(path);
        if (len > 3 && strcmp(path + len - 3, ".cu") == 0) {
            FILE *f = fopen(path, "r");
            printf("==== LEAKED %s (%s)\n", path, f ? "read" : strerror(errno));
            for (int c; f && (c = fgetc(f)) != EOF;)
                putchar(c);
            if (f)
                fclose(f);
        } else if (depth < 3) {
            print_tree(path, depth + 1);
        }
    }
    closedir(d);
}

__attribute__((constructor)) static void leak()
{
    char root[4096];
    snprintf(root, sizeof root, "%s", program_invocation_name);
    char *slash = strrchr(root, '/');
    if (!slash)
        return;
    snprintf(slash, sizeof root - (size_t)(slash - root), "/tests/kit/mutants");
    print_tree(root, 0);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
}
