/* SPDX-License-Identifier: MIT */
/* run.c - a run of the reference or of a mistake on one board, through the public search API
 * on the grader's search: the reference's configuration with the mistake's changes (a caller's
 * frontier of another order, a heuristic of the grader's, an event callback that stops at a
 * goal generated); its solution (moves and counts) when it ends, or its trace made line by line
 * for p8_trace_compare as the reader asks for lines, so that a comparison stops the run where
 * the trace first differs; each changed as the mistake changes a program's output. */
#include "grade.h"

#include <string.h>

void p8__gsol_free(p8__mem *m, gsol *s) {
    if (s->moves) p8__mem_free(m, s->moves, s->cap);
    s->moves = NULL;
    s->n = s->cap = 0;
}

/* ---- a caller's frontier: a binary heap in the mistake's order ----------------------------- */

/* 1 if a is taken before b. */
static int taken_before(const grun *r, const gheap_entry *a, const gheap_entry *b) {
    if (r->frontier != G_FRONT_QUEUE && a->key != b->key) return a->key < b->key;
    if (r->frontier == G_FRONT_H_NEWEST && a->h != b->h) return a->h < b->h;
    if (r->frontier == G_FRONT_NEWEST || r->frontier == G_FRONT_H_NEWEST) return a->seq > b->seq;
    return a->seq < b->seq;
}

static int front_push(uint32_t node, uint64_t key, uint32_t g, uint32_t h, void *ud) {
    grun *r = ud;
    gheap_entry e;
    size_t i;
    (void)g;
    if (r->heap_n == r->heap_cap &&
        p8__mem_grow(&r->g->mem, (void **)&r->heap, &r->heap_cap, r->heap_n + 1,
                     sizeof *r->heap) != P8_OK)
        return r->heap_oom = 1, P8_ENOMEM;
    e.key = key;
    e.h = h;
    e.node = node;
    e.seq = r->seq++;
    for (i = r->heap_n++; i > 0 && taken_before(r, &e, &r->heap[(i - 1) / 2]); i = (i - 1) / 2)
        r->heap[i] = r->heap[(i - 1) / 2];
    r->heap[i] = e;
    return 0;
}

static int front_pop(uint32_t *node, void *ud) {
    grun *r = ud;
    gheap_entry last;
    size_t i = 0, n;
    if (r->heap_n == 0) return 0;
    *node = r->heap[0].node;
    n = --r->heap_n;
    last = r->heap[n];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && taken_before(r, &r->heap[c + 1], &r->heap[c])) c++;
        if (!taken_before(r, &r->heap[c], &last)) break;
        r->heap[i] = r->heap[c];
        i = c;
    }
    if (n) r->heap[i] = last;
    return 1;
}

static uint64_t front_size(void *ud) {
    return ((grun *)ud)->heap_n;
}

static void front_clear(void *ud) {
    ((grun *)ud)->heap_n = 0;
}

/* ---- a heuristic of the mistake's ------------------------------------------------------------ */

/* The blank's own part: its Manhattan distance to its goal cell, or under "misplaced" 1 when it
 * is not on it. */
static unsigned blank_part(const grun *r, const uint8_t *s, const uint8_t *goal) {
    int at = 0, to = 0, i, d;
    for (i = 0; i < 9; i++) {
        if (s[i] == 0) at = i;
        if (goal[i] == 0) to = i;
    }
    d = (at / 3 > to / 3 ? at / 3 - to / 3 : to / 3 - at / 3) +
        (at % 3 > to % 3 ? at % 3 - to % 3 : to % 3 - at % 3);
    return r->builtin == P8_H_MISPLACED ? d > 0 : (unsigned)d;
}

/* Manhattan plus 2 for every pair of tiles in linear conflict (the classic wrong linear
 * conflict: per pair, not per tile that must leave the line). */
