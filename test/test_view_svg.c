/* SPDX-License-Identifier: MIT */
/*
 * test_view_svg.c - p8_svg_board and p8_svg_solution: the contract (buffers of every tiny size,
 * statuses, failing writers), and what the pictures hold, checked on every board: each tile's
 * number at its cell, the blank's shaded cell at the blank, the moved tile highlighted; a
 * filmstrip's boards, arrows and moves against the result. XML well-formedness and the rendered
 * pixels are checked by test/view_test.sh (test/view_test.py). Public API only.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"
#include "view_support.h"
#include "view/view.h"

#include <limits.h>

#define BLANK_FILL "fill=\"#52647a\""
#define MOVED_FILL "fill=\"#ffc94d\""
#define FRAME_FILL "fill=\"#2e3d4f\""
/* The board's geometry at 60 units a cell: padding 8, gap 4. */
#define CELL_XY(i, k) (8 + ((k) ? (i) / 3 : (i) % 3) * 64)

/* The x and y of the rect drawn with `fill`, or -1 if none (or more than one). */
static int rect_at(const char *svg, const char *fill, int *x, int *y) {
    const char *p = strstr(svg, fill), *r;
    if (!p || strstr(p + 1, fill)) return -1;
    for (r = p; r > svg && strncmp(r, "<rect", 5) != 0; r--)
        ;
    return sscanf(r, "<rect x=\"%d\" y=\"%d\"", x, y) == 2 ? 0 : -1;
}

/* Every permutation; under P8_TEST_QUICK (asan, valgrind) every 101st, since ASan's
 * strict_string_checks make the many strstr calls per picture slow (over 15 minutes). */
static void test_board_every_state(void) {
    static char buf[4096];
    unsigned long bad_len = 0, bad_blank = 0, bad_tiles = 0, bad_moved = 0, bad_same = 0;
    uint32_t rank, stride = test_level() == 0 ? 101 : 1;
    for (rank = 0; rank < P8_NUM_PERMUTATIONS; rank += stride) {
        p8_board *b = NULL;
        uint8_t t[9];
        int n, m, x = -1, y = -1, blank, moved;
        if (p8_board_from_rank(rank, &b) != P8_OK) {
            bad_len++;
            continue;
        }
        p8_board_tiles(b, t);
        blank = p8_board_blank(b);
        n = p8_svg_board(b, 0, buf, sizeof buf);
        if (n <= 0 || (size_t)n >= sizeof buf || strlen(buf) != (size_t)n || n > 3000) bad_len++;
        if (rect_at(buf, BLANK_FILL, &x, &y) != 0 || x != CELL_XY(blank, 0) || y != CELL_XY(blank, 1))
            bad_blank++;
        if (strstr(buf, MOVED_FILL) || count_of(buf, "<text") != 8) bad_tiles++;
        else {
            int i;
            for (i = 0; i < 9; i++) {
                char want[64];
                if (!t[i]) continue;
                snprintf(want, sizeof want, "<text x=\"%d\" y=\"%d\" font-size=\"33\"",
                         CELL_XY(i, 0) + 30, CELL_XY(i, 1) + 30 + 11);
                if (!strstr(buf, want)) {
                    bad_tiles++;
                    break;
                }
            }
        }
        if (rank % 997 == 0) { /* the same board draws the same text */
            static char again[4096];
            p8_svg_board(b, 0, again, sizeof again);
            if (strcmp(buf, again) != 0) bad_same++;
        }
        /* On every 7th board, highlight one tile (by the rank, so each tile in each cell comes
         * up): the amber cell is that tile's cell. */
        moved = 1 + (int)(rank / 7 % 8);
        if (rank % 7 == 0) {
            int i, cell = 0;
            m = p8_svg_board(b, moved, buf, sizeof buf);
            for (i = 0; i < 9; i++)
                if (t[i] == moved) cell = i;
            if (m != n || rect_at(buf, MOVED_FILL, &x, &y) != 0 || x != CELL_XY(cell, 0) ||
                y != CELL_XY(cell, 1))
                bad_moved++;
        }
        p8_board_free(b);
    }
    ASSERT_EQ(bad_len, 0);
    ASSERT_EQ(bad_blank, 0);
    ASSERT_EQ(bad_tiles, 0);
    ASSERT_EQ(bad_moved, 0);
    ASSERT_EQ(bad_same, 0);
}

