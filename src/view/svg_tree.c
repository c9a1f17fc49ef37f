/* SPDX-License-Identifier: MIT */
/* svg_tree.c - a p8_tree as SVG: one row per level, each node a card with a small board, its
 * g, h and f, its expansion order in a badge and its marks (dup, cut, goal); the edges carry the
 * moves; the solution path is orange; a legend closes the picture. */
#include "view.h"

#include <limits.h>
#include <stdio.h>

/* A node's card, from the top: the expansion badge (and a mark on the right), the board below
 * it, the g h f label, the key line when the key is not f. Each has its own band, so nothing
 * touches for any number of digits: the label and the key shrink their font to fit the card. */
#define TREE_CELL 22                   /* board cells: boards of 72 x 72 units, 12-unit digits */
#define TREE_CARD_W 120
#define TREE_CARD_H 134
#define TREE_PAD 6                     /* the badge's and the mark's distance to the card's edges */
#define TREE_BADGE_H 18
#define TREE_BOARD_Y 27                /* the board's top: below the badge (y 5 .. 23) */
#define TREE_TEXT_W 106                /* the widest label: 7 units in from each side */
#define TREE_COL 132                   /* one leaf column */
#define TREE_ROW 194                   /* one level */
#define TREE_MARGIN 28
#define TREE_LEGEND 64                 /* the legend's band at the bottom */
#define TREE_LEGEND_W 760

/* The largest font size from `font` down to 7 at which `text` (digits, "g=", "h=", "f=", "key",
 * spaces) is at most TREE_TEXT_W wide, measured with the advance widths of DejaVu Sans, the
 * first font of P8__SVG_FONT (in 1/1000 em; Verdana's are within 3%, Arial's narrower). */
static int tree_text_font(const char *text, int font) {
    long em = 0;
    for (; *text; text++) {
        char c = *text;
        em += c >= '0' && c <= '9' ? 636 : c == '=' ? 838 : c == 'g' ? 635 : c == 'h' ? 634
            : c == 'f' ? 352 : c == 'k' ? 579 : c == 'e' ? 615 : c == 'y' ? 592 : 318;
    }
    while (font > 7 && em * font > TREE_TEXT_W * 1000L) font--;
    return font;
}

static int tree_center_x(const p8__layout *l, uint32_t i) {
    return TREE_MARGIN + (int)l->x2[i] * (TREE_COL / 2) + TREE_COL / 2;
}
static int tree_top_y(const p8__layout *l, uint32_t i) {
    return TREE_MARGIN + (int)l->level[i] * TREE_ROW;
}

static void svg_edge(p8__out *o, const p8_tree *t, const p8__layout *l, uint32_t i) {
    const p8__record *r = &t->rec[i];
    uint32_t p = (uint32_t)(p8__tree_find(t, r->parent) - t->rec);
    int x0 = tree_center_x(l, p), y0 = tree_top_y(l, p) + TREE_CARD_H, x1 = tree_center_x(l, i), y1 = tree_top_y(l, i);
    int path = l->on_path[i] && l->on_path[p];
    p8__out_printf(o, "<path d=\"M %d %d C %d %d %d %d %d %d\" fill=\"none\" stroke=\"%s\" "
                   "stroke-width=\"%s\"/>\n", x0, y0, x0, y0 + 34, x1, y1 - 34, x1, y1,
                   path ? P8__COLOR_PATH : P8__COLOR_FAINT, path ? "4" : "1.5");
    if (r->move < 4)
        p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"14\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"%s\" stroke=\"#ffffff\" stroke-width=\"4\" "
                       "paint-order=\"stroke\">%c</text>\n", (int)(((long long)x0 + 3LL * x1) / 4), y1 - 12,
                       path ? P8__COLOR_PATH : P8__COLOR_INK, (char)p8_move_letter(r->move));
}

/* A small label in the card's top right corner, level with the badge. */
static void svg_mark(p8__out *o, int x, int y, const char *color, const char *text) {
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"11\" font-weight=\"bold\" "
                   "text-anchor=\"end\" fill=\"%s\">%s</text>\n", x + TREE_CARD_W - TREE_PAD - 2,
                   y + TREE_PAD + 12, color, text);
}

