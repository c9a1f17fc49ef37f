/* SPDX-License-Identifier: MIT */
/*
 * parse.c - boards from text.
 *
 * Accepted (surrounding white space ignored): "806547231", "8 0 6 5 4 7 2 3 1",
 * "8 0 6 / 5 4 7 / 2 3 1", and three lines of three cells. A cell is one character: a digit
 * 0-8, or '_' or '.' for the blank. Separators are white space (space, tab, \n, \r, \v, \f),
 * ',' and '/' (between rows). Rows written without separators ("806/547/231", "806 547 231",
 * three lines "806") are accepted too.
 *
 * Checks, in this order; the first failing one is the reason given with P8_EBADBOARD:
 *   1. "empty text"                               nothing but white space
 *   2. "unexpected character 'x' at column 4"     anything not a cell or separator; '9' is
 *      "tile 9 is out of range (0-8) at column 4" reported as out of range instead
 *   3. "tile 5 is missing", "the blank (0) is missing"
 *                                                 eight cells, all different
 *      "\"10\" at column 17 is not a tile: cells are single digits 0-8 ('_' or '.' for the blank)"
 *                                                 a wrong number of cells written as nine
 *                                                 separated runs, one of them several digits
 *                                                 (a number written as a tile)
 *      "10 cells, expected 9"                     otherwise, a wrong number of cells
 *   4. "row 2 has 2 cells, expected 3"            with '/': each row must hold 3 cells
 *      "line 2 has 4 cells, expected 3"           without '/', on two or more non-empty lines
 *   5. "cell \"12\" at column 1 is more than one character"
 *                                                 a run of cells without separators, unless the
 *                                                 text is one run of 9 or three runs of 3
 *   6. "tile 3 appears twice" ("... 3 times"), "the blank (0) appears twice": nine cells
 *      that are not a permutation; the smallest repeated tile is named.
 * Positions count from 1 in the original text, leading white space included. When a newline
 * comes before the end of the board text, positions read "at line 2, column 3".
 *
 * Text pasted from slides and word processors (UTF-8): a Unicode space (U+00A0 no-break space,
 * U+1680, U+2000..U+200A such as U+2009 thin space, U+202F, U+205F, U+3000 ideographic space),
 * a zero-width space (U+200B) or U+FEFF (a byte-order mark) counts as a space; U+2028, U+2029
 * and U+0085 as a newline; the full-width digits U+FF10..U+FF19 as the digits 0-9 (so a
 * full-width 9 is "out of range" as '9' is). Columns count characters, not bytes. Any other
 * character is "unexpected": a printable ASCII one is shown as itself ('x'), a control
 * character escaped ('\x01'), any other well-formed UTF-8 character as itself with its code
 * point ('é' (U+00E9)), and a byte that is not well-formed UTF-8 escaped ('\xc3').
 */
#include "board.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A position in the text, 1-based. */
struct pos {
    size_t line, col;
};

/* One character of the text: what it counts as (an ASCII character; OTHER for anything the
 * parser does not take), its code point (BAD_BYTE for a byte that is not well-formed UTF-8)
 * and its length in bytes. */
#define OTHER '\0'
#define BAD_BYTE 0xffffffffUL

struct ch {
    char c;
    unsigned long cp;
    size_t len;
};

/* The well-formed UTF-8 sequence at s (n bytes left, n >= 1): its code point and length, or
 * BAD_BYTE and 1 (p8__utf8_at). */
static size_t utf8_decode(const unsigned char *s, size_t n, unsigned long *cp) {
    uint32_t c;
    const size_t len = p8__utf8_at(s, n, &c);
    *cp = len ? (unsigned long)c : BAD_BYTE;
    return len ? len : 1;
}

/* What a code point above ASCII counts as: ' ', '\n', a digit, or OTHER. */
static char unicode_as_ascii(unsigned long cp) {
    if (cp == 0xa0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200b) || cp == 0x202f ||
        cp == 0x205f || cp == 0x3000 || cp == 0xfeff)
        return ' ';
    if (cp == 0x85 || cp == 0x2028 || cp == 0x2029) return '\n';
    if (cp >= 0xff10 && cp <= 0xff19) return (char)('0' + (cp - 0xff10));
    return OTHER;
}

