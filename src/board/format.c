/* SPDX-License-Identifier: MIT */
/*
 * format.c - boards as text, and the library's one snprintf-style string copy.
 */
#include "board.h"

#include <string.h>

size_t p8__copy_text(const char *src, char *buf, size_t cap) {
    size_t len = strlen(src);
    if (buf && cap > 0) {
        size_t n = len < cap - 1 ? len : cap - 1;
        memcpy(buf, src, n);
        buf[n] = '\0';
    }
    return len;
}

size_t p8_board_format(const p8_board *b, int style, char *buf, size_t cap) {
    char text[18]; /* longest form: 9 digits + 8 separators + NUL */
    size_t n = 0;
    int i;
    if (!b || style < P8_FORMAT_LINE || style > P8_FORMAT_COMPACT) {
        if (buf && cap > 0) buf[0] = '\0';
        return 0;
    }
    for (i = 0; i < 9; i++) {
        if (i > 0 && style != P8_FORMAT_COMPACT)
            text[n++] = (style == P8_FORMAT_GRID && i % 3 == 0) ? '\n' : ' ';
        text[n++] = (char)('0' + b->tiles[i]);
    }
    text[n] = '\0';
    return p8__copy_text(text, buf, cap);
}
