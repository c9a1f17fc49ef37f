/* SPDX-License-Identifier: MIT */
/*
 * grade_student.h - a student's search written by hand, independently of the library, for the
 * grader's tests (test_grade*.c): one loop over a queue, a stack or a binary heap, a table of
 * the states seen, and the output a program prints: a trace (docs/trace.md, every line
 * formatted here) or a solution (the moves, or the boards, and counts). With no mistake it
 * follows every convention of docs/trace.md "Matching the reference" and its output is the
 * reference's; each field of gs_config plants one classic mistake of the grader's catalogue.
 * Static functions: include it from one test program.
 */
#ifndef P8_TEST_GRADE_STUDENT_H
#define P8_TEST_GRADE_STUDENT_H

#include "puzzle8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GS_FIFO, GS_LIFO, GS_HEAP };                            /* the container */
enum { GS_TIE_H_OLDEST, GS_TIE_OLDEST, GS_TIE_NEWEST, GS_TIE_H_NEWEST }; /* heap ties */
enum { GS_H_RIGHT, GS_H_SCALED, GS_H_BLANK, GS_H_PAIRS };        /* heuristic mistakes */
enum { GS_TRACE, GS_MOVES, GS_BOARDS };                         /* what it prints */

typedef struct gs_config {
    int container, tie;
    int goal_at_generation;      /* stop at a goal generated (else: when taken) */
    int goal_pushed;             /* ... after pushing it */
    int dup, reopen;             /* P8_DUP_NONE, PARENT, GRAPH, GRAPH_UNDO, CLOSED */
    int heuristic, h_mistake;    /* P8_H_ZERO, MISPLACED, MANHATTAN, LINEAR_CONFLICT; GS_H_* */
    unsigned wg, wh;
    /* the output */
    int print;                   /* GS_TRACE, GS_MOVES, GS_BOARDS */
    unsigned counts;             /* solution: bit k prints count k (expanded, generated, ...) */
    int tile_moves, reversed, g_plus, expanded_plus, generated_plus, generated_minus_dup,
        frontier_after_pop;
} gs_config;

/* A configuration as the library's preset alg has it (the reference's conventions). */
static gs_config gs_preset(int alg, int heuristic) {
    gs_config c;
    memset(&c, 0, sizeof c);
    c.dup = P8_DUP_GRAPH;
    c.reopen = 1;
    c.wg = 1;
    c.heuristic = P8_H_ZERO;
    c.container = GS_HEAP;
    if (alg == P8_ALG_BFS) c.container = GS_FIFO, c.goal_at_generation = 1;
    if (alg == P8_ALG_DFS) c.container = GS_LIFO, c.reopen = 0;
    if (alg == P8_ALG_ASTAR || alg == P8_ALG_GREEDY) c.heuristic = heuristic, c.wh = 1;
    if (alg == P8_ALG_GREEDY) c.wg = 0;
    return c;
}

typedef struct gs_node {
    uint8_t s[9];
    long parent;
    int move, stale, expanded;
    unsigned g, h;
} gs_node;

typedef struct gs_text {
    char *s;
    size_t len, cap;
} gs_text;

static void gs_put(gs_text *t, const char *s) {
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2 + 256;
        t->s = realloc(t->s, t->cap);
        if (!t->s) exit(2);
    }
    memcpy(t->s + t->len, s, n + 1);
    t->len += n;
}

typedef struct gs_run {
    const gs_config *c;
    const uint8_t *goal;
    gs_node *n;
    long count, cap;
    long *front;                 /* queue, stack or heap of node ids */
    long fhead, ftail, fcap;
    long *table;                 /* open addressing: the node of each state seen (GRAPH), or
                                    1 for a state expanded (CLOSED); -1 empty */
    uint64_t *keys;
    long tcap;
    long expanded, generated, duplicates, size, max_size, popped_max;
    gs_text *out;
} gs_run;

