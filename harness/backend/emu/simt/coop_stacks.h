/* coop_stacks.h — the blocks of a cooperative launch on one block's fiber
 * stacks (coop_stacks.c), and what it asks of fiber.c. */
#ifndef SIMT_COOP_STACKS_H
#define SIMT_COOP_STACKS_H

#include <stddef.h>

struct simt_fiber;
struct simt_block;

/* fiber.c: the bytes a suspended fiber holds on its stack, from its saved
 * stack pointer to the top (0 for one never entered); (size_t)-1 where the
 * back end keeps its state elsewhere too (ucontext). */
size_t simt_fiber_live(const struct simt_fiber *f);
/* fiber.c: the fibers with a stack in the pool (tests: none made for the
 * blocks that share one block's stacks) */
size_t simt_fiber_pool_count(void);

/* Whether the nb blocks of the cooperative launch starting now share one
 * block's stacks (then 1 until the next call); each block's turn begins
 * with its unpark and ends with its park, no-ops when they do not. */
int simt_coop_stacks_begin(size_t nb);
void simt_coop_stacks_park(const struct simt_block *b);
void simt_coop_stacks_unpark(const struct simt_block *b);

#endif