static void test_board_buffers(void) {
    p8_board *b = mk("1 3 4 8 6 2 7 0 5");
    char full[4096], small[4096];
    int n = p8_svg_board(b, 6, full, sizeof full), k;
    ASSERT_TRUE(n > 1000);
    ASSERT_EQ(p8_svg_board(b, 6, NULL, 0), n);            /* a length query */
    memset(small, 'x', sizeof small);
    ASSERT_EQ(p8_svg_board(b, 6, small, 0), n);           /* cap 0: nothing written */
    ASSERT_EQ(small[0], 'x');
    ASSERT_EQ(p8_svg_board(b, 6, small, 1), n);           /* cap 1: "" */
    ASSERT_EQ(small[0], '\0');
    ASSERT_EQ(small[1], 'x');
    for (k = 2; k <= n + 1; k += (k < 40 || k > n - 40) ? 1 : 97) {
        memset(small, 'x', sizeof small);
        ASSERT_EQ(p8_svg_board(b, 6, small, (size_t)k), n);
        ASSERT_EQ(strlen(small), k - 1);                  /* cap-1 bytes and the NUL */
        ASSERT_TRUE(strncmp(small, full, (size_t)k - 1) == 0);
        ASSERT_EQ(small[k], 'x');                         /* nothing beyond cap */
    }
    ASSERT_STR_EQ(small, full);                           /* cap n+1: exact */
    ASSERT_TRUE(starts_with(full, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
    ASSERT_TRUE(ends_with(full, "</svg>\n"));
    ASSERT_TRUE(strstr(full, "<title>8-puzzle board 1 3 4 / 8 6 2 / 7 0 5</title>") != NULL);
    ASSERT_TRUE(strstr(full, "width=\"204\" height=\"204\"") != NULL);
    p8_board_free(b);
}

static void test_board_errors(void) {
    p8_board *b = mk("1 2 3 4 5 6 7 8 0");
    char buf[64] = "unchanged";
    ASSERT_EQ(p8_svg_board(NULL, 0, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "");
    strcpy(buf, "unchanged");
    ASSERT_EQ(p8_svg_board(b, -1, buf, sizeof buf), P8_EINVAL);
    ASSERT_STR_EQ(buf, "");
    ASSERT_EQ(p8_svg_board(b, 9, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_svg_board(b, 1000, buf, 0), P8_EINVAL);
    ASSERT_TRUE(p8_svg_board(b, 8, NULL, 0) > 0);
    p8_board_free(b);
}

/* A solved result from start to goal with algorithm alg. */
static p8_result *solved(const char *start, const char *goal, int alg) {
    p8_board *s = mk(start), *g = goal ? mk(goal) : NULL;
    p8_result *r = NULL;
    ASSERT_EQ(p8_solve(s, g, alg, P8_H_DEFAULT, &r), P8_OK);
    p8_board_free(s);
    p8_board_free(g);
    return r;
}

/* The move letters of a filmstrip, in order: the bold 22-unit texts. */
static void letters_of(const char *svg, char *out, size_t cap) {
    const char *p = svg, *key = "font-size=\"22\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#3b4754\">";
    size_t n = 0;
    while ((p = find_str(p, key)) != NULL && n + 1 < cap) {
        p += strlen(key);
        out[n++] = *p;
    }
    out[n] = '\0';
}

static void test_solution_content(void) {
    p8_result *r = solved("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", P8_ALG_ASTAR);
    sink s;
    char moves[64], seen[64];
    size_t len = p8_result_length(r);
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 0, sink_write, &s), P8_OK);
    ASSERT_EQ(len, 5);
    ASSERT_EQ(count_of(s.text, FRAME_FILL), len + 1);    /* one frame per board */
    ASSERT_EQ(count_of(s.text, BLANK_FILL), len + 1);    /* one blank per board */
    ASSERT_EQ(count_of(s.text, MOVED_FILL), len);        /* every board after a move */
    ASSERT_EQ(count_of(s.text, "<path d=\"M"), len);     /* an arrow per move */
    p8_result_moves_string(r, moves, sizeof moves);
    letters_of(s.text, seen, sizeof seen);
    ASSERT_STR_EQ(seen, moves);
    ASSERT_TRUE(strstr(s.text, ">start</text>") != NULL);
    ASSERT_TRUE(strstr(s.text, ">goal</text>") != NULL);
    ASSERT_TRUE(strstr(s.text, "<title>8-puzzle solution: 5 moves</title>") != NULL);
    /* One row: 2 margins of 20, 6 boards of 134, 5 gaps of 72. */
    ASSERT_TRUE(strstr(s.text, "width=\"1204\" height=\"204\"") != NULL);
    ASSERT_TRUE(starts_with(s.text, "<?xml "));
    ASSERT_TRUE(ends_with(s.text, "</svg>\n"));
    ASSERT_EQ(s.zero_len_calls, 0);
    sink_free(&s);
    /* Three boards a row: rows of 3, 3; the arrow of a row's first board ends the row above. */
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 3, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, FRAME_FILL), len + 1);
    ASSERT_EQ(count_of(s.text, "<path d=\"M"), len);
    ASSERT_TRUE(strstr(s.text, "width=\"658\" height=\"394\"") != NULL);
    letters_of(s.text, seen, sizeof seen);
    ASSERT_STR_EQ(seen, moves);
    sink_free(&s);
    /* per_row beyond the boards: one row, as 0. */
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 1000, sink_write, &s), P8_OK);
    ASSERT_TRUE(strstr(s.text, "width=\"1204\" height=\"204\"") != NULL);
    sink_free(&s);
    p8_result_free(r);
}