/* The character at text[i] (i < n). */
static struct ch char_at(const char *text, size_t i, size_t n) {
    struct ch c;
    c.len = utf8_decode((const unsigned char *)text + i, n - i, &c.cp);
    if (c.cp < 0x80) c.c = (char)c.cp;
    else if (c.cp == BAD_BYTE) c.c = OTHER;
    else c.c = unicode_as_ascii(c.cp);
    return c;
}

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int is_cell(char c) {
    return (c >= '0' && c <= '8') || c == '_' || c == '.';
}

static int is_separator(char c) {
    return is_space(c) || c == ',' || c == '/';
}

P8__PRINTF_LIKE(3, 4)
static int bad(char *why, size_t cap, const char *fmt, ...) {
    va_list ap;
    if (why && cap > 0) {
        va_start(ap, fmt);
        vsnprintf(why, cap, fmt, ap);
        va_end(ap);
    }
    return P8_EBADBOARD;
}

/* " at column 4" or " at line 2, column 3". */
static void describe_pos(struct pos p, int multiline, char *buf, size_t cap) {
    if (multiline)
        snprintf(buf, cap, " at line %lu, column %lu", (unsigned long)p.line, (unsigned long)p.col);
    else
        snprintf(buf, cap, " at column %lu", (unsigned long)p.col);
}

/* The unexpected character c (at `at` in the text) as a message shows it: 'x', '\x01', '\xc3'
 * (not UTF-8), or 'é' (U+00E9). */
static void describe_char(struct ch c, const char *at, char buf[32]) {
    if (c.cp == '\'' || c.cp == '\\')
        snprintf(buf, 32, "'\\%c'", (char)c.cp);
    else if (c.cp >= 0x20 && c.cp < 0x7f)
        snprintf(buf, 32, "'%c'", (char)c.cp);
    else if (c.cp == BAD_BYTE || c.cp < 0x20 || c.cp == 0x7f)
        snprintf(buf, 32, "'\\x%02x'", (unsigned)(unsigned char)at[0]);
    else if (c.cp < 0xa0) /* a C1 control character: its code point alone */
        snprintf(buf, 32, "U+%04X", (unsigned)c.cp);
    else
        snprintf(buf, 32, "'%.*s' (U+%04X)", (int)(c.len & 7), at, (unsigned)(c.cp & 0x1fffffUL));
}

static const char *plural(size_t n) {
    return n == 1 ? "cell" : "cells";
}

/* Nine cells, each 0..8: P8_OK if no tile repeats (then none is missing either). */
static int check_tiles(const uint8_t t[9], char *why, size_t cap) {
    unsigned count[9] = {0};
    int v;
    for (v = 0; v < 9; v++) count[t[v]]++;
    for (v = 0; v < 9; v++) {
        if (count[v] > 1) {
            char times[24];
            if (count[v] == 2)
                snprintf(times, sizeof times, "twice");
            else
                snprintf(times, sizeof times, "%u times", count[v]);
            if (v == 0) return bad(why, cap, "the blank (0) appears %s", times);
            return bad(why, cap, "tile %d appears %s", v, times);
        }
    }
    return P8_OK;
}

