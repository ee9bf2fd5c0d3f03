/* simt_glue_counts.h — what the runtime counts for the grader's glue
 * (glue/launches.cuh), since the process started (never reset): the glue
 * reads each before and after a student's host function.  Not a
 * submission's to call (build/compile_symbols.c refuses the names). */
#ifndef SIMT_GLUE_COUNTS_H
#define SIMT_GLUE_COUNTS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Kernel launches that passed CUDA's checks and ran: whether the host
 * function launched any kernel. */
unsigned long simt_launch_count(void);
/* Of them, the cooperative launches (cudaLaunchCooperativeKernel, or
 * cudaLaunchKernelEx with cudaLaunchAttributeCooperative). */
unsigned long simt_cooperative_launch_count(void);
/* Cooperative launches refused because the device has no cooperative
 * launch (cudaErrorNotSupported), and the calls of cudaDeviceGetAttribute
 * for cudaDevAttrCooperativeLaunch: whether a host function has a way for
 * a device without it (cases/no_coop_case.c). */
unsigned long simt_cooperative_refused_count(void);
unsigned long simt_cooperative_attr_reads(void);
/* 1 where a kernel ran after the last refused cooperative launch (a
 * fallback ran), else 0. */
int simt_ran_since_coop_refusal(void);

#ifdef __cplusplus
}
#endif

#endif
