/* simt_math_gap.h — the device functions of CUDA's math API the shim does
 * not compute, declared with their CUDA signatures (the CUDA Math API
 * reference), included by simt_cuda.h.  Each body ends its case as the
 * emulator's gap (simt_gap_call, gap_call.c: `emulator-unsupported`, the
 * file not graded), so a file is not graded only where such a call runs: a
 * mention in code that never runs (an unused function, a template never
 * instantiated whose call does not depend on its parameter) builds, and the
 * rest of the file is graded.
 */
#ifndef SIMT_MATH_GAP_H
#define SIMT_MATH_GAP_H

/* One function: its return type, name and parameter list; the value it
 * returns is never used (the case has ended). */
#define SIMT_GAP_FN(R, NAME, PARAMS)                                                     \
  SIMT_INL R NAME PARAMS                                                                 \
  {                                                                                      \
    simt_gap_call(#NAME);                                                                \
    return (R)0;                                                                         \
  }

/* ---- single precision ---- */
SIMT_GAP_FN(float, norm3df, (float, float, float))
SIMT_GAP_FN(float, rnorm3df, (float, float, float))
SIMT_GAP_FN(float, norm4df, (float, float, float, float))
SIMT_GAP_FN(float, rnorm4df, (float, float, float, float))
SIMT_GAP_FN(float, normf, (int, const float *))
SIMT_GAP_FN(float, rnormf, (int, const float *))
SIMT_GAP_FN(float, rhypotf, (float, float))
SIMT_GAP_FN(float, rcbrtf, (float))
SIMT_GAP_FN(float, erfinvf, (float))
SIMT_GAP_FN(float, erfcinvf, (float))
SIMT_GAP_FN(float, erfcxf, (float))
SIMT_GAP_FN(float, normcdff, (float))
SIMT_GAP_FN(float, normcdfinvf, (float))
SIMT_GAP_FN(float, cyl_bessel_i0f, (float))
SIMT_GAP_FN(float, cyl_bessel_i1f, (float))

/* ---- double precision ---- */
SIMT_GAP_FN(double, norm3d, (double, double, double))
SIMT_GAP_FN(double, rnorm3d, (double, double, double))
SIMT_GAP_FN(double, norm4d, (double, double, double, double))
SIMT_GAP_FN(double, rnorm4d, (double, double, double, double))
SIMT_GAP_FN(double, norm, (int, const double *))
SIMT_GAP_FN(double, rnorm, (int, const double *))
SIMT_GAP_FN(double, rhypot, (double, double))
SIMT_GAP_FN(double, rcbrt, (double))
SIMT_GAP_FN(double, erfinv, (double))
SIMT_GAP_FN(double, erfcinv, (double))
SIMT_GAP_FN(double, erfcx, (double))
SIMT_GAP_FN(double, normcdf, (double))
SIMT_GAP_FN(double, normcdfinv, (double))
SIMT_GAP_FN(double, cyl_bessel_i0, (double))
SIMT_GAP_FN(double, cyl_bessel_i1, (double))

/* sin(pi x) and cos(pi x): C23's names too, which glibc 2.41 declares and
 * libm computes; there they are the host's, declared already. */
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 41))
#else
SIMT_GAP_FN(float, sinpif, (float))
SIMT_GAP_FN(float, cospif, (float))
SIMT_GAP_FN(double, sinpi, (double))
SIMT_GAP_FN(double, cospi, (double))
#endif

#undef SIMT_GAP_FN

#endif
