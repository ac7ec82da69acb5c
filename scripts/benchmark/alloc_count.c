/* Counts heap allocations for the benchmark: preloaded into worm-bench (LD_PRELOAD), it wraps malloc,
 * calloc and realloc and exposes the count as worm_allocation_count(), which the benchmark reads before
 * and after its frames to report allocations per frame.
 * Build: gcc -O2 -shared -fPIC alloc_count.c -o alloc_count.so -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

static uint64_t count;
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

void *malloc(size_t size) { __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { __atomic_add_fetch(&count, 1, __ATOMIC_RELAXED); return __libc_realloc(p, size); }

uint64_t worm_allocation_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }
