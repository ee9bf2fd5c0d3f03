// probes.cu — one probe a line: a name a submission may use without
// including its header.  nvcc's verdict for each is in nvcc13.txt, made
// with the GPU backend's flags (harness/backend/gpu/build_backend_gpu.c:
// --expt-relaxed-constexpr --extended-lambda); shim-names.sh checks that
// the emulator's build gives the same, line by line.  Each probe is one
// function of its own, so that one line's error cannot reach another.
__global__ void k_FLTMAX(float *a) { *a = FLT_MAX; } // probe FLTMAX
__global__ void k_INFINITY(float *a) { *a = INFINITY; } // probe INFINITY
__global__ void k_INTMAX(int *a) { *a = INT_MAX; } // probe INTMAX
__global__ void k_NAN(float *a) { *a = NAN; } // probe NAN
__global__ void k_abs(int *a) { *a = abs(a[1]); } // probe abs
__global__ void k_assert(int *a) { assert(a[0]); } // probe assert
void h_exit() { exit(1); } // probe exit
__global__ void k_fabs(float *a) { *a = fabs(a[1]); } // probe fabs
__global__ void k_fmaxf(float *a) { *a = fmaxf(a[1], a[2]); } // probe fmaxf
void h_printf() { printf("x\n"); } // probe hostprintf
__global__ void k_isnan(float *a) { *a = isnan(a[1]); } // probe isnan
void h_malloc() { void *p = malloc(4); free(p); } // probe malloc
void h_memcpy(char *a, const char *b) { memcpy(a, b, 4); } // probe memcpy
void h_memset(char *a) { memset(a, 0, 4); } // probe memset
__global__ void k_min(int *a) { *a = min(a[1], a[2]); } // probe min
__global__ void k_numlim(float *a) { *a = std::numeric_limits<float>::max(); } // probe numlim
__global__ void k_printf() { printf("x\n"); } // probe printf
__global__ void k_sizet(int *a) { size_t v = 1; *a = (int)v; } // probe sizet
__global__ void k_sqrtf(float *a) { *a = sqrtf(a[1]); } // probe sqrtf
__global__ void k_stdisnan(float *a) { *a = std::isnan(a[1]); } // probe stdisnan
__global__ void k_stdmin(int *a) { *a = std::min(a[1], a[2]); } // probe stdmin
__global__ void k_stdsizet(int *a) { std::size_t v = 1; *a = (int)v; } // probe stdsizet
__global__ void k_stdsqrt(float *a) { *a = std::sqrt(a[1]); } // probe stdsqrt
void h_stdswap(int *a) { std::swap(a[0], a[1]); } // probe hoststdswap
void h_vector() { std::vector<int> v(3); } // probe stdvector
void h_strlen(const char *s) { (void)strlen(s); } // probe strlen
__global__ void k_uint32(int *a) { uint32_t v = 1; *a = (int)v; } // probe uint32
__global__ void k_uint64(int *a) { uint64_t v = 1; *a = (int)v; } // probe uint64
__global__ void k_uint8(int *a) { uint8_t v = 1; *a = (int)v; } // probe uint8
__global__ void k_int32(int *a) { int32_t v = 1; *a = (int)v; } // probe int32
__global__ void k_int64(int *a) { int64_t v = 1; *a = (int)v; } // probe int64
__global__ void k_uintptr(float *a) { *a = (float)(uintptr_t)a; } // probe uintptr
__global__ void k_UINT32MAX(unsigned *a) { *a = UINT32_MAX; } // probe UINT32MAX
__global__ void k_SIZEMAX(unsigned long long *a) { *a = SIZE_MAX; } // probe SIZEMAX
__global__ void k_LLONGMAX(long long *a) { *a = LLONG_MAX; } // probe LLONGMAX
__global__ void k_CHARBIT(int *a) { *a = CHAR_BIT; } // probe CHARBIT
__global__ void k_DBLMAX(double *a) { *a = DBL_MAX; } // probe DBLMAX
__global__ void k_FLTEPS(float *a) { *a = FLT_EPSILON; } // probe FLTEPSILON
__global__ void k_HUGEVALF(float *a) { *a = HUGE_VALF; } // probe HUGEVALF
__global__ void k_MPI(float *a) { *a = M_PI; } // probe MPI
__global__ void k_fminf(float *a) { *a = fminf(a[1], a[2]); } // probe fminf
__global__ void k_stdabs(int *a) { *a = std::abs(a[1]); } // probe stdabs
__global__ void k_stdmax(int *a) { *a = std::max(a[1], a[2]); } // probe stdmax
__global__ void k_stdfmax(float *a) { *a = std::fmax(a[1], a[2]); } // probe stdfmax
__global__ void k_stdswap(int *a) { std::swap(a[0], a[1]); } // probe stdswap
__global__ void k_stdmove(int *a) { *a = std::move(a[1]); } // probe stdmove
__global__ void k_stdforward(int *a) { *a = std::forward<int &>(a[1]); } // probe stdforward
__global__ void k_stdpair(int *a) { std::pair<int, int> p(1, 2); *a = p.first; } // probe stdpair
__global__ void k_stdissame(int *a) { *a = std::is_same<int, int>::value; } // probe stdissame
__global__ void k_stdnullptr(int *a) { std::nullptr_t v = nullptr; *a = v == nullptr; } // probe stdnullptrt
__global__ void k_offsetof(unsigned long long *a) { struct S { int x, y; }; *a = offsetof(S, y); } // probe offsetof
__global__ void k_NULL(int **a) { *a = NULL; } // probe NULL
__global__ void k_half(int *a) { __half v; (void)v; *a = 1; } // probe half
void h_fprintf() { fprintf(stderr, "x\n"); } // probe fprintf
void h_puts() { puts("x"); } // probe puts
void h_stdprintf() { std::printf("x\n"); } // probe stdprintf
void h_accumulate(int *a) { *a = std::accumulate(a, a + 2, 0); } // probe accumulate
void h_array() { std::array<int, 2> v{1, 2}; (void)v; } // probe stdarray
void h_function() { std::function<int()> f = [] { return 1; }; (void)f; } // probe stdfunction
void h_sort(int *a) { std::sort(a, a + 2); } // probe stdsort
void h_fill(int *a) { std::fill(a, a + 2, 0); } // probe stdfill
void h_hostmin(int *a) { *a = std::min(a[1], a[2]); } // probe hoststdmin
void h_numlim(float *a) { *a = std::numeric_limits<float>::max(); } // probe hostnumlim
void h_tuple() { std::tuple<int, int> t(1, 2); (void)std::get<0>(t); } // probe stdtuple
void h_stdmemcpy(char *a, const char *b) { std::memcpy(a, b, 4); } // probe stdmemcpy
void h_stdmalloc() { std::free(std::malloc(4)); } // probe stdmalloc
void h_string() { std::string s("x"); } // probe stdstring
void h_cout() { std::cout << 1; } // probe cout
void h_uniqueptr() { std::unique_ptr<int> p; } // probe uniqueptr
void h_rand() { srand(1); (void)rand(); } // probe rand
void h_time() { (void)time(NULL); (void)clock(); } // probe time
void h_chrono() { (void)std::chrono::steady_clock::now(); } // probe chrono
void h_iota(int *a) { std::iota(a, a + 2, 0); } // probe iota
void h_maxelem(int *a) { (void)std::max_element(a, a + 2); } // probe maxelement
void h_initlist() { std::initializer_list<int> l{1, 2}; (void)l; } // probe initlist
void h_stdsize() { int a[2]; (void)std::size(a); } // probe stdsize
void h_plus() { (void)std::plus<int>()(1, 2); } // probe stdplus
void h_unordered() { std::unordered_map<int, int> m; } // probe unorderedmap
void h_memory() { std::shared_ptr<int> p; } // probe sharedptr
void h_atomic() { std::atomic<int> a{0}; } // probe stdatomic
void h_thread() { std::thread t; } // probe stdthread
void h_exception() { throw std::runtime_error("x"); } // probe runtimeerror
void h_bitcast(float f) { (void)std::bit_cast<int>(f); } // probe bitcast
void h_ceil(float *a) { *a = std::ceil(a[1]); } // probe stdceil
void h_isinf(float *a) { *a = std::isinf(a[1]); } // probe stdisinf
void h_INT64MAX(long *a) { *a = INT64_MAX; } // probe INT64MAX
void h_FLTMIN(float *a) { *a = FLT_MIN; } // probe FLTMIN
void h_ssize(int *a) { ssize_t v = 1; *a = (int)v; } // probe ssizet
void h_gettimeofday() { struct timeval tv; gettimeofday(&tv, NULL); } // probe gettimeofday
void h_clockgettime() { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); } // probe clockgettime
void h_errno() { (void)errno; } // probe errno
void h_getenv() { (void)getenv("X"); } // probe getenv
void h_strcmp(const char *s) { (void)strcmp(s, "x"); } // probe strcmp
void h_toupper(int c) { (void)toupper(c); } // probe toupper
void h_stdexchange(int *a) { (void)std::exchange(a[0], 1); } // probe stdexchange
void h_stdlerp(float *a) { (void)std::clamp(a[0], 0.f, 1.f); } // probe stdclamp
void h_cstdint(int *a) { std::uint32_t v = 1; *a = (int)v; } // probe stduint32
void h_stdint64(int *a) { std::int64_t v = 1; *a = (int)v; } // probe stdint64
void h_memcmp(const char *a) { (void)memcmp(a, a, 1); } // probe memcmp
__global__ void k_nvatomic(float *a) { __nv_atomic_add(a, 1.f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE); } // probe nvatomicadd
__global__ void k_nvatomicmax(unsigned *a) { (void)__nv_atomic_fetch_max(a, 1u, __NV_ATOMIC_ACQ_REL); } // probe nvatomicmax
void h_kernelnode() { cudaKernelNodeParams p = {}; p.sharedMemBytes = 0; (void)p; } // probe kernelnodeparams
__global__ void k_cgreduce(int *a) { auto w = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block()); *a = cooperative_groups::reduce(w, a[1], [](int x, int y) { return x + y; }); } // probe cgreduce
__global__ void k_cgplus(int *a) { *a = cooperative_groups::plus<int>()(a[1], a[2]); } // probe cgplus
__global__ void k_cgscan(int *a) { auto w = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block()); *a = cooperative_groups::inclusive_scan(w, a[1]); } // probe cgscan
__global__ void k_cgblock(int *a) { cooperative_groups::this_thread_block().sync(); *a = 1; } // probe cgblock
__global__ void k_cginvoke(int *a) { auto w = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block()); cooperative_groups::invoke_one(w, [=] { *a = 1; }); } // probe cginvoke