int p8_board_parse(const char *text, p8_board **out, char *why, size_t why_cap) {
    size_t begin, end, i, n, step;
    int multiline = 0, rows_mode = 0;
    size_t cells = 0;
    uint8_t t[9];
    /* runs of cells without separators (lengths in characters; where in bytes) */
    size_t runs = 0, run_len = 0, run_at = 0, all_len1 = 1, all_len3 = 1;
    struct pos run_start = {0, 0}, first_long = {0, 0}, first_odd = {0, 0};
    size_t first_long_len = 0, first_odd_len = 0;
    size_t first_long_at = 0, first_odd_at = 0, first_long_bytes = 0, first_odd_bytes = 0;
    /* rows ('/') and lines */
    size_t row = 1, row_cells = 0, bad_row = 0, bad_row_cells = 0;
    size_t line_cells = 0, nonempty_lines = 0, bad_line = 0, bad_line_cells = 0;
    struct pos p = {1, 1};
    char where[64];

    if (out) *out = NULL;
    if (why && why_cap > 0) why[0] = '\0';
    if (!text || !out) return P8_EINVAL;

    /* The board text: from the first character that is not a space to the end of the last. */
    n = strlen(text);
    begin = end = n;
    for (i = 0; i < n; i += step) {
        struct ch c = char_at(text, i, n);
        step = c.len;
        if (is_space(c.c)) continue;
        if (begin == n) begin = i;
        end = i + c.len;
    }
    if (begin == n) return bad(why, why_cap, "empty text");
    for (i = 0; i < end; i += step) {
        struct ch c = char_at(text, i, n);
        step = c.len;
        if (c.c == '\n') multiline = 1;
        if (c.c == '/') rows_mode = 1;
    }

    for (i = 0; i <= end; i += step) {
        int at_end = i == end;
        struct ch ch = {OTHER, 0, 1};
        char c = '\0';
        if (!at_end) {
            ch = char_at(text, i, n);
            c = ch.c;
        }
        step = ch.len;
        if (!at_end && i >= begin && !is_separator(c) && !is_cell(c)) {
            char shown[32];
            describe_pos(p, multiline, where, sizeof where);
            if (c == '9') return bad(why, why_cap, "tile 9 is out of range (0-8)%s", where);
            describe_char(ch, text + i, shown);
            return bad(why, why_cap, "unexpected character %s%s", shown, where);
        }
        if (!at_end && is_cell(c) && i >= begin) {
            if (run_len == 0) {
                run_start = p;
                run_at = i;
            }
            run_len++;
            if (cells < 9) t[cells] = (uint8_t)(c >= '0' && c <= '8' ? c - '0' : 0);
            cells++;
            row_cells++;
            line_cells++;
        } else {
            if (run_len > 0) { /* a run of cells just ended */
                runs++;
                if (run_len != 1) all_len1 = 0;
                if (run_len != 3) all_len3 = 0;
                if (run_len > 1 && !first_long_len) {
                    first_long = run_start;
                    first_long_len = run_len;
                    first_long_at = run_at;
                    first_long_bytes = i - run_at;
                }
                if (run_len > 1 && run_len != 3 && !first_odd_len) {
                    first_odd = run_start;
                    first_odd_len = run_len;
                    first_odd_at = run_at;
                    first_odd_bytes = i - run_at;
                }
                run_len = 0;
            }
            if (at_end || c == '/') {
                if (row_cells != 3 && !bad_row) {
                    bad_row = row;
                    bad_row_cells = row_cells;
                }
                row++;
                row_cells = 0;
            }
            if (at_end || c == '\n') {
                if (line_cells > 0) {
                    nonempty_lines++;
                    if (line_cells != 3 && !bad_line) {
                        bad_line = p.line;
                        bad_line_cells = line_cells;
                    }
                }
                line_cells = 0;
            }
        }
        if (c == '\n') {
            p.line++;
            p.col = 1;
        } else {
            p.col++;
        }
    }

    if (cells == 8) { /* eight different tiles: name the one left out */
        unsigned seen = 0, distinct = 0;
        int v, missing = 0;
        for (v = 0; v < 8; v++) seen |= 1u << t[v];
        for (v = 0; v < 9; v++) {
            if (seen & (1u << v)) distinct++;
            else missing = v;
        }
        if (distinct == 8) {
            if (missing == 0) return bad(why, why_cap, "the blank (0) is missing");
            return bad(why, why_cap, "tile %d is missing", missing);
        }
    }
    if (cells != 9 && runs == 9 && first_long_len) {
        /* "1 2 3 4 5 6 7 8 10": nine cells were meant, one of them written as a number */
        describe_pos(first_long, multiline, where, sizeof where);
        return bad(why, why_cap, "\"%.*s\"%s is not a tile: cells are single digits 0-8 ('_' or "
                   "'.' for the blank)", (int)first_long_bytes, text + first_long_at, where);
    }
    if (cells != 9)
        return bad(why, why_cap, "%lu %s, expected 9", (unsigned long)cells, plural(cells));
    if (rows_mode && bad_row)
        return bad(why, why_cap, "row %lu has %lu %s, expected 3", (unsigned long)bad_row,
                   (unsigned long)bad_row_cells, plural(bad_row_cells));
    if (!rows_mode && nonempty_lines > 1 && bad_line)
        return bad(why, why_cap, "line %lu has %lu %s, expected 3", (unsigned long)bad_line,
                   (unsigned long)bad_line_cells, plural(bad_line_cells));
    if (!all_len1 && !(runs == 1) && !(runs == 3 && all_len3)) {
        struct pos at = first_odd_len ? first_odd : first_long;
        size_t len = first_odd_len ? first_odd_bytes : first_long_bytes;
        size_t from = first_odd_len ? first_odd_at : first_long_at;
        describe_pos(at, multiline, where, sizeof where);
        return bad(why, why_cap, "cell \"%.*s\"%s is more than one character", (int)len,
                   text + from, where);
    }
    if (check_tiles(t, why, why_cap) != P8_OK) return P8_EBADBOARD;
    return p8__board_make(t, out);
}
