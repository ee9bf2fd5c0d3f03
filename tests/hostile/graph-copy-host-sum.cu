// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Copies the input to the host with a CUDA graph of one memcpy node (cudaGraphAddMemcpyNode1D, then cudaGraphLaunch): the copy is made inside the runtime, by no call the linker wraps (glue/watch.cuh), sums it there and launches no kernel. Refused by name on both backends now (harness/build/compile_symbols.c, graph_prefixes): the emulator declares the common graph calls (simt_graph.h) so that its build reaches the same refusal.
// mistake: no kernel; the input copied to the host by a graph memcpy node and summed there
#include <cstddef>
#include <vector>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n ? n : 1);
    cudaGraph_t g;
    cudaGraphExec_t e;
    cudaGraphNode_t node;
    cudaGraphCreate(&g, 0);
    cudaGraphAddMemcpyNode1D(&node, g, nullptr, 0, h.data(), d_input, n * sizeof(T),
                             cudaMemcpyDeviceToHost);
    cudaGraphInstantiate(&e, g, 0);
    cudaGraphLaunch(e, 0);
    cudaStreamSynchronize(0);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T t = (T)s;
    cudaMemcpy(d_result, &t, sizeof(T), cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
