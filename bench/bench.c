/* SPDX-License-Identifier: MIT */
/*
 * bench.c - `make bench`: how fast libpuzzle8 searches, side by side with a hand-specialised
 * reference measured in the same run. A report, not a test: a target MISS never fails; only a
 * wrong answer (a solution length different from the file's optimum) or an API error does.
 *
 * Usage: bench [--json] [--reference PROG] [--quick] [INSTANCES.txt]
 *   INSTANCES.txt  lines "t0 ... t8 | optimal_length", '#' lines are comments; a header line
 *                  "... goal a b c d e f g h i ..." names the goal (default 1 2 3 4 5 6 7 8 0).
 *                  Default: $P8_BENCH_DATA, else test/data/sample_goal_123456780.txt.
 *   --reference P  run program P (built from bench/reference.c) three times, between
 *                  the library's figures, and print ratios to the best of its figures.
 *   --json         print the figures as one JSON object instead of the table.
 *   --quick        one timed pass per row (for profiling and smoke runs).
 *   --astar-only   only the "A* manhattan (reused)" row (for perf record / callgrind).
 *   --full-bfs-only  only the full BFS (best of 5 runs), one line "full-bfs best_ms=.. best_cpu_ms=..
 *                  expanded=.." (bench/wasm_bfs.mjs: the native side of the WebAssembly ratio).
 *   --solve-once TILES [--calls K] [--batches B]
 *                  time only p8_solve(start, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &r) + reading the
 *                  length and the moves string + p8_result_free, in B batches of K calls, and
 *                  print one line of per-call microseconds (median and best batch): the C side of
 *                  bench/python_overhead.py. K = 0 (default): ~10 ms of CPU a batch; B: 21.
 *
 * Public API only. Timings are wall-clock (CLOCK_MONOTONIC) around whole passes over the
 * instances; each row reports the BEST of its passes (see bench/README.md for why and what
 * every figure means).
 */
#include "puzzle8.h"
#include "bench_pdb.h"
#include "bench_space.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DEFAULT_DATA "test/data/sample_goal_123456780.txt"
#define BFS_START "8 6 7 2 5 4 3 0 1" /* 31 moves from 1 2 3 4 5 6 7 8 0: the farthest */
#define BFS_START_DIST 31
#define BFS_REPS 5
#define REF_RUNS 3

/* Targets (see bench/README.md): times as ratios to the reference's, measured in one run. */
#define TARGET_ASTAR_EXP_PER_S 4000000.0
#define TARGET_ASTAR_RATIO 0.6  /* A* manhattan, one search reused / the reference's A* */
#define TARGET_BFS_RATIO 1.0    /* the full BFS / the reference's */
#define TARGET_BYTES_BFS 24.0   /* bytes per stored node: the full BFS */
#define TARGET_BYTES_ASTAR 32.0 /* bytes per stored node: A* through p8_solve */
#define TARGET_IDA_RATIO 1.0    /* IDA* manhattan / the reference's IDA* */

#define LINEAR_CONFLICT P8_H_LINEAR_CONFLICT /* shorter, for the table in main() */

static int quick;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process: what the search cost, without the time the shared machine spent
 * running someone else (the reference only reports wall time, so ratios use wall time). */
