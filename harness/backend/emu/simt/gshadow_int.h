/* gshadow_int.h — the global race shadow's own state, shared by gshadow.c
 * (plain stores and atomics) and gshadow_reads.c (plain loads: missing
 * fences, reads racing with other threads' stores, __ldg). */
#ifndef SIMT_GSHADOW_INT_H
#define SIMT_GSHADOW_INT_H

#include "simt_int.h"

struct gslot {
  uint32_t epoch;   /* launch / grid.sync phase; 0: never written */
  uint32_t block;   /* block rank in the grid */
  uint32_t iv;      /* the block's barrier interval */
  uint32_t ws;      /* the warp's collective count */
  uint32_t ts;      /* event time in the launch */
  uint16_t rank;    /* thread in the block */
  uint8_t mask;     /* bytes of the word written (read) */
  uint8_t flag;     /* plain: a store after a fence of its block; atomic: SIMT_GA_* */
  void *pc;
};

/* last plain write, last atomic, last exchange, last plain read */
struct gword { struct gslot w, a, x, r; };

#define SIMT_GS_PAGE_SHIFT 12
#define SIMT_GS_WORDS (1u << (SIMT_GS_PAGE_SHIFT - 2))

/* per block: last release (atomic or fence), last fence, and the last
 * fence a later global atomic or store of the block published; st: its
 * last plain store; (nf_lo, nf_hi): the last stretch from a fence to a
 * global atomic in which it stored with no fence before that atomic */
struct bsync { uint32_t rel, fence, pub, st, nf_lo, nf_hi; };

extern uint32_t simt_gs_epoch;     /* the current epoch (launch, grid.sync phase) */
extern uint32_t simt_gs_now;       /* event time within the launch */
extern uint32_t simt_gs_epoch_ts;  /* the event time the epoch began at */
extern struct bsync *simt_gs_bs;   /* per block, simt_gs_rel_n of them */
extern size_t simt_gs_rel_n;

/* The shadow page of words key << SIMT_GS_PAGE_SHIFT ..., made if create. */
struct gword *simt_gs_page(uintptr_t key, int create);
/* 1 if the earlier access s happens before the running thread's. */
int simt_gs_ordered(const struct gslot *s, const struct simt_thread *t);
void simt_gs_stamp(struct gslot *s, const struct simt_thread *t, uint8_t mask, void *pc,
                   uint32_t ts);
/* Defers a plain store at a (word w, bytes mask) that met the unordered
 * access `first` until its block settles: a race only if it changed the
 * bytes.  0: no room, report now. */
int simt_gs_defer(const struct simt_thread *t, uintptr_t w, uintptr_t a, uint8_t mask,
                  const struct gslot *first, void *pc);
/* gshadow_reads.c: a plain store of `mask` of word g at a by t meets the
 * word's last read (1: reported or deferred); the report of one. */
int simt_gs_war(struct gword *g, struct simt_thread *t, uintptr_t w, uintptr_t a,
                uint8_t mask, void *pc);
void simt_gs_report_war(void *pc, const struct gslot *r, uintptr_t a);

/* a deferred record's `first` that is a read (gslot.flag of a read slot) */
#define SIMT_GS_READ 0x80

#endif
