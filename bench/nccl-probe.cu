// nccl-probe.cu — can this process make NCCL communicators over every GPU
// and all-reduce one float?  bench/multi-gpu.sh runs it before grading
// exercise 16, under the environments it tries, so a failure of NCCL itself
// (shared memory, limits, transports) is told apart from one of the kit.
//
//   nvcc -o nccl-probe bench/nccl-probe.cu -lnccl && ./nccl-probe
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <nccl.h>

int main()
{
    int ndev = 0;
    cudaGetDeviceCount(&ndev);
    if (ndev < 1) {
        std::printf("probe: no GPU\n");
        return 2;
    }
    std::vector<ncclComm_t> comms(ndev);
    ncclResult_t r = ncclCommInitAll(comms.data(), ndev, nullptr);
    if (r != ncclSuccess) {
        std::printf("probe: ncclCommInitAll over %d GPUs: %s\n", ndev, ncclGetErrorString(r));
        return 1;
    }
    // Device d holds d + 1; the sum over all is ndev (ndev + 1) / 2 everywhere.
    std::vector<float *> buf(ndev);
    std::vector<cudaStream_t> streams(ndev);
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaStreamCreate(&streams[d]);
        cudaMalloc(&buf[d], sizeof(float));
        float v = (float)(d + 1);
        cudaMemcpy(buf[d], &v, sizeof v, cudaMemcpyHostToDevice);
    }
    ncclGroupStart();
    for (int d = 0; d < ndev; d++)
        ncclAllReduce(buf[d], buf[d], 1, ncclFloat, ncclSum, comms[d], streams[d]);
    r = ncclGroupEnd();
    int bad = r != ncclSuccess;
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaStreamSynchronize(streams[d]);
        float v = 0;
        cudaMemcpy(&v, buf[d], sizeof v, cudaMemcpyDeviceToHost);
        bad |= v != ndev * (ndev + 1) / 2.0f;
    }
    for (int d = 0; d < ndev; d++)
        ncclCommDestroy(comms[d]);
    std::printf("probe: %s over %d GPUs (%s)\n", bad ? "all-reduce WRONG" : "all-reduce right",
                ndev, ncclGetErrorString(r));
    return bad;
}