static uint64_t gs_pack(const uint8_t *s) {
    uint64_t k = 0;
    int i;
    for (i = 0; i < 9; i++) k = k * 16 + s[i];
    return k;
}

/* The table's slot of state s. */
static long gs_slot(gs_run *r, const uint8_t *s) {
    uint64_t k = gs_pack(s), h = k * 0x9E3779B97F4A7C15ull;
    long i = (long)(h >> 40) & (r->tcap - 1);
    while (r->table[i] >= 0 && r->keys[i] != k) i = (i + 1) & (r->tcap - 1);
    r->keys[i] = k;
    return i;
}

static unsigned gs_manhattan(const uint8_t *s, const uint8_t *goal, int blank) {
    unsigned h = 0;
    int i, j;
    for (i = 0; i < 9; i++) {
        if (s[i] == 0 && !blank) continue;
        for (j = 0; goal[j] != s[i]; j++) continue;
        h += (unsigned)(abs(i / 3 - j / 3) + abs(i % 3 - j % 3));
    }
    return h;
}

/* Linear conflict: per line, the tiles whose goal is in it that must leave it (their number
 * less the longest run in goal order), 2 each; pairs: 2 for every pair out of order. */
static unsigned gs_conflicts(const uint8_t *s, const uint8_t *goal, int per_pair) {
    unsigned extra = 0;
    int line, dir;
    for (dir = 0; dir < 2; dir++)
        for (line = 0; line < 3; line++) {
            int pos[3], n = 0, i, j, best = 0, run[3];
            for (i = 0; i < 3; i++) {
                int cell = dir ? i * 3 + line : line * 3 + i, t = s[cell], gc;
                if (!t) continue;
                for (gc = 0; goal[gc] != t; gc++) continue;
                if ((dir ? gc % 3 : gc / 3) == line) pos[n++] = dir ? gc / 3 : gc % 3;
            }
            if (per_pair) {
                for (i = 0; i < n; i++)
                    for (j = i + 1; j < n; j++)
                        if (pos[i] > pos[j]) extra += 2;
                continue;
            }
            for (i = 0; i < n; i++) {
                run[i] = 1;
                for (j = 0; j < i; j++)
                    if (pos[j] < pos[i] && run[j] + 1 > run[i]) run[i] = run[j] + 1;
                if (run[i] > best) best = run[i];
            }
            extra += 2u * (unsigned)(n - best);
        }
    return extra;
}

static unsigned gs_h(const gs_run *r, const uint8_t *s) {
    const gs_config *c = r->c;
    unsigned h = 0;
    int i, b = 0, gb = 0;
    if (c->h_mistake == GS_H_PAIRS) return gs_manhattan(s, r->goal, 0) + gs_conflicts(s, r->goal, 1);
    if (c->heuristic == P8_H_MISPLACED) {
        for (i = 0; i < 9; i++) h += s[i] != 0 && s[i] != r->goal[i];
    } else if (c->heuristic == P8_H_MANHATTAN || c->heuristic == P8_H_LINEAR_CONFLICT) {
        h = gs_manhattan(s, r->goal, 0);
        if (c->heuristic == P8_H_LINEAR_CONFLICT) h += gs_conflicts(s, r->goal, 0);
    }
    if (c->h_mistake == GS_H_SCALED) h *= 2;
    if (c->h_mistake == GS_H_BLANK) {
        for (i = 0; i < 9; i++) {
            if (s[i] == 0) b = i;
            if (r->goal[i] == 0) gb = i;
        }
        h += c->heuristic == P8_H_MISPLACED ? (unsigned)(b != gb)
                                            : (unsigned)(abs(b / 3 - gb / 3) + abs(b % 3 - gb % 3));
    }
    return h;
}

static unsigned long gs_key(const gs_run *r, long id) {
    return (unsigned long)r->c->wg * r->n[id].g + (unsigned long)r->c->wh * r->n[id].h;
}

