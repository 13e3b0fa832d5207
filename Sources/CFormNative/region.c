#define _GNU_SOURCE
#include "formsh_native.h"
#include <errno.h>
#include <string.h>
#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_WIPEONFORK
#define MADV_WIPEONFORK 18
#endif
#ifndef MADV_DONTDUMP
#define MADV_DONTDUMP 16
#endif

#ifdef FORMSH_TEST_NO_WIPE
/* Negative-control build for Tests/System/test-secrets-nowipe-control.sh: every wipe is a
 * no-op, so the secret tests must catch the values. Never ship this. */
#define explicit_bzero(p, n) ((void)(p), (void)(n))
#endif

void fn_secure_zero(void *p, size_t n) { if (p && n) explicit_bzero(p, n); }

/* A region of 2 MiB or more starts on a 2 MiB boundary and asks for transparent huge
 * pages: mlock populates the whole region at once, and in 4 KiB pages that cost about
 * 1.8 ms of kernel time for the shell's 4 MiB store, most of formsh's start-up after the
 * dynamic loader; in 2 MiB pages about 0.1 ms. Where huge pages are off, it is as before. */
#define FN_HUGE_PAGE ((size_t)2 << 20)

int fn_region_map(size_t size, fn_region *out) {
    memset(out, 0, sizeof *out);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t usable = (size + page - 1) / page * page;
    if (usable == 0) usable = page;
    size_t align = usable >= FN_HUGE_PAGE ? FN_HUGE_PAGE : page;
    size_t mapping = usable + 2 * page;
    /* Room to place the region on an `align` boundary, the slack unmapped afterwards. */
    size_t reserved = mapping + (align - page);
    unsigned char *r = mmap(NULL, reserved, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (r == MAP_FAILED) return errno;
    unsigned char *base = (unsigned char *)(((uintptr_t)r + page + align - 1) & ~(uintptr_t)(align - 1));
    unsigned char *m = base - page;
    if (m > r) munmap(r, (size_t)(m - r));
    if (r + reserved > m + mapping) munmap(m + mapping, (size_t)(r + reserved - (m + mapping)));
    if (mprotect(base, usable, PROT_READ | PROT_WRITE) != 0) {
        int e = errno;
        munmap(m, mapping);
        return e;
    }
    if (align == FN_HUGE_PAGE) (void)madvise(base, usable, MADV_HUGEPAGE);
    out->dontdump = madvise(base, usable, MADV_DONTDUMP) == 0;
    out->wipeonfork = madvise(base, usable, MADV_WIPEONFORK) == 0;
    if (mlock(base, usable) == 0) out->locked = 1; else out->lock_errno = errno;
    out->base = base;
    out->size = usable;
    out->mapping = mapping;
    return 0;
}

void fn_region_unmap(fn_region *region) {
    if (!region->base) return;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    explicit_bzero(region->base, region->size);
    if (region->locked) munlock(region->base, region->size);
    munmap((unsigned char *)region->base - page, region->mapping);
    region->base = NULL;
}

#define FN_MAX_REGIONS 16
static void *volatile registered_base[FN_MAX_REGIONS];
static volatile size_t registered_size[FN_MAX_REGIONS];

/* Slots are claimed with a compare-and-swap on a reservation marker, so parallel
 * sessions (replay) never share one; the base is published after the size. */
static char reserved_marker;

int fn_region_register(void *base, size_t size) {
    for (int i = 0; i < FN_MAX_REGIONS; i++) {
        void *expected = NULL;
        if (__atomic_compare_exchange_n(&registered_base[i], &expected, (void *)&reserved_marker, 0,
                                        __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            registered_size[i] = size;
            __atomic_store_n(&registered_base[i], base, __ATOMIC_SEQ_CST);
            return 1;
        }
    }
    return 0;
}

void fn_region_unregister(void *base) {
    for (int i = 0; i < FN_MAX_REGIONS; i++) {
        if (__atomic_load_n(&registered_base[i], __ATOMIC_SEQ_CST) == base) {
            __atomic_store_n(&registered_base[i], (void *)&reserved_marker, __ATOMIC_SEQ_CST);
            registered_size[i] = 0;
            __atomic_store_n(&registered_base[i], NULL, __ATOMIC_SEQ_CST);
        }
    }
}

void fn_wipe_registered_regions(void) {
    for (int i = 0; i < FN_MAX_REGIONS; i++) {
        void *b = __atomic_load_n(&registered_base[i], __ATOMIC_SEQ_CST);
        if (b && b != (void *)&reserved_marker) explicit_bzero(b, registered_size[i]);
    }
}
