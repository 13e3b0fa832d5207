#ifndef FORMSH_NATIVE_H
#define FORMSH_NATIVE_H
/* formsh's own C functions. ICU, mmap and signal details stay behind this header
 * so that no C library header (ICU's above all) is imported into Swift. */
#include <stddef.h>
#include <stdint.h>

/* ---- ICU regex: compile once, full match with a time limit ---- */
typedef struct fn_regex fn_regex;
/* Compiles a UTF-8 pattern. On failure returns NULL and sets *error_offset (UTF-16
 * offset into the pattern, -1 if unknown) and *error_code (an ICU UErrorCode). */
fn_regex *fn_regex_compile(const uint8_t *pattern, size_t length, int32_t *error_offset, int32_t *error_code);
void fn_regex_free(fn_regex *regex);
/* A matcher of its own for the same compiled pattern (shares the pattern; cheap). NULL when out of memory. */
fn_regex *fn_regex_clone(const fn_regex *regex);
enum { FN_MATCH_NO = 0, FN_MATCH_YES = 1, FN_MATCH_TIMEOUT = -1, FN_MATCH_ERROR = -2 };
/* Whole-string match of UTF-16 text; time_limit in ICU match-engine steps (0: none). */
int fn_regex_matches(fn_regex *regex, const uint16_t *text, int32_t length, int32_t time_limit);
/* ICU's name for an error code, for messages. */
const char *fn_icu_error_name(int32_t error_code);

/* ---- text: UTF-8 to UTF-16 into a caller's buffer, grapheme clusters ---- */
/* Returns the number of UTF-16 units written, -1 for invalid UTF-8, -2 if cap is too small. */
int32_t fn_utf8_to_utf16(const uint8_t *src, size_t length, uint16_t *dst, int32_t cap);
/* Extended grapheme clusters in UTF-16 text, or -1 on error. */
int32_t fn_grapheme_count(const uint16_t *text, int32_t length);

/* ---- grapheme clusters of UTF-8 text, ICU only where a scalar can join others (grapheme.c) ---- */
enum { FN_GRAPHEME_INVALID = -1, FN_GRAPHEME_NEEDS_SCRATCH = -2, FN_GRAPHEME_ERROR = -3 };
/* Extended grapheme clusters in UTF-8 text, as ICU's character break iterator counts them,
 * read in place. Scalars that are clusters of their own, and marks that join the scalar
 * before them, are counted from a table; ICU counts only the runs around scalars that can
 * join others, converted to UTF-16 in `scratch` (room for `capacity` units: the text's byte
 * count is always enough) and zeroed there afterwards. Returns the count,
 * FN_GRAPHEME_INVALID when the bytes are not UTF-8, FN_GRAPHEME_NEEDS_SCRATCH when ICU must
 * count a run and scratch is NULL or too small (call again with one), FN_GRAPHEME_ERROR when
 * ICU fails. */
int64_t fn_grapheme_count_utf8(const uint8_t *text, size_t length, uint16_t *scratch, size_t capacity);

/* ---- the locked region ---- */
typedef struct {
    void *base;        /* first usable byte (after the leading guard page) */
    size_t size;       /* usable bytes, a multiple of the page size */
    size_t mapping;    /* whole mapping, guards included */
    int locked;        /* mlock succeeded */
    int lock_errno;    /* errno of a refused mlock */
    int dontdump;      /* MADV_DONTDUMP applied */
    int wipeonfork;    /* MADV_WIPEONFORK applied */
} fn_region;
/* Maps size bytes (rounded up to pages) between two PROT_NONE guard pages. Returns 0 or errno. */
int fn_region_map(size_t size, fn_region *out);
/* Zeroes and unmaps. */
void fn_region_unmap(fn_region *region);
/* ---- libraries opened at their first use (ICU, readline, libcurl) ---- */
/* dlopen(name) with lazy binding, its symbols kept local; NULL on failure, with dlerror's
 * text copied into why (size bytes, NUL-terminated). */