/* 1 if node a is taken before node b from the heap. */
static int gs_before(const gs_run *r, long a, long b) {
    unsigned long ka = gs_key(r, a), kb = gs_key(r, b);
    int t = r->c->tie;
    if (ka != kb) return ka < kb;
    if ((t == GS_TIE_H_OLDEST || t == GS_TIE_H_NEWEST) && r->n[a].h != r->n[b].h)
        return r->n[a].h < r->n[b].h;
    return t == GS_TIE_NEWEST || t == GS_TIE_H_NEWEST ? a > b : a < b;
}

static void gs_push(gs_run *r, long id) {
    long i;
    if (r->ftail == r->fcap) {
        r->fcap = r->fcap * 2 + 64;
        r->front = realloc(r->front, (size_t)r->fcap * sizeof *r->front);
        if (!r->front) exit(2);
    }
    if (r->c->container != GS_HEAP) {
        r->front[r->ftail++] = id;
    } else {
        for (i = r->ftail++; i > 0 && gs_before(r, id, r->front[(i - 1) / 2]); i = (i - 1) / 2)
            r->front[i] = r->front[(i - 1) / 2];
        r->front[i] = id;
    }
    if (++r->size > r->max_size) r->max_size = r->size;
}

static long gs_pop(gs_run *r) {
    long top, last, i = 0, n;
    if (r->c->container == GS_FIFO) {
        if (r->fhead == r->ftail) return -1;
        r->size--;
        return r->front[r->fhead++];
    }
    if (r->ftail == 0) return -1;
    r->size--;
    if (r->c->container == GS_LIFO) return r->front[--r->ftail];
    top = r->front[0];
    n = --r->ftail;
    last = r->front[n];
    for (;;) {
        long ch = 2 * i + 1;
        if (ch >= n) break;
        if (ch + 1 < n && gs_before(r, r->front[ch + 1], r->front[ch])) ch++;
        if (!gs_before(r, r->front[ch], last)) break;
        r->front[i] = r->front[ch];
        i = ch;
    }
    if (n) r->front[i] = last;
    return top;
}

static void gs_event(gs_run *r, const char *ev, long id, const gs_node *nd) {
    char line[320], ids[24], parent[24], move[8];
    unsigned g = nd->g + (r->c->g_plus ? 1u : 0u);
    int i, m = nd->move;
    if (r->c->print != GS_TRACE) return;
    if (id < 0) snprintf(ids, sizeof ids, "null");
    else snprintf(ids, sizeof ids, "%ld", id);
    if (nd->parent < 0) snprintf(parent, sizeof parent, "null");
    else snprintf(parent, sizeof parent, "%ld", nd->parent);
    if (m >= 0 && r->c->tile_moves) m ^= 1;
    if (m < 0) snprintf(move, sizeof move, "null");
    else snprintf(move, sizeof move, "\"%c\"", "UDLR"[m]);
    snprintf(line, sizeof line, "{\"type\":\"event\",\"event\":\"%s\",\"id\":%s,\"parent\":%s,"
             "\"move\":%s,\"g\":%u,\"h\":%u,\"key\":%lu,\"side\":0,\"bound\":null,\"state\":\"",
             ev, ids, parent, move, g, nd->h,
             (unsigned long)r->c->wg * g + (unsigned long)r->c->wh * nd->h);
    gs_put(r->out, line);
    for (i = 0; i < 9; i++) line[i] = (char)('0' + nd->s[i]);
    line[9] = '\0';
    gs_put(r->out, line);
    gs_put(r->out, "\"}\n");
}

static long gs_new(gs_run *r, const uint8_t *s, long parent, int move, unsigned g) {
    gs_node *nd;
    if (r->count == r->cap) {
        r->cap = r->cap * 2 + 1024;
        r->n = realloc(r->n, (size_t)r->cap * sizeof *r->n);
        if (!r->n) exit(2);
    }
    nd = &r->n[r->count];
    memcpy(nd->s, s, 9);
    nd->parent = parent;
    nd->move = move;
    nd->g = g;
    nd->h = gs_h(r, s);
    nd->stale = nd->expanded = 0;
    return r->count++;
}

