/* SPDX-License-Identifier: MIT */
/* trace_diagnose.c - naming the first difference between a reference trace A and a trace B in
 * the terms of the mistake a hand-written search makes (a stack for a queue, the undo move
 * generated, the goal tested late or pushed, the blank counted by the heuristic, ...), with a
 * sentence and a one-line hint; and the names and hints of the diagnoses (P8_DIAG_*). The rules
 * read the two differing lines and what trace_compare.c followed of A while the traces agreed. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name, *hint;
} diagnoses[] = {
    { "agree", "" },
    { "other", "Compare the two lines shown: make your line say what the reference's says." },
    { "configuration", "Run the configuration of the reference, or compare without the header." },
    { "summary", "Count as the reference does: expanded, the nodes whose successors you "
                 "generated; generated, every successor (duplicates too, not the start); "
                 "max_frontier, the most entries the frontier held at once." },
    { "ends-early", "Your search stopped before the reference's did: look for an early return, "
                    "a lost node or a missing summary line." },
    { "goes-on", "Your search went on where the reference's stopped (at the goal, or at a "
                 "limit)." },
    { "stack-for-queue", "Use a FIFO queue: take the oldest node from the frontier (BFS)." },
    { "queue-for-stack", "Use a LIFO stack: take the newest node from the frontier (DFS)." },
    { "undo-move", "Do not generate the move that undoes the node's own move (no D right after "
                   "U, no R right after L)." },
    { "goal-tested-late", "Test each successor for the goal as you generate it and stop there "
                          "(BFS tests the goal at generation)." },
    { "goal-tested-early", "Test the goal when you take a node from the frontier, not when you "
                           "generate it." },
    { "goal-pushed", "Stop when you generate the goal, before pushing it on the frontier." },
    { "heuristic-blank", "Leave the blank out of the heuristic: count tiles 1 to 8 only." },
    { "heuristic", "Compute h as the assignment's heuristic defines it, over the tiles 1 to 8 "
                   "(the blank is not a tile)." },
    { "tie-break", "Among nodes of equal key take the one with the smaller h, then the one "
                   "generated first." },
    { "no-duplicate-check", "Check each generated state against every state seen (frontier and "
                            "explored): drop it when its g is no larger." },
    { "extra-duplicate", "Drop a repeated state only when its g is no larger than the g it was "
                         "seen with." },
    { "wrong-g", "g is the number of moves from the start: the parent's g plus 1." },
    { "move-order", "Generate the successors in the order the blank moves: up, down, left, "
                    "right." },
    { "expand-order", "Take the node with the smallest key (wg*g + wh*h) from the frontier." },
    { "key", "The key is wg*g + wh*h with the assignment's weights (g + h for A*)." },
    { "numbering", "Number the nodes in creation order from 0 (the start); a dropped successor's "
                   "id is null." },
    { "not-a-trace", "Write one flat JSON object per line, as docs/trace.md describes." },
};
#define N_DIAGNOSES ((int)(sizeof diagnoses / sizeof diagnoses[0]))

const char *p8_trace_diagnosis_name(int diagnosis) {
    return diagnosis >= 0 && diagnosis < N_DIAGNOSES ? diagnoses[diagnosis].name : NULL;
}

const char *p8_trace_diagnosis_hint(int diagnosis) {
    return diagnosis >= 0 && diagnosis < N_DIAGNOSES ? diagnoses[diagnosis].hint : NULL;
}

/* The first event field, in p8_trace_diff's order, on which a and b differ; NULL if none of
 * these (another field differs). */
static const char *first_field(const p8__tline *a, const p8__tline *b) {
    static const char *const order[] = { "event", "state", "g", "h", "key", "parent", "id",
                                         "move", NULL };
    int i;
    for (i = 0; order[i]; i++)
        if (!p8__tfield_same(p8__tline_get(a, order[i]), p8__tline_get(b, order[i])))
            return order[i];
    return NULL;
}

/* A whole number field (below 2^31): its value, or -1. */
static long number(const p8__tline *l, const char *name) {
    const p8__tfield *f = p8__tline_get(l, name);
    long x = 0;
    size_t i;
    if (!f || f->type != P8__JSON_NUMBER || f->text_len > 9) return -1;
    for (i = 0; i < f->text_len; i++) {
        if (f->text[i] < '0' || f->text[i] > '9') return -1;
        x = x * 10 + (f->text[i] - '0');
    }
    return x;
}

