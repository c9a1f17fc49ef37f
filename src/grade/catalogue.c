/* SPDX-License-Identifier: MIT */
/* catalogue.c - the classic mistakes of a search assignment, each one a run: the reference's
 * configuration with one change (its frontier, duplicate policy, reopening, depth limit or
 * heuristic, a caller's frontier with another order, a goal test at generation), or the
 * reference's output changed as the mistake changes it (moves named for the tile, a reversed
 * path, counts made another way); with its name, what a program making it does, a hint, and
 * the configurations it can make a difference under. */
#include "grade.h"

#include <string.h>

typedef struct mistake {
    const char *name, *what, *hint;
    gvariant v;
} mistake;

#define K G_KEEP
/* { frontier, dup, reopen, heuristic, no_depth_limit, goal_at_generation, transform, trace_only } */
static const mistake catalogue[P8_GRADE_MISTAKES] = {
    { "none", "", "", { K, K, K, 0, 0, 0, 0, 0 } },
    { "goal-tested-late",
      "tests the goal when it takes a node from the frontier, where the reference tests each "
      "successor as it generates it and stops there",
      "Test each successor for the goal as you generate it, and stop there (breadth-first "
      "search tests the goal at generation).",
      { G_FRONT_QUEUE, K, K, 0, 0, 0, 0, 0 } },
    { "goal-tested-early",
      "stops at the goal as soon as it generates it, where the reference tests the goal when it "
      "takes a node from the frontier",
      "Test the goal when you take a node from the frontier, not when you generate it.",
      { K, K, K, 0, 0, 1, 0, 0 } },
    { "goal-pushed",
      "pushes the goal on the frontier before it stops, where the reference stops as it "
      "generates it (so its max_frontier is one larger)",
      "Stop when you generate the goal, before pushing it on the frontier.",
      { K, K, K, 0, 0, 0, G_T_GOAL_PUSHED, 0 } },
    { "stack-for-queue",
      "takes the newest node from the frontier (a stack, LIFO) where the reference takes the "
      "oldest (a queue, FIFO)",
      "Use a FIFO queue: take the oldest node from the frontier (breadth-first search).",
      { P8_FRONTIER_LIFO, K, K, 0, 0, 1, 0, 0 } },
    { "queue-for-stack",
      "takes the oldest node from the frontier (a queue, FIFO) where the reference takes the "
      "newest (a stack, LIFO)",
      "Use a LIFO stack: take the newest node from the frontier (depth-first search).",
      { G_FRONT_QUEUE, K, K, 0, 0, 0, 0, 0 } },
    { "queue-for-priority",
      "takes the oldest node from the frontier (a queue, FIFO) where the reference takes the "
      "node of the smallest key (a priority queue)",
      "Use a priority queue: take the node with the smallest key (wg*g + wh*h) first.",
      { G_FRONT_QUEUE, K, K, 0, 0, 0, 0, 0 } },
    { "no-duplicate-check",
      "checks no duplicates: it generates every move, the one that undoes the last move too, "
      "and keeps every successor",
      "Remember the states you have seen (frontier and explored) and drop a successor seen "
      "before with a g no larger.",
      { K, P8_DUP_NONE, K, 0, 0, 0, 0, 0 } },
    { "parent-check-only",
      "only leaves out the move that undoes the last move and remembers no states, where the "
      "reference drops every state it has seen before",
      "Remember the states you have seen (frontier and explored) and drop a successor seen "
      "before with a g no larger.",
      { K, P8_DUP_PARENT, K, 0, 0, 0, 0, 0 } },
    { "closed-list-only",
      "checks duplicates against the states it has expanded only, so a state waiting on the "
      "frontier is pushed again",
      "Check a successor against the frontier too, not only against the expanded states.",
      { K, P8_DUP_CLOSED, K, 0, 0, 0, 0, 0 } },
    { "undo-move",
      "generates the move that undoes the node's own move (and drops the parent it makes again "
      "as a duplicate), where the reference never generates it",
      "Do not generate the move that undoes the node's own move (no D right after U, no R right "
      "after L).",
      { K, G_DUP_UNDO, K, 0, 0, 0, 0, 0 } },
    { "no-reopen",
      "never reopens a state it has expanded when it reaches it again by a cheaper path, where "
      "the reference puts it back on the frontier",
      "When a successor reaches an expanded state with a smaller g, put it back on the frontier "
      "with that g (reopen it).",
      { K, K, 0, 0, 0, 0, 0, 0 } },
    { "no-depth-limit",
      "searches without the depth limit of the reference",
      "Do not expand a node whose depth g is the depth limit.",
      { K, K, K, 0, 1, 0, 0, 0 } },
    { "heuristic-scaled",
      "computes h as twice the reference's heuristic (an overestimate)",
      "Compute h once per tile, as the assignment's heuristic defines it: no factor of 2.",
      { K, K, K, G_H_SCALED, 0, 0, 0, 0 } },
    { "heuristic-blank",
      "counts the blank as a tile in h (adding the blank's own distance)",
      "Leave the blank out of the heuristic: count tiles 1 to 8 only.",
      { K, K, K, G_H_BLANK, 0, 0, 0, 0 } },
    { "heuristic-inconsistent",
      "adds 2 for every pair of tiles in linear conflict, where the reference adds 2 for each "
      "tile that must leave its row or column (so h overestimates and is not consistent)",
      "Of the tiles in conflict in a line, count those that must leave it (their number minus "
      "the longest run in goal order), 2 moves each.",
      { K, K, K, G_H_PAIRS, 0, 0, 0, 0 } },
    { "tie-break-oldest",
      "breaks ties between nodes of equal key by age alone (the oldest first), where the "
      "reference takes the smaller h first",
      "Among nodes of equal key take the one with the smaller h, then the one generated first.",
      { G_FRONT_OLDEST, K, K, 0, 0, 0, 0, 0 } },
    { "tie-break-newest",
      "breaks ties between nodes of equal key by taking the newest first, where the reference "
      "takes the smaller h, then the oldest",
      "Among nodes of equal key take the one with the smaller h, then the one generated first.",
      { G_FRONT_NEWEST, K, K, 0, 0, 0, 0, 0 } },
    { "tie-break-h-newest",
      "breaks ties between nodes of equal key and h by taking the newest first, where the "
      "reference takes the oldest",
      "Among nodes of equal key and h take the one generated first.",
      { G_FRONT_H_NEWEST, K, K, 0, 0, 0, 0, 0 } },
    { "tile-moves",
      "names each move for the tile that moves (the opposite direction), where the moves name "
      "the direction the blank moves",
      "Name each move for the direction the blank moves: U when the blank goes up.",
      { K, K, K, 0, 0, 0, G_T_TILE, 0 } },
    { "path-reversed",
      "prints the path from the goal back to the start: it follows the parents from the goal "
      "and does not reverse the moves",
      "Follow the parents from the goal, then reverse the moves so they run from the start.",
      { K, K, K, 0, 0, 0, G_T_REVERSE, 0 } },
    { "expanded-counts-goal",
      "counts the goal node as expanded",
      "Count a node as expanded when you generate its successors: the goal is not expanded.",
      { K, K, K, 0, 0, 0, G_T_EXPANDED_PLUS, 0 } },
    { "generated-counts-start",
      "counts the start as generated",
      "Count the successors you generate; the start is not generated.",
      { K, K, K, 0, 0, 0, G_T_GENERATED_PLUS, 0 } },
    { "generated-without-duplicates",
      "does not count the successors it drops as duplicates in generated",
      "Count every successor you generate in generated, the duplicates you drop too.",
      { K, K, K, 0, 0, 0, G_T_GEN_MINUS_DUP, 0 } },
    { "frontier-after-pop",
      "measures the frontier's size right after it takes a node, not at its largest (after "
      "the pushes)",
      "Take max_frontier as the most entries the frontier held at once: measure it after each "
      "push.",
      { K, K, K, 0, 0, 0, G_T_FRONTIER_POPPED, 0 } },
    { "g-off-by-one",
      "gives the start g = 1, so every g is one more than the reference's",
      "g is the number of moves from the start: 0 at the start, the parent's g plus 1 after.",
      { K, K, K, 0, 0, 0, G_T_G_PLUS, 1 } },
    { "no-undo-move",
      "never generates the move that undoes the node's own move, where the reference generates "
      "it (and then drops or keeps the parent it makes again, as the textbook's programs do)",
      "Generate every legal move, the one that undoes the node's own move too, as the assignment's "
      "search does; its duplicate check then drops the parent it makes again.",
      { K, G_DUP_NO_UNDO, K, 0, 0, 0, 0, 0 } }
};
#undef K

