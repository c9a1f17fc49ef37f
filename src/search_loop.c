/* search_loop.c - THE search loop. One loop for every algorithm: what differs between BFS, DFS,
 * UCS, greedy and A* is data in the p8_search (frontier ops, weights, heuristic, graph/tree,
 * reopening), never a branch on an algorithm here.
 *
 * A run: the start node is goal-tested first. Then, until the frontier is empty: pop a node;
 * skip it if a cheaper node for its state has replaced it ("stale"); goal-test it (unless the
 * frontier tests at generation); skip it if it sits at the depth limit; expand it: generate
 * the successors in move order UP, DOWN, LEFT, RIGHT, never the move that undoes the one that
 * made the node. In graph search a successor whose state is known with g no larger (or is
 * closed, when reopening is off) is a duplicate; otherwise it becomes a new node, replacing the
 * state's old node, and is pushed with key wg*g + wh*h. */
#define _POSIX_C_SOURCE 200809L
#include "search_internal.h"

#include <string.h>
#include <time.h>

/* The time limit: the clock is read every `tevery` expansions, an interval adapted after each
 * read so that reads come about TIME_CHECK_NS apart whatever an expansion costs (slow callbacks
 * included), between 1 and TIME_CHECK_MAX expansions. A limit is so met within about
 * TIME_CHECK_NS (plus one expansion), and a fast search reads the clock rarely. */
#define TIME_CHECK_NS 100000u  /* 0.1 ms */
#define TIME_CHECK_MAX 4096u

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}