/* The open node (kept, not expanded) of A with the smallest (oldest) or largest (newest) id;
 * P8__CMP_NONE if none or A's nodes are not followed. */
static uint32_t open_node(const p8_trace_comparison *c, int newest) {
    size_t i;
    if (!c->track) return P8__CMP_NONE;
    for (i = 0; i < c->n_nodes; i++) {
        size_t j = newest ? c->n_nodes - 1 - i : i;
        if (!c->node[j].expanded) return (uint32_t)j;
    }
    return P8__CMP_NONE;
}

/* A stack for a queue, or the reverse: both expand, A the oldest open node and B the newest
 * (a FIFO reference), or A the newest and B the oldest (a LIFO reference); a reference with no
 * header may be either. */
static int frontier_kind(p8_trace_comparison *c, const char *sa, const char *sb) {
    uint32_t old = open_node(c, 0), young = open_node(c, 1);
    int fifo = strcmp(c->frontier, "fifo") == 0 || !c->frontier[0];
    int lifo = strcmp(c->frontier, "lifo") == 0 || !c->frontier[0];
    if (old == P8__CMP_NONE || old == young) return 0;
    if (fifo && memcmp(c->node[old].state, sa, 9) == 0 && memcmp(c->node[young].state, sb, 9) == 0) {
        snprintf(c->why, sizeof c->why, "%s expands %.9s (id %lu, the newest open node) where %s "
                 "expands %.9s (id %lu, the oldest): a stack (LIFO) where %s uses a queue (FIFO)",
                 c->name[1], sb, (unsigned long)young, c->name[0], sa, (unsigned long)old,
                 c->name[0]);
        return c->diagnosis = P8_DIAG_STACK_FOR_QUEUE;
    }
    if (lifo && memcmp(c->node[young].state, sa, 9) == 0 && memcmp(c->node[old].state, sb, 9) == 0) {
        snprintf(c->why, sizeof c->why, "%s expands %.9s (id %lu, the oldest open node) where %s "
                 "expands %.9s (id %lu, the newest): a queue (FIFO) where %s uses a stack (LIFO)",
                 c->name[1], sb, (unsigned long)old, c->name[0], sa, (unsigned long)young,
                 c->name[0]);
        return c->diagnosis = P8_DIAG_QUEUE_FOR_STACK;
    }
    return 0;
}

/* B generates the state of the parent of the node being expanded. */
static int undo_move(p8_trace_comparison *c, const p8__tline *lb, const char *sb) {
    const p8__cmp_node *cur;
    char v[P8__TRACE_SHOW_CAP];
    if (!c->track || c->cur == P8__CMP_NONE || p8__cmp_event(lb) != P8_EVENT_GENERATE) return 0;
    cur = &c->node[c->cur];
    if (cur->parent == P8__CMP_NONE || cur->parent >= c->n_nodes ||
        memcmp(c->node[cur->parent].state, sb, 9) != 0)
        return 0;
    snprintf(c->why, sizeof c->why, "%s generates %.9s by move %s from %.9s (id %lu): that is "
             "its parent again, the undo move, which %s never generates", c->name[1], sb,
             p8__tfield_show(p8__tline_get(lb, "move"), v), cur->state, (unsigned long)c->cur,
             c->name[0]);
    return c->diagnosis = P8_DIAG_UNDO_MOVE;
}

/* One side stops at the goal it has just generated, the other goes on. */
static int goal_test(p8_trace_comparison *c, int ea, int eb, const char *sa, const char *sb) {
    if (c->last != P8_EVENT_GENERATE) return 0;
    if (ea == P8_EVENT_GOAL && eb != P8_EVENT_GOAL && memcmp(c->last_state, sa, 9) == 0) {
        snprintf(c->why, sizeof c->why, "%s stops at the goal %.9s as it generates it; %s goes "
                 "on (it tests the goal when it takes a node from the frontier)", c->name[0], sa,
                 c->name[1]);
        return c->diagnosis = P8_DIAG_GOAL_TESTED_LATE;
    }
    if (eb == P8_EVENT_GOAL && ea != P8_EVENT_GOAL && memcmp(c->last_state, sb, 9) == 0) {
        snprintf(c->why, sizeof c->why, "%s stops at the goal %.9s as it generates it; %s goes "
                 "on (it tests the goal when it takes a node from the frontier)", c->name[1], sb,
                 c->name[0]);
        return c->diagnosis = P8_DIAG_GOAL_TESTED_EARLY;
    }
    return 0;
}

