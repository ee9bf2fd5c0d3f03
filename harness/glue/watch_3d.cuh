// watch_3d.cuh — watch.cuh's look at the GPU runtime's 3D copies
// (cudaMemcpy3D*, and their Peer variants), slice by slice as 2D copies.
// Included by watch.cuh after rg_watch_note_2d and rg_watch_after.
#ifndef RG_WATCH_3D_CUH
#define RG_WATCH_3D_CUH

#ifndef SIMT_EMULATOR
// A 3D copy between linear memories reads extent.depth slices of
// extent.height rows; a CUDA array on either side is never the input (nor
// the host's).
static void rg_watch_note_3d(const cudaArray_t src_array, cudaPos sp, cudaPitchedPtr s,
                             const cudaArray_t dst_array, cudaPos dp, cudaPitchedPtr d,
                             cudaExtent e, cudaMemcpyKind kind)
{
  if (src_array || dst_array || !s.ptr || !d.ptr)
    return;
  size_t s_slice = s.pitch * s.ysize, d_slice = d.pitch * d.ysize;
  char *dst = (char *)d.ptr + dp.z * d_slice + dp.y * d.pitch + dp.x;
  const char *src = (const char *)s.ptr + sp.z * s_slice + sp.y * s.pitch + sp.x;
  for (size_t z = 0; z < e.depth; z++)
    rg_watch_note_2d(dst + z * d_slice, d.pitch, src + z * s_slice, s.pitch, e.width,
                     e.height, kind);
}

// What a 3D copy brought to linear memory the host can read: slice by slice
// (a 3D Peer copy names no kind: the destination is asked).
static void rg_watch_after_3d(const cudaArray_t dst_array, cudaPos dp, cudaPitchedPtr d,
                              cudaExtent e, cudaMemcpyKind kind)
{
  if (dst_array || !d.ptr || e.height == 0)
    return;
  size_t d_slice = d.pitch * d.ysize;
  char *dst = (char *)d.ptr + dp.z * d_slice + dp.y * d.pitch + dp.x;
  for (size_t z = 0; z < e.depth; z++)
    rg_watch_after(dst + z * d_slice, (e.height - 1) * d.pitch + e.width, kind);
}
#endif

#endif
