/* perf_int.h — what the pieces of the performance model share: the
 * gathering tables, one warp-level request, the per-site costs and the
 * totals (perf.c folds the traces into them; perf_report.c reads them).
 */
#ifndef PERF_INT_H
#define PERF_INT_H

#include <stdint.h>
#include <stddef.h>
#include "simt_int.h"

#define GUARDS 512     /* basic blocks of kernels tracked per process */
#define ACC_PCS 1024   /* load/store sites tracked per process */

/* Open-addressing table keyed by (visit, access index, block id, warp); keys
 * are never 0 (block ids start at 1, or the access index is >= 1). */
struct table {
  uint64_t *keys;
  void *vals;
  size_t cap, used, vsize;
};

struct acc {  /* one warp-level memory request being gathered */
  void *pc;
  uint32_t mask;
  uint16_t size;
  uint8_t shared;
  uint8_t write;   /* a store (or the write of an atomic): not a load */
  uintptr_t addr[SIMT_WARP];
};

struct site {  /* per basic block or per load/store site: what it cost */
  void *pc;
  uint64_t issued, active;            /* warp-blocks, lanes active in them */
  uint64_t requests, sectors, extra;  /* memory requests, sectors, extra wavefronts */
  uint64_t ld_sectors, ld_bytes;      /* global loads: sectors fetched, bytes asked for */
  int shared;
  char where[160];
};

extern uint32_t simt_pf_nguards;        /* dense block ids handed out, 1-based */
extern struct site simt_pf_guards[GUARDS];
extern struct site simt_pf_accs[ACC_PCS];
extern int simt_pf_naccs;
/* One pair per resident block (simt_block.pf_slot): blocks of the shuffled
 * schedule run side by side, each interval folded from its own block's. */
extern struct table simt_pf_btabs[SIMT_RESIDENT]; /* warp-blocks: lane masks */
extern struct table simt_pf_atabs[SIMT_RESIDENT]; /* requests: struct acc */

/* What the summary reports (since the last take). */
extern struct simt_perf simt_pf_tot;
extern uint64_t simt_pf_untracked;      /* edges past GUARDS / ACC_PCS */

/* perf_table.c */
/* The value slot of key in t; *fresh is 1 if it was just inserted. */
void *simt_pf_table_get(struct table *t, uint64_t key, int *fresh);
/* The value of key, or NULL if it is not in t (nothing is added). */
void *simt_pf_table_find(const struct table *t, uint64_t key);
void simt_pf_table_clear(struct table *t);

/* perf_request.c: what one request costs, and joining split ones */
uint64_t simt_pf_sectors_of(const struct acc *e);
uint64_t simt_pf_bytes_of(const struct acc *e);
uint64_t simt_pf_conflicts_of(const struct acc *e);
void simt_pf_join_split_requests(struct table *at);

/* perf_symbols.c: fills where of the sites that lack it (n sites at s). */
void simt_pf_symbolize(struct site *s, int n);

#endif /* PERF_INT_H */
