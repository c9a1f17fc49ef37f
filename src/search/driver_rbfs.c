/* SPDX-License-Identifier: MIT */
/* driver_rbfs.c - recursive best-first search (RBFS; Korf 1993, AIMA 3rd ed. fig. 3.26) through
 * the one step, as an explicit stack instead of recursion.
 *
 * A frame is a node on the current path with its f-limit; the step visits the top frame's node
 * (goal test, limits, expansion), which generates its children into the arena right after the
 * children of the frame below, so the arena holds only the path and the children of the nodes
 * on it (a stack: at most about 3 nodes a level). The driver takes the children from its own
 * frontier hook: each child c gets F(c) = max(f(c), F(node)), f = wg*g + wh*h (pathmax: a
 * child never looks better than what its parent was backed up to). Then, until it returns: the
 * child of lowest F (ties: the first generated, in move order) is the best; if its F exceeds
 * the frame's limit the frame returns that F to its parent, which stores it as the child's
 * backed-up F and forgets the child's subtree (the arena is cut back to the parent's children);
 * otherwise the best child becomes a new frame with limit min(limit, second-lowest F) and is
 * visited. A node without children (all discarded as duplicates, or at the depth limit) returns
 * "infinite". When the root returns, the run ends as an exhausted search does.
 *
 * Forgotten subtrees are searched again when their backed-up F becomes the lowest: the node
 * that roots one is visited again, so a trace shows its EXPAND a second time (same id, same
 * parent) and its successors GENERATEd again with new ids; the events' BOUND is the visited
 * frame's f-limit (P8_NODE_NONE for the root's, which has none). Statistics count every
 * expansion and generation, the repeated ones included; P8_STAT_MAX_FRONTIER is the most nodes
 * the arena held at once (the path and its children), P8_STAT_BOUND the f-limit of the last
 * node visited. Optimal with an admissible heuristic and wg >= 1, wh >= 0 (as A* is). Needs
 * wg >= 1: with wg = 0, f does not grow with depth, so no f-limit stops a descent (the path, and
 * the memory it holds, would grow until memory ran out); P8_EINVAL at begin, as IDA*'s.
 * Tree search: the policies NONE, PARENT (the preset's) and PATH; GRAPH, GRAPH_UNDO and CLOSED
 * are P8_EINVAL. */
#include "search.h"

#include <string.h>

#define INF UINT64_MAX

typedef struct frame {
    uint32_t node;               /* the frame's node */
    uint32_t first, end;         /* its children: arena indices [first, end) */
    int visited;                 /* its node was visited (its children are known) */
    uint64_t limit;              /* its f-limit (INF: none) */
} frame;

/* The driver's own state: each node's backed-up F (by arena index) and the stack of frames. */
typedef struct rbfs_state {
    uint64_t *F;
    size_t fcap;
    frame *fr;
    size_t frcap;
    size_t top;                  /* frames in use */
    int saturated;               /* a key saturated (UINT64_MAX): such a node counts as infinite */
} rbfs_state;

/* The frontier hook: the step pushes each child kept; its F starts as its f. */
static int rbfs_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *user_data) {
    p8_search *s = user_data;
    rbfs_state *r = P8__DRIVER_STATE(s, rbfs_state);
    (void)g;
    (void)h;
    if (node >= r->fcap) {
        int rc = p8__mem_grow(&s->mem, (void **)&r->F, &r->fcap, (size_t)node + 1, sizeof *r->F);
        if (rc != P8_OK) return rc; /* P8_ENOMEM, or P8_ELIMIT at the memory limit */
    }
    if (key == INF) r->saturated = 1;
    r->F[node] = key;
    return P8_OK;
}

static int push_frame(p8_search *s, rbfs_state *r, uint32_t node, uint64_t limit) {
    frame *f;
    int rc = p8__mem_grow(&s->mem, (void **)&r->fr, &r->frcap, r->top + 1, sizeof *r->fr);
    if (rc != P8_OK) return p8__alloc_failed(s, rc);
    f = &r->fr[r->top++];
    f->node = node;
    f->first = f->end = 0;
    f->visited = 0;
    f->limit = limit;
    return P8_AGAIN;
}