const char *p8_grade_mistake_name(int m) {
    return m >= 0 && m < P8_GRADE_MISTAKES ? catalogue[m].name : NULL;
}

const char *p8_grade_mistake_what(int m) {
    return m >= 0 && m < P8_GRADE_MISTAKES ? catalogue[m].what : NULL;
}

const char *p8_grade_mistake_hint(int m) {
    return m >= 0 && m < P8_GRADE_MISTAKES ? catalogue[m].hint : NULL;
}

const gvariant *p8__grade_variant(int m) {
    return m > 0 && m < P8_GRADE_MISTAKES ? &catalogue[m].v : NULL;
}

/* The duplicate policies that drop a repeated state (count duplicates, keep a table or walk the
 * path). */
static int drops_duplicates(int dup) {
    return dup == P8_DUP_PATH || dup == P8_DUP_GRAPH || dup == P8_DUP_GRAPH_UNDO ||
           dup == P8_DUP_CLOSED;
}

/* The order in which mistakes are tried: when two runs reproduce as much of an output, the one
 * first here is named (the commoner or simpler mistake: on a board where a textbook program's
 * undo move and a closed list only print the same, the undo move). */
const int p8__grade_order[P8_GRADE_MISTAKES - 1] = {
    P8_MISTAKE_GOAL_TESTED_LATE, P8_MISTAKE_GOAL_TESTED_EARLY, P8_MISTAKE_STACK_FOR_QUEUE,
    P8_MISTAKE_QUEUE_FOR_STACK, P8_MISTAKE_QUEUE_FOR_PRIORITY, P8_MISTAKE_UNDO_MOVE,
    P8_MISTAKE_NO_UNDO_MOVE, P8_MISTAKE_NO_DUPLICATE_CHECK, P8_MISTAKE_PARENT_CHECK_ONLY,
    P8_MISTAKE_CLOSED_LIST_ONLY,
    P8_MISTAKE_NO_REOPEN, P8_MISTAKE_NO_DEPTH_LIMIT, P8_MISTAKE_HEURISTIC_BLANK,
    P8_MISTAKE_HEURISTIC_SCALED, P8_MISTAKE_HEURISTIC_INCONSISTENT, P8_MISTAKE_TIE_BREAK_OLDEST,
    P8_MISTAKE_TIE_BREAK_NEWEST, P8_MISTAKE_TIE_BREAK_H_NEWEST, P8_MISTAKE_TILE_MOVES,
    P8_MISTAKE_PATH_REVERSED, P8_MISTAKE_GOAL_PUSHED, P8_MISTAKE_EXPANDED_COUNTS_GOAL,
    P8_MISTAKE_GENERATED_COUNTS_START, P8_MISTAKE_GENERATED_WITHOUT_DUPLICATES,
    P8_MISTAKE_FRONTIER_AFTER_POP, P8_MISTAKE_G_OFF_BY_ONE
};

