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
    /* What formsh drives to make readline give up the search strings, the search prompt and
     * the completion candidates it keeps in private variables (ReadlineSession.wipe). */
    __typeof__(rl_reverse_search_history) *reverse_search_history;
    __typeof__(rl_noninc_reverse_search) *noninc_reverse_search;
    __typeof__(rl_history_search_backward) *history_search_backward;
    __typeof__(rl_menu_complete) *menu_complete;
    __typeof__(rl_old_menu_complete) *old_menu_complete;
    __typeof__(rl_clear_message) *clear_message;
    int (*message)(const char *format, ...);
    __typeof__(rl_clear_pending_input) *clear_pending_input;
    __typeof__(rl_get_screen_size) *get_screen_size;
    /* Terminal set-up and resizes, the selection (the active region) and key lookup. */
    __typeof__(rl_initialize) *initialize;
    __typeof__(rl_variable_bind) *variable_bind;
    __typeof__(rl_resize_terminal) *resize_terminal;
    __typeof__(rl_reset_screen_size) *reset_screen_size;
    __typeof__(rl_activate_mark) *activate_mark;
    __typeof__(rl_deactivate_mark) *deactivate_mark;
    __typeof__(rl_delete_text) *delete_text;
    __typeof__(rl_stuff_char) *stuff_char;
    __typeof__(rl_function_of_keyseq_len) *function_of_keyseq_len;
    __typeof__(rl_get_keymap) *get_keymap;
    /* The commands a key is compared with (formsh_readline_key_kind). */
    rl_command_func_t *insert, *bracketed_paste_begin, *quoted_insert, *tab_insert, *yank, *rubout, *delete_char;

    char *_Nullable *_Nonnull line_buffer;
    /* Allocated size of rl_line_buffer (private header): zeroed whole after every line. */
    int *line_buffer_len;
    int *point;
    int *mark;
    int *end;
    int *done;
    /* Whether the last command was a kill (private): a new kill then appends to the same
     * kill-ring slot. */
    int *last_command_was_kill;
    FILE *_Nullable *_Nonnull outstream;
    /* The stream readline draws on while it is not inside readline() (private): set from
     * rl_outstream only when readline() starts, so formsh's unseen drawing sets both. */
    FILE *_Nullable *_Nonnull out_stream_private;
    UNDO_LIST *_Nullable *_Nonnull undo_list;
    const char *_Nullable *_Nonnull readline_name;
    const char *_Nullable *_Nonnull completer_word_break_characters;
    int *catch_signals;
    int *catch_sigwinch;
    int *attempted_completion_over;
    rl_completion_func_t *_Nullable *_Nonnull attempted_completion_function;
    rl_voidfunc_t *_Nullable *_Nonnull redisplay_function;
    rl_getc_func_t *_Nullable *_Nonnull getc_function;
    /* The prompt being drawn (the search prompt during a search), the command run last,
     * the bell (private: silenced while formsh drives readline), and the keys of the
     * command being run (private: a search adds each key typed to it). */
    char *_Nullable *_Nonnull display_prompt;
    rl_command_func_t *_Nullable *_Nonnull last_func;
    int *bell_preference;
    char *_Nullable *_Nonnull executing_keyseq;
    int *executing_keyseq_size;
    /* Called at the start of each readline() before the prompt is drawn (pre-fill). */
    rl_hook_func_t *_Nullable *_Nonnull startup_hook;
    /* Called instead of readline's own listing of completion candidates. */
    rl_compdisp_func_t *_Nullable *_Nonnull completion_display_matches_hook;
} formsh_readline_api;

/* Readline, opened at the first call (thread-safe, once per process). If it cannot be
 * loaded, restores the terminal, wipes the value stores and ends the process with status
 * 127 and a message, as the dynamic loader did when readline was linked. */
const formsh_readline_api *formsh_readline(void);

/* What the keymap in use (inputrc bindings included) binds a key sequence to, as far as a
 * selected (pre-filled) line cares (FormShell's LineSelection decides what follows). */
typedef enum {
    /* A prefix of longer key sequences (ESC, ESC [): more keys are needed. */
    FORMSH_KEY_PREFIX,
    /* A command that inserts text: self-insert, bracketed-paste-begin, quoted-insert,
     * tab-insert, yank. */
    FORMSH_KEY_INSERTS,
    /* backward-delete-char (Backspace) or delete-char (Delete, Ctrl-D). */
    FORMSH_KEY_DELETES,
    /* Anything else: a motion, accept-line, a kill, completion, a search, unbound. */
    FORMSH_KEY_OTHER,
} formsh_key_kind;

formsh_key_kind formsh_readline_key_kind(const char *keys, size_t count);

/* rl_message("%s", text): a message in the echo area (rl_message is variadic). */
void formsh_readline_message(const char *text);

/* An unbuffered stdio stream (fopencookie) whose writes go to `writer`, or are discarded
 * when it is NULL: readline's output stream, which formsh routes through its output gate.
 * NULL when the stream cannot be made. */
typedef void (*formsh_stream_writer)(const char *_Nonnull bytes, size_t count);
FILE *_Nullable formsh_readline_stream(formsh_stream_writer _Nullable writer);

#pragma clang assume_nonnull end
