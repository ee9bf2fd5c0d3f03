/* host_attributes.c — every attribute of the modelled GPU, and the
 * cudaDeviceProp made from them.
 *
 * A submission may ask the device anything CUDA names.  An attribute the
 * emulator did not answer (an error where the GPU gives a number), or a
 * property it left at zero, let host code take one path in the emulator's
 * checked run and another on the GPU (issue 17).  So the emulator answers
 * every attribute as the GPU it models: an H100's own answers by default
 * (read from one, CUDA 13.0), the GPU's own when a GPU grading hands its
 * facts over (simt_model_device), with the modelled name, memory, clocks
 * and sizes on top. */
#include <stddef.h>
#include <string.h>
#include "simt_int.h"

/* What an NVIDIA H100 80GB HBM3 (SXM) answered for every attribute
 * cudaDeviceGetAttribute takes (driver 580, CUDA 13.0); numbers where
 * CUDA 13 gives no name.  The PCI bus is each device's own index. */
static const int h100_attrs[SIMT_ATTR_COUNT] = {
  [cudaDevAttrMaxThreadsPerBlock] = 1024,
  [cudaDevAttrMaxBlockDimX] = 1024,
  [cudaDevAttrMaxBlockDimY] = 1024,
  [cudaDevAttrMaxBlockDimZ] = 64,
  [cudaDevAttrMaxGridDimX] = 2147483647,
  [cudaDevAttrMaxGridDimY] = 65535,
  [cudaDevAttrMaxGridDimZ] = 65535,
  [cudaDevAttrMaxSharedMemoryPerBlock] = 49152,
  [cudaDevAttrTotalConstantMemory] = 65536,
  [cudaDevAttrWarpSize] = 32,
  [cudaDevAttrMaxPitch] = 2147483647,
  [cudaDevAttrMaxRegistersPerBlock] = 65536,
  [cudaDevAttrClockRate] = 1980000,
  [cudaDevAttrTextureAlignment] = 512,
  [cudaDevAttrGpuOverlap] = 1,
  [cudaDevAttrMultiProcessorCount] = 132,
  [cudaDevAttrKernelExecTimeout] = 0,
  [cudaDevAttrIntegrated] = 0,
  [cudaDevAttrCanMapHostMemory] = 1,
  [cudaDevAttrComputeMode] = 0,
  [cudaDevAttrMaxTexture1DWidth] = 131072,
  [cudaDevAttrMaxTexture2DWidth] = 131072,
  [cudaDevAttrMaxTexture2DHeight] = 65536,
  [cudaDevAttrMaxTexture3DWidth] = 16384,
  [cudaDevAttrMaxTexture3DHeight] = 16384,
  [cudaDevAttrMaxTexture3DDepth] = 16384,
  [cudaDevAttrMaxTexture2DLayeredWidth] = 32768,
  [cudaDevAttrMaxTexture2DLayeredHeight] = 32768,
  [cudaDevAttrMaxTexture2DLayeredLayers] = 2048,
  [cudaDevAttrSurfaceAlignment] = 512,
  [cudaDevAttrConcurrentKernels] = 1,
  [cudaDevAttrEccEnabled] = 1,
  [cudaDevAttrPciBusId] = 0,
  [cudaDevAttrPciDeviceId] = 6,
  [cudaDevAttrTccDriver] = 0,
  [cudaDevAttrMemoryClockRate] = 2619000,
  [cudaDevAttrGlobalMemoryBusWidth] = 5120,
  [cudaDevAttrL2CacheSize] = 52428800,
  [cudaDevAttrMaxThreadsPerMultiProcessor] = 2048,
  [cudaDevAttrAsyncEngineCount] = 3,
  [cudaDevAttrUnifiedAddressing] = 1,
  [cudaDevAttrMaxTexture1DLayeredWidth] = 32768,
  [cudaDevAttrMaxTexture1DLayeredLayers] = 2048,
  [44] = 1,
  [cudaDevAttrMaxTexture2DGatherWidth] = 32768,
  [cudaDevAttrMaxTexture2DGatherHeight] = 32768,
  [cudaDevAttrMaxTexture3DWidthAlt] = 8192,
  [cudaDevAttrMaxTexture3DHeightAlt] = 8192,
  [cudaDevAttrMaxTexture3DDepthAlt] = 32768,
  [cudaDevAttrPciDomainId] = 0,
  [cudaDevAttrTexturePitchAlignment] = 32,
  [cudaDevAttrMaxTextureCubemapWidth] = 32768,
  [cudaDevAttrMaxTextureCubemapLayeredWidth] = 32768,
  [cudaDevAttrMaxTextureCubemapLayeredLayers] = 2046,
  [cudaDevAttrMaxSurface1DWidth] = 32768,
  [cudaDevAttrMaxSurface2DWidth] = 131072,
  [cudaDevAttrMaxSurface2DHeight] = 65536,
  [cudaDevAttrMaxSurface3DWidth] = 16384,
  [cudaDevAttrMaxSurface3DHeight] = 16384,
  [cudaDevAttrMaxSurface3DDepth] = 16384,
  [cudaDevAttrMaxSurface1DLayeredWidth] = 32768,
  [cudaDevAttrMaxSurface1DLayeredLayers] = 2048,
  [cudaDevAttrMaxSurface2DLayeredWidth] = 32768,
  [cudaDevAttrMaxSurface2DLayeredHeight] = 32768,
  [cudaDevAttrMaxSurface2DLayeredLayers] = 2048,
  [cudaDevAttrMaxSurfaceCubemapWidth] = 32768,
  [cudaDevAttrMaxSurfaceCubemapLayeredWidth] = 32768,
  [cudaDevAttrMaxSurfaceCubemapLayeredLayers] = 2046,
  [cudaDevAttrMaxTexture1DLinearWidth] = 268435456,
  [cudaDevAttrMaxTexture2DLinearWidth] = 131072,
  [cudaDevAttrMaxTexture2DLinearHeight] = 65000,
  [cudaDevAttrMaxTexture2DLinearPitch] = 2097120,
  [cudaDevAttrMaxTexture2DMipmappedWidth] = 32768,
  [cudaDevAttrMaxTexture2DMipmappedHeight] = 32768,
  [cudaDevAttrComputeCapabilityMajor] = 9,
  [cudaDevAttrComputeCapabilityMinor] = 0,
  [cudaDevAttrMaxTexture1DMipmappedWidth] = 32768,
  [cudaDevAttrStreamPrioritiesSupported] = 1,
  [cudaDevAttrGlobalL1CacheSupported] = 1,
  [cudaDevAttrLocalL1CacheSupported] = 1,
  [cudaDevAttrMaxSharedMemoryPerMultiprocessor] = 233472,
  [cudaDevAttrMaxRegistersPerMultiprocessor] = 65536,
  [cudaDevAttrManagedMemory] = 1,
  [cudaDevAttrIsMultiGpuBoard] = 0,
  [cudaDevAttrMultiGpuBoardGroupID] = 0,
  [cudaDevAttrHostNativeAtomicSupported] = 0,
  [cudaDevAttrSingleToDoublePrecisionPerfRatio] = 2,
  [cudaDevAttrPageableMemoryAccess] = 0,
  [cudaDevAttrConcurrentManagedAccess] = 1,
  [cudaDevAttrComputePreemptionSupported] = 1,
  [cudaDevAttrCanUseHostPointerForRegisteredMem] = 1,
  [cudaDevAttrReserved92] = 0,
  [cudaDevAttrReserved93] = 0,
  [cudaDevAttrReserved94] = 0,
  [cudaDevAttrCooperativeLaunch] = 1,
  [cudaDevAttrReserved96] = 1,
  [cudaDevAttrMaxSharedMemoryPerBlockOptin] = 232448,
  [cudaDevAttrCanFlushRemoteWrites] = 0,
  [cudaDevAttrHostRegisterSupported] = 1,
  [cudaDevAttrPageableMemoryAccessUsesHostPageTables] = 0,
  [cudaDevAttrDirectManagedMemAccessFromHost] = 0,
  [102] = 1,
  [103] = 1,
  [104] = 0,
  [105] = 0,
  [cudaDevAttrMaxBlocksPerMultiprocessor] = 32,
  [107] = 1,
  [cudaDevAttrMaxPersistingL2CacheSize] = 32768000,
  [cudaDevAttrMaxAccessPolicyWindowSize] = 134217728,
  [110] = 1,
  [cudaDevAttrReservedSharedMemoryPerBlock] = 1024,
  [cudaDevAttrSparseCudaArraySupported] = 1,
  [cudaDevAttrHostRegisterReadOnlySupported] = 1,
  [cudaDevAttrTimelineSemaphoreInteropSupported] = 1,
  [cudaDevAttrMemoryPoolsSupported] = 1,
  [cudaDevAttrGPUDirectRDMASupported] = 1,
  [cudaDevAttrGPUDirectRDMAFlushWritesOptions] = 1,
  [cudaDevAttrGPUDirectRDMAWritesOrdering] = 100,
  [cudaDevAttrMemoryPoolSupportedHandleTypes] = 9,
  [cudaDevAttrClusterLaunch] = 1,
  [cudaDevAttrDeferredMappingCudaArraySupported] = 1,
  [cudaDevAttrReserved122] = 1,
  [cudaDevAttrReserved123] = 1,
  [cudaDevAttrReserved124] = 1,
  [cudaDevAttrIpcEventSupport] = 1,
  [cudaDevAttrMemSyncDomainCount] = 4,
  [cudaDevAttrReserved127] = 1,
  [cudaDevAttrReserved128] = 1,
  [cudaDevAttrReserved129] = 1,
  [cudaDevAttrNumaConfig] = 0,
  [cudaDevAttrNumaId] = -1,
  [cudaDevAttrReserved132] = 0,
  [cudaDevAttrMpsEnabled] = 0,
  [cudaDevAttrHostNumaId] = 0,
  [cudaDevAttrD3D12CigSupported] = 0,
  [136] = 0,
  [137] = 0,
  [cudaDevAttrVulkanCigSupported] = 0,
  [cudaDevAttrGpuPciDeviceId] = 590352606,
  [cudaDevAttrGpuPciSubsystemId] = 381751518,
  [cudaDevAttrReserved141] = 1,
  [cudaDevAttrHostNumaMemoryPoolsSupported] = 1,
  [cudaDevAttrHostNumaMultinodeIpcSupported] = 0,
  [cudaDevAttrHostMemoryPoolsSupported] = 1,
  [cudaDevAttrReserved145] = 1,
  [146] = 0,
  [cudaDevAttrOnlyPartialHostNativeAtomicSupported] = 0,
};

