/* cooperative_groups/reduce.h — stand-in for CUDA's header on the SIMT emulator: the shim
 * has it all, and the names nvcc's own brings in (simt_libcu_names.h). */
#include "../simt_cuda.h"
#include "../simt_libcu_names.h"
