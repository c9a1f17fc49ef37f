/* SPDX-License-Identifier: MIT */
/*
 * reference.c - the yardstick of `make bench`: hand-specialised 8-puzzle solvers with no
 * callbacks, no configuration and one goal (1 2 3 4 5 6 7 8 _), written for speed and nothing
 * else, so that the library's figures can be given as ratios measured in the same run.
 * A yardstick, never a competitor: the library is general (any goal, any frontier, events,
 * limits, allocators) and pays for it; the ratios say how much.
 *
 *   full BFS    every state from the goal: a distance byte per permutation rank, a FIFO of
 *               packed states (4 bits a cell, the blank's cell in bits 36-39); best of 5 runs
 *   IDA*        Manhattan distance updated incrementally, the undo move never generated,
 *               recursion on one board array; per instance
 *   A*          Manhattan, a binary heap ordered by (f ascending, g descending), the best g per
 *               rank in a byte table (graph search, stale entries skipped); per instance
 *   table walk  from each instance down the BFS distances to the goal
 *
 * Build: cc -O2 -o reference bench/reference.c      Run: ./reference INSTANCES.txt
 * (lines "t0 ... t8 | optimal"; '#' comments). Output: one line per solver, in the format
 * bench/bench.c parses. Exit 1 on a file it cannot read or memory it cannot get.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define STATES 362880u
#define UNSEEN 0xffu

static const uint8_t GOAL[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
static const uint32_t FACT[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
/* The cells next to each cell; -1 ends the list. */
static const int8_t ADJ[9][5] = {{1, 3, -1}, {0, 2, 4, -1}, {1, 5, -1}, {0, 4, 6, -1},
                                 {1, 3, 5, 7, -1}, {2, 4, 8, -1}, {3, 7, -1}, {4, 6, 8, -1},
                                 {5, 7, -1}};
static int dist_to_goal[9][9]; /* [tile][cell]: Manhattan distance of tile at cell */
static uint8_t dist[STATES];   /* BFS distance by rank */

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint8_t ones[512]; /* the number of bits set in each 9-bit mask */

/* The rank of a permutation of 0..8 (its Lehmer code): at each cell, the values smaller than its
 * own that are still unused, counted from the mask of the values used so far. */
static uint32_t rank_of(const uint8_t *p) {
    uint32_t r = 0, used = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t below = (1u << p[i]) - 1u;
        r += (p[i] - ones[used & below]) * FACT[i];
        used |= 1u << p[i];
    }
    return r;
}

static uint64_t pack(const uint8_t *p, int blank) {
    uint64_t x = (uint64_t)blank << 36;
    for (int i = 0; i < 9; i++) x |= (uint64_t)p[i] << (4 * i);
    return x;
}

static void unpack(uint64_t x, uint8_t *p) {
    for (int i = 0; i < 9; i++) p[i] = (uint8_t)((x >> (4 * i)) & 15u);
}

static int blank_of(const uint8_t *p) {
    int b = 0;
    while (p[b]) b++;
    return b;
}

static int manhattan(const uint8_t *p) {
    int h = 0;
    for (int i = 0; i < 9; i++)
        if (p[i]) h += dist_to_goal[p[i]][i];
    return h;
}

/* ---- full BFS from the goal ------------------------------------------------------------- */

static uint64_t *queue;

static double full_bfs(void) {
    double t0 = seconds();
    uint32_t head = 0, tail = 0;
    uint8_t p[9];
    memset(dist, UNSEEN, sizeof dist);
    memcpy(p, GOAL, 9);
    dist[rank_of(p)] = 0;
    queue[tail++] = pack(p, blank_of(p));
    while (head < tail) {
        uint64_t x = queue[head++];
        int b = (int)(x >> 36);
        unpack(x, p);
        uint8_t d = dist[rank_of(p)];
        for (const int8_t *n = ADJ[b]; *n >= 0; n++) {
            p[b] = p[*n];
            p[*n] = 0;
            uint32_t r = rank_of(p);
            if (dist[r] == UNSEEN) {
                dist[r] = (uint8_t)(d + 1);
                queue[tail++] = pack(p, *n);
            }
            p[*n] = p[b];
            p[b] = 0;
        }
    }
    return seconds() - t0;
}

