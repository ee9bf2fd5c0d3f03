// A kernel with the exercise's name but not its parameters: the glue cannot
// call it with (input, partial, n).
__global__ void reduce_interleaved(float *in, int n)
{
    if (threadIdx.x == 0 && n > 0)
        in[0] = 0.0f;
}
