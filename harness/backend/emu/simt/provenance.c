/* provenance.c — output provenance by data dependence: once data came back
 * from the device during the checked call (host_write.h's "back"), the
 * output's final bytes must come from device work that read data the host
 * did not write after that point.
 *
 * A host total reaches the output in too many shapes to match one by one
 * (a kernel argument XORed, halved or split that the kernel undoes, the
 * launch's block or grid size, one-byte fills, a plain store into managed
 * or mapped memory, a scratch buffer a second kernel copies on); what they
 * share is that the kernel writing the output read nothing the device
 * computed.  So, after the data came back:
 *
 *   - bytes the host writes are tainted: a copy from the host that is not a
 *     relay of bytes that came back, a fill, a host store into managed or
 *     pinned memory (cov.c's callbacks, which host code calls too);
 *   - a kernel that loads no untainted byte of device-visible memory (its
 *     values built from its arguments, blockDim/gridDim, constants of its
 *     code, tainted bytes) taints every global byte it stores; one that
 *     loads any clears the taint of what it stores;
 *   - a device-to-device copy carries its source's taint.
 *
 * At disarm (host_write.c) an output element with a tainted byte whose
 * value the host could not have without adding device data (zero, the
 * count, a relay...) is the host's.  Launch-granular: a kernel that reads
 * one device byte and adds the host's argument clears the taint (a limit,
 * README).  Spans, few: past LP_SPANS this call's rule is off (no
 * verdict), never a guess.
 */
#include "simt_int.h"

#define LP_SPANS 64

struct lp_span { uintptr_t lo, hi; };
struct lp_set { struct lp_span s[LP_SPANS]; int n; };

static struct lp_set taint, pend; /* pend: the running launch's stores */
static int armed, back, lost, clean, in_launch;
static uintptr_t out_lo, out_hi; /* the call's output */
int simt_lp_on, simt_lp_host;

static void update(void)
{
  int live = armed && back && !lost;
  simt_lp_host = live;
  simt_lp_on = live && in_launch && (!clean || taint.n > 0);
}

static int covers(const struct lp_set *t, uintptr_t lo, uintptr_t hi)
{
  for (int i = 0; i < t->n; i++)
    if (t->s[i].lo <= lo && hi <= t->s[i].hi)
      return 1;
  return 0;
}

static int touches(const struct lp_set *t, uintptr_t lo, uintptr_t hi)
{
  for (int i = 0; i < t->n; i++)
    if (lo < t->s[i].hi && hi > t->s[i].lo)
      return 1;
  return 0;
}

/* [lo, hi) joined to t, spans that meet merged (a byte-wise fill is one). */
static void set_add(struct lp_set *t, uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi || covers(t, lo, hi))
    return;
  for (int i = 0; i < t->n; i++)
    if (lo <= t->s[i].hi && hi >= t->s[i].lo) {
      lo = t->s[i].lo < lo ? t->s[i].lo : lo;
      hi = t->s[i].hi > hi ? t->s[i].hi : hi;
      t->s[i] = t->s[--t->n];
      i = -1; /* the grown span may meet one already passed */
    }
  if (t->n == LP_SPANS) {
    lost = 1;
    return;
  }
  t->s[t->n++] = (struct lp_span){lo, hi};
}

/* [lo, hi) taken out of t. */
static void set_cut(struct lp_set *t, uintptr_t lo, uintptr_t hi)
{
  for (int i = 0; i < t->n; i++) {
    struct lp_span s = t->s[i];
    if (lo >= s.hi || hi <= s.lo)
      continue;
    int left = s.lo < lo, right = hi < s.hi;
    if (left && right && t->n == LP_SPANS) {
      lost = 1;
      return;
    }
    if (left)
      t->s[i].hi = lo;
    if (right && left)
      t->s[t->n++] = (struct lp_span){hi, s.hi};
    else if (right)
      t->s[i].lo = hi;
    else if (!left)
      t->s[i--] = t->s[--t->n];
  }
}

/* Device work wrote [lo, hi): host_write.c notes when it met the output
 * (the copies back made by then are the relays it may be). */
static void wrote(uintptr_t lo, uintptr_t hi)
{
  if (lo < out_hi && hi > out_lo)
    simt_hw_output_written();
}

void simt_lp_arm(const void *out, size_t n)
{
  int on = out != NULL;
  out_lo = (uintptr_t)out;
  out_hi = on ? out_lo + n : 0;
  taint.n = pend.n = 0;
  lost = back = clean = in_launch = 0;
  armed = on;
  update();
}

void simt_lp_back(void)
{
  back = armed;
  update();
}

/* Memory a kernel on a GPU reads as data: device allocations and managed
 * memory, __device__/__constant__/__managed__ variables, pinned memory.
 * Not its stack, its arguments or constants of its code (.rodata). */
static int device_visible(uintptr_t a, size_t n)
{
  return simt_mem_in_arena(a) || a - simt_dv_lo < simt_dv_hi - simt_dv_lo ||
         simt_mem_managed_at(a) || simt_host_pinned((const void *)a, n);
}

/* A kernel's load or store of n bytes at a (cov.c, atomic.c). */
void simt_lp_access(uintptr_t a, size_t n, int write)
{
  const struct simt_fiber *f = simt_self->fiber;
  if (a - (uintptr_t)f->stack < f->size || simt_in_shared(a))
    return;
  if (!write) {
    if (!clean && device_visible(a, n) && !covers(&taint, a, a + n)) {
      clean = 1;
      update();
    }
    return;
  }
  if (!clean || touches(&taint, a, a + n))
    set_add(&pend, a, a + n);
  if (lost)
    update();
}

/* A launch begins (begin 1) or has run (0): its stores tainted, or their
 * taint cleared, by what it read. */
void simt_lp_launch(int begin)
{
  if (!begin && in_launch && simt_lp_host)
    for (int i = 0; i < pend.n; i++) {
      (clean ? set_cut : set_add)(&taint, pend.s[i].lo, pend.s[i].hi);
      wrote(pend.s[i].lo, pend.s[i].hi);
    }
  in_launch = begin;
  clean = 0;
  pend.n = 0;
  update();
}

/* Host code stored n bytes at p (outside kernels): taint where a kernel
 * reads it as data. */
void simt_lp_host_store(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  if (simt_mem_in_arena(a) || simt_mem_managed_at(a) || simt_host_pinned(p, n))
    set_add(&taint, a, a + n);
  if (lost)
    update();
}

/* The runtime wrote n bytes at dst: a copy from the host (host: 1, not a
 * relay), a fill (src null), or a copy from device memory src. */
void simt_lp_write(void *dst, const void *src, size_t n, int host)
{
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  if (!simt_lp_host || n == 0)
    return;
  if (host || !src || touches(&taint, s, s + n))
    set_add(&taint, d, d + n);
  else
    set_cut(&taint, d, d + n);
  wrote(d, d + n);
  update();
}

/* Device work the rule does not follow (a collective): no verdict. */
void simt_lp_unknown(void)
{
  lost = 1;
  update();
}

/* At disarm: does [p, p + n) hold a tainted byte (the rule still on)? */
int simt_lp_tainted(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  return armed && back && !lost && touches(&taint, a, a + n);
}
