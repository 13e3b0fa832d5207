#define _GNU_SOURCE
#include "shim.h"
#include "formsh_native.h"
#include <pthread.h>
#include <stdlib.h>

#define FORMSH_READLINE_LIBRARY "libreadline.so.8"

static formsh_readline_api api;
static pthread_once_t open_once = PTHREAD_ONCE_INIT;
static int opened = 0;
static char failure[512] = "a function or variable is missing";

static void open_library(void) {
    void *library = fn_library_open(FORMSH_READLINE_LIBRARY, failure, sizeof failure);
    if (library == NULL) return;
    opened = fn_library_find(library, "readline", &api.readline)
        & fn_library_find(library, "add_history", &api.add_history)
        & fn_library_find(library, "history_list", &api.history_list)
        & fn_library_find(library, "clear_history", &api.clear_history)
        & fn_library_find(library, "rl_completion_matches", &api.completion_matches)
        & fn_library_find(library, "rl_bind_key", &api.bind_key)
        & fn_library_find(library, "rl_forced_update_display", &api.forced_update_display)
        & fn_library_find(library, "rl_redisplay", &api.redisplay)
        & fn_library_find(library, "rl_replace_line", &api.replace_line)
        & fn_library_find(library, "rl_set_prompt", &api.set_prompt)
        & fn_library_find(library, "rl_clear_visible_line", &api.clear_visible_line)
        & fn_library_find(library, "rl_crlf", &api.crlf)
        & fn_library_find(library, "rl_on_new_line", &api.on_new_line)
        & fn_library_find(library, "rl_kill_text", &api.kill_text)
        & fn_library_find(library, "rl_free_undo_list", &api.free_undo_list)
        & fn_library_find(library, "rl_insert_text", &api.insert_text)
        & fn_library_find(library, "_rl_free_saved_history_line", &api.free_saved_history_line)
        & fn_library_find(library, "_rl_free_undo_list", &api.free_undo_list_of)
        & fn_library_find(library, "rl_reverse_search_history", &api.reverse_search_history)
        & fn_library_find(library, "rl_noninc_reverse_search", &api.noninc_reverse_search)
        & fn_library_find(library, "rl_history_search_backward", &api.history_search_backward)
        & fn_library_find(library, "rl_menu_complete", &api.menu_complete)
        & fn_library_find(library, "rl_old_menu_complete", &api.old_menu_complete)
        & fn_library_find(library, "rl_clear_message", &api.clear_message)
        & fn_library_find(library, "rl_message", &api.message)
        & fn_library_find(library, "rl_clear_pending_input", &api.clear_pending_input)
        & fn_library_find(library, "rl_get_screen_size", &api.get_screen_size)
        & fn_library_find(library, "rl_initialize", &api.initialize)
        & fn_library_find(library, "rl_variable_bind", &api.variable_bind)
        & fn_library_find(library, "rl_resize_terminal", &api.resize_terminal)
        & fn_library_find(library, "rl_reset_screen_size", &api.reset_screen_size)
        & fn_library_find(library, "rl_activate_mark", &api.activate_mark)
        & fn_library_find(library, "rl_deactivate_mark", &api.deactivate_mark)
        & fn_library_find(library, "rl_delete_text", &api.delete_text)
        & fn_library_find(library, "rl_stuff_char", &api.stuff_char)
        & fn_library_find(library, "rl_function_of_keyseq_len", &api.function_of_keyseq_len)
        & fn_library_find(library, "rl_get_keymap", &api.get_keymap)
        & fn_library_find(library, "rl_insert", &api.insert)
        & fn_library_find(library, "rl_bracketed_paste_begin", &api.bracketed_paste_begin)
        & fn_library_find(library, "rl_quoted_insert", &api.quoted_insert)
        & fn_library_find(library, "rl_tab_insert", &api.tab_insert)
        & fn_library_find(library, "rl_yank", &api.yank)
        & fn_library_find(library, "rl_rubout", &api.rubout)
        & fn_library_find(library, "rl_delete", &api.delete_char)
        & fn_library_find(library, "rl_display_prompt", &api.display_prompt)
        & fn_library_find(library, "rl_last_func", &api.last_func)
        & fn_library_find(library, "_rl_bell_preference", &api.bell_preference)
        & fn_library_find(library, "rl_executing_keyseq", &api.executing_keyseq)
        & fn_library_find(library, "_rl_executing_keyseq_size", &api.executing_keyseq_size)
        & fn_library_find(library, "rl_line_buffer", &api.line_buffer)
        & fn_library_find(library, "rl_line_buffer_len", &api.line_buffer_len)
        & fn_library_find(library, "rl_point", &api.point)
        & fn_library_find(library, "rl_mark", &api.mark)
        & fn_library_find(library, "rl_end", &api.end)
        & fn_library_find(library, "rl_done", &api.done)
        & fn_library_find(library, "_rl_last_command_was_kill", &api.last_command_was_kill)
        & fn_library_find(library, "rl_outstream", &api.outstream)
        & fn_library_find(library, "_rl_out_stream", &api.out_stream_private)
        & fn_library_find(library, "rl_undo_list", &api.undo_list)
        & fn_library_find(library, "rl_readline_name", &api.readline_name)
        & fn_library_find(library, "rl_completer_word_break_characters", &api.completer_word_break_characters)
        & fn_library_find(library, "rl_catch_signals", &api.catch_signals)
        & fn_library_find(library, "rl_catch_sigwinch", &api.catch_sigwinch)
        & fn_library_find(library, "rl_attempted_completion_over", &api.attempted_completion_over)
        & fn_library_find(library, "rl_attempted_completion_function", &api.attempted_completion_function)
        & fn_library_find(library, "rl_redisplay_function", &api.redisplay_function)
        & fn_library_find(library, "rl_getc_function", &api.getc_function)
        & fn_library_find(library, "rl_startup_hook", &api.startup_hook)
        & fn_library_find(library, "rl_completion_display_matches_hook", &api.completion_display_matches_hook);
}

