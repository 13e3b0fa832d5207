#include "formsh_native.h"
#include <dlfcn.h>
#include <string.h>
#include <unistd.h>

/* What the libraries formsh opens at their first use (ICU, readline, libcurl) share. */

void *fn_library_open(const char *name, char *why, size_t size) {
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL && size > 0) {
        const char *error = dlerror();
        strncpy(why, error ? error : "dlopen failed", size - 1);
        why[size - 1] = 0;
    }
    return library;
}

int fn_library_find(void *library, const char *name, void *slot) {
    void *f = dlsym(library, name);
    memcpy(slot, &f, sizeof f);
    return f != NULL;
}

static void write_all(const char *text) {
    size_t n = strlen(text);
    while (n > 0) {
        ssize_t w = write(2, text, n); /* gate-exempt: fixed text and dlerror's, no value; the process ends */
        if (w <= 0) return;
        text += w;
        n -= (size_t)w;
    }
}

void fn_library_missing(const char *what, const char *why, const char *remedy) {
    write_all("formsh: cannot load ");
    write_all(what);
    write_all(": ");
    write_all(why);
    write_all("\nformsh: ");
    write_all(remedy);
    write_all("\n");
    fn_wipe_registered_regions();
    fn_tty_restore();
    _exit(127);
}
