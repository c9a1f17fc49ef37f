/* SPDX-License-Identifier: MIT */
/*
 * table_solve.c - optimal solutions read off a p8_table: walk down it (p8_table_solve, and
 * p8_table_solve_all for every board at once), list every optimal solution (a depth-first walk
 * over the moves that go one step closer), and count them (layer by layer).
 *
 * Every board at distance d >= 1 has a neighbour at d - 1 and none below it, so each walk down
 * the table is an optimal path and each branch of the listing ends at the goal: the work is
 * proportional to the output.
 */
#include "space.h"
#include "../search/result_path.h"

#include <string.h>

/* ---- Counting: layers of (board, number of optimal paths from the start to it) ------------- */

typedef struct layer_entry {
    uint32_t key;     /* cells 0..7 packed */
    uint32_t unused;
    uint64_t paths;
} layer_entry;

typedef struct layer {
    layer_entry *e;
    size_t n, cap;
} layer;

static int reserve(const p8_allocator *a, layer *l, size_t need) {
    size_t cap = l->cap ? l->cap : 64;
    void *p;
    if (need <= l->cap) return P8_OK;
    while (cap < need) cap *= 2; /* need <= 4 * 181440: no overflow */
    p = a->realloc_fn(l->e, cap * sizeof *l->e, a->user_data);
    if (!p) return P8_ENOMEM;
    l->e = p;
    l->cap = cap;
    return P8_OK;
}

/* next = the boards at distance k - 1 next to the boards of cur, each once, with the sum of the
 * path counts of the boards it is next to. A layer holds at most 48 boards for any goal (measured
 * over all boards of several goals), so each new board is merged by a linear search. */
static int step_layer(const p8_table *tb, const layer *cur, layer *next, unsigned k) {
    size_t i, j;
    int rc = reserve(&tb->a, next, 4 * cur->n);
    if (rc != P8_OK) return rc;
    next->n = 0;
    for (i = 0; i < cur->n; i++) {
        uint64_t packed = p8__key_expand(cur->e[i].key);
        uint8_t t[9];
        uint32_t idx, key;
        int b = 0, m, c;
        for (c = 0; c < 9; c++) {
            t[c] = (uint8_t)((packed >> (4 * c)) & 15u);
            if (t[c] == 0) b = c;
        }
        idx = p8__class_index(t, NULL);
        for (m = 0; m < 4; m++) {
            int to = p8__move_target[b][m];
            if (to < 0 || tb->dist[p8__class_step(t, b, to, idx)] + 1u != k) continue;
            key = p8__moved_key(packed, b, to);
            for (j = 0; j < next->n && next->e[j].key != key; j++) continue;
            if (j == next->n) {
                next->e[j].key = key;
                next->e[j].unused = 0;
                next->e[j].paths = 0;
                next->n++;
            }
            next->e[j].paths += cur->e[i].paths;
        }
    }
    return P8_OK;
}

int p8_table_count_solutions(const p8_table *t, const p8_board *b, uint64_t *count) {
    layer l[2] = {{NULL, 0, 0}, {NULL, 0, 0}};
    int d, k, cur = 0, rc;
    if (!t || !b || !count) return P8_EINVAL;
    d = p8__table_lookup(t, b->tiles, NULL);
    if (d < 0) return P8_EUNSOLVABLE;
    rc = reserve(&t->a, &l[0], 1);
    if (rc == P8_OK) {
        l[0].e[0].key = (uint32_t)p8__pack(b->tiles);
        l[0].e[0].unused = 0;
        l[0].e[0].paths = 1;
        l[0].n = 1;
    }
    for (k = d; rc == P8_OK && k > 0; k--, cur ^= 1) rc = step_layer(t, &l[cur], &l[cur ^ 1], (unsigned)k);
    if (rc == P8_OK) *count = l[cur].e[0].paths; /* the goal alone */
    if (l[0].e) t->a.free_fn(l[0].e, t->a.user_data);
    if (l[1].e) t->a.free_fn(l[1].e, t->a.user_data);
    return rc;
}

/* ---- Listing: depth first, moves in order U, D, L, R ---------------------------------------- */

typedef struct lister {
    const p8_table *tb;
    const uint8_t *start;
    p8_path_fn fn;
    void *user_data;
    uint8_t t[9];                         /* the board reached so far */
    uint8_t moves[P8_MAX_DISTANCE + 1];
    unsigned length;
} lister;

