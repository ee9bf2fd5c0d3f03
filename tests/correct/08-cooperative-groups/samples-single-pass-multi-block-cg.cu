// CUDA samples, 2_Concepts_and_Techniques/reductionMultiBlockCG:
// reduceBlock (cg::reduce over tiled_partition<32>, then thread 0 adds the
// tile sums), and reduceSinglePassMultiBlockCG (grid-stride load over
// grid.thread_rank() / grid.size(), a partial a block, cg::sync(grid),
// grid thread 0 adds the partials), launched with
// cudaLaunchCooperativeKernel and a grid sized from
// cudaOccupancyMaxActiveBlocksPerMultiprocessor.  The sample sums in double
// in shared memory; so does this.  The sample stops when the device cannot
// launch cooperatively; here two plain launches take over.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ void reduceBlock(double *sdata, const cg::thread_block &cta) {
  const unsigned int tid = cta.thread_rank();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);

  sdata[tid] = cg::reduce(tile32, sdata[tid], cg::plus<double>());
  cg::sync(cta);

  double beta = 0.0;
  if (cta.thread_rank() == 0) {
    beta = 0;
    for (int i = 0; i < blockDim.x; i += tile32.size()) {
      beta += sdata[i];
    }
    sdata[0] = beta;
  }
  cg::sync(cta);
}

// Part 0: one partial a block, one element a thread.
__global__ void reduce_cg_block(const float *g_idata, float *g_odata, int n) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ double sdata[1024];
  unsigned int i = blockIdx.x * blockDim.x + block.thread_rank();
  sdata[block.thread_rank()] = (i < (unsigned int)n) ? g_idata[i] : 0.0;
  cg::sync(block);
  reduceBlock(sdata, block);
  if (block.thread_rank() == 0) g_odata[blockIdx.x] = (float)sdata[0];
}

extern "C" __global__ void reduceSinglePassMultiBlockCG(const float *g_idata,
                                                        float *g_odata,
                                                        float *g_result,
                                                        size_t n) {
  // Handle to thread block group
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();

  extern double __shared__ sdata[];

  // Stride over grid and add the values to a shared memory buffer
  sdata[block.thread_rank()] = 0;

  for (size_t i = grid.thread_rank(); i < n; i += grid.size()) {
    sdata[block.thread_rank()] += g_idata[i];
  }

  cg::sync(block);

  // Reduce each block (called once per block)
  reduceBlock(sdata, block);
  // Write out the result to global memory
  if (block.thread_rank() == 0) {
    g_odata[blockIdx.x] = sdata[0];
  }
  cg::sync(grid);

  if (grid.thread_rank() == 0) {
    double total = 0;
    for (int block = 0; block < gridDim.x; block++) {
      total += g_odata[block];
    }
    *g_result = (float)total;
  }
}

// The fallback: the same kernel body without the grid sync, twice.
__global__ void reducePartials(const float *g_idata, float *g_odata, size_t n) {
  cg::thread_block block = cg::this_thread_block();
  extern double __shared__ sdata[];
  sdata[block.thread_rank()] = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)blockDim.x * gridDim.x)
    sdata[block.thread_rank()] += g_idata[i];
  cg::sync(block);
  reduceBlock(sdata, block);
  if (block.thread_rank() == 0) g_odata[blockIdx.x] = sdata[0];
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block) {
  int dev = 0;
  cudaDeviceProp deviceProp;
  cudaGetDevice(&dev);
  cudaGetDeviceProperties(&deviceProp, dev);

  int numThreads = block;
  size_t smemSize = numThreads * sizeof(double);
  int numBlocksPerSm = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &numBlocksPerSm, reduceSinglePassMultiBlockCG, numThreads, smemSize);
  size_t wanted = (n + numThreads - 1) / numThreads;
  int numBlocks = deviceProp.multiProcessorCount * numBlocksPerSm;
  if (wanted < (size_t)numBlocks) numBlocks = (int)wanted;
  if (numBlocks < 1) numBlocks = 1;

  float *d_odata = NULL;
  cudaMalloc((void **)&d_odata, numBlocks * sizeof(float));

  bool launched = false;
  if (deviceProp.cooperativeLaunch) {
    dim3 dimBlock(numThreads, 1, 1);
    dim3 dimGrid(numBlocks, 1, 1);
    void *kernelArgs[] = {
        (void *)&d_input, (void *)&d_odata, (void *)&d_result, (void *)&n,
    };
    launched = cudaLaunchCooperativeKernel((void *)reduceSinglePassMultiBlockCG,
                                           dimGrid, dimBlock, kernelArgs,
                                           smemSize, NULL) == cudaSuccess;
    if (!launched) cudaGetLastError();
  }
  if (!launched) {
    reducePartials<<<numBlocks, numThreads, smemSize>>>(d_input, d_odata, n);
    reducePartials<<<1, numThreads, smemSize>>>(d_odata, d_result, numBlocks);
  }
  cudaDeviceSynchronize();
  cudaFree(d_odata);
}
