/* SPDX-License-Identifier: MIT */
/* svg_board.c - a board as SVG: the drawing every picture shares (filmstrips and search trees
 * draw their boards with p8__svg_board_at) and p8_svg_board, one board on its own. */
#include "view.h"

#define SVG_BOARD_CELL 60 /* one board on its own: cells of 60 units, 208 x 208 in all */

/* Proportions of a board with cells of c units, c >= 15 (the view draws cells of 60, 40 and 18):
 * integers, so the text never varies. */
static int board_pad(int c) { return c * 2 / 15; }
static int board_gap(int c) { return c / 15; }

int p8__svg_board_size(int cell) {
    return 2 * board_pad(cell) + 3 * cell + 2 * board_gap(cell);
}

int p8__moved_cell(int blank, int move) {
    static const int8_t from[9][4] = { /* the cell the blank left, by its cell and move */
        { 3, -1, 1, -1 }, { 4, -1, 2, 0 }, { 5, -1, -1, 1 },
        { 6, 0, 4, -1 },  { 7, 1, 5, 3 },  { 8, 2, -1, 4 },
        { -1, 3, 7, -1 }, { -1, 4, 8, 6 }, { -1, 5, -1, 7 } };
    if (blank < 0 || blank > 8 || move < 0 || move > 3) return -1;
    return from[blank][move];
}

void p8__svg_board_at(p8__out *o, const uint8_t t[9], int x, int y, int cell, int moved_cell) {
    int pad = board_pad(cell), gap = board_gap(cell), size = p8__svg_board_size(cell);
    int font = cell * 11 / 20, r = cell / 8, i;
    p8__out_printf(o, "<g><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" fill=\"%s\"/>",
                   x, y, size, size, cell / 5, P8__COLOR_FRAME);
    for (i = 0; i < 9; i++) {
        int cx = x + pad + (i % 3) * (cell + gap), cy = y + pad + (i / 3) * (cell + gap);
        if (t[i] == 0) { /* the blank: a shaded recess */
            p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" "
                           "fill=\"%s\"/>", cx, cy, cell, cell, r, P8__COLOR_BLANK);
            continue;
        }
        p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" fill=\"%s\"/>",
                       cx, cy, cell, cell, r, i == moved_cell ? P8__COLOR_MOVED : P8__COLOR_TILE);
        p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"%s\">%d</text>",
                       cx + cell / 2, cy + cell / 2 + font * 36 / 100, font, P8__COLOR_TEXT, t[i]);
    }
    p8__out_str(o, "</g>\n");
}

void p8__svg_open(p8__out *o, int width, int height, const char *title) {
    p8__out_printf(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                   "viewBox=\"0 0 %d %d\" font-family=\"%s\">\n",
                   width, height, width, height, P8__SVG_FONT);
    p8__out_printf(o, "<title>%s</title>\n", title);
}

void p8__svg_close(p8__out *o) {
    p8__out_str(o, "</svg>\n");
}

int p8_svg_board(const p8_board *b, int moved_tile, char *buf, size_t cap) {
    char title[64] = "8-puzzle board ";
    int size = p8__svg_board_size(SVG_BOARD_CELL), moved = -1, i;
    size_t n = 15;
    p8__out o;
    p8__out_buffer(&o, buf, cap);
    if (!b || moved_tile < 0 || moved_tile > 8) return P8_EINVAL;
    for (i = 0; i < 9; i++) {
        if (moved_tile && b->tiles[i] == moved_tile) moved = i;
        title[n++] = (char)('0' + b->tiles[i]);
        if (i < 8) {
            if (i % 3 == 2) title[n++] = ' ', title[n++] = '/';
            title[n++] = ' ';
        }
    }
    title[n] = '\0';
    p8__svg_open(&o, size, size, title);
    p8__svg_board_at(&o, b->tiles, 0, 0, SVG_BOARD_CELL, moved);
    p8__svg_close(&o);
    p8__out_end(&o);
    return p8__out_length(&o);
}