static double cpu_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void die(const char *fmt, ...) {
    va_list ap;
    fputs("bench: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

/* ---- Instances ---------------------------------------------------------------------------- */

typedef struct {
    p8_board **board;
    int *opt;
    size_t n;
    p8_board *goal; /* NULL: the default goal */
    char goal_text[32];
} instances;

/* "goal a b c d e f g h i" in a header line: the goal those nine cells name, else NULL. */
static p8_board *header_goal(const char *line) {
    const char *g = strstr(line, "goal ");
    char cells[32];
    size_t n = 0;
    p8_board *b = NULL;
    if (!g) return NULL;
    for (g += 5; *g && n < 9; g++) {
        if (*g >= '0' && *g <= '8') cells[n++] = *g;
        else if (*g != ' ') break;
    }
    cells[n] = '\0';
    if (n == 9 && p8_board_parse(cells, &b, NULL, 0) == P8_OK) return b;
    return NULL;
}

static void load(const char *path, instances *in) {
    FILE *f = fopen(path, "r");
    char line[512];
    size_t cap = 0;
    memset(in, 0, sizeof *in);
    if (!f) die("cannot open %s (give a path, or set P8_BENCH_DATA)", path);
    while (fgets(line, sizeof line, f)) {
        char *bar = strchr(line, '|'), why[128];
        p8_board *b;
        if (line[0] == '#') {
            if (!in->goal) in->goal = header_goal(line);
            continue;
        }
        if (!bar) continue;
        *bar = '\0';
        if (p8_board_parse(line, &b, why, sizeof why) != P8_OK) die("%s: bad board: %s", path, why);
        if (in->n == cap) {
            cap = cap ? 2 * cap : 512;
            in->board = realloc(in->board, cap * sizeof *in->board);
            in->opt = realloc(in->opt, cap * sizeof *in->opt);
            if (!in->board || !in->opt) die("out of memory");
        }
        in->board[in->n] = b;
        in->opt[in->n] = atoi(bar + 1);
        in->n++;
    }
    fclose(f);
    if (in->n == 0) die("%s: no instances", path);
    if (in->goal) p8_board_format(in->goal, P8_FORMAT_LINE, in->goal_text, sizeof in->goal_text);
    else strcpy(in->goal_text, "1 2 3 4 5 6 7 8 0");
}

static void free_instances(instances *in) {
    size_t k;
    for (k = 0; k < in->n; k++) p8_board_free(in->board[k]);
    free(in->board);
    free(in->opt);
    p8_board_free(in->goal);
    memset(in, 0, sizeof *in);
}

/* ---- One row: an algorithm over the first n instances, best of several passes -------------- */

typedef struct {
    const char *name;
    int alg, heuristic;    /* heuristic -1: the preset's */
    unsigned wg, wh;       /* weights, used when set_weights != 0 */
    int set_weights;
    int fresh;             /* 1: p8_solve (a new search per call); 0: one search reused */
    int optimal;           /* 1: every length must equal the optimum */
    size_t limit;          /* first `limit` instances (0: all) */
    int max_reps;
    double budget_s;       /* stop repeating once this much time is spent (after one pass) */
    int frontier1;         /* 0: the preset's frontier; else P8_FRONTIER_* + 1 */
    int wrap;              /* 1: a caller's C frontier that forwards to a built-in bucket */
} row_config;

/* A caller's frontier in C that wraps a built-in (what the interface costs). */
static int wrap_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *u) {
    return p8_frontier_push(n, k, g, h, u);
}
static int wrap_pop(uint32_t *n, void *u) { return p8_frontier_pop(n, u); }
static uint64_t wrap_size(void *u) { return p8_frontier_size(u); }
static void wrap_clear(void *u) { p8_frontier_clear(u); }

typedef struct {
    const row_config *c;
    const char *name;
    int optimal;
    size_t n;
    int reps;
    double best_s, best_cpu_s; /* best wall and best CPU time of a pass */
    uint64_t expanded, generated, duplicates, stored, peak_sum;
    long wrong, unsolved, len_excess;
} row;

static void set_stats(row *r, const p8_result *res, size_t i, const instances *in) {
    uint64_t gen = p8_result_generated(res), dup = p8_result_duplicates(res);
    r->expanded += p8_result_expanded(res);
    r->generated += gen;
    r->duplicates += dup;
    r->stored += gen - dup + 1; /* every non-duplicate generated node, plus the root */
    r->peak_sum += p8_result_peak_bytes(res);
    if (!p8_result_solved(res)) {
        r->unsolved++;
    } else if ((long)p8_result_length(res) != in->opt[i]) {
        if (r->optimal) r->wrong++;
        r->len_excess += (long)p8_result_length(res) - in->opt[i];
    }
}

static void run_row(row *r, const row_config *c, const instances *in) {
    p8_search *s = NULL;
    p8_frontier *wrapped = NULL;
    double spent = 0;
    int rep, rc;
    memset(r, 0, sizeof *r);
    r->c = c;
    r->name = c->name;
    r->optimal = c->optimal;
    r->n = c->limit && c->limit < in->n ? c->limit : in->n;
    r->best_s = r->best_cpu_s = 1e300;
    if (!c->fresh) {
        if (p8_search_new(&s) != P8_OK) die("p8_search_new failed");
        if (p8_search_set_algorithm(s, c->alg) != P8_OK ||
            (c->heuristic >= 0 && p8_search_set_heuristic(s, c->heuristic) != P8_OK) ||
            (c->set_weights && p8_search_set_weights(s, c->wg, c->wh) != P8_OK) ||
            (c->frontier1 && p8_search_set_frontier(s, c->frontier1 - 1) != P8_OK) ||
            (c->wrap && (p8_frontier_new(P8_FRONTIER_BUCKET, &wrapped) != P8_OK ||
                         p8_search_set_frontier_fns(s, wrap_push, wrap_pop, wrap_size, wrap_clear,
                                                    wrapped) != P8_OK)))
            die("%s: configuration failed: %s", r->name, p8_search_errmsg(s));
    }
    for (rep = 0; rep < (quick ? 1 : c->max_reps); rep++) {
        row stats = *r;
        double t0, c0, t, tc;
        size_t i;
        stats.expanded = stats.generated = stats.duplicates = stats.stored = stats.peak_sum = 0;
        stats.wrong = stats.unsolved = stats.len_excess = 0;
        c0 = cpu_s();
        t0 = now_s();
        for (i = 0; i < r->n; i++) {
            p8_result *res = NULL;
            rc = c->fresh ? p8_solve(in->board[i], in->goal, c->alg,
                                     c->heuristic >= 0 ? c->heuristic : P8_H_DEFAULT, &res)
                          : p8_search_run(s, in->board[i], in->goal, &res);
            if (!res) die("%s: instance %zu: %s", r->name, i + 1, p8_strerror(rc));
            set_stats(&stats, res, i, in);
            p8_result_free(res);
        }
        t = now_s() - t0;
        tc = cpu_s() - c0;
        if (rep > 0 && stats.expanded != r->expanded)
            die("%s: expansions differ between passes (%llu, %llu)", r->name,
                (unsigned long long)r->expanded, (unsigned long long)stats.expanded);
        stats.best_s = t < r->best_s ? t : r->best_s;
        stats.best_cpu_s = tc < r->best_cpu_s ? tc : r->best_cpu_s;
        stats.reps = rep + 1;
        *r = stats;
        spent += t;
        if (spent > c->budget_s) break;
    }
    p8_search_free(s);
    p8_frontier_free(wrapped);
}

/* ---- The whole space: one BFS from a state 31 moves from the goal -------------------------- */

typedef struct {
    double best_ms, best_cpu_ms, first_ms;
    int reps;
    uint64_t expanded, generated, duplicates, stored, peak;
    long length;
    long astar_length; /* the start's optimal length, by A*, checked against 31 */
} bfs_full;

static void run_bfs_full(bfs_full *f) {
    p8_board *start = NULL;
    p8_search *s = NULL;
    p8_result *res = NULL;
    int rep;
    memset(f, 0, sizeof *f);
    f->best_ms = f->best_cpu_ms = 1e300;
    if (p8_board_parse(BFS_START, &start, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK)
        die("full BFS: setup failed");
    /* Verify the start is 31 moves out (A* is optimal with Manhattan). */
    if (p8_search_run(s, start, NULL, &res) != P8_OK) die("full BFS: A* check failed");
    f->astar_length = (long)p8_result_length(res);
    p8_result_free(res);
    if (p8_search_set_algorithm(s, P8_ALG_BFS) != P8_OK) die("full BFS: set_algorithm failed");
    for (rep = 0; rep < (quick ? 1 : BFS_REPS); rep++) {
        double c0 = cpu_s(), t0 = now_s(), ms, cms;
        int rc = p8_search_run(s, start, NULL, &res);
        ms = (now_s() - t0) * 1e3;
        cms = (cpu_s() - c0) * 1e3;
        if (rc != P8_OK) die("full BFS: %s", p8_strerror(rc));
        if (rep == 0) { /* the first run of a fresh search: its peak is all it holds */
            f->first_ms = ms;
            f->expanded = p8_result_expanded(res);
            f->generated = p8_result_generated(res);
            f->duplicates = p8_result_duplicates(res);
            f->stored = f->generated - f->duplicates + 1;
            f->peak = p8_result_peak_bytes(res);
            f->length = (long)p8_result_length(res);
        }
        p8_result_free(res);
        if (ms < f->best_ms) f->best_ms = ms;
        if (cms < f->best_cpu_ms) f->best_cpu_ms = cms;
        f->reps = rep + 1;
    }
    p8_search_free(s);
    p8_board_free(start);
}

/* ---- The reference program: run it, parse its lines, keep the best of each figure ---------- */

typedef struct {
    int runs, have_bfs, have_astar;
    double bfs_ms;                 /* best "full BFS from goal ... best of 5" */
    double astar_us, astar_total_s; /* best A* us/inst and its total */
    double astar_nodes;            /* nodes per instance (expansions) */
    double ida_us;                 /* best IDA* us/inst */
    int have_ida;
    long astar_n, astar_wrong;
    char cmd[1024];
} reference;

/* Shell-quote s (single quotes) onto the end of buf. */
static void shell_quote_append(char *buf, size_t cap, const char *s) {
    size_t n = strlen(buf);
    if (n + 2 >= cap) return;
    buf[n++] = '\'';
    for (; *s && n + 6 < cap; s++) {
        if (*s == '\'') { memcpy(buf + n, "'\\''", 4); n += 4; }
        else buf[n++] = *s;
    }
    buf[n++] = '\'';
    buf[n] = '\0';
}

static void run_reference(reference *ref) {
    FILE *p;
    char line[512];
    if (!ref->cmd[0]) return;
    fflush(stdout);
    p = popen(ref->cmd, "r");
    if (!p) return;
    while (fgets(line, sizeof line, p)) {
        const char *b = strstr(line, "best of 5:");
        double ms, total, us, nodes;
        long n, wrong;
        if (strncmp(line, "full BFS from goal:", 19) == 0 && b && sscanf(b + 10, "%lf", &ms) == 1) {
            if (!ref->have_bfs || ms < ref->bfs_ms) ref->bfs_ms = ms;
            ref->have_bfs = 1;
        } else if (strncmp(line, "IDA* manhattan", 14) == 0 &&
                   sscanf(strchr(line, ':') + 1, " %ld instances, %lf s total, %lf us/inst", &n,
                          &total, &us) == 3) {
            if (!ref->have_ida || us < ref->ida_us) ref->ida_us = us;
            ref->have_ida = 1;
        } else if (strncmp(line, "A* manhattan", 12) == 0 &&
                   sscanf(strchr(line, ':') + 1,
                          " %ld instances, %lf s total, %lf us/inst, %lf nodes/inst, wrong=%ld",
                          &n, &total, &us, &nodes, &wrong) == 5) {
            if (!ref->have_astar || us < ref->astar_us) {
                ref->astar_us = us;
                ref->astar_total_s = total;
            }
            ref->astar_n = n;
            ref->astar_nodes = nodes;
            ref->astar_wrong = wrong;
            ref->have_astar = 1;
        }
    }
    if (pclose(p) == 0) ref->runs++;
}

/* ---- --solve-once: the cost of one p8_solve call, for bench/python_overhead.py ------------- */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* What a C user does for one answer: solve, read the length and the moves, free. */
static int solve_once(const p8_board *start, size_t *length, char *moves, size_t cap) {
    p8_result *res = NULL;
    int rc = p8_solve(start, NULL, P8_ALG_ASTAR, P8_H_DEFAULT, &res);
    if (rc != P8_OK || !res) {
        p8_result_free(res);
        return rc != P8_OK ? rc : P8_ENOMEM;
    }
    *length = p8_result_length(res);
    p8_result_moves_string(res, moves, cap);
    p8_result_free(res);
    return P8_OK;
}

/* B batches of K calls; per call: median and best batch, in wall and CPU time. Output (one line,
 * key=value, parsed by bench/python_overhead.py):
 *   solve-once tiles=T length=L moves=M calls=K batches=B median_us=.. best_us=.. cpu_median_us=..
 *   cpu_best_us=.. */
static int run_solve_once(const char *tiles, long calls, long batches) {
    p8_board *start = NULL;
    char why[128], moves[128], text[32];
    size_t length = 0;
    double *wall, *cpu, t0, c0;
    long b, k;
    int rc;
    if (p8_board_parse(tiles, &start, why, sizeof why) != P8_OK) die("--solve-once: %s", why);
    p8_board_format(start, P8_FORMAT_LINE, text, sizeof text);
    if (batches < 1) batches = 21;
    rc = solve_once(start, &length, moves, sizeof moves); /* warm-up, and the answer */
    if (rc != P8_OK) die("--solve-once %s: %s", text, p8_strerror(rc));
    if (calls < 1) { /* calibrate: enough calls for ~10 ms of CPU per batch (CPU time: steady
                      * when the shared machine deschedules us) */
        double t = cpu_s();
        long n = 0;
        do {
            solve_once(start, &length, moves, sizeof moves);
            n++;
        } while (cpu_s() - t < 0.02);
        calls = (long)(0.010 / ((cpu_s() - t) / (double)n)) + 1;
    }
    wall = malloc((size_t)batches * sizeof *wall);
    cpu = malloc((size_t)batches * sizeof *cpu);
    if (!wall || !cpu) die("out of memory");
    for (b = 0; b < batches; b++) {
        c0 = cpu_s();
        t0 = now_s();
        for (k = 0; k < calls; k++)
            if (solve_once(start, &length, moves, sizeof moves) != P8_OK) die("p8_solve failed");
        wall[b] = (now_s() - t0) / (double)calls * 1e6;
        cpu[b] = (cpu_s() - c0) / (double)calls * 1e6;
    }
    qsort(wall, (size_t)batches, sizeof *wall, cmp_double);
    qsort(cpu, (size_t)batches, sizeof *cpu, cmp_double);
    printf("solve-once tiles=%s length=%zu moves=%s calls=%ld batches=%ld median_us=%.3f "
           "best_us=%.3f cpu_median_us=%.3f cpu_best_us=%.3f\n", text, length, moves, calls,
           batches, wall[batches / 2], wall[0], cpu[batches / 2], cpu[0]);
    free(wall);
    free(cpu);
    p8_board_free(start);
    return 0;
}

/* ---- Output ------------------------------------------------------------------------------- */

static double per_s(double count, double s) { return s > 0 ? count / s : 0; }
static double ratio(double a, double b) { return b > 0 ? a / b : 0; }

static double us_per(const row *r, double sec) { return sec / (double)r->n * 1e6; }
static double mean_expanded(const row *r) { return (double)r->expanded / (double)r->n; }
static double row_bpn(const row *r) { return ratio((double)r->peak_sum, (double)r->stored); }

/* ---- The random walk: moves per second and bytes per move ---------------------------------- */

typedef struct {
    double best_s, moves_per_s, bytes_per_move;
    uint64_t moves;
} walk;

/* Best of 3 walks of at most 20 million moves (no goal is met: the start is 31 moves away and the
 * limit ends the walk; the policy parent, seed 1). */
static void run_walk(walk *w) {
    p8_board *start = NULL;
    p8_search *s = NULL;
    int rep;
    memset(w, 0, sizeof *w);
    w->best_s = 1e300;
    if (p8_board_parse(BFS_START, &start, NULL, 0) != P8_OK || p8_search_new(&s) != P8_OK ||
        p8_search_set_algorithm(s, P8_ALG_RANDOM_WALK) != P8_OK ||
        p8_search_set_duplicates(s, P8_DUP_PARENT) != P8_OK || p8_search_set_seed(s, 1) != P8_OK ||
        p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, quick ? 2000000 : 20000000) != P8_OK)
        die("random walk: setup failed");
    for (rep = 0; rep < (quick ? 1 : 3); rep++) {
        p8_result *res = NULL;
        double t0 = now_s(), t;
        int rc = p8_search_run(s, start, NULL, &res);
        t = now_s() - t0;
        if (!res) die("random walk: %s", p8_strerror(rc));
        w->moves = p8_result_expanded(res);
        w->bytes_per_move = ratio((double)p8_result_peak_bytes(res), (double)w->moves);
        if (t < w->best_s) w->best_s = t;
        p8_result_free(res);
    }
    w->moves_per_s = per_s((double)w->moves, w->best_s);
    p8_search_free(s);
    p8_board_free(start);
}

static double row_us(const row *r) { return r->best_s / (double)r->n * 1e6; }

/* Frontiers and drivers, as ratios (rows: 0 A* bucket, 7 BFS per instance, 8 A* heap, 9 A*
 * through a C frontier, 10 IDA* manhattan, 11 IDA* LC, 12 bidirectional BFS). */
static void print_engine(const row *rows, const reference *ref, const walk *w) {
    const row *bucket = &rows[0], *bfs = &rows[7], *heap = &rows[8], *wrapc = &rows[9];
    const row *ida = &rows[10], *idalc = &rows[11], *bidi = &rows[12];
    printf("frontiers and drivers:\n");
    printf("  A* bucket / heap               %6.2fx  (%.1f / %.1f us/inst; expansions %s)\n",
           ratio(row_us(bucket), row_us(heap)), row_us(bucket), row_us(heap),
           bucket->expanded == heap->expanded ? "identical" : "DIFFER");
    printf("  A* C frontier / built-in       %6.2fx  (%.1f / %.1f us/inst, wrapping the bucket)\n",
           ratio(row_us(wrapc), row_us(bucket)), row_us(wrapc), row_us(bucket));
    if (ref->have_ida)
        printf("  IDA* manhattan / reference     %6.2fx  (%.1f / %.1f us/inst)\n",
               ratio(row_us(ida), ref->ida_us), row_us(ida), ref->ida_us);
    printf("  IDA* linear conflict / manhattan %4.2fx  (%.1f / %.1f us/inst; %.0f / %.0f exp/inst)\n",
           ratio(row_us(idalc), row_us(ida)), row_us(idalc), row_us(ida), mean_expanded(idalc),
           mean_expanded(ida));
    printf("  bidirectional / BFS, expanded  %6.3fx  (%.0f / %.0f per inst, first %zu instances)\n",
           ratio(mean_expanded(bidi), mean_expanded(bfs)), mean_expanded(bidi),
           mean_expanded(bfs), bidi->n);
    printf("  bidirectional / BFS, time      %6.3fx  (%.1f / %.1f us/inst)\n",
           ratio(row_us(bidi), row_us(bfs)), row_us(bidi), row_us(bfs));
    printf("  random walk: %.1f M moves/s, %.3f bytes a move (%llu moves, best of passes)\n\n",
           w->moves_per_s / 1e6, w->bytes_per_move, (unsigned long long)w->moves);
}

static void print_row(const row *r) {
    printf("  %-24s %4zu %2d %9.1f %9.1f %10.0f %10.0f %6.1f %6ld", r->name, r->n, r->reps,
           us_per(r, r->best_s), us_per(r, r->best_cpu_s), mean_expanded(r),
           per_s((double)r->expanded, r->best_s), row_bpn(r),
           r->optimal ? r->wrong : r->len_excess);
    if (r->unsolved) printf("  unsolved=%ld", r->unsolved);
    putchar('\n');
}

static void json_row(const row *r, int last) {
    printf("    {\"name\": \"%s\", \"instances\": %zu, \"passes\": %d, \"best_pass_s\": %.6f, "
           "\"best_pass_cpu_s\": %.6f, \"us_per_instance\": %.3f, \"cpu_us_per_instance\": %.3f, "
           "\"expanded\": %llu, \"generated\": %llu, \"duplicates\": %llu, \"stored\": %llu, "
           "\"peak_bytes_sum\": %llu, \"mean_expanded\": %.1f, \"expansions_per_s\": %.0f, "
           "\"bytes_per_stored_node\": %.3f, \"bytes_per_expanded_node\": %.3f, "
           "\"optimal_required\": %s, \"wrong\": %ld, \"unsolved\": %ld, \"extra_moves\": %ld}%s\n",
           r->name, r->n, r->reps, r->best_s, r->best_cpu_s, us_per(r, r->best_s),
           us_per(r, r->best_cpu_s), (unsigned long long)r->expanded,
           (unsigned long long)r->generated, (unsigned long long)r->duplicates,
           (unsigned long long)r->stored, (unsigned long long)r->peak_sum, mean_expanded(r),
           per_s((double)r->expanded, r->best_s), row_bpn(r),
           ratio((double)r->peak_sum, (double)r->expanded), r->optimal ? "true" : "false",
           r->wrong, r->unsolved, r->len_excess, last ? "" : ",");
}

/* s as a JSON string body (quotes and backslashes escaped, control characters dropped). */
static void json_str(const char *s) {
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') putchar('\\');
        if ((unsigned char)*s >= 0x20) putchar(*s);
    }
}

