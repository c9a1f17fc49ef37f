/* SPDX-License-Identifier: MIT */
/*
 * test_view_run.c - runs recorded by the view: p8_trace_run (a whole trace through a writer),
 * p8_trace_event (one line from inside a callback) and p8_tree_run (a tree of the first N
 * expansions). The trace rebuilds the search tree: every id generated once, every parent an
 * expanded node seen before, the goal's chain of parents is the solution; the header and the
 * summary are p8_trace_header and p8_trace_summary; lines from a callback of one's own are the
 * same bytes. The search's own callback keeps getting its events and is put back; failing
 * writers, unsolvable pairs, reentry, a free from the callback, the OOM loop of the tree.
 */
#include "puzzle8.h"
#include "support.h"
#include "test.h"
#include "view_support.h"

#include <stdlib.h>
#include <string.h>

/* ---- reading our own lines back (the fields the checks need) ----------------------------- */
static int field_u64(const char *line, const char *name, uint64_t *v) {
    char key[32];
    const char *p;
    snprintf(key, sizeof key, "\"%s\":", name);
    if ((p = strstr(line, key)) == NULL) return -1;
    p += strlen(key);
    if (strncmp(p, "null", 4) == 0) return 0;
    *v = strtoull(p, NULL, 10);
    return 1;
}
static void field_text(const char *line, const char *name, char *out, size_t cap) {
    char key[32];
    const char *p, *q;
    snprintf(key, sizeof key, "\"%s\":\"", name);
    out[0] = '\0';
    if ((p = strstr(line, key)) == NULL) return;
    p += strlen(key);
    q = strchr(p, '"');
    snprintf(out, cap, "%.*s", (int)(q - p), p);
}

/* The lines of a text (modified in place). */
static size_t split_lines(char *text, char **lines, size_t max) {
    size_t n = 0;
    char *p = text, *nl;
    while (*p && n < max) {
        /* a plain scan, not strchr: ASan's strict_string_checks make strchr measure the whole
         * rest of the text at every call (quadratic over a long trace) */
        for (nl = p; *nl && *nl != '\n'; nl++)
            ;
        if (!*nl) break;
        *nl = '\0';
        lines[n++] = p;
        p = nl + 1;
    }
    return n;
}

static p8_search *searcher(int alg) {
    p8_search *s = NULL;
    if (p8_search_new(&s) != P8_OK) exit(2);
    p8_search_set_algorithm(s, alg);
    return s;
}

/* The trace is a search tree: ids, parents and the goal's chain. */
static void check_tree_property(char **lines, size_t n, const p8_result *r) {
    uint64_t *parent = calloc(n + 1, sizeof *parent), goal = UINT64_MAX, id, p;
    unsigned char *expanded = calloc(n + 1, 1), *seen = calloc(n + 1, 1);
    char ev[16], state[16];
    size_t i, bad_parent = 0, twice = 0;
    for (i = 1; i + 1 < n; i++) {
        field_text(lines[i], "event", ev, sizeof ev);
        if (field_u64(lines[i], "id", &id) != 1 || id > n) continue; /* ids stay below the line count */
        if (strcmp(ev, "generate") == 0) {
            if (seen[id]) twice++;
            seen[id] = 1;
            if (field_u64(lines[i], "parent", &p) != 1 || p > n || !expanded[p]) bad_parent++;
            else parent[id] = p;
        } else if (strcmp(ev, "expand") == 0) {
            expanded[id] = 1;
        } else if (strcmp(ev, "goal") == 0) {
            goal = id;
        }
    }
    ASSERT_EQ(twice, 0);
    ASSERT_EQ(bad_parent, 0);
    if (p8_result_solved(r) == 1) {
        size_t len = p8_result_length(r), k = 0;
        ASSERT_TRUE(goal != UINT64_MAX);
        for (id = goal; id != 0 && k <= len + 1; id = parent[id]) k++;
        ASSERT_EQ(k, len); /* the chain from the goal back to the start is the solution */
    }
    (void)state;
    free(parent);
    free(expanded);
    free(seen);
}