static void test_solution_start_is_goal(void) {
    p8_result *r = solved("1 2 3 4 5 6 7 8 0", NULL, P8_ALG_BFS);
    sink s;
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 0, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, FRAME_FILL), 1);
    ASSERT_EQ(count_of(s.text, "<path d=\"M"), 0);
    ASSERT_TRUE(strstr(s.text, ">start = goal</text>") != NULL);
    ASSERT_TRUE(strstr(s.text, "<title>8-puzzle solution: 0 moves</title>") != NULL);
    sink_free(&s);
    p8_result_free(r);
    /* one move: "1 move", two boards and one arrow */
    r = solved("1 2 3 4 5 6 7 0 8", NULL, P8_ALG_BFS);
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 0, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, FRAME_FILL), 2);
    ASSERT_EQ(count_of(s.text, "<path d=\"M"), 1);
    ASSERT_TRUE(strstr(s.text, "<title>8-puzzle solution: 1 move</title>") != NULL);
    sink_free(&s);
    p8_result_free(r);
}

/* A long DFS path streams in pieces of at most 4096 bytes; every board is there. */
static void test_solution_long(void) {
    p8_result *r = solved("8 0 6 5 4 7 2 3 1", NULL, P8_ALG_DFS);
    size_t len = p8_result_length(r);
    char *moves = malloc(len + 1), *seen = malloc(len + 1);
    sink s;
    sink_init(&s);
    ASSERT_TRUE(len > 1000);
    ASSERT_EQ(p8_svg_solution(r, 20, sink_write, &s), P8_OK);
    ASSERT_EQ(count_of(s.text, FRAME_FILL), len + 1);
    ASSERT_TRUE(s.biggest <= 4096);
    ASSERT_TRUE(s.calls > 100);
    ASSERT_EQ(s.zero_len_calls, 0);
    p8_result_moves_string(r, moves, len + 1);
    letters_of(s.text, seen, len + 1);
    ASSERT_STR_EQ(seen, moves);
    free(moves);
    free(seen);
    sink_free(&s);
    p8_result_free(r);
}