static const char *tf(int b) { return b ? "true" : "false"; }
static const char *pass_miss(int pass) { return pass ? "PASS" : "MISS"; }

/* A target on a time ratio to the reference's (n/a when the reference did not run). */
static void print_ratio_target(const char *what, int have, double value, int pass) {
    if (have) printf("  %-44s %11.2fx  %s\n", what, value, pass_miss(pass));
    else printf("  %-44s %12s  %s\n", what, "n/a", "MISS (no reference run)");
}

static const char *const usage =
    "usage: bench [--json] [--quick] [--astar-only] [--ida-only] [--full-bfs-only]\n"
    "             [--reference PROG] [INSTANCES.txt]\n"
    "       bench --solve-once TILES [--calls K] [--batches B]\n";

int main(int argc, char **argv) {
    const char *data = getenv("P8_BENCH_DATA"), *refprog = NULL, *solve_tiles = NULL;
    long solve_calls = 0, solve_batches = 0;
    int json = 0, astar_only = 0, ida_only = 0, bfs_only = 0, i, failed = 0;
    size_t k, nrows;
    instances in;
    reference ref;
    bfs_full bfs;
    bench_space space;
    bench_pdb heur;
    walk wk;
    double t_start = now_s();
    double a_us, a_eps, a_cpu_eps, ref_eps = 0, bfs_ratio = 0, astar_bpn, solve_bpn, bfs_bpn;
    double astar_ratio = 0, ida_ratio = 0, wall_s, cpu_s_sum;
    int pass_eps, pass_astar, pass_bfs, pass_bytes_bfs, pass_bytes_astar, pass_ida;
    static const row_config configs[] = {
        /* name                     alg            heuristic   wg wh set new opt limit reps secs */
        { "A* manhattan (reused)",   P8_ALG_ASTAR,  -1,             0, 0, 0, 0, 1,   0, 5, 4.0, 0, 0 },
        { "A* manhattan (p8_solve)", P8_ALG_ASTAR,  -1,             0, 0, 0, 1, 1,   0, 5, 3.0, 0, 0 },
        { "A* linear-conflict",      P8_ALG_ASTAR,  LINEAR_CONFLICT, 0, 0, 0, 0, 1,   0, 3, 3.0, 0, 0 },
        { "A* misplaced",            P8_ALG_ASTAR,  P8_H_MISPLACED,  0, 0, 0, 0, 1, 100, 3, 3.0, 0, 0 },
        { "UCS",                     P8_ALG_UCS,    -1,             0, 0, 0, 0, 1,  50, 3, 3.0, 0, 0 },
        { "greedy manhattan",        P8_ALG_GREEDY, -1,             0, 0, 0, 0, 0,   0, 3, 2.0, 0, 0 },
        { "weighted A* (1,2)",       P8_ALG_ASTAR,  -1,             1, 2, 1, 0, 0,   0, 3, 2.0, 0, 0 },
        { "BFS per instance",        P8_ALG_BFS,    -1,             0, 0, 0, 0, 1,  50, 3, 3.0, 0, 0 },
        /* the frontier interface and the drivers (rows 8..12, see print_engine) */
        { "A* manhattan (heap)",     P8_ALG_ASTAR,  -1,             0, 0, 0, 0, 1,   0, 5, 3.0, 3, 0 },
        { "A* (C frontier: bucket)", P8_ALG_ASTAR,  -1,             0, 0, 0, 0, 1,   0, 3, 3.0, 0, 1 },
        { "IDA* manhattan",          P8_ALG_IDASTAR, -1,            0, 0, 0, 0, 1,   0, 3, 4.0, 0, 0 },
        { "IDA* linear-conflict",    P8_ALG_IDASTAR, LINEAR_CONFLICT, 0, 0, 0, 0, 1,  0, 3, 4.0, 0, 0 },
        { "bidirectional BFS",       P8_ALG_BIBFS,  -1,             0, 0, 0, 0, 1,  50, 3, 3.0, 0, 0 }
    };
    row rows[sizeof configs / sizeof configs[0]];
    nrows = sizeof configs / sizeof configs[0];

    memset(&ref, 0, sizeof ref);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) json = 1;
        else if (strcmp(argv[i], "--quick") == 0) quick = 1;
        else if (strcmp(argv[i], "--astar-only") == 0) astar_only = 1;
        else if (strcmp(argv[i], "--ida-only") == 0) ida_only = 1;
        else if (strcmp(argv[i], "--full-bfs-only") == 0) bfs_only = 1;
        else if (strcmp(argv[i], "--reference") == 0 && i + 1 < argc) refprog = argv[++i];
        else if (strcmp(argv[i], "--solve-once") == 0 && i + 1 < argc) solve_tiles = argv[++i];
        else if (strcmp(argv[i], "--calls") == 0 && i + 1 < argc) solve_calls = atol(argv[++i]);
        else if (strcmp(argv[i], "--batches") == 0 && i + 1 < argc) solve_batches = atol(argv[++i]);
        else if (strcmp(argv[i], "--help") == 0) { fputs(usage, stdout); return 0; }
        else if (argv[i][0] == '-') { fputs(usage, stderr); return 1; }
        else data = argv[i];
    }
    if (solve_tiles) return run_solve_once(solve_tiles, solve_calls, solve_batches);
    if (bfs_only) { /* the WebAssembly ratio's native side */
        run_bfs_full(&bfs);
        printf("full-bfs best_ms=%.3f best_cpu_ms=%.3f expanded=%llu length=%ld\n", bfs.best_ms,
               bfs.best_cpu_ms, (unsigned long long)bfs.expanded, bfs.length);
        return bfs.length == BFS_START_DIST ? 0 : 2;
    }
    if (!data || !data[0]) data = DEFAULT_DATA;
    load(data, &in);
    if (refprog) {
        shell_quote_append(ref.cmd, sizeof ref.cmd, refprog);
        strcat(ref.cmd, " ");
        shell_quote_append(ref.cmd, sizeof ref.cmd, data);
    }

    if (astar_only || ida_only) { /* for profilers: the A* row or the IDA* row alone */
        k = astar_only ? 0 : 10;
        run_row(&rows[k], &configs[k], &in);
        print_row(&rows[k]);
        failed = rows[k].wrong || rows[k].unsolved;
        free_instances(&in);
        return failed ? 2 : 0;
    }

    /* Interleave: reference, library A* rows, reference, full BFS and the other rows, reference. */
    run_reference(&ref);
    run_row(&rows[0], &configs[0], &in);
    run_row(&rows[1], &configs[1], &in);
    run_reference(&ref);
    run_bfs_full(&bfs);
    bench_space_run(&space, quick, in.board, in.n, in.goal); /* bench_space.c */
    failed |= space.wrong;
    bench_pdb_run(&heur, quick, in.board, in.opt, in.n, in.goal); /* bench_pdb.c */
    failed |= heur.wrong;
    for (k = 2; k < nrows; k++) run_row(&rows[k], &configs[k], &in);
    run_walk(&wk);
    if (!quick) run_reference(&ref);

    for (k = 0; k < nrows; k++)
        if (rows[k].wrong || rows[k].unsolved) failed = 1;
    if (bfs.astar_length != BFS_START_DIST || bfs.length != BFS_START_DIST) failed = 1;

    a_us = us_per(&rows[0], rows[0].best_s);
    a_eps = per_s((double)rows[0].expanded, rows[0].best_s);
    a_cpu_eps = per_s((double)rows[0].expanded, rows[0].best_cpu_s);
    if (ref.have_astar) ref_eps = per_s(ref.astar_nodes * (double)ref.astar_n, ref.astar_total_s);
    if (ref.have_bfs) bfs_ratio = ratio(bfs.best_ms, ref.bfs_ms);
    astar_bpn = row_bpn(&rows[0]);
    solve_bpn = row_bpn(&rows[1]);
    bfs_bpn = ratio((double)bfs.peak, (double)bfs.stored);
    if (ref.have_astar) astar_ratio = ratio(a_us, ref.astar_us);
    if (ref.have_ida) ida_ratio = ratio(row_us(&rows[10]), ref.ida_us);
    pass_eps = a_eps >= TARGET_ASTAR_EXP_PER_S;
    pass_astar = ref.have_astar && astar_ratio <= TARGET_ASTAR_RATIO;
    pass_bfs = ref.have_bfs && bfs_ratio <= TARGET_BFS_RATIO;
    pass_ida = ref.have_ida && ida_ratio <= TARGET_IDA_RATIO;
    pass_bytes_bfs = bfs_bpn <= TARGET_BYTES_BFS;
    pass_bytes_astar = solve_bpn <= TARGET_BYTES_ASTAR;

    if (json) {
        printf("{\n  \"library_version\": \"%s\", \"data\": \"", p8_version_string());
        json_str(data);
        printf("\", \"goal\": \"%s\", \"instances\": %zu, \"quick\": %s, "
               "\"timing\": \"best of passes\",\n", in.goal_text, in.n, tf(quick));
        printf("  \"rows\": [\n");
        for (k = 0; k < nrows; k++) json_row(&rows[k], k + 1 == nrows);
        printf("  ],\n");
        printf("  \"bfs_full\": {\"start\": \"%s\", \"astar_length\": %ld, \"length\": %ld, "
               "\"runs\": %d, \"best_ms\": %.3f, \"best_cpu_ms\": %.3f, \"first_ms\": %.3f, "
               "\"expanded\": %llu, \"generated\": %llu, \"duplicates\": %llu, \"stored\": %llu, "
               "\"peak_bytes\": %llu, \"expansions_per_s\": %.0f, "
               "\"bytes_per_stored_node\": %.3f},\n",
               BFS_START, bfs.astar_length, bfs.length, bfs.reps, bfs.best_ms, bfs.best_cpu_ms,
               bfs.first_ms, (unsigned long long)bfs.expanded, (unsigned long long)bfs.generated,
               (unsigned long long)bfs.duplicates, (unsigned long long)bfs.stored,
               (unsigned long long)bfs.peak, per_s((double)bfs.expanded, bfs.best_ms / 1e3),
               bfs_bpn);
        if (ref.have_astar || ref.have_bfs)
            printf("  \"reference\": {\"runs\": %d, \"bfs_ms\": %.3f, "
                   "\"astar_us_per_instance\": %.3f, \"astar_nodes_per_instance\": %.1f, "
                   "\"astar_expansions_per_s\": %.0f, \"astar_wrong\": %ld},\n"
                   "  \"ratios\": {\"astar_us\": %.3f, \"astar_expansions_per_s\": %.3f, "
                   "\"bfs_full_ms\": %.3f, \"idastar_us\": %.3f},\n",
                   ref.runs, ref.bfs_ms, ref.astar_us, ref.astar_nodes, ref_eps, ref.astar_wrong,
                   astar_ratio, ratio(a_eps, ref_eps), bfs_ratio, ida_ratio);
        else
            printf("  \"reference\": null, \"ratios\": null,\n");
        printf("  \"targets\": {\n"
               "    \"astar_expansions_per_s\": {\"value\": %.0f, \"target\": %.0f, "
               "\"pass\": %s},\n"
               "    \"astar_ratio\": {\"value\": %.3f, \"target\": %.1f, \"pass\": %s},\n"
               "    \"idastar_ratio\": {\"value\": %.3f, \"target\": %.1f, \"pass\": %s},\n"
               "    \"bfs_full_ratio\": {\"value\": %.3f, \"target\": %.1f, \"pass\": %s},\n"
               "    \"bytes_per_stored_node_bfs\": {\"value\": %.3f, \"target\": %.0f, "
               "\"pass\": %s},\n"
               "    \"bytes_per_stored_node_astar\": {\"value\": %.3f, \"target\": %.0f, "
               "\"pass\": %s}},\n",
               a_eps, TARGET_ASTAR_EXP_PER_S, tf(pass_eps), astar_ratio, TARGET_ASTAR_RATIO,
               tf(pass_astar), ida_ratio, TARGET_IDA_RATIO, tf(pass_ida), bfs_ratio,
               TARGET_BFS_RATIO,
               tf(pass_bfs), bfs_bpn, TARGET_BYTES_BFS, tf(pass_bytes_bfs), solve_bpn,
               TARGET_BYTES_ASTAR, tf(pass_bytes_astar));
        bench_space_json(&space, ref.have_bfs ? ref.bfs_ms : 0);
        bench_pdb_json(&heur);
        printf("  \"correct\": %s, \"wall_s\": %.3f\n}\n", tf(!failed), now_s() - t_start);
        free_instances(&in);
        return failed ? 2 : 0;
    }

    printf("libpuzzle8 %s benchmark%s: %zu instances from %s (goal %s)\n", p8_version_string(),
           quick ? " (--quick: one pass per row)" : "", in.n, data, in.goal_text);
    printf("each row: best of `ps` passes over its first `inst` instances; us/i is wall time,\n"
           "cpu us/i CPU time of this process (the machine may be shared); exp/s per wall s\n\n");
    printf("  %-24s %4s %2s %9s %9s %10s %10s %6s %6s\n", "row", "inst", "ps", "us/i",
           "cpu us/i", "expanded/i", "exp/s", "B/node", "wrong");
    for (k = 0; k < nrows; k++) print_row(&rows[k]);
    printf("  (B/node: sum of peak_bytes / sum of stored nodes. wrong: lengths != optimum, must\n"
           "   be 0; for greedy and weighted A* it is the total of extra moves: allowed)\n\n");

    printf("A* manhattan, one search reused over %zu instances (best of %d passes):\n",
           rows[0].n, rows[0].reps);
    printf("  %.1f us/inst (CPU %.1f), %llu expansions (%.1f/inst), %.0f exp/s (per CPU s %.0f)\n",
           a_us, us_per(&rows[0], rows[0].best_cpu_s), (unsigned long long)rows[0].expanded,
           mean_expanded(&rows[0]), a_eps, a_cpu_eps);
    printf("  bytes per stored node   %.2f  (sum of peak_bytes / sum of generated-duplicates+1)\n",
           astar_bpn);
    printf("  bytes per expanded node %.2f  (sum of peak_bytes / sum of expanded)\n",
           ratio((double)rows[0].peak_sum, (double)rows[0].expanded));
    printf("  p8_solve, a new search per call: %.1f us/inst (CPU %.1f): setup costs %+.1f us/inst "
           "(CPU %+.1f)\n\n", us_per(&rows[1], rows[1].best_s),
           us_per(&rows[1], rows[1].best_cpu_s),
           us_per(&rows[1], rows[1].best_s) - a_us,
           us_per(&rows[1], rows[1].best_cpu_s) - us_per(&rows[0], rows[0].best_cpu_s));

    printf("full BFS from %s (A* says %ld moves, BFS %ld; must be %d):\n", BFS_START,
           bfs.astar_length, bfs.length, BFS_START_DIST);
    printf("  best of %d: %.2f ms (CPU %.2f ms; first run %.2f ms), %.0f exp/s\n", bfs.reps,
           bfs.best_ms, bfs.best_cpu_ms, bfs.first_ms,
           per_s((double)bfs.expanded, bfs.best_ms / 1e3));
    printf("  %llu expanded, %llu generated, %llu duplicates, %llu stored\n",
           (unsigned long long)bfs.expanded, (unsigned long long)bfs.generated,
           (unsigned long long)bfs.duplicates, (unsigned long long)bfs.stored);
    printf("  peak %llu bytes = %.2f bytes per stored node\n\n", (unsigned long long)bfs.peak,
           bfs_bpn);

    if (ref.have_astar || ref.have_bfs) {
        printf("reference %s (best of %d runs, interleaved with the above):\n", refprog, ref.runs);
        printf("  full BFS from goal %.2f ms; A* manhattan %.1f us/inst, %.0f nodes/inst, "
               "%.0f exp/s, wrong=%ld\n", ref.bfs_ms, ref.astar_us, ref.astar_nodes, ref_eps,
               ref.astar_wrong);
        printf("ratios, library / reference (times: lower is better; rates: higher is better):\n");
        printf("  A* us/inst    %6.2fx  (%.1f / %.1f us)\n", ratio(a_us, ref.astar_us), a_us,
               ref.astar_us);
        printf("  A* exp/s      %6.2fx  (%.0f / %.0f)\n", ratio(a_eps, ref_eps), a_eps, ref_eps);
        printf("  A* expanded   %6.2fx  (%.1f / %.1f per inst)\n",
               ratio(mean_expanded(&rows[0]), ref.astar_nodes), mean_expanded(&rows[0]),
               ref.astar_nodes);
        printf("  full BFS ms   %6.2fx  (%.2f / %.2f ms)\n\n", bfs_ratio, bfs.best_ms, ref.bfs_ms);
        if (ref.astar_wrong)
            printf("note: the reference reports wrong=%ld: it assumes goal 1 2 3 4 5 6 7 8 0\n\n",
                   ref.astar_wrong);
    } else {
        printf("reference: not run (give --reference PROG; `make bench` does)\n\n");
    }

    bench_space_print(&space, ref.have_bfs ? ref.bfs_ms : 0);
    bench_pdb_print(&heur);

    print_engine(rows, &ref, &wk);
    printf("targets (a report: a MISS never fails the build):\n");
    printf("  %-44s %12.0f  %s", "A* manhattan >= 4,000,000 expansions/s", a_eps,
           pass_miss(pass_eps));
    if (ref.have_astar) printf("  (the reference: %.0f in this run)", ref_eps);
    putchar('\n');
    print_ratio_target("A* manhattan time <= 0.6x the reference's", ref.have_astar,
                       astar_ratio, pass_astar);
    print_ratio_target("full BFS time <= 1.0x the reference's", ref.have_bfs, bfs_ratio,
                       pass_bfs);
    print_ratio_target("IDA* manhattan time <= 1.0x the reference's", ref.have_ida, ida_ratio,
                       pass_ida);
    printf("  %-44s %12.2f  %s\n", "<= 24 bytes per stored node (full BFS)", bfs_bpn,
           pass_miss(pass_bytes_bfs));
    printf("  %-44s %12.2f  %s\n", "<= 32 bytes per stored node (A*, p8_solve)", solve_bpn,
           pass_miss(pass_bytes_astar));
    printf("  %-44s %11.2fx  %s\n", "IDA* linear conflict faster than IDA* manhattan",
           ratio(row_us(&rows[11]), row_us(&rows[10])),
           pass_miss(row_us(&rows[11]) < row_us(&rows[10])));
    for (k = 0, wall_s = cpu_s_sum = 0; k < nrows; k++)
        wall_s += rows[k].best_s, cpu_s_sum += rows[k].best_cpu_s;
    if (cpu_s_sum > 0 && wall_s / cpu_s_sum > 1.25) /* the reference reports wall time only */
        printf("  note: wall time is %.2fx CPU time: the machine is busy; the ratios to the "
               "reference\n  move with its load (the best of a few runs is the figure)\n",
               wall_s / cpu_s_sum);
    printf("\n%s; bench took %.1f s\n",
           failed ? "WRONG ANSWERS (see the wrong column / BFS lengths): exit status 2"
                  : "all lengths optimal where required", now_s() - t_start);
    free_instances(&in);
    return failed ? 2 : 0;
}