static void test_trace_run_shapes(void) {
    static const int algs[] = { P8_ALG_BFS, P8_ALG_DFS, P8_ALG_UCS, P8_ALG_GREEDY, P8_ALG_ASTAR };
    p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5");
    size_t a;
    for (a = 0; a < sizeof algs / sizeof algs[0]; a++) {
        p8_search *s = searcher(algs[a]);
        p8_result *r = NULL;
        sink k;
        char **lines, head[2048], *sum;
        size_t n;
        sink_init(&k);
        p8_trace_header(s, b, g, head, sizeof head);
        ASSERT_EQ(p8_trace_run(s, b, g, sink_write, &k, &r), P8_OK);
        ASSERT_NOT_NULL(r);
        sum = malloc((size_t)p8_trace_summary(r, NULL, 0) + 1);
        p8_trace_summary(r, sum, (size_t)p8_trace_summary(r, NULL, 0) + 1);
        ASSERT_TRUE(starts_with(k.text, head));
        ASSERT_TRUE(ends_with(k.text, sum));
        free(sum);
        lines = malloc((count_of(k.text, "\n") + 1) * sizeof *lines);
        n = split_lines(k.text, lines, count_of(k.text, "\n"));
        ASSERT_TRUE(n >= 3);
        /* events: every expansion and generation of the run, duplicates, one goal */
        {
            size_t i, exp = 0, gen = 0, dup = 0, goal = 0;
            for (i = 1; i + 1 < n; i++) {
                exp += strstr(lines[i], "\"event\":\"expand\"") != NULL;
                gen += strstr(lines[i], "\"event\":\"generate\"") != NULL;
                dup += strstr(lines[i], "\"event\":\"duplicate\"") != NULL;
                goal += strstr(lines[i], "\"event\":\"goal\"") != NULL;
                ASSERT_EQ(p8_trace_diff(lines[i], lines[i], NULL, 0), 0);
            }
            ASSERT_EQ(exp, p8_result_expanded(r));
            ASSERT_EQ(gen, p8_result_generated(r));
            ASSERT_EQ(dup, p8_result_duplicates(r));
            ASSERT_EQ(goal, 1);
        }
        check_tree_property(lines, n, r);
        free(lines);
        sink_free(&k);
        p8_result_free(r);
        p8_search_free(s);
    }
    p8_board_free(b);
    p8_board_free(g);
}

/* Lines made by p8_trace_event from a callback of one's own are the same bytes. */
typedef struct own {
    p8_search *s;
    sink k;
    unsigned long calls;
} own;

static int own_event(int event, const uint8_t *state, unsigned int g, unsigned int h, void *ud) {
    own *o = ud;
    char line[512];
    int n = p8_trace_event(o->s, event, state, g, h, line, sizeof line);
    o->calls++;
    if (n > 0) sink_write(line, (size_t)n, &o->k);
    return 0;
}

