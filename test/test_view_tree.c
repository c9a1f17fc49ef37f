/* SPDX-License-Identifier: MIT */
/*
 * test_view_tree.c - p8_tree (node records), its layout, and its drawings p8_svg_tree and
 * p8_dot_tree: the records a search's events make (from a small textbook search, mini_search.h),
 * the max_expansions cap (0, a few, all), every bad argument, the layout's properties on random
 * forests (parents before children, leaves left to right, each parent over its children, no two
 * nodes of a level on one column), the path, the marks, each card's proportions read back from
 * the SVG (badge, mark, board, label and key line clear of each other and of the border for g, h,
 * f and #n of 1 to 3 digits), failing writers, and the OOM loop.
 * Internal layout functions are reached through view/view.h (the test links the static
 * library).
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"
#include "view_support.h"
#include "mini_search.h"
#include "view/view.h"

static mini_node nodes[MINI_MAX];

typedef struct rec_ctx {
    p8_tree *t;
    int rc;                      /* the first non-OK p8_tree_add */
    unsigned long expands, generates, duplicates;
} rec_ctx;

static int to_tree(int event, const mini_node *n, void *ud) {
    rec_ctx *c = ud;
    int rc = p8_tree_add(c->t, event, n->id, n->parent, n->move, n->g, n->h, n->key, n->s);
    if (rc != P8_OK && c->rc == P8_OK) c->rc = rc;
    if (event == P8_EVENT_EXPAND) c->expands++;
    if (event == P8_EVENT_GENERATE) c->generates++;
    if (event == P8_EVENT_DUPLICATE) c->duplicates++;
    return 0;
}

static void tiles_of(const char *text, uint8_t t[9]) {
    p8_board *b = mk(text);
    p8_board_tiles(b, t);
    p8_board_free(b);
}

/* A tree of the first max expansions of A* (wh 1) or uniform cost (wh 0) from start to goal. */
static unsigned long generated; /* nodes the last tree_of search made, the start included */

static p8_tree *tree_of(const char *start, const char *goal, unsigned wh, uint64_t max, long *goal_at) {
    uint8_t s[9], g[9];
    rec_ctx c;
    memset(&c, 0, sizeof c);
    tiles_of(start, s);
    tiles_of(goal, g);
    ASSERT_EQ(p8_tree_new(max, &c.t), P8_OK);
    *goal_at = mini_search(nodes, s, g, 1, wh, to_tree, &c);
    ASSERT_EQ(c.rc, P8_OK);
    generated = c.generates + 1;
    return c.t;
}

static int no_event(int event, const mini_node *n, void *ud) {
    (void)event, (void)n, (void)ud;
    return 0;
}

