// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: sends a value out of the graded process by a reverse name lookup (getnameinfo with NI_NAMEREQD of an address that encodes n, so a resolver someone watches would see it), a route to the network the build's list of socket calls (socket, connect, getaddrinfo, gethostbyaddr) left out: getnameinfo opens its own socket inside libc.  Refused by name now (harness/build/compile_symbols.c); before that, the lookup failed in the sandbox and the missing kernel left the result unwritten.
// mistake: no kernel; a value sent out through a DNS lookup
#include <arpa/inet.h>
#include <cstddef>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result;
    struct sockaddr_in where;
    std::memset(&where, 0, sizeof where);
    where.sin_family = AF_INET;
    where.sin_addr.s_addr = htonl(0x0a000000u | (unsigned)(n & 0xffffff));
    char host[256], serv[32];
    getnameinfo((const struct sockaddr *)&where, sizeof where, host, sizeof host, serv, sizeof serv,
                NI_NAMEREQD);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