static void test_trace_event_same_bytes(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    p8_search *s = searcher(P8_ALG_ASTAR);
    p8_result *r = NULL;
    own o;
    sink whole;
    char line[4096];
    int n;
    memset(&o, 0, sizeof o);
    o.s = s;
    sink_init(&whole);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &whole, &r), P8_OK);
    p8_result_free(r);
    n = p8_trace_header(s, b, NULL, line, sizeof line);
    sink_write(line, (size_t)n, &o.k);
    ASSERT_EQ(p8_search_set_event_fn(s, own_event, P8_EVENT_ALL, &o), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    n = p8_trace_summary(r, line, sizeof line);
    sink_write(line, (size_t)n, &o.k);
    ASSERT_STR_EQ(o.k.text, whole.text);
    /* Outside a callback there is no current node. */
    {
        uint8_t t[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
        ASSERT_EQ(p8_trace_event(s, P8_EVENT_EXPAND, t, 0, 0, line, sizeof line), P8_EINVAL);
        ASSERT_EQ(p8_trace_event(NULL, P8_EVENT_EXPAND, t, 0, 0, line, sizeof line), P8_EINVAL);
        ASSERT_EQ(p8_trace_event(s, 9, t, 0, 0, line, sizeof line), P8_EINVAL);
    }
    p8_result_free(r);
    sink_free(&whole);
    sink_free(&o.k);
    p8_search_free(s);
    p8_board_free(b);
}

/* The search's own callback gets its events during p8_trace_run and is put back after. */
typedef struct user_cb {
    unsigned long seen[4];
    unsigned long cancel_at;  /* stop at this event (0: never) */
    unsigned long total;
    int free_it;
    p8_search *s;
} user_cb;

static int user_event(int event, const uint8_t *state, unsigned int g, unsigned int h, void *ud) {
    user_cb *u = ud;
    (void)state, (void)g, (void)h;
    u->seen[event]++;
    u->total++;
    if (u->free_it && u->total == u->cancel_at) {
        p8_search_free(u->s);
        return 0;
    }
    return u->cancel_at && u->total == u->cancel_at;
}

static void test_user_callback(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    p8_search *s = searcher(P8_ALG_ASTAR);
    p8_result *r = NULL;
    user_cb u;
    sink k;
    memset(&u, 0, sizeof u);
    ASSERT_EQ(p8_search_set_event_fn(s, user_event, P8_EVENT_BIT(P8_EVENT_EXPAND), &u), P8_OK);
    sink_init(&k);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &k, &r), P8_OK);
    ASSERT_EQ(u.seen[P8_EVENT_EXPAND], p8_result_expanded(r));
    ASSERT_EQ(u.seen[P8_EVENT_GENERATE], 0);          /* its mask, not the trace's */
    p8_result_free(r);
    sink_free(&k);
    /* put back: a plain run calls it again */
    memset(&u, 0, sizeof u);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_EQ(u.seen[P8_EVENT_EXPAND], p8_result_expanded(r));
    p8_result_free(r);
    /* its stop stops the traced run; the summary says so */
    memset(&u, 0, sizeof u);
    u.cancel_at = 7;
    sink_init(&k);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &k, &r), P8_ECANCELED);
    ASSERT_NOT_NULL(r);
    ASSERT_TRUE(strstr(k.text, "{\"type\":\"summary\",\"status\":\"P8_ECANCELED\",\"solved\":false,") != NULL);
    p8_result_free(r);
    sink_free(&k);
    p8_search_free(s);
    /* a free from its callback: the run ends, the search is gone, nothing is touched after */
    s = searcher(P8_ALG_ASTAR);
    memset(&u, 0, sizeof u);
    u.free_it = 1;
    u.cancel_at = 3;
    u.s = s;
    ASSERT_EQ(p8_search_set_event_fn(s, user_event, P8_EVENT_ALL, &u), P8_OK);
    sink_init(&k);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &k, &r), P8_ECANCELED);
    ASSERT_NULL(r);
    sink_free(&k);
    p8_board_free(b);
}

/* Freed from its heuristic, from a caller frontier's push or from the trace's writer during
 * p8_trace_run / p8_tree_run (issue 25.1): the free is deferred to the end of the outer call,
 * which returns P8_ECANCELED with no result; nothing touches the search after (ASan), nothing
 * leaks (a counting allocator). */
typedef struct freer {
    p8_search *s;
    unsigned long calls, at;
    p8_frontier *f;
    sink k;
} freer;

static unsigned free_h(const uint8_t *tiles, const uint8_t *goal, void *ud) {
    freer *x = ud;
    (void)tiles, (void)goal;
    if (++x->calls == x->at) p8_search_free(x->s);
    return 1;
}
static int free_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *ud) {
    freer *x = ud;
    if (++x->calls == x->at) p8_search_free(x->s);
    return p8_frontier_push(n, k, g, h, x->f);
}
static int free_pop(uint32_t *n, void *ud) {
    return p8_frontier_pop(n, ((freer *)ud)->f);
}
static uint64_t free_size(void *ud) {
    return p8_frontier_size(((freer *)ud)->f);
}
static void free_clear(void *ud) {
    p8_frontier_clear(((freer *)ud)->f);
}
static int free_write(const char *data, size_t len, void *ud) {
    freer *x = ud;
    if (++x->calls == x->at) p8_search_free(x->s);
    return sink_write(data, len, &x->k);
}