/* wg*g + wh*h in 64 bits, saturating instead of wrapping. */
static uint64_t key_of(const p8_search *s, uint32_t g, uint32_t h) {
    uint64_t a = s->wg * g, b = s->wh * h;
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* 1 if the run was asked to stop (by a callback, a free from one, or p8_search_cancel from
 * any thread). */
static int canceled(const p8_search *s) {
    return P8__ATOMIC_LOAD(&s->cancel) != 0;
}

/* Call the event callback if `event` is selected; 1 if the run must stop. */
static int emit(p8_search *s, int event, const uint8_t t[9], uint32_t g, uint32_t h) {
    if ((s->emask >> event) & 1u)
        if (s->efn(event, t, g, h, s->eud)) P8__ATOMIC_STORE(&s->cancel, 1);
    return canceled(s);
}

/* Read the clock for the time limit and adapt the interval to the next read; 1 if the limit
 * is reached. */
static int time_is_up(p8_search *s, uint64_t max_ms) {
    uint64_t now = now_ns(), since = now - s->tlast;
    s->tlast = now;
    if (since < TIME_CHECK_NS / 2 && s->tevery < TIME_CHECK_MAX) {
        s->tevery *= 2;
    } else if (since > TIME_CHECK_NS) {
        uint64_t every = (uint64_t)s->tevery * TIME_CHECK_NS / since;
        s->tevery = every ? (uint32_t)every : 1;
    }
    s->tnext = s->tevery;
    return (s->stat[P8_STAT_ELAPSED_NS] + (now - s->call_t0)) / 1000000u >= max_ms;
}

static int found(p8_search *s, uint32_t node, const uint8_t t[9], uint32_t h) {
    s->goal_node = node;
    if ((s->emask >> P8_EVENT_GOAL) & 1u) /* the run ends solved whatever this returns */
        (void)s->efn(P8_EVENT_GOAL, t, P8__NODE_G(s->nodes.node[node].gm), h, s->eud);
    return P8_OK;
}

/* Map an allocation failure inside the run to its status and message. */
static int alloc_failed(p8_search *s, int rc) {
    if (rc == P8_ELIMIT && s->mem.limit_hit)
        return p8__search_fail(s, P8_ELIMIT, "memory limit of %llu bytes reached",
                               (unsigned long long)s->limit[P8_LIMIT_MEMORY_BYTES]);
    if (rc == P8_ELIMIT)
        return p8__search_fail(s, P8_ELIMIT, "the search holds 2^32 nodes, the most it can");
    return p8__search_fail(s, P8_ENOMEM, "out of memory after %llu expansions",
                           (unsigned long long)s->stat[P8_STAT_EXPANDED]);
}

/* A new node for a generated state (or a cheaper path to a known one); pushed on the frontier.
 * Returns P8_AGAIN to go on, P8_OK when it is the goal found at generation, or an error. */
static int add_node(p8_search *s, uint32_t key, unsigned move, uint32_t old, size_t slot,
                    const uint8_t t[9], uint32_t parent, uint32_t g) {
    uint32_t h, index;
    int rc;
    h = s->heur.fn(t, s->goal, s->heur.user_data);
    if (canceled(s) || emit(s, P8_EVENT_GENERATE, t, g, h)) return P8_ECANCELED;
    rc = p8__nodes_add(&s->nodes, &s->mem, key, parent, g | (uint32_t)move << P8__MOVE_SHIFT, &index);
    if (rc != P8_OK) return alloc_failed(s, rc);
    if (s->graph) p8__nodes_set(&s->nodes, slot, index);
    if (old != UINT32_MAX) s->nodes.node[old].gm |= P8__STALE_BIT;
    if (s->ops->goal_test_at_generation && key == s->goal_key) return found(s, index, t, h);
    rc = s->ops->push(&s->frontier, &s->mem, key_of(s, g, h), h, index);
    if (rc != P8_OK) return alloc_failed(s, rc);
    if (s->frontier.count > s->stat[P8_STAT_MAX_FRONTIER])
        s->stat[P8_STAT_MAX_FRONTIER] = s->frontier.count;
    return P8_AGAIN;
}

/* One generated successor: duplicate detection, then add_node. */
static int generate(p8_search *s, uint32_t key, unsigned move, const uint8_t t[9], uint32_t parent,
                    uint32_t g) {
    uint32_t old = UINT32_MAX;
    size_t slot = 0;
    s->stat[P8_STAT_GENERATED]++;
    if (s->graph) {
        int rc = p8__nodes_reserve(&s->nodes, &s->mem);
        if (rc != P8_OK) return alloc_failed(s, rc);
        old = p8__nodes_find(&s->nodes, key, &slot);
        if (old != UINT32_MAX) {
            uint32_t gm = s->nodes.node[old].gm;
            if (P8__NODE_G(gm) <= g || (!s->reopen && (gm & P8__CLOSED_BIT))) {
                s->stat[P8_STAT_DUPLICATES]++;
                if (s->emask & (P8_EVENT_BIT(P8_EVENT_GENERATE) | P8_EVENT_BIT(P8_EVENT_DUPLICATE))) {
                    uint32_t h = s->heur.fn(t, s->goal, s->heur.user_data);
                    if (canceled(s) || emit(s, P8_EVENT_GENERATE, t, g, h) ||
                        emit(s, P8_EVENT_DUPLICATE, t, g, h))
                        return P8_ECANCELED;
                }
                return P8_AGAIN;
            }
        }
    }
    return add_node(s, key, move, old, slot, t, parent, g);
}

/* Expand node `index`: every successor but the one undoing its move. */
static int expand(p8_search *s, uint32_t index, uint32_t h) {
    p8__node nd = s->nodes.node[index];
    uint64_t tiles = p8__key_expand(nd.key);
    uint32_t g = P8__NODE_G(nd.gm);
    unsigned came = P8__NODE_MOVE(nd.gm), b;
    uint8_t t[9];
    int m;
    if (g == P8__G_MAX)
        return p8__search_fail(s, P8_ELIMIT, "a path reached depth %lu, the deepest a node can be",
                               (unsigned long)P8__G_MAX);
    s->nodes.node[index].gm |= P8__CLOSED_BIT;
    s->stat[P8_STAT_EXPANDED]++;
    p8__unpack(tiles, t);
    for (b = 0; t[b]; b++)
        ;
    if (emit(s, P8_EVENT_EXPAND, t, g, h)) return P8_ECANCELED;
    for (m = 0; m < 4; m++) {
        int to = p8__move_target[b][m];
        uint64_t tile, child;
        int rc;
        if (to < 0 || (came != P8__NO_MOVE && (unsigned)m == P8__INVERSE_MOVE(came))) continue;
        tile = t[to];
        child = tiles ^ (tile << (4 * to)) ^ (tile << (4 * b));
        t[b] = (uint8_t)tile;
        t[to] = 0;
        rc = generate(s, (uint32_t)child, (unsigned)m, t, index, g + 1);
        t[to] = (uint8_t)tile;
        t[b] = 0;
        if (rc != P8_AGAIN) return rc;
    }
    return P8_AGAIN;
}

/* Run until the run ends or `budget` expansions (0: no budget) were made in this call. */
static int advance(p8_search *s, uint64_t budget) {
    const uint64_t max_exp = s->limit[P8_LIMIT_EXPANSIONS], max_depth = s->limit[P8_LIMIT_DEPTH];
    const uint64_t max_ms = s->limit[P8_LIMIT_TIME_MS];
    uint64_t done = 0;
    for (;;) {
        uint32_t h, index;
        p8__node nd;
        int rc;
        if (canceled(s)) return p8__search_fail(s, P8_ECANCELED, "the run was canceled");
        if (budget && done == budget) return P8_AGAIN;
        if (!s->ops->pop(&s->frontier, &h, &index)) {
            if (s->cutoff && s->graph && !s->reopen)
                return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off; graph "
                                       "search without reopening can miss a solution within the "
                                       "limit: turn reopening on (or use tree search) to find it",
                                       (unsigned long long)max_depth);
            if (s->cutoff)
                return p8__search_fail(s, P8_ELIMIT, "depth limit of %llu cut the search off: no "
                                       "solution of at most %llu moves exists",
                                       (unsigned long long)max_depth, (unsigned long long)max_depth);
            return p8__search_fail(s, P8_ENOTFOUND, "the frontier ran empty after %llu expansions",
                                   (unsigned long long)s->stat[P8_STAT_EXPANDED]);
        }
        nd = s->nodes.node[index];
        if (nd.gm & P8__STALE_BIT) continue;
        if (nd.key == s->goal_key) return found(s, index, s->goal, h);
        if (max_depth && P8__NODE_G(nd.gm) >= max_depth) {
            s->cutoff = 1;
            continue;
        }
        /* The limit stops the run before the (limit+1)-th expansion, after the goal test. */
        if (max_exp && s->stat[P8_STAT_EXPANDED] >= max_exp)
            return p8__search_fail(s, P8_ELIMIT, "expansion limit of %llu reached",
                                   (unsigned long long)max_exp);
        rc = expand(s, index, h);
        if (rc == P8_ECANCELED) return p8__search_fail(s, rc, "the run was canceled");
        if (rc != P8_AGAIN) return rc;
        done++;
        if (max_ms && --s->tnext == 0 && time_is_up(s, max_ms))
            return p8__search_fail(s, P8_ELIMIT, "time limit of %llu ms reached",
                                   (unsigned long long)max_ms);
    }
}

