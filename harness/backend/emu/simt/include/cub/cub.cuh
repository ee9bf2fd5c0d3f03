/* cub/cub.cuh — stand-in on the SIMT emulator, which has no CUB. */
#error "CUB is not available on the emulator"