enum { FREE_FROM_H, FREE_FROM_PUSH, FREE_FROM_WRITER };

static void test_free_from_callback(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    int how, tree;
    unsigned long at;
    for (tree = 0; tree <= 1; tree++) {
        for (how = FREE_FROM_H; how <= FREE_FROM_WRITER; how++) {
            if (tree && how == FREE_FROM_WRITER) continue; /* a tree has no writer */
            for (at = 1; at <= 9; at += 4) {
                counting_allocator c;
                p8_search *s = counted_search(&c);
                p8_tree *t = NULL;
                p8_result *r = (p8_result *)&r;
                freer x;
                int rc;
                memset(&x, 0, sizeof x);
                sink_init(&x.k);
                x.s = s;
                x.at = at;
                ASSERT_EQ(p8_frontier_new(P8_FRONTIER_HEAP, &x.f), P8_OK);
                if (how == FREE_FROM_H)
                    ASSERT_EQ(p8_search_set_heuristic_fn(s, free_h, &x), P8_OK);
                if (how == FREE_FROM_PUSH)
                    ASSERT_EQ(p8_search_set_frontier_fns(s, free_push, free_pop, free_size,
                                                         free_clear, &x), P8_OK);
                if (tree) {
                    ASSERT_EQ(p8_tree_new(UINT64_MAX, &t), P8_OK);
                    rc = p8_tree_run(t, s, b, NULL, &r);
                } else {
                    rc = p8_trace_run(s, b, NULL, how == FREE_FROM_WRITER ? free_write : sink_write,
                                      how == FREE_FROM_WRITER ? (void *)&x : (void *)&x.k, &r);
                }
                ASSERT_EQ(rc, P8_ECANCELED);
                ASSERT_NULL(r);
                ASSERT_EQ(x.calls >= at, 1);
                ASSERT_EQ(c.live, 0); /* the search is gone */
                p8_tree_free(t);
                p8_frontier_free(x.f);
                sink_free(&x.k);
            }
        }
    }
    p8_board_free(b);
}

/* Freed from the trace's writer at each of its calls in turn, the last one (the summary's)
 * included: always P8_ECANCELED with no result, the search and the result gone (the counting
 * allocator holds both), as the header says; a free during the summary's write returned P8_OK
 * with a result. */
static void test_free_at_every_write(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    counting_allocator c;
    p8_search *s = counted_search(&c);
    p8_result *r = NULL;
    unsigned long at, total;
    sink w;
    sink_init(&w);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &w, &r), P8_OK);
    total = w.calls;
    ASSERT_TRUE(total >= 3);
    ASSERT_TRUE(strstr(w.text, "{\"type\":\"summary\",") != NULL);
    p8_result_free(r);
    p8_search_free(s);
    sink_free(&w);
    ASSERT_EQ(c.live, 0);
    for (at = 1; at <= total; at++) {
        freer x;
        int rc;
        memset(&x, 0, sizeof x);
        sink_init(&x.k);
        x.s = counted_search(&c);
        x.at = at;
        r = (p8_result *)&r;
        rc = p8_trace_run(x.s, b, NULL, free_write, &x, &r);
        if (rc != P8_ECANCELED || r != NULL || c.live != 0) {
            TEST_FAIL_("freed at write %lu of %lu: status %d, result %s, %ld blocks live", at,
                       total, rc, r ? "set" : "NULL", c.live);
            if (rc == P8_OK) p8_result_free(r);
        } else {
            test_passed_++;
        }
        ASSERT_EQ(x.calls >= at, 1);
        sink_free(&x.k);
    }
    p8_board_free(b);
}