static int list_from(lister *L, int b, uint32_t idx, unsigned made) {
    unsigned left = L->length - made;
    int m;
    if (left == 0) return L->fn(L->start, L->moves, L->length, L->user_data);
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b][m], rc;
        uint32_t n;
        if (to < 0) continue;
        n = p8__class_step(L->t, b, to, idx);
        if (L->tb->dist[n] + 1u != left) continue;
        L->t[b] = L->t[to];
        L->t[to] = 0;
        L->moves[made] = (uint8_t)m;
        rc = list_from(L, to, n, made + 1);
        L->t[to] = L->t[b];
        L->t[b] = 0;
        if (rc != 0) return rc;
    }
    return P8_OK;
}

int p8_table_list_solutions(const p8_table *t, const p8_board *b, p8_path_fn fn, void *user_data) {
    lister L;
    uint32_t idx;
    int d;
    if (!t || !b || !fn) return P8_EINVAL;
    d = p8__table_lookup(t, b->tiles, &idx);
    if (d < 0) return P8_EUNSOLVABLE;
    L.tb = t;
    L.start = b->tiles;
    L.fn = fn;
    L.user_data = user_data;
    memcpy(L.t, b->tiles, 9);
    L.length = (unsigned)d;
    return list_from(&L, b->blank, idx, 0);
}

/* ---- Walking down: one path per board ------------------------------------------------------- */

/* The first optimal path from t (index idx, distance d) into moves; *looked counts the
 * neighbours examined. t is left as it was. */
static void walk(const p8_table *tb, const uint8_t start[9], uint32_t idx, unsigned d,
                 uint8_t *moves, uint64_t *looked) {
    uint8_t t[9];
    unsigned k;
    int b = p8__blank_of(start);
    memcpy(t, start, 9);
    for (k = 0; k < d; k++) {
        int m = p8__table_first_move(tb, t, b, idx, d - k, &idx, looked);
        int to = p8__move_target[b][m];
        moves[k] = (uint8_t)m;
        t[b] = t[to];
        t[to] = 0;
        b = to;
    }
}

int p8_table_solve(const p8_table *t, const p8_board *start, p8_result **out) {
    uint64_t t0 = p8__now_ns(), stats[P8_STAT_FRONTIER + 1];
    uint8_t moves[P8_MAX_DISTANCE + 1];
    uint32_t idx;
    int d;
    if (out) *out = NULL;
    if (!t || !start || !out) return P8_EINVAL;
    d = p8__table_lookup(t, start->tiles, &idx);
    if (d < 0) return P8_EUNSOLVABLE;
    memset(stats, 0, sizeof stats);
    walk(t, start->tiles, idx, (unsigned)d, moves, &stats[P8_STAT_GENERATED]);
    stats[P8_STAT_EXPANDED] = (uint64_t)d;
    stats[P8_STAT_ELAPSED_NS] = p8__now_ns() - t0;
    return p8__result_from_path(&t->a, start->tiles, moves, (size_t)d, stats,
                                sizeof stats / sizeof stats[0], out);
}

/* solve_all: first the first optimal move of every board and the index it leads to (one walk
 * step each, 0.7 MB from the table's allocator), then each board's path by following them. */
int p8_table_solve_all(const p8_table *t, p8_path_fn fn, void *user_data) {
    uint8_t tiles[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8}, moves[P8_MAX_DISTANCE + 1];
    uint64_t looked = 0;
    uint32_t *step, idx;
    int rc = P8_OK;
    if (!t || !fn) return P8_EINVAL;
    step = t->a.malloc_fn(P8__CLASS_SIZE * sizeof *step, t->a.user_data);
    if (!step) return P8_ENOMEM;
    do { /* the boards in rank order: the next permutation is cheaper than decoding an index */
        uint32_t n = 0;
        unsigned parity;
        int m = 0;
        idx = p8__class_index(tiles, &parity);
        if (parity != t->parity) continue;
        if (t->dist[idx] != 0)
            m = p8__table_first_move(t, tiles, p8__blank_of(tiles), idx, t->dist[idx], &n, &looked);
        step[idx] = n << 2 | (uint32_t)m;
    } while (p8__next_permutation(tiles));
    memcpy(tiles, "\0\1\2\3\4\5\6\7\10", 9);
    do {
        int d = p8__table_lookup(t, tiles, &idx), k;
        if (d < 0) continue;
        for (k = 0; k < d; k++) {
            moves[k] = (uint8_t)(step[idx] & 3u);
            idx = step[idx] >> 2;
        }
        rc = fn(tiles, moves, (size_t)d, user_data);
    } while (rc == 0 && p8__next_permutation(tiles));
    t->a.free_fn(step, t->a.user_data);
    return rc;
}