static int attrs[SIMT_MAX_DEVICES][SIMT_ATTR_COUNT];
static unsigned char known[SIMT_ATTR_COUNT];

void simt_attrs_model(const struct simt_device_model *m, bool from_gpu)
{
  for (int d = 0; d < SIMT_MAX_DEVICES; d++) {
    memcpy(attrs[d], from_gpu ? m->attr : h100_attrs, sizeof attrs[d]);
    if (!from_gpu)
      attrs[d][cudaDevAttrPciBusId] = d;
  }
  for (int a = 1; a < SIMT_ATTR_COUNT; a++)
    known[a] = from_gpu ? m->attr_known[a] : 1;
  /* The model's own figures win (the same where both came from one GPU). */
  const int mine[][2] = {
    { cudaDevAttrComputeCapabilityMajor, m->major },
    { cudaDevAttrComputeCapabilityMinor, m->minor },
    { cudaDevAttrMultiProcessorCount, m->sm_count },
    { cudaDevAttrClockRate, m->clock_khz },
    { cudaDevAttrMemoryClockRate, m->mem_clock_khz },
    { cudaDevAttrGlobalMemoryBusWidth, m->bus_width_bits },
    { cudaDevAttrL2CacheSize, m->l2_bytes },
    { cudaDevAttrMaxPersistingL2CacheSize, m->persisting_l2_bytes },
    { cudaDevAttrCooperativeLaunch, !m->no_cooperative },
  };
  for (size_t i = 0; i < sizeof mine / sizeof mine[0]; i++)
    for (int d = 0; d < SIMT_MAX_DEVICES; d++)
      if (mine[i][0] != cudaDevAttrCooperativeLaunch || known[mine[i][0]])
        attrs[d][mine[i][0]] = mine[i][1];
}

