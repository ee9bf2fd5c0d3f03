/* math_constants.h — the CUDART_* constants submissions use, for the SIMT emulator. */
#ifndef SIMT_MATH_CONSTANTS_H
#define SIMT_MATH_CONSTANTS_H
#include "simt_cuda.h"
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN __builtin_nan("")
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_MAX_NORMAL_F 3.40282347e+38f
#endif