const formsh_readline_api *formsh_readline(void) {
    pthread_once(&open_once, open_library);
    if (opened) return &api;
    fn_library_missing("GNU readline (" FORMSH_READLINE_LIBRARY "), which reads lines on a terminal", failure,
                       "install it with `make run` or `apt-get install libreadline-dev`, or use --plain");
}

void formsh_readline_message(const char *text) {
    formsh_readline()->message("%s", text);
}

formsh_key_kind formsh_readline_key_kind(const char *keys, size_t count) {
    const formsh_readline_api *rl = formsh_readline();
    int type = ISFUNC;
    rl_command_func_t *command = rl->function_of_keyseq_len(keys, count, rl->get_keymap(), &type);
    if (type == ISKMAP) return FORMSH_KEY_PREFIX;
    if (type != ISFUNC || command == NULL) return FORMSH_KEY_OTHER;
    if (command == rl->insert || command == rl->bracketed_paste_begin || command == rl->quoted_insert
        || command == rl->tab_insert || command == rl->yank)
        return FORMSH_KEY_INSERTS;
    if (command == rl->rubout || command == rl->delete_char) return FORMSH_KEY_DELETES;
    return FORMSH_KEY_OTHER;
}

struct formsh_stream { formsh_stream_writer writer; };

static ssize_t formsh_stream_write(void *cookie, const char *bytes, size_t count) {
    struct formsh_stream *stream = cookie;
    if (stream->writer != NULL && count > 0) stream->writer(bytes, count);
    return (ssize_t)count;
}

static int formsh_stream_close(void *cookie) {
    free(cookie);
    return 0;
}

FILE *formsh_readline_stream(formsh_stream_writer writer) {
    struct formsh_stream *cookie = malloc(sizeof *cookie);
    if (cookie == NULL) return NULL;
    cookie->writer = writer;
    cookie_io_functions_t functions = {.read = NULL, .write = formsh_stream_write, .seek = NULL, .close = formsh_stream_close};
    FILE *stream = fopencookie(cookie, "w", functions);
    if (stream == NULL) {
        free(cookie);
        return NULL;
    }
    setvbuf(stream, NULL, _IONBF, 0);
    return stream;
}