int simt_attr(int a, int d, int *v)
{
  if (a <= 0 || a >= SIMT_ATTR_COUNT || !known[a] || d < 0 || d >= SIMT_MAX_DEVICES)
    return -1;
  *v = attrs[d][a];
  return 0;
}

/* A property and the attribute that answers it. */
struct prop_attr {
  size_t offset, size;
  int attr;
};

#define P(field, a) { offsetof(cudaDeviceProp, field), sizeof(((cudaDeviceProp *)0)->field), a }
static const struct prop_attr props[] = {
  P(sharedMemPerBlock, cudaDevAttrMaxSharedMemoryPerBlock),
  P(regsPerBlock, cudaDevAttrMaxRegistersPerBlock), P(warpSize, cudaDevAttrWarpSize),
  P(memPitch, cudaDevAttrMaxPitch), P(maxThreadsPerBlock, cudaDevAttrMaxThreadsPerBlock),
  P(maxThreadsDim[0], cudaDevAttrMaxBlockDimX), P(maxThreadsDim[1], cudaDevAttrMaxBlockDimY),
  P(maxThreadsDim[2], cudaDevAttrMaxBlockDimZ), P(maxGridSize[0], cudaDevAttrMaxGridDimX),
  P(maxGridSize[1], cudaDevAttrMaxGridDimY), P(maxGridSize[2], cudaDevAttrMaxGridDimZ),
  P(totalConstMem, cudaDevAttrTotalConstantMemory),
  P(major, cudaDevAttrComputeCapabilityMajor), P(minor, cudaDevAttrComputeCapabilityMinor),
  P(textureAlignment, cudaDevAttrTextureAlignment),
  P(texturePitchAlignment, cudaDevAttrTexturePitchAlignment),
  P(multiProcessorCount, cudaDevAttrMultiProcessorCount), P(integrated, cudaDevAttrIntegrated),
  P(canMapHostMemory, cudaDevAttrCanMapHostMemory),
  P(maxTexture1D, cudaDevAttrMaxTexture1DWidth),
  P(maxTexture1DMipmap, cudaDevAttrMaxTexture1DMipmappedWidth),
  P(maxTexture2D[0], cudaDevAttrMaxTexture2DWidth),
  P(maxTexture2D[1], cudaDevAttrMaxTexture2DHeight),
  P(maxTexture2DMipmap[0], cudaDevAttrMaxTexture2DMipmappedWidth),
  P(maxTexture2DMipmap[1], cudaDevAttrMaxTexture2DMipmappedHeight),
  P(maxTexture2DLinear[0], cudaDevAttrMaxTexture2DLinearWidth),
  P(maxTexture2DLinear[1], cudaDevAttrMaxTexture2DLinearHeight),
  P(maxTexture2DLinear[2], cudaDevAttrMaxTexture2DLinearPitch),
  P(maxTexture2DGather[0], cudaDevAttrMaxTexture2DGatherWidth),
  P(maxTexture2DGather[1], cudaDevAttrMaxTexture2DGatherHeight),
  P(maxTexture3D[0], cudaDevAttrMaxTexture3DWidth),
  P(maxTexture3D[1], cudaDevAttrMaxTexture3DHeight),
  P(maxTexture3D[2], cudaDevAttrMaxTexture3DDepth),
  P(maxTexture3DAlt[0], cudaDevAttrMaxTexture3DWidthAlt),
  P(maxTexture3DAlt[1], cudaDevAttrMaxTexture3DHeightAlt),
  P(maxTexture3DAlt[2], cudaDevAttrMaxTexture3DDepthAlt),
  P(maxTextureCubemap, cudaDevAttrMaxTextureCubemapWidth),
  P(maxTexture1DLayered[0], cudaDevAttrMaxTexture1DLayeredWidth),
  P(maxTexture1DLayered[1], cudaDevAttrMaxTexture1DLayeredLayers),
  P(maxTexture2DLayered[0], cudaDevAttrMaxTexture2DLayeredWidth),
  P(maxTexture2DLayered[1], cudaDevAttrMaxTexture2DLayeredHeight),
  P(maxTexture2DLayered[2], cudaDevAttrMaxTexture2DLayeredLayers),
  P(maxTextureCubemapLayered[0], cudaDevAttrMaxTextureCubemapLayeredWidth),
  P(maxTextureCubemapLayered[1], cudaDevAttrMaxTextureCubemapLayeredLayers),
  P(maxSurface1D, cudaDevAttrMaxSurface1DWidth),
  P(maxSurface2D[0], cudaDevAttrMaxSurface2DWidth),
  P(maxSurface2D[1], cudaDevAttrMaxSurface2DHeight),
  P(maxSurface3D[0], cudaDevAttrMaxSurface3DWidth),
  P(maxSurface3D[1], cudaDevAttrMaxSurface3DHeight),
  P(maxSurface3D[2], cudaDevAttrMaxSurface3DDepth),
  P(maxSurface1DLayered[0], cudaDevAttrMaxSurface1DLayeredWidth),
  P(maxSurface1DLayered[1], cudaDevAttrMaxSurface1DLayeredLayers),
  P(maxSurface2DLayered[0], cudaDevAttrMaxSurface2DLayeredWidth),
  P(maxSurface2DLayered[1], cudaDevAttrMaxSurface2DLayeredHeight),
  P(maxSurface2DLayered[2], cudaDevAttrMaxSurface2DLayeredLayers),
  P(maxSurfaceCubemap, cudaDevAttrMaxSurfaceCubemapWidth),
  P(maxSurfaceCubemapLayered[0], cudaDevAttrMaxSurfaceCubemapLayeredWidth),
  P(maxSurfaceCubemapLayered[1], cudaDevAttrMaxSurfaceCubemapLayeredLayers),
  P(surfaceAlignment, cudaDevAttrSurfaceAlignment),
  P(concurrentKernels, cudaDevAttrConcurrentKernels), P(ECCEnabled, cudaDevAttrEccEnabled),
  P(pciBusID, cudaDevAttrPciBusId), P(pciDeviceID, cudaDevAttrPciDeviceId),
  P(pciDomainID, cudaDevAttrPciDomainId), P(tccDriver, cudaDevAttrTccDriver),
  P(asyncEngineCount, cudaDevAttrAsyncEngineCount),
  P(unifiedAddressing, cudaDevAttrUnifiedAddressing),
  P(memoryBusWidth, cudaDevAttrGlobalMemoryBusWidth), P(l2CacheSize, cudaDevAttrL2CacheSize),
  P(persistingL2CacheMaxSize, cudaDevAttrMaxPersistingL2CacheSize),
  P(maxThreadsPerMultiProcessor, cudaDevAttrMaxThreadsPerMultiProcessor),
  P(streamPrioritiesSupported, cudaDevAttrStreamPrioritiesSupported),
  P(globalL1CacheSupported, cudaDevAttrGlobalL1CacheSupported),
  P(localL1CacheSupported, cudaDevAttrLocalL1CacheSupported),
  P(sharedMemPerMultiprocessor, cudaDevAttrMaxSharedMemoryPerMultiprocessor),
  P(regsPerMultiprocessor, cudaDevAttrMaxRegistersPerMultiprocessor),
  P(managedMemory, cudaDevAttrManagedMemory), P(isMultiGpuBoard, cudaDevAttrIsMultiGpuBoard),
  P(multiGpuBoardGroupID, cudaDevAttrMultiGpuBoardGroupID),
  P(hostNativeAtomicSupported, cudaDevAttrHostNativeAtomicSupported),
  P(pageableMemoryAccess, cudaDevAttrPageableMemoryAccess),
  P(concurrentManagedAccess, cudaDevAttrConcurrentManagedAccess),
  P(computePreemptionSupported, cudaDevAttrComputePreemptionSupported),
  P(canUseHostPointerForRegisteredMem, cudaDevAttrCanUseHostPointerForRegisteredMem),
  P(cooperativeLaunch, cudaDevAttrCooperativeLaunch),
  P(sharedMemPerBlockOptin, cudaDevAttrMaxSharedMemoryPerBlockOptin),
  P(pageableMemoryAccessUsesHostPageTables, cudaDevAttrPageableMemoryAccessUsesHostPageTables),
  P(directManagedMemAccessFromHost, cudaDevAttrDirectManagedMemAccessFromHost),
  P(maxBlocksPerMultiProcessor, cudaDevAttrMaxBlocksPerMultiprocessor),
  P(accessPolicyMaxWindowSize, cudaDevAttrMaxAccessPolicyWindowSize),
  P(reservedSharedMemPerBlock, cudaDevAttrReservedSharedMemoryPerBlock),
  P(hostRegisterSupported, cudaDevAttrHostRegisterSupported),
  P(sparseCudaArraySupported, cudaDevAttrSparseCudaArraySupported),
  P(hostRegisterReadOnlySupported, cudaDevAttrHostRegisterReadOnlySupported),
  P(timelineSemaphoreInteropSupported, cudaDevAttrTimelineSemaphoreInteropSupported),
  P(memoryPoolsSupported, cudaDevAttrMemoryPoolsSupported),
  P(gpuDirectRDMASupported, cudaDevAttrGPUDirectRDMASupported),
  P(gpuDirectRDMAFlushWritesOptions, cudaDevAttrGPUDirectRDMAFlushWritesOptions),
  P(gpuDirectRDMAWritesOrdering, cudaDevAttrGPUDirectRDMAWritesOrdering),
  P(memoryPoolSupportedHandleTypes, cudaDevAttrMemoryPoolSupportedHandleTypes),
  P(deferredMappingCudaArraySupported, cudaDevAttrDeferredMappingCudaArraySupported),
  P(ipcEventSupported, cudaDevAttrIpcEventSupport), P(clusterLaunch, cudaDevAttrClusterLaunch),
  P(deviceNumaConfig, cudaDevAttrNumaConfig), P(deviceNumaId, cudaDevAttrNumaId),
  P(mpsEnabled, cudaDevAttrMpsEnabled), P(hostNumaId, cudaDevAttrHostNumaId),
  P(gpuPciDeviceID, cudaDevAttrGpuPciDeviceId),
  P(gpuPciSubsystemID, cudaDevAttrGpuPciSubsystemId),
  P(hostNumaMultinodeIpcSupported, cudaDevAttrHostNumaMultinodeIpcSupported),
};
#undef P

void simt_attr_props(cudaDeviceProp *p, int d)
{
  for (size_t i = 0; i < sizeof props / sizeof props[0]; i++) {
    int v = 0;
    if (simt_attr(props[i].attr, d, &v) != 0)
      continue;
    char *at = (char *)p + props[i].offset;
    if (props[i].size == sizeof(size_t)) {
      size_t wide = (size_t)(unsigned)v;
      memcpy(at, &wide, sizeof wide);
    } else {
      memcpy(at, &v, sizeof v);
    }
  }
}
