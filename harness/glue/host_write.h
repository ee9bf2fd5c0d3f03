/* host_write.h — was the output's final value written by the host?  C that
 * compiles as C++ too: the GPU's wraps (watch.cuh) and the emulator's
 * runtime (host_write.c) keep the same records, by the same rule.
 *
 * The last level of a reduction done on the host: the kernels write block
 * partials, host code copies them back (far fewer bytes than the input:
 * integrity.c's host copy does not see it), adds them, and copies the
 * total into the output.  So, during the checked call:
 *
 *   - data came back from the device to the host ("back": a copy from
 *     device memory to memory the host reads; on the emulator also a
 *     kernel that ran while the submission held managed memory);
 *   - then a copy whose source is the host's (host, pinned or managed
 *     memory) wrote the output's bytes, directly or through device memory
 *     it wrote first (a __device__ variable, a scratch buffer: "tainted"),
 *     copied on into the output device to device;
 *   - and no kernel ran after that write (`at`: the kernels run so far).
 *
 * Not host-written: a write before anything came back (a host zero before
 * an atomic kernel, n == 0 or 1 handled on the host), a write a kernel ran
 * after (it may have used it as a start value), and a relay: bytes that
 * are, as a whole, bytes the device produced (a result copied back, then
 * copied into the output; a value a kernel left in managed memory).  A
 * relay is told by content, against the bytes that came back (kept up to
 * RG_HW_KEEP; past it a relay is not seen) and, on the emulator, what
 * each kernel left in managed memory.
 *
 * A kernel launched after the host's write hides it from that rule (the
 * kernel may have used it as a start value), and so does a host total
 * handed to a kernel as an argument that the kernel stores.  So the values
 * the host sends to the device once data came back (a launch's arguments,
 * a copy from host memory: "sent", the last RG_HW_SENT of them) are kept,
 * and an output element whose final value is one of them, whole, is the
 * host's value too (rg_hw_host_value), unless the host could have it
 * without adding anything: zero, one, the count (less one) or its inverse,
 * a value not finite, a relay of bytes that came back before it was sent, a
 * value that came back scaled by the count (a mean: a device sum divided
 * by n on the host) or, the caller's test, an input element or bytes a
 * kernel left in managed memory.
 */
#ifndef RG_HOST_WRITE_H
#define RG_HOST_WRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define RG_HW_SPANS 16               /* tainted device ranges followed */
#define RG_HW_BACKS 64               /* copies back kept for the relay test */
#define RG_HW_KEEP ((size_t)64 << 20)
#define RG_HW_SENT 32                /* host values sent, the latest kept */
#define RG_HW_SENT_MAX 4096          /* a larger send is not kept */

struct rg_hw_span {
  const char *lo, *hi;
  unsigned long at; /* kernels run when it was written */
};

struct rg_hw_sent {
  unsigned char *b;
  size_t n;
  int nkept; /* copies back made before it was sent */
};

struct rg_hw {
  const char *lo, *hi; /* the output of the call (none: null) */
  size_t elem, count;  /* its element's size and the input's count (0: unknown) */
  struct rg_hw_sent sent[RG_HW_SENT];
  unsigned long nsent;
  bool back;
  unsigned char *kept[RG_HW_BACKS];
  size_t kept_n[RG_HW_BACKS], kept_bytes;
  int nkept;
  struct rg_hw_span taint[RG_HW_SPANS];
  int ntaint;
  bool out;            /* output bytes [olo, ohi) host-written at out_at */
  const char *olo, *ohi;
  unsigned long out_at;
};

static inline void rg_hw_drop(struct rg_hw *h)
{
  for (int i = 0; i < h->nkept; i++)
    free(h->kept[i]);
  for (int i = 0; i < RG_HW_SENT; i++) {
    free(h->sent[i].b);
    h->sent[i].b = NULL;
  }
  h->nsent = 0;
  h->nkept = h->ntaint = 0;
  h->kept_bytes = 0;
  h->back = h->out = false;
}

