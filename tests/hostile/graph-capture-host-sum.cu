// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Copies the input to the host by stream capture: the cudaMemcpyAsync is recorded between cudaStreamBeginCapture and cudaStreamEndCapture (the wrap sees a call that copies nothing yet) and made later by cudaGraphLaunch, inside the runtime, where no wrap sees it; the host sums and launches no kernel.  Refused by name on both backends (harness/build/compile_symbols.c, graph_prefixes).
// mistake: no kernel; the input copied to the host by a captured and replayed graph, summed there
#include <cstddef>
#include <vector>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n ? n : 1);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaGraph_t g;
    cudaGraphExec_t e;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    cudaMemcpyAsync(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost, s);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&e, g, 0);
    cudaGraphLaunch(e, s);
    cudaStreamSynchronize(s);
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    T t = (T)sum;
    cudaMemcpy(d_result, &t, sizeof(T), cudaMemcpyHostToDevice);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaStreamDestroy(s);
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
