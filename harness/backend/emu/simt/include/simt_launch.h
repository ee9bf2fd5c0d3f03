/* simt_launch.h — a launch's kernel and arguments in the SIMT shim, passed
 * as a GPU passes them: the triple-chevron launch (rewritten by rewrite.c
 * to simt_launch_kernel), cudaLaunchKernel, cudaLaunchCooperativeKernel and
 * (simt_launch_ex.h) cudaLaunchKernelEx.
 *
 * On a GPU a kernel's parameter is a bitwise copy in parameter space.  The
 * launch statement (nvcc's host stub, a by-value call) copies each argument
 * expression into the stub's parameter once, on the host: its copy (or
 * converting) constructor runs once per launch, and its destructor once, on
 * the host, when the launch statement ends, whatever the grid.  Every device
 * thread then reads the same bytes and runs neither.  cudaLaunchKernel with
 * void **args copies the bytes at each args[i] and constructs nothing;
 * cuda_runtime.h's cudaLaunchKernelEx converts its arguments to the
 * parameter types once (a by-value call again).
 *
 * (The programming guide allows the stub "one or more" copies; nvcc 13.0's
 * host code makes one for an lvalue argument and none for a prvalue, which
 * initialises the parameter in place, each destroyed once: counted with a
 * copy constructor and destructor that count, in a program nvcc built and
 * ran, whose launches fail without a GPU after the copies are made.)
 *
 * Here the same: the launch statement builds the tuple of parameters once
 * (an lvalue argument is copy-constructed into it once, as nvcc's by-value
 * call does; a prvalue one is moved once, or copied where the class has no
 * move constructor, where nvcc's call constructs the parameter in place, so
 * one more destructor runs, on the temporary, still at the statement), the
 * launch keeps a bitwise copy of the tuple's elements, and the tuple is
 * destroyed when the launch statement returns.  Each thread calls the
 * kernel with a bitwise copy of its own (a kernel may change its
 * parameters) and runs no constructor or destructor: a parameter of a type
 * non-trivial for calls (a copy or move constructor or a destructor of its
 * own) is passed by the Itanium C++ ABI as the address of a temporary that
 * the caller made and destroys, so the kernel is called through the same
 * function with that parameter a reference to the thread's copy: the very
 * code, the very argument registers, and no copy made or destroyed. */
#ifndef SIMT_LAUNCH_H
#define SIMT_LAUNCH_H

/* A launch's kernel and arguments, on the heap: the launch is queued and
 * runs when the host waits for its stream (the runtime frees it then). */
/* Zeroed storage for a launch (operator new): the launch's checks (launch.c) read its
 * arguments word by word, and the padding between a bool and a double held
 * whatever the heap last had there, once a stale pointer to a __device__
 * variable: a correct launch was called one that names it. */
#define SIMT_ZEROED_NEW \
  static void *operator new(size_t n) { return __builtin_memset(::operator new(n), 0, n); }

/* 1 where the Itanium C++ ABI passes T by the address of the caller's copy
 * (non-trivial for the purposes of calls): a copy or move constructor, or
 * the destructor, not trivial. */
template <typename T>
struct simt_param_by_address
    : std::integral_constant<bool,
                             !(std::is_trivially_destructible<T>::value &&
                               (std::is_trivially_copy_constructible<T>::value ||
                                !std::is_copy_constructible<T>::value) &&
                               (std::is_trivially_move_constructible<T>::value ||
                                !std::is_move_constructible<T>::value))> {};

/* How a thread passes parameter P: by value where the ABI copies the bytes
 * (a trivial copy), else as a reference to the thread's copy. */
template <typename P>
using simt_param_pass = typename std::conditional<!std::is_reference<P>::value &&
                                                      simt_param_by_address<P>::value,
                                                  P &, P>::type;

/* A tuple's bytes, never constructed or destroyed as such: the elements are
 * bitwise copies of objects constructed (and destroyed) elsewhere. */
