/* SPDX-License-Identifier: MIT */
/*
 * test_experiment_edges.c - p8_experiment at its edges, one branch each: NULLs and ranges with
 * their exact messages, merged draws, calls while it runs, 64 configurations, given boards only,
 * a cancel on a skipped row; the plot's scales (one point, the linear steps, every other x
 * label, empty frames, zeros on a log scale, flat lines); out of memory in each named
 * experiment's set-up. (test_experiment.c holds the statistics against p8_solve.)
 */
#include "test.h"
#include "experiment_support.h"
#include "chaos_alloc.h"

#include <math.h>
#include <stdlib.h>

/* ---- Argument checks, one branch each ------------------------------------------------------- */

typedef struct reentry {
    p8_experiment *e;
    int add, preset, run;        /* what the calls made from the callback returned */
    char msg_add[128], msg_preset[128], msg_run[128];
} reentry;

/* Calls made while the experiment runs are refused with a reason. */
static int on_progress_reenter(uint64_t done, uint64_t total, void *ud) {
    reentry *r = ud;
    (void)total;
    if (done != 1) return 0;
    r->add = p8_experiment_add_config(r->e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL);
    snprintf(r->msg_add, sizeof r->msg_add, "%s", p8_experiment_errmsg(r->e));
    r->preset = p8_experiment_preset(r->e, "walk", 0, NULL, 0);
    snprintf(r->msg_preset, sizeof r->msg_preset, "%s", p8_experiment_errmsg(r->e));
    r->run = p8_experiment_run(r->e, NULL, NULL);
    snprintf(r->msg_run, sizeof r->msg_run, "%s", p8_experiment_errmsg(r->e));
    return 0;
}

/* A new experiment of one configuration (alg, h) over n1 boards at distance d1 and n2 at d2, run. */
static p8_experiment *ran(int alg, int h, unsigned int d1, unsigned int n1, unsigned int d2,
                          unsigned int n2) {
    p8_experiment *e = NULL;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, alg, h, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_add_distance(e, d1, n1), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, d2, n2), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    return e;
}

