#include "formsh_native.h"
#include <errno.h>
#include <sys/prctl.h>
#include <sys/resource.h>

int fn_harden_process(void) {
    struct rlimit none = {0, 0};
    if (setrlimit(RLIMIT_CORE, &none) != 0) return 1;
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return 2;
    return 0;
}
