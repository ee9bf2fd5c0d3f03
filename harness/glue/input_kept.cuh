// input_kept.cuh — the entry point's input is const (CONTRACTS.md): after
// the checked call the device input must still hold what the glue put
// there.  The host input is gone before any code of the submission runs
// (rg_host_inputs_done), so a hash of every chunk of RG_KEPT_CHUNK elements
// is taken first; after the call the device input is read back (the watch
// disarmed: these copies are the glue's, not the student's) and the first
// chunk whose hash differs goes back whole in the result, for the grader to
// name the element against its own copy.  Hashes, not a copy: host code
// must not find the input in the child's memory (run_inputs.c).
#ifndef RG_INPUT_KEPT_CUH
#define RG_INPUT_KEPT_CUH

#include <cuda_runtime.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "glue.h"

struct rg_kept {
  uint64_t *hash; // one per chunk, or null: not checked (a far input, no memory)
  size_t chunks;
};

// FNV-1a's step over 8-byte words, then the bytes left: what changed, not
// a secret; a word at a time keeps a 1 GiB input near a tenth of a second.
static uint64_t rg_kept_hash(const unsigned char *p, size_t bytes)
{
  uint64_t h = 1469598103934665603ull, w;
  size_t i = 0;
  for (; i + 8 <= bytes; i += 8) {
    memcpy(&w, p + i, 8);
    h = (h ^ w) * 1099511628211ull;
  }
  for (; i < bytes; i++)
    h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

// The hashes of job->input (n elements of elem bytes), before it goes.
static void rg_kept_take(const rg_job *job, size_t elem, rg_kept *k)
{
  k->hash = nullptr;
  k->chunks = 0;
  if (job->far_points > 0 || !job->input || job->n == 0)
    return; // a far input is filled on the device: nothing host-side to hash
  size_t chunks = (job->n + RG_KEPT_CHUNK - 1) / RG_KEPT_CHUNK;
  k->hash = (uint64_t *)malloc(chunks * sizeof(uint64_t));
  if (!k->hash)
    return;
  const unsigned char *in = (const unsigned char *)job->input;
  for (size_t c = 0; c < chunks; c++) {
    size_t first = c * RG_KEPT_CHUNK;
    size_t len = job->n - first < RG_KEPT_CHUNK ? job->n - first : RG_KEPT_CHUNK;
    k->hash[c] = rg_kept_hash(in + first * elem, len * elem);
  }
  k->chunks = chunks;
}

// After the checked call: the first changed chunk into res (kept_at,
// kept_len, kept_now).  Read back a batch of chunks at a time.  Returns the
// readback's error: the call returned without one (its sync passed), so a
// copy that fails now means the input is no longer the caller's device
// memory (the submission freed it), which the caller must hear.
static cudaError_t rg_kept_check(const rg_job *job, size_t elem, const char *d_data,
                                 rg_kept *k, rg_result *res)
{
  cudaError_t err = cudaSuccess;
  res->kept_at = 0;
  res->kept_len = 0;
  const size_t batch = 4096; // chunks a copy: 1 or 2 MiB
  unsigned char *buf = k->hash ? (unsigned char *)malloc(batch * RG_KEPT_CHUNK * elem) : nullptr;
  for (size_t c0 = 0; buf && c0 < k->chunks && !res->kept_at; c0 += batch) {
    size_t first = c0 * RG_KEPT_CHUNK;
    size_t count = job->n - first < batch * RG_KEPT_CHUNK ? job->n - first : batch * RG_KEPT_CHUNK;
    err = cudaMemcpy(buf, d_data + first * elem, count * elem, cudaMemcpyDeviceToHost);
    if (err != cudaSuccess)
      break;
    for (size_t c = c0; c < k->chunks && c < c0 + batch; c++) {
      size_t at = c * RG_KEPT_CHUNK;
      size_t len = job->n - at < RG_KEPT_CHUNK ? job->n - at : RG_KEPT_CHUNK;
      const unsigned char *p = buf + (at - first) * elem;
      if (rg_kept_hash(p, len * elem) != k->hash[c]) {
        res->kept_at = at + 1;
        res->kept_len = (int)len;
        memcpy(res->kept_now, p, len * elem);
        break;
      }
    }
  }
  free(buf);
  free(k->hash);
  k->hash = nullptr;
  k->chunks = 0;
  return err;
}

#endif
