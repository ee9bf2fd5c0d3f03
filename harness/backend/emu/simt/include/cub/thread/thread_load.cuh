/* cub/thread/thread_load.cuh — stand-in on the SIMT emulator, written from
 * CUB's documentation: cub::ThreadLoad<MODIFIER>(itr), one item read with a
 * cache modifier.  Through a pointer each modifier is the shim's intrinsic
 * of the same PTX: LOAD_LDG __ldg (the read-only path, so a read of what
 * this launch wrote is named as for __ldg), LOAD_CA __ldca, LOAD_CG __ldcg,
 * LOAD_CS __ldcs, LOAD_CV __ldcv, LOAD_VOLATILE a volatile read,
 * LOAD_DEFAULT a plain one; the value is the plain load's.  Through any
 * other iterator it is *itr, as CUB reads one. */
#ifndef SIMT_CUB_THREAD_LOAD
#define SIMT_CUB_THREAD_LOAD
#include <cstddef>
#include <iterator>
#include <type_traits>

namespace cub {
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };

namespace simt_detail {
/* A volatile read; a struct (a float4) word by word, as CUB reads one. */
template <typename T> __attribute__((always_inline)) __device__ inline T volatile_load(const T *p)
{
  if constexpr (std::is_scalar<T>::value) {
    return *(const volatile T *)p;
  } else {
    T r;
    constexpr int WORD = sizeof(T) % 4 == 0 && alignof(T) >= 4 ? 4 : 1;
    for (size_t at = 0; at < sizeof(T); at += WORD) {
      unsigned w = WORD == 4 ? *(const volatile unsigned *)((const char *)p + at)
                             : *(const volatile unsigned char *)((const char *)p + at);
      __builtin_memcpy((char *)&r + at, &w, WORD);
    }
    return r;
  }
}

template <CacheLoadModifier M, typename T> __attribute__((always_inline)) __device__ inline T load_as(const T *p)
{
  if constexpr (M == LOAD_CA)
    return __ldca(p);
  else if constexpr (M == LOAD_CG)
    return __ldcg(p);
  else if constexpr (M == LOAD_CS)
    return __ldcs(p);
  else if constexpr (M == LOAD_CV)
    return __ldcv(p);
  else if constexpr (M == LOAD_LDG)
    return __ldg(p);
  else if constexpr (M == LOAD_VOLATILE)
    return volatile_load(p);
  else
    return *p;
}
} // namespace simt_detail

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, typename It>
__attribute__((always_inline)) __device__ inline typename std::iterator_traits<It>::value_type ThreadLoad(It itr)
{
  if constexpr (std::is_pointer<It>::value)
    return simt_detail::load_as<MODIFIER>(static_cast<const typename std::iterator_traits<It>::value_type *>(itr));
  else
    return *itr;
}
} // namespace cub
#endif