static void test_new_and_errors(void) {
    p8_tree *t = (p8_tree *)&t;
    p8_allocator a = { NULL, NULL, NULL, NULL };
    uint8_t s[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, bad[9] = { 1, 1, 3, 4, 5, 6, 7, 8, 0 };
    ASSERT_EQ(p8_tree_new(5, NULL), P8_EINVAL);
    ASSERT_EQ(p8_tree_new_with_allocator(5, NULL, &t), P8_EINVAL);
    ASSERT_NULL(t);
    t = (p8_tree *)&t;
    ASSERT_EQ(p8_tree_new_with_allocator(5, &a, &t), P8_EINVAL);
    ASSERT_NULL(t);
    p8_tree_free(NULL);
    ASSERT_EQ(p8_tree_count(NULL), 0);
    ASSERT_EQ(p8_tree_new(5, &t), P8_OK);
    ASSERT_EQ(p8_tree_count(t), 0);
    ASSERT_EQ(p8_tree_add(NULL, P8_EVENT_EXPAND, 0, 0, -1, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, 0, -1, 0, 0, 0, NULL), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, -1, 0, 0, -1, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GOAL + 1, 0, 0, -1, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, 0, -2, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, 0, 4, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, UINT64_MAX, 0, -1, 0, 0, 0, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, 0, -1, 0, 0, 0, bad), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, 1, 0, 0, 1, 0, 1, s), P8_EINVAL); /* orphan */
    ASSERT_EQ(p8_tree_count(t), 0);
    /* A root by UINT64_MAX; children; an id generated twice; a known id with another parent or
     * state: refused, the tree unchanged. */
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 7, UINT64_MAX, -1, 0, 2, 2, s), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, 8, 7, P8_MOVE_UP, 1, 3, 4, s), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, 8, 7, P8_MOVE_UP, 1, 3, 4, s), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 8, 9, P8_MOVE_UP, 1, 3, 4, s), P8_EINVAL);
    {
        uint8_t other[9] = { 1, 2, 3, 4, 5, 6, 7, 0, 8 };
        ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 8, 7, P8_MOVE_UP, 1, 3, 4, other), P8_EINVAL);
    }
    ASSERT_EQ(p8_tree_count(t), 2);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 8, 7, P8_MOVE_UP, 1, 3, 4, s), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GOAL, 8, 7, P8_MOVE_UP, 1, 3, 4, s), P8_OK);
    ASSERT_EQ(p8_tree_count(t), 2);
    ASSERT_EQ(p8__tree_find(t, 8)->flags, P8__REC_EXPANDED | P8__REC_GOAL);
    ASSERT_EQ(p8__tree_find(t, 8)->order, 2);
    ASSERT_EQ(p8__tree_find(t, 7)->order, 1);
    ASSERT_EQ(p8_svg_tree(NULL, NULL, sink_write, NULL), P8_EINVAL);
    ASSERT_EQ(p8_svg_tree(t, NULL, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_dot_tree(NULL, NULL, sink_write, NULL), P8_EINVAL);
    ASSERT_EQ(p8_dot_tree(t, NULL, NULL, NULL), P8_EINVAL);
    p8_tree_free(t);
}

/* The cap: the root and the first max expansions with everything they generated. */
static void test_cap(void) {
    static const uint64_t caps[] = { 0, 1, 2, 5, 17, UINT64_MAX };
    size_t k;
    for (k = 0; k < sizeof caps / sizeof caps[0]; k++) {
        long goal_at;
        size_t i, expanded = 0, expected = 1;
        p8_tree *t = tree_of("7 3 4 8 2 6 5 1 0", "1 2 3 4 5 6 7 8 0", 1, caps[k], &goal_at);
        unsigned char seen[4096] = { 0 };
        ASSERT_TRUE(goal_at > 0);
        for (i = 0; i < t->count; i++) { /* the expansion orders are 1, 2, ... once each */
            if (t->rec[i].flags & P8__REC_EXPANDED) {
                uint32_t o = t->rec[i].order;
                expanded++;
                ASSERT_TRUE(o >= 1 && o < sizeof seen && !seen[o]);
                if (o < sizeof seen) seen[o] = 1;
            }
        }
        for (i = 1; i <= expanded; i++) ASSERT_TRUE(seen[i]);
        for (i = 1; i < generated; i++) {
            const p8__record *r = p8__tree_find(t, nodes[i].id);
            const p8__record *p = p8__tree_find(t, nodes[i].parent);
            /* A node is in the tree exactly when its parent is an expansion the tree kept. */
            int kept = p && (p->flags & P8__REC_EXPANDED);
            if ((r != NULL) != kept) {
                ASSERT_EQ(r != NULL, kept);
                break;
            }
            expected += kept;
        }
        if (caps[k] == UINT64_MAX) {
            ASSERT_TRUE(p8__tree_find(t, nodes[goal_at].id) != NULL);
            ASSERT_TRUE(p8__tree_find(t, nodes[goal_at].id)->flags & P8__REC_GOAL);
        } else {
            ASSERT_EQ(expanded, caps[k]);
        }
        ASSERT_EQ(p8_tree_count(t), expected);
        ASSERT_TRUE(p8__tree_find(t, 0) != NULL); /* the start, also with a cap of 0 */
        if (caps[k] == 0) ASSERT_EQ(p8_tree_count(t), 1);
        p8_tree_free(t);
    }
}

