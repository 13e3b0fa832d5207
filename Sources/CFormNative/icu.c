#define _GNU_SOURCE
#include "icu.h"
#include "formsh_native.h"
#include <pthread.h>

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

static void open_library(void) {
    /* libicui18n needs libicuuc, which dlopen loads with it; dlsym on the handle finds both. */
    void *library = fn_library_open(FN_ICU_LIBRARY, failure, sizeof failure);
    if (library == NULL) return;
    opened = fn_library_find(library, FN_NAME(u_strFromUTF8WithSub), &api.strFromUTF8WithSub)
        & fn_library_find(library, FN_NAME(u_errorName), &api.errorName)
        & fn_library_find(library, FN_NAME(ubrk_open), &api.brkOpen)
        & fn_library_find(library, FN_NAME(ubrk_setText), &api.brkSetText)
        & fn_library_find(library, FN_NAME(ubrk_first), &api.brkFirst)
        & fn_library_find(library, FN_NAME(ubrk_next), &api.brkNext)
        & fn_library_find(library, FN_NAME(ubrk_close), &api.brkClose)
        & fn_library_find(library, FN_NAME(uregex_open), &api.regexOpen)
        & fn_library_find(library, FN_NAME(uregex_clone), &api.regexClone)
        & fn_library_find(library, FN_NAME(uregex_close), &api.regexClose)
        & fn_library_find(library, FN_NAME(uregex_setText), &api.regexSetText)
        & fn_library_find(library, FN_NAME(uregex_setTimeLimit), &api.regexSetTimeLimit)
        & fn_library_find(library, FN_NAME(uregex_matches), &api.regexMatches);
}

const fn_icu_api *fn_icu(void) {
    pthread_once(&open_once, open_library);
    if (opened) return &api;
    fn_library_missing("ICU (" FN_ICU_LIBRARY "), which checks patterns and text length", failure,
                       "install it with `make run` or `apt-get install libicu-dev`");
}
