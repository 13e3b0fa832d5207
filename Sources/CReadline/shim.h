#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Allocated size of rl_line_buffer: exported by libreadline but declared only in its
 * private header. formsh zeroes the whole buffer after every line. */
extern int rl_line_buffer_len;

/* Readline internals formsh zeroes through (exported by libreadline, declared only in its
 * private headers): whether the last command was a kill (a new kill then appends to the
 * same kill-ring slot), and the line saved when Up leaves an edited line. */
extern int _rl_last_command_was_kill;
extern int _rl_free_saved_history_line(void);
/* Frees an undo list (an edited history entry's application data). */
extern void _rl_free_undo_list(UNDO_LIST *list);
