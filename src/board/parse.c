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
 * Characters that are not printable ASCII are shown escaped, e.g. '\x01'.
 */
#include "board.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#  define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#  define PRINTF_LIKE(f, a)
#endif

/* A position in the text, 1-based. */
struct pos {
    size_t line, col;
};

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int is_cell(char c) {
    return (c >= '0' && c <= '8') || c == '_' || c == '.';
}

static int is_separator(char c) {
    return is_space(c) || c == ',' || c == '/';
}

PRINTF_LIKE(3, 4)
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

/* c as it appears between quotes in a message: itself if printable ASCII, else escaped. */
static void describe_char(unsigned char c, char buf[8]) {
    if (c == '\'' || c == '\\')
        snprintf(buf, 8, "\\%c", c);
    else if (c >= 0x20 && c < 0x7f)
        snprintf(buf, 8, "%c", c);
    else
        snprintf(buf, 8, "\\x%02x", (unsigned)c);
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
    size_t begin, end, i;
    int multiline = 0, rows_mode = 0;
    size_t cells = 0;
    uint8_t t[9];
    /* runs of cells without separators */
    size_t runs = 0, run_len = 0, all_len1 = 1, all_len3 = 1;
    struct pos run_start = {0, 0}, first_long = {0, 0}, first_odd = {0, 0};
    size_t first_long_len = 0, first_odd_len = 0;
    size_t first_long_at = 0, first_odd_at = 0;
    /* rows ('/') and lines */
    size_t row = 1, row_cells = 0, bad_row = 0, bad_row_cells = 0;
    size_t line_cells = 0, nonempty_lines = 0, bad_line = 0, bad_line_cells = 0;
    struct pos p = {1, 1};
    char where[64];

    if (out) *out = NULL;
    if (why && why_cap > 0) why[0] = '\0';
    if (!text || !out) return P8_EINVAL;

    begin = 0;
    end = strlen(text);
    while (begin < end && is_space(text[begin])) begin++;
    while (end > begin && is_space(text[end - 1])) end--;
    if (begin == end) return bad(why, why_cap, "empty text");
    for (i = 0; i < end; i++) {
        if (text[i] == '\n') multiline = 1;
        if (text[i] == '/') rows_mode = 1;
    }

    for (i = 0; i <= end; i++) {
        char c = i < end ? text[i] : '\0';
        int at_end = i == end;
        if (!at_end && i >= begin && !is_separator(c) && !is_cell(c)) {
            char shown[8];
            describe_pos(p, multiline, where, sizeof where);
            if (c == '9') return bad(why, why_cap, "tile 9 is out of range (0-8)%s", where);
            describe_char((unsigned char)c, shown);
            return bad(why, why_cap, "unexpected character '%s'%s", shown, where);
        }
        if (!at_end && is_cell(c) && i >= begin) {
            if (run_len == 0) run_start = p;
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
                    first_long_at = i - run_len;
                }
                if (run_len > 1 && run_len != 3 && !first_odd_len) {
                    first_odd = run_start;
                    first_odd_len = run_len;
                    first_odd_at = i - run_len;
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
                   "'.' for the blank)", (int)first_long_len, text + first_long_at, where);
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
        size_t len = first_odd_len ? first_odd_len : first_long_len;
        size_t from = first_odd_len ? first_odd_at : first_long_at;
        describe_pos(at, multiline, where, sizeof where);
        return bad(why, why_cap, "cell \"%.*s\"%s is more than one character", (int)len,
                   text + from, where);
    }
    if (check_tiles(t, why, why_cap) != P8_OK) return P8_EBADBOARD;
    return p8__board_make(t, out);
}
