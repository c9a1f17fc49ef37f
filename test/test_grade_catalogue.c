/* SPDX-License-Identifier: MIT */
/*
 * test_grade_catalogue.c - every mistake of the grader's catalogue, made by a student's search
 * written by hand (grade_student.h), is named by the grader, in both check modes: for each
 * reference configuration (BFS, DFS, A* with each heuristic the catalogue's heuristic mistakes
 * need, greedy), each mistake that applies, on a board that catches it (p8_grade_catches), the
 * student's trace and its solution (moves and every count, and once the boards) are judged and
 * the verdict must name that mistake and reproduce the whole output. The correct student passes
 * on the same boards. Last line: "N passed, N failed".
 */
#include "grade_student.h"
#include "test.h"

#include <time.h>

typedef struct ref_config {
    const char *label;
    int alg, heuristic;
    uint64_t max_depth;
    int dup; /* the duplicate policy, or -1: the preset's */
} ref_config;

static const ref_config refs[] = {
    { "bfs", P8_ALG_BFS, P8_H_ZERO, P8_LIMIT_NONE, -1 },
    { "dfs", P8_ALG_DFS, P8_H_ZERO, P8_LIMIT_NONE, -1 },
    { "astar manhattan", P8_ALG_ASTAR, P8_H_MANHATTAN, P8_LIMIT_NONE, -1 },
    { "astar misplaced", P8_ALG_ASTAR, P8_H_MISPLACED, P8_LIMIT_NONE, -1 },
    { "astar linear-conflict", P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, P8_LIMIT_NONE, -1 },
    { "greedy manhattan", P8_ALG_GREEDY, P8_H_MANHATTAN, P8_LIMIT_NONE, -1 },
    { "dfs, depth limit 14", P8_ALG_DFS, P8_H_ZERO, 14, -1 },
    /* the textbook's programs: the undo move generated, then dropped as a duplicate */
    { "bfs, graph-undo", P8_ALG_BFS, P8_H_ZERO, P8_LIMIT_NONE, P8_DUP_GRAPH_UNDO },
};

static p8_grade *grader(const ref_config *rc, int check) {
    p8_search *s;
    p8_grade *g = NULL;
    p8_search_new(&s);
    p8_search_set_algorithm(s, rc->alg);
    if (rc->alg == P8_ALG_ASTAR || rc->alg == P8_ALG_GREEDY) p8_search_set_heuristic(s, rc->heuristic);
    p8_search_set_limit(s, P8_LIMIT_DEPTH, rc->max_depth);
    if (rc->dup >= 0) p8_search_set_duplicates(s, rc->dup);
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    p8_search_free(s); /* the grader copied the configuration */
    ASSERT_EQ(p8_grade_set_check(g, check), P8_OK);
    return g;
}

/* The student of reference rc making mistake m. */
static gs_config student(const ref_config *rc, int m) {
    gs_config c = gs_preset(rc->alg, rc->heuristic);
    if (rc->dup >= 0) c.dup = rc->dup;
    switch (m) {
    case P8_MISTAKE_GOAL_TESTED_LATE: c.goal_at_generation = 0; break;
    case P8_MISTAKE_GOAL_TESTED_EARLY: c.goal_at_generation = 1; break;
    case P8_MISTAKE_GOAL_PUSHED: c.goal_pushed = 1; break;
    case P8_MISTAKE_STACK_FOR_QUEUE: c.container = GS_LIFO; break;
    case P8_MISTAKE_QUEUE_FOR_STACK:
    case P8_MISTAKE_QUEUE_FOR_PRIORITY: c.container = GS_FIFO; break;
    case P8_MISTAKE_NO_DUPLICATE_CHECK: c.dup = P8_DUP_NONE; break;
    case P8_MISTAKE_PARENT_CHECK_ONLY: c.dup = P8_DUP_PARENT; break;
    case P8_MISTAKE_CLOSED_LIST_ONLY: c.dup = P8_DUP_CLOSED; break;
    case P8_MISTAKE_UNDO_MOVE: c.dup = P8_DUP_GRAPH_UNDO; break;
    case P8_MISTAKE_NO_UNDO_MOVE: c.dup = c.dup == P8_DUP_NONE ? P8_DUP_PARENT : P8_DUP_GRAPH; break;
    case P8_MISTAKE_NO_REOPEN: c.reopen = 0; break;
    case P8_MISTAKE_NO_DEPTH_LIMIT: break; /* the student has none */
    case P8_MISTAKE_HEURISTIC_SCALED: c.h_mistake = GS_H_SCALED; break;
    case P8_MISTAKE_HEURISTIC_BLANK: c.h_mistake = GS_H_BLANK; break;
    case P8_MISTAKE_HEURISTIC_INCONSISTENT: c.h_mistake = GS_H_PAIRS; break;
    case P8_MISTAKE_TIE_BREAK_OLDEST: c.tie = GS_TIE_OLDEST; break;
    case P8_MISTAKE_TIE_BREAK_NEWEST: c.tie = GS_TIE_NEWEST; break;
    case P8_MISTAKE_TIE_BREAK_H_NEWEST: c.tie = GS_TIE_H_NEWEST; break;
    case P8_MISTAKE_TILE_MOVES: c.tile_moves = 1; break;
    case P8_MISTAKE_PATH_REVERSED: c.reversed = 1; break;
    case P8_MISTAKE_EXPANDED_COUNTS_GOAL: c.expanded_plus = 1; break;
    case P8_MISTAKE_GENERATED_COUNTS_START: c.generated_plus = 1; break;
    case P8_MISTAKE_GENERATED_WITHOUT_DUPLICATES: c.generated_minus_dup = 1; break;
    case P8_MISTAKE_FRONTIER_AFTER_POP: c.frontier_after_pop = 1; break;
    case P8_MISTAKE_G_OFF_BY_ONE: c.g_plus = 1; break;
    default: break;
    }
    return c;
}

