/* SPDX-License-Identifier: MIT */
/* driver_random_walk.c - the textbook's first solver: from the start, a random legal move each
 * step until the goal. No frontier and no nodes: the state, the generator and the walk, kept at
 * 2 bits a move (the result holds it the same way).
 *
 * Defined bit for bit, so the same seed gives the same walk everywhere: the generator is
 * SplitMix64 seeded with p8_search_set_seed (random.c); at each step the legal moves of the
 * blank are listed in the order UP, DOWN, LEFT, RIGHT, without the inverse of the previous move
 * under the PARENT policy (NONE keeps them all), and the move at index below(count) is taken.
 * Under PARENT this is p8_board_scramble's walk. Each move is one expansion and one generation;
 * node ids are move numbers (the state after move i has id i). */
#include "search_internal.h"

#include <string.h>

static int walk_begin(p8_search *s) {
    if (s->dup != P8_DUP_NONE && s->dup != P8_DUP_PARENT)
        return p8__search_fail(s, P8_EINVAL, "the random walk takes the duplicate policy none "
                               "(any legal move) or parent (never undo the last move), not %s",
                               p8_duplicates_name(s->dup));
    p8__heuristic_prepare(&s->side[0].heur, s->builtin, s->hfn, s->hud, s->goal);
    s->walk_state = p8__pack(s->start);
    s->walk_blank = p8__blank_of(s->start);
    s->walk_last = -1;
    s->walk_len = 0;
    s->rng = s->seed;
    if (p8__canceled(s)) return p8__search_fail(s, P8_ECANCELED, "the run was canceled");
    if (memcmp(s->start, s->goal, 9) == 0) {
        s->solved_side = 0;
        return P8_OK;
    }
    return P8_AGAIN;
}

/* Report `event` for the walk's state after `moves` moves (reached by move `m`). */
static int walk_emit(p8_search *s, int event, uint64_t x, uint64_t moves, int m) {
    uint64_t f[P8_NODE_FIELDS];
    uint8_t t[9];
    p8__heuristic *hr = &s->side[0].heur;
    if (!((s->emask >> event) & 1u)) return p8__canceled(s);
    p8__unpack(x, t);
    f[P8_NODE_ID] = moves;
    f[P8_NODE_PARENT] = moves ? moves - 1 : P8_NODE_NONE;
    f[P8_NODE_MOVE] = m < 0 ? P8__NO_MOVE : (unsigned)m;
    f[P8_NODE_G] = moves;
    f[P8_NODE_H] = hr->fn(t, s->goal, hr->user_data);
    f[P8_NODE_KEY] = p8__key_of(s, (uint32_t)moves, (uint32_t)f[P8_NODE_H]);
    f[P8_NODE_SIDE] = 0;
    f[P8_NODE_BOUND] = P8_NODE_NONE;
    return p8__canceled(s) || p8__emit(s, event, t, f);
}

static int walk_advance(p8_search *s, uint64_t budget) {
    const uint64_t goal = p8__pack(s->goal), max_exp = s->limit[P8_LIMIT_EXPANSIONS];
    const uint64_t max_depth = s->limit[P8_LIMIT_DEPTH], first = s->stat[P8_STAT_EXPANDED];
    const int parent_rule = s->dup == P8_DUP_PARENT;
    uint64_t x = s->walk_state;
    int b = s->walk_blank, last = s->walk_last, rc = P8_AGAIN;
    for (;;) {
        int options[4], n = 0, m, to;
        uint64_t tile;
        if (p8__canceled(s)) {
            rc = p8__search_fail(s, P8_ECANCELED, "the run was canceled");
            break;
        }
        if (budget && s->stat[P8_STAT_EXPANDED] - first >= budget) break;
        if (s->walk_len >= max_depth) {
            s->cutoff = 1;
            rc = p8__search_fail(s, P8_ELIMIT, "depth limit of %llu: the walk did not reach the "
                                 "goal in %llu moves", (unsigned long long)max_depth,
                                 (unsigned long long)max_depth);
            break;
        }
        if (s->stat[P8_STAT_EXPANDED] >= max_exp) {
            rc = p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                                 (unsigned long long)max_exp);
            break;
        }
        if ((rc = p8__time_check(s)) != P8_AGAIN) break;
        if (s->walk_len / 4 >= s->walk_cap) {
            rc = p8__mem_grow(&s->mem, (void **)&s->walk, &s->walk_cap,
                              (size_t)(s->walk_len / 4) + 1, 1);
            if (rc != P8_OK) {
                rc = p8__alloc_failed(s, rc);
                break;
            }
            rc = P8_AGAIN;
        }
        if (s->emask && walk_emit(s, P8_EVENT_EXPAND, x, s->walk_len, last)) continue;
        for (m = 0; m < 4; m++)
            if (p8__move_target[b][m] >= 0 && !(parent_rule && last >= 0 && m == (last ^ 1)))
                options[n++] = m;
        m = options[p8__random_below(&s->rng, (uint32_t)n)];
        to = p8__move_target[b][m];
        tile = (x >> (4 * to)) & 15u;
        x ^= (tile << (4 * to)) ^ (tile << (4 * b));
        b = to;
        last = m;
        if (s->walk_len % 4 == 0) s->walk[s->walk_len / 4] = 0;
        s->walk[s->walk_len / 4] |= (uint8_t)(m << (2 * (s->walk_len % 4)));
        s->walk_len++;
        s->stat[P8_STAT_EXPANDED]++;
        s->stat[P8_STAT_GENERATED]++;
        if (s->emask && walk_emit(s, P8_EVENT_GENERATE, x, s->walk_len, m)) continue;
        if (x == goal) {
            s->solved_side = 0;
            if (s->emask) (void)walk_emit(s, P8_EVENT_GOAL, x, s->walk_len, m);
            rc = P8_OK;
            break;
        }
    }
    s->walk_state = x;
    s->walk_blank = b;
    s->walk_last = last;
    return rc;
}

static int walk_result(p8_search *s, p8_result **out) {
    int solved = s->solved_side == 0;
    int rc = p8__result_alloc(s, solved, (size_t)s->walk_len, out);
    if (rc != P8_OK || !solved) return rc;
    if (s->walk_len) memcpy(p8__result_packed(*out), s->walk, (size_t)(s->walk_len + 3) / 4);
    p8__result_seal(*out, s->start);
    return P8_OK;
}

const p8__driver p8__driver_random_walk = { "random-walk", walk_begin, walk_advance,
                                            walk_result };