/* Layout properties on random forests built by hand. */
static void test_layout_random(void) {
    uint64_t seed = 12345;
    int round;
    for (round = 0; round < 300; round++) {
        p8_tree *t = NULL;
        p8__layout l;
        size_t n = 1 + (size_t)(p8__splitmix64(&seed) % 200), i, k;
        uint8_t s[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
        uint32_t *pos, last_leaf = 0;
        int first_leaf = 1, ok = 1;
        ASSERT_EQ(p8_tree_new(UINT64_MAX, &t), P8_OK);
        for (i = 0; i < n; i++) { /* ids 10, 13, 16...; a parent among the earlier ones, or a root */
            uint64_t r = p8__splitmix64(&seed);
            uint64_t parent = (i == 0 || r % 9 == 0) ? UINT64_MAX : 10 + 3 * (r / 9 % i);
            ASSERT_EQ(p8_tree_add(t, (int)(r % 3 == 0 ? P8_EVENT_EXPAND : P8_EVENT_GENERATE),
                                  10 + 3 * i, parent, (int)(r % 4), 0, 0, 0, s), P8_OK);
        }
        ASSERT_EQ(p8__layout_make(t, NULL, &l), P8_OK);
        ASSERT_EQ(l.n, n);
        pos = calloc(n, sizeof *pos);
        for (k = 0; k < n; k++) pos[l.order[k]] = (uint32_t)k + 1;
        for (i = 0; i < n && ok; i++) {
            const p8__record *r = &t->rec[i];
            if (!pos[i]) ok = 0; /* every record drawn once */
            if (r->parent != r->id) {
                uint32_t p = (uint32_t)(p8__tree_find(t, r->parent) - t->rec);
                if (pos[p] >= pos[i] || l.level[i] != l.level[p] + 1) ok = 0;
            } else if (l.level[i] != 0) {
                ok = 0;
            }
        }
        ASSERT_TRUE(ok);
        /* Leaves in pre-order go left to right; a parent lies within its children's columns;
         * on each level, pre-order goes strictly left to right. */
        for (k = 0; k < n && ok; k++) {
            uint32_t v = l.order[k], lo = UINT32_MAX, hi = 0, c, lev;
            size_t j;
            for (c = 0; c < n; c++)
                if (t->rec[c].parent == t->rec[v].id && c != v) {
                    if (l.x2[c] < lo) lo = l.x2[c];
                    if (l.x2[c] > hi) hi = l.x2[c];
                }
            if (lo == UINT32_MAX) {
                if (!first_leaf && l.x2[v] <= last_leaf) ok = 0;
                last_leaf = l.x2[v];
                first_leaf = 0;
            } else if (l.x2[v] < lo || l.x2[v] > hi) {
                ok = 0;
            }
            lev = l.level[v];
            for (j = k + 1; j < n; j++)
                if (l.level[l.order[j]] == lev) {
                    if (l.x2[l.order[j]] <= l.x2[v]) ok = 0;
                    break;
                }
            if (l.x2[v] >= l.width2) ok = 0;
        }
        ASSERT_TRUE(ok);
        free(pos);
        p8__layout_free(&l);
        p8_tree_free(t);
    }
}

/* The path: the solution's states, from the start, each below the one before. */
static void test_path_and_drawings(void) {
    long goal_at;
    p8_tree *t = tree_of("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", 1, UINT64_MAX, &goal_at);
    p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5");
    p8_result *r = NULL;
    p8__layout l;
    size_t i, on = 0, expanded = 0, dups = 0;
    sink s;
    ASSERT_EQ(p8_solve(b, g, P8_ALG_ASTAR, P8_H_DEFAULT, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 5);
    ASSERT_EQ(p8__layout_make(t, r, &l), P8_OK);
    for (i = 0; i < t->count; i++) {
        on += l.on_path[i];
        expanded += (t->rec[i].flags & P8__REC_EXPANDED) != 0;
        dups += (t->rec[i].flags & P8__REC_DUPLICATE) != 0;
        if (l.on_path[i]) {
            uint8_t want[9], have[9];
            p8_result_state_at(r, l.level[i], want);
            p8__unpack(p8__key_expand(t->rec[i].state), have);
            ASSERT_TRUE(memcmp(want, have, 9) == 0);
        }
    }
    ASSERT_EQ(on, 6);                                     /* start .. goal */
    ASSERT_TRUE(p8__tree_find(t, nodes[goal_at].id)->flags & P8__REC_GOAL);
    p8__layout_free(&l);

    sink_init(&s);
    ASSERT_EQ(p8_svg_tree(t, r, sink_write, &s), P8_OK);
    ASSERT_TRUE(starts_with(s.text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
    ASSERT_TRUE(ends_with(s.text, "</svg>\n"));
    ASSERT_EQ(count_of(s.text, "rx=\"8\""), t->count);              /* one card a node */
    ASSERT_EQ(count_of(s.text, "fill=\"#2e3d4f\""), t->count);      /* one board a node */
    ASSERT_EQ(count_of(s.text, "stroke=\"#e8590c\" stroke-width=\"4\""), 5 + 1); /* path edges, legend */
    ASSERT_EQ(count_of(s.text, ">goal</text>"), 1);
    ASSERT_EQ(count_of(s.text, ">dup</text>"), dups + 1);           /* + the legend's */
    ASSERT_EQ(count_of(s.text, "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#ffffff\">#"),
              expanded + 1);                                        /* + the legend's #n */
    ASSERT_TRUE(strstr(s.text, ">#1</text>") != NULL);
    ASSERT_TRUE(strstr(s.text, "g=0 h=5 f=5") != NULL);
    sink_free(&s);

    sink_init(&s);
    ASSERT_EQ(p8_dot_tree(t, r, sink_write, &s), P8_OK);
    ASSERT_TRUE(strstr(s.text, "digraph search_tree {") != NULL);
    ASSERT_TRUE(ends_with(s.text, "}\n"));
    ASSERT_EQ(count_of(s.text, "[label=<"), t->count);
    ASSERT_EQ(count_of(s.text, " -> "), t->count - 1);
    ASSERT_EQ(count_of(s.text, "penwidth=3"), 5);
    ASSERT_TRUE(strstr(s.text, "n0 [label=<") != NULL);
    sink_free(&s);

    /* Without a path nothing is orange but the goal's own frame is green. */
    sink_init(&s);
    ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, "stroke=\"#e8590c\" stroke-width=\"4\""), 1); /* the legend */
    sink_free(&s);
    p8_result_free(r);
    p8_board_free(b);
    p8_board_free(g);
    p8_tree_free(t);
}

/* Duplicates and the key line: a uniform-cost tree deep enough to meet states again. */
static void test_marks(void) {
    long goal_at;
    p8_tree *t = tree_of("8 0 6 5 4 7 2 3 1", "1 2 3 4 5 6 7 8 0", 0, 300, &goal_at);
    size_t i, dups = 0;
    sink s;
    for (i = 0; i < t->count; i++) dups += (t->rec[i].flags & P8__REC_DUPLICATE) != 0;
    ASSERT_TRUE(dups > 0);
    sink_init(&s);
    ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, ">dup</text>"), dups + 1);
    ASSERT_EQ(count_of(s.text, "<g opacity=\"0.5\">"), dups);
    ASSERT_EQ(count_of(s.text, ">key "), 0);              /* key = g = f with h = 0 */
    sink_free(&s);
    p8_tree_free(t);
    /* Weighted keys differ from f: each card says its key. */
    {
        uint8_t a[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
        ASSERT_EQ(p8_tree_new(3, &t), P8_OK);
        ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, 0, -1, 0, 4, 8, a), P8_OK);
        sink_init(&s);
        ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &s), P8_OK);
        ASSERT_EQ(count_of(s.text, ">key 8</text>"), 1);
        sink_free(&s);
        p8_tree_free(t);
    }
}

