#define _GNU_SOURCE
#include "formsh_native.h"
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

/* A zeroing heap for interactive sessions (docs/contract.md, "Secrets and memory" item 6).
 *
 * Copies of what a user typed or a server answered pass through memory formsh does not
 * own: readline's kill ring, undo list and line buffer as they grow and are replaced,
 * Swift strings made of a command line or of a server's answer, the JSON values parsed
 * from it. When any of them is freed, or moved by realloc, its old bytes would stay in
 * the heap. formsh's own free and realloc take the place of glibc's for every library of
 * the process (the executable's definitions win over libc's at dynamic link time), and
 * once fn_heap_zero_on_free(1) has run they zero each block over its whole usable size
 * before handing it back. Live copies are not covered: their owners zero them. */

extern void __libc_free(void *p);
extern void *__libc_malloc(size_t n);
extern void *__libc_realloc(void *p, size_t n);

static volatile int zero_on_free = 0;

void fn_heap_zero_on_free(int on) { zero_on_free = on; }

static void zero_block(void *p) {
#ifndef FORMSH_TEST_NO_WIPE
    explicit_bzero(p, malloc_usable_size(p));
#else
    (void)p;
#endif
}

void free(void *p) {
    if (p != NULL && zero_on_free) zero_block(p);
    __libc_free(p);
}

/* Never lets a block move with its old copy left behind: grow by copy, zero and free. */
void *realloc(void *p, size_t n) {
    if (p == NULL || !zero_on_free) return __libc_realloc(p, n);
    size_t old = malloc_usable_size(p);
    if (n != 0 && n <= old) return p;
    void *q = __libc_malloc(n == 0 ? 1 : n);
    if (q == NULL) return NULL;
    memcpy(q, p, old < n ? old : n);
    free(p);
    return q;
}
