/* cooperative_groups.h — stand-in for CUDA's header on the SIMT emulator:
 * the groups (simt_cg.h, which only this header brings in, as nvcc's does),
 * and the names nvcc's own brings in (simt_libcu_names.h). */
#include "simt_cuda.h"
#include "simt_libcu_names.h"
#include "simt_cg.h"
