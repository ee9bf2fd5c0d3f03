/* util.c — small helpers shared by the harness: files, hashing, messages. */
#define _POSIX_C_SOURCE 200809L
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void rg_warn(const char *fmt, ...)
{
  va_list ap;
  fputs(RG_PROG ": ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

char *rg_read_file(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, used = 0;
  char *buf = malloc(cap + 1);
  if (!buf) {
    fclose(f);
    return NULL;
  }
  for (;;) {
    size_t got = fread(buf + used, 1, cap - used, f);
    used += got;
    if (used < cap)
      break;
    char *bigger = realloc(buf, cap * 2 + 1);
    if (!bigger) {
      free(buf);
      fclose(f);
      errno = ENOMEM;
      return NULL;
    }
    buf = bigger;
    cap *= 2;
  }
  int bad = ferror(f);
  fclose(f);
  if (bad) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  buf[used] = '\0';
  if (len)
    *len = used;
  return buf;
}

int rg_write_file_atomic(const char *path, const void *data, size_t len)
{
  char *tmp = rg_strdupf("%s.tmp.%ld", path, (long)getpid());
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    free(tmp);
    return -1;
  }
  const char *p = data;
  size_t left = len;
  while (left > 0) {
    ssize_t w = write(fd, p, left);
    if (w < 0) {
      if (errno == EINTR)
        continue;
      goto fail;
    }
    p += w;
    left -= (size_t)w;
  }
  if (fsync(fd) != 0 || close(fd) != 0) {
    fd = -1;
    goto fail;
  }
  if (rename(tmp, path) != 0) {
    fd = -1;
    goto fail;
  }
  free(tmp);
  return 0;
fail:;
  int saved = errno;
  if (fd >= 0)
    close(fd);
  unlink(tmp);
  free(tmp);
  errno = saved;
  return -1;
}

int rg_mkdirs(const char *path)
{
  char *copy = rg_strdupf("%s", path);
  for (char *p = copy + 1; *p; p++) {
    if (*p != '/')
      continue;
    *p = '\0';
    if (mkdir(copy, 0755) != 0 && errno != EEXIST) {
      free(copy);
      return -1;
    }
    *p = '/';
  }
  int rc = mkdir(copy, 0755);
  struct stat st; /* what is there already must be a folder, not a file */
  if (rc != 0 && errno == EEXIST && (stat(copy, &st) != 0 || !S_ISDIR(st.st_mode))) {
    errno = ENOTDIR;
    rc = -1;
  } else if (rc != 0 && errno == EEXIST) {
    rc = 0;
  }
  free(copy);
  return rc;
}

uint64_t rg_hash(uint64_t seed, const void *data, size_t len)
{
  const unsigned char *p = data;
  uint64_t h = seed;
  for (size_t i = 0; i < len; i++) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

uint64_t rg_hash_str(uint64_t seed, const char *s)
{
  /* Include the terminator so "ab"+"c" and "a"+"bc" differ. */
  return rg_hash(seed, s, strlen(s) + 1);
}

uint64_t rg_hash_file(uint64_t seed, char *path)
{
  size_t len = 0;
  char *text = rg_read_file(path, &len);
  if (text)
    seed = rg_hash(seed, text, len);
  free(text);
  free(path);
  return seed;
}

bool rg_is_file(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

char *rg_find_program(const char *name)
{
  if (strchr(name, '/'))
    return access(name, X_OK) == 0 ? rg_strdupf("%s", name) : NULL;
  const char *path = getenv("PATH");
  if (!path)
    path = "/usr/local/bin:/usr/bin:/bin";
  while (*path) {
    const char *end = strchr(path, ':');
    size_t dirlen = end ? (size_t)(end - path) : strlen(path);
    char *cand = rg_strdupf("%.*s/%s", (int)dirlen, path, name);
    if (dirlen > 0 && access(cand, X_OK) == 0 && rg_is_file(cand))
      return cand;
    free(cand);
    path += dirlen + (end ? 1 : 0);
  }
  return NULL;
}

char *rg_strdupf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = malloc((size_t)n + 1);
  if (!s)
    abort(); /* out of memory while formatting a message: nothing sane left */
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return s;
}

double rg_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

char *rg_path_shown(const char *path)
{
  char *s = rg_strdupf("%s", path ? path : "");
  for (unsigned char *c = (unsigned char *)s; *c; c++)
    if (*c < 0x20 || *c == 0x7f)
      *c = '?';
  return s;
}