template <typename T> struct simt_param_bytes {
  alignas(T) unsigned char b[sizeof(T)];
  T &as() { return *__builtin_launder(reinterpret_cast<T *>(b)); }
  /* element I's bytes from src[I] (the host's objects, or args[I]) into
   * zeroed storage: no padding byte comes from the host's stack */
  template <size_t... I> void fill(const void *const *src, std::index_sequence<I...>)
  {
    int each[] = {0, (__builtin_memcpy((void *)&std::get<I>(as()), src[I],
                                       sizeof(typename std::tuple_element<I, T>::type)), 0)...};
    (void)each;
  }
};

/* One thread's call: a bitwise copy of the launch's arguments on its own
 * stack, the kernel called on it as the ABI would with the host's copy. */
template <typename... P, size_t... I>
SIMT_INL void simt_call_bitwise(void (*k)(P...), const void *launch_bytes, std::index_sequence<I...>)
{
  simt_param_bytes<std::tuple<typename std::decay<P>::type...>> mine;
  __builtin_memcpy(mine.b, launch_bytes, sizeof mine.b);
  reinterpret_cast<void (*)(simt_param_pass<P>...)>(k)(std::get<I>(mine.as())...);
}

template <typename... P> struct simt_call {
  SIMT_ZEROED_NEW
  void (*k)(P...);
  simt_param_bytes<std::tuple<typename std::decay<P>::type...>> a;
  static void run(void *self)
  {
    simt_call *c = (simt_call *)self;
    simt_call_bitwise(c->k, c->a.b, std::index_sequence_for<P...>{});
  }
  /* bytes only: the objects they copy were destroyed on the host */
  static void release(void *self) { delete (simt_call *)self; }
};

/* Queues a launch: entry(arg) runs one thread; fn is the kernel's identity
 * (its attributes), NULL where the shim could not take its address. */
SIMT_INL cudaError_t simt_run_entry(void (*entry)(void *), void *arg, void (*release)(void *),
                                    const void *fn, dim3 g, dim3 b, size_t sh, cudaStream_t st,
                                    int coop, const void *args, size_t args_size)
{
  struct simt_launch_desc d;
  d.entry = entry;
  d.arg = arg;
  d.fn = fn;
  d.grid = simt_u3{g.x, g.y, g.z};
  d.block = simt_u3{b.x, b.y, b.z};
  d.shmem = sh;
  d.stream = st;
  d.cooperative = coop;
  d.release = release;
  d.args = args;
  d.args_size = args_size;
  return simt_launch(&d);
}

/* A launch of k whose parameter I's bytes are at src[I]. */
template <typename... P>
SIMT_INL cudaError_t simt_run_call(void (*k)(P...), const void *const *src, dim3 g, dim3 b, size_t sh,
                                   cudaStream_t st, int coop)
{
  simt_call<P...> *c = new simt_call<P...>;
  c->k = k;
  c->a.fill(src, std::index_sequence_for<P...>{});
  return simt_run_entry(&simt_call<P...>::run, c, &simt_call<P...>::release, (const void *)k,
                        g, b, sh, st, coop, c->a.b, sizeof c->a.b);
}

/* The addresses of a tuple's elements, one more than needed so that an
 * empty one is an array too. */
template <typename T, size_t... I>
SIMT_INL void simt_tuple_addresses(T &t, const void **out, std::index_sequence<I...>)
{
  int each[] = {0, (out[I] = (const void *)&std::get<I>(t), 0)...};
  (void)each;
}

/* kernel<<<g, b, sh, st>>>(args...) after rewriting: the arguments are
 * converted to the kernel's parameter types once, on the host, into t, which
 * this statement destroys as it returns (see the top of this file).  Always
 * inlined: the launch's return address is then the student's line. */
template <typename... P, typename... A>
SIMT_INL void simt_launch_kernel(void (*k)(P...), dim3 g, dim3 b, size_t sh, cudaStream_t st, A &&...a)
{
  static_assert(sizeof...(P) == sizeof...(A), "wrong number of kernel arguments");
  std::tuple<typename std::decay<P>::type...> t(std::forward<A>(a)...);
  const void *src[sizeof...(P) + 1];
  simt_tuple_addresses(t, src, std::index_sequence_for<P...>{});
  simt_run_call(k, src, g, b, sh, st, 0);
}

