/* past_end.c — the grader's sentinels around an input: bytes inside the
 * allocation that a kernel must not read.  The glue puts the n elements of
 * an input between slack (for unaligned pointers) and a tail of sentinels;
 * a kernel that reads input[n] and drops the value (a vector load of the
 * last pair checked on its first element only) gives the right answer, and
 * the bounds of the allocation, which hold the sentinels, see nothing.  A
 * GPU would read whatever follows the array, past its end when the array
 * ends a page.  So a load that touches a marked range is an over-read at
 * its line, though the value never reaches the result. */
#include "simt_int.h"

/* Two a shard on the most devices a case models, and room to spare: a
 * case's glue never needs more, so a full table is someone else's marks. */
#define MARKS (4 * SIMT_MAX_DEVICES + 16)

static struct mark {
  uintptr_t lo, hi;  /* the bytes not to read */
  uintptr_t data;    /* the input's element 0 */
  size_t elem, n;    /* its element size and count */
} marks[MARKS];
int simt_past_marks;

void simt_mem_mark_past(const void *lo, size_t bytes, const void *data, size_t elem, size_t n)
{
  if (!bytes)
    return;
  /* Never dropped in silence: an input left unmarked passes its over-reads
   * (a submission that filled the table first, past-marks-filled.cu). */
  if (simt_past_marks >= MARKS) {
    simt_diag("attacked-grader", __builtin_return_address(0),
              "the emulator's %d marks past the inputs' ends are all taken, so an input "
              "cannot be marked (marks made by the program's own code?): its over-reads "
              "would go unseen", MARKS);
    return;
  }
  marks[simt_past_marks++] = (struct mark){ (uintptr_t)lo, (uintptr_t)lo + bytes,
                                            (uintptr_t)data, elem ? elem : 1, n };
}

/* At a case's start: the glue marks that case's inputs afresh. */
void simt_mem_unmark_all(void)
{
  simt_past_marks = 0;
}

/* Marks inside [base, base + size): gone with their allocation. */
void simt_mem_unmark_in(uintptr_t base, size_t size)
{
  int k = 0;
  for (int i = 0; i < simt_past_marks; i++)
    if (!(marks[i].lo >= base && marks[i].lo - base < size))
      marks[k++] = marks[i];
  simt_past_marks = k;
}

/* The element of m's input that address first is, counting back from
 * the input's start (negative) in the slack before it. */
static long long element_at(const struct mark *m, uintptr_t first)
{
  return first >= m->data ? (long long)((first - m->data) / m->elem)
                          : -(long long)((m->data - first + m->elem - 1) / m->elem);
}

void simt_mem_past_read(uintptr_t a, size_t n, void *pc)
{
  for (int i = 0; i < simt_past_marks; i++) {
    const struct mark *m = &marks[i];
    if (a >= m->hi || a + n <= m->lo)
      continue;
    /* The first element read that is not the input's: past its end, or
     * before its start. */
    uintptr_t first = a >= m->data && a < m->lo ? m->lo : a;
    long long at = element_at(m, first);
    simt_diag("over-read", pc,
              "read of %zu bytes reaching element %lld of an input of n = %zu elements: "
              "%s, where the grader keeps sentinels; a kernel or a copy reads only elements "
              "0 to n-1, even where it drops the value", n, at, m->n,
              at < 0 ? "before its start" : "past its end");
    return;
  }
}

/* A write into a marked range, the sentinels after an input's end (or the
 * slack before its start): a GPU's array of n elements ends there, and a
 * store or a copy or fill the entry point makes past it writes into
 * whatever follows.  The glue's tail holds it inside the allocation, so
 * nothing else would see it. */
void simt_mem_past_write(uintptr_t a, size_t n, void *pc)
{
  for (int i = 0; i < simt_past_marks; i++) {
    const struct mark *m = &marks[i];
    if (a >= m->hi || a + n <= m->lo)
      continue;
    uintptr_t first = a >= m->lo ? a : m->lo;
    long long at = element_at(m, first);
    simt_diag("over-write", pc,
              "write of %zu bytes reaching element %lld of an input of n = %zu elements: "
              "%s, where the grader keeps sentinels; the input is const, and it ends at "
              "element n-1 (padding it writes past the caller's array)", n, at, m->n,
              at < 0 ? "before its start" : "past its end");
    return;
  }
}

/* A kernel's store into a marked input's own n elements: the entry point's
 * input is const (CONTRACTS.md).  The glue compares the input after the
 * call (glue/input_kept.cuh); this sees a store the submission undoes
 * before it returns, and names the line. */
void simt_mem_input_write(uintptr_t a, size_t n, void *pc)
{
  for (int i = 0; i < simt_past_marks; i++) {
    const struct mark *m = &marks[i];
    uintptr_t end = m->data + m->n * m->elem;
    if (a >= end || a + n <= m->data)
      continue;
    size_t at = a > m->data ? (a - m->data) / m->elem : 0;
    simt_diag("wrong-result", pc,
              "your code wrote into the input, which is const (a write of %zu bytes into "
              "input[%zu], n = %zu): the caller's data is changed, even if put back before "
              "returning; reduce into shared memory or a buffer of your own", n, at, m->n);
    return;
  }
}