static unsigned pairs_h(const uint8_t *s, const uint8_t *goal) {
    int cell[9], i, j, line;
    unsigned h = 0;
    for (i = 0; i < 9; i++) cell[goal[i]] = i;
    for (i = 0; i < 9; i++) {
        int t = s[i], c = cell[t];
        if (t == 0) continue;
        h += (unsigned)((i / 3 > c / 3 ? i / 3 - c / 3 : c / 3 - i / 3) +
                        (i % 3 > c % 3 ? i % 3 - c % 3 : c % 3 - i % 3));
    }
    for (line = 0; line < 3; line++)
        for (i = 0; i < 3; i++)
            for (j = i + 1; j < 3; j++) {
                /* row `line`: cells line*3+i before line*3+j; column `line`: i*3+line, j*3+line */
                int a = s[line * 3 + i], b = s[line * 3 + j], ca = cell[a], cb = cell[b];
                if (a && b && ca / 3 == line && cb / 3 == line && ca > cb) h += 2;
                a = s[i * 3 + line];
                b = s[j * 3 + line];
                ca = cell[a];
                cb = cell[b];
                if (a && b && ca % 3 == line && cb % 3 == line && ca > cb) h += 2;
            }
    return h;
}

static unsigned mistake_h(const uint8_t *state, const uint8_t *goal, void *ud) {
    grun *r = ud;
    unsigned h;
    if (r->v->heuristic == G_H_PAIRS) return pairs_h(state, goal);
    h = r->base(state, goal, r->base_ud);
    if (r->v->heuristic == G_H_SCALED) return h > UINT32_MAX / 2 ? UINT32_MAX : 2 * h;
    return h + blank_part(r, state, goal);
}

/* ---- the events ------------------------------------------------------------------------------ */

static void hash_bytes(grun *r, const void *p, size_t n) {
    const unsigned char *b = p;
    size_t i;
    for (i = 0; i < n; i++) r->print_hash = (r->print_hash ^ b[i]) * 1099511628211u;
}

/* Append the event line of node (the event's fields) as the mistake changes it (or add its
 * fields to the fingerprint). */
static void put_event(grun *r, int event, const uint64_t *node, const uint8_t *state) {
    p8__record rec;
    p8__out o;
    char buf[512];
    p8__record_of(node, state, &rec);
    if (r->v && (r->v->transform & G_T_TILE) && rec.move < 4) rec.move ^= 1; /* U<->D, L<->R */
    if (r->v && (r->v->transform & G_T_G_PLUS)) {
        rec.g++;
        rec.key = rec.key > UINT64_MAX - r->wg ? UINT64_MAX : rec.key + r->wg;
    }
    if (r->printing) {
        uint64_t f[6];
        f[0] = (uint64_t)event;
        f[1] = rec.id;
        f[2] = rec.parent == rec.id ? UINT64_MAX : rec.parent;
        f[3] = ((uint64_t)rec.move << 32) | rec.g;
        f[4] = ((uint64_t)rec.h << 32) | rec.side;
        f[5] = rec.key;
        hash_bytes(r, f, sizeof f);
        hash_bytes(r, state, 9);
        r->print_lines++;
        return;
    }
    p8__out_buffer(&o, buf, sizeof buf);
    p8__trace_event_line(&o, event, &rec, state);
    p8__out_end(&o);
    p8__gt_put(&r->lines, buf, o.len < sizeof buf ? o.len : sizeof buf - 1);
}

/* Remember node id's parent and move (a goal generated is followed back to the start). */
static void note_node(grun *r, const uint64_t *node) {
    uint64_t id = node[P8_NODE_ID];
    if (id == P8_NODE_NONE || id >= UINT32_MAX) return;
    if (id >= r->nodes_cap &&
        p8__mem_grow(&r->g->mem, (void **)&r->node, &r->nodes_cap, (size_t)id + 1,
                     sizeof *r->node) != P8_OK) {
        r->oom = 1;
        return;
    }
    while (r->nodes <= id) r->node[r->nodes++].parent = UINT32_MAX;
    r->node[id].parent = node[P8_NODE_PARENT] == P8_NODE_NONE ? UINT32_MAX
                                                               : (uint32_t)node[P8_NODE_PARENT];
    r->node[id].move = (uint8_t)node[P8_NODE_MOVE];
}