/* ---- a card's proportions, read back from the SVG ------------------------------------------- */
/* Advance widths of DejaVu Sans (the first font of the pictures) in 1/1000 em, regular and bold,
 * for the characters of the labels and badges. */
static long text_em(const char *text, int bold) {
    long em = 0;
    for (; *text; text++) {
        char c = *text;
        if (bold) em += c == '#' ? 838 : c >= '0' && c <= '9' ? 696 : 700;
        else em += c >= '0' && c <= '9' ? 636 : c == '=' ? 838 : c == 'g' ? 635 : c == 'h' ? 634
                 : c == 'f' ? 352 : c == 'k' ? 579 : c == 'e' ? 615 : c == 'y' ? 592 : 318;
    }
    return em;
}

typedef struct card {
    int x, y, w, h;                          /* the card */
    int bx, by, bsize, tile_font;            /* its board */
    int ly, lfont;                           /* the g h f label */
    char label[64];
    int ky, kfont;                           /* the key line; kfont 0: none */
    int badge_x, badge_y, badge_w, badge_h;  /* the expansion badge; badge_w 0: none */
    char order[24];
    int mark_x, mark_y;                      /* the mark (goal, dup, cut); mark[0] 0: none */
    char mark[8];
} card;

/* Read the card whose text is p[0 .. n-1], from its rect on. 0 on success. */
static int read_card(const char *p, size_t n, card *c) {
    char buf[4096];
    const char *q;
    memset(c, 0, sizeof *c);
    if (n >= sizeof buf) return -1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    if (sscanf(buf, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"8\"", &c->x, &c->y,
               &c->w, &c->h) != 4)
        return -2;
    if (!(q = strstr(buf, "fill=\"#2e3d4f\""))) return -3;
    while (q > buf && strncmp(q, "<rect", 5) != 0) q--;
    if (sscanf(q, "<rect x=\"%d\" y=\"%d\" width=\"%d\"", &c->bx, &c->by, &c->bsize) != 3) return -4;
    if (!(q = strstr(q, "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#1f2933\">"))) return -5;
    while (q > buf && strncmp(q, "font-size=", 10) != 0) q--;
    if (sscanf(q, "font-size=\"%d\"", &c->tile_font) != 1) return -6;
    if (!(q = strstr(buf, "fill=\"#3b4754\">g="))) return -7;
    while (q > buf && strncmp(q, "<text", 5) != 0) q--;
    if (sscanf(q, "<text x=\"%*d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" fill=\"#3b4754\">%63[^<]",
               &c->ly, &c->lfont, c->label) != 3)
        return -8;
    if ((q = strstr(buf, "fill=\"#98a4b3\">key "))) {
        while (q > buf && strncmp(q, "<text", 5) != 0) q--;
        if (sscanf(q, "<text x=\"%*d\" y=\"%d\" font-size=\"%d\"", &c->ky, &c->kfont) != 2) return -9;
    }
    if ((q = strstr(buf, "rx=\"9\""))) {
        while (q > buf && strncmp(q, "<rect", 5) != 0) q--;
        if (sscanf(q, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"", &c->badge_x, &c->badge_y,
                   &c->badge_w, &c->badge_h) != 4 || !(q = strstr(q, ">#")) ||
            sscanf(q, ">#%23[^<]", c->order) != 1)
            return -10;
    }
    if ((q = strstr(buf, "text-anchor=\"end\""))) {
        while (q > buf && strncmp(q, "<text", 5) != 0) q--;
        if (sscanf(q, "<text x=\"%d\" y=\"%d\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"end\" "
                   "fill=\"#%*6x\">%7[^<]", &c->mark_x, &c->mark_y, c->mark) != 3)
            return -11;
    }
    return 0;
}

