/* cub/thread/thread_store.cuh — stand-in on the SIMT emulator, written from
 * CUB's documentation: cub::ThreadStore<MODIFIER>(itr, val), one item
 * written with a cache modifier.  Through a pointer each modifier is the
 * shim's intrinsic of the same PTX: STORE_WB __stwb, STORE_CG __stcg,
 * STORE_CS __stcs, STORE_WT __stwt, STORE_VOLATILE a volatile write,
 * STORE_DEFAULT a plain one; the memory holds what a plain store leaves.
 * Through any other iterator it is *itr = val. */
#ifndef SIMT_CUB_THREAD_STORE
#define SIMT_CUB_THREAD_STORE
#include <cstddef>
#include <type_traits>

namespace cub {
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };

namespace simt_detail {
/* A volatile write; a struct (a float4) word by word, as CUB writes one. */
template <typename T> __attribute__((always_inline)) __device__ inline void volatile_store(T *p, T v)
{
  if constexpr (std::is_scalar<T>::value) {
    *(volatile T *)p = v;
  } else {
    constexpr int WORD = sizeof(T) % 4 == 0 && alignof(T) >= 4 ? 4 : 1;
    for (size_t at = 0; at < sizeof(T); at += WORD) {
      unsigned w = 0;
      __builtin_memcpy(&w, (const char *)&v + at, WORD);
      if (WORD == 4)
        *(volatile unsigned *)((char *)p + at) = w;
      else
        *(volatile unsigned char *)((char *)p + at) = (unsigned char)w;
    }
  }
}

template <CacheStoreModifier M, typename T> __attribute__((always_inline)) __device__ inline void store_as(T *p, T v)
{
  if constexpr (M == STORE_WB)
    __stwb(p, v);
  else if constexpr (M == STORE_CG)
    __stcg(p, v);
  else if constexpr (M == STORE_CS)
    __stcs(p, v);
  else if constexpr (M == STORE_WT)
    __stwt(p, v);
  else if constexpr (M == STORE_VOLATILE)
    volatile_store(p, v);
  else
    *p = v;
}
} // namespace simt_detail

template <CacheStoreModifier MODIFIER = STORE_DEFAULT, typename It, typename T>
__attribute__((always_inline)) __device__ inline void ThreadStore(It itr, T val)
{
  if constexpr (std::is_pointer<It>::value)
    simt_detail::store_as<MODIFIER>(itr, static_cast<std::remove_pointer_t<It>>(val));
  else
    *itr = val;
}
} // namespace cub
#endif