static inline void rg_hw_arm(struct rg_hw *h, const void *out, size_t n)
{
  rg_hw_drop(h);
  h->lo = (const char *)out;
  h->hi = out ? h->lo + n : NULL;
  h->elem = h->count = 0;
}

/* The output's elements are elem bytes (4: float, 8: double) and the input
 * has count of them: what the value rule needs (unset: no value rule). */
static inline void rg_hw_shape(struct rg_hw *h, size_t elem, size_t count)
{
  h->elem = elem == 4 || elem == 8 ? elem : 0;
  h->count = count;
}

/* The host sent n bytes to the device: a launch's arguments as the kernel
 * gets them, or what a copy from host memory wrote.  Kept once data came
 * back (before, the host had nothing of the device's to add). */
static inline void rg_hw_send(struct rg_hw *h, const void *bytes, size_t n)
{
  if (!h->lo || !h->elem || !h->back || !bytes || n < h->elem || n > RG_HW_SENT_MAX)
    return;
  struct rg_hw_sent *s = &h->sent[h->nsent++ % RG_HW_SENT];
  free(s->b);
  s->b = (unsigned char *)malloc(n);
  s->n = s->b ? n : 0;
  s->nkept = h->nkept;
  if (s->b)
    memcpy(s->b, bytes, n);
}

/* n bytes came back from the device (bytes: their content once arrived, or
 * null where it cannot be read safely). */
static inline void rg_hw_back(struct rg_hw *h, const void *bytes, size_t n)
{
  if (!h->lo)
    return;
  h->back = true;
  if (!bytes || n == 0 || h->nkept >= RG_HW_BACKS || h->kept_bytes + n > RG_HW_KEEP)
    return;
  unsigned char *c = (unsigned char *)malloc(n);
  if (!c)
    return;
  memcpy(c, bytes, n);
  h->kept[h->nkept] = c;
  h->kept_n[h->nkept++] = n;
  h->kept_bytes += n;
}

/* w in hay, at a multiple of w's element size (the largest power of two
 * that divides n, at most 8): a total that happens to match bytes across
 * two partials is no relay. */
static inline bool rg_hw_in(const unsigned char *hay, size_t hn, const void *w, size_t n)
{
  size_t step = n % 8 == 0 ? 8 : n % 4 == 0 ? 4 : n % 2 == 0 ? 2 : 1;
  for (size_t i = 0; n && n <= hn && i <= hn - n; i += step)
    if (hay[i] == *(const unsigned char *)w && memcmp(hay + i, w, n) == 0)
      return true;
  return false;
}

/* Are the n bytes w, as a whole, bytes the device produced?  `extra`, of
 * extra_n bytes: more of them (the emulator's managed memory). */
static inline bool rg_hw_relay(const struct rg_hw *h, const void *w, size_t n,
                               const void *extra, size_t extra_n)
{
  if (!w)
    return false;
  for (int i = 0; i < h->nkept; i++)
    if (rg_hw_in(h->kept[i], h->kept_n[i], w, n))
      return true;
  return extra && rg_hw_in((const unsigned char *)extra, extra_n, w, n);
}

/* An element's value, elem bytes (4 or 8) at w. */
static inline double rg_hw_value(const void *w, size_t elem)
{
  float f;
  double d;
  if (elem == 8) {
    memcpy(&d, w, 8);
    return d;
  }
  memcpy(&f, w, 4);
  return f;
}

/* Is v, within a few roundings, an element of the first nkept copies back
 * divided by the count or the count less one (a mean, a variance the host
 * finished from one value the device computed)? */
static inline bool rg_hw_scaled(const struct rg_hw *h, int nkept, double v)
{
  double tol = (h->elem == 4 ? 1e-6 : 1e-14) * (v < 0 ? -v : v);
  for (int i = 0; i < nkept; i++)
    for (size_t at = 0; at + h->elem <= h->kept_n[i]; at += h->elem) {
      double e = rg_hw_value(h->kept[i] + at, h->elem);
      for (size_t d = h->count; d + 1 >= h->count && d >= 1; d--) {
        double q = e / (double)d - v;
        if (q <= tol && q >= -tol)
          return true;
        if (d == 1)
          break;
      }
    }
  return false;
}

