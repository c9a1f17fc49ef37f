/* SPDX-License-Identifier: MIT */
/*
 * test_board_layout.c - boards in the shapes peers use: from the cell of each tile
 * (p8_board_from_positions, p8_board_positions: inverse of each other on all 362,880
 * permutations, each refused input with its reason), transposed (column-major text: the
 * example of slidingpuzzle's docs, an involution on every board, each cell checked against the
 * oracle's rule), two tiles swapped (every pair on every board of a sample flips solvability
 * and swaps back; the blank and bad tiles refused).
 */
#include "puzzle8.h"
#include "oracle.h"
#include "support.h"
#include "test.h"

static void test_positions_examples(void) {
    /* aima-java's example board 5 4 0 / 6 1 8 / 7 3 2: the blank on cell 2, tile 1 on cell 4 */
    const uint8_t pos[9] = {2, 4, 8, 7, 1, 0, 3, 6, 5};
    uint8_t back[9], tiles[9];
    char why[96] = "x";
    p8_board *b = NULL, *want = mk("5 4 0 6 1 8 7 3 2");
    ASSERT_EQ(p8_board_from_positions(pos, &b, why, sizeof why), P8_OK);
    ASSERT_STR_EQ(why, "");
    ASSERT_EQ(p8_board_equal(b, want), 1);
    ASSERT_EQ(p8_board_positions(b, back), P8_OK);
    ASSERT_TRUE(memcmp(back, pos, 9) == 0);
    ASSERT_EQ(p8_board_positions(NULL, back), P8_EINVAL);
    ASSERT_EQ(p8_board_positions(b, NULL), P8_EINVAL);
    p8_board_tiles(b, tiles);
    ASSERT_EQ(tiles[pos[1]], 1);
    p8_board_free(b);
    p8_board_free(want);
}

static void expect_bad(const uint8_t pos[9], const char *reason) {
    char why[96] = "x";
    p8_board *b = (p8_board *)&b;
    ASSERT_EQ(p8_board_from_positions(pos, &b, why, sizeof why), P8_EBADBOARD);
    ASSERT_NULL(b);
    ASSERT_STR_EQ(why, reason);
}