static void test_trace_run_errors(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0"), *odd = mk("2 1 3 4 5 6 7 8 0");
    p8_search *s = searcher(P8_ALG_ASTAR);
    p8_result *r = (p8_result *)&r;
    unsigned long total, k;
    sink w;
    ASSERT_EQ(p8_trace_run(NULL, b, NULL, sink_write, &w, &r), P8_EINVAL);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_trace_run(s, NULL, NULL, sink_write, &w, &r), P8_EINVAL);
    ASSERT_EQ(p8_trace_run(s, b, NULL, NULL, &w, &r), P8_EINVAL);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &w, NULL), P8_EINVAL);
    /* unsolvable: the header alone */
    sink_init(&w);
    ASSERT_EQ(p8_trace_run(s, odd, NULL, sink_write, &w, &r), P8_EUNSOLVABLE);
    ASSERT_NULL(r);
    ASSERT_EQ(count_of(w.text, "\n"), 1);
    ASSERT_TRUE(starts_with(w.text, "{\"type\":\"header\","));
    sink_free(&w);
    /* a failing writer: its value, no call after it, the search usable */
    sink_init(&w);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &w, &r), P8_OK);
    total = w.calls;
    p8_result_free(r);
    sink_free(&w);
    for (k = 1; k <= total; k++) {
        sink_init(&w);
        w.fail_at = k;
        w.fail_value = -100 - (int)k;
        ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &w, &r), w.fail_value);
        ASSERT_EQ(w.calls, k);
        p8_result_free(r);
        sink_free(&w);
    }
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(odd);
}

/* A search busy with a run (stepped, or the caller's callback inside one): p8_trace_run and
 * p8_tree_run refuse with P8_EBUSY, nothing written, the tree untouched. */
typedef struct busy {
    p8_search *s;
    p8_tree *t;
    const p8_board *b;
    int trace_rc, tree_rc, calls;
} busy;

static int reenter(int ev, const uint8_t st[9], unsigned g, unsigned h, void *ud) {
    busy *x = ud;
    sink w;
    p8_result *r = NULL;
    (void)ev, (void)st, (void)g, (void)h;
    if (x->calls++) return 0;
    sink_init(&w);
    x->trace_rc = p8_trace_run(x->s, x->b, NULL, sink_write, &w, &r);
    if (w.calls != 0 || r != NULL) x->trace_rc = 12345;
    sink_free(&w);
    x->tree_rc = p8_tree_run(x->t, x->s, x->b, NULL, &r);
    if (r != NULL) x->tree_rc = 12345;
    return 0;
}

static void test_busy_search(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    p8_search *s = searcher(P8_ALG_ASTAR);
    p8_tree *t = NULL;
    p8_result *r = (p8_result *)&r;
    busy x;
    sink w;
    ASSERT_EQ(p8_tree_new(100, &t), P8_OK);
    ASSERT_EQ(p8_search_start(s, b, NULL), P8_OK);
    ASSERT_EQ(p8_search_step(s, 3), P8_AGAIN);
    sink_init(&w);
    ASSERT_EQ(p8_trace_run(s, b, NULL, sink_write, &w, &r), P8_EBUSY);
    ASSERT_NULL(r);
    ASSERT_EQ(w.calls, 0);
    sink_free(&w);
    r = (p8_result *)&r;
    ASSERT_EQ(p8_tree_run(t, s, b, NULL, &r), P8_EBUSY);
    ASSERT_NULL(r);
    ASSERT_EQ(p8_tree_count(t), 0);
    ASSERT_EQ(p8_search_step(s, 0), P8_OK); /* the stepped run goes on to its end */
    ASSERT_EQ(p8_search_take_result(s, &r), P8_OK);
    ASSERT_EQ(p8_result_length(r), 20);
    p8_result_free(r);
    /* from inside the search's own event callback */
    memset(&x, 0, sizeof x);
    x.s = s;
    x.t = t;
    x.b = b;
    ASSERT_EQ(p8_search_set_event_fn(s, reenter, P8_EVENT_BIT(P8_EVENT_EXPAND), &x), P8_OK);
    ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
    ASSERT_EQ(x.trace_rc, P8_EBUSY);
    ASSERT_EQ(x.tree_rc, P8_EBUSY);
    ASSERT_EQ(p8_tree_count(t), 0);
    p8_result_free(r);
    p8_tree_free(t);
    p8_search_free(s);
    p8_board_free(b);
}