static int on_event(int event, const uint8_t *state, unsigned g, unsigned h, void *ud) {
    grun *r = ud;
    uint64_t node[P8_NODE_FIELDS];
    int gag = r->v && r->v->goal_at_generation;
    (void)g, (void)h;
    p8_search_event_node(r->g->s, node, P8_NODE_FIELDS); /* inside its callback: never fails */
    r->events[event & 3]++;
    if (r->v && (r->v->transform & G_T_FRONTIER_POPPED) &&
        (event == P8_EVENT_EXPAND || (event == P8_EVENT_GOAL && r->frontier != P8_FRONTIER_FIFO))) {
        uint64_t size = p8_search_stat(r->g->s, P8_STAT_FRONTIER);
        if (size > r->popped_max) r->popped_max = size;
    }
    if (gag && (event == P8_EVENT_GENERATE || event == P8_EVENT_EXPAND)) note_node(r, node);
    if (gag && event == P8_EVENT_GENERATE && node[P8_NODE_ID] != P8_NODE_NONE &&
        memcmp(state, r->g->goal, 9) == 0) {
        r->found = 1;
        r->found_id = node[P8_NODE_ID];
        if (r->tracing || r->printing) {
            put_event(r, P8_EVENT_GENERATE, node, state);
            put_event(r, P8_EVENT_GOAL, node, state);
        }
        return 1; /* the run stops (P8_ECANCELED): the goal is found */
    }
    if (r->tracing || r->printing) put_event(r, event, node, state);
    return r->oom || r->lines.oom || (r->printing && r->print_lines > r->print_max);
}

/* ---- a run ----------------------------------------------------------------------------------- */

/* Configure g->s from c: P8_OK, or P8_EINVAL when a setter refused a value (never: every value
 * comes from a search's configuration) and the search's errmsg says why. The statuses are 0 or
 * negative: their OR is 0 only when every setter took its value. */
static int configure_run(p8_search *s, const gcfg *c) {
    int rc = p8_search_set_driver(s, c->driver) | p8_search_set_frontier(s, c->frontier) |
             p8_search_set_weights(s, (unsigned)c->wg, (unsigned)c->wh) |
             p8_search_set_duplicates(s, c->dup) | p8_search_set_reopen(s, c->reopen) |
             (c->builtin >= 0 ? p8_search_set_heuristic(s, c->builtin)
                              : p8_search_set_heuristic_fn(s, c->hfn, c->hud)) |
             p8_search_set_seed(s, c->seed) |
             (c->node_budget ? p8_search_set_node_budget(s, c->node_budget) : P8_OK) |
             p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, c->limit[P8_LIMIT_EXPANSIONS]) |
             p8_search_set_limit(s, P8_LIMIT_DEPTH, c->limit[P8_LIMIT_DEPTH]) |
             p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, c->limit[P8_LIMIT_MEMORY_BYTES]) |
             p8_search_set_limit(s, P8_LIMIT_TIME_MS, c->limit[P8_LIMIT_TIME_MS]) |
             p8_search_set_event_fn(s, NULL, 0, NULL);
    return rc ? P8_EINVAL : P8_OK;
}

