#define _GNU_SOURCE
#include "formsh_native.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <ucontext.h>
#include <unistd.h>

static struct termios saved_termios;
static volatile sig_atomic_t saved_fd = -1;
static volatile sig_atomic_t sigint_flag = 0;
static volatile sig_atomic_t stop_after_wipe = 0;

int fn_tty_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return errno;
    saved_fd = fd;
    return 0;
}

void fn_tty_restore(void) {
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSAFLUSH, &saved_termios);
}

int fn_tty_raw_noecho(int fd) {
    struct termios t;
    if (tcgetattr(fd, &t) != 0) return errno;
    t.c_lflag &= ~(ECHO | ECHONL | ICANON | IEXTEN);
    t.c_lflag |= ISIG;
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSAFLUSH, &t) != 0) return errno;
    return 0;
}

/* The kernel saved the interrupted code's registers, vector registers included, in the
 * signal frame on the stack; they may hold pieces of a value just copied (glibc's memcpy
 * moves up to 256 bytes through ymm registers: libcurl's copy of the request body). The
 * handler never returns, so the saved state can be zeroed. */
static void scrub_saved_registers(void *context) {
#if defined(__x86_64__)
    ucontext_t *uc = context;
    if (!uc) return;
    if (uc->uc_mcontext.fpregs) {
        unsigned char *fp = (unsigned char *)uc->uc_mcontext.fpregs;
        size_t n = sizeof(struct _libc_fpstate);
        uint32_t magic1, extended;
        memcpy(&magic1, fp + 464, 4); /* struct _fpx_sw_bytes in the FXSAVE area's software bytes */
        memcpy(&extended, fp + 468, 4);
        if (magic1 == 0x46505853U && extended > n && extended < (1u << 16)) n = extended; /* FP_XSTATE_MAGIC1 */
        explicit_bzero(fp, n);
    }
    explicit_bzero(uc->uc_mcontext.gregs, sizeof uc->uc_mcontext.gregs);
#else
    (void)context;
#endif
}

static void fatal_handler(int sig, siginfo_t *info, void *context) {
    int e = errno;
    (void)info;
    fn_wipe_registered_regions();
    scrub_saved_registers(context);
    fn_tty_restore();
    if (stop_after_wipe) raise(SIGSTOP);
    signal(sig, SIG_DFL);
    errno = e;
    raise(sig);
}

static void interrupt_handler(int sig) {
    (void)sig;
    sigint_flag = 1;
}

static void install(int sig, void (*handler)(int), int flags) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = flags;
    sigaction(sig, &sa, NULL);
}

static void install_fatal(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = fatal_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND;
    sigaction(sig, &sa, NULL);
}

void fn_signals_install(int interrupt_exits) {
    install_fatal(SIGTERM);
    install_fatal(SIGHUP);
    install_fatal(SIGQUIT);
    if (interrupt_exits) install_fatal(SIGINT);
}

void fn_sigint_catch(int on) {
    /* No SA_RESTART: a blocking read returns EINTR so the caller sees the cancel. */
    if (on) install(SIGINT, interrupt_handler, 0);
    else install_fatal(SIGINT);
}

int fn_sigint_take(void) {
    int was = sigint_flag;
    sigint_flag = 0;
    return was;
}

void fn_signals_stop_after_wipe(int on) { stop_after_wipe = on; }

int fn_sigint_peek(void) { return sigint_flag; }