/* Is the output element w (h->elem bytes, its final value) a value the host
 * sent, and one it could not have without adding device data up itself?
 * The caller still rules out input elements and managed memory's bytes. */
/* Could the host hold v without adding anything: NaN, infinite, zero, one,
 * the count (less one) or its inverse? */
static inline bool rg_hw_start_value(const struct rg_hw *h, double v)
{
  if (v != v || v - v != 0 || v == 0 || v == 1 || v == -1)
    return true; /* NaN, infinite, zero, one: a start value */
  for (size_t d = h->count; d + 1 >= h->count && d >= 1; d--) {
    double n = (double)d, r = 1.0 / n; /* the count, less one, as T: the host's own */
    if (h->elem == 4 ? (v == (float)n || v == (float)r) : (v == n || v == r))
      return true;
    if (d == 1)
      break;
  }
  return false;
}

static inline bool rg_hw_host_value(const struct rg_hw *h, const void *w)
{
  if (!h->elem)
    return false;
  double v = rg_hw_value(w, h->elem);
  if (rg_hw_start_value(h, v))
    return false;
  unsigned long first = h->nsent > RG_HW_SENT ? h->nsent - RG_HW_SENT : 0;
  for (unsigned long k = first; k < h->nsent; k++) {
    const struct rg_hw_sent *s = &h->sent[k % RG_HW_SENT];
    if (!rg_hw_in(s->b, s->n, w, h->elem))
      continue;
    bool relay = false;
    for (int i = 0; i < s->nkept && !relay; i++)
      relay = rg_hw_in(h->kept[i], h->kept_n[i], w, h->elem);
    if (!relay && !rg_hw_scaled(h, s->nkept, v))
      return true;
  }
  return false;
}

static inline bool rg_hw_tainted(const struct rg_hw *h, const void *src, size_t n,
                                 unsigned long at)
{
  const char *s = (const char *)src;
  for (int i = 0; s && i < h->ntaint; i++)
    if (h->taint[i].at == at && s < h->taint[i].hi && s + n > h->taint[i].lo)
      return true;
  return false;
}

/* A copy or fill wrote n device bytes at dst, after `at` kernels had run.
 * from_host: its source is the host's and not a relay (the caller's
 * rg_hw_relay); else src: its device source (null: a fill). */
static inline void rg_hw_write(struct rg_hw *h, const void *dst, size_t n, bool from_host,
                               const void *src, unsigned long at)
{
  const char *d = (const char *)dst;
  if (!h->lo || !d || n == 0)
    return;
  bool host = (from_host && h->back) || (!from_host && rg_hw_tainted(h, src, n, at));
  if (d < h->hi && d + n > h->lo) {
    const char *lo = d > h->lo ? d : h->lo, *hi = d + n < h->hi ? d + n : h->hi;
    if (host) {
      bool grow = h->out && h->out_at == at;
      h->olo = grow && h->olo < lo ? h->olo : lo;
      h->ohi = grow && h->ohi > hi ? h->ohi : hi;
      h->out = true;
      h->out_at = at;
    }
    else if (h->out && lo <= h->olo && hi >= h->ohi)
      h->out = false; /* the device overwrote all of it */
    return;
  }
  if (host && h->ntaint < RG_HW_SPANS) {
    h->taint[h->ntaint].lo = d;
    h->taint[h->ntaint].hi = d + n;
    h->taint[h->ntaint++].at = at;
    return;
  }
  for (int i = 0; !host && i < h->ntaint; i++)
    if (d <= h->taint[i].lo && d + n >= h->taint[i].hi)
      h->taint[i--] = h->taint[--h->ntaint];
}

/* At disarm, `at` kernels run in all: was the output's last write the
 * host's, with no kernel after it?  Drops the records. */
static inline bool rg_hw_final(struct rg_hw *h, unsigned long at)
{
  bool host = h->lo && h->out && h->out_at == at;
  rg_hw_drop(h);
  h->lo = h->hi = NULL;
  return host;
}

#endif