void *fn_library_open(const char *name, char *why, size_t size);
/* Looks `name` up in a dlopen handle into *slot (a function or variable pointer); 1 if found. */
int fn_library_find(void *library, const char *name, void *slot);
/* A library formsh needs cannot be loaded: says so on stderr ("cannot load WHAT: WHY",
 * then REMEDY), wipes the value stores, restores the terminal and ends the process with
 * status 127, as the dynamic loader does for a missing library. */
__attribute__((noreturn)) void fn_library_missing(const char *what, const char *why, const char *remedy);

/* Zeroes the resident pages of a range of a region (untouched pages hold nothing). */
void fn_region_wipe(void *base, size_t size);
/* explicit_bzero: never optimised away. */
void fn_secure_zero(void *p, size_t n);
/* Registers a region for the signal handlers' wipe (up to 16 at once). Async-signal-safe wipe of all. */
/* Returns 0 when all slots are taken (the region is then not wiped by the handlers). */
int fn_region_register(void *base, size_t size);
void fn_region_unregister(void *base);
void fn_wipe_registered_regions(void);

/* ---- the zeroing heap (heap.c) ---- */
/* From now on free and realloc zero every block they give back (whole usable size). */
void fn_heap_zero_on_free(int on);

/* ---- process hardening ---- */
/* setrlimit(RLIMIT_CORE, 0) and prctl(PR_SET_DUMPABLE, 0). Returns 0, or 1/2 for which failed (errno set). */
int fn_harden_process(void);

/* ---- terminal and signals ---- */
/* Remembers fd's current termios as the one to restore on a fatal signal. Returns 0 or errno. */
int fn_tty_save(int fd);
/* Restores the saved settings (async-signal-safe). */
void fn_tty_restore(void);
/* Turns echo and canonical mode off on fd (after fn_tty_save). Returns 0 or errno. */
int fn_tty_raw_noecho(int fd);
/* Ctrl-Z restores the saved settings before stopping; SIGCONT puts back the settings of the
 * moment of the stop (echo stays off) and sets the flag fn_continued_take returns and clears. */
void fn_stop_handlers_install(void);
int fn_continued_take(void);
/* Echo and canonical mode off on fd, signals kept (a request in flight). Returns 0 or errno. */
int fn_tty_echo_off(int fd);
/* Discards bytes typed but not read yet; returns how many there were. */
int fn_tty_discard_input(int fd);
/* Installs C handlers for SIGTERM, SIGHUP, SIGQUIT (and SIGINT when interrupt_exits):
 * zero the registered regions, restore the terminal, re-raise with the default action. */
void fn_signals_install(int interrupt_exits);
/* Installs the same wipe for crashes (SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE) in
 * place of the Swift runtime's handlers: no backtracer runs. Call after the runtime has started. */
void fn_crash_handlers_install(void);
/* SIGINT sets a flag instead of exiting (line cancel); returns and clears it. */
void fn_sigint_catch(int on);
int fn_sigint_take(void);
/* Whether a SIGINT is pending, without clearing it. */
int fn_sigint_peek(void);
/* Test hook: when FORMSH_TEST_STOP_AFTER_WIPE is set, the fatal handlers raise SIGSTOP after wiping. */
void fn_signals_stop_after_wipe(int on);
/* `formsh serve`: SIGINT, SIGTERM and SIGHUP write their number to a pipe (the self-pipe
 * trick) instead of ending the process. Returns 0, or errno when the pipe cannot be made
 * (the signals then keep their default actions). */
int fn_stop_signals_install(void);
/* Blocks until a stop signal arrives and returns its number (0 if the pipe fails); waits
 * for ever when fn_stop_signals_install did not succeed. */
int fn_stop_signal_wait(void);
/* Restores the stop signals' default actions and closes the pipe. */
void fn_stop_signals_remove(void);

#endif
