/* SPDX-License-Identifier: MIT */
/* solution.c - reading a solution as a program prints it: the moves of the blank (letters or
 * words, with any separators a person or a print() of a list puts between them), or the boards
 * from the start to the goal (one a line, or three lines of three cells), and counts as
 * "expanded N"; checking each move or step as it is read (the first illegal one is kept, with
 * the board before it). */
#include "grade.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

typedef struct reader {
    p8__mem *m;
    gparsed *p;
    uint8_t cur[9];              /* the board the moves read so far lead to */
    int legal;                   /* no illegal move or step yet */
    uint64_t kind_line;          /* the first line of moves or boards */
    char grid[3][6];             /* rows of a board on three lines, as "a b c" */
    int rows;
    uint64_t grid_line;
    int oom;
} reader;

const char *const p8__grade_count_names[G_NCOUNTS] = { "expanded", "generated", "duplicates",
                                                        "max_frontier" };

static int unreadable(reader *rd, uint64_t line, const char *fmt, const char *arg) {
    if (rd->p->bad) return 0;
    rd->p->bad = 1;
    rd->p->bad_line = line;
    snprintf(rd->p->why, sizeof rd->p->why, fmt, arg);
    return 0;
}

/* The blank's cell, and the cell it moves to under move m (-1: off the board). */
static int blank_cell(const uint8_t t[9]) {
    int i;
    for (i = 0; i < 9; i++)
        if (t[i] == 0) return i;
    return 0;
}

static int blank_target(int b, int m) {
    switch (m) {
    case P8_MOVE_UP: return b >= 3 ? b - 3 : -1;
    case P8_MOVE_DOWN: return b < 6 ? b + 3 : -1;
    case P8_MOVE_LEFT: return b % 3 ? b - 1 : -1;
    default: return b % 3 < 2 ? b + 1 : -1;
    }
}

static void add_move(reader *rd, int m, uint64_t line) {
    gparsed *p = rd->p;
    if (p->n == p->cap && p8__mem_grow(rd->m, (void **)&p->mv, &p->cap, p->n + 1, sizeof *p->mv)) {
        rd->oom = 1;
        return;
    }
    p->mv[p->n].line = line;
    p->mv[p->n].move = (uint8_t)m;
    if (rd->legal) {
        int b = blank_cell(rd->cur), to = blank_target(b, m);
        if (to < 0) {
            rd->legal = 0;
            p->bad = 2;
            p->bad_line = line;
            p->bad_index = p->n;
            p->bad_move = m;
            memcpy(p->before, rd->cur, 9);
        } else {
            rd->cur[b] = rd->cur[to];
            rd->cur[to] = 0;
        }
    }
    p->n++;
}

/* The move between boards a and b (one move apart), or -1. */
static int step_between(const uint8_t a[9], const uint8_t b[9]) {
    int ba = blank_cell(a), bb = blank_cell(b), m, i;
    for (m = 0; m < 4; m++)
        if (blank_target(ba, m) == bb) break;
    if (m == 4 || a[bb] != b[ba]) return -1;
    for (i = 0; i < 9; i++)
        if (i != ba && i != bb && a[i] != b[i]) return -1;
    return m;
}

static int set_kind(reader *rd, int kind, uint64_t line) {
    if (rd->p->kind == 0) {
        rd->p->kind = kind;
        rd->kind_line = line;
        return 1;
    }
    if (rd->p->kind == kind) return 1;
    if (!rd->p->bad) {
        rd->p->bad = 1;
        rd->p->bad_line = line;
        snprintf(rd->p->why, sizeof rd->p->why, "%s after the %s of line %llu: print the moves or "
                 "the boards, not both", kind == 2 ? "a board" : "moves",
                 kind == 2 ? "moves" : "boards", (unsigned long long)rd->kind_line);
    }
    return 0;
}

