// descriptors.cuh — the descriptors the entry point finds in use: the same
// on every backend.
#ifndef RG_DESCRIPTORS_CUH
#define RG_DESCRIPTORS_CUH

#include <unistd.h>

// On a GPU the lowest descriptors above 0-2 are the CUDA driver's (its
// device nodes, opened with the context at the glue's first allocation);
// on the emulator they are free.  The lowest free one, a dup(0) away, told
// the two apart with no call refused (fd-count-hides-race.cu).  Before each
// entry point call every free descriptor below RG_FD_FLOOR is filled with a
// copy of standard input (/dev/null), so the lowest free one is RG_FD_FLOOR
// on both and a scan of 3..RG_FD_FLOOR-1 finds them all open on both.  What
// the driver opens later, at a launch, lands at RG_FD_FLOOR or above.
#define RG_FD_FLOOR 64

static void rg_descriptors_even()
{
  int fd = dup(0);
  while (fd >= 0 && fd < RG_FD_FLOOR)
    fd = dup(0);
  if (fd >= 0)
    close(fd);
}

#endif