int p8__grade_applies(const p8_grade *g, int m) {
    const gcfg *c = &g->cfg;
    int once = c->driver == P8_DRIVER_ONCE, fifo = c->frontier == P8_FRONTIER_FIFO;
    int ordered = c->frontier == P8_FRONTIER_HEAP || c->frontier == P8_FRONTIER_BUCKET;
    int frontier = once || c->driver == P8_DRIVER_DEEPEN_DEPTH || c->driver == P8_DRIVER_DEEPEN_F;
    int graph = c->dup == P8_DUP_GRAPH || c->dup == P8_DUP_GRAPH_UNDO;
    int h = c->wh > 0 && c->builtin != P8_H_ZERO && c->driver != P8_DRIVER_RANDOM_WALK &&
            c->driver != P8_DRIVER_BIDIRECTIONAL;
    int walk = c->driver == P8_DRIVER_RANDOM_WALK, solution = g->check == P8_GRADE_SOLUTION;
    /* ties between equal keys settled by h: not when the key decides h (greedy) or h is 0 */
    int ties_by_h = c->wg > 0 && c->wh > 0 && c->builtin != P8_H_ZERO;
    if (solution && m > 0 && m < P8_GRADE_MISTAKES && catalogue[m].v.trace_only) return 0;
    switch (m) {
    case P8_MISTAKE_GOAL_TESTED_LATE: return once && fifo;
    case P8_MISTAKE_GOAL_TESTED_EARLY: return once && !fifo;
    case P8_MISTAKE_GOAL_PUSHED: return once && fifo;
    case P8_MISTAKE_STACK_FOR_QUEUE: return once && fifo;
    case P8_MISTAKE_QUEUE_FOR_STACK: return once && c->frontier == P8_FRONTIER_LIFO;
    case P8_MISTAKE_QUEUE_FOR_PRIORITY: return once && ordered;
    case P8_MISTAKE_NO_DUPLICATE_CHECK:
    case P8_MISTAKE_PARENT_CHECK_ONLY: return frontier && drops_duplicates(c->dup);
    case P8_MISTAKE_CLOSED_LIST_ONLY: return once && graph;
    case P8_MISTAKE_UNDO_MOVE: return frontier && (c->dup == P8_DUP_GRAPH || c->dup == P8_DUP_PARENT);
    case P8_MISTAKE_NO_UNDO_MOVE: return frontier && (c->dup == P8_DUP_GRAPH_UNDO || c->dup == P8_DUP_NONE);
    case P8_MISTAKE_NO_REOPEN: /* a closed state reached more cheaply: not under a consistent
                                  h with wh <= wg, nor in the order of generation */
        return once && graph && c->reopen && ordered &&
               (c->wh > c->wg || (c->wh > 0 && !(c->builtin >= 0 && c->builtin < P8_H_CORNER_TILES)));
    case P8_MISTAKE_NO_DEPTH_LIMIT: return once && c->limit[P8_LIMIT_DEPTH] != P8_LIMIT_NONE;
    case P8_MISTAKE_HEURISTIC_SCALED: return h && (!solution || c->wg > 0); /* h*2 orders as h */
    case P8_MISTAKE_HEURISTIC_BLANK:
        return h && (c->builtin == P8_H_MISPLACED || c->builtin == P8_H_MANHATTAN ||
                     c->builtin == P8_H_LINEAR_CONFLICT);
    case P8_MISTAKE_HEURISTIC_INCONSISTENT: return h && c->builtin == P8_H_LINEAR_CONFLICT;
    case P8_MISTAKE_TIE_BREAK_NEWEST: return once && ordered;
    case P8_MISTAKE_TIE_BREAK_OLDEST:
    case P8_MISTAKE_TIE_BREAK_H_NEWEST: return once && ordered && ties_by_h;
    case P8_MISTAKE_TILE_MOVES:
    case P8_MISTAKE_PATH_REVERSED:
    case P8_MISTAKE_GENERATED_COUNTS_START: return 1;
    case P8_MISTAKE_EXPANDED_COUNTS_GOAL: return !walk && !(once && fifo) &&
                                                 c->driver != P8_DRIVER_BIDIRECTIONAL;
    case P8_MISTAKE_GENERATED_WITHOUT_DUPLICATES: return drops_duplicates(c->dup);
    case P8_MISTAKE_FRONTIER_AFTER_POP: return frontier;
    case P8_MISTAKE_G_OFF_BY_ONE: return !walk;
    default: return 0;
    }
}

int p8_grade_applies(const p8_grade *g, int m) {
    if (!g || m < 0 || m >= P8_GRADE_MISTAKES) return P8_EINVAL;
    return p8__grade_applies(g, m);
}
