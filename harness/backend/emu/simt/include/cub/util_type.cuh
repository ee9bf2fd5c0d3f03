/* cub/util_type.cuh — stand-in on the SIMT emulator: cub::KeyValuePair, the
 * (index, value) pair of DeviceReduce's deprecated ArgMax and ArgMin. */
#ifndef SIMT_CUB_UTIL_TYPE
#define SIMT_CUB_UTIL_TYPE
namespace cub {
template <typename K, typename V> struct KeyValuePair {
  typedef K Key;
  typedef V Value;
  K key;
  V value;
  KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
};
} // namespace cub
#endif
