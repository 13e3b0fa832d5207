#include "formsh_native.h"
#include "icu.h"
#include <pthread.h>

int32_t fn_utf8_to_utf16(const uint8_t *src, size_t length, uint16_t *dst, int32_t cap) {
    if (length > INT32_MAX) return -2;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    /* No substitution character: invalid UTF-8 is an error, not silently repaired. */
    fn_icu()->strFromUTF8WithSub((UChar *)dst, cap, &written, (const char *)src, (int32_t)length, -1, NULL, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        return status == U_BUFFER_OVERFLOW_ERROR ? -2 : written;
    }
    if (U_FAILURE(status)) return -1;
    return written;
}

/* One character break iterator per thread, opened once: ubrk_open builds the iterator
 * from ICU's rules data on every call, which cost more than the rest of a change. A
 * thread-specific key closes it when its thread ends (the mock runs a thread per
 * connection). */
static pthread_key_t iterator_key;
static pthread_once_t iterator_once = PTHREAD_ONCE_INIT;

static void close_iterator(void *it) { fn_icu()->brkClose((UBreakIterator *)it); }
static void make_iterator_key(void) { pthread_key_create(&iterator_key, close_iterator); }

int32_t fn_grapheme_count(const uint16_t *text, int32_t length) {
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    pthread_once(&iterator_once, make_iterator_key);
    UBreakIterator *grapheme_iterator = pthread_getspecific(iterator_key);
    if (!grapheme_iterator) {
        grapheme_iterator = fn_icu()->brkOpen(UBRK_CHARACTER, "", NULL, 0, &status);
        if (U_FAILURE(status) || !grapheme_iterator) return -1;
        pthread_setspecific(iterator_key, grapheme_iterator);
    }
    fn_icu()->brkSetText(grapheme_iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    fn_icu()->brkFirst(grapheme_iterator);
    while (fn_icu()->brkNext(grapheme_iterator) != UBRK_DONE) count++;
    /* Drop the reference to the caller's text: it is zeroed next. */
    static const UChar empty[1] = {0};
    UErrorCode ignored = U_ZERO_ERROR;
    fn_icu()->brkSetText(grapheme_iterator, empty, 0, &ignored);
    return count;
}