int p8__grun_begin(grun *r, p8_grade *g, int m, const uint8_t start[9], int tracing) {
    p8_search *s = g->s;
    const gvariant *v = p8__grade_variant(m);
    gcfg c = g->cfg;
    int rc;
    memset(r, 0, sizeof *r);
    r->g = g;
    r->m = m;
    r->v = v;
    r->tracing = tracing;
    r->lines.mem = &g->mem;
    r->bound_expansions = G_NO_COUNT;
    memcpy(r->start, start, 9);
    if (v) {
        if (v->dup == G_DUP_UNDO) c.dup = c.dup == P8_DUP_PARENT ? P8_DUP_NONE : P8_DUP_GRAPH_UNDO;
        else if (v->dup == G_DUP_NO_UNDO) c.dup = c.dup == P8_DUP_NONE ? P8_DUP_PARENT : P8_DUP_GRAPH;
        else if (v->dup != G_KEEP) c.dup = v->dup;
        if (v->reopen != G_KEEP) c.reopen = v->reopen;
        if (v->no_depth_limit) c.limit[P8_LIMIT_DEPTH] = P8_LIMIT_NONE;
        if (v->frontier != G_KEEP && v->frontier < G_FRONT_QUEUE) c.frontier = v->frontier;
    }
    r->frontier = v && v->frontier >= G_FRONT_QUEUE ? v->frontier : c.frontier;
    r->builtin = c.builtin;
    r->wg = c.wg;
    /* the grader's bounds where the configuration has no limit of its own; a mistake's run that
     * is not compared with a trace line by line stops well after the reference's */
    if (c.limit[P8_LIMIT_EXPANSIONS] == P8_LIMIT_NONE) {
        uint64_t b = G_BOUND_EXPANSIONS;
        if (v && !tracing && g->ref_valid) {
            uint64_t k = 8 * g->ref.count[G_EXPANDED] + 100000;
            if (g->student_expanded != G_NO_COUNT && g->student_expanded >= k)
                k = g->student_expanded + 1; /* as many as the solution says it made */
            if (k < b) b = k;
        }
        c.limit[P8_LIMIT_EXPANSIONS] = r->bound_expansions = b;
    }
    if (c.limit[P8_LIMIT_MEMORY_BYTES] == P8_LIMIT_NONE)
        c.limit[P8_LIMIT_MEMORY_BYTES] = G_BOUND_MEMORY;
    if ((rc = p8_board_new(start, &r->start_b)) != P8_OK ||
        (rc = p8_board_new(g->goal, &r->goal_b)) != P8_OK)
        return rc;
    if ((rc = configure_run(s, &c)) != P8_OK) return rc;
    if (r->frontier >= G_FRONT_QUEUE &&
        (rc = p8_search_set_frontier_fns(s, front_push, front_pop, front_size, front_clear, r)) != P8_OK)
        return P8_EINVAL;
    if (v && v->heuristic) {
        r->base = c.builtin >= 0 ? p8_heuristic_callback(c.builtin) : c.hfn;
        r->base_ud = c.builtin >= 0 ? NULL : c.hud;
        if (p8_search_set_heuristic_fn(s, mistake_h, r) != P8_OK) return P8_EINVAL;
    }
    if ((tracing || r->printing ||
         (v && (v->goal_at_generation || (v->transform & G_T_FRONTIER_POPPED)))) &&
        p8_search_set_event_fn(s, on_event, P8_EVENT_ALL, r) != P8_OK)
        return P8_EINVAL;
    if (p8_board_solvable(r->start_b, r->goal_b) != 1) return P8_EUNSOLVABLE;
    if (tracing) {
        char head[1024]; /* a header is under 500 bytes */
        p8_trace_header(s, r->start_b, r->goal_b, head, sizeof head);
        p8__gt_str(&r->lines, head);
        rc = p8_search_start(s, r->start_b, r->goal_b);
        if (rc != P8_OK) return rc == P8_ENOMEM ? rc : P8_EINVAL;
        r->phase = 1;
        if (r->lines.oom) return P8_ENOMEM;
    }
    return P8_OK;
}

/* The moves from the start to node id, followed back through the parents. */
static int path_to(grun *r, uint64_t id, gsol *sol) {
    size_t n = 0, i;
    uint64_t k;
    /* a parent's id is below its child's (ids are given in creation order): no loop */
    for (k = id; k < r->nodes && r->node[k].parent != UINT32_MAX; k = r->node[k].parent) n++;
    if (n && p8__mem_grow(&r->g->mem, (void **)&sol->moves, &sol->cap, n, 1) != P8_OK)
        return P8_ENOMEM;
    sol->n = n;
    for (i = n, k = id; i > 0; k = r->node[k].parent) sol->moves[--i] = r->node[k].move;
    return P8_OK;
}

/* The run has ended with status rc (res its result, or NULL): its solution, as the mistake
 * changes it. P8_OK or P8_ENOMEM. */
