/* SPDX-License-Identifier: MIT */
/*
 * test_grade.c - the grader's API (section 18 of the header) apart from the catalogue
 * (test_grade_catalogue.c) and the reading of solutions (test_grade_solution.c): bad input and
 * its exact codes; the reference bounded; a trace's summary moves checked; the lines of a search
 * of one's own; boards chosen deterministically; every allocation failing in turn (the chaos
 * allocator): P8_ENOMEM, nothing leaked, never a crash. Last line: "N passed, N failed".
 */
#include "chaos_alloc.h"
#include "grade_support.h"

#include <stdlib.h>

#define NEVER (~0ul)

static void test_bad_input(void) {
    p8_search *s;
    p8_grade *g = NULL;
    p8_board *b = mk("123405786");
    p8_grade_verdict *v = (p8_grade_verdict *)&v;
    uint8_t tiles[9];
    uint64_t mask;
    char buf[64];
    p8_allocator a = { 0 };
    p8_search_new(&s);
    ASSERT_EQ(p8_grade_new(NULL, NULL, &g), P8_EINVAL);
    ASSERT_NULL(g);
    ASSERT_EQ(p8_grade_new(s, NULL, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_new_with_allocator(&a, s, NULL, &g), P8_EINVAL);
    ASSERT_EQ(p8_grade_new_with_allocator(NULL, s, NULL, &g), P8_EINVAL);
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    ASSERT_EQ(p8_grade_set_check(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_check(g, 2), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "check 2 is neither P8_GRADE_TRACE (0) nor P8_GRADE_SOLUTION (1)");
    ASSERT_EQ(p8_grade_set_points(g, -1, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_points(g, P8_GRADE_PARTS, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_points(g, P8_PART_GOAL, 1001), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "1001 points for part goal: at most 1000");
    ASSERT_EQ(p8_grade_set_points(g, P8_PART_GOAL, 1000), P8_OK);
    ASSERT_EQ(p8_grade_set_tolerance(g, 101), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_tolerance(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_flags(g, 64), P8_EINVAL);
    ASSERT_EQ(p8_grade_set_flags(g, P8_GRADE_FUNCTION), P8_OK);
    ASSERT_EQ(p8_grade_set_flags(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_reference(NULL, b), P8_EINVAL);
    ASSERT_EQ(p8_grade_reference(g, NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, -1), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, P8_GRADE_MISTAKES), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_applies(g, P8_MISTAKE_NONE), 0);
    ASSERT_EQ(p8_grade_catches(g, b, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_catches: mask is NULL");
    ASSERT_EQ(p8_grade_catches(g, NULL, &mask), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_catches: start is NULL");
    ASSERT_EQ(p8_grade_boards(g, 0, 10, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1001, 10, 0, NULL, NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 0, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 32, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(g, 1, 10, 0, NULL, NULL, 1), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "tiles is NULL");
    ASSERT_EQ(p8_grade_set_points(NULL, P8_PART_GOAL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_catches(NULL, b, &mask), P8_EINVAL);
    ASSERT_EQ(p8_grade_boards(NULL, 1, 10, 0, tiles, NULL, 1), P8_EINVAL);
    ASSERT_EQ(p8_grade_judge(g, NULL, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_NULL(v);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: start is NULL");
    ASSERT_EQ(p8_grade_judge(g, b, NULL, 1, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: output is NULL");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 1, &v), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: err is NULL");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_OVERSIZE + 1, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: end is out of range");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, -1, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: end is out of range");
    ASSERT_EQ(p8_grade_judge(g, b, NULL, 0, -1, 0, NULL, 0, &v), P8_EINVAL); /* NULLs of length 0 */
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: end is out of range");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 0, NULL), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "p8_grade_judge: out is NULL");
    ASSERT_EQ(p8_grade_judge(NULL, b, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_passed(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_score(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_max_score(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_part(NULL, 0), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_mistake(NULL), P8_EINVAL);
    ASSERT_EQ(p8_grade_verdict_exact(NULL), P8_EINVAL);
    ASSERT_EQ_U64(p8_grade_verdict_line(NULL), 0);
    ASSERT_EQ(p8_grade_verdict_text(NULL, buf, sizeof buf), 0);
    ASSERT_STR_EQ(buf, "");
    ASSERT_NULL(p8_grade_mistake_name(-1));
    ASSERT_NULL(p8_grade_mistake_name(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_hint(P8_GRADE_MISTAKES));
    ASSERT_NULL(p8_grade_mistake_what(-1));
    ASSERT_STR_EQ(p8_grade_mistake_name(P8_MISTAKE_NONE), "none");
    ASSERT_STR_EQ(p8_grade_mistake_name(P8_MISTAKE_G_OFF_BY_ONE), "g-off-by-one");
    ASSERT_STR_EQ(p8_grade_part_name(P8_PART_TRACE), "trace");
    ASSERT_NULL(p8_grade_part_name(P8_GRADE_PARTS));
    ASSERT_STR_EQ(p8_grade_errmsg(NULL), "");
    p8_grade_verdict_free(NULL);
    p8_grade_free(NULL);
    p8_grade_free(g);
    p8_search_free(s);
    p8_board_free(b);
}

static int fifo_push(uint32_t n, uint64_t k, uint32_t g, uint32_t h, void *ud) {
    (void)n, (void)k, (void)g, (void)h, (void)ud;
    return 0;
}
static int fifo_pop(uint32_t *n, void *ud) {
    (void)n, (void)ud;
    return 0;
}
static uint64_t fifo_size(void *ud) {
    (void)ud;
    return 0;
}
static void fifo_clear(void *ud) {
    (void)ud;
}

static void test_references(void) {
    p8_search *s;
    p8_grade *g;
    p8_board *b = mk("123405786"), *odd = mk("213456780"), *far = mk("867254301");
    p8_grade_verdict *v = (p8_grade_verdict *)&v;
    /* a caller's frontier cannot be run again */
    p8_search_new(&s);
    p8_search_set_frontier_fns(s, fifo_push, fifo_pop, fifo_size, fifo_clear, NULL);
    ASSERT_EQ(p8_grade_new(s, NULL, &g), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, b), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "the reference's frontier is the caller's "
                  "(p8_search_set_frontier_fns): a grader cannot run it again");
    ASSERT_EQ(p8_grade_judge(g, b, "", 0, P8_END_EXITED, 0, NULL, 0, &v), P8_EINVAL);
    ASSERT_NULL(v);
    p8_grade_free(g);
    p8_search_free(s);
    /* a board that cannot reach the goal */
    g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    ASSERT_EQ(p8_grade_reference(g, odd), P8_EINVAL);
    ASSERT_STR_EQ(p8_grade_errmsg(g), "the goal cannot be reached from 2 1 3 / 4 5 6 / 7 8 0");
    p8_grade_free(g);
    /* a depth-first tree search never ends: the grader's bound stops it, naming it */
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_DFS);
    p8_search_set_duplicates(s, P8_DUP_NONE);
    p8_grade_new(s, NULL, &g);
    ASSERT_EQ(p8_grade_reference(g, far), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "the reference (frontier lifo, duplicates none) does not "
                      "end on 8 6 7 / 2 5 4 / 3 0 1 within the grader's bound (20000000 "
                      "expansions, 512 MiB)"));
    p8_grade_free(g);
    /* its own limit is the configuration's: a trace of a limited run is graded as it is; a
     * solution needs a reference that solves the board */
    p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, 10);
    p8_grade_new(s, NULL, &g);
    ASSERT_EQ(p8_grade_reference(g, far), P8_OK);
    ASSERT_EQ(p8_grade_set_check(g, P8_GRADE_SOLUTION), P8_OK);
    ASSERT_EQ(p8_grade_reference(g, far), P8_ELIMIT);
    ASSERT_TRUE(holds(p8_grade_errmsg(g), "does not solve 8 6 7 / 2 5 4 / 3 0 1 (expansion limit "
                      "of 10 reached): a solution can only be graded against a reference that "
                      "solves its board"));
    p8_grade_free(g);
    p8_search_free(s);
    p8_board_free(b);
    p8_board_free(odd);
    p8_board_free(far);
}

/* ---- traces ------------------------------------------------------------------------------- */

typedef struct buf_t {
    char *s;
    size_t len, cap;
} buf_t;

static int to_buf(const char *data, size_t len, void *ud) {
    buf_t *b = ud;
    if (b->len + len + 1 > b->cap) {
        b->cap = (b->len + len + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) return -1;
    }
    memcpy(b->s + b->len, data, len);
    b->len += len;
    b->s[b->len] = '\0';
    return 0;
}

/* The library's trace of alg from start, with its header (caller frees .s). */
static buf_t library_trace(int alg, const char *start) {
    p8_search *s;
    p8_board *b = mk(start);
    p8_result *r = NULL;
    buf_t t = { 0 };
    p8_search_new(&s);
    p8_search_set_algorithm(s, alg);
    p8_trace_run(s, b, NULL, to_buf, &t, &r);
    p8_result_free(r);
    p8_search_free(s);
    p8_board_free(b);
    return t;
}

static void test_traces(void) {
    p8_grade *g = grader(P8_ALG_BFS, P8_GRADE_TRACE);
    buf_t t = library_trace(P8_ALG_BFS, "123485706");
    p8_grade_verdict *v;
    char text[8192], *edited, *sum;
    /* the library's own trace passes, its header (which a student may print) included */
    v = judge(g, "123485706", t.s, text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 1);
    ASSERT_TRUE(holds(text, "Your trace agrees with the reference's, line for line ("));
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_TRACE), P8_GRADE_PASSED);
    ASSERT_EQ(p8_grade_verdict_part(v, P8_PART_LEGAL), P8_GRADE_UNCHECKED);
    p8_grade_verdict_free(v);
    /* an illegal path in the summary fails, whatever compares it */
    edited = strdup(t.s);
    sum = strstr(edited, "\"moves\":\"");
    ASSERT_NOT_NULL(sum);
    if (sum) memcpy(sum + 9, "DD", 2); /* the blank of 1 2 3 / 4 8 5 / 7 0 6 cannot go down */
    p8_grade_set_flags(g, P8_GRADE_EVENTS_ONLY);
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    ASSERT_TRUE(holds(text, "are illegal: move "));
    p8_grade_verdict_free(v);
    {   /* "moves":"U": legal, and not the goal */
        char *end = strchr(sum + 9, '"');
        sum[9] = 'U';
        memmove(sum + 10, end, strlen(end) + 1);
    }
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_TRUE(holds(text, "Your trace's events agree with the reference's, line for line ("));
    ASSERT_TRUE(holds(text, "end at 1 2 3 / 4 0 5 / 7 8 6, not at the goal."));
    ASSERT_EQ(p8_grade_verdict_passed(v), 0);
    p8_grade_verdict_free(v);
    memcpy(sum + 9, "X", 1);
    v = judge(g, "123485706", edited, text, sizeof text);
    ASSERT_TRUE(holds(text, "are not all moves: character 1 is not U, D, L or R."));
    p8_grade_verdict_free(v);
    p8_grade_set_flags(g, 0);
    free(edited);
    /* lines of the student's own output: a header line it prints counts */
    v = judge(g, "123485706", "{\"type\":\"header\"}\nnot json\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "Your output is not a trace: line 2 of your output: expected a JSON "
                      "object, found other text: not json\n"));
    ASSERT_EQ_U64(p8_grade_verdict_line(v), 2);
    p8_grade_verdict_free(v);
    v = judge(g, "123485706", "U R\n", text, sizeof text);
    ASSERT_TRUE(holds(text, "It reads as a solution (moves or boards): this assignment asks for a "
                      "trace of the search, one JSON object a line (docs/trace.md).\n"));
    p8_grade_verdict_free(v);
    {
        p8_board *b = mk("123485706");
        static const char nul[] = "{\"type\":\"event\"}\0\n";
        ASSERT_EQ(p8_grade_judge(g, b, nul, sizeof nul - 1, P8_END_EXITED, 0, NULL, 0, &v), P8_OK);
        p8_grade_verdict_text(v, text, sizeof text);
        ASSERT_TRUE(holds(text, "line 1 of your output: a NUL byte at column 17"));
        p8_grade_verdict_free(v);
        p8_board_free(b);
    }
    free(t.s);
    p8_grade_free(g);
}

/* The event and summary lines of a search of one's own are the library's. */
static void test_own_lines(void) {
    buf_t t = library_trace(P8_ALG_ASTAR, "413726580");
    const char *p = strchr(t.s, '\n') + 1;
    unsigned lines = 0;
    char line[512];
    uint8_t tiles[9];
    while (*p) {
        const char *nl = strchr(p, '\n');
        char ev[16], id[24], parent[24], move[8], state[10];
        unsigned g, h;
        unsigned long long key;
        int n, k, event = -1, m = -1;
        if (sscanf(p, "{\"type\":\"event\",\"event\":\"%15[a-z]\",\"id\":%23[0-9a-z],\"parent\":"
                   "%23[0-9a-z],\"move\":%7[^,],\"g\":%u,\"h\":%u,\"key\":%llu,\"side\":0,"
                   "\"bound\":null,\"state\":\"%9[0-9]\"}", ev, id, parent, move, &g, &h, &key,
                   state) == 8) {
            for (k = 0; k < 4; k++)
                if (strcmp(ev, p8_event_name(k)) == 0) event = k;
            if (move[0] == '"') m = (int)(strchr("UDLR", move[1]) - "UDLR");
            for (k = 0; k < 9; k++) tiles[k] = (uint8_t)(state[k] - '0');
            n = p8_grade_event_line(event, strcmp(id, "null") ? strtoull(id, NULL, 10) : UINT64_MAX,
                                    strcmp(parent, "null") ? strtoull(parent, NULL, 10) : UINT64_MAX,
                                    m, g, h, key, tiles, line, sizeof line);
            ASSERT_EQ(n, (int)(nl - p + 1));
            ASSERT_TRUE(strncmp(line, p, (size_t)n) == 0);
            lines++;
        } else {
            char moves[64];
            unsigned long long ex, gen, dup, mf;
            ASSERT_EQ(sscanf(p, "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,"
                             "\"length\":%*u,\"moves\":\"%63[UDLR]\",\"expanded\":%llu,"
                             "\"generated\":%llu,\"duplicates\":%llu,\"max_frontier\":%llu}",
                             moves, &ex, &gen, &dup, &mf), 5);
            n = p8_grade_summary_line(P8_OK, moves, ex, gen, dup, mf, line, sizeof line);
            ASSERT_EQ(n, (int)(nl - p + 1));
            ASSERT_TRUE(strncmp(line, p, (size_t)n) == 0);
        }
        p = nl + 1;
    }
    ASSERT_TRUE(lines > 10);
    ASSERT_EQ(p8_grade_event_line(4, 0, 0, 0, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_STR_EQ(line, "");
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, 4, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -2, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -1, 0, 0, 0, NULL, line, sizeof line), P8_EINVAL);
    tiles[0] = tiles[1];
    ASSERT_EQ(p8_grade_event_line(0, 0, 0, -1, 0, 0, 0, tiles, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_EINVAL, NULL, 0, 0, 0, 0, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_OK, "UX", 0, 0, 0, 0, line, sizeof line), P8_EINVAL);
    ASSERT_EQ(p8_grade_summary_line(P8_ENOTFOUND, NULL, 1, 2, 3, 4, NULL, 0),
              (int)strlen("{\"type\":\"summary\",\"status\":\"P8_ENOTFOUND\",\"solved\":false,"
                          "\"length\":null,\"moves\":null,\"expanded\":1,\"generated\":2,"
                          "\"duplicates\":3,\"max_frontier\":4}\n"));
    free(t.s);
}

static void test_catalogue_table(void) {
    int m, k;
    for (m = 1; m < P8_GRADE_MISTAKES; m++) {
        const char *h = p8_grade_mistake_hint(m);
        ASSERT_TRUE(strlen(p8_grade_mistake_name(m)) > 3 && strlen(p8_grade_mistake_what(m)) > 10);
        ASSERT_EQ(h[strlen(h) - 1], '.');
        for (k = 1; k < m; k++)
            ASSERT_TRUE(strcmp(p8_grade_mistake_name(k), p8_grade_mistake_name(m)) != 0);
    }
    ASSERT_STR_EQ(p8_grade_mistake_what(P8_MISTAKE_NONE), "");
}

static void test_boards(void) {
    p8_grade *g = grader(P8_ALG_ASTAR, P8_GRADE_TRACE);
    p8_table *t;
    uint8_t a[5 * 9], b[5 * 9];
    uint64_t ca[5], cb[5];
    int i;
    p8_table_build(NULL, &t);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, a, ca, 5), 5);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, b, cb, 5), 5);
    ASSERT_TRUE(memcmp(a, b, sizeof a) == 0 && memcmp(ca, cb, sizeof ca) == 0);
    ASSERT_EQ(p8_grade_boards(g, 5, 15, 42, b, NULL, 2), 5); /* the first 2 only */
    ASSERT_TRUE(memcmp(a, b, 18) == 0);
    for (i = 0; i < 5; i++) {
        p8_board *x;
        uint64_t mask;
        p8_board_new(a + 9 * i, &x);
        ASSERT_EQ(p8_table_distance(t, x), 3 * (i + 1)); /* 15 * (i + 1) / 5 */
        ASSERT_EQ(p8_grade_catches(g, x, &mask), P8_OK);
        ASSERT_EQ_U64(mask, ca[i]);
        ASSERT_TRUE(mask & ((uint64_t)1 << P8_MISTAKE_G_OFF_BY_ONE));
        ASSERT_TRUE(!(mask & ((uint64_t)1 << P8_MISTAKE_STACK_FOR_QUEUE))); /* not A*'s */
        p8_board_free(x);
    }
    ASSERT_EQ(p8_grade_boards(g, 3, 31, 1, a, NULL, 3), 3); /* the farthest boards */
    /* more boards than moves: each at least 1 move (1 * (i + 1) / 3 is 0 for the first two) */
    ASSERT_EQ(p8_grade_boards(g, 3, 1, 7, a, ca, 3), 3);
    for (i = 0; i < 3; i++) {
        p8_board *x;
        p8_board_new(a + 9 * i, &x);
        ASSERT_EQ(p8_table_distance(t, x), 1);
        p8_board_free(x);
    }
    ASSERT_EQ(p8_grade_boards(g, 2, 4, 7, NULL, NULL, 0), 2); /* none written: the count */
    p8_table_free(t);
    p8_grade_free(g);
    /* a goal with the blank in the middle: no board is 31 moves from it (its farthest are 30) */
    {
        p8_search *s;
        p8_board *mid = mk("123405678");
        p8_search_new(&s);
        ASSERT_EQ(p8_grade_new(s, mid, &g), P8_OK);
        ASSERT_EQ(p8_grade_boards(g, 1, 31, 0, a, NULL, 1), P8_EINVAL);
        ASSERT_STR_EQ(p8_grade_errmsg(g), "no board is 31 moves from the goal (the farthest are 30)");
        p8_grade_free(g);
        p8_search_free(s);
        p8_board_free(mid);
    }
}

/* Every allocation of a grader's judgement failing in turn (and of its choice of boards, every
 * 7th): P8_ENOMEM, nothing held, never a crash; then the same verdict as with no failure. */
static void test_out_of_memory(void) {
    chaos c;
    p8_allocator al = make_alloc(&c);
    p8_search *s;
    p8_board *b = mk("123485706");
    buf_t t = library_trace(P8_ALG_BFS, "123485706");
    char solution[64], *moves = strstr(t.s, "\"moves\":\""), *p;
    int check, rc, boards;
    p8_search_new(&s);
    p8_search_set_algorithm(s, P8_ALG_BFS);
    memset(&c, 0, sizeof c);
    /* a mistake in both outputs: the moves named for the tile */
    ASSERT_NOT_NULL(moves);
    for (p = moves + 9; *p != '"'; p++) *p = "DURL"[strchr("UDLR", *p) - "UDLR"];
    {   /* and in the events */
        char *q = t.s;
        while ((q = strstr(q, "\"move\":\"")) != NULL) {
            q += 8;
            *q = "DURL"[strchr("UDLR", *q) - "UDLR"];
        }
    }
    snprintf(solution, sizeof solution, "%.*s\n", (int)(p - (moves + 9)), moves + 9);
    for (boards = 0; boards < 2; boards++)
        for (check = 0; check < 2; check++) {
            unsigned long n;
            const char *out = check ? solution : t.s;
            for (n = 0;; n += boards ? 7 : 1) {
                p8_grade *g = (p8_grade *)&g;
                p8_grade_verdict *v = NULL;
                uint8_t tiles[18];
                arm(&c, n, 0);
                rc = p8_grade_new_with_allocator(&al, s, NULL, &g);
                if (rc != P8_OK) ASSERT_NULL(g);
                if (rc == P8_OK) rc = p8_grade_set_check(g, check);
                if (rc == P8_OK && boards) {
                    rc = p8_grade_boards(g, 1, 4, 3, tiles, NULL, 1);
                    if (rc == 1) rc = P8_OK;
                }
                if (rc == P8_OK && !boards)
                    rc = p8_grade_judge(g, b, out, strlen(out), P8_END_EXITED, 0, "e\n", 2, &v);
                if (rc == P8_OK) {
                    if (c.failures) fprintf(stderr, "boards %d check %d n %lu\n", boards, check, n);
                    ASSERT_EQ(c.failures, 0);
                    if (!boards) ASSERT_EQ(p8_grade_verdict_mistake(v), P8_MISTAKE_TILE_MOVES);
                    p8_grade_verdict_free(v);
                    p8_grade_free(rc == P8_OK ? g : NULL);
                    ASSERT_EQ(c.live, 0);
                    break;
                }
                ASSERT_EQ(rc, P8_ENOMEM);
                ASSERT_NULL(v);
                if (g) {
                    ASSERT_TRUE(strlen(p8_grade_errmsg(g)) > 0);
                    p8_grade_free(g);
                }
                ASSERT_EQ(c.live, 0);
                ASSERT_EQ(c.bad_free, 0);
                if (n > 200000) break;
            }
            ASSERT_TRUE(n > 10);
        }
    free(t.s);
    p8_search_free(s);
    p8_board_free(b);
}

int main(void) {
    RUN(test_bad_input);
    RUN(test_references);
    RUN(test_traces);
    RUN(test_own_lines);
    RUN(test_catalogue_table);
    RUN(test_boards);
    RUN(test_out_of_memory);
    return TEST_REPORT();
}
