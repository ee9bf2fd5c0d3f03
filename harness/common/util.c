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

/* Length of the UTF-8 sequence at c (2 to 4) and its code point in *cp,
 * or 0 where c starts none (an ASCII byte, a stray or overlong byte). */
static size_t utf8_at(const unsigned char *c, unsigned *cp)
{
  size_t len = c[0] >= 0xc2 && c[0] <= 0xdf ? 2 : c[0] >= 0xe0 && c[0] <= 0xef ? 3
             : c[0] >= 0xf0 && c[0] <= 0xf4 ? 4 : 0;
  unsigned v = len == 2 ? c[0] & 0x1fu : len == 3 ? c[0] & 0x0fu : c[0] & 0x07u;
  for (size_t k = 1; k < len; k++) {
    if ((c[k] & 0xc0) != 0x80)
      return 0;
    v = v << 6 | (c[k] & 0x3fu);
  }
  if (len == 3 && v < 0x800)
    return 0;
  *cp = v;
  return len;
}

size_t rg_text_control(const char *s)
{
  const unsigned char *c = (const unsigned char *)s;
  unsigned cp = 0;
  size_t len = *c >= 0x80 ? utf8_at(c, &cp) : 0;
  if (len == 0) /* one byte: ASCII's controls, or the 8-bit C1 range */
    return *c < 0x20 || (*c >= 0x7f && *c <= 0x9f) ? 1 : 0;
  bool c1 = cp >= 0x80 && cp <= 0x9f;
  bool direction = cp == 0x061c || cp == 0x200e || cp == 0x200f ||
                   (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
  return c1 || direction ? len : 0;
}

char *rg_path_shown(const char *path)
{
  char *s = rg_strdupf("%s", path ? path : "");
  size_t w = 0;
  for (size_t r = 0; s[r];) {
    size_t k = rg_text_control(s + r);
    if (k) {
      s[w++] = '?';
      r += k;
    } else {
      s[w++] = s[r++];
    }
  }
  s[w] = '\0';
  return s;
}