/* Print the output for goal node `found` (-1: not solved; status the summary's). */
static void gs_finish(gs_run *r, long found, const char *status) {
    const gs_config *c = r->c;
    long len = 0, k, i;
    char *moves, line[200];
    unsigned long ex = (unsigned long)r->expanded, gen = (unsigned long)r->generated;
    unsigned long mf = (unsigned long)(c->frontier_after_pop ? r->popped_max : r->max_size);
    for (k = found; k > 0; k = r->n[k].parent) len++;
    moves = malloc((size_t)len + 1);
    if (!moves) exit(2);
    for (i = len, k = found; i > 0; k = r->n[k].parent) { /* from the goal back */
        int m = r->n[k].move;
        if (c->tile_moves) m ^= 1;
        moves[c->reversed ? len - i : i - 1] = "UDLR"[m];
        i--;
    }
    moves[len] = '\0';
    if (c->expanded_plus && found >= 0) ex++;
    if (c->generated_plus) gen++;
    if (c->generated_minus_dup) gen -= (unsigned long)r->duplicates;
    if (c->print == GS_TRACE) {
        if (found >= 0)
            snprintf(line, sizeof line, "{\"type\":\"summary\",\"status\":\"%s\",\"solved\":true,"
                     "\"length\":%ld,\"moves\":\"", status, len);
        else
            snprintf(line, sizeof line, "{\"type\":\"summary\",\"status\":\"%s\",\"solved\":false,"
                     "\"length\":null,\"moves\":null", status);
        gs_put(r->out, line);
        if (found >= 0) {
            gs_put(r->out, moves);
            gs_put(r->out, "\"");
        }
        snprintf(line, sizeof line, ",\"expanded\":%lu,\"generated\":%lu,\"duplicates\":%ld,"
                 "\"max_frontier\":%lu}\n", ex, gen, r->duplicates, mf);
        gs_put(r->out, line);
    } else {
        if (c->print == GS_MOVES) {
            for (i = 0; i < len; i++) {
                char m[3] = { moves[i], i + 1 < len ? ' ' : '\n', 0 };
                gs_put(r->out, m);
            }
        } else if (found >= 0) { /* the boards from the start (or the goal, reversed) */
            long *path = malloc(((size_t)len + 1) * sizeof *path);
            if (!path) exit(2);
            for (i = len, k = found; i >= 0; k = r->n[k].parent) path[i--] = k;
            for (i = 0; i <= len; i++) {
                int j;
                for (j = 0; j < 9; j++) line[j] = (char)('0' + r->n[path[c->reversed ? len - i : i]].s[j]);
                line[9] = '\n';
                line[10] = '\0';
                gs_put(r->out, line);
            }
            free(path);
        }
        if (c->counts & 1) snprintf(line, sizeof line, "expanded %lu\n", ex), gs_put(r->out, line);
        if (c->counts & 2) snprintf(line, sizeof line, "generated %lu\n", gen), gs_put(r->out, line);
        if (c->counts & 4) snprintf(line, sizeof line, "duplicates %ld\n", r->duplicates), gs_put(r->out, line);
        if (c->counts & 8) snprintf(line, sizeof line, "max_frontier %lu\n", mf), gs_put(r->out, line);
    }
    free(moves);
}

/* Search from start to goal as configured, printing into out. Returns 0 (solved), 1 (the
 * frontier ran empty) or 2 (max_nodes made: the output stops there, without a summary). */
