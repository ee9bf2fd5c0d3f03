/* gpu_facts.h — what the GPU probe (rg_gpu_probe, gpu_probe.c) learns about
 * device 0 beyond its count: its compute capability, name, cooperative-
 * launch support, the driver's CUDA version and what a submission can ask
 * (memory, SMs, clocks, L2), read through
 * the driver library the probe's child already loaded.  The parent keeps
 * the last probe's facts for the architecture check (arch.h). */
#ifndef RG_GPU_FACTS_H
#define RG_GPU_FACTS_H

#include "arch.h"

/* In the probe's child: fill *f from libcuda (a dlopen handle) for device
 * dev; what the driver does not say stays zero. */
void rg_gpu_facts_read(void *libcuda, int dev, struct rg_gpu_facts *f);

/* In the parent: keep the facts of the last successful probe. */
void rg_gpu_facts_keep(const struct rg_gpu_facts *f);

/* The kept facts, or NULL if no probe found a GPU. */
const struct rg_gpu_facts *rg_gpu_facts_last(void);

#endif
