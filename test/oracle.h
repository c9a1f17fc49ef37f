/* SPDX-License-Identifier: MIT */
/*
 * oracle.h - an independent exact-distance oracle for tests: one plain BFS over permutations,
 * written without the library (its own indexing and neighbour rule), so a library bug cannot
 * hide in both. Also an inversion counter and a reader of the instance files of test/data.
 * Never call the library from here.
 */
#ifndef P8_TEST_ORACLE_H
#define P8_TEST_ORACLE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORACLE_N 362880
#define ORACLE_UNREACHED 255

/* Permutation index, the slow obvious way (count smaller elements to the right). */
static inline uint32_t oracle_index(const uint8_t t[9]) {
    static const uint32_t fact[9] = { 40320, 5040, 720, 120, 24, 6, 2, 1, 1 };
    uint32_t r = 0;
    int i, j;
    for (i = 0; i < 9; i++) {
        uint32_t smaller = 0;
        for (j = i + 1; j < 9; j++) smaller += t[j] < t[i];
        r += smaller * fact[i];
    }
    return r;
}

static inline void oracle_unindex(uint32_t r, uint8_t t[9]) {
    static const uint32_t fact[9] = { 40320, 5040, 720, 120, 24, 6, 2, 1, 1 };
    int used[9] = { 0 }, i, j;
    for (i = 0; i < 9; i++) {
        uint32_t k = r / fact[i];
        r %= fact[i];
        for (j = 0; j < 9; j++)
            if (!used[j] && k-- == 0) break;
        used[j] = 1;
        t[i] = (uint8_t)j;
    }
}

/* Inversions: pairs of tiles (the blank left out) that stand in the wrong order. Its parity is
 * what solvability turns on. */
static inline int oracle_inversions(const uint8_t t[9]) {
    int n = 0, i, j;
    for (i = 0; i < 9; i++)
        for (j = i + 1; j < 9; j++) n += t[i] && t[j] && t[i] > t[j];
    return n;
}

/* dist[index] = moves from that permutation to goal, ORACLE_UNREACHED if none. Returns the number
 * of reachable permutations. dist must hold ORACLE_N bytes. */
static inline long oracle_distances(const uint8_t goal[9], uint8_t *dist) {
    uint32_t *queue = malloc(ORACLE_N * sizeof *queue);
    long head = 0, tail = 0;
    if (!queue) { fprintf(stderr, "oracle: out of memory\n"); exit(2); }
    memset(dist, ORACLE_UNREACHED, ORACLE_N);
    queue[tail++] = oracle_index(goal);
    dist[queue[0]] = 0;
    while (head < tail) {
        uint8_t t[9];
        uint32_t cur = queue[head++];
        int b = 0, d;
        oracle_unindex(cur, t);
        while (t[b]) b++;
        for (d = 0; d < 4; d++) { /* blank to the cell above, below, left, right */
            int r = b / 3 + (d == 0 ? -1 : d == 1 ? 1 : 0), c = b % 3 + (d == 2 ? -1 : d == 3 ? 1 : 0);
            uint32_t nx;
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            t[b] = t[r * 3 + c];
            t[r * 3 + c] = 0;
            nx = oracle_index(t);
            if (dist[nx] == ORACLE_UNREACHED) {
                dist[nx] = (uint8_t)(dist[cur] + 1);
                queue[tail++] = nx;
            }
            t[r * 3 + c] = t[b];
            t[b] = 0;
        }
    }
    free(queue);
    return tail;
}

/* The path of a file of the instance data: $P8_DATA_DIR/NAME when P8_DATA_DIR is set, else
 * $P8_ROOT/test/data/NAME (P8_ROOT: the tree, set by make check), else test/data/NAME. */
static inline void oracle_data_path(char *path, size_t cap, const char *name) {
    const char *dir = getenv("P8_DATA_DIR"), *root = getenv("P8_ROOT");
    if (dir && *dir) snprintf(path, cap, "%s/%s", dir, name);
    else snprintf(path, cap, "%s/test/data/%s", root && *root ? root : ".", name);
}

/* Instances from test/data/sample_goal_<goal>.txt: "t0 ... t8 | moves". Returns the count
 * read (at most max), or -1 if the file cannot be opened. */
static inline int oracle_read_instances(const char *goal_name, uint8_t (*tiles)[9], int *moves, int max) {
    char name[64], path[512], line[256];
    FILE *f;
    int n = 0;
    snprintf(name, sizeof name, "sample_goal_%s.txt", goal_name);
    oracle_data_path(path, sizeof path, name);
    f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "oracle: cannot open %s (test/data of the tree, or P8_DATA_DIR)\n", path);
        return -1;
    }
    while (n < max && fgets(line, sizeof line, f)) {
        int a[9], m, i;
        if (line[0] == '#') continue;
        if (sscanf(line, "%d %d %d %d %d %d %d %d %d | %d", &a[0], &a[1], &a[2], &a[3], &a[4], &a[5],
                   &a[6], &a[7], &a[8], &m) != 10)
            continue;
        for (i = 0; i < 9; i++) tiles[n][i] = (uint8_t)a[i];
        moves[n++] = m;
    }
    fclose(f);
    return n;
}

#endif
