/* SPDX-License-Identifier: MIT */
/*
 * oracle_field.h - independent answers for the heuristics added in 0.4.0 (Gaschnig's,
 * Euclidean, corner tiles, last moves) and for pattern databases, written without the library
 * and by other methods than src/board/heuristic_*.c and src/space/pdb.c use:
 *  - Gaschnig's heuristic as an exact BFS over all 9! permutations of the relaxed puzzle (the
 *    blank swaps with ANY tile), not the cycle formula;
 *  - Euclidean distance as ceil() of a floating-point sum (every sum of these square roots is
 *    at least 0.008 away from a whole number, so double precision decides it), not the exact
 *    integer table;
 *  - linear conflict as Manhattan plus twice (tiles minus the longest increasing run) found by
 *    trying every subset of a line, and the corner-tiles and last-moves bonuses from their
 *    definitions (slidingpuzzle's wording, carried to any goal) with conflicts found pairwise;
 *  - a pattern database group as a 0-1 BFS with a double-ended queue over positions written in
 *    base 9 (blank first, then the group's tiles), not the library's layered sweep and index.
 * Never call the library from here.
 */
#ifndef P8_TEST_ORACLE_FIELD_H
#define P8_TEST_ORACLE_FIELD_H

#include "oracle_space.h"

#include <math.h>

/* relaxed[index] = swaps to the goal when the blank may swap with any tile (every index). */
static inline void oracle_gaschnig_all(const uint8_t goal[9], uint8_t *relaxed) {
    uint32_t *queue = malloc(ORACLE_N * sizeof *queue);
    long head = 0, tail = 0;
    if (!queue) { fprintf(stderr, "oracle: out of memory\n"); exit(2); }
    memset(relaxed, 255, ORACLE_N);
    queue[tail++] = oracle_index(goal);
    relaxed[queue[0]] = 0;
    while (head < tail) {
        uint8_t t[9];
        uint32_t cur = queue[head++];
        int b = 0, c;
        oracle_unindex(cur, t);
        while (t[b]) b++;
        for (c = 0; c < 9; c++) {
            uint32_t nx;
            if (c == b) continue;
            t[b] = t[c];
            t[c] = 0;
            nx = oracle_index(t);
            if (relaxed[nx] == 255) {
                relaxed[nx] = (uint8_t)(relaxed[cur] + 1);
                queue[tail++] = nx;
            }
            t[c] = t[b];
            t[b] = 0;
        }
    }
    free(queue);
}

/* The cell of every tile of t. */
static inline void oracle_cells(const uint8_t t[9], int cell[9]) {
    int i;
    for (i = 0; i < 9; i++) cell[t[i]] = i;
}

static inline unsigned oracle_euclidean(const uint8_t t[9], const uint8_t goal[9]) {
    int gc[9], i;
    double sum = 0;
    oracle_cells(goal, gc);
    for (i = 0; i < 9; i++) {
        int dr, dc;
        if (!t[i]) continue;
        dr = i / 3 - gc[t[i]] / 3, dc = i % 3 - gc[t[i]] % 3;
        sum += sqrt((double)(dr * dr + dc * dc));
    }
    return (unsigned)ceil(sum - 1e-9);
}

/* Line `l`: rows 0..2 then columns 3..5; cell k (0..2) of the line. */
static inline int oracle_line_cell(int l, int k) {
    if (l < 0 || l > 5 || k < 0 || k > 2) return 0; /* not reached */
    return l < 3 ? 3 * l + k : 3 * k + (l - 3);
}

/* 1 if the tile on `cell` of t belongs (by goal) to line l. */
static inline int oracle_in_goal_line(const uint8_t t[9], const int gc[9], int l, int cell) {
    int g;
    if (!t[cell]) return 0;
    g = gc[t[cell]];
    return l < 3 ? g / 3 == l : g % 3 == l - 3;
}

/* The goal position along line l of the tile on cell. */
static inline int oracle_goal_pos(const uint8_t t[9], const int gc[9], int l, int cell) {
    int g = cell >= 0 && cell < 9 && t[cell] < 9 ? gc[t[cell]] : 0;
    return l < 3 ? g % 3 : g / 3;
}

/* Tiles of line l that must leave it: their count minus the longest increasing run of goal
 * positions, by trying every subset. */
