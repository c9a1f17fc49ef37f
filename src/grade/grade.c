/* SPDX-License-Identifier: MIT */
/* grade.c - p8_grade: the reference's configuration (copied from a search as a trace header
 * names it), the grader's settings, and the reference's run on a board (bounded when the
 * configuration has no limit of its own). */
#include "grade.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- the grader ---------------------------------------------------------------------------- */

int p8__grade_fail(p8_grade *g, int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

/* The index of name among names(0), names(1), ... until NULL; -1 if none. */
static int index_of(const char *(*names)(int), const char *name) {
    int i;
    const char *n;
    for (i = 0; (n = names(i)) != NULL; i++)
        if (strcmp(n, name) == 0) return i;
    return -1;
}

/* Copy s's configuration into g (what cannot be run again is said in cfg_why). */
static void copy_config(p8_grade *g, const p8_search *s) {
    p8__config c;
    gcfg *k = &g->cfg;
    p8__inspect_config(s, &c);
    k->driver = index_of(p8_driver_name, c.driver);
    k->frontier = index_of(p8_frontier_name, c.frontier);
    k->dup = index_of(p8_duplicates_name, c.duplicates);
    k->reopen = c.reopen;
    k->builtin = index_of(p8_heuristic_name, c.heuristic);
    k->hfn = c.hfn;
    k->hud = c.hud;
    k->wg = c.wg;
    k->wh = c.wh;
    k->seed = c.seed;
    k->node_budget = c.node_budget;
    memcpy(k->limit, c.limit, sizeof k->limit);
    /* every other name comes from the library's own lists */
    if (k->frontier < 0) {
        g->cfg_error = 1;
        snprintf(g->cfg_why, sizeof g->cfg_why, "the reference's frontier is the caller's "
                 "(p8_search_set_frontier_fns): a grader cannot run it again");
    }
}

int p8_grade_new(const p8_search *reference, const p8_board *goal, p8_grade **out) {
    return p8_grade_new_with_allocator(&p8__default_allocator, reference, goal, out);
}

int p8_grade_new_with_allocator(const p8_allocator *a, const p8_search *reference,
                                const p8_board *goal, p8_grade **out) {
    p8_grade *g;
    int rc, i;
    if (out) *out = NULL;
    if (!out || !reference || !a || !a->malloc_fn || !a->realloc_fn || !a->free_fn)
        return P8_EINVAL;
    g = a->malloc_fn(sizeof *g, a->user_data);
    if (!g) return P8_ENOMEM;
    memset(g, 0, sizeof *g);
    g->mem.a = *a;
    g->mem.limit = UINT64_MAX;
    memcpy(g->goal, p8__goal_tiles(goal), 9);
    copy_config(g, reference);
    g->check = P8_GRADE_TRACE;
    g->student_expanded = G_NO_COUNT;
    for (i = 0; i < P8_GRADE_PARTS; i++) g->points[i] = i == P8_PART_PATH ? 0 : 1;
    if ((rc = p8_search_new_with_allocator(a, &g->s)) != P8_OK) {
        a->free_fn(g, a->user_data);
        return rc;
    }
    *out = g;
    return P8_OK;
}

void p8_grade_free(p8_grade *g) {
    p8_allocator a;
    if (!g) return;
    p8__gsol_free(&g->mem, &g->ref);
    p8_search_free(g->s);
    p8_table_free(g->table);
    a = g->mem.a;
    a.free_fn(g, a.user_data);
}

int p8_grade_set_check(p8_grade *g, int check) {
    if (!g) return P8_EINVAL;
    if (check != P8_GRADE_TRACE && check != P8_GRADE_SOLUTION)
        return p8__grade_fail(g, P8_EINVAL, "check %d is neither P8_GRADE_TRACE (0) nor "
                              "P8_GRADE_SOLUTION (1)", check);
    if (check != g->check) g->ref_valid = 0; /* a solution needs a solved reference */
    g->check = check;
    return P8_OK;
}

int p8_grade_set_points(p8_grade *g, int part, unsigned int points) {
    if (!g) return P8_EINVAL;
    if (part < 0 || part >= P8_GRADE_PARTS)
        return p8__grade_fail(g, P8_EINVAL, "part %d is out of range (0..%d)", part,
                              P8_GRADE_PARTS - 1);
    if (points > 1000)
        return p8__grade_fail(g, P8_EINVAL, "%u points for part %s: at most 1000", points,
                              p8_grade_part_name(part));
    g->points[part] = points;
    return P8_OK;
}

int p8_grade_set_tolerance(p8_grade *g, unsigned int percent) {
    if (!g) return P8_EINVAL;
    if (percent > 100)
        return p8__grade_fail(g, P8_EINVAL, "a tolerance of %u%%: at most 100%%", percent);
    g->tolerance = percent;
    return P8_OK;
}

int p8_grade_set_flags(p8_grade *g, unsigned int flags) {
    const unsigned all = P8_GRADE_EVENTS_ONLY | P8_GRADE_NEED_EXPANDED | P8_GRADE_NEED_GENERATED |
                         P8_GRADE_NEED_DUPLICATES | P8_GRADE_NEED_MAX_FRONTIER |
                         P8_GRADE_FUNCTION;
    if (!g) return P8_EINVAL;
    if (flags & ~all)
        return p8__grade_fail(g, P8_EINVAL, "flags 0x%x has bits beyond P8_GRADE_* (0x%x)",
                              flags, all);
    g->flags = flags;
    return P8_OK;
}

const char *p8_grade_errmsg(const p8_grade *g) {
    return g ? g->errmsg : "";
}

const char *p8_grade_part_name(int part) {
    static const char *const names[P8_GRADE_PARTS] = { "legal", "goal", "optimal", "counts",
                                                       "path", "trace" };
    return part >= 0 && part < P8_GRADE_PARTS ? names[part] : NULL;
}

void p8__grade_describe(const p8_grade *g, char *buf, size_t cap) {
    const gcfg *c = &g->cfg;
    size_t n;
    n = (size_t)snprintf(buf, cap, "%s%s%sfrontier %s, duplicates %s",
                         c->driver > 0 ? "driver " : "", c->driver > 0 ? p8_driver_name(c->driver)
                         : "", c->driver > 0 ? ", " : "", c->frontier >= 0 ?
                         p8_frontier_name(c->frontier) : "custom", p8_duplicates_name(c->dup));
    if (n < cap && c->wh > 0)
        n += (size_t)snprintf(buf + n, cap - n, ", heuristic %s", c->builtin >= 0
                              ? p8_heuristic_name(c->builtin) : "custom");
    if (n < cap && (c->frontier == P8_FRONTIER_HEAP || c->frontier == P8_FRONTIER_BUCKET ||
                    c->driver == P8_DRIVER_DEEPEN_F))
        snprintf(buf + n, cap - n, ", weights %llu,%llu", (unsigned long long)c->wg,
                 (unsigned long long)c->wh);
}

/* A built-in heuristic that never overestimates, or the zero one. */
static int admissible(const gcfg *c) {
    return c->builtin >= 0 || c->wh == 0;
}

int p8__grade_optimal(const p8_grade *g) {
    const gcfg *c = &g->cfg;
    int consistent = c->builtin >= 0 && c->builtin < P8_H_CORNER_TILES;
    switch (c->driver) {
    case P8_DRIVER_ONCE:
        if (c->frontier == P8_FRONTIER_FIFO) return 1;
        if (c->frontier == P8_FRONTIER_LIFO) return 0;
        if (c->wg == 0 || c->wh > c->wg || !admissible(c)) return 0;
        /* graph search keeps only the first path to a closed state unless it reopens */
        if ((c->dup == P8_DUP_GRAPH || c->dup == P8_DUP_GRAPH_UNDO) && !c->reopen)
            return consistent || c->wh == 0;
        return c->dup != P8_DUP_CLOSED || consistent || c->wh == 0;
    case P8_DRIVER_DEEPEN_DEPTH:
    case P8_DRIVER_BIDIRECTIONAL:
        return 1;
    case P8_DRIVER_DEEPEN_F:
    case P8_DRIVER_RBFS:
    case P8_DRIVER_SMASTAR:
        return c->wg > 0 && c->wh <= c->wg && admissible(c);
    default:
        return 0;
    }
}

const p8_table *p8__grade_table(p8_grade *g) {
    if (!g->table) {
        p8_board *goal = NULL;
        if (p8_board_new(g->goal, &goal) != P8_OK) return NULL;
        if (p8_table_build_with_allocator(&g->mem.a, goal, &g->table) != P8_OK) g->table = NULL;
        p8_board_free(goal);
    }
    return g->table;
}

int p8__grade_reference(p8_grade *g, const uint8_t start[9]) {
    grun r;
    char cfg[200], board[24];
    int rc;
    if (g->cfg_error) return p8__grade_fail(g, P8_EINVAL, "%s", g->cfg_why);
    if (g->ref_valid && memcmp(g->ref_start, start, 9) == 0) return P8_OK;
    g->ref_valid = 0;
    p8__gsol_free(&g->mem, &g->ref);
    p8__grade_describe(g, cfg, sizeof cfg);
    p8__grade_board_words(start, board);
    if ((rc = p8__grun_begin(&r, g, P8_MISTAKE_NONE, start, 0)) == P8_OK) rc = p8__grun_solve(&r);
    if (rc != P8_OK) {
        if (rc == P8_EUNSOLVABLE)
            rc = p8__grade_fail(g, P8_EINVAL, "the goal cannot be reached from %s", board);
        else if (rc == P8_EINVAL)
            rc = p8__grade_fail(g, P8_EINVAL, "the reference (%s) cannot run: %s", cfg,
                                p8_search_errmsg(g->s));
        else
            rc = p8__grade_fail(g, rc, "the reference's run on %s: %s", board, p8_strerror(rc));
        p8__grun_end(&r);
        return rc;
    }
    g->ref = r.sol;
    r.sol.moves = NULL;
    r.sol.cap = r.sol.n = 0;
    p8__grun_end(&r);
    if (g->ref.bounded) {
        p8__gsol_free(&g->mem, &g->ref);
        return p8__grade_fail(g, P8_ELIMIT, "the reference (%s) does not end on %s within the "
                              "grader's bound (%u expansions, %u MiB), which a configuration "
                              "without limits of its own gets: give it a depth or an expansion "
                              "limit, or a duplicate policy that ends", cfg, board,
                              G_BOUND_EXPANSIONS, (unsigned)(G_BOUND_MEMORY >> 20));
    }
    if (g->check == P8_GRADE_SOLUTION && !g->ref.solved) {
        p8__gsol_free(&g->mem, &g->ref);
        return p8__grade_fail(g, P8_ELIMIT, "the reference (%s) does not solve %s (%s): a "
                              "solution can only be graded against a reference that solves "
                              "its board", cfg, board, p8_search_errmsg(g->s));
    }
    memcpy(g->ref_start, start, 9);
    g->ref_valid = 1;
    g->errmsg[0] = '\0';
    return P8_OK;
}

int p8_grade_reference(p8_grade *g, const p8_board *start) {
    uint8_t t[9];
    if (!g) return P8_EINVAL;
    if (!start) return p8__grade_fail(g, P8_EINVAL, "start is NULL");
    p8_board_tiles(start, t);
    return p8__grade_reference(g, t);
}