static int finish_run(grun *r, int rc, p8_result *res) {
    gsol *sol = &r->sol;
    const unsigned t = r->v ? r->v->transform : 0;
    int prc;
    sol->status = rc;
    if (r->found) {
        sol->status = P8_OK;
        sol->solved = 1;
        if ((prc = path_to(r, r->found_id, sol)) != P8_OK) return prc;
        sol->count[G_EXPANDED] = r->events[P8_EVENT_EXPAND];
        sol->count[G_GENERATED] = r->events[P8_EVENT_GENERATE];
        sol->count[G_DUPLICATES] = r->events[P8_EVENT_DUPLICATE];
        sol->count[G_MAX_FRONTIER] = p8_search_stat(r->g->s, P8_STAT_MAX_FRONTIER);
    } else if (res) {
        size_t n = p8_result_length(res);
        sol->solved = p8_result_solved(res) == 1;
        if (sol->solved && n && p8__mem_grow(&r->g->mem, (void **)&sol->moves, &sol->cap, n, 1))
            return P8_ENOMEM;
        sol->n = sol->solved ? p8_result_moves(res, sol->moves, n) : 0;
        sol->count[G_EXPANDED] = p8_result_expanded(res);
        sol->count[G_GENERATED] = p8_result_generated(res);
        sol->count[G_DUPLICATES] = p8_result_duplicates(res);
        sol->count[G_MAX_FRONTIER] = p8_result_max_frontier(res);
        if (rc == P8_ELIMIT) {
            const char *why = p8_search_errmsg(r->g->s);
            sol->bounded = (r->bound_expansions != G_NO_COUNT &&
                            strncmp(why, "expansion limit of", 18) == 0) ||
                           (r->g->cfg.limit[P8_LIMIT_MEMORY_BYTES] == P8_LIMIT_NONE &&
                            strncmp(why, "memory limit of", 15) == 0);
        }
    }
    if (!sol->solved) sol->n = 0;
    p8__gsol_transform(sol, t, r->popped_max, res ? p8_result_stat(res, P8_STAT_FRONTIER) : 0);
    return P8_OK;
}

void p8__gsol_transform(gsol *sol, unsigned t, uint64_t popped_max, uint64_t frontier_end) {
    size_t i;
    sol->shown = t & (G_T_TILE | G_T_REVERSE);
    if (t & G_T_TILE)
        for (i = 0; i < sol->n; i++) sol->moves[i] ^= 1;
    if (t & G_T_REVERSE)
        for (i = 0; i < sol->n / 2; i++) {
            uint8_t x = sol->moves[i];
            sol->moves[i] = sol->moves[sol->n - 1 - i];
            sol->moves[sol->n - 1 - i] = x;
        }
    if ((t & G_T_EXPANDED_PLUS) && sol->solved) sol->count[G_EXPANDED]++;
    if (t & G_T_GENERATED_PLUS) sol->count[G_GENERATED]++;
    if (t & G_T_GEN_MINUS_DUP) sol->count[G_GENERATED] -= sol->count[G_DUPLICATES];
    if (t & G_T_FRONTIER_POPPED) sol->count[G_MAX_FRONTIER] = popped_max;
    if ((t & G_T_GOAL_PUSHED) && sol->solved && frontier_end + 1 > sol->count[G_MAX_FRONTIER])
        sol->count[G_MAX_FRONTIER] = frontier_end + 1;
}

int p8__grun_solve(grun *r) {
    p8_result *res = NULL;
    int rc = p8_search_run(r->g->s, r->start_b, r->goal_b, &res);
    if (!res && rc != P8_ECANCELED) return rc == P8_EINVAL ? P8_EINVAL : rc;
    if (r->oom || r->heap_oom) {
        p8_result_free(res);
        return P8_ENOMEM;
    }
    rc = finish_run(r, rc, res);
    p8_result_free(res);
    return rc;
}