/* ---- trees of runs ------------------------------------------------------------------------ */
static void test_tree_run(void) {
    p8_board *b = mk("1 3 4 8 6 2 7 0 5"), *g = mk("1 2 3 8 0 4 7 6 5");
    p8_search *s = searcher(P8_ALG_ASTAR);
    p8_tree *t = NULL;
    p8_result *r = NULL;
    sink k;
    ASSERT_EQ(p8_tree_new(UINT64_MAX, &t), P8_OK);
    ASSERT_EQ(p8_tree_run(t, s, b, g, &r), P8_OK);
    /* every node of the run: the start and each generated one */
    ASSERT_EQ(p8_tree_count(t), 1 + p8_result_generated(r));
    sink_init(&k);
    ASSERT_EQ(p8_svg_tree(t, r, sink_write, &k), P8_OK);
    ASSERT_EQ(count_of(k.text, "stroke=\"#e8590c\" stroke-width=\"4\""), p8_result_length(r) + 1);
    ASSERT_EQ(count_of(k.text, ">goal</text>"), 1);
    sink_free(&k);
    p8_result_free(r);
    /* a second run replaces the records; a cap of 2 keeps the start and two expansions */
    p8_tree_free(t);
    ASSERT_EQ(p8_tree_new(2, &t), P8_OK);
    ASSERT_EQ(p8_tree_run(t, s, b, g, &r), P8_OK);
    p8_result_free(r);
    ASSERT_EQ(p8_tree_run(t, s, b, g, &r), P8_OK); /* the same records again, not twice */
    ASSERT_EQ(p8_tree_count(t), 1 + 3 + 3);        /* the start, its 3 children, #2's 3 */
    p8_result_free(r);
    ASSERT_EQ(p8_tree_run(NULL, s, b, g, &r), P8_EINVAL);
    ASSERT_EQ(p8_tree_run(t, NULL, b, g, &r), P8_EINVAL);
    ASSERT_EQ(p8_tree_run(t, s, NULL, g, &r), P8_EINVAL);
    ASSERT_EQ(p8_tree_run(t, s, b, g, NULL), P8_EINVAL);
    p8_tree_free(t);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(g);
}

/* OOM in the tree: P8_ENOMEM, no result, nothing leaked, the search usable and its callback back. */
static void test_tree_run_oom(void) {
    p8_board *b = mk("7 3 4 8 2 6 5 1 0");
    p8_search *s = searcher(P8_ALG_ASTAR);
    chaos c;
    p8_allocator a;
    unsigned long n;
    user_cb u;
    memset(&c, 0, sizeof c);
    memset(&u, 0, sizeof u);
    a = chaos_allocator(&c);
    ASSERT_EQ(p8_search_set_event_fn(s, user_event, P8_EVENT_BIT(P8_EVENT_GOAL), &u), P8_OK);
    for (n = 0; n < 60; n++) {
        p8_tree *t = NULL;
        p8_result *r = NULL;
        int rc;
        chaos_arm(&c, CHAOS_NEVER, 0);
        ASSERT_EQ(p8_tree_new_with_allocator(UINT64_MAX, &a, &t), P8_OK);
        chaos_arm(&c, n, 1);
        rc = p8_tree_run(t, s, b, NULL, &r);
        if (rc == P8_ENOMEM) ASSERT_NULL(r);
        else ASSERT_EQ(rc, P8_OK);
        p8_result_free(r);
        p8_tree_free(t);
        ASSERT_EQ(c.live, 0);
    }
    memset(&u, 0, sizeof u);
    {
        p8_result *r = NULL;
        ASSERT_EQ(p8_search_run(s, b, NULL, &r), P8_OK);
        ASSERT_EQ(u.seen[P8_EVENT_GOAL], 1);
        p8_result_free(r);
    }
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_trace_run_shapes);
    RUN(test_trace_event_same_bytes);
    RUN(test_user_callback);
    RUN(test_free_from_callback);
    RUN(test_free_at_every_write);
    RUN(test_trace_run_errors);
    RUN(test_busy_search);
    RUN(test_tree_run);
    RUN(test_tree_run_oom);
    return TEST_REPORT();
}