static int rbfs_begin(p8_search *s) {
    rbfs_state *r = P8__DRIVER_STATE(s, rbfs_state);
    p8__side *d = &s->side[0];
    uint32_t h;
    int rc;
    if (s->dup > P8_DUP_PATH)
        return p8__search_fail(s, P8_EINVAL, "RBFS is a tree search: it takes the duplicate "
                               "policy none, parent or path, not %s", p8_duplicates_name(s->dup));
    if (s->wg == 0) /* f = wh*h stays within the heuristic's range however deep the path goes */
        return p8__search_fail(s, P8_EINVAL, "RBFS needs wg >= 1: with wg = 0 its f-limits do "
                               "not bound the depth of the path it holds");
    p8__side_open(s, d, s->goal, 0);
    d->push = rbfs_push;         /* the driver's own frontier: it takes what the step pushes */
    d->fud = s;
    d->nodes.keep_ids = 1;       /* the arena is a stack: indices are reused */
    d->nodes.keep_h = 1;
    rc = p8__side_root(s, d, s->start, &h);
    if (rc != P8_AGAIN) return rc;
    if (d->nodes.node[0].key == d->target_key) return p8__found(s, d, 0, h, s->start);
    if ((rc = rbfs_push(0, p8__key_of(s, 0, h), 0, h, s)) != P8_OK) return p8__alloc_failed(s, rc);
    return push_frame(s, r, 0, INF);
}

/* Visit the top frame's node: its children become [first, end), with pathmax F. */
static int visit_top(p8_search *s, rbfs_state *r, p8__side *d) {
    frame *f = &r->fr[r->top - 1];
    uint32_t i;
    int rc;
    f->first = (uint32_t)d->nodes.count;
    s->pass.bound = f->limit == INF ? P8_NODE_NONE : f->limit;
    if (f->limit != INF) s->stat[P8_STAT_BOUND] = f->limit;
    rc = p8__visit(s, d, f->node, d->nodes.h[f->node]);
    if (rc != P8_AGAIN) return rc;
    f = &r->fr[r->top - 1];
    f->end = (uint32_t)d->nodes.count;
    f->visited = 1;
    if (d->nodes.count > s->stat[P8_STAT_MAX_FRONTIER]) s->stat[P8_STAT_MAX_FRONTIER] = d->nodes.count;
    for (i = f->first; i < f->end; i++)
        if (r->F[i] < r->F[f->node]) r->F[i] = r->F[f->node];
    return P8_AGAIN;
}

static int rbfs_advance(p8_search *s, uint64_t budget) {
    rbfs_state *r = P8__DRIVER_STATE(s, rbfs_state);
    p8__side *d = &s->side[0];
    const uint64_t stop_at = budget ? s->stat[P8_STAT_EXPANDED] + budget : UINT64_MAX;
    for (;;) {
        frame *f = &r->fr[r->top - 1];
        uint32_t i, best = UINT32_MAX;
        uint64_t alt = INF, bf = INF, limit;
        int rc;
        if (!f->visited) {
            if (p8__canceled(s)) return p8__canceled_run(s);
            if (s->stat[P8_STAT_EXPANDED] >= stop_at) return P8_AGAIN;
            if ((rc = visit_top(s, r, d)) != P8_AGAIN) return rc;
            f = &r->fr[r->top - 1];
        }
        /* the best child and the alternative (the second-lowest F) */
        for (i = f->first; i < f->end; i++) {
            if (r->F[i] < bf) {
                alt = bf;
                bf = r->F[i];
                best = i;
            } else if (r->F[i] < alt) {
                alt = r->F[i];
            }
        }
        if (best == UINT32_MAX || bf > f->limit || bf == INF) { /* the frame returns bf */
            r->top--;
            if (!r->top) {
                if (r->saturated && !s->cutoff)
                    return p8__search_fail(s, P8_ELIMIT, "RBFS met a key that saturates "
                                           "(weights %llu,%llu): its subtree has no bound; lower "
                                           "the weights or the heuristic",
                                           (unsigned long long)s->wg, (unsigned long long)s->wh);
                return p8__exhausted(s);
            }
            r->F[f->node] = bf;
            d->nodes.count = r->fr[r->top - 1].end; /* forget the subtree */
            continue;
        }
        limit = alt < f->limit ? alt : f->limit;
        if ((rc = push_frame(s, r, best, limit)) != P8_AGAIN) return rc;
    }
}

static int rbfs_result(p8_search *s, p8_result **out) {
    return p8__result_of_side(s, &s->side[0], out);
}

static void rbfs_release(p8_search *s) {
    rbfs_state *r = P8__DRIVER_STATE(s, rbfs_state);
    p8__mem_free(&s->mem, r->F, r->fcap * sizeof *r->F);
    p8__mem_free(&s->mem, r->fr, r->frcap * sizeof *r->fr);
    memset(r, 0, sizeof *r);
}

const p8__driver p8__driver_rbfs = { P8__USES_KEY_BOUND, rbfs_begin, rbfs_advance, rbfs_result,
                                     rbfs_release };