static void test_solution_failing_writer(void) {
    p8_result *r = solved("8 0 6 5 4 7 2 3 1", NULL, P8_ALG_ASTAR);
    unsigned long total, k;
    sink s;
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(r, 0, sink_write, &s), P8_OK);
    total = s.calls;
    ASSERT_TRUE(total >= 3);
    sink_free(&s);
    for (k = 1; k <= total; k++) { /* fail at each call in turn: that value, no call after */
        sink_init(&s);
        s.fail_at = k;
        s.fail_value = k % 2 ? -1000 - (int)k : 7;
        ASSERT_EQ(p8_svg_solution(r, 0, sink_write, &s), s.fail_value);
        ASSERT_EQ(s.calls, k);
        ASSERT_EQ(s.calls_after_failure, 0);
        sink_free(&s);
    }
    p8_result_free(r);
}

static void test_solution_errors(void) {
    p8_result *r = solved("1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5", P8_ALG_ASTAR), *u = NULL;
    p8_board *far = mk("8 0 6 5 4 7 2 3 1");
    p8_search *se = NULL;
    sink s;
    sink_init(&s);
    ASSERT_EQ(p8_svg_solution(NULL, 0, sink_write, &s), P8_EINVAL);
    ASSERT_EQ(p8_svg_solution(r, 0, NULL, &s), P8_EINVAL);
    ASSERT_EQ(p8_search_new(&se), P8_OK);
    ASSERT_EQ(p8_search_set_limit(se, P8_LIMIT_EXPANSIONS, 3), P8_OK);
    ASSERT_EQ(p8_search_run(se, far, NULL, &u), P8_ELIMIT);
    ASSERT_EQ(p8_svg_solution(u, 0, sink_write, &s), P8_EINVAL); /* not solved: nothing to draw */
    ASSERT_EQ(s.calls, 0);
    sink_free(&s);
    p8_result_free(u);
    p8_search_free(se);
    p8_board_free(far);
    p8_result_free(r);
}

/* The tree picture's size (issue 25.10): a chain of 11.1 M records made height = depth * 194
 * overflow int (UBSan), and 16.3 M leaves the width. The guard the drawing uses refuses a picture
 * whose width or height would pass INT_MAX, at exactly the first size that would; below it, the
 * size is the drawing's. (Building an 11 M record tree in a test costs a gigabyte: the guard is
 * tested on sizes, and p8_svg_tree on a small tree, that it calls it.) */
