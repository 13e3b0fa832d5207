#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* GNU readline is not linked: it is opened with dlopen when a session first reads from a
 * terminal (readline.c). Linked, it and libtinfo were mapped and relocated at every start
 * (1,600 symbol look-ups), though plain mode, `check`, `lint` and the other tools never
 * use them. The declarations above give the types only; everything formsh calls or sets
 * is reached through formsh_readline(). */

#pragma clang assume_nonnull begin

/* The readline functions and variables formsh uses: functions as pointers, variables as
 * the addresses of readline's own. */
typedef struct {
    __typeof__(readline) *readline;
    __typeof__(add_history) *add_history;
    __typeof__(history_list) *history_list;
    __typeof__(clear_history) *clear_history;
    __typeof__(rl_completion_matches) *completion_matches;
    __typeof__(rl_bind_key) *bind_key;
    __typeof__(rl_forced_update_display) *forced_update_display;
    __typeof__(rl_redisplay) *redisplay;
    __typeof__(rl_replace_line) *replace_line;
    __typeof__(rl_set_prompt) *set_prompt;
    __typeof__(rl_clear_visible_line) *clear_visible_line;
    __typeof__(rl_crlf) *crlf;
    __typeof__(rl_on_new_line) *on_new_line;
    __typeof__(rl_kill_text) *kill_text;
    __typeof__(rl_free_undo_list) *free_undo_list;
    __typeof__(rl_insert_text) *insert_text;
    /* Readline internals formsh zeroes through (exported by libreadline, declared only in
     * its private headers): the line saved when Up leaves an edited line, and an undo
     * list (an edited history entry's application data). */
    int (*free_saved_history_line)(void);
    void (*free_undo_list_of)(UNDO_LIST *_Nullable list);

    char *_Nullable *_Nonnull line_buffer;
    /* Allocated size of rl_line_buffer (private header): zeroed whole after every line. */
    int *line_buffer_len;
    int *point;
    int *end;
    int *done;
    /* Whether the last command was a kill (private): a new kill then appends to the same
     * kill-ring slot. */
    int *last_command_was_kill;
    FILE *_Nullable *_Nonnull outstream;
    UNDO_LIST *_Nullable *_Nonnull undo_list;
    const char *_Nullable *_Nonnull readline_name;
    const char *_Nullable *_Nonnull completer_word_break_characters;
    int *catch_signals;
    int *catch_sigwinch;
    int *attempted_completion_over;
    rl_completion_func_t *_Nullable *_Nonnull attempted_completion_function;
    rl_voidfunc_t *_Nullable *_Nonnull redisplay_function;
    rl_getc_func_t *_Nullable *_Nonnull getc_function;
    /* Called at the start of each readline() before the prompt is drawn (pre-fill). */
    rl_hook_func_t *_Nullable *_Nonnull startup_hook;
} formsh_readline_api;

/* Readline, opened at the first call (thread-safe, once per process). If it cannot be
 * loaded, restores the terminal, wipes the value stores and ends the process with status
 * 127 and a message, as the dynamic loader did when readline was linked. */
const formsh_readline_api *formsh_readline(void);

#pragma clang assume_nonnull end
