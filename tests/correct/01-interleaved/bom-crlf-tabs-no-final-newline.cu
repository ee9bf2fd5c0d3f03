// Übung 01 — verschachtelte Adressierung (interleaved): jeder Block summiert
// seinen Abschnitt.  Saved by a Windows editor: UTF-8 BOM, CRLF, tabs, and
// no newline after the last brace.  Ünïcödé ∑ → σ, 日本語のコメント.

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
	extern __shared__ float sdata[];	// ein float pro Thread

	unsigned int tid = threadIdx.x;
	unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
	sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;	// Identität 0 hinter n
	__syncthreads();

	for (unsigned int s = 1; s < blockDim.x; s <<= 1) {
		if ((tid & (2 * s - 1)) == 0)	// Vielfache von 2·s
			sdata[tid] += sdata[tid + s];
		__syncthreads();
	}

	if (tid == 0)
		partial[blockIdx.x] = sdata[0];	// fertig ✓
}