/* SPDX-License-Identifier: MIT */
/* driver_random_walk.c - the textbook's first solver: from the start, a random legal move each
 * step until the goal, through the one step like every other driver. Its side picks (a random
 * frontier of width 1): the step generates one successor, chosen at random, and visits it
 * next; such a side keeps a chain, not a tree: the path as moves, 2 bits each (the driver's own
 * state; the result holds it the same way), and only its last node (search.h: p8__side.pick).
 *
 * Defined bit for bit, so the same seed gives the same walk everywhere: the generator is
 * SplitMix64 seeded with p8_search_set_seed (board/random.c); at each step the legal moves of
 * the blank are listed in the order UP, DOWN, LEFT, RIGHT, without the inverse of the previous
 * move under the PARENT policy (NONE keeps them all), and the move at index below(count) is
 * taken. Under PARENT this is p8_board_scramble's walk. Each move is one expansion and one
 * generation; node ids are move numbers (the state after move i has id i). */
#include "search.h"

#include <string.h>

/* The driver's own state: the side's generator and path. */
typedef struct walk_state {
    uint64_t rng;
    p8__path path;
} walk_state;

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
    w->rng = s->seed;
    d->pick = &w->rng;
    d->path = &w->path;
    /* the last node and the one standing for its parent: never more */
    rc = p8__nodes_reserve_exact(&d->nodes, &s->mem, 2);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    d->next_full = 1; /* the root is the first node visited */
    d->next_h = h;
    return P8_AGAIN;
}

static int walk_advance(p8_search *s, uint64_t budget) {
    int rc = p8__drain(s, &s->side[0], budget ? s->stat[P8_STAT_EXPANDED] + budget : UINT64_MAX);
    if (rc == P8__EMPTY) { /* no next node: the last one was not expanded */
        const unsigned long long max_depth = (unsigned long long)s->limit[P8_LIMIT_DEPTH];
        return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu: the walk did not reach the "
                               "goal in %llu moves", max_depth, max_depth);
    }
    return rc;
}

static int walk_result(p8_search *s, p8_result **out) {
    const walk_state *w = P8__DRIVER_STATE(s, walk_state);
    const size_t len = (size_t)w->path.len;
    int solved = s->solved_side == 0;
    int rc = p8__result_alloc(s, solved, len, out);
    if (rc != P8_OK || !solved) return rc;
    if (len) memcpy(p8__result_packed(*out), w->path.moves, (len + 3) / 4);
    p8__result_seal(*out, s->start);
    return P8_OK;
}

static void walk_release(p8_search *s) {
    walk_state *w = P8__DRIVER_STATE(s, walk_state);
    p8__mem_free(&s->mem, w->path.moves, w->path.cap);
    w->path.moves = NULL;
    w->path.cap = 0;
}

const p8__driver p8__driver_random_walk = { 0, walk_begin, walk_advance, walk_result,
                                            walk_release };
