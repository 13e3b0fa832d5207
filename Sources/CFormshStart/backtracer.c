#include "formsh_start.h"
#include <stdlib.h>

/* The Swift runtime's backtracer never starts in formsh: a crash wipes the value store and
 * ends the process at once (CFormNative/signals.c). Linked statically, the runtime cannot
 * find swift-backtrace, and when SWIFT_BACKTRACE asks for it, it says so on standard error
 * at start-up. This constructor runs before the runtime's own initialisers (priority 101
 * comes before the default) and turns the backtracer off. Only a variable that is set is
 * changed: replacing it keeps `environ` where it is, and the runtime finds argv from there;
 * adding one would move it. */
__attribute__((constructor(101))) static void formsh_backtracer_off(void) {
    if (getenv("SWIFT_BACKTRACE") != NULL) setenv("SWIFT_BACKTRACE", "enable=no", 1);
}
