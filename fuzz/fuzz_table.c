/* SPDX-License-Identifier: MIT */
/*
 * fuzz_table.c - libFuzzer target for the table queries and the graph's neighbours.
 *
 * Input bytes: [0] picks one of two tables (goal 1 2 3 4 5 6 7 8 0, or 1 2 3 8 0 4 7 6 5, built
 * once per process); [1..9] are raw tiles, given as they are to p8_graph_neighbors_tiles and
 * p8_board_new, and otherwise turned into a permutation (a Fisher-Yates shuffle driven by them);
 * [10] a distance; [11..18] a seed. Invariants (any violation aborts):
 *  - raw tiles are rejected with P8_EBADBOARD exactly when they are not a permutation;
 *  - a board of the other component gives P8_EUNSOLVABLE from every query, and the heuristic 0;
 *  - otherwise: 0 <= d <= the largest distance; each legal move changes d by exactly 1 and the
 *    optimal-moves mask holds exactly the moves to d - 1; the count of optimal solutions is
 *    >= 1 and equals the number listed, each listed path being d legal moves to the goal;
 *    p8_table_solve returns d moves to the goal; p8_table_heuristic and p8_table_distance_rank
 *    agree with d;
 *  - a random board at distance D (0..39) exists exactly when some board is at D, and is at D.
 * Built with -fsanitize=fuzzer by `make fuzz`; fuzz/replay.c makes it a plain replay program.
 */