static void test_argument_edges(void) {
    p8_experiment *e = NULL;
    p8_board *g = NULL;
    reentry re;
    progress_log p;
    double f[P8_EXP_FIELDS];
    chaos c;
    p8_allocator a;
    int i;
    memset(&c, 0, sizeof c);
    arm(&c, (unsigned long)-1, 0);
    a = make_alloc(&c);
    a.realloc_fn = NULL;
    ASSERT_EQ(p8_experiment_new_with_allocator(&a, &e), P8_EINVAL);
    a = make_alloc(&c);
    a.free_fn = NULL;
    ASSERT_EQ(p8_experiment_new_with_allocator(&a, &e), P8_EINVAL);
    ASSERT_NULL(e);
    ASSERT_EQ(c.live, 0);
    ASSERT_NULL(p8_experiment_field_name(-1));
    /* NULL experiments */
    ASSERT_EQ(p8_experiment_set_limit(NULL, 0, P8_LIMIT_EXPANSIONS, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_distance(NULL, 3, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_add_board(NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_seed(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_set_skip_deeper(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_row(NULL, 0, f, P8_EXP_FIELDS), P8_EINVAL);
    ASSERT_NULL(p8_experiment_label(NULL, 0));
    ASSERT_EQ(p8_experiment_preset(NULL, "walk", 0, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_experiment_svg(NULL, P8_EXP_BSTAR, to_sink, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(e, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the board is NULL");
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_limit(e, -1, P8_LIMIT_EXPANSIONS, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "no configuration of index -1");
    ASSERT_EQ(p8_experiment_set_limit(e, 0, -1, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "limit -1 is out of range");
    ASSERT_EQ(p8_experiment_add_distance(e, 0, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "distance 0 is out of range (1..31)");
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "boards at a distance: 1 .. 1000000");
    /* the same distance again adds its boards; past 1000000 in all it is refused */
    ASSERT_EQ(p8_experiment_add_distance(e, 2, 999999), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 2, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "boards at a distance: 1 .. 1000000");
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, NULL, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "a named experiment needs an empty experiment");
    p8_experiment_free(e);
    /* merged draws: 2 + 1 boards at distance 3, one row of 3 boards */
    e = ran(P8_ALG_ASTAR, P8_H_MANHATTAN, 3, 2, 3, 1);
    ASSERT_EQ(p8_experiment_rows(e), 1);
    ASSERT_EQ(p8_experiment_row(e, 1, f, P8_EXP_FIELDS), P8_EINVAL);
    ASSERT_EQ(p8_experiment_row(e, 0, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_experiment_row(e, 0, NULL, 0), P8_EXP_FIELDS); /* the count only */
    f[P8_EXP_BOARDS] = -5;
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_BOARDS), P8_EXP_FIELDS); /* cap: fewer copied */
    ASSERT_EQ(f[P8_EXP_DISTANCE], 3);
    ASSERT_EQ(f[P8_EXP_BOARDS], -5);
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_BOARDS], 3);
    ASSERT_EQ(f[P8_EXP_OPTIMAL], 3);
    /* calls from the progress callback while the experiment runs */
    memset(&re, 0, sizeof re);
    re.e = e;
    ASSERT_EQ(p8_experiment_run(e, on_progress_reenter, &re), P8_OK);
    ASSERT_EQ(re.add, P8_EINVAL);
    ASSERT_STR_EQ(re.msg_add, "the experiment is running");
    ASSERT_EQ(re.preset, P8_EINVAL);
    ASSERT_STR_EQ(re.msg_preset, "a named experiment needs an empty experiment");
    ASSERT_EQ(re.run, P8_EINVAL);
    ASSERT_STR_EQ(re.msg_run, "the experiment is running");
    ASSERT_EQ(p8_experiment_rows(e), 1);
    /* 64 configurations at most */
    for (i = 1; i < 64; i++)
        ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), i);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL),
              P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "64 configurations at most");
    p8_experiment_free(e);
    /* given boards only (no drawn distance) */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_board_new_goal(&g), P8_OK);
    ASSERT_EQ(p8_board_apply(g, P8_MOVE_UP), P8_OK);
    ASSERT_EQ(p8_experiment_add_board(e, g), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_rows(e), 1);
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_DISTANCE], 1);
    ASSERT_EQ(f[P8_EXP_SOLVED], 1);
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, NULL, 0), P8_EINVAL); /* given boards: not empty */
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "a named experiment needs an empty experiment");
    p8_board_free(g);
    p8_experiment_free(e);
    /* a skipped row, then progress asking to stop: canceled */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_EXPANSIONS, 1), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 5, 1), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 6, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_row(e, 1, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_SKIPPED], 1);
    memset(&p, 0, sizeof p);
    p.stop_at = 2; /* the skipped row's progress call */
    ASSERT_EQ(p8_experiment_run(e, on_progress, &p), P8_ECANCELED);
    ASSERT_EQ(p.calls, 2);
    ASSERT_EQ(p8_experiment_rows(e), 2);
    p8_experiment_free(e);
    /* named: a distance of 0 */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, (const unsigned[]){3, 0}, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "distance 0 is out of range (1..31)");
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, (const unsigned[]){40}, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "distance 40 is out of range (1..31)");
    ASSERT_EQ(p8_experiment_preset(e, "walk", 0, NULL, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the distances are NULL");
    ASSERT_EQ(p8_experiment_preset(e, NULL, 0, NULL, 0), P8_EINVAL);
    ASSERT_STR_EQ(p8_experiment_errmsg(e), "the name is NULL");
    ASSERT_EQ(p8_experiment_rows(e), 0);
    ASSERT_NULL(p8_experiment_label(e, 0));
    p8_experiment_free(e);
}

/* ---- The plot's scales ---------------------------------------------------------------------- */

/* The plot of field into s (emptied first); the status. */
static int plot(const p8_experiment *e, int field, sink *s) {
    memset(s, 0, sizeof *s);
    s->fail_after = -1;
    return p8_experiment_svg(e, field, to_sink, s);
}

static size_t count_str(const char *s, const char *w) {
    size_t n = 0;
    for (s = strstr(s, w); s != NULL; s = strstr(s + 1, w)) n++;
    return n;
}

/* A y tick label of the plot (the text right-aligned at the axis). */
static int has_ytick(const sink *s, const char *label) {
    char want[96];
    snprintf(want, sizeof want, "text-anchor=\"end\" fill=\"#1f2933\">%s</text>", label);
    return strstr(s->buf, want) != NULL;
}

static int has_xtick(const sink *s, const char *label) {
    char want[96];
    snprintf(want, sizeof want, "text-anchor=\"middle\" fill=\"#1f2933\">%s</text>", label);
    return strstr(s->buf, want) != NULL;
}

static void test_svg_scales(void) {
    static sink s;
    p8_experiment *e = NULL;
    double f[P8_EXP_FIELDS];
    unsigned d;
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_BSTAR, to_sink, &s), P8_EINVAL); /* no rows yet */
    /* A* with the exact distance: every solution length is the board's distance */
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_ASTAR, P8_EXP_H_TABLE, P8_EXP_DUP_DEFAULT,
                                       "a & b\tc"), 0);
    ASSERT_EQ(p8_experiment_add_distance(e, 4, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_LENGTH_MEAN, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_experiment_svg(e, P8_EXP_CONFIG, to_sink, &s), P8_EINVAL);
    ASSERT_EQ(p8_experiment_svg(e, -1, to_sink, &s), P8_EINVAL);
    /* one distance, one point: the point in the middle, a frame of one step above it */
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(strstr(s.buf, "<circle cx=\"395\" cy=\"510\"") != NULL);
    ASSERT_TRUE(has_ytick(&s, "4") && has_ytick(&s, "5") && !has_ytick(&s, "6"));
    ASSERT_TRUE(strstr(s.buf, ">a &amp; bc</text>") != NULL); /* escaped; the tab dropped */
    /* the step of the linear axis follows the span: 5 -> 1, 8 -> 2, 15 -> 5, 26 -> 10 */
    ASSERT_EQ(p8_experiment_add_distance(e, 9, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "4") && has_ytick(&s, "7") && has_ytick(&s, "9") && !has_ytick(&s, "10"));
    ASSERT_EQ(p8_experiment_add_distance(e, 1, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "0") && has_ytick(&s, "6") && has_ytick(&s, "10") && !has_ytick(&s, "5"));
    ASSERT_EQ(p8_experiment_add_distance(e, 16, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "0") && has_ytick(&s, "15") && has_ytick(&s, "20") && !has_ytick(&s, "2"));
    ASSERT_EQ(p8_experiment_add_distance(e, 27, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "0") && has_ytick(&s, "30") && !has_ytick(&s, "5") && !has_ytick(&s, "25"));
    /* a time under a millisecond: decades below 1 are labelled 1e-k */
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(plot(e, P8_EXP_TIME_MS_MAX, &s), P8_OK);
    if (f[P8_EXP_TIME_MS_MAX] > 0 && f[P8_EXP_TIME_MS_MAX] < 0.1) ASSERT_TRUE(strstr(s.buf, ">1e-") != NULL);
    ASSERT_EQ(plot(e, P8_EXP_BSTAR, &s), P8_OK); /* b* 1.x .. 3: steps of 0.5, one decimal */
    ASSERT_TRUE(has_ytick(&s, "1.0") && has_ytick(&s, "1.5") && has_ytick(&s, "3.0"));
    /* more than 13 distances: every other one is labelled */
    for (d = 2; d <= 14; d++)
        if (d != 4 && d != 9) ASSERT_EQ(p8_experiment_add_distance(e, d, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK);
    ASSERT_TRUE(has_xtick(&s, "1") && !has_xtick(&s, "2") && has_xtick(&s, "3") && has_xtick(&s, "16") &&
                !has_xtick(&s, "27"));
    /* b* from the expansions: d nodes at depth d, 1 each but for the bisection's last bits;
     * a flat line gets a frame around it, not thousands of ticks 1e-13 apart */
    ASSERT_EQ(p8_experiment_row(e, 3, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_TRUE(fabs(f[P8_EXP_BSTAR_EXPANDED] - 1) < 1e-9);
    ASSERT_EQ(plot(e, P8_EXP_BSTAR_EXPANDED, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "1.0"));
    ASSERT_TRUE(count_str(s.buf, "text-anchor=\"end\"") <= 4);
    p8_experiment_free(e);
    /* iddfs cut off, dfs: long solutions; then dfs cut off too: no point, an empty frame */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 0);
    ASSERT_EQ(p8_experiment_set_limit(e, 0, P8_LIMIT_EXPANSIONS, 1), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_DFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL), 1);
    ASSERT_EQ(p8_experiment_add_distance(e, 5, 2), P8_OK);
    ASSERT_EQ(p8_experiment_add_distance(e, 3, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK); /* dfs: long paths, steps of 5000 */
    ASSERT_TRUE(has_ytick(&s, "10000") && has_ytick(&s, "15000") && has_ytick(&s, "35000"));
    ASSERT_TRUE(strstr(s.buf, "<g><path d=\"\" fill=\"none\" stroke=\"#0072b2\"") != NULL); /* iddfs */
    ASSERT_EQ(p8_experiment_set_limit(e, 1, P8_LIMIT_EXPANSIONS, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(plot(e, P8_EXP_LENGTH_MEAN, &s), P8_OK); /* no point: a frame of one step */
    ASSERT_TRUE(has_ytick(&s, "0.0") && has_ytick(&s, "0.2") && !has_ytick(&s, "0.4"));
    ASSERT_EQ(count_char(s.buf, 'M'), 1);                /* the axes only: no line drawn */
    ASSERT_EQ(plot(e, P8_EXP_EXPANDED_MEAN, &s), P8_OK); /* log: one decade */
    ASSERT_TRUE(has_ytick(&s, "1") && has_ytick(&s, "10") && !has_ytick(&s, "100"));
    ASSERT_EQ(count_char(s.buf, 'M'), 1);
    p8_experiment_free(e);
    /* b* between 1.045 and 1.065: ticks 0.005 apart, each label as many decimals as it needs */
    e = ran(P8_ALG_ASTAR, P8_EXP_H_TABLE, 20, 1, 24, 1);
    ASSERT_EQ(plot(e, P8_EXP_BSTAR, &s), P8_OK);
    ASSERT_TRUE(has_ytick(&s, "1.045") && has_ytick(&s, "1.050") && has_ytick(&s, "1.055"));
    ASSERT_TRUE(!has_ytick(&s, "1.05")); /* not twice "1.05" (1.045 and 1.050) */
    p8_experiment_free(e);
    /* a random walk keeps no frontier: 0 has no place on a log scale, the point is left out */
    ASSERT_EQ(p8_experiment_new(&e), P8_OK);
    ASSERT_EQ(p8_experiment_add_config(e, P8_ALG_RANDOM_WALK, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT,
                                       NULL), 0);
    ASSERT_EQ(p8_experiment_add_distance(e, 1, 1), P8_OK);
    ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_OK);
    ASSERT_EQ(p8_experiment_row(e, 0, f, P8_EXP_FIELDS), P8_EXP_FIELDS);
    ASSERT_EQ(f[P8_EXP_SOLVED], 1);
    ASSERT_EQ(f[P8_EXP_FRONTIER_MAX], 0);
    ASSERT_EQ(plot(e, P8_EXP_FRONTIER_MAX, &s), P8_OK);
    ASSERT_EQ(count_char(s.buf, 'M'), 1);
    ASSERT_TRUE(has_ytick(&s, "1") && has_ytick(&s, "10") && !has_ytick(&s, "100"));
    ASSERT_EQ(plot(e, P8_EXP_EXPANDED_MAX, &s), P8_OK); /* expansions: a point */
    ASSERT_EQ(count_char(s.buf, 'M'), 2);
    p8_experiment_free(e);
}

/* Out of memory while a named experiment is set up: refused with nothing half-set, and the
 * same call then succeeds on the emptied experiment. */
static void test_named_oom(void) {
    int i, rc, ok;
    unsigned long n;
    for (i = 0; p8_experiment_preset_name(i) != NULL; i++) {
        const char *name = p8_experiment_preset_name(i);
        ok = 0;
        for (n = 0; n < 60 && !ok; n++) {
            chaos c;
            p8_allocator a;
            p8_experiment *e = NULL;
            memset(&c, 0, sizeof c);
            arm(&c, n, 0);
            a = make_alloc(&c);
            if (p8_experiment_new_with_allocator(&a, &e) != P8_OK) {
                ASSERT_NULL(e);
                continue;
            }
            rc = p8_experiment_preset(e, name, 0, NULL, 0); /* the default distances */
            if (rc == P8_OK) {
                ok = c.failures == 0;
            } else {
                ASSERT_EQ(rc, P8_ENOMEM);
                ASSERT_NULL(p8_experiment_label(e, 0));
                ASSERT_EQ(p8_experiment_run(e, NULL, NULL), P8_EINVAL);
                ASSERT_STR_EQ(p8_experiment_errmsg(e), "the experiment has no configuration");
                ASSERT_EQ(p8_experiment_preset(e, name, 0, NULL, 0), P8_OK);
                ASSERT_TRUE(p8_experiment_label(e, 0) != NULL);
            }
            p8_experiment_free(e);
            ASSERT_EQ(c.live, 0);
            ASSERT_EQ(c.bad_free, 0);
        }
        ASSERT_TRUE(ok);
    }
}

/* Out of memory while adding a configuration, a distance or a board: "out of memory", nothing
 * added, and the same call then succeeds. */
static void test_settings_oom(void) {
    unsigned long n;
    int ok = 0, rc;
    p8_board *g = NULL;
    ASSERT_EQ(p8_board_new_goal(&g), P8_OK);
    ASSERT_EQ(p8_board_apply(g, P8_MOVE_LEFT), P8_OK);
    for (n = 0; n < 40 && !ok; n++) {
        chaos c;
        p8_allocator a;
        p8_experiment *e = NULL;
        memset(&c, 0, sizeof c);
        arm(&c, n, 0);
        a = make_alloc(&c);
        if (p8_experiment_new_with_allocator(&a, &e) != P8_OK) continue;
        rc = p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL);
        if (rc == P8_ENOMEM) {
            ASSERT_STR_EQ(p8_experiment_errmsg(e), "out of memory");
            ASSERT_NULL(p8_experiment_label(e, 0));
            rc = p8_experiment_add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, NULL);
        }
        ASSERT_EQ(rc, 0);
        rc = p8_experiment_add_distance(e, 2, 1);
        if (rc == P8_ENOMEM) {
            ASSERT_STR_EQ(p8_experiment_errmsg(e), "out of memory");
            rc = p8_experiment_add_distance(e, 2, 1);
        }
        ASSERT_EQ(rc, P8_OK);
        rc = p8_experiment_add_board(e, g);
        if (rc == P8_ENOMEM) {
            ASSERT_STR_EQ(p8_experiment_errmsg(e), "out of memory");
            rc = p8_experiment_add_board(e, g);
        }
        ASSERT_EQ(rc, P8_OK);
        ok = c.failures == 0;
        p8_experiment_free(e);
        ASSERT_EQ(c.live, 0);
        ASSERT_EQ(c.bad_free, 0);
    }
    ASSERT_TRUE(ok);
    p8_board_free(g);
}

int main(void) {
    RUN(test_argument_edges);
    RUN(test_svg_scales);
    RUN(test_named_oom);
    RUN(test_settings_oom);
    return TEST_REPORT();
}
