/* fail_alloc.c — preloaded (LD_PRELOAD) into reduce-grade to make one kind of
 * allocation fail, so that a test can check the program then says so in one
 * line and exits, instead of crashing on a NULL:
 *   RG_FAIL_MEMSTREAM=1  every open_memstream returns NULL (ENOMEM);
 *   RG_FAIL_CALLOC_N=K   every calloc of exactly K elements returns NULL.
 * Anything else goes to the C library's own functions. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* glibc's calloc under its public name's interposer (no dlsym: dlsym itself
 * may call calloc); defined below too. */
void *__libc_calloc(size_t n, size_t size);

extern void *__libc_malloc(size_t n);

static int fails(size_t n)
{
  const char *k = getenv("RG_FAIL_CALLOC_N");
  return k && n == strtoull(k, NULL, 10);
}

void *calloc(size_t n, size_t size)
{
  if (fails(n)) {
    errno = ENOMEM;
    return NULL;
  }
  return __libc_calloc(n, size);
}

/* The grader defines calloc itself (the emulator's runtime replaces the C
 * library's allocator for the whole process, host_libc_allocs.c), and an
 * executable's definition comes before a preloaded one: its calloc calls
 * __libc_calloc, so that is where the failure goes in too.  Made of
 * __libc_malloc, not the C library's own __libc_calloc (reaching it would
 * take dlsym, which may itself call calloc). */
void *__libc_calloc(size_t n, size_t size)
{
  size_t bytes;
  if (fails(n) || __builtin_mul_overflow(n, size, &bytes)) {
    errno = ENOMEM;
    return NULL;
  }
  void *p = __libc_malloc(bytes);
  if (p)
    memset(p, 0, bytes);
  return p;
}

FILE *open_memstream(char **buf, size_t *len)
{
  if (getenv("RG_FAIL_MEMSTREAM")) {
    errno = ENOMEM;
    return NULL;
  }
  FILE *(*real)(char **, size_t *) = (FILE * (*)(char **, size_t *))dlsym(RTLD_NEXT,
                                                                        "open_memstream");
  return real(buf, len);
}
