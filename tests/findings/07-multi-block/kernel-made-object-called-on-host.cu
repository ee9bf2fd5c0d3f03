// expect: gpu=crash emu=crash args=--sizes=1000,--blocks=256 -- One thread sums the input and constructs a polymorphic box holding the sum in device memory; the host copies the box's bytes back and reads the sum through its virtual get().  The box's vtable pointer is the device's vtable, a device address: on a GPU the host's call reads it and faults (SIGSEGV).  The emulator gives device code its own copy of each vtable (harness/backend/emu/simt/ir_vtables.c), but that copy is host-readable memory whose entries are the host's functions, so the host's call works and the file passes.
// mistake: a polymorphic object made in a kernel, copied to the host and called virtually there
#include <cstddef>
#include <new>
template <typename T>
struct Box {
    T v, spare;  // two: no padding left unwritten
    __host__ __device__ virtual T get() const { return v; }
};
template <typename T>
__global__ void sum_kernel(const T *input, Box<T> *box, size_t n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        T s = T(0);
        for (size_t i = 0; i < n; i++) s += input[i];
        Box<T> *b = new (box) Box<T>;
        b->v = s;
        b->spare = T(0);
    }
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    Box<T> *d_box = nullptr;
    if (cudaMalloc(&d_box, sizeof(Box<T>)) != cudaSuccess) return;
    sum_kernel<T><<<1, block>>>(d_input, d_box, n);
    alignas(Box<T>) unsigned char raw[sizeof(Box<T>)];
    cudaMemcpy(raw, d_box, sizeof raw, cudaMemcpyDeviceToHost);
    const Box<T> *h = reinterpret_cast<const Box<T> *>(raw);
    T r = h->get();  // the host's virtual call on the kernel's object
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    cudaFree(d_box);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
