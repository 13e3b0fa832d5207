#include <curl/curl.h>

/* libcurl is not linked: it is opened with dlopen at the first request (curl.c). Linked,
 * it and the two dozen libraries it needs (TLS, Kerberos, LDAP, SSH, IDN...) were loaded
 * and relocated at every start, most of formsh's start-up time; a session that never
 * submits never needs them. Every function below but formsh_curl_open requires a
 * successful formsh_curl_open first. */

/* Opens libcurl.so.4 and finds the functions below, once per process (thread-safe);
 * 0 on success, -1 when libcurl or one of its functions cannot be found. */
int formsh_curl_open(void);

/* curl_global_init with a wiping allocator: libcurl does not copy CURLOPT_POSTFIELDS when it
 * is set, but while sending it does (the request-header buffer, the TLS upload buffer), and
 * frees those copies without clearing them. The allocator zeroes every block libcurl frees or
 * moves before glibc gets it back. Must run before anything else initialises libcurl. */
CURLcode formsh_curl_global_init_wiping(void);

curl_version_info_data *formsh_curl_version_info(void);
CURLU *formsh_curl_url(void);
CURLUcode formsh_curl_url_set(CURLU *u, CURLUPart part, const char *content, unsigned int flags);
CURLUcode formsh_curl_url_get(const CURLU *u, CURLUPart part, char **content, unsigned int flags);
void formsh_curl_url_cleanup(CURLU *u);
void formsh_curl_free(void *p);
CURL *formsh_curl_easy_init(void);
void formsh_curl_easy_cleanup(CURL *h);
void formsh_curl_easy_reset(CURL *h);
CURLcode formsh_curl_easy_perform(CURL *h);
const char *formsh_curl_easy_strerror(CURLcode code);
struct curl_slist *formsh_curl_slist_append(struct curl_slist *list, const char *line);
void formsh_curl_slist_free_all(struct curl_slist *list);

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: typed wrappers. */
CURLcode formsh_curl_set_long(CURL *h, CURLoption o, long v);
CURLcode formsh_curl_set_ptr(CURL *h, CURLoption o, const void *v);
CURLcode formsh_curl_set_off(CURL *h, CURLoption o, curl_off_t v);
CURLcode formsh_curl_set_write(CURL *h, size_t (*f)(char *, size_t, size_t, void *));
CURLcode formsh_curl_set_header_fn(CURL *h, size_t (*f)(char *, size_t, size_t, void *));
CURLcode formsh_curl_set_xferinfo(CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t));
CURLcode formsh_curl_get_long(CURL *h, CURLINFO i, long *v);
CURLcode formsh_curl_get_double(CURL *h, CURLINFO i, double *v);
