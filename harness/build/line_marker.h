/* line_marker.h — the preprocessor's line markers in its output (-E):
 * `# N "file" flags`, which say where the lines after them come from. */
#ifndef RG_LINE_MARKER_H
#define RG_LINE_MARKER_H

#include <stdbool.h>
#include <stddef.h>

/* Is the line from p to end a marker?  Then its line number in *n and its
 * file's name, as the preprocessor wrote it (escapes kept), at *name for
 * *len bytes. */
bool rg_line_marker(const char *p, const char *end, int *n, const char **name, size_t *len);

#endif