#include "puzzle8.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                  \
    do {                                                                          \
        if (!(c)) failed(__LINE__, #c);                                           \
    } while (0)

static void failed(int line, const char *what) {
    fprintf(stderr, "fuzz_table.c:%d: invariant failed: %s\n", line, what);
    abort();
}

static p8_table *tables[2];
static uint8_t goals[2][9] = {{1, 2, 3, 4, 5, 6, 7, 8, 0}, {1, 2, 3, 8, 0, 4, 7, 6, 5}};

/* The board after move m from t, by this file's own rule; 0 if illegal. */
static int moved(const uint8_t t[9], int m, uint8_t u[9]) {
    int b = 0, r, c;
    while (t[b]) b++;
    r = b / 3 + (m == 0 ? -1 : m == 1 ? 1 : 0);
    c = b % 3 + (m == 2 ? -1 : m == 3 ? 1 : 0);
    if (r < 0 || r > 2 || c < 0 || c > 2) return 0;
    memcpy(u, t, 9);
    u[b] = u[r * 3 + c];
    u[r * 3 + c] = 0;
    return 1;
}

static int inversion_parity(const uint8_t t[9]) {
    int n = 0, i, j;
    for (i = 0; i < 9; i++)
        for (j = i + 1; j < 9; j++) n += t[i] && t[j] && t[i] > t[j];
    return n & 1;
}

typedef struct listing {
    const uint8_t *goal;
    size_t length;
    uint64_t n;
} listing;

static int each(const uint8_t start[9], const uint8_t *moves, size_t len, void *ud) {
    listing *L = ud;
    uint8_t t[9], u[9];
    size_t i;
    CHECK(len == L->length);
    memcpy(t, start, 9);
    for (i = 0; i < len; i++) {
        CHECK(moved(t, moves[i], u));
        memcpy(t, u, 9);
    }
    CHECK(memcmp(t, L->goal, 9) == 0);
    return ++L->n >= 100000 ? 1 : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t in[19] = {0}, raw[9], t[9], u[9], out[36];
    p8_board *b = NULL;
    p8_result *r = NULL;
    p8_table *tb;
    uint64_t seed = 0, count = 0;
    const uint8_t *goal;
    unsigned seen = 0;
    int i, d, mask, rc, valid = 1, max;
    memcpy(in, data, size < sizeof in ? size : sizeof in);
    if (!tables[in[0] & 1]) {
        p8_board *g = NULL;
        if (p8_board_new(goals[in[0] & 1], &g) != P8_OK || p8_table_build(g, &tables[in[0] & 1]) != P8_OK)
            abort();
        p8_board_free(g);
    }
    tb = tables[in[0] & 1];
    goal = goals[in[0] & 1];
    max = p8_table_histogram(tb, NULL, 0);
    memcpy(raw, in + 1, 9);
    for (i = 0; i < 9; i++) {
        valid = valid && raw[i] <= 8 && !(seen >> raw[i] & 1);
        if (raw[i] <= 8) seen |= 1u << raw[i];
    }
    rc = p8_graph_neighbors_tiles(raw, out);
    CHECK(valid ? rc >= 0 : rc == P8_EBADBOARD);
    rc = p8_board_new(raw, &b);
    CHECK(valid ? rc == P8_OK : rc == P8_EBADBOARD);
    p8_board_free(b);
    for (i = 0; i < 9; i++) t[i] = (uint8_t)i;
    for (i = 8; i > 0; i--) { /* a permutation from the raw bytes */
        int j = raw[i] % (i + 1);
        uint8_t x = t[i];
        t[i] = t[j];
        t[j] = x;
    }
    for (i = 0; i < 8; i++) seed = seed << 8 | in[11 + i];
    if (p8_board_new(t, &b) != P8_OK) abort();
    d = p8_table_distance(tb, b);
    if (d == P8_EUNSOLVABLE) {
        CHECK(inversion_parity(t) != inversion_parity(goal));
        CHECK(p8_table_optimal_moves(tb, b) == P8_EUNSOLVABLE);
        CHECK(p8_table_count_solutions(tb, b, &count) == P8_EUNSOLVABLE);
        CHECK(p8_table_solve(tb, b, &r) == P8_EUNSOLVABLE && r == NULL);
        CHECK(p8_table_heuristic(t, goal, tb) == 0);
        CHECK(p8_table_distance_rank(tb, (uint32_t)p8_board_rank(b)) == P8_EUNSOLVABLE);
    } else {
        listing L;
        CHECK(d >= 0 && d <= max);
        mask = p8_table_optimal_moves(tb, b);
        CHECK(mask >= 0 && (mask == 0) == (d == 0));
        for (i = 0; i < 4; i++) {
            p8_board *n = NULL;
            int dn;
            if (!moved(t, i, u)) {
                CHECK(!(mask >> i & 1));
                continue;
            }
            if (p8_board_new(u, &n) != P8_OK) abort();
            dn = p8_table_distance(tb, n);
            CHECK(dn == d - 1 || dn == d + 1);
            CHECK(((mask >> i) & 1) == (dn == d - 1));
            p8_board_free(n);
        }
        CHECK(p8_table_count_solutions(tb, b, &count) == P8_OK && count >= 1);
        L.goal = goal;
        L.length = (size_t)d;
        L.n = 0;
        rc = p8_table_list_solutions(tb, b, each, &L);
        CHECK(rc == P8_OK ? L.n == count : (rc == 1 && L.n == 100000));
        CHECK(p8_table_solve(tb, b, &r) == P8_OK && p8_result_length(r) == (size_t)d);
        CHECK(p8_result_state_at(r, (size_t)d, u) == P8_OK && memcmp(u, goal, 9) == 0);
        p8_result_free(r);
        CHECK(p8_table_heuristic(t, goal, tb) == (unsigned)d);
        CHECK(p8_table_distance_rank(tb, (uint32_t)p8_board_rank(b)) == d);
    }
    p8_board_free(b);
    rc = p8_table_random_board(tb, in[10] % 40u, seed, &b);
    if (in[10] % 40u <= (unsigned)max) {
        CHECK(rc == P8_OK && p8_table_distance(tb, b) == (int)(in[10] % 40u));
        p8_board_free(b);
    } else {
        CHECK(rc == P8_EINVAL && b == NULL);
    }
    return 0;
}
