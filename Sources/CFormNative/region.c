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
#ifndef MLOCK_ONFAULT
#define MLOCK_ONFAULT 1
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

/* The region is locked as its pages are first touched (MLOCK_ONFAULT), not populated up
 * front: a page is locked from the fault that brings it in, before a byte is written to it,
 * so no value is ever in a page that may be swapped. Populating the shell's 4 MiB store and
 * the mock server's 2 MiB one at start-up cost 1 to 12 ms (huge pages when the kernel had
 * them free, 4 KiB pages otherwise), most of formsh's start-up after the dynamic loader.
 * Huge pages are declined, so the values stay in the pages they were written to. Kernels
 * without mlock2 get the old populating mlock. */
int fn_region_map(size_t size, fn_region *out) {
    memset(out, 0, sizeof *out);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t usable = (size + page - 1) / page * page;
    if (usable == 0) usable = page;
    size_t mapping = usable + 2 * page;
    unsigned char *m = mmap(NULL, mapping, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return errno;
    unsigned char *base = m + page;
    if (mprotect(base, usable, PROT_READ | PROT_WRITE) != 0) {
        int e = errno;
        munmap(m, mapping);
        return e;
    }
    (void)madvise(base, usable, MADV_NOHUGEPAGE);
    out->dontdump = madvise(base, usable, MADV_DONTDUMP) == 0;
    out->wipeonfork = madvise(base, usable, MADV_WIPEONFORK) == 0;
    int locked = mlock2(base, usable, MLOCK_ONFAULT) == 0;
    if (!locked && (errno == EINVAL || errno == ENOSYS)) locked = mlock(base, usable) == 0;
    if (locked) out->locked = 1; else out->lock_errno = errno;
    out->base = base;
    out->size = usable;
    out->mapping = mapping;
    return 0;
}

/* Zeroes the pages of [base, base + size) that are in memory. A page never touched holds
 * nothing and is left alone, so a wipe costs what was used, not the region's size. (A page
 * swapped out, possible only when the lock was refused, is not brought back to be zeroed:
 * its copy on swap would stay either way.) Async-signal-safe with glibc: mincore is a plain
 * system call and sysconf(_SC_PAGESIZE) reads a constant. */
void fn_region_wipe(void *base, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    unsigned char resident[256];
    unsigned char *p = base;
    while (size > 0) {
        size_t pages = (size + page - 1) / page;
        if (pages > sizeof resident) pages = sizeof resident;
        size_t span = pages * page < size ? pages * page : size;
        if (mincore(p, span, resident) != 0) {
            explicit_bzero(p, span);
        } else {
            for (size_t i = 0; i < pages; i++) {
                if (!(resident[i] & 1)) continue;
                size_t n = (i + 1) * page <= span ? page : span - i * page;
                explicit_bzero(p + i * page, n);
            }
        }
        p += span;
        size -= span;
    }
}

void fn_region_unmap(fn_region *region) {
    if (!region->base) return;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    fn_region_wipe(region->base, region->size);
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
        if (b && b != (void *)&reserved_marker) fn_region_wipe(b, registered_size[i]);
    }
}