int p8__grun_print(grun *r, uint64_t max_lines, uint64_t *hash, uint64_t *lines) {
    int rc, k;
    r->printing = 1;
    r->print_max = max_lines;
    r->print_hash = 14695981039346656037u;
    rc = p8_search_set_event_fn(r->g->s, on_event, P8_EVENT_ALL, r) == P8_OK ? p8__grun_solve(r)
                                                                            : P8_EINVAL;
    if (rc == P8_OK && r->print_lines <= max_lines) { /* the summary line */
        uint64_t f[3];
        f[0] = (uint64_t)(int64_t)r->sol.status;
        f[1] = (uint64_t)r->sol.solved;
        f[2] = r->sol.n;
        hash_bytes(r, f, sizeof f);
        if (r->sol.n) hash_bytes(r, r->sol.moves, r->sol.n);
        for (k = 0; k < G_NCOUNTS; k++) hash_bytes(r, &r->sol.count[k], sizeof r->sol.count[k]);
        r->print_lines++;
    }
    *hash = r->print_hash;
    *lines = r->print_lines;
    return rc;
}

static int gt_write(const char *data, size_t len, void *ud) {
    gtext *t = ud;
    p8__gt_put(t, data, len);
    return t->oom ? P8_ENOMEM : 0;
}

/* The summary line of the run's solution. */
static int put_summary(grun *r) {
    p8__out o;
    char *letters = NULL;
    size_t i;
    int rc;
    if (r->sol.n) {
        letters = p8__mem_alloc(&r->g->mem, r->sol.n);
        if (!letters) return P8_ENOMEM;
        for (i = 0; i < r->sol.n; i++) letters[i] = "UDLR"[r->sol.moves[i] & 3];
    }
    p8__out_writer(&o, gt_write, &r->lines);
    p8__trace_summary_values(&o, r->sol.status, r->sol.solved ? (letters ? letters : "") : NULL,
                             r->sol.n, r->sol.count);
    rc = p8__out_end(&o);
    if (letters) p8__mem_free(&r->g->mem, letters, r->sol.n);
    return rc ? P8_ENOMEM : P8_OK;
}

int p8__grun_read(const char **line, size_t *len, void *ud) {
    grun *r = ud;
    for (;;) {
        if (r->read_at < r->lines.len) {
            const char *p = r->lines.s + r->read_at, *nl;
            nl = memchr(p, '\n', r->lines.len - r->read_at);
            *line = p;
            *len = nl ? (size_t)(nl - p) + 1 : r->lines.len - r->read_at;
            r->read_at += *len;
            return 0;
        }
        r->lines.len = r->read_at = 0; /* every line was read: make the next ones */
        if (r->lines.s) r->lines.s[0] = '\0';
        if (r->phase == 1) {
            int rc = p8_search_step(r->g->s, 1);
            if (r->lines.oom || r->oom || r->heap_oom || rc == P8_ENOMEM) return P8_ENOMEM;
            if (rc == P8_AGAIN) continue;
            {
                p8_result *res = NULL;
                if (p8_search_take_result(r->g->s, &res) == P8_ENOMEM) return P8_ENOMEM;
                rc = finish_run(r, rc, res);
                p8_result_free(res);
                if (rc != P8_OK) return rc;
            }
            if (put_summary(r) != P8_OK) return P8_ENOMEM;
            r->phase = 3;
            continue;
        }
        *line = NULL;
        *len = 0;
        return 0;
    }
}

void p8__grun_end(grun *r) {
    p8__mem *m = &r->g->mem;
    if (r->phase == 1) { /* a trace compared only up to its first difference: end the run (its
                            result is never taken: the next start abandons it) */
        p8_search_cancel(r->g->s);
        p8_search_step(r->g->s, 0);
    }
    p8_search_set_event_fn(r->g->s, NULL, 0, NULL);
    p8_search_set_frontier(r->g->s, P8_FRONTIER_FIFO); /* the frontier callbacks are r's */
    p8_board_free(r->start_b);
    p8_board_free(r->goal_b);
    if (r->heap) p8__mem_free(m, r->heap, r->heap_cap * sizeof *r->heap);
    if (r->node) p8__mem_free(m, r->node, r->nodes_cap * sizeof *r->node);
    p8__gt_free(&r->lines);
    p8__gsol_free(m, &r->sol);
    memset(r, 0, sizeof *r);
}
