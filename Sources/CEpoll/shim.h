// Linux's epoll (part of glibc, which Swift's Glibc module leaves out): the API benchmark
// reads a thousand event streams with it.
#include <sys/epoll.h>