/* End the run with `status`. A run ended by P8_ENOMEM has no result: its buffers go at once. */
static int end_run(p8_search *s, int status) {
    s->phase = P8__ENDED;
    s->status = status;
    if (status == P8_ENOMEM) p8__search_release_run(s);
    return status;
}

/* Time spent inside start/step counts as the run's elapsed time. */
static void enter(p8_search *s) {
    s->in_call = 1;
    s->call_t0 = s->tlast = now_ns();
}
static void leave(p8_search *s) {
    s->stat[P8_STAT_ELAPSED_NS] += now_ns() - s->call_t0;
    s->in_call = 0;
}

static int begin(p8_search *s, const p8_board *start, const p8_board *goal) {
    uint32_t root, h;
    int rc;
    p8__search_release_run(s); /* a run in progress is abandoned, whatever happens next */
    s->phase = P8__IDLE;
    if (!start) return p8__search_fail(s, P8_EINVAL, "start board is NULL");
    if (p8_board_solvable(start, goal) != 1) {
        p8__solvable_reason(start->tiles, p8__goal_tiles(goal), s->errmsg, sizeof s->errmsg);
        return P8_EUNSOLVABLE;
    }
    memcpy(s->start, start->tiles, 9);
    memcpy(s->goal, p8__goal_tiles(goal), 9);
    s->goal_key = (uint32_t)p8__pack(s->goal);
    memset(s->stat, 0, sizeof s->stat);
    s->mem.peak = s->mem.cur;
    s->mem.limit = s->limit[P8_LIMIT_MEMORY_BYTES];
    s->mem.limit_hit = 0;
    s->frontier.ops = s->ops;
    P8__ATOMIC_STORE(&s->cancel, 0);
    s->cutoff = 0;
    s->tevery = s->tnext = 1;
    s->goal_node = UINT32_MAX;
    s->errmsg[0] = '\0';
    p8__heuristic_prepare(&s->heur, s->builtin, s->hfn, s->hud, s->goal);
    s->phase = P8__RUNNING;
    enter(s);
    rc = p8__nodes_add(&s->nodes, &s->mem, (uint32_t)p8__pack(s->start), 0,
                       P8__NO_MOVE << P8__MOVE_SHIFT, &root);
    if (rc == P8_OK && s->graph) {
        size_t slot;
        rc = p8__nodes_reserve(&s->nodes, &s->mem);
        if (rc == P8_OK && p8__nodes_find(&s->nodes, s->nodes.node[root].key, &slot) == UINT32_MAX)
            p8__nodes_set(&s->nodes, slot, root);
    }
    h = rc == P8_OK ? s->heur.fn(s->start, s->goal, s->heur.user_data) : 0;
    if (rc != P8_OK) {
        rc = alloc_failed(s, rc);
    } else if (canceled(s)) {
        rc = p8__search_fail(s, P8_ECANCELED, "the run was canceled");
    } else if (memcmp(s->start, s->goal, 9) == 0) { /* the start is goal-tested first */
        rc = found(s, root, s->start, h);
    } else {
        rc = s->ops->push(&s->frontier, &s->mem, key_of(s, 0, h), h, root);
        rc = rc == P8_OK ? P8_AGAIN : alloc_failed(s, rc);
        s->stat[P8_STAT_MAX_FRONTIER] = s->frontier.count;
    }
    leave(s);
    if (rc == P8_ENOMEM) { /* nothing to take: the search is idle again */
        p8__search_release_run(s);
        s->phase = P8__IDLE;
        return rc;
    }
    if (rc != P8_AGAIN) end_run(s, rc);
    return P8_OK;
}

