/* perf_report.c — the grader's view of the performance model (simt.h):
 * the totals with the costliest source lines, and the short text report.
 */
#include <stdio.h>
#include <string.h>
#include "perf_int.h"

static void copy_where(char *dst, const char *src)
{
  snprintf(dst, SIMT_PERF_WHERE, "%s", src);
}

int simt_perf_summary(struct simt_perf *out)
{
  struct simt_perf r = simt_pf_tot;
  r.simt_efficiency_pct = r.warp_blocks ? 100.0 * (double)r.active_lanes / (32.0 * (double)r.warp_blocks) : 0.0;
  r.active_lanes_avg = r.warp_blocks ? (double)r.active_lanes / (double)r.warp_blocks : 0.0;
  r.sectors_per_request = r.global_requests ? (double)r.global_sectors / (double)r.global_requests : 0.0;
  r.untracked = simt_pf_untracked;
  simt_pf_symbolize(simt_pf_guards + 1, (int)simt_pf_nguards);
  simt_pf_symbolize(simt_pf_accs, simt_pf_naccs);
  /* lines that waste most lanes: sum the blocks of each line */
  for (uint32_t i = 1; i <= simt_pf_nguards; i++) {
    const struct site *g = &simt_pf_guards[i];
    if (!g->issued)
      continue;
    int k = 0;
    while (k < r.nlines && strcmp(r.lines[k].where, g->where) != 0)
      k++;
    if (k == r.nlines) {
      if (r.nlines == SIMT_PERF_LINES)
        continue;
      memset(&r.lines[k], 0, sizeof r.lines[k]);
      copy_where(r.lines[k].where, g->where);
      r.nlines++;
    }
    r.lines[k].warp_blocks += g->issued;
    r.lines[k].wasted_lanes += 32 * g->issued - g->active;
  }
  for (int i = 0; i < simt_pf_naccs; i++) {
    const struct site *a = &simt_pf_accs[i];
    int k = 0;
    while (k < r.nlines && strcmp(r.lines[k].where, a->where) != 0)
      k++;
    if (k == r.nlines) {
      if (r.nlines == SIMT_PERF_LINES)
        continue;
      memset(&r.lines[k], 0, sizeof r.lines[k]);
      copy_where(r.lines[k].where, a->where);
      r.nlines++;
    }
    if (a->shared) {
      r.lines[k].shared_requests += a->requests;
      r.lines[k].extra_wavefronts += a->extra;
    } else {
      r.lines[k].global_requests += a->requests;
      r.lines[k].global_sectors += a->sectors;
      r.lines[k].global_ld_sectors += a->ld_sectors;
      r.lines[k].global_ld_bytes += a->ld_bytes;
    }
  }
  /* most wasted lanes first (stable for equal waste: first seen first) */
  for (int i = 1; i < r.nlines; i++)
    for (int j = i; j > 0 && r.lines[j].wasted_lanes > r.lines[j - 1].wasted_lanes; j--) {
      struct simt_perf_line x = r.lines[j];
      r.lines[j] = r.lines[j - 1];
      r.lines[j - 1] = x;
    }
  for (int i = 0; i < r.nlines; i++)
    r.lines[i].efficiency_pct = r.lines[i].warp_blocks
        ? 100.0 - 100.0 * (double)r.lines[i].wasted_lanes / (32.0 * (double)r.lines[i].warp_blocks)
        : 100.0;
  if (out)
    *out = r;
  return simt_pf_tot.launches;
}

static const char *base(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

size_t simt_perf_take(char *buf, size_t cap)
{
  static struct simt_perf r;
  char text[4096];
  size_t n = 0;
  simt_perf_summary(&r);
#define OUT(...) (n += (size_t)snprintf(text + n, n < sizeof text ? sizeof text - n : 0, __VA_ARGS__))
  if (r.launches) {
    OUT("SIMT efficiency: %.1f%% (%.1f of 32 lanes active per issued warp-block, %llu warp-blocks)\n",
        r.simt_efficiency_pct, r.active_lanes_avg, (unsigned long long)r.warp_blocks);
    OUT("divergent warps per barrier interval:");
    for (int i = 0; i < r.intervals && i < SIMT_PERF_INTERVALS; i++)
      OUT(" %u", r.divergent_warps[i]);
    OUT("%s\n", r.intervals > SIMT_PERF_INTERVALS ? " ..." : "");
    OUT("global memory: %llu requests, %.1f sectors (32 B) per request; loads: %llu requests, "
        "%llu sectors\n", (unsigned long long)r.global_requests, r.sectors_per_request,
        (unsigned long long)r.global_ld_requests, (unsigned long long)r.global_ld_sectors);
    OUT("shared memory: %llu requests, %llu extra wavefronts from bank conflicts\n",
        (unsigned long long)r.shared_requests, (unsigned long long)r.shared_extra_wavefronts);
    for (int i = 0, shown = 0; i < r.nlines && shown < SIMT_PERF_TOP; i++) {
      const struct simt_perf_line *l = &r.lines[i];
      if (!l->wasted_lanes)
        break;
      OUT("  %s: %llu idle lanes (%.0f%% efficient)", base(l->where),
          (unsigned long long)l->wasted_lanes, l->efficiency_pct);
      if (l->extra_wavefronts)
        OUT(", %llu extra wavefronts", (unsigned long long)l->extra_wavefronts);
      OUT("\n");
      shown++;
    }
    for (int i = 0; i < r.nlines; i++)
      if (r.lines[i].extra_wavefronts && (i >= SIMT_PERF_TOP || !r.lines[i].wasted_lanes)) {
        OUT("  %s: %llu extra shared wavefronts\n", base(r.lines[i].where),
            (unsigned long long)r.lines[i].extra_wavefronts);
        break;
      }
  }
#undef OUT
  if (n >= sizeof text)
    n = sizeof text - 1;
  /* whole lines only */
  size_t w = n < cap ? n : 0;
  if (cap && n >= cap) {
    w = cap - 1;
    while (w > 0 && text[w - 1] != '\n')
      w--;
  }
  if (buf && cap) {
    memcpy(buf, text, w);
    buf[w] = 0;
  }
  simt_perf_clear();
  return w;
}
