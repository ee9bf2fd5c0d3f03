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

/* glibc's calloc under its public name's interposer (no dlsym: dlsym itself
 * may call calloc). */
extern void *__libc_calloc(size_t n, size_t size);

void *calloc(size_t n, size_t size)
{
  const char *k = getenv("RG_FAIL_CALLOC_N");
  if (k && n == strtoull(k, NULL, 10)) {
    errno = ENOMEM;
    return NULL;
  }
  return __libc_calloc(n, size);
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