/* A launch whose kernel only a call can choose: a function template whose
 * template arguments the launch's arguments deduce (kernel<<<g, b>>>(p, n)
 * with kernel<T>), overloaded kernels, default arguments.  void (*)(P...)
 * cannot be deduced from such a name, so the rewriter hands the shim two
 * more ways to it: the kernel whose parameters are the arguments' own types
 * (the name converted to that pointer type, as nvcc's overload resolution
 * would pick it for the call), which goes the address's way above; else the
 * call itself, NAME(args...) in a generic lambda (SIMT_KERNEL), which every
 * thread makes on its own bitwise copy of the launch's arguments: C++ then
 * picks the kernel exactly as nvcc does for the launch.  There alone the
 * arguments are converted to the parameter types in each thread rather than
 * once on the host: the same value for a kernel's trivially copyable
 * arguments, but a converting constructor and the parameter's destructor
 * run per thread. */
template <typename F, typename... A> struct simt_named_call {
  SIMT_ZEROED_NEW
  F call;
  simt_param_bytes<std::tuple<typename std::decay<A>::type...>> a;
  static void run(void *self)
  {
    simt_named_call *c = (simt_named_call *)self;
    simt_param_bytes<std::tuple<typename std::decay<A>::type...>> mine;
    __builtin_memcpy(mine.b, c->a.b, sizeof mine.b);
    std::apply(c->call, mine.as());
  }
  static void release(void *self) { delete (simt_named_call *)self; }
};

/* The kernel's address where today's launch can take it: void (*)(P...)
 * deduced from the name alone, and the arguments convertible to P, the
 * very conditions simt_launch_kernel compiles under; otherwise no such
 * function (SFINAE), and the launch makes the call instead. */
template <typename... P, typename... A>
SIMT_INL auto simt_kernel_address(void (*k)(P...), A &&...)
    -> typename std::enable_if<sizeof...(P) == sizeof...(A) &&
                                   std::is_constructible<std::tuple<typename std::decay<P>::type...>,
                                                         A &&...>::value,
                               void (*)(P...)>::type
{
  return k;
}

/* The kernel whose parameters are exactly the arguments' types A (a
 * template's arguments deduced from that function type, an overload
 * chosen by it); no such function where none is. */
template <typename... A> struct simt_kernel_exact {
  typedef void (*type)(A...);
  static inline type of(type k) { return k; }
};

/* The three ways SIMT_KERNEL names a launch's kernel (see there). */
template <typename D, typename E, typename F> struct simt_kernel_ref {
  D address;  /* (args...) -> the kernel's address, where that compiles */
  E exact;    /* (args...) -> the kernel taking exactly the arguments' types */
  F call;     /* (args...) -> the call NAME(args...) of one thread */
};
template <typename D, typename E, typename F>
SIMT_INL simt_kernel_ref<D, E, F> simt_kernel_of(D d, E e, F f) { return {d, e, f}; }

/* NAME<<<g, b, sh, st>>>(args) is rewritten to
 * simt_launch_kernel(SIMT_KERNEL(NAME), g, b, sh, st, args).  NAME appears in
 * three generic lambdas, so that no use is checked before the launch's
 * argument types are known and one that cannot compile is never
 * instantiated (a template name without its arguments cannot even be passed
 * to a function otherwise).  The first gives the kernel's address, and the
 * launch keeps the address's path with it (the kernel's identity for its
 * attributes, the arguments converted once); the second the address of the
 * kernel taking the arguments' own types, the same path; the third is the
 * call. */
#define SIMT_KERNEL(...)                                                                     \
  simt_kernel_of(                                                                            \
      [&](auto &&...simt_a)                                                                  \
          -> decltype(simt_kernel_address(__VA_ARGS__, static_cast<decltype(simt_a) &&>(simt_a)...)) { \
        return simt_kernel_address(__VA_ARGS__, static_cast<decltype(simt_a) &&>(simt_a)...); \
      },                                                                                     \
      [&](auto &&...simt_a)                                                                  \
          -> decltype(simt_kernel_exact<typename std::decay<decltype(simt_a)>::type...>::of(__VA_ARGS__)) { \
        return simt_kernel_exact<typename std::decay<decltype(simt_a)>::type...>::of(__VA_ARGS__); \
      },                                                                                     \
      [=](auto &...simt_a) { __VA_ARGS__(simt_a...); })

