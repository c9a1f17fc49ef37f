/* SPDX-License-Identifier: MIT */
/* driver_random_walk.c - the textbook's first solver: from the start, a random legal move each
 * step until the goal, through the one step like every other driver. Its side has no frontier:
 * it picks (a random frontier of width 1: the step generates one successor, chosen at random),
 * and the driver holds that successor (its hook) and visits it next. Its arena keeps the last
 * two nodes only (the one expanded and its parent, which the events name); the walk itself is
 * the driver's own state, kept at 2 bits a move (the result holds it the same way).
 *
 * Defined bit for bit, so the same seed gives the same walk everywhere: the generator is
 * SplitMix64 seeded with p8_search_set_seed (board/random.c); at each step the legal moves of
 * the blank are listed in the order UP, DOWN, LEFT, RIGHT, without the inverse of the previous
 * move under the PARENT policy (NONE keeps them all), and the move at index below(count) is
 * taken. Under PARENT this is p8_board_scramble's walk. Each move is one expansion and one
 * generation; node ids are move numbers (the state after move i has id i). */
#include "search.h"

#include <string.h>

/* The driver's own state. */
typedef struct walk_state {
    uint8_t *moves;              /* the walk, 4 moves a byte (as p8_result keeps them) */
    size_t cap;                  /* bytes of moves */
    uint64_t len;                /* moves made */
    uint64_t rng;                /* the generator of the random choice */
    uint32_t held, held_h;       /* the node to visit next and its h (UINT32_MAX: none) */
} walk_state;

/* The side's hook: the driver holds each new node (one per expansion) instead of a frontier. */
static int hold(p8_search *s, p8__side *d, uint32_t index, uint32_t h) {
    walk_state *w = P8__DRIVER_STATE(s, walk_state);
    (void)d;
    w->held = index;
    w->held_h = h;
    return P8__NEW_HELD;
}

static int walk_begin(p8_search *s) {
    walk_state *w = P8__DRIVER_STATE(s, walk_state);
    p8__side *d = &s->side[0];
    uint32_t h;
    int rc;
    if (s->dup != P8_DUP_NONE && s->dup != P8_DUP_PARENT)
        return p8__search_fail(s, P8_EINVAL, "the random walk takes the duplicate policy none "
                               "(any legal move) or parent (never undo the last move), not %s",
                               p8_duplicates_name(s->dup));
    p8__side_open(s, d, s->goal, 0);
    d->on_new = hold;
    d->pick = &w->rng;
    w->rng = s->seed;
    w->held = UINT32_MAX;
    /* the node expanded, its parent and its successor: never more */
    rc = p8__nodes_reserve_exact(&d->nodes, &s->mem, 3);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    w->held = 0;
    w->held_h = h;
    return P8_AGAIN;
}

/* The node just held becomes the one to expand: record its move, and keep only it and its
 * parent (node 1 and node 0; node ids move along with id_base). */
static void walk_on(walk_state *w, p8__side *d) {
    p8__node *n = d->nodes.node;
    size_t i = (size_t)(w->len / 4);
    unsigned move = P8__NODE_MOVE(n[w->held].gm);
    if (w->len % 4 == 0) w->moves[i] = 0;
    w->moves[i] |= (uint8_t)(move << (2 * (w->len % 4)));
    w->len++;
    if (w->held == 2) {
        n[0] = n[1];
        n[1] = n[2];
        n[1].parent = 0;
        d->nodes.count = 2;
        d->id_base++;
        w->held = 1;
    }
}

static int walk_advance(p8_search *s, uint64_t budget) {
    walk_state *w = P8__DRIVER_STATE(s, walk_state);
    p8__side *d = &s->side[0];
    const uint64_t first = s->stat[P8_STAT_EXPANDED];
    for (;;) {
        uint32_t index = w->held;
        int rc;
        if (p8__canceled(s)) return p8__canceled_run(s);
        if (budget && s->stat[P8_STAT_EXPANDED] - first >= budget) return P8_AGAIN;
        if (w->len / 4 >= w->cap) { /* room for the next move before making it */
            rc = p8__mem_grow(&s->mem, (void **)&w->moves, &w->cap, (size_t)(w->len / 4) + 1, 1);
            if (rc != P8_OK) return p8__alloc_failed(s, rc);
        }
        w->held = UINT32_MAX;
        rc = p8__visit(s, d, index, w->held_h);
        if (rc != P8_AGAIN) return rc;
        if (w->held == UINT32_MAX) { /* not expanded: the depth limit */
            const unsigned long long max_depth = (unsigned long long)s->limit[P8_LIMIT_DEPTH];
            return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu: the walk did not reach "
                                   "the goal in %llu moves", max_depth, max_depth);
        }
        walk_on(w, d);
    }
}

static int walk_result(p8_search *s, p8_result **out) {
    const walk_state *w = P8__DRIVER_STATE(s, walk_state);
    int solved = s->solved_side == 0;
    int rc = p8__result_alloc(s, solved, (size_t)w->len, out);
    if (rc != P8_OK || !solved) return rc;
    if (w->len) memcpy(p8__result_packed(*out), w->moves, (size_t)(w->len + 3) / 4);
    p8__result_seal(*out, s->start);
    return P8_OK;
}

static void walk_release(p8_search *s) {
    walk_state *w = P8__DRIVER_STATE(s, walk_state);
    p8__mem_free(&s->mem, w->moves, w->cap);
    w->moves = NULL;
    w->cap = 0;
}

const p8__driver p8__driver_random_walk = { 0, walk_begin, walk_advance, walk_result,
                                            walk_release };
