/* SPDX-License-Identifier: MIT */
/*
 * oracle_space.h - independent answers about the whole state space, for the table, graph and
 * heuristic-check tests: built on oracle.h's plain BFS and written without the library (its own
 * neighbour rule, its own path counting, its own heuristics). Never call the library from here.
 */
#ifndef P8_TEST_ORACLE_SPACE_H
#define P8_TEST_ORACLE_SPACE_H

#include "oracle.h"

/* The neighbours of permutation t: up to 4 boards, in the order blank up, down, left, right;
 * out[k] gets the index of each, move[k] its direction (0..3). Returns how many. */
static inline int oracle_neighbors(const uint8_t t[9], uint32_t out[4], int move[4]) {
    uint8_t u[9];
    int b = 0, d, n = 0;
    while (t[b]) b++;
    for (d = 0; d < 4; d++) {
        int r = b / 3 + (d == 0 ? -1 : d == 1 ? 1 : 0), c = b % 3 + (d == 2 ? -1 : d == 3 ? 1 : 0);
        if (r < 0 || r > 2 || c < 0 || c > 2) continue;
        memcpy(u, t, 9);
        u[b] = u[r * 3 + c];
        u[r * 3 + c] = 0;
        out[n] = oracle_index(u);
        move[n++] = d;
    }
    return n;
}

/* paths[i] = the number of shortest paths from permutation i to the goal of dist (from
 * oracle_distances), 0 when unreachable: paths(goal) = 1, paths(s) = sum of paths(n) over the
 * neighbours n one move closer. Boards are taken in order of distance (a counting sort). */
static inline void oracle_path_counts(const uint8_t *dist, uint64_t *paths) {
    uint32_t *order = malloc(ORACLE_N * sizeof *order);
    long start[34] = {0};
    uint32_t i;
    int d, k;
    if (!order) { fprintf(stderr, "oracle: out of memory\n"); exit(2); }
    for (i = 0; i < ORACLE_N; i++) if (dist[i] != ORACLE_UNREACHED) start[dist[i] + 2]++;
    for (d = 2; d < 34; d++) start[d] += start[d - 1];
    for (i = 0; i < ORACLE_N; i++) if (dist[i] != ORACLE_UNREACHED) order[start[dist[i] + 1]++] = i;
    memset(paths, 0, ORACLE_N * sizeof *paths);
    for (k = 0; k < start[33]; k++) {
        uint8_t t[9];
        uint32_t nb[4];
        int mv[4], n, j;
        i = order[k];
        if (dist[i] == 0) { paths[i] = 1; continue; }
        oracle_unindex(i, t);
        n = oracle_neighbors(t, nb, mv);
        for (j = 0; j < n; j++) if (dist[nb[j]] + 1 == dist[i]) paths[i] += paths[nb[j]];
    }
    free(order);
}

/* Manhattan distance of t to goal, blank excluded, the slow obvious way. */
static inline unsigned oracle_manhattan(const uint8_t t[9], const uint8_t goal[9]) {
    unsigned h = 0;
    int i, j;
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            if (t[i] && t[i] == goal[j]) h += (unsigned)(abs(i / 3 - j / 3) + abs(i % 3 - j % 3));
    return h;
}

static inline unsigned oracle_misplaced(const uint8_t t[9], const uint8_t goal[9]) {
    unsigned h = 0;
    int i;
    for (i = 0; i < 9; i++) h += t[i] && t[i] != goal[i];
    return h;
}

#endif
