#include <curl/curl.h>

/* curl_easy_setopt is variadic, which Swift cannot call: typed wrappers. */
static inline CURLcode formsh_curl_set_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode formsh_curl_set_ptr(CURL *h, CURLoption o, const void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode formsh_curl_set_off(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode formsh_curl_set_write(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, f); }
static inline CURLcode formsh_curl_set_header_fn(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, f); }
static inline CURLcode formsh_curl_set_xferinfo(CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) { return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f); }
static inline CURLcode formsh_curl_get_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode formsh_curl_get_double(CURL *h, CURLINFO i, double *v) { return curl_easy_getinfo(h, i, v); }

/* ---- A wiping allocator for libcurl (FormSubmit) -------------------------------------------
 * libcurl does not copy CURLOPT_POSTFIELDS when it is set, but while sending it does: a body
 * under 64 KiB is appended to the request-header buffer, and over TLS the request is copied
 * into the handle's upload buffer. Those buffers are freed without being cleared, so the
 * posted values would survive in freed heap memory. These callbacks, installed with
 * curl_global_init_mem, zero every block libcurl frees or moves before glibc gets it back.
 * They must be installed before anything else in the process initialises libcurl. */
#include <stdlib.h>
#include <string.h>
#include <malloc.h>

static inline void *formsh_curl_malloc(size_t n) { return malloc(n); }

static inline void formsh_curl_free(void *p) {
    if (p == NULL) return;
    explicit_bzero(p, malloc_usable_size(p));
    free(p);
}

/* Never lets realloc move a block behind our back: grow by copy, wipe and free. */
static inline void *formsh_curl_realloc(void *p, size_t n) {
    if (p == NULL) return malloc(n);
    size_t old = malloc_usable_size(p);
    if (n <= old && n != 0) return p;
    void *q = malloc(n == 0 ? 1 : n);
    if (q == NULL) return NULL;
    memcpy(q, p, old < n ? old : n);
    formsh_curl_free(p);
    return q;
}

static inline char *formsh_curl_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d != NULL) memcpy(d, s, n);
    return d;
}

static inline void *formsh_curl_calloc(size_t count, size_t size) { return calloc(count, size); }

/* curl_global_init with the wiping allocator above. */
static inline CURLcode formsh_curl_global_init_wiping(void) {
    return curl_global_init_mem(CURL_GLOBAL_DEFAULT, formsh_curl_malloc, formsh_curl_free,
                                formsh_curl_realloc, formsh_curl_strdup, formsh_curl_calloc);
}