static void svg_card(p8__out *o, const p8_tree *t, const p8__layout *l, uint32_t i) {
    const p8__record *r = &t->rec[i];
    int x = tree_center_x(l, i) - TREE_CARD_W / 2, y = tree_top_y(l, i), board = p8__svg_board_size(TREE_CELL);
    int expanded = (r->flags & P8__REC_EXPANDED) != 0, dup = (r->flags & P8__REC_DUPLICATE) != 0;
    int goal = (r->flags & P8__REC_GOAL) != 0;
    int cut = p8__record_cut(t, r);
    uint64_t f = (uint64_t)r->g + r->h;
    char text[64];
    const char *stroke = goal ? P8__COLOR_GOAL : l->on_path[i] ? P8__COLOR_PATH
                       : expanded ? P8__COLOR_INK : P8__COLOR_FAINT;
    uint8_t tiles[9];
    p8__unpack(p8__key_expand(r->state), tiles);
    if (r->parent == r->id) { /* a root: where it searches from, and its pass's bound */
        char bound[48] = "";
        if (r->bound != UINT64_MAX) snprintf(bound, sizeof bound, ", bound %llu", (unsigned long long)r->bound);
        p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"%s\">%s%s</text>\n", x + TREE_CARD_W / 2, y - 8,
                       P8__COLOR_INK, r->side ? "goal (searched back)" : "start", bound);
    }
    p8__out_printf(o, "<g%s><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"8\" fill=\"%s\" "
                   "stroke=\"%s\" stroke-width=\"%s\"%s/>\n", dup ? " opacity=\"0.5\"" : "",
                   x, y, TREE_CARD_W, TREE_CARD_H, expanded || goal ? "#ffffff" : P8__COLOR_FRONTIER, stroke,
                   goal || l->on_path[i] ? "3.5" : expanded ? "2" : "1.5",
                   expanded || goal ? "" : " stroke-dasharray=\"5 4\"");
    p8__svg_board_at(o, tiles, x + (TREE_CARD_W - board) / 2, y + TREE_BOARD_Y, TREE_CELL, -1);
    snprintf(text, sizeof text, "g=%u h=%u f=%llu", (unsigned)r->g, (unsigned)r->h, (unsigned long long)f);
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">"
                   "%s</text>\n", x + TREE_CARD_W / 2, y + TREE_BOARD_Y + board + 14,
                   tree_text_font(text, 12), P8__COLOR_INK, text);
    if (r->key != f) {
        snprintf(text, sizeof text, "key %llu", (unsigned long long)r->key);
        p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
                       "fill=\"%s\">%s</text>\n", x + TREE_CARD_W / 2, y + TREE_CARD_H - 8,
                       tree_text_font(text, 10), P8__COLOR_FAINT, text);
    }
    if (goal) svg_mark(o, x, y, P8__COLOR_GOAL, "goal");
    else if (dup) svg_mark(o, x, y, P8__COLOR_CUT, "dup");
    else if (cut) svg_mark(o, x, y, P8__COLOR_CUT, "cut");
    if (expanded) { /* the badge: 20 units and 8 a digit, wide enough for the bold "#" and digits */
        int digits = snprintf(text, sizeof text, "%u", (unsigned)r->order), w = 20 + 8 * digits;
        p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"9\" fill=\"%s\"/>"
                       "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"#ffffff\">#%s</text>\n",
                       x + TREE_PAD, y + TREE_PAD - 1, w, TREE_BADGE_H,
                       l->on_path[i] ? P8__COLOR_PATH : P8__COLOR_INK, x + TREE_PAD + w / 2,
                       y + TREE_PAD + 12, text);
    }
    p8__out_str(o, "</g>\n");
}