/* Judge what student c prints on start (a student that gives up is judged as a program
 * stopped at its time limit); 0 on success (verdict in *v), -1 if the student gave up and
 * prints a solution (nothing to judge). */
static int gave_up;

/* The nodes a student makes before it gives up: a depth-first trace is cut short (the grader
 * judges it as a run stopped at its time limit); a solution needs the whole run. */
static int whole_dfs; /* the depth-limited reference: its student without the limit is judged
                        on a whole (long) depth-first solution */
static long cap_of(const gs_config *c) {
    if (c->container != GS_LIFO) return 20000;
    return whole_dfs && c->print != GS_TRACE ? 200000 : 3000;
}

static int judge(p8_grade *g, const gs_config *c, const uint8_t *start, p8_grade_verdict **v,
                 gs_text *out) {
    static const uint8_t goal[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    p8_board *b;
    int rc;
    out->len = 0;
    if (out->s) out->s[0] = '\0';
    gave_up = gs_search(c, start, goal, cap_of(c), out) == 2;
    if (gave_up && c->print != GS_TRACE) return -1;
    p8_board_new(start, &b);
    rc = p8_grade_judge(g, b, out->s ? out->s : "", out->len,
                        gave_up ? P8_END_TIMED_OUT : P8_END_EXITED, gave_up ? 1000 : 0, NULL, 0, v);
    p8_board_free(b);
    ASSERT_EQ(rc, P8_OK);
    return rc == P8_OK ? 0 : -1;
}

static void show(const char *what, const p8_grade_verdict *v, const gs_text *out) {
    static char text[8192];
    p8_grade_verdict_text(v, text, sizeof text);
    fprintf(stderr, "--- %s\n%s--- output (%lu bytes): %.600s\n", what, text,
            (unsigned long)out->len, out->s ? out->s : "");
}

/* Boards drawn at distances 3 to 12 (the same for every configuration), and one on which a
 * linear conflict counted per pair changes A*'s run. */
#define N_DRAWN 12
#define N_BOARDS (N_DRAWN + 1)
static uint8_t boards[N_BOARDS][9];

static void draw_boards(void) {
    static const uint8_t pairs[9] = { 1, 2, 3, 6, 4, 8, 5, 7, 0 };
    p8_table *t;
    int i;
    p8_table_build(NULL, &t);
    for (i = 0; i < N_DRAWN; i++) {
        p8_board *b;
        p8_table_random_board(t, 3 + (unsigned)(i * 9) / (N_DRAWN - 1), 77 + (uint64_t)i, &b);
        p8_board_tiles(b, boards[i]);
        p8_board_free(b);
    }
    memcpy(boards[N_DRAWN], pairs, 9);
    p8_table_free(t);
}

/* Mistake m named alone, exactly, in each check mode (in some configuration). */
static int named_alone[P8_GRADE_MISTAKES][2];
static unsigned long named, ambiguous, unshown;

/* The student of rc making mistake m (printing as c does) prints the same as c on board i. */
static int same_output(const ref_config *rc, int m, const gs_config *c, int i, const gs_text *out) {
    static const uint8_t goal[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 0 };
    gs_config c2 = student(rc, m);
    gs_text o2 = { 0 };
    int same;
    c2.print = c->print;
    c2.counts = c->counts;
    gs_search(&c2, boards[i], goal, cap_of(&c2), &o2);
    same = o2.len == out->len && (out->len == 0 || memcmp(o2.s, out->s, out->len) == 0);
    free(o2.s);
    return same;
}

/* Reference r, mistake m, check mode: the student making m is judged on the boards until one
 * names m exactly (on a solution, once printing its moves and once its boards). A board where
 * the output is the reference's (the mistake does not show there, or not before the student
 * gave up) or exactly another mistake's student's output (ambiguous) is skipped; any other
 * verdict fails. */
static void one_mistake(p8_grade *g, size_t r, int check, int m, gs_text *out) {
    int i, found = 0, want = check == P8_GRADE_SOLUTION && m != P8_MISTAKE_TILE_MOVES ? 2 : 1;
    for (i = 0; i < N_BOARDS && found < want; i++) {
        gs_config c = student(&refs[r], m);
        p8_grade_verdict *v = NULL;
        char what[160];
        int got;
        c.print = check == P8_GRADE_TRACE ? GS_TRACE : found ? GS_BOARDS : GS_MOVES;
        c.counts = 15;
        if (judge(g, &c, boards[i], &v, out) != 0) continue;
        snprintf(what, sizeof what, "%s, %s, board %d, mistake %s", refs[r].label,
                 check ? "solution" : "trace", i, p8_grade_mistake_name(m));
        got = p8_grade_verdict_mistake(v);
        if (p8_grade_verdict_passed(v) == 1 || (got == P8_MISTAKE_NONE && same_output(&refs[r], P8_MISTAKE_NONE, &c, i, out))) {
            unshown++; /* the mistake does not show on this board */
        } else if (got != m && p8_grade_verdict_exact(v) == 1 && got > 0 &&
                   same_output(&refs[r], got, &c, i, out)) {
            ambiguous++;
            if (getenv("P8_TEST_VERBOSE")) fprintf(stderr, "%s: ambiguous with %s\n", what, p8_grade_mistake_name(got));
        } else if (got == m && p8_grade_verdict_exact(v) == 1) {
            ASSERT_EQ(p8_grade_verdict_passed(v), 0);
            named++;
            found++;
            named_alone[m][check] = 1;
        } else if (gave_up && got == P8_MISTAKE_NONE) {
            unshown++; /* stopped before its mistake showed */
        } else {
            found++;
            TEST_FAIL_("%s: named %s (exact %d)", what, p8_grade_mistake_name(got),
                       p8_grade_verdict_exact(v));
            show(what, v, out);
        }
        p8_grade_verdict_free(v);
    }
}

static void test_catalogue(void) {
    size_t r;
    gs_text out = { 0 };
    int m, check;
    draw_boards();
    for (r = 0; r < sizeof refs / sizeof refs[0]; r++) {
        for (check = P8_GRADE_TRACE; check <= P8_GRADE_SOLUTION; check++) {
            p8_grade *g = grader(&refs[r], check);
            int i;
            whole_dfs = refs[r].max_depth != P8_LIMIT_NONE;
            /* the correct student passes (where it finishes) */
            for (i = 0; i < N_BOARDS && refs[r].max_depth == P8_LIMIT_NONE; i += 4) {
                gs_config c = student(&refs[r], P8_MISTAKE_NONE);
                p8_grade_verdict *v = NULL;
                c.print = check == P8_GRADE_TRACE ? GS_TRACE : GS_MOVES;
                c.counts = 15;
                if (judge(g, &c, boards[i], &v, &out) == 0 && !gave_up) {
                    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
                    if (p8_grade_verdict_passed(v) != 1) show(refs[r].label, v, &out);
                }
                p8_grade_verdict_free(v);
            }
            for (m = 1; m < P8_GRADE_MISTAKES; m++) {
                if (p8_grade_applies(g, m) != 1) continue;
                if ((m == P8_MISTAKE_NO_DEPTH_LIMIT) != (refs[r].max_depth != P8_LIMIT_NONE)) continue;
                one_mistake(g, r, check, m, &out);
            }
            p8_grade_free(g);
            if (getenv("P8_TEST_VERBOSE")) fprintf(stderr, "%s %d: %.2f s\n", refs[r].label, check, (double)clock() / CLOCKS_PER_SEC);
        }
    }
    free(out.s);
    for (m = 1; m < P8_GRADE_MISTAKES; m++)
        for (check = P8_GRADE_TRACE; check <= P8_GRADE_SOLUTION; check++) {
            if (m == P8_MISTAKE_G_OFF_BY_ONE && check == P8_GRADE_SOLUTION) continue;
            if (named_alone[m][check]) test_passed_++;
            else TEST_FAIL_("%s is named alone in no configuration (%s)", p8_grade_mistake_name(m),
                            check ? "solution" : "trace");
        }
    printf("catalogue: %lu named exactly; %lu ambiguous and %lu unshown boards skipped\n", named,
           ambiguous, unshown);
}

int main(void) {
    RUN(test_catalogue);
    return TEST_REPORT();
}