/* A board of the path (its text in `text`, read on `line`). */
static void board_line(reader *rd, const char *text, uint64_t line) {
    p8_board *b = NULL;
    char why[160];
    uint8_t t[9];
    int rc = p8_board_parse(text, &b, why, sizeof why), m;
    gparsed *p = rd->p;
    if (rc == P8_ENOMEM) {
        rd->oom = 1;
        return;
    }
    if (rc != P8_OK) {
        unreadable(rd, line, "%s", why);
        return;
    }
    p8_board_tiles(b, t);
    p8_board_free(b);
    if (!set_kind(rd, 2, line)) return;
    if (p->nb == p->bcap &&
        p8__mem_grow(rd->m, (void **)&p->board, &p->bcap, p->nb + 1, sizeof *p->board)) {
        rd->oom = 1;
        return;
    }
    memcpy(p->board[p->nb].t, t, 9);
    p->board[p->nb++].line = line;
    if (!rd->legal) return;
    if (p->n == 0 && memcmp(t, rd->cur, 9) == 0 && rd->kind_line == line) return; /* the start */
    if ((m = step_between(rd->cur, t)) < 0) {
        rd->legal = 0;
        p->bad = 2;
        p->bad_line = line;
        p->bad_index = p->n;
        p->bad_move = -1;
        memcpy(p->before, rd->cur, 9);
        memcpy(p->bad_board, t, 9);
        return;
    }
    add_move(rd, m, line);
}

/* A count line ("expanded 12", "generated: 30", "max_frontier = 7"): 1 if it is one (read or
 * found bad), 0 if the line is something else. */
static int count_line(reader *rd, const char *s, uint64_t line) {
    int k;
    for (k = 0; k < G_NCOUNTS; k++) {
        const char *name = p8__grade_count_names[k];
        size_t n = strlen(name), i;
        uint64_t v = 0;
        const char *q;
        for (i = 0; i < n && s[i] && tolower((unsigned char)s[i]) == name[i]; i++) continue;
        if (i < n || isalnum((unsigned char)s[n]) || s[n] == '_') continue;
        q = s + n;
        while (*q == ' ' || *q == '\t') q++;
        if (*q == ':' || *q == '=') q++;
        while (*q == ' ' || *q == '\t') q++;
        if (!isdigit((unsigned char)*q)) return unreadable(rd, line, "expected a number after %s", name), 1;
        for (i = 0; isdigit((unsigned char)q[i]); i++) {
            if (i == 19) return unreadable(rd, line, "the number after %s is too large", name), 1;
            v = v * 10 + (uint64_t)(q[i] - '0');
        }
        q += i;
        while (*q == ' ' || *q == '\t') q++;
        if (*q) return unreadable(rd, line, "unexpected text after the number of %s", name), 1;
        if (rd->p->count[k] != G_NO_COUNT) {
            char what[64];
            snprintf(what, sizeof what, "%s is given twice (line %llu first)", name,
                     (unsigned long long)rd->p->count_line[k]);
            return unreadable(rd, line, "%s", what), 1;
        }
        rd->p->count[k] = v;
        rd->p->count_line[k] = line;
        return 1;
    }
    return 0;
}

static int is_sep(int c) {
    return c == ' ' || c == '\t' || c == ',' || c == ';' || c == '[' || c == ']' || c == '(' ||
           c == ')' || c == '\'' || c == '"' || c == '-' || c == '>' || c == '<';
}

/* A line of moves. */
static void moves_line(reader *rd, const char *s, uint64_t line) {
    static const char *const words[4] = { "up", "down", "left", "right" };
    const char *p = s, *colon = strchr(s, ':');
    if (colon && colon - s < 10) { /* a label: "moves:", "path:", "solution:" */
        static const char *const labels[] = { "moves", "path", "solution", NULL };
        char lower[10];
        size_t n = (size_t)(colon - s), i;
        while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
        for (i = 0; i < n; i++) lower[i] = (char)tolower((unsigned char)s[i]);
        lower[n] = '\0';
        for (i = 0; labels[i]; i++)
            if (strcmp(lower, labels[i]) == 0) p = colon + 1;
    }
    while (*p) {
        size_t n = 0, i;
        int w;
        if (is_sep((unsigned char)*p)) {
            p++;
            continue;
        }
        while (isalpha((unsigned char)p[n])) n++;
        if (n == 0) {
            char what[64];
            size_t col = 1;
            const char *q;
            for (q = s; q < p; q++) col += ((unsigned char)*q & 0xc0) != 0x80;
            if ((unsigned char)*p > 0x20 && (unsigned char)*p < 0x7f)
                snprintf(what, sizeof what, "unexpected '%c' at column %lu", *p, (unsigned long)col);
            else
                snprintf(what, sizeof what, "unexpected character at column %lu", (unsigned long)col);
            unreadable(rd, line, "%s: expected the moves of the blank (U, D, L, R), a board, or a count "
                "(expanded N)", what);
            return;
        }
        if (!set_kind(rd, 1, line)) return;
        for (w = 0; w < 4; w++) {
            size_t k = strlen(words[w]);
            for (i = 0; i < k && i < n && tolower((unsigned char)p[i]) == words[w][i]; i++) continue;
            if (i == k && n == k) break;
        }
        if (w < 4) {
            add_move(rd, w, line);
        } else {
            for (i = 0; i < n; i++)
                if (!strchr("UDLRudlr", p[i])) break;
            if (i < n) {
                char what[80];
                snprintf(what, sizeof what, "\"%.*s\" is not a move", (int)(n < 20 ? n : 20), p);
                unreadable(rd, line, "%s: expected U, D, L or R (the direction the blank moves), or up, "
                    "down, left, right", what);
                return;
            }
            for (i = 0; i < n; i++) add_move(rd, (int)(strchr("UDLR", toupper((unsigned char)p[i])) - "UDLR"), line);
        }
        p += n;
    }
}

