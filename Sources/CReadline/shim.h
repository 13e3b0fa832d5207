#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Allocated size of rl_line_buffer: exported by libreadline but declared only in its
 * private header. formsh zeroes the whole buffer after every line. */
extern int rl_line_buffer_len;
