/* ICU, opened at its first use (icu.c): the few ICU functions formsh calls. */
#ifndef FORMSH_ICU_H
#define FORMSH_ICU_H
#include <unicode/ubrk.h>
#include <unicode/uregex.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

typedef struct {
    __typeof__(u_strFromUTF8WithSub) *strFromUTF8WithSub;
    __typeof__(u_errorName) *errorName;
    __typeof__(ubrk_open) *brkOpen;
    __typeof__(ubrk_setText) *brkSetText;
    __typeof__(ubrk_first) *brkFirst;
    __typeof__(ubrk_next) *brkNext;
    __typeof__(ubrk_close) *brkClose;
    __typeof__(uregex_open) *regexOpen;
    __typeof__(uregex_clone) *regexClone;
    __typeof__(uregex_close) *regexClose;
    __typeof__(uregex_setText) *regexSetText;
    __typeof__(uregex_setTimeLimit) *regexSetTimeLimit;
    __typeof__(uregex_matches) *regexMatches;
} fn_icu_api;

/* The ICU functions. Loads the system's ICU at the first call; if it cannot be loaded,
 * wipes the value stores, restores the terminal and ends the process with status 127 and
 * a message, as the dynamic loader did when ICU was linked at start-up. */
const fn_icu_api *fn_icu(void);

#endif