/* B's h is A's plus the blank's own part: its Manhattan distance, or 1 for a misplaced blank
 * under "misplaced". */
static int blank_counted(p8_trace_comparison *c, const p8__tline *la, const p8__tline *lb,
                         const char *s) {
    const char *goal = c->goal[0] ? c->goal : "123456780";
    long ha = number(la, "h"), hb = number(lb, "h"), part;
    int at = 0, to = 0, i;
    for (i = 0; i < 9; i++) {
        if (s[i] == '0') at = i;
        if (goal[i] == '0') to = i;
    }
    part = labs((long)(at / 3 - to / 3)) + labs((long)(at % 3 - to % 3));
    if (strcmp(c->heuristic, "misplaced") == 0) part = part > 0;
    if (ha < 0 || hb < 0 || part == 0 || hb - ha != part) return 0;
    if (hb == 2 * ha) { /* A's h is the blank's part: B's may as well be twice A's */
        snprintf(c->why, sizeof c->why, "different h for state %.9s: %s %ld, %s %ld; %s's is "
                 "twice %s's, or %s's plus %ld, the blank's own part (%s doubles h, or counts the "
                 "blank as a tile)", s, c->name[0], ha, c->name[1], hb, c->name[1], c->name[0],
                 c->name[0], part, c->name[1]);
        return c->diagnosis = P8_DIAG_HEURISTIC;
    }
    snprintf(c->why, sizeof c->why, "different h for state %.9s: %s %ld, %s %ld; %s's is %s's "
             "plus %ld, the blank's own part (%s counts the blank as a tile)", s, c->name[0], ha,
             c->name[1], hb, c->name[1], c->name[0], part, c->name[1]);
    return c->diagnosis = P8_DIAG_HEURISTIC_BLANK;
}

/* A generate event whose id is null (a successor the search did not keep) and no deepening
 * bound: a dropped duplicate. */
static int dropped(const p8__tline *l) {
    const p8__tfield *id = p8__tline_get(l, "id"), *bound = p8__tline_get(l, "bound");
    return id && id->type == P8__JSON_NULL && !(bound && bound->type != P8__JSON_NULL);
}

/* The two event lines differ: the rules in the order of the header's list. The first field
 * that differs is f: when it is not "event", both lines are of the same event (ea == eb). */
static void events(p8_trace_comparison *c, const p8__tline *la, const p8__tline *lb) {
    const char *f = first_field(la, lb);
    int ea = p8__cmp_event(la), eb = p8__cmp_event(lb);
    char sa[9], sb[9];
    long id;
    if (!f || !p8__cmp_state(la, sa) || !p8__cmp_state(lb, sb)) return;
    if (strcmp(f, "state") == 0 && ea == P8_EVENT_EXPAND && frontier_kind(c, sa, sb))
        return;
    if ((strcmp(f, "state") == 0 || strcmp(f, "event") == 0) && undo_move(c, lb, sb)) return;
    if (strcmp(f, "event") == 0 && goal_test(c, ea, eb, sa, sb)) return;
    if (strcmp(f, "h") == 0 && blank_counted(c, la, lb, sa)) return;
    if (strcmp(f, "h") == 0) {
        c->diagnosis = P8_DIAG_HEURISTIC;
    } else if (strcmp(f, "state") == 0 && ea == P8_EVENT_EXPAND) {
        c->diagnosis = p8__tfield_same(p8__tline_get(la, "key"), p8__tline_get(lb, "key"))
                       ? P8_DIAG_TIE_BREAK : P8_DIAG_EXPAND_ORDER;
    } else if ((strcmp(f, "id") == 0 && ea == P8_EVENT_GENERATE && dropped(la)) ||
               (strcmp(f, "event") == 0 && ea == P8_EVENT_DUPLICATE)) {
        id = number(lb, "id");
        snprintf(c->why, sizeof c->why, "%s drops %.9s as a duplicate (seen before with a g no "
                 "larger than %ld), %s keeps it%s", c->name[0], sa, number(la, "g"), c->name[1],
                 id >= 0 ? " as a new node" : "");
        c->diagnosis = P8_DIAG_NO_DUPLICATE_CHECK;
    } else if ((strcmp(f, "id") == 0 && ea == P8_EVENT_GENERATE && dropped(lb)) ||
               (strcmp(f, "event") == 0 && eb == P8_EVENT_DUPLICATE)) {
        snprintf(c->why, sizeof c->why, "%s drops %.9s as a duplicate, %s keeps it (id %ld): a "
                 "repeated state is a duplicate only when its g is no larger", c->name[1], sb,
                 c->name[0], number(la, "id"));
        c->diagnosis = P8_DIAG_EXTRA_DUPLICATE;
    } else if (strcmp(f, "g") == 0) {
        c->diagnosis = P8_DIAG_WRONG_G;
    } else if (strcmp(f, "state") == 0 && ea == P8_EVENT_GENERATE &&
               p8__tfield_same(p8__tline_get(la, "parent"), p8__tline_get(lb, "parent"))) {
        char ma[P8__TRACE_SHOW_CAP], mb[P8__TRACE_SHOW_CAP];
        snprintf(c->why, sizeof c->why, "%s generates %.9s (move %s) where %s generates %.9s "
                 "(move %s), both from the same node: another move order", c->name[1], sb,
                 p8__tfield_show(p8__tline_get(lb, "move"), mb), c->name[0], sa,
                 p8__tfield_show(p8__tline_get(la, "move"), ma));
        c->diagnosis = P8_DIAG_MOVE_ORDER;
    } else if (strcmp(f, "key") == 0) {
        c->diagnosis = P8_DIAG_KEY;
    } else if (strcmp(f, "id") == 0 || strcmp(f, "parent") == 0) {
        c->diagnosis = P8_DIAG_NUMBERING;
    }
}

