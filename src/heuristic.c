/* heuristic.c - the built-in heuristics. Each exists twice with the same callback signature:
 * exported (p8_h_*, works on raw arrays, finds the goal cells itself) and internal (fast, reads
 * tables that p8__heuristic_prepare computed once per run for the run's goal). Both share the
 * same arithmetic, so they agree on every state (the tests check all of them). */
#include "p8_internal.h"

#include <string.h>

static const char *const names[] = { "zero", "goal-test", "misplaced", "manhattan",
                                     "linear-conflict" };
#define N_BUILTIN ((int)(sizeof names / sizeof names[0]))

const char *p8_heuristic_name(int which) {
    return which >= 0 && which < N_BUILTIN ? names[which] : NULL;
}

static void fill_tables(p8__heuristic *h, const uint8_t goal[9]) {
    int tile, cell;
    for (cell = 0; cell < 9; cell++) h->goal_cell[goal[cell]] = (uint8_t)cell;
    for (tile = 0; tile < 9; tile++)
        for (cell = 0; cell < 9; cell++) {
            int gc = h->goal_cell[tile];
            int dr = cell / 3 - gc / 3, dc = cell % 3 - gc % 3;
            h->manhattan[tile][cell] = (uint8_t)(tile ? (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc) : 0);
        }
}

static unsigned fast_zero(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    (void)s; (void)goal; (void)ud;
    return 0;
}

static unsigned fast_goal_test(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    (void)ud;
    return memcmp(s, goal, 9) != 0;
}

static unsigned fast_misplaced(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    unsigned n = 0;
    int i;
    (void)ud;
    for (i = 0; i < 9; i++) n += s[i] && s[i] != goal[i];
    return n;
}

static unsigned fast_manhattan(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    const p8__heuristic *h = ud;
    (void)goal;
    return (unsigned)h->manhattan[s[0]][0] + h->manhattan[s[1]][1] + h->manhattan[s[2]][2] +
           h->manhattan[s[3]][3] + h->manhattan[s[4]][4] + h->manhattan[s[5]][5] +
           h->manhattan[s[6]][6] + h->manhattan[s[7]][7] + h->manhattan[s[8]][8];
}

/* Tiles that must leave a line of up to 3 so that the others can reach their goal order:
 * k minus the longest increasing run of their goal positions (in line order). */
static unsigned line_removals(const int *pos, int k) {
    int lis;
    if (k < 2) return 0;
    if (k == 2) return pos[0] > pos[1];
    if (pos[0] < pos[1] && pos[1] < pos[2]) lis = 3;
    else if (pos[0] < pos[1] || pos[0] < pos[2] || pos[1] < pos[2]) lis = 2;
    else lis = 1;
    return (unsigned)(3 - lis);
}

static unsigned fast_linear_conflict(const uint8_t s[9], const uint8_t goal[9], void *ud) {
    const p8__heuristic *h = ud;
    unsigned extra = 0;
    int line, i;
    for (line = 0; line < 3; line++) {
        int rowpos[3], colpos[3], nr = 0, nc = 0;
        for (i = 0; i < 3; i++) {
            int t = s[line * 3 + i], u = s[i * 3 + line];
            /* row `line`: tiles whose goal row is this row, by goal column */
            if (t && h->goal_cell[t] / 3 == line) rowpos[nr++] = h->goal_cell[t] % 3;
            /* column `line`: tiles whose goal column is this column, by goal row */
            if (u && h->goal_cell[u] % 3 == line) colpos[nc++] = h->goal_cell[u] / 3;
        }
        extra += line_removals(rowpos, nr) + line_removals(colpos, nc);
    }
    return fast_manhattan(s, goal, ud) + 2 * extra;
}

static const p8_heuristic_fn fast[] = { fast_zero, fast_goal_test, fast_misplaced, fast_manhattan,
                                        fast_linear_conflict };

void p8__heuristic_prepare(p8__heuristic *h, int builtin, p8_heuristic_fn fn, void *user_data,
                           const uint8_t goal[9]) {
    fill_tables(h, goal);
    if (builtin >= 0) {
        h->fn = fast[builtin];
        h->user_data = h;
    } else {
        h->fn = fn;
        h->user_data = user_data;
    }
}

/* The exported forms: check the arrays (a bad one gives 0, never a crash), then prepare. */
static unsigned exported(int which, const uint8_t s[9], const uint8_t goal[9]) {
    p8__heuristic h;
    if (!s || !goal || !p8__tiles_valid(s) || !p8__tiles_valid(goal)) return 0;
    p8__heuristic_prepare(&h, which, NULL, NULL, goal);
    return h.fn(s, goal, h.user_data);
}

unsigned int p8_h_zero(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_ZERO, s, goal);
}
unsigned int p8_h_goal_test(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_GOAL_TEST, s, goal);
}
unsigned int p8_h_misplaced(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MISPLACED, s, goal);
}
unsigned int p8_h_manhattan(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_MANHATTAN, s, goal);
}
unsigned int p8_h_linear_conflict(const uint8_t *s, const uint8_t *goal, void *ud) {
    (void)ud;
    return exported(P8_H_LINEAR_CONFLICT, s, goal);
}

int p8_heuristic_value(int which, const p8_board *state, const p8_board *goal) {
    if (!state || which < 0 || which >= N_BUILTIN) return P8_EINVAL;
    return (int)exported(which, state->tiles, p8__goal_tiles(goal));
}