/* ---- IDA* --------------------------------------------------------------------------------- */

static long expanded;

/* Depth-first below the bound; *next gets the smallest f above it. 1 when the goal is found. */
static int ida_search(uint8_t *p, int blank, int g, int h, int bound, int from, int *next) {
    if (g + h > bound) {
        if (g + h < *next) *next = g + h;
        return 0;
    }
    if (h == 0) return 1;
    expanded++;
    for (const int8_t *n = ADJ[blank]; *n >= 0; n++) {
        int c = *n, tile = p[c];
        if (c == from) continue;
        p[blank] = (uint8_t)tile;
        p[c] = 0;
        int found = ida_search(p, c, g + 1, h - dist_to_goal[tile][c] + dist_to_goal[tile][blank],
                               bound, blank, next);
        p[c] = (uint8_t)tile;
        p[blank] = 0;
        if (found) return 1;
    }
    return 0;
}

static int ida_star(const uint8_t *start) {
    uint8_t p[9];
    memcpy(p, start, 9);
    int h = manhattan(p), bound = h;
    for (;;) {
        int next = 1 << 30;
        if (ida_search(p, blank_of(p), 0, h, bound, -1, &next)) return bound;
        bound = next;
    }
}

/* ---- A* ------------------------------------------------------------------------------------- */

typedef struct {
    uint8_t f, g;
    uint64_t state;
} entry;

static entry *heap;
static uint32_t heap_n;
static uint8_t best_g[STATES];
static uint32_t *touched;
static uint32_t n_touched;

/* a comes out before b: smaller f, then larger g */
static int before(const entry *a, const entry *b) {
    return a->f < b->f || (a->f == b->f && a->g > b->g);
}

