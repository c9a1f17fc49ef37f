/* SPDX-License-Identifier: MIT */
/*
 * mini_search.h - a small textbook best-first graph search for the view tests: it makes the
 * node records of a search tree (ids in generation order, the start 0) and hands each event to
 * a callback, so the tree and trace code can be tested on real search trees independently of
 * the library's loop. Frontier: a linear scan for the smallest wg*g + wh*h, then smaller h, then
 * the smaller id. Duplicates: a generated state seen before (any g) is a duplicate. At most
 * MINI_MAX nodes; the goal test happens when a node is taken.
 */
#ifndef P8_TEST_MINI_SEARCH_H
#define P8_TEST_MINI_SEARCH_H

#include "puzzle8.h"

#include <string.h>

#define MINI_MAX 4096

typedef struct mini_node {
    uint8_t s[9];
    uint64_t id, parent;
    int move, open;
    unsigned g, h;
    uint64_t key;
} mini_node;

typedef int (*mini_event_fn)(int event, const mini_node *n, void *ud);

/* Search from start to goal; wh 0 makes it uniform-cost (BFS order on ties). Returns the goal's
 * index, -1 if the frontier ran empty, -2 when MINI_MAX nodes are used, or the callback's
 * non-zero return. n must hold MINI_MAX nodes. */
static inline long mini_search(mini_node *n, const uint8_t start[9], const uint8_t goal[9],
                               unsigned wg, unsigned wh, mini_event_fn fn, void *ud) {
    long cnt = 1, i;
    int m, rc;
    memcpy(n[0].s, start, 9);
    n[0].id = n[0].parent = 0;
    n[0].move = -1;
    n[0].g = 0;
    n[0].h = wh ? p8_heuristic_manhattan(start, goal, NULL) : 0;
    n[0].key = (uint64_t)wh * n[0].h;
    n[0].open = 1;
    for (;;) {
        long best = -1;
        int b = 0;
        for (i = 0; i < cnt; i++)
            if (n[i].open && (best < 0 || n[i].key < n[best].key ||
                              (n[i].key == n[best].key && n[i].h < n[best].h)))
                best = i;
        if (best < 0) return -1;
        n[best].open = 0;
        if (memcmp(n[best].s, goal, 9) == 0) {
            if ((rc = fn(P8_EVENT_GOAL, &n[best], ud)) != 0) return rc;
            return best;
        }
        if ((rc = fn(P8_EVENT_EXPAND, &n[best], ud)) != 0) return rc;
        while (n[best].s[b]) b++;
        for (m = 0; m < 4; m++) {
            int to = m == 0 ? (b >= 3 ? b - 3 : -1) : m == 1 ? (b < 6 ? b + 3 : -1)
                   : m == 2 ? (b % 3 ? b - 1 : -1) : (b % 3 < 2 ? b + 1 : -1);
            mini_node *c;
            int dup = 0;
            if (to < 0 || (n[best].move >= 0 && (m ^ 1) == n[best].move)) continue;
            if (cnt >= MINI_MAX) return -2;
            c = &n[cnt];
            memcpy(c->s, n[best].s, 9);
            c->s[b] = c->s[to];
            c->s[to] = 0;
            c->id = (uint64_t)cnt;
            c->parent = n[best].id;
            c->move = m;
            c->g = n[best].g + 1;
            c->h = wh ? p8_heuristic_manhattan(c->s, goal, NULL) : 0;
            c->key = (uint64_t)wg * c->g + (uint64_t)wh * c->h;
            for (i = 0; i < cnt; i++)
                if (memcmp(n[i].s, c->s, 9) == 0) dup = 1;
            c->open = !dup;
            cnt++;
            if ((rc = fn(P8_EVENT_GENERATE, c, ud)) != 0) return rc;
            if (dup && (rc = fn(P8_EVENT_DUPLICATE, c, ud)) != 0) return rc;
        }
    }
}

#endif
