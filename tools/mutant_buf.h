/* mutant_buf.h — a growable NUL-terminated string for the mutant tools. */
#ifndef RG_MUTANT_BUF_H
#define RG_MUTANT_BUF_H

#include <stdlib.h>
#include <string.h>

struct mutant_buf {
  char *s; /* NUL-terminated once anything was put; the caller frees */
  size_t len, cap;
};

/* Append n bytes of s to b (n may be 0: then b->s is at least ""). */
static inline void mutant_buf_put(struct mutant_buf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->cap + n + 1) * 2;
    char *t = realloc(b->s, cap);
    if (!t)
      abort(); /* texts of a few KiB: no memory means nothing works */
    b->s = t;
    b->cap = cap;
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

/* Append the string s to b. */
static inline void mutant_buf_puts(struct mutant_buf *b, const char *s)
{
  mutant_buf_put(b, s, strlen(s));
}

#endif