static int gs_search(const gs_config *c, const uint8_t *start, const uint8_t *goal, long max_nodes,
                     gs_text *out) {
    gs_run r;
    long found = -1, x;
    int rc = 1;
    memset(&r, 0, sizeof r);
    r.c = c;
    r.goal = goal;
    r.out = out;
    r.tcap = 1;
    while (r.tcap < 4 * max_nodes) r.tcap *= 2;
    r.table = malloc((size_t)r.tcap * sizeof *r.table);
    r.keys = malloc((size_t)r.tcap * sizeof *r.keys);
    if (!r.table || !r.keys) exit(2);
    memset(r.table, 0xff, (size_t)r.tcap * sizeof *r.table);
    x = gs_new(&r, start, -1, -1, 0);
    if (c->dup == P8_DUP_GRAPH || c->dup == P8_DUP_GRAPH_UNDO) r.table[gs_slot(&r, start)] = 0;
    if (memcmp(start, goal, 9) == 0) {
        gs_event(&r, "goal", 0, &r.n[0]);
        found = 0;
    } else {
        gs_push(&r, 0);
    }
    while (found < 0 && (x = gs_pop(&r)) >= 0) {
        int b = 0, m;
        if (r.n[x].stale) continue;
        if (r.size > r.popped_max) r.popped_max = r.size;
        if (!c->goal_at_generation && memcmp(r.n[x].s, goal, 9) == 0) {
            gs_event(&r, "goal", x, &r.n[x]);
            found = x;
            break;
        }
        gs_event(&r, "expand", x, &r.n[x]);
        r.n[x].expanded = 1;
        r.expanded++;
        if (c->dup == P8_DUP_CLOSED) r.table[gs_slot(&r, r.n[x].s)] = 1;
        while (r.n[x].s[b]) b++;
        for (m = 0; m < 4 && found < 0; m++) {
            int to = m == 0 ? (b >= 3 ? b - 3 : -1) : m == 1 ? (b < 6 ? b + 3 : -1)
                   : m == 2 ? (b % 3 ? b - 1 : -1) : (b % 3 < 2 ? b + 1 : -1);
            int undo = c->dup == P8_DUP_NONE || c->dup == P8_DUP_GRAPH_UNDO || c->dup == P8_DUP_CLOSED;
            gs_node child;
            long slot = -1, seen = -1, id;
            if (to < 0 || (!undo && r.n[x].move >= 0 && (m ^ 1) == r.n[x].move)) continue;
            if (r.count >= max_nodes) {
                rc = 2;
                goto done;
            }
            memcpy(child.s, r.n[x].s, 9);
            child.s[b] = child.s[to];
            child.s[to] = 0;
            child.parent = x;
            child.move = m;
            child.g = r.n[x].g + 1;
            child.h = gs_h(&r, child.s);
            r.generated++;
            if (c->dup == P8_DUP_GRAPH || c->dup == P8_DUP_GRAPH_UNDO) {
                slot = gs_slot(&r, child.s);
                seen = r.table[slot];
            } else if (c->dup == P8_DUP_CLOSED) {
                slot = gs_slot(&r, child.s);
                seen = r.table[slot] >= 0 ? 0 : -1;
            }
            if (seen >= 0 && (c->dup == P8_DUP_CLOSED || r.n[seen].g <= child.g ||
                              (r.n[seen].expanded && !c->reopen))) {
                gs_event(&r, "generate", -1, &child);
                gs_event(&r, "duplicate", -1, &child);
                r.duplicates++;
                continue;
            }
            if (seen >= 0) r.n[seen].stale = 1; /* a cheaper path: the old entry goes stale */
            id = gs_new(&r, child.s, x, m, child.g);
            if (slot >= 0 && c->dup != P8_DUP_CLOSED) r.table[slot] = id;
            gs_event(&r, "generate", id, &r.n[id]);
            if (c->goal_at_generation && memcmp(child.s, goal, 9) == 0) {
                if (c->goal_pushed) gs_push(&r, id);
                gs_event(&r, "goal", id, &r.n[id]);
                found = id;
                break;
            }
            gs_push(&r, id);
        }
    }
    rc = found >= 0 ? 0 : 1;
    gs_finish(&r, found, found >= 0 ? "P8_OK" : "P8_ENOTFOUND");
done:
    free(r.n);
    free(r.front);
    free(r.table);
    free(r.keys);
    return rc;
}

#endif /* P8_TEST_GRADE_STUDENT_H */
