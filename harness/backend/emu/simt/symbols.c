/* symbols.c — the __device__ variables whose address the host took
 * (cudaGetSymbolAddress).  Here such a variable is an ordinary global of
 * the submission, outside the device-memory arena; on a GPU its address is
 * device memory, which cudaMemcpy and cudaMemset accept.  So the copy and
 * fill calls ask here too, and the host-reduction watch does not take a
 * copy into one for a copy to the host. */
#include <stdlib.h>
#include "simt_int.h"

struct symbol { uintptr_t base; size_t size; };
static struct symbol *syms;
static size_t nsyms, capsyms;

void simt_symbol_address(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  for (size_t i = 0; i < nsyms; i++)
    if (syms[i].base == a) {
      if (n > syms[i].size)
        syms[i].size = n;
      return;
    }
  if (nsyms == capsyms) {
    size_t c = capsyms ? 2 * capsyms : 16;
    struct symbol *ns = realloc(syms, c * sizeof *ns);
    if (!ns)
      return; /* unregistered: copies to it fail, as they did before */
    syms = ns;
    capsyms = c;
  }
  syms[nsyms++] = (struct symbol){ a, n };
}

int simt_symbol_holds(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  for (size_t i = 0; i < nsyms; i++)
    if (a - syms[i].base <= syms[i].size && n <= syms[i].size - (a - syms[i].base))
      return 1;
  return 0;
}
