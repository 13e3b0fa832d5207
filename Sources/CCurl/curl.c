#define _GNU_SOURCE
#include "shim.h"
#include "formsh_native.h"
#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The libcurl functions formsh calls, found in libcurl.so.4 by formsh_curl_open. */
static struct {
    CURLcode (*global_init_mem)(long, curl_malloc_callback, curl_free_callback, curl_realloc_callback,
                                curl_strdup_callback, curl_calloc_callback);
    curl_version_info_data *(*version_info)(CURLversion);
    CURLU *(*url)(void);
    CURLUcode (*url_set)(CURLU *, CURLUPart, const char *, unsigned int);
    CURLUcode (*url_get)(const CURLU *, CURLUPart, char **, unsigned int);
    void (*url_cleanup)(CURLU *);
    void (*free)(void *);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} api;

static pthread_once_t open_once = PTHREAD_ONCE_INIT;
static int open_result = -1;

static void open_library(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int found = fn_library_find(library, "curl_global_init_mem", &api.global_init_mem)
        & fn_library_find(library, "curl_version_info", &api.version_info)
        & fn_library_find(library, "curl_url", &api.url)
        & fn_library_find(library, "curl_url_set", &api.url_set)
        & fn_library_find(library, "curl_url_get", &api.url_get)
        & fn_library_find(library, "curl_url_cleanup", &api.url_cleanup)
        & fn_library_find(library, "curl_free", &api.free)
        & fn_library_find(library, "curl_easy_init", &api.easy_init)
        & fn_library_find(library, "curl_easy_cleanup", &api.easy_cleanup)
        & fn_library_find(library, "curl_easy_reset", &api.easy_reset)
        & fn_library_find(library, "curl_easy_perform", &api.easy_perform)
        & fn_library_find(library, "curl_easy_strerror", &api.easy_strerror)
        & fn_library_find(library, "curl_easy_setopt", &api.easy_setopt)
        & fn_library_find(library, "curl_easy_getinfo", &api.easy_getinfo)
        & fn_library_find(library, "curl_slist_append", &api.slist_append)
        & fn_library_find(library, "curl_slist_free_all", &api.slist_free_all);
    open_result = found ? 0 : -1;
}

int formsh_curl_open(void) {
    pthread_once(&open_once, open_library);
    return open_result;
}

/* ---- The wiping allocator ---------------------------------------------------------- */

static void *wiping_malloc(size_t n) { return malloc(n); }

static void wiping_free(void *p) {
    if (p == NULL) return;
    explicit_bzero(p, malloc_usable_size(p));
    free(p);
}

/* Never lets realloc move a block behind our back: grow by copy, wipe and free. */
static void *wiping_realloc(void *p, size_t n) {
    if (p == NULL) return malloc(n);
    size_t old = malloc_usable_size(p);
    if (n <= old && n != 0) return p;
    void *q = malloc(n == 0 ? 1 : n);
    if (q == NULL) return NULL;
    memcpy(q, p, old < n ? old : n);
    wiping_free(p);
    return q;
}

static char *wiping_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d != NULL) memcpy(d, s, n);
    return d;
}

static void *wiping_calloc(size_t count, size_t size) { return calloc(count, size); }

CURLcode formsh_curl_global_init_wiping(void) {
    return api.global_init_mem(CURL_GLOBAL_DEFAULT, wiping_malloc, wiping_free, wiping_realloc, wiping_strdup,
                               wiping_calloc);
}

/* ---- Calls through the table ------------------------------------------------------- */

curl_version_info_data *formsh_curl_version_info(void) { return api.version_info(CURLVERSION_FIRST); }
CURLU *formsh_curl_url(void) { return api.url(); }
CURLUcode formsh_curl_url_set(CURLU *u, CURLUPart part, const char *content, unsigned int flags) {
    return api.url_set(u, part, content, flags);
}
CURLUcode formsh_curl_url_get(const CURLU *u, CURLUPart part, char **content, unsigned int flags) {
    return api.url_get(u, part, content, flags);
}
void formsh_curl_url_cleanup(CURLU *u) { api.url_cleanup(u); }
void formsh_curl_free(void *p) { api.free(p); }
CURL *formsh_curl_easy_init(void) { return api.easy_init(); }
void formsh_curl_easy_cleanup(CURL *h) { api.easy_cleanup(h); }
void formsh_curl_easy_reset(CURL *h) { api.easy_reset(h); }
CURLcode formsh_curl_easy_perform(CURL *h) { return api.easy_perform(h); }
const char *formsh_curl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }
struct curl_slist *formsh_curl_slist_append(struct curl_slist *list, const char *line) {
    return api.slist_append(list, line);
}
void formsh_curl_slist_free_all(struct curl_slist *list) { api.slist_free_all(list); }

CURLcode formsh_curl_set_long(CURL *h, CURLoption o, long v) { return api.easy_setopt(h, o, v); }
CURLcode formsh_curl_set_ptr(CURL *h, CURLoption o, const void *v) { return api.easy_setopt(h, o, v); }
CURLcode formsh_curl_set_off(CURL *h, CURLoption o, curl_off_t v) { return api.easy_setopt(h, o, v); }
CURLcode formsh_curl_set_write(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) {
    return api.easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
CURLcode formsh_curl_set_header_fn(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) {
    return api.easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}
CURLcode formsh_curl_set_xferinfo(CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return api.easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f);
}
CURLcode formsh_curl_get_long(CURL *h, CURLINFO i, long *v) { return api.easy_getinfo(h, i, v); }
CURLcode formsh_curl_get_double(CURL *h, CURLINFO i, double *v) { return api.easy_getinfo(h, i, v); }
