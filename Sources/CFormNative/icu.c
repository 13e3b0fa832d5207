#define _GNU_SOURCE
#include "icu.h"
#include "formsh_native.h"
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

/* ICU is opened with dlopen at the first pattern ICU must match, the first non-ASCII length
 * or the first UTF-16 conversion, not linked: loading and relocating libicuuc and
 * libicui18n (13,000 relocations, 2,000 of them symbol look-ups) was a millisecond of
 * every start-up, and most forms never need them. ICU's headers rename each function with
 * the version (uregex_open is uregex_open_72), so the names looked up are the renamed ones. */
#define FN_TEXT(x) #x
#define FN_NAME(x) FN_TEXT(x)
#define FN_ICU_LIBRARY "libicui18n.so." FN_NAME(U_ICU_VERSION_MAJOR_NUM)

static fn_icu_api api;
static pthread_once_t open_once = PTHREAD_ONCE_INIT;
static int opened = 0;
static char failure[512] = "a function is missing";

static int find(void *library, const char *name, void *slot) {
    void *f = dlsym(library, name);
    memcpy(slot, &f, sizeof f);
    return f != NULL;
}

static void open_library(void) {
    /* libicui18n needs libicuuc, which dlopen loads with it; dlsym on the handle finds both. */
    void *library = dlopen(FN_ICU_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        if (why) strncpy(failure, why, sizeof failure - 1);
        return;
    }
    opened = find(library, FN_NAME(u_strFromUTF8WithSub), &api.strFromUTF8WithSub)
        & find(library, FN_NAME(u_errorName), &api.errorName)
        & find(library, FN_NAME(ubrk_open), &api.brkOpen)
        & find(library, FN_NAME(ubrk_setText), &api.brkSetText)
        & find(library, FN_NAME(ubrk_first), &api.brkFirst)
        & find(library, FN_NAME(ubrk_next), &api.brkNext)
        & find(library, FN_NAME(ubrk_close), &api.brkClose)
        & find(library, FN_NAME(uregex_open), &api.regexOpen)
        & find(library, FN_NAME(uregex_clone), &api.regexClone)
        & find(library, FN_NAME(uregex_close), &api.regexClose)
        & find(library, FN_NAME(uregex_setText), &api.regexSetText)
        & find(library, FN_NAME(uregex_setTimeLimit), &api.regexSetTimeLimit)
        & find(library, FN_NAME(uregex_matches), &api.regexMatches);
}

static void write_all(const char *text) {
    size_t n = strlen(text);
    while (n > 0) {
        ssize_t w = write(2, text, n);
        if (w <= 0) return;
        text += w;
        n -= (size_t)w;
    }
}

const fn_icu_api *fn_icu(void) {
    pthread_once(&open_once, open_library);
    if (opened) return &api;
    write_all("formsh: cannot load ICU (" FN_ICU_LIBRARY "), which checks patterns and text length: ");
    write_all(failure);
    write_all("\nformsh: install it with `make run` or `apt-get install libicu-dev`\n");
    fn_wipe_registered_regions();
    fn_tty_restore();
    _exit(127);
}
