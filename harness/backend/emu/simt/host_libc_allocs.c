/* host_libc_allocs.c — the C library's allocator interposed for the whole
 * process, so that every block a library hands out is recorded as the
 * glue's wraps record the submission's own (glue/host_blocks.cuh).
 *
 * The link wraps only the calls the submission's object names; memory the
 * C library or libstdc++ allocates for it inside their own code (strdup,
 * getline, asprintf, open_memstream, a std::string's characters,
 * std::pmr's resources) came from malloc with no wrap in between: a block
 * of 64 MiB that way was unrecorded, and a kernel's load from it passed
 * where a GPU faults (tests/hostile/strdup-block-host-read.cu,
 * std-string-block-host-read.cu).  Defined in the executable (linked with
 * export_dynamic), malloc and its family interpose on the C library's for
 * every shared object, libc's and libstdc++'s own calls included (the
 * replacement glibc supports: its manual's "Replacing malloc"); each
 * forwards to the C library's own entry (__libc_malloc ...) and reports
 * the block as the wraps do (host_alloc.c), which ignores one the heap's
 * range holds.  The table's own growth calls realloc: a thread's nested
 * call records nothing, and only the process's first thread records. */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "host_blocks.h"

void *__libc_malloc(size_t n);
void *__libc_calloc(size_t k, size_t n);
void *__libc_realloc(void *p, size_t n);
void __libc_free(void *p);
void *__libc_memalign(size_t a, size_t n);
void *__libc_valloc(size_t n);
void *__libc_pvalloc(size_t n);

#define SIMT_EXPORT __attribute__((visibility("default")))

static __thread int nested;

/* Whether this thread is the process's first (its id the process's): the
 * only one that records.  The grader's own worker threads (datagen.c,
 * reference.c) allocate in arenas of their own, apart from the heap, while
 * the first thread may record: the table has no lock.  A graded child has
 * one thread, its first (threads are refused to submissions), and a child
 * of fork is its first thread whichever thread forked: the answer is kept
 * per thread and forgotten in the child (pthread_atfork). */
static __thread signed char first_thread; /* 0 not known, 1 yes, -1 no */

static void forget_first(void) { first_thread = 0; }

/* The runtime's host-function thread records too (host_callbacks.c): the
 * thread that queued the function waits while it runs. */
void simt_hb_record_here(void) { first_thread = 1; }

__attribute__((constructor)) static void watch_forks(void)
{
  pthread_atfork(NULL, NULL, forget_first);
}

static int records(void)
{
  if (!first_thread)
    first_thread = syscall(SYS_gettid) == getpid() ? 1 : -1;
  return first_thread > 0 && !nested;
}

static void *made(void *p)
{
  if (p && records()) {
    nested = 1;
    simt_hb_made(p);
    nested = 0;
  }
  return p;
}

static void freed(void *p)
{
  if (p && records()) {
    nested = 1;
    simt_hb_freed(p);
    nested = 0;
  }
}

SIMT_EXPORT void *malloc(size_t n) { return made(__libc_malloc(n)); }
SIMT_EXPORT void *calloc(size_t k, size_t n) { return made(__libc_calloc(k, n)); }
SIMT_EXPORT void *valloc(size_t n) { return made(__libc_valloc(n)); }
SIMT_EXPORT void *pvalloc(size_t n) { return made(__libc_pvalloc(n)); }
SIMT_EXPORT void *memalign(size_t a, size_t n) { return made(__libc_memalign(a, n)); }

SIMT_EXPORT void free(void *p)
{
  freed(p);
  __libc_free(p);
}

/* The old block is gone unless the call failed with a size (NULL, the old
 * one kept); realloc(p, 0) frees p. */
SIMT_EXPORT void *realloc(void *p, size_t n)
{
  void *q = __libc_realloc(p, n);
  if (q || !n)
    freed(p);
  return made(q);
}

SIMT_EXPORT void *reallocarray(void *p, size_t k, size_t n)
{
  size_t bytes;
  if (__builtin_mul_overflow(k, n, &bytes)) {
    errno = ENOMEM;
    return NULL;
  }
  return realloc(p, bytes);
}

SIMT_EXPORT void *aligned_alloc(size_t a, size_t n)
{
  if (!a || (a & (a - 1))) {
    errno = EINVAL;
    return NULL;
  }
  return made(__libc_memalign(a, n));
}

SIMT_EXPORT int posix_memalign(void **pp, size_t a, size_t n)
{
  if (!a || (a & (a - 1)) || a % sizeof(void *))
    return EINVAL;
  int saved = errno;
  void *p = __libc_memalign(a, n);
  errno = saved;
  if (!p)
    return ENOMEM;
  *pp = made(p);
  return 0;
}
