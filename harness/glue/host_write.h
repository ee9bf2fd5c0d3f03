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

struct rg_hw_span {
  const char *lo, *hi;
  unsigned long at; /* kernels run when it was written */
};

struct rg_hw {
  const char *lo, *hi; /* the output of the call (none: null) */
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
  h->nkept = h->ntaint = 0;
  h->kept_bytes = 0;
  h->back = h->out = false;
}

static inline void rg_hw_arm(struct rg_hw *h, const void *out, size_t n)
{
  rg_hw_drop(h);
  h->lo = (const char *)out;
  h->hi = out ? h->lo + n : NULL;
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