static inline int oracle_line_removals(const uint8_t t[9], const int gc[9], int l) {
    int best = 0, members = 0, subset, k;
    for (k = 0; k < 3; k++) members += oracle_in_goal_line(t, gc, l, oracle_line_cell(l, k));
    for (subset = 0; subset < 8; subset++) {
        int ok = 1, last = -1, size = 0;
        for (k = 0; k < 3; k++) {
            int cell = oracle_line_cell(l, k);
            if (!(subset >> k & 1)) continue;
            if (!oracle_in_goal_line(t, gc, l, cell)) { ok = 0; break; }
            if (oracle_goal_pos(t, gc, l, cell) <= last) { ok = 0; break; }
            last = oracle_goal_pos(t, gc, l, cell);
            size++;
        }
        if (ok && size > best) best = size;
    }
    return members - best;
}

static inline unsigned oracle_linear_conflict(const uint8_t t[9], const uint8_t goal[9]) {
    int gc[9], l;
    unsigned h = oracle_manhattan(t, goal);
    oracle_cells(goal, gc);
    for (l = 0; l < 6; l++) h += 2u * (unsigned)oracle_line_removals(t, gc, l);
    return h;
}

/* 1 if the tile on `cell` (in goal line l) is in a conflict in line l: some other tile of that
 * goal line in the line stands on the wrong side of it. */
static inline int oracle_conflict(const uint8_t t[9], const int gc[9], int l, int cell) {
    int k, at = -1;
    for (k = 0; k < 3; k++) if (oracle_line_cell(l, k) == cell) at = k;
    for (k = 0; k < 3; k++) {
        int other = oracle_line_cell(l, k);
        if (k == at || !oracle_in_goal_line(t, gc, l, other)) continue;
        if ((k < at) != (oracle_goal_pos(t, gc, l, other) < oracle_goal_pos(t, gc, l, cell)))
            return 1;
    }
    return 0;
}

/* The cells (a mask) of the tiles the corner-tiles bonus counts: tiles on their goal cell next
 * to a corner holding a wrong tile (not the blank) whose goal is a tile, in no conflict. */
static inline unsigned oracle_corner_cells(const uint8_t t[9], const uint8_t goal[9]) {
    int gc[9], c, p;
    unsigned mask = 0;
    oracle_cells(goal, gc);
    for (c = 0; c < 9; c++) {
        if (c == 4 || c % 2) continue; /* corners: 0, 2, 6, 8 */
        if (!goal[c] || !t[c] || t[c] == goal[c]) continue;
        for (p = 0; p < 9; p++) {
            int adjacent = abs(p / 3 - c / 3) + abs(p % 3 - c % 3) == 1;
            if (!adjacent || !t[p] || t[p] != goal[p]) continue;
            if (oracle_conflict(t, gc, p / 3, p) || oracle_conflict(t, gc, 3 + p % 3, p)) continue;
            mask |= 1u << p;
        }
    }
    return mask;
}

/* 1 if the last-moves bonus applies; *cells: the neighbours of the blank's goal cell. */
static inline int oracle_last_moves(const uint8_t t[9], const uint8_t goal[9], unsigned *cells) {
    int gc[9], pos[9], b, n;
    oracle_cells(goal, gc);
    oracle_cells(t, pos);
    b = gc[0];
    *cells = 0;
    for (n = 0; n < 9; n++)
        if (abs(n / 3 - b / 3) + abs(n % 3 - b % 3) == 1) *cells |= 1u << n;
    if (memcmp(t, goal, 9) == 0) return 0;
    for (n = 0; n < 9; n++)
        if ((*cells >> n & 1) && t[b] == goal[n]) return 0;
    for (n = 0; n < 9; n++) {
        int tile = goal[n], at, vertical, to_n, to_b;
        if (!(*cells >> n & 1)) continue;
        at = pos[tile];
        vertical = n % 3 == b % 3;
        /* its moves along the axis: from `at` to b, then one to n, against |at - n| */
        to_n = vertical ? abs(at / 3 - n / 3) : abs(at % 3 - n % 3);
        to_b = vertical ? abs(at / 3 - b / 3) : abs(at % 3 - b % 3);
        if (to_b + 1 - to_n == 0) return 0;
        if (vertical && at / 3 == n / 3 && oracle_conflict(t, gc, at / 3, at)) return 0;
        if (!vertical && at % 3 == n % 3 && oracle_conflict(t, gc, 3 + at % 3, at)) return 0;
    }
    return 1;
}

static inline unsigned oracle_popcount(unsigned m) {
    unsigned n = 0;
    for (; m; m >>= 1) n += m & 1u;
    return n;
}