/* A search freed from its own callback is freed here, once the call is over. */
static int finish_deferred_free(p8_search *s) {
    if (!s->free_requested) return 0;
    s->free_requested = 0;
    p8_search_free(s);
    return 1;
}

int p8_search_start(p8_search *s, const p8_board *start, const p8_board *goal) {
    int rc;
    if (!s) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    rc = begin(s, start, goal);
    return finish_deferred_free(s) ? P8_ECANCELED : rc;
}

/* step without the deferred free, shared by p8_search_step and p8_search_run. */
static int step(p8_search *s, uint64_t max_expansions) {
    int rc;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    if (s->phase == P8__IDLE) return p8__search_fail(s, P8_EINVAL, "no run was started");
    if (s->phase == P8__ENDED) return s->status;
    enter(s);
    rc = advance(s, max_expansions);
    leave(s);
    return rc == P8_AGAIN ? rc : end_run(s, rc);
}

int p8_search_step(p8_search *s, uint64_t max_expansions) {
    int rc;
    if (!s) return P8_EINVAL;
    rc = step(s, max_expansions);
    return finish_deferred_free(s) ? P8_ECANCELED : rc;
}

int p8_search_take_result(p8_search *s, p8_result **out) {
    int rc;
    if (out) *out = NULL;
    if (!s || !out) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    if (s->phase != P8__ENDED || s->status == P8_ENOMEM)
        return p8__search_fail(s, P8_EINVAL, s->phase == P8__RUNNING ? "the run has not ended"
                                                                   : "there is no result to take");
    rc = p8__result_make(s, out);
    if (rc != P8_OK) return p8__search_fail(s, rc, "out of memory building the result");
    p8__search_release_run(s);
    s->phase = P8__IDLE;
    return P8_OK;
}

int p8_search_run(p8_search *s, const p8_board *start, const p8_board *goal, p8_result **out) {
    int rc, taken;
    if (out) *out = NULL;
    if (!s) return P8_EINVAL;
    if (s->in_call) return p8__search_fail(s, P8_EBUSY, "called from inside its own run");
    if (!out) { /* a run in progress is abandoned first, as for every other failure */
        p8__search_release_run(s);
        s->phase = P8__IDLE;
        return p8__search_fail(s, P8_EINVAL, "result pointer is NULL");
    }
    rc = begin(s, start, goal);
    if (finish_deferred_free(s)) return P8_ECANCELED;
    if (rc != P8_OK) return rc;
    rc = step(s, 0);
    if (finish_deferred_free(s)) return P8_ECANCELED;
    if (rc == P8_ENOMEM) {
        s->phase = P8__IDLE;
        return rc;
    }
    taken = p8_search_take_result(s, out);
    if (taken != P8_OK) { /* P8_ENOMEM building the result: the run is discarded, no result */
        p8__search_release_run(s);
        s->phase = P8__IDLE;
        return taken;
    }
    return rc;
}