/* Nothing on a card touches: the badge and the mark above the board, the label below it and
 * inside the card's border (the widest border is 3.5 units, drawn on the edge), the key line below
 * the label; the label's font shrinks with its digits (12 up to six digits, 11 for seven, 10 for
 * eight or nine) and the tiles' digits are 12 units. Ascent 0.76 em, descent 0.24 em. */
static int card_is_clear(const card *c) {
    int board_bottom = c->by + c->bsize, inner = 2, digits = 0;
    long lw = text_em(c->label, 0) * c->lfont / 1000;
    const char *p;
    for (p = c->label; *p; p++) digits += *p >= '0' && *p <= '9';
    if (c->tile_font != 12) return 1;
    if (c->lfont != (digits <= 6 ? 12 : digits == 7 ? 11 : 10)) return 2;
    if (c->bx - c->x != c->x + c->w - (c->bx + c->bsize)) return 3;         /* centred */
    if (lw > c->w - 2 * (inner + 4)) return 4;                              /* 4 units inside */
    if (c->ly - c->lfont * 76 / 100 < board_bottom + 2) return 5;
    if (c->kfont) {
        long kw = text_em("key 00000000000", 0) * c->kfont / 1000;
        if (c->ly + (c->lfont * 24 + 99) / 100 > c->ky - c->kfont * 76 / 100) return 6;
        if (c->ky + (c->kfont * 24 + 99) / 100 > c->y + c->h - inner - 1) return 7;
        if (kw > c->w - 2 * (inner + 4)) return 8;
    } else if (c->ly + (c->lfont * 24 + 99) / 100 > c->y + c->h - inner - 1) {
        return 9;
    }
    if (c->badge_w) {
        long bw = text_em(c->order, 1) * 12 / 1000 + 838 * 12 / 1000;      /* "#" and digits */
        if (c->badge_x < c->x + inner + 2 || c->badge_y < c->y + inner + 2) return 10;
        if (c->badge_y + c->badge_h + 3 > c->by) return 11;                  /* above the board */
        if (bw + 6 > c->badge_w) return 12;                                 /* 3 units each side */
    }
    if (c->mark[0]) {
        long mw = text_em("goal", 1) * 11 / 1000;
        if (c->mark_x > c->x + c->w - inner - 3 || c->mark_y + 3 > c->by) return 13;
        if (c->badge_w && c->mark_x - mw < c->badge_x + c->badge_w + 4) return 14;
    }
    return 0;
}

