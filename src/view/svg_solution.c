/* SPDX-License-Identifier: MIT */
/* svg_solution.c - a solution as a filmstrip: the boards from the start to the goal with the
 * move between each pair over an arrow, streamed through a p8_write_fn (a long DFS path makes a
 * long picture). Uses the public result getters only. */
#include "view.h"

#include <stdio.h>
#include <string.h>

#define FILM_CELL 40        /* board cells: boards of 134 x 134 units */
#define FILM_MARGIN 20
#define FILM_ARROW 72       /* room between two boards for the arrow and the move */
#define FILM_CAPTION 30     /* below a board: its step */
#define FILM_ROW_GAP 26

static int film_blank(const uint8_t t[9]) {
    int i = 0;
    while (t[i]) i++;
    return i;
}

/* The move from one state to the next, from where the blank went. */
static int film_move(const uint8_t a[9], const uint8_t b[9]) {
    int d = film_blank(b) - film_blank(a);
    return d == -3 ? P8_MOVE_UP : d == 3 ? P8_MOVE_DOWN : d == -1 ? P8_MOVE_LEFT : P8_MOVE_RIGHT;
}

/* An arrow in the gap that starts at x, for the board row whose top is y, with the move. */
static void film_arrow(p8__out *o, int x, int y, int board, int move) {
    int mid = y + board / 2, x0 = x + 12, x1 = x + FILM_ARROW - 12;
    p8__out_printf(o, "<g fill=\"%s\" stroke=\"%s\"><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                   "stroke-width=\"3\" stroke-linecap=\"round\"/>",
                   P8__COLOR_INK, P8__COLOR_INK, x0, mid, x1 - 8, mid);
    p8__out_printf(o, "<path d=\"M %d %d L %d %d L %d %d Z\" stroke=\"none\"/></g>\n",
                   x1, mid, x1 - 12, mid - 7, x1 - 12, mid + 7);
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"22\" font-weight=\"bold\" "
                   "text-anchor=\"middle\" fill=\"%s\">%c</text>\n",
                   x + FILM_ARROW / 2, mid - 14, P8__COLOR_INK, (char)p8_move_letter(move));
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\" "
                   "fill=\"%s\">%s</text>\n",
                   x + FILM_ARROW / 2, mid + 26, P8__COLOR_FAINT, p8_move_name(move));
}

int p8_svg_solution(const p8_result *r, unsigned int per_row, p8_write_fn write, void *user_data) {
    const int board = p8__svg_board_size(FILM_CELL);
    size_t length, boards, cols, rows, i;
    uint8_t prev[9], t[9];
    char title[96];
    int width, height;
    p8__out o;
    if (!r || !write || p8_result_solved(r) != 1) return P8_EINVAL;
    length = p8_result_length(r);
    boards = length + 1;
    cols = per_row == 0 || per_row > boards ? boards : per_row;
    /* cols >= 1: boards = length + 1 >= 1 (a path is at most 2^27 moves) and per_row > 0 */
    /* cppcheck-suppress zerodivcond */
    rows = (boards + cols - 1) / cols;
    /* Wide pictures are fine for SVG, but the numbers must stay ints: 2^31 units hold some
     * 10 million boards in one row, far beyond any path a search returns (2^27 moves). */
    if (cols > 10000000u || rows > 10000000u) return P8_EINVAL;
    width = 2 * FILM_MARGIN + (int)cols * board + ((int)cols - 1 + (rows > 1)) * FILM_ARROW;
    height = 2 * FILM_MARGIN + (int)rows * (board + FILM_CAPTION) + ((int)rows - 1) * FILM_ROW_GAP;
    p8__out_writer(&o, write, user_data);
    snprintf(title, sizeof title, "8-puzzle solution: %lu move%s", (unsigned long)length,
             length == 1 ? "" : "s");
    p8__svg_open(&o, width, height, title);
    p8__out_printf(&o, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width, height);
    for (i = 0; i < boards && o.status == 0; i++) {
        int x = FILM_MARGIN + (int)(i % cols) * (board + FILM_ARROW);
        int y = FILM_MARGIN + (int)(i / cols) * (board + FILM_CAPTION + FILM_ROW_GAP);
        int move = -1, moved = -1;
        if (p8_result_state_at(r, i, t) != P8_OK) return P8_EINVAL; /* cannot happen: i <= length */
        if (i > 0) {
            move = film_move(prev, t);
            moved = p8__moved_cell(film_blank(t), move);
            if (i % cols == 0) /* the first board of a row: the arrow ends the row above */
                film_arrow(&o, x + (int)cols * (board + FILM_ARROW) - FILM_ARROW, y - (board + FILM_CAPTION + FILM_ROW_GAP),
                      board, move);
            else
                film_arrow(&o, x - FILM_ARROW, y, board, move);
        }
        p8__svg_board_at(&o, t, x, y, FILM_CELL, moved);
        if (i == 0)
            p8__out_printf(&o, "<text x=\"%d\" y=\"%d\" font-size=\"17\" text-anchor=\"middle\" "
                           "fill=\"%s\">%s</text>\n", x + board / 2, y + board + 22, P8__COLOR_INK,
                           length ? "start" : "start = goal");
        else if (i == length)
            p8__out_printf(&o, "<text x=\"%d\" y=\"%d\" font-size=\"17\" font-weight=\"bold\" "
                           "text-anchor=\"middle\" fill=\"%s\">goal</text>\n",
                           x + board / 2, y + board + 22, P8__COLOR_INK);
        else
            p8__out_printf(&o, "<text x=\"%d\" y=\"%d\" font-size=\"17\" text-anchor=\"middle\" "
                           "fill=\"%s\">%lu</text>\n", x + board / 2, y + board + 22,
                           P8__COLOR_FAINT, (unsigned long)i);
        memcpy(prev, t, 9);
    }
    p8__svg_close(&o);
    return p8__out_end(&o);
}
