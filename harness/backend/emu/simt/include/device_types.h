/* device_types.h — stand-in for CUDA's header on the SIMT emulator: the shim has it all. */
#include "simt_cuda.h"
