#define _GNU_SOURCE
#include "formsh_native.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <ucontext.h>
#include <unistd.h>
#include <sys/ioctl.h>

static struct termios saved_termios;
static volatile sig_atomic_t saved_fd = -1;
static volatile sig_atomic_t sigint_flag = 0;
static volatile sig_atomic_t stop_after_wipe = 0;
static volatile sig_atomic_t continued_flag = 0;
/* The settings in force when SIGTSTP arrived, put back on SIGCONT. */
static struct termios stopped_termios;
static volatile sig_atomic_t stopped_valid = 0;
/* The no-echo settings formsh last applied itself, put back on SIGCONT after a SIGSTOP. */
static struct termios wanted_termios;
static volatile sig_atomic_t wanted_valid = 0;

int fn_tty_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return errno;
    saved_fd = fd;
    return 0;
}

void fn_tty_restore(void) {
    wanted_valid = 0;
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSAFLUSH, &saved_termios);
}

static int apply_wanted(int fd, struct termios *t, int when) {
    wanted_valid = 0;
    wanted_termios = *t;
    wanted_valid = 1;
    if (tcsetattr(fd, when, t) != 0) return errno;
    return 0;
}

/* Ctrl-Z: hands the terminal back in the settings it had before formsh changed them, then
 * stops. SIGCONT: puts formsh's settings (echo off) back at once, before any byte can be
 * read, and tells the reader to redraw (fn_continued_take). */
static void stop_handler(int sig) {
    int e = errno;
    (void)sig;
    stopped_valid = 0;
    if (saved_fd >= 0 && tcgetattr(saved_fd, &stopped_termios) == 0) {
        stopped_valid = 1;
        tcsetattr(saved_fd, TCSANOW, &saved_termios);
    }
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    errno = e;
}

static void continue_handler(int sig) {
    int e = errno;
    struct sigaction sa;
    (void)sig;
    if (stopped_valid && saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &stopped_termios);
    else if (wanted_valid && saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &wanted_termios);
    stopped_valid = 0;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = stop_handler;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTSTP, &sa, NULL);
    continued_flag = 1;
    errno = e;
}

void fn_stop_handlers_install(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = stop_handler;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTSTP, &sa, NULL);
    /* No SA_RESTART: a blocking read returns EINTR, so the reader redraws before reading on. */
    sa.sa_handler = continue_handler;
    sigaction(SIGCONT, &sa, NULL);
}

int fn_continued_take(void) {
    int was = continued_flag;
    continued_flag = 0;
    return was;
}

int fn_tty_echo_off(int fd) {
    struct termios t;
    if (tcgetattr(fd, &t) != 0) return errno;
    t.c_lflag &= ~(ECHO | ECHONL | ICANON);
    t.c_lflag |= ISIG;
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    return apply_wanted(fd, &t, TCSANOW);
}

int fn_tty_discard_input(int fd) {
    int pending = 0;
    if (ioctl(fd, FIONREAD, &pending) != 0) pending = 0;
    tcflush(fd, TCIFLUSH);
    return pending;
}

int fn_tty_raw_noecho(int fd) {
    struct termios t;
    if (tcgetattr(fd, &t) != 0) return errno;
    t.c_lflag &= ~(ECHO | ECHONL | ICANON | IEXTEN);
    t.c_lflag |= ISIG;
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    return apply_wanted(fd, &t, TCSAFLUSH);
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

/* Ends the process by `sig` with its default action, now: the signal is raised and then
 * unblocked inside the handler, so it is delivered before the handler could return. */
static void die_by(int sig) {
    sigset_t set;
    signal(sig, SIG_DFL);
    raise(sig);
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    _exit(128 + sig);
}

static void fatal_handler(int sig, siginfo_t *info, void *context) {
    (void)info;
    fn_wipe_registered_regions();
    scrub_saved_registers(context);
    fn_tty_restore();
    if (stop_after_wipe) raise(SIGSTOP);
    die_by(sig);
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

/* Crashes: the handlers replace the Swift runtime's (installed before main), so its
 * backtracer, which reads the process's memory from a second process and may wait for
 * input on the terminal, never starts. An alternate stack lets the handler run after a
 * stack overflow. */
void fn_crash_handlers_install(void) {
    static char alternate[64 * 1024];
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alternate;
    ss.ss_size = sizeof alternate;
    sigaltstack(&ss, NULL);
    static const int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE};
    for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = fatal_handler;
        sigfillset(&sa.sa_mask);
        sa.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
        sigaction(crashes[i], &sa, NULL);
    }
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

/* ---- serve: SIGINT, SIGTERM and SIGHUP as a byte on a pipe (the self-pipe trick) ---- */
static volatile sig_atomic_t stop_write_fd = -1;
static int stop_read_fd = -1;
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};

static void stop_handler_write(int sig) {
    int e = errno;
    unsigned char byte = (unsigned char)sig;
    if (stop_write_fd >= 0) (void)!write(stop_write_fd, &byte, 1); /* gate-exempt: a wake-up byte on serve's pipe */
    errno = e;
}

int fn_stop_signals_install(void) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return errno;
    stop_read_fd = fds[0];
    stop_write_fd = fds[1];
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) install(stop_signals[i], stop_handler_write, SA_RESTART);
    return 0;
}

int fn_stop_signal_wait(void) {
    unsigned char byte = 0;
    if (stop_read_fd < 0) {
        for (;;) pause();
    }
    for (;;) {
        ssize_t n = read(stop_read_fd, &byte, 1);
        if (n == 1) return byte;
        if (n < 0 && errno == EINTR) continue;
        return 0;
    }
}

void fn_stop_signals_remove(void) {
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) signal(stop_signals[i], SIG_DFL);
    int write_fd = stop_write_fd;
    stop_write_fd = -1;
    if (write_fd >= 0) close(write_fd);
    if (stop_read_fd >= 0) close(stop_read_fd);
    stop_read_fd = -1;
}