/* The legend: what the frames, marks and colours mean. */
static void svg_legend(p8__out *o, int y) {
    int x = TREE_MARGIN;
    p8__out_printf(o, "<g font-size=\"13\" fill=\"%s\">\n", P8__COLOR_INK);
    p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"26\" height=\"18\" rx=\"9\" fill=\"%s\"/>"
                   "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" "
                   "fill=\"#ffffff\">#n</text><text x=\"%d\" y=\"%d\">expanded, in order</text>\n",
                   x, y, P8__COLOR_INK, x + 13, y + 13, x + 34, y + 14);
    x += 170;
    p8__out_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"26\" height=\"18\" rx=\"4\" fill=\"%s\" "
                   "stroke=\"%s\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\"/>"
                   "<text x=\"%d\" y=\"%d\">not expanded</text>\n",
                   x, y, P8__COLOR_FRONTIER, P8__COLOR_FAINT, x + 34, y + 14);
    x += 140;
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\" fill=\"%s\">dup</text>"
                   "<text x=\"%d\" y=\"%d\">duplicate</text>\n", x, y + 14, P8__COLOR_CUT, x + 34, y + 14);
    x += 110;
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\" fill=\"%s\">cut</text>"
                   "<text x=\"%d\" y=\"%d\">cut off</text>\n", x, y + 14, P8__COLOR_CUT, x + 30, y + 14);
    x += 96;
    p8__out_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"4\"/>"
                   "<text x=\"%d\" y=\"%d\">solution path</text>\n",
                   x, y + 9, x + 26, y + 9, P8__COLOR_PATH, x + 34, y + 14);
    p8__out_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"%s\">f = g + h; moves name "
                   "where the blank goes (U D L R)</text>\n</g>\n", TREE_MARGIN, y + 40, P8__COLOR_FAINT);
}

int p8__tree_svg_size(size_t n, uint64_t depth, uint64_t width2, int *width, int *height) {
    /* in 64 bits: depth < 2^32 levels and width2 < 2^64 half-columns cannot overflow them */
    uint64_t w = 2 * TREE_MARGIN + (width2 / 2 > INT_MAX ? (uint64_t)INT_MAX : width2 / 2) * TREE_COL;
    uint64_t h = 2 * TREE_MARGIN + (n ? (depth > UINT32_MAX ? UINT32_MAX : depth) * TREE_ROW +
                                            TREE_CARD_H + 24 : 0) + TREE_LEGEND;
    if (w < 2 * TREE_MARGIN + TREE_LEGEND_W) w = 2 * TREE_MARGIN + TREE_LEGEND_W;
    if (w > INT_MAX || h > INT_MAX) return P8_EINVAL;
    *width = (int)w;
    *height = (int)h;
    return P8_OK;
}

int p8_svg_tree(const p8_tree *t, const p8_result *path, p8_write_fn write, void *user_data) {
    p8__layout l;
    p8__out o;
    char title[96];
    size_t k;
    int width, height, rc;
    if (!t || !write) return P8_EINVAL;
    if ((rc = p8__layout_make(t, path, &l)) != P8_OK) return rc;
    if (p8__tree_svg_size(l.n, l.depth, l.width2, &width, &height) != P8_OK) {
        p8__layout_free(&l); /* coordinates are ints: too big a picture, nothing written */
        return P8_EINVAL;
    }
    snprintf(title, sizeof title, "search tree: %lu nodes, %llu expanded", (unsigned long)l.n,
             (unsigned long long)t->expansions);
    p8__out_writer(&o, write, user_data);
    p8__svg_open(&o, width, height, title);
    p8__out_printf(&o, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width, height);
    for (k = 0; k < l.n && o.status == 0; k++) /* edges first: the cards cover their ends */
        if (t->rec[l.order[k]].parent != t->rec[l.order[k]].id) svg_edge(&o, t, &l, l.order[k]);
    for (k = 0; k < l.n && o.status == 0; k++) svg_card(&o, t, &l, l.order[k]);
    svg_legend(&o, height - TREE_MARGIN - TREE_LEGEND + 16);
    p8__svg_close(&o);
    p8__layout_free(&l);
    return p8__out_end(&o);
}
