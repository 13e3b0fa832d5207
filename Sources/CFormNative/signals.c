#define _GNU_SOURCE
#include "formsh_native.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
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

static void fatal_handler(int sig) {
    int e = errno;
    fn_wipe_registered_regions();
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

void fn_signals_install(int interrupt_exits) {
    install(SIGTERM, fatal_handler, SA_RESETHAND);
    install(SIGHUP, fatal_handler, SA_RESETHAND);
    install(SIGQUIT, fatal_handler, SA_RESETHAND);
    if (interrupt_exits) install(SIGINT, fatal_handler, SA_RESETHAND);
}

void fn_sigint_catch(int on) {
    /* No SA_RESTART: a blocking read returns EINTR so the caller sees the cancel. */
    if (on) install(SIGINT, interrupt_handler, 0);
    else install(SIGINT, fatal_handler, SA_RESETHAND);
}

int fn_sigint_take(void) {
    int was = sigint_flag;
    sigint_flag = 0;
    return was;
}

void fn_signals_stop_after_wipe(int on) { stop_after_wipe = on; }

int fn_sigint_peek(void) { return sigint_flag; }