static inline unsigned oracle_corner_tiles(const uint8_t t[9], const uint8_t goal[9]) {
    return oracle_linear_conflict(t, goal) + 2u * oracle_popcount(oracle_corner_cells(t, goal));
}

static inline unsigned oracle_last_moves_h(const uint8_t t[9], const uint8_t goal[9]) {
    unsigned cells;
    return oracle_linear_conflict(t, goal) + 2u * (unsigned)oracle_last_moves(t, goal, &cells);
}

static inline unsigned oracle_corner_last_moves(const uint8_t t[9], const uint8_t goal[9]) {
    unsigned cells, corners = oracle_corner_cells(t, goal);
    int last = oracle_last_moves(t, goal, &cells);
    return oracle_linear_conflict(t, goal) + 2u * oracle_popcount(corners) +
           (last && !(corners & cells) ? 2u : 0u);
}

/* ---- Pattern databases ------------------------------------------------------------------ */

/* A group's table: dist[code] for code = the cells of the blank and of the group's tiles (in
 * increasing tile order) as base-9 digits, blank most significant. */
typedef struct oracle_pdb_group {
    int k, tiles[8];
    uint32_t size;    /* 9^(k+1) */
    uint8_t *dist;    /* 255: not reachable (or not a placement) */
} oracle_pdb_group;

static inline uint32_t oracle_pdb_code(const oracle_pdb_group *g, const int pos[9]) {
    uint32_t code = (uint32_t)pos[0];
    int j;
    for (j = 0; j < g->k; j++) code = code * 9 + (uint32_t)pos[g->tiles[j]];
    return code;
}

/* Fill g (tiles from mask, bit 1 << t) for goal by 0-1 BFS with a deque of codes. */
static inline void oracle_pdb_build(oracle_pdb_group *g, unsigned mask, const uint8_t goal[9]) {
    uint32_t *dq, cap, head, tail, i;
    int gpos[9], t;
    g->k = 0;
    for (t = 1; t <= 8; t++)
        if (mask >> t & 1) g->tiles[g->k++] = t;
    for (g->size = 9, i = 0; i < (uint32_t)g->k; i++) g->size *= 9;
    g->dist = malloc(g->size);
    cap = 6 * g->size; /* each code enters at most twice: a front and a back half */
    dq = malloc((size_t)cap * sizeof *dq);
    if (!g->dist || !dq) { fprintf(stderr, "oracle: out of memory\n"); exit(2); }
    memset(g->dist, 255, g->size);
    oracle_cells(goal, gpos);
    head = tail = cap / 2;
    dq[tail++] = oracle_pdb_code(g, gpos);
    g->dist[dq[head]] = 0;
    while (head != tail) {
        uint32_t code = dq[head++], rest = code, digit[9];
        int cells[9], who[9], j, d;
        for (j = g->k; j >= 0; j--) { digit[j] = rest % 9; rest /= 9; }
        for (j = 0; j < 9; j++) who[j] = -1;
        for (j = 0; j <= g->k; j++) { cells[j] = (int)digit[j]; who[cells[j]] = j; }
        for (d = 0; d < 4; d++) {
            int r = cells[0] / 3 + (d == 0 ? -1 : d == 1 ? 1 : 0);
            int c = cells[0] % 3 + (d == 2 ? -1 : d == 3 ? 1 : 0);
            int to, cost, moved[9];
            uint32_t next;
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            to = 3 * r + c;
            cost = who[to] >= 1;
            for (j = 0; j <= g->k; j++) moved[j] = cells[j];
            if (cost) moved[who[to]] = cells[0];
            moved[0] = to;
            for (next = 0, j = 0; j <= g->k; j++) next = next * 9 + (uint32_t)moved[j];
            if (g->dist[next] != 255 && g->dist[next] <= g->dist[code] + cost) continue;
            g->dist[next] = (uint8_t)(g->dist[code] + cost);
            if ((cost && tail == cap) || (!cost && head == 0)) {
                fprintf(stderr, "oracle: deque overflow\n");
                exit(2);
            }
            if (cost) dq[tail++] = next;
            else dq[--head] = next;
        }
    }
    free(dq);
}

/* The group's value of t. */
static inline unsigned oracle_pdb_value(const oracle_pdb_group *g, const uint8_t t[9]) {
    int pos[9];
    oracle_cells(t, pos);
    return g->dist[oracle_pdb_code(g, pos)];
}

#endif