static void test_positions_refused(void) {
    const uint8_t out_of_range[9] = {0, 1, 2, 3, 9, 5, 6, 7, 8};
    const uint8_t blank_far[9] = {200, 1, 2, 3, 4, 5, 6, 7, 8};
    const uint8_t twice[9] = {0, 1, 3, 3, 4, 5, 6, 7, 8};
    const uint8_t with_blank[9] = {4, 1, 2, 3, 4, 5, 6, 7, 8};
    const uint8_t ok[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    char why[8] = "x";
    p8_board *b = (p8_board *)&b;
    expect_bad(out_of_range, "cell 9 of tile 4 is out of range (0-8)");
    expect_bad(blank_far, "cell 200 of the blank is out of range (0-8)");
    expect_bad(twice, "tile 2 and tile 3 are both on cell 3");
    expect_bad(with_blank, "the blank and tile 4 are both on cell 4");
    ASSERT_EQ(p8_board_from_positions(NULL, &b, why, sizeof why), P8_EINVAL);
    ASSERT_NULL(b);
    ASSERT_STR_EQ(why, "");
    ASSERT_EQ(p8_board_from_positions(ok, NULL, NULL, 0), P8_EINVAL);
    /* a short buffer is cut, never overrun; why may be NULL */
    ASSERT_EQ(p8_board_from_positions(twice, &b, why, sizeof why), P8_EBADBOARD);
    ASSERT_STR_EQ(why, "tile 2 ");
    ASSERT_EQ(p8_board_from_positions(twice, &b, NULL, 0), P8_EBADBOARD);
}

/* Every permutation: positions and from_positions are inverse; the positions are the oracle's
 * (cell of each tile found by search). */
static void test_positions_everywhere(void) {
    long bad = 0;
    uint32_t r;
    for (r = 0; r < ORACLE_N; r += test_level() == 0 ? 97 : 1) {
        uint8_t t[9], pos[9], u[9];
        p8_board *b = NULL, *c = NULL;
        int tile, cell;
        oracle_unindex(r, t);
        if (p8_board_new(t, &b) != P8_OK) exit(2);
        p8_board_positions(b, pos);
        for (tile = 0; tile < 9; tile++) {
            for (cell = 0; t[cell] != tile; cell++) continue;
            if (pos[tile] != cell) bad++;
        }
        if (p8_board_from_positions(pos, &c, NULL, 0) != P8_OK) bad++;
        else if (p8_board_tiles(c, u) != P8_OK || memcmp(u, t, 9) != 0) bad++;
        p8_board_free(b);
        p8_board_free(c);
    }
    ASSERT_EQ(bad, 0);
}

static void test_transpose(void) {
    p8_board *cols = mk("1 4 7 2 5 8 3 6 0"), *t = NULL, *back = NULL, *goal = mk("1 2 3 4 5 6 7 8 0");
    char text[18];
    long bad = 0;
    uint32_t r;
    /* slidingpuzzle's from_cols([1, 2, 3], [4, 5, 6], [7, 8, 0]) prints 1 4 7 / 2 5 8 / 3 6 0;
     * read column by column, "1 4 7 2 5 8 3 6 0" is 1 2 3 / 4 5 6 / 7 8 0 */
    ASSERT_EQ(p8_board_transpose(cols, &t), P8_OK);
    ASSERT_EQ(p8_board_equal(t, goal), 1);
    p8_board_format(goal, P8_FORMAT_LINE, text, sizeof text);
    ASSERT_STR_EQ(text, "1 2 3 4 5 6 7 8 0");
    ASSERT_EQ(p8_board_transpose(t, &back), P8_OK);
    ASSERT_EQ(p8_board_equal(back, cols), 1);
    p8_board_free(back);
    back = (p8_board *)&back;
    ASSERT_EQ(p8_board_transpose(NULL, &back), P8_EINVAL);
    ASSERT_NULL(back);
    ASSERT_EQ(p8_board_transpose(t, NULL), P8_EINVAL);
    for (r = 0; r < ORACLE_N; r += test_level() == 0 ? 97 : 7) {
        uint8_t a[9], b2[9];
        p8_board *x = NULL, *y = NULL, *z = NULL;
        int row, col;
        oracle_unindex(r, a);
        if (p8_board_new(a, &x) != P8_OK || p8_board_transpose(x, &y) != P8_OK ||
            p8_board_transpose(y, &z) != P8_OK)
            exit(2);
        p8_board_tiles(y, b2);
        for (row = 0; row < 3; row++)
            for (col = 0; col < 3; col++)
                if (b2[row * 3 + col] != a[col * 3 + row]) bad++;
        if (p8_board_equal(x, z) != 1) bad++;
        p8_board_free(x);
        p8_board_free(y);
        p8_board_free(z);
    }
    ASSERT_EQ(bad, 0);
    p8_board_free(t);
    p8_board_free(cols);
    p8_board_free(goal);
}

static void test_swap_tiles(void) {
    p8_board *g = mk("1 2 3 4 5 6 7 8 0"), *s = NULL, *back = NULL;
    char text[18];
    long bad = 0;
    uint32_t r;
    ASSERT_EQ(p8_board_swap_tiles(g, 7, 8, &s), P8_OK); /* the textbook unsolvable board */
    p8_board_format(s, P8_FORMAT_LINE, text, sizeof text);
    ASSERT_STR_EQ(text, "1 2 3 4 5 6 8 7 0");
    ASSERT_EQ(p8_board_solvable(s, NULL), 0);
    ASSERT_EQ(p8_board_swap_tiles(s, 8, 7, &back), P8_OK);
    ASSERT_EQ(p8_board_equal(back, g), 1);
    p8_board_free(back);
    back = (p8_board *)&back;
    ASSERT_EQ(p8_board_swap_tiles(g, 0, 1, &back), P8_EINVAL);
    ASSERT_NULL(back);
    ASSERT_EQ(p8_board_swap_tiles(g, 1, 0, &back), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(g, 3, 3, &back), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(g, 9, 1, &back), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(g, 1, -1, &back), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(NULL, 1, 2, &back), P8_EINVAL);
    ASSERT_EQ(p8_board_swap_tiles(g, 1, 2, NULL), P8_EINVAL);
    /* every pair on a sample of boards: solvability (the oracle's inversion parity) flips, only
     * the two tiles moved, and swapping again gives the board back */
    for (r = 0; r < ORACLE_N; r += test_level() == 0 ? 9973 : 331) {
        uint8_t t[9], u[9];
        p8_board *x = NULL;
        int a, b, c;
        oracle_unindex(r, t);
        if (p8_board_new(t, &x) != P8_OK) exit(2);
        for (a = 1; a <= 8; a++)
            for (b = 1; b <= 8; b++) {
                p8_board *y = NULL, *z = NULL;
                if (a == b) continue;
                if (p8_board_swap_tiles(x, a, b, &y) != P8_OK || p8_board_swap_tiles(y, a, b, &z) != P8_OK)
                    exit(2);
                p8_board_tiles(y, u);
                if ((oracle_inversions(u) & 1) == (oracle_inversions(t) & 1)) bad++;
                if (p8_board_solvable(y, NULL) == p8_board_solvable(x, NULL)) bad++;
                for (c = 0; c < 9; c++)
                    if (u[c] != (t[c] == a ? b : t[c] == b ? a : t[c])) bad++;
                if (p8_board_equal(x, z) != 1) bad++;
                p8_board_free(y);
                p8_board_free(z);
            }
        p8_board_free(x);
    }
    ASSERT_EQ(bad, 0);
    p8_board_free(s);
    p8_board_free(g);
}

int main(void) {
    RUN(test_positions_examples);
    RUN(test_positions_refused);
    RUN(test_positions_everywhere);
    RUN(test_transpose);
    RUN(test_swap_tiles);
    return TEST_REPORT();
}
