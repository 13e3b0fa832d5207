#define _GNU_SOURCE
#include "shim.h"
#include "formsh_native.h"
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#define FORMSH_READLINE_LIBRARY "libreadline.so.8"

static formsh_readline_api api;
static pthread_once_t open_once = PTHREAD_ONCE_INIT;
static int opened = 0;
static char failure[512] = "a function or variable is missing";

static int find(void *library, const char *name, void *slot) {
    void *f = dlsym(library, name);
    memcpy(slot, &f, sizeof f);
    return f != NULL;
}

static void open_library(void) {
    void *library = dlopen(FORMSH_READLINE_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        if (why) strncpy(failure, why, sizeof failure - 1);
        return;
    }
    opened = find(library, "readline", &api.readline)
        & find(library, "add_history", &api.add_history)
        & find(library, "history_list", &api.history_list)
        & find(library, "clear_history", &api.clear_history)
        & find(library, "rl_completion_matches", &api.completion_matches)
        & find(library, "rl_bind_key", &api.bind_key)
        & find(library, "rl_forced_update_display", &api.forced_update_display)
        & find(library, "rl_redisplay", &api.redisplay)
        & find(library, "rl_replace_line", &api.replace_line)
        & find(library, "rl_set_prompt", &api.set_prompt)
        & find(library, "rl_clear_visible_line", &api.clear_visible_line)
        & find(library, "rl_crlf", &api.crlf)
        & find(library, "rl_on_new_line", &api.on_new_line)
        & find(library, "rl_kill_text", &api.kill_text)
        & find(library, "rl_free_undo_list", &api.free_undo_list)
        & find(library, "_rl_free_saved_history_line", &api.free_saved_history_line)
        & find(library, "_rl_free_undo_list", &api.free_undo_list_of)
        & find(library, "rl_line_buffer", &api.line_buffer)
        & find(library, "rl_line_buffer_len", &api.line_buffer_len)
        & find(library, "rl_point", &api.point)
        & find(library, "rl_end", &api.end)
        & find(library, "rl_done", &api.done)
        & find(library, "_rl_last_command_was_kill", &api.last_command_was_kill)
        & find(library, "rl_outstream", &api.outstream)
        & find(library, "rl_undo_list", &api.undo_list)
        & find(library, "rl_readline_name", &api.readline_name)
        & find(library, "rl_completer_word_break_characters", &api.completer_word_break_characters)
        & find(library, "rl_catch_signals", &api.catch_signals)
        & find(library, "rl_catch_sigwinch", &api.catch_sigwinch)
        & find(library, "rl_attempted_completion_over", &api.attempted_completion_over)
        & find(library, "rl_attempted_completion_function", &api.attempted_completion_function)
        & find(library, "rl_redisplay_function", &api.redisplay_function)
        & find(library, "rl_getc_function", &api.getc_function);
}

static void write_all(const char *text) {
    size_t n = strlen(text);
    while (n > 0) {
        ssize_t w = write(2, text, n);
        if (w <= 0) return;
        text += w;
        n -= (size_t)w;
    }
}

const formsh_readline_api *formsh_readline(void) {
    pthread_once(&open_once, open_library);
    if (opened) return &api;
    write_all("formsh: cannot load GNU readline (" FORMSH_READLINE_LIBRARY "), which reads lines on a terminal: ");
    write_all(failure);
    write_all("\nformsh: install it with `make run` or `apt-get install libreadline-dev`, or use --plain\n");
    fn_wipe_registered_regions();
    fn_tty_restore();
    _exit(127);
}