template <typename D, typename E, typename F, typename... A>
SIMT_INL void simt_launch_kernel(simt_kernel_ref<D, E, F> k, dim3 g, dim3 b, size_t sh, cudaStream_t st,
                                 A &&...a)
{
  if constexpr (std::is_invocable<D &, A &&...>::value) {
    simt_launch_kernel(k.address(std::forward<A>(a)...), g, b, sh, st, std::forward<A>(a)...);
  } else if constexpr (std::is_invocable<E &, A &&...>::value) {
    simt_launch_kernel(k.exact(std::forward<A>(a)...), g, b, sh, st, std::forward<A>(a)...);
  } else {
    /* no address to know the kernel by: fn NULL (launch.c); the
     * arguments' tuple made and destroyed here, on the host, once */
    std::tuple<typename std::decay<A>::type...> t(std::forward<A>(a)...);
    const void *src[sizeof...(A) + 1];
    simt_tuple_addresses(t, src, std::index_sequence_for<A...>{});
    simt_named_call<F, A...> *c = new simt_named_call<F, A...>{k.call};
    c->a.fill(src, std::index_sequence_for<A...>{});
    simt_run_entry(&simt_named_call<F, A...>::run, c, &simt_named_call<F, A...>::release, NULL,
                   g, b, sh, st, 0, c->a.b, sizeof c->a.b);
  }
}

/* The size of parameter i of P... */
template <typename... P>
SIMT_INL size_t simt_param_size(int i)
{
  const size_t sizes[] = { sizeof(P)..., 0 };
  return sizes[i];
}

/* The first parameter whose args[I] points at an object smaller than the
 * parameter's type, as far as the compiler can tell where it points (an
 * int for a size_t: the runtime would copy the bytes after it too), its
 * bytes in *have; or -1.  Where the object is not known, nothing. */
template <typename... P, size_t... I>
SIMT_INL int simt_args_short(void *const *args, size_t *have, std::index_sequence<I...>)
{
  int bad = -1;
  ((bad < 0 && __builtin_object_size(args[I], 0) < sizeof(P)
        ? (void)(bad = (int)I, *have = __builtin_object_size(args[I], 0))
        : (void)0),
   ...);
  return bad;
}

/* cudaLaunchKernel's and cudaLaunchCooperativeKernel's void **args: the
 * bytes of each parameter's type at args[I], nothing constructed. */
template <typename... P>
SIMT_INL cudaError_t simt_launch_args(void (*k)(P...), dim3 g, dim3 b, void **args, size_t sh,
                                      cudaStream_t st, int coop)
{
  if (sizeof...(P) > 0 && !args)
    return simt_launch_args_missing(); /* refused, not read through NULL */
  size_t have = 0;
  int bad = simt_args_short<P...>(args, &have, std::index_sequence_for<P...>{});
  if (bad >= 0)
    return simt_launch_arg_short(bad, have, simt_param_size<P...>(bad));
  return simt_run_call(k, (const void *const *)args, g, b, sh, st, coop);
}

template <typename... P>
SIMT_INL cudaError_t cudaLaunchCooperativeKernel(void (*k)(P...), dim3 g, dim3 b, void **args,
                                                 size_t sh = 0, cudaStream_t st = 0)
{
  return simt_launch_args(k, g, b, args, sh, st, 1);
}

template <typename... P>
SIMT_INL cudaError_t cudaLaunchKernel(void (*k)(P...), dim3 g, dim3 b, void **args,
                                      size_t sh = 0, cudaStream_t st = 0)
{
  return simt_launch_args(k, g, b, args, sh, st, 0);
}

#endif /* SIMT_LAUNCH_H */