static void test_tree_size_guard(void) {
    int w = 0, h = 0;
    /* 28 margin, 194 a level, 134 a card, 24 below it, 64 the legend; 132 a leaf column */
    const uint64_t max_depth = ((uint64_t)INT_MAX - 2 * 28 - 134 - 24 - 64) / 194;
    const uint64_t max_cols = ((uint64_t)INT_MAX - 2 * 28) / 132;
    ASSERT_EQ(p8__tree_svg_size(0, 0, 0, &w, &h), P8_OK); /* the legend alone */
    ASSERT_EQ(w, 2 * 28 + 760);
    ASSERT_EQ(h, 2 * 28 + 64);
    ASSERT_EQ(p8__tree_svg_size(1, 0, 2, &w, &h), P8_OK); /* one card */
    ASSERT_EQ(h, 2 * 28 + 134 + 24 + 64);
    ASSERT_EQ(p8__tree_svg_size(max_depth + 1, max_depth, 2, &w, &h), P8_OK);
    ASSERT_EQ_U64((uint64_t)h, 2 * 28 + max_depth * 194 + 134 + 24 + 64);
    ASSERT_TRUE(h <= INT_MAX && h > INT_MAX - 194);
    ASSERT_EQ(p8__tree_svg_size(max_depth + 2, max_depth + 1, 2, &w, &h), P8_EINVAL);
    ASSERT_EQ(p8__tree_svg_size(11100000, 11100000 - 1, 2, &w, &h), P8_EINVAL); /* the chain */
    ASSERT_EQ(p8__tree_svg_size(UINT32_MAX, UINT32_MAX, 2, &w, &h), P8_EINVAL);
    ASSERT_EQ(p8__tree_svg_size(max_cols, 1, 2 * max_cols, &w, &h), P8_OK);
    ASSERT_EQ_U64((uint64_t)w, 2 * 28 + max_cols * 132);
    ASSERT_EQ(p8__tree_svg_size(max_cols + 1, 1, 2 * (max_cols + 1), &w, &h), P8_EINVAL);
    ASSERT_EQ(p8__tree_svg_size(16300000, 1, 2 * 16300000ull, &w, &h), P8_EINVAL);
    ASSERT_EQ(p8__tree_svg_size(UINT32_MAX, 1, UINT64_MAX, &w, &h), P8_EINVAL);
    /* a real tree: its picture's declared size is the guard's */
    {
        p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5");
        p8_search *s = NULL;
        p8_tree *t = NULL;
        p8_result *r = NULL;
        p8__layout l;
        sink k;
        char want[64];
        ASSERT_EQ(p8_search_new(&s), P8_OK);
        ASSERT_EQ(p8_tree_new(6, &t), P8_OK);
        ASSERT_EQ(p8_tree_run(t, s, b, g, &r), P8_OK);
        sink_init(&k);
        ASSERT_EQ(p8_svg_tree(t, r, sink_write, &k), P8_OK);
        ASSERT_EQ(p8__layout_make(t, r, &l), P8_OK);
        ASSERT_TRUE(l.depth >= 2 && l.width2 >= 4);
        ASSERT_EQ(p8__tree_svg_size(l.n, l.depth, l.width2, &w, &h), P8_OK);
        p8__layout_free(&l);
        snprintf(want, sizeof want, "width=\"%d\" height=\"%d\"", w, h);
        ASSERT_TRUE(strstr(k.text, want) != NULL);
        if (!strstr(k.text, want)) fprintf(stderr, "  want %s in %.300s\n", want, k.text);
        sink_free(&k);
        p8_result_free(r);
        p8_tree_free(t);
        p8_search_free(s);
        p8_board_free(b);
        p8_board_free(g);
    }
}

/* A bidirectional search's tree has two roots: the start, and the goal searched back from. */
static void test_tree_two_roots(void) {
    p8_board *b = mk("1 2 3 4 5 6 0 7 8");
    p8_search *s = NULL;
    p8_tree *t = NULL;
    p8_result *r = NULL;
    sink out;
    ASSERT_EQ(p8_search_new(&s), P8_OK);
    ASSERT_EQ(p8_search_set_algorithm(s, P8_ALG_BIBFS), P8_OK);
    ASSERT_EQ(p8_tree_new(100, &t), P8_OK);
    ASSERT_EQ(p8_tree_run(t, s, b, NULL, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 2);
    sink_init(&out);
    ASSERT_EQ(p8_svg_tree(t, r, sink_write, &out), P8_OK);
    ASSERT_EQ(count_of(out.text, ">goal (searched back)</text>"), 1);
    ASSERT_EQ(count_of(out.text, ">start</text>"), 1);
    sink_free(&out);
    p8_result_free(r);
    p8_tree_free(t);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_tree_size_guard);
    RUN(test_board_every_state);
    RUN(test_board_buffers);
    RUN(test_board_errors);
    RUN(test_solution_content);
    RUN(test_solution_start_is_goal);
    RUN(test_solution_long);
    RUN(test_solution_failing_writer);
    RUN(test_solution_errors);
    RUN(test_tree_two_roots);
    return TEST_REPORT();
}