/* A chain of 130 expanded nodes (badges #1 .. #131), g and h of 1, 2 and 3 digits (f up to 3),
 * each with a frontier sibling whose h has 3 digits, some duplicates, some cut off, some keys
 * that differ from f (a key line), the last the goal: every card is clear. */
static void test_card_proportions(void) {
    uint8_t s[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    p8_tree *t = NULL;
    sink out;
    const char *p, *next;
    size_t cards = 0, bad = 0, with_key = 0, with_badge = 0, with_mark = 0, fonts[13] = { 0 };
    unsigned k;
    ASSERT_EQ(p8_tree_new(UINT64_MAX, &t), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, UINT64_MAX, -1, 0, 9, 9, s), P8_OK);
    for (k = 1; k <= 130; k++) {
        unsigned h = k * 7 % 130, hs = 100 + k % 50;
        uint64_t key = k % 5 ? (uint64_t)k + h : 2ull * k + h;
        ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, k, k - 1, (int)(k % 4), k, h, key, s), P8_OK);
        ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, 1000 + k, k - 1, (int)(k % 4), k, hs,
                              k % 3 ? (uint64_t)k + hs : 123456789012ull, s), P8_OK);
        if (k % 4 == 0) ASSERT_EQ(p8_tree_add(t, P8_EVENT_DUPLICATE, 1000 + k, k - 1, 0, k, hs, k + hs, s), P8_OK);
        if (k % 6 == 0) ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, k - 1, 1, k, 1, k + 1, s), P8_OK);
        ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, k, k - 1, (int)(k % 4), k, h, key, s), P8_OK);
    }
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GOAL, 130, 129, 2, 130, 130 * 7 % 130, 130, s), P8_OK);
    sink_init(&out);
    ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &out), P8_OK);
    /* A card is its rect (the only ones with rx="8") and what follows, up to the next card's
     * rect or the legend. */
    for (next = find_str(out.text, "rx=\"8\""); next;) {
        const char *end;
        card c;
        int why, rc;
        for (p = next; p > out.text && strncmp(p, "<rect", 5) != 0; p--)
            ;
        next = find_str(next + 1, "rx=\"8\"");
        if (next)
            for (end = next; end > p && strncmp(end, "<rect", 5) != 0; end--)
                ;
        else
            end = find_str(p, "<g font-size=\"13\"");
        ASSERT_NOT_NULL(end);
        if (!end) break;
        rc = read_card(p, (size_t)(end - p), &c);
        cards++;
        why = rc ? 100 - rc : card_is_clear(&c);
        if (why && bad++ < 5)
            fprintf(stderr, "  card %s (#%s, %s): not clear (%d)\n", c.label, c.order, c.mark, why);
        with_key += c.kfont != 0;
        with_badge += c.badge_w != 0;
        with_mark += c.mark[0] != 0;
        if (c.lfont >= 0 && c.lfont <= 12) fonts[c.lfont]++;
    }
    ASSERT_EQ(cards, p8_tree_count(t));
    ASSERT_EQ(bad, 0);
    ASSERT_EQ(with_badge, 131);
    ASSERT_TRUE(with_key > 40 && with_mark > 50);
    ASSERT_TRUE(fonts[12] > 0 && fonts[11] > 0 && fonts[10] > 0);
    ASSERT_TRUE(find_str(out.text, ">#131</text>") != NULL);
    sink_free(&out);
    p8_tree_free(t);
}