/* Every event agreed; the summaries differ only in max_frontier, B's one more, after a goal. */
static void summaries(p8_trace_comparison *c, const p8__tline *la, const p8__tline *lb) {
    static const char *const before[] = { "status", "solved", "length", "moves", "expanded",
                                          "generated", "duplicates", NULL };
    long fa = number(la, "max_frontier"), fb = number(lb, "max_frontier");
    int i;
    c->diagnosis = P8_DIAG_SUMMARY;
    for (i = 0; before[i]; i++)
        if (!p8__tfield_same(p8__tline_get(la, before[i]), p8__tline_get(lb, before[i]))) return;
    if (c->last != P8_EVENT_GOAL || fa < 0 || fb != fa + 1) return;
    snprintf(c->why, sizeof c->why, "every event agrees, but max_frontier is %ld in %s, %ld in "
             "%s: %s pushed the goal %.9s on the frontier before it stopped", fa, c->name[0], fb,
             c->name[1], c->name[1], c->last_state);
    c->diagnosis = P8_DIAG_GOAL_PUSHED;
}

void p8__cmp_diagnose(p8_trace_comparison *c) {
    const p8__cmp_side *a = &c->side[0], *b = &c->side[1];
    const char *ka, *kb;
    if (a->ended || b->ended) {
        const p8__cmp_side *more = a->ended ? b : a, *done = a->ended ? a : b;
        c->diagnosis = a->ended ? P8_DIAG_GOES_ON : P8_DIAG_ENDS_EARLY;
        if (c->student && a->ended)
            snprintf(c->why, sizeof c->why, "the reference's trace ends there, your program's "
                     "goes on");
        else if (c->student)
            snprintf(c->why, sizeof c->why, "your program's trace ends after %llu line%s, "
                     "where the reference's goes on", (unsigned long long)done->lineno,
                     done->lineno == 1 ? "" : "s");
        else
            snprintf(c->why, sizeof c->why, "%s ends after %llu lines, %s goes on",
                     a->ended ? "A" : "B", (unsigned long long)done->lineno, more == a ? "A" : "B");
        return;
    }
    c->diagnosis = P8_DIAG_OTHER;
    p8__trace_diff_lines(&a->line, &b->line, c->why, sizeof c->why, c->name);
    ka = p8_trace_line_type(a->buf);
    kb = p8_trace_line_type(b->buf);
    if (!ka || !kb) return;
    if (ka != kb) {
        if (ka[0] == 'e' && kb[0] == 's') c->diagnosis = P8_DIAG_ENDS_EARLY;
        else if (ka[0] == 's' && kb[0] == 'e') c->diagnosis = P8_DIAG_GOES_ON;
        return;
    }
    if (ka[0] == 'h') c->diagnosis = P8_DIAG_CONFIGURATION;
    else if (ka[0] == 's') summaries(c, &a->line, &b->line);
    else events(c, &a->line, &b->line);
}
