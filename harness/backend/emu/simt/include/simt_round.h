/* simt_round.h — float and double arithmetic, and conversions, in a
 * rounding mode (round.c), declared for simt_rt.h: CUDA's __fadd_rz & co
 * and __int2float_rz & co (harness/backend/emu/simt/include/simt_intrin.h). */
#ifndef SIMT_ROUND_H
#define SIMT_ROUND_H

/* Float and double arithmetic in a rounding mode (round.c): CUDA's
 * __fadd_rz & co.  op: a+b, a-b, a*b, a/b, a*b+c (one rounding), sqrt(a). */
enum simt_round_op { SIMT_R_ADD = 0, SIMT_R_SUB, SIMT_R_MUL, SIMT_R_DIV, SIMT_R_FMA, SIMT_R_SQRT };
enum simt_round_mode { SIMT_RZ = 0, SIMT_RD, SIMT_RU };
float simt_round_f(int op, int mode, float a, float b, float c);
double simt_round_d(int op, int mode, double a, double b, double c);
/* A conversion in such a mode (round.c): __int2float_rz & co, an int or
 * unsigned passed as its 64-bit value. */
float simt_round_s2f(int mode, long long x);
float simt_round_u2f(int mode, unsigned long long x);
double simt_round_s2d(int mode, long long x);
double simt_round_u2d(int mode, unsigned long long x);
float simt_round_d2f(int mode, double x);

#endif
