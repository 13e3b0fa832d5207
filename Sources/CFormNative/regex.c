#include "formsh_native.h"
#include "icu.h"
#include <stdlib.h>

struct fn_regex { URegularExpression *re; };

fn_regex *fn_regex_compile(const uint8_t *pattern, size_t length, int32_t *error_offset, int32_t *error_code) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse;
    parse.offset = -1;
    *error_offset = -1;
    *error_code = 0;
    if (length > INT32_MAX) { *error_code = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    int32_t units = 0;
    fn_icu()->strFromUTF8WithSub(NULL, 0, &units, (const char *)pattern, (int32_t)length, -1, NULL, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) { *error_code = (int32_t)status; return NULL; }
    status = U_ZERO_ERROR;
    UChar *wide = malloc(((size_t)units + 1) * sizeof(UChar));
    if (!wide) { *error_code = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    fn_icu()->strFromUTF8WithSub(wide, units + 1, NULL, (const char *)pattern, (int32_t)length, -1, NULL, &status);
    if (U_FAILURE(status)) { free(wide); *error_code = (int32_t)status; return NULL; }
    /* uregex_open copies the pattern, so the UTF-16 copy can go at once. */
    URegularExpression *re = fn_icu()->regexOpen(wide, units, 0, &parse, &status);
    free(wide);
    if (U_FAILURE(status) || re == NULL) {
        *error_offset = parse.offset;
        *error_code = (int32_t)status;
        if (re) fn_icu()->regexClose(re);
        return NULL;
    }
    fn_regex *r = malloc(sizeof *r);
    if (!r) { fn_icu()->regexClose(re); *error_code = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    r->re = re;
    return r;
}

void fn_regex_free(fn_regex *regex) {
    if (!regex) return;
    fn_icu()->regexClose(regex->re);
    free(regex);
}

fn_regex *fn_regex_clone(const fn_regex *regex) {
    UErrorCode status = U_ZERO_ERROR;
    URegularExpression *re = fn_icu()->regexClone(regex->re, &status);
    if (U_FAILURE(status) || !re) return NULL;
    fn_regex *r = malloc(sizeof *r);
    if (!r) { fn_icu()->regexClose(re); return NULL; }
    r->re = re;
    return r;
}

int fn_regex_matches(fn_regex *regex, const uint16_t *text, int32_t length, int32_t time_limit) {
    UErrorCode status = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    fn_icu()->regexSetTimeLimit(regex->re, time_limit, &status);
    fn_icu()->regexSetText(regex->re, length > 0 ? (const UChar *)text : empty, length, &status);
    if (U_FAILURE(status)) return FN_MATCH_ERROR;
    UBool m = fn_icu()->regexMatches(regex->re, 0, &status);
    /* Drop the reference to the caller's text: it may be wiped or unmapped next. */
    UErrorCode ignored = U_ZERO_ERROR;
    fn_icu()->regexSetText(regex->re, empty, 0, &ignored);
    if (status == U_REGEX_TIME_OUT || status == U_REGEX_STACK_OVERFLOW) return FN_MATCH_TIMEOUT;
    if (U_FAILURE(status)) return FN_MATCH_ERROR;
    return m ? FN_MATCH_YES : FN_MATCH_NO;
}

const char *fn_icu_error_name(int32_t error_code) { return fn_icu()->errorName((UErrorCode)error_code); }