/* Successors the search did not keep (id UINT64_MAX): a record each, a duplicate when a
 * DUPLICATE follows, cut off otherwise; never a parent. */
static void test_unkept(void) {
    uint8_t a[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 }, b[9] = { 1, 2, 3, 4, 5, 6, 7, 0, 8 },
            c[9] = { 1, 2, 3, 4, 5, 0, 7, 8, 6 };
    p8_tree *t = NULL;
    sink s;
    ASSERT_EQ(p8_tree_new(5, &t), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, 0, P8_MOVE_UP, 1, 1, 2, b), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, 0, UINT64_MAX, -1, 0, 0, 0, a), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, 0, P8_MOVE_LEFT, 1, 1, 2, b), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_DUPLICATE, UINT64_MAX, 0, P8_MOVE_LEFT, 1, 1, 2, b), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, 0, P8_MOVE_UP, 1, 1, 2, c), P8_OK);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_DUPLICATE, UINT64_MAX, 0, P8_MOVE_UP, 1, 1, 2, b), P8_OK);
    ASSERT_EQ(p8_tree_count(t), 4);                       /* the last DUPLICATE: a new record */
    ASSERT_EQ(t->rec[1].flags, P8__REC_DUPLICATE);
    ASSERT_EQ(t->rec[2].flags, P8__REC_CUTOFF);
    ASSERT_EQ(t->rec[3].flags, P8__REC_DUPLICATE);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_EXPAND, UINT64_MAX, 0, P8_MOVE_UP, 1, 1, 2, c), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GOAL, UINT64_MAX, 0, P8_MOVE_UP, 1, 1, 2, c), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, UINT64_MAX, 0, 1, 1, 2, c), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, UINT64_MAX, 77, 0, 1, 1, 2, c), P8_EINVAL);
    ASSERT_EQ(p8_tree_add(t, P8_EVENT_GENERATE, 9, UINT64_MAX - 1, 0, 1, 1, 2, c), P8_EINVAL);
    ASSERT_EQ(p8_tree_count(t), 4);
    sink_init(&s);
    ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, ">dup</text>"), 2 + 1);
    ASSERT_EQ(count_of(s.text, ">cut</text>"), 1 + 1);
    sink_free(&s);
    sink_init(&s);
    ASSERT_EQ(p8_dot_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, "[label=<"), 4);
    ASSERT_TRUE(strstr(s.text, "n0 -> n3 [label=\"U\"];") != NULL);
    sink_free(&s);
    p8_tree_free(t);
}

static void test_empty_tree(void) {
    p8_tree *t = NULL;
    sink s;
    ASSERT_EQ(p8_tree_new(10, &t), P8_OK);
    sink_init(&s);
    ASSERT_EQ(p8_svg_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, "rx=\"8\""), 0);
    ASSERT_TRUE(strstr(s.text, "solution path") != NULL); /* the legend alone */
    sink_free(&s);
    sink_init(&s);
    ASSERT_EQ(p8_dot_tree(t, NULL, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, "[label=<"), 0);
    sink_free(&s);
    p8_tree_free(t);
}

