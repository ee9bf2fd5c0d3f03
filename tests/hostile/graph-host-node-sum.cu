// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: a CUDA graph of one host node (cudaGraphAddHostNode, no capture and no copy node), launched on the stream, whose function sums the input through the device pointer into a host variable that the host copies into the output, hoping the graph's host node runs inside the runtime where device memory is open and no wrap sees it.  Graphs are refused by name on both backends (forbidden-call); the emulator's headers declare the host node too, so that its build reaches that refusal and does not call the file a gap of the emulator.
// mistake: no reduction on the device; a graph's host node sums the input
#include <cstddef>

struct job {
    const void *in;
    size_t n;
    int is_double;
    double total;
};

static void CUDART_CB add_all(void *arg)
{
    job *j = (job *)arg;
    double s = 0;
    for (size_t i = 0; i < j->n; i++)
        s += j->is_double ? ((const double *)j->in)[i] : ((const float *)j->in)[i];
    j->total = s;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    static job j;
    j = job{ d_input, n, sizeof(T) == 8, 0 };
    cudaGraph_t g;
    cudaGraphExec_t e;
    cudaGraphNode_t node;
    cudaHostNodeParams params = {};
    params.fn = add_all;
    params.userData = &j;
    cudaGraphCreate(&g, 0);
    cudaGraphAddHostNode(&node, g, nullptr, 0, &params);
    cudaGraphInstantiate(&e, g, 0);
    cudaGraphLaunch(e, 0);
    cudaStreamSynchronize(0);
    T r = (T)j.total;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
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
