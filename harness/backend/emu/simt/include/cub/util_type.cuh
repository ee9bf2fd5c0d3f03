/* cub/util_type.cuh — stand-in on the SIMT emulator: cub::KeyValuePair, the
 * (key, value) pair of DeviceReduce's deprecated ArgMax and ArgMin, of
 * ArgIndexInputIterator and of the cub::ArgMax / cub::ArgMin operators;
 * != compares both fields, as CUB's. */
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
  __host__ __device__ bool operator!=(const KeyValuePair &b) const { return value != b.value || key != b.key; }
};
} // namespace cub
#endif