static void heap_push(entry e) {
    uint32_t i = heap_n++;
    while (i > 0 && before(&e, &heap[(i - 1) / 2])) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static entry heap_pop(void) {
    entry top = heap[0], last = heap[--heap_n];
    uint32_t i = 0;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= heap_n) break;
        if (c + 1 < heap_n && before(&heap[c + 1], &heap[c])) c++;
        if (!before(&heap[c], &last)) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

static int a_star(const uint8_t *start) {
    uint8_t p[9];
    while (n_touched) best_g[touched[--n_touched]] = UNSEEN;
    heap_n = 0;
    uint32_t r0 = rank_of(start);
    best_g[r0] = 0;
    touched[n_touched++] = r0;
    heap_push((entry){(uint8_t)manhattan(start), 0, pack(start, blank_of(start))});
    while (heap_n) {
        entry e = heap_pop();
        int b = (int)(e.state >> 36), h = e.f - e.g;
        unpack(e.state, p);
        if (e.g > best_g[rank_of(p)]) continue; /* a stale entry: a cheaper path came later */
        if (h == 0) return e.g;
        expanded++;
        for (const int8_t *n = ADJ[b]; *n >= 0; n++) {
            int c = *n, tile = p[c];
            p[b] = (uint8_t)tile;
            p[c] = 0;
            uint32_t r = rank_of(p);
            uint8_t g = (uint8_t)(e.g + 1);
            if (best_g[r] == UNSEEN || g < best_g[r]) {
                if (best_g[r] == UNSEEN) touched[n_touched++] = r;
                best_g[r] = g;
                int nh = h - dist_to_goal[tile][c] + dist_to_goal[tile][b];
                heap_push((entry){(uint8_t)(g + nh), g, pack(p, c)});
            }
            p[c] = (uint8_t)tile;
            p[b] = 0;
        }
    }
    return -1;
}

/* ---- the instances and main ----------------------------------------------------------------- */

static long read_instances(const char *path, uint8_t (**tiles)[9], int **optimal) {
    FILE *f = fopen(path, "r");
    char line[256];
    long n = 0, cap = 1024;
    if (!f) return -1;
    *tiles = malloc((size_t)cap * 9);
    *optimal = malloc((size_t)cap * sizeof **optimal);
    while (*tiles && *optimal && fgets(line, sizeof line, f)) {
        int a[9], o;
        if (line[0] == '#') continue;
        if (sscanf(line, "%d %d %d %d %d %d %d %d %d | %d", &a[0], &a[1], &a[2], &a[3], &a[4],
                   &a[5], &a[6], &a[7], &a[8], &o) != 10)
            continue;
        if (n == cap) {
            cap *= 2;
            void *t = realloc(*tiles, (size_t)cap * 9), *q = realloc(*optimal, (size_t)cap * sizeof **optimal);
            if (t) *tiles = t;
            if (q) *optimal = q;
            if (!t || !q) break;
        }
        for (int i = 0; i < 9; i++) (*tiles)[n][i] = (uint8_t)a[i];
        (*optimal)[n++] = o;
    }
    fclose(f);
    return n;
}

int main(int argc, char **argv) {
    for (int m = 1; m < 512; m++) ones[m] = (uint8_t)(ones[m >> 1] + (m & 1));
    for (int t = 1; t < 9; t++)
        for (int c = 0; c < 9; c++) {
            int gc = 0;
            while (GOAL[gc] != t) gc++;
            dist_to_goal[t][c] = abs(c / 3 - gc / 3) + abs(c % 3 - gc % 3);
        }
    queue = malloc(STATES * sizeof *queue);
    heap = malloc(4 * STATES * sizeof *heap);
    touched = malloc(STATES * sizeof *touched);
    if (!queue || !heap || !touched) {
        fprintf(stderr, "reference: out of memory\n");
        return 1;
    }
    memset(best_g, UNSEEN, sizeof best_g);

    double best = 1e30;
    for (int k = 0; k < 5; k++) {
        double t = full_bfs();
        if (t < best) best = t;
    }
    long states = 0, sum = 0;
    int deepest = 0;
    for (uint32_t r = 0; r < STATES; r++)
        if (dist[r] != UNSEEN) {
            states++;
            sum += dist[r];
            if (dist[r] > deepest) deepest = dist[r];
        }
    printf("full BFS from goal: %ld states, max depth %d, mean %.3f, best of 5: %.2f ms\n", states,
           deepest, (double)sum / (double)states, best * 1e3);
    if (argc < 2) return 0;

    uint8_t (*tiles)[9] = NULL;
    int *optimal = NULL;
    long n = read_instances(argv[1], &tiles, &optimal), wrong = 0;
    if (n <= 0) {
        fprintf(stderr, "reference: no instances read from %s\n", argv[1]);
        return 1;
    }

    expanded = 0;
    double t0 = seconds();
    for (long i = 0; i < n; i++) wrong += ida_star(tiles[i]) != optimal[i];
    double t1 = seconds();
    printf("IDA* manhattan : %ld instances, %.3f s total, %.1f us/inst, %.0f nodes/inst, wrong=%ld\n",
           n, t1 - t0, (t1 - t0) / (double)n * 1e6, (double)expanded / (double)n, wrong);

    expanded = 0;
    wrong = 0;
    t0 = seconds();
    for (long i = 0; i < n; i++) wrong += a_star(tiles[i]) != dist[rank_of(tiles[i])];
    t1 = seconds();
    printf("A* manhattan   : %ld instances, %.3f s total, %.1f us/inst, %.0f nodes/inst, wrong=%ld\n",
           n, t1 - t0, (t1 - t0) / (double)n * 1e6, (double)expanded / (double)n, wrong);

    long moves = 0;
    t0 = seconds();
    for (long i = 0; i < n; i++) {
        uint8_t p[9];
        memcpy(p, tiles[i], 9);
        int b = blank_of(p), d = dist[rank_of(p)];
        while (d > 0 && d != UNSEEN) {
            for (const int8_t *c = ADJ[b]; *c >= 0; c++) {
                p[b] = p[*c];
                p[*c] = 0;
                if (dist[rank_of(p)] == d - 1) {
                    b = *c;
                    d--;
                    moves++;
                    break;
                }
                p[*c] = p[b];
                p[b] = 0;
            }
        }
    }
    t1 = seconds();
    printf("table walk     : %ld instances, %.3f s total, %.2f us/inst, %ld moves\n", n, t1 - t0,
           (t1 - t0) / (double)n * 1e6, moves);
    free(tiles);
    free(optimal);
    free(queue);
    free(heap);
    free(touched);
    return 0;
}