static void test_failing_writers(void) {
    long goal_at;
    p8_tree *t = tree_of("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", 1, UINT64_MAX, &goal_at);
    int which;
    for (which = 0; which < 2; which++) {
        unsigned long total, k;
        sink s;
        sink_init(&s);
        ASSERT_EQ((which ? p8_dot_tree : p8_svg_tree)(t, NULL, sink_write, &s), P8_OK);
        total = s.calls;
        ASSERT_TRUE(total >= 2);
        ASSERT_TRUE(s.biggest <= 4096);
        sink_free(&s);
        for (k = 1; k <= total; k++) {
            sink_init(&s);
            s.fail_at = k;
            s.fail_value = (int)k * 3 + 1;
            ASSERT_EQ((which ? p8_dot_tree : p8_svg_tree)(t, NULL, sink_write, &s), s.fail_value);
            ASSERT_EQ(s.calls, k);
            sink_free(&s);
        }
    }
    p8_tree_free(t);
}

/* OOM: the tree's allocations fail one by one (and from one on): P8_ENOMEM, the tree unchanged
 * and usable, nothing leaked; the drawings' layout fails before anything is written. */
static void test_oom(void) {
    uint8_t s[9], g[9];
    unsigned long n;
    long goal_at;
    chaos c;
    p8_allocator a;
    memset(&c, 0, sizeof c);
    a = chaos_allocator(&c);
    tiles_of("7 3 4 8 2 6 5 1 0", s);
    tiles_of("1 2 3 4 5 6 7 8 0", g);
    goal_at = mini_search(nodes, s, g, 1, 1, no_event, NULL);
    ASSERT_TRUE(goal_at > 40);
    for (n = 0; n < 200; n++) {
        p8_tree *t = NULL;
        unsigned long i;
        int fail_after;
        for (fail_after = 0; fail_after < 2; fail_after++) {
            chaos_arm(&c, n, fail_after);
            if (p8_tree_new_with_allocator(UINT64_MAX, &a, &t) != P8_OK) {
                ASSERT_NULL(t);
                ASSERT_EQ(c.live, 0);
                continue;
            }
            for (i = 0; nodes[i].id == i && i < 40; i++) {
                size_t before = p8_tree_count(t);
                int event = i == 0 ? P8_EVENT_EXPAND : P8_EVENT_GENERATE;
                int rc = p8_tree_add(t, event, nodes[i].id, nodes[i].parent, nodes[i].move,
                                     nodes[i].g, nodes[i].h, nodes[i].key, nodes[i].s);
                if (rc != P8_OK) {
                    ASSERT_EQ(rc, P8_ENOMEM);
                    ASSERT_EQ(p8_tree_count(t), before);
                    if (fail_after) break;
                    /* the allocator works again: the same add succeeds */
                    ASSERT_EQ(p8_tree_add(t, event, nodes[i].id, nodes[i].parent, nodes[i].move,
                                          nodes[i].g, nodes[i].h, nodes[i].key, nodes[i].s), P8_OK);
                }
            }
            {
                sink k;
                int rc;
                sink_init(&k);
                chaos_arm(&c, 0, 1); /* every allocation refused */
                rc = p8_svg_tree(t, NULL, sink_write, &k);
                ASSERT_TRUE(p8_tree_count(t) == 0 ? rc == P8_OK : rc == P8_ENOMEM);
                if (rc == P8_ENOMEM) ASSERT_EQ(k.calls, 0);
                rc = p8_dot_tree(t, NULL, sink_write, &k);
                ASSERT_TRUE(p8_tree_count(t) == 0 ? rc == P8_OK : rc == P8_ENOMEM);
                sink_free(&k);
                for (i = 1; i < 8; i++) { /* each of the layout's allocations fails in turn */
                    sink_init(&k);
                    chaos_arm(&c, i, 0);
                    rc = p8_svg_tree(t, NULL, sink_write, &k);
                    ASSERT_TRUE(rc == P8_OK || rc == P8_ENOMEM);
                    sink_free(&k);
                }
            }
            p8_tree_free(t);
            ASSERT_EQ(c.live, 0);
        }
    }
}

int main(void) {
    RUN(test_new_and_errors);
    RUN(test_cap);
    RUN(test_layout_random);
    RUN(test_path_and_drawings);
    RUN(test_marks);
    RUN(test_card_proportions);
    RUN(test_unkept);
    RUN(test_empty_tree);
    RUN(test_failing_writers);
    RUN(test_oom);
    return TEST_REPORT();
}