/* The number of cells of a row of a board written on three lines ("1 2 3", "123", "4,0,5"): 3,
 * or 0 when it is not one. */
static int grid_row(const char *s) {
    int cells = 0;
    for (; *s; s++) {
        if ((*s >= '0' && *s <= '8') || *s == '_' || *s == '.') cells++;
        else if (*s != ' ' && *s != '\t' && *s != ',') return 0;
    }
    return cells == 3 ? 3 : 0;
}

static void one_line(reader *rd, char *s, uint64_t line) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = '\0';
    while (*s == ' ' || *s == '\t') s++;
    if (rd->rows && !grid_row(s)) {
        unreadable(rd, rd->grid_line, "%s", "a board on three lines needs three rows of three cells");
        rd->rows = 0;
    }
    if (!*s) return;
    if (count_line(rd, s, line)) return;
    if (grid_row(s)) {
        if (rd->rows == 0) rd->grid_line = line;
        char *row = rd->grid[rd->rows++], *w = row;
        for (; *s; s++)          /* only the three cells, however they were spaced */
            if (*s != ' ' && *s != '\t' && *s != ',') {
                if (w != row) *w++ = ' ';
                *w++ = *s;
            }
        *w = '\0';
        if (rd->rows == 3) {
            char text[128];
            snprintf(text, sizeof text, "%s\n%s\n%s", rd->grid[0], rd->grid[1], rd->grid[2]);
            rd->rows = 0;
            board_line(rd, text, rd->grid_line);
        }
        return;
    }
    if (strpbrk(s, "0123456789")) {
        board_line(rd, s, line);
        return;
    }
    moves_line(rd, s, line);
}

int p8__grade_parse(p8__mem *m, const char *text, size_t len, int stopped, const uint8_t start[9],
                    gparsed *p) {
    reader rd;
    size_t at = 0;
    int k;
    memset(p, 0, sizeof *p);
    memset(&rd, 0, sizeof rd);
    for (k = 0; k < G_NCOUNTS; k++) p->count[k] = G_NO_COUNT;
    rd.m = m;
    rd.p = p;
    rd.legal = 1;
    memcpy(rd.cur, start, 9);
    while (at < len && !rd.oom) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
        char small[256], *buf = small;
        if (!nl && stopped) break; /* a line cut where the run was stopped */
        p->lines++;
        if (n >= sizeof small && !(buf = p8__mem_alloc(m, n + 1))) {
            rd.oom = 1;
            break;
        }
        memcpy(buf, text + at, n);
        buf[n] = '\0';
        if (memchr(text + at, '\0', n)) unreadable(&rd, p->lines, "%s", "a NUL byte in the line");
        else one_line(&rd, buf, p->lines);
        if (buf != small) p8__mem_free(m, buf, n + 1);
        at += n + (nl != NULL);
    }
    if (rd.rows) unreadable(&rd, rd.grid_line, "%s", "a board on three lines needs three rows of three cells");
    if (rd.oom) {
        p8__gparsed_free(m, p);
        return P8_ENOMEM;
    }
    return P8_OK;
}

void p8__gparsed_free(p8__mem *m, gparsed *p) {
    if (p->mv) p8__mem_free(m, p->mv, p->cap * sizeof *p->mv);
    if (p->board) p8__mem_free(m, p->board, p->bcap * sizeof *p->board);
    p->mv = NULL;
    p->board = NULL;
    p->n = p->cap = p->nb = p->bcap = 0;
}
