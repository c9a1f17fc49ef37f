/* SPDX-License-Identifier: MIT */
/*
 * student_search.h - a student's hand-written best-first search that writes a puzzle8 trace
 * (docs/trace.md) as text, for the tests of p8_trace_compare: with no mistake it follows every
 * convention of docs/trace.md "Matching the reference" (BFS: a queue, the goal tested at
 * generation and never pushed; A*: a priority queue by key, then smaller h, then creation
 * order, the goal tested when taken, stale entries skipped silently; the undo move never
 * generated; a repeated state a duplicate when its g is no larger; ids in creation order, a
 * duplicate's id null), and its trace is the library's byte for byte. Each STUDENT_* flag plants
 * one mistake a student makes. The frontier is a linear scan: for small boards only.
 */
#ifndef P8_TEST_STUDENT_SEARCH_H
#define P8_TEST_STUDENT_SEARCH_H

#include "puzzle8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    STUDENT_STACK = 1,        /* BFS with a stack for the queue (or DFS with a queue) */
    STUDENT_UNDO = 2,         /* generates the undo move (and drops it as a duplicate) */
    STUDENT_GOAL_LATE = 4,    /* BFS: tests the goal when taken, not when generated */
    STUDENT_GOAL_PUSHED = 8,  /* BFS: pushes the goal before it stops */
    STUDENT_H_BLANK = 16,     /* Manhattan distance with the blank counted */
    STUDENT_TIE = 32,         /* A*: equal keys taken newest first */
    STUDENT_NO_DUP = 64,      /* no duplicate check (graph search forgotten) */
    STUDENT_WRONG_G = 128     /* g counts the start as 1 */
};

#define STUDENT_MAX 6000

typedef struct student_node {
    uint8_t s[9];
    long parent;
    int move, in_frontier, stale, expanded;
    unsigned g, h;
} student_node;

typedef struct student_text {
    char *text;
    size_t len, cap;
} student_text;

static void student_put(student_text *t, const char *s) {
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->text = realloc(t->text, t->cap);
        if (!t->text) exit(2);
    }
    memcpy(t->text + t->len, s, n + 1);
    t->len += n;
}

static unsigned student_h(const uint8_t *s, const uint8_t *goal, int manhattan, int blank) {
    unsigned h = 0;
    int i, j;
    if (!manhattan) return 0;
    for (i = 0; i < 9; i++) {
        if (s[i] == 0 && !blank) continue;
        for (j = 0; j < 9; j++)
            if (goal[j] == s[i]) break;
        h += (unsigned)(abs(i / 3 - j / 3) + abs(i % 3 - j % 3));
    }
    return h;
}

/* One event line: id -1 is null (a dropped successor). */
static void student_event(student_text *t, const char *ev, long id, const student_node *n,
                          unsigned wg, unsigned wh) {
    static const char moves[] = "UDLR";
    char line[320], ids[24], parent[24], move[8];
    int i;
    if (id < 0) snprintf(ids, sizeof ids, "null");
    else snprintf(ids, sizeof ids, "%ld", id);
    if (n->parent < 0) snprintf(parent, sizeof parent, "null");
    else snprintf(parent, sizeof parent, "%ld", n->parent);
    if (n->move < 0) snprintf(move, sizeof move, "null");
    else snprintf(move, sizeof move, "\"%c\"", moves[n->move]);
    snprintf(line, sizeof line, "{\"type\":\"event\",\"event\":\"%s\",\"id\":%s,\"parent\":%s,"
             "\"move\":%s,\"g\":%u,\"h\":%u,\"key\":%u,\"side\":0,\"bound\":null,\"state\":\"",
             ev, ids, parent, move, n->g, n->h, wg * n->g + wh * n->h);
    student_put(t, line);
    for (i = 0; i < 9; i++) {
        char d[2] = { (char)('0' + n->s[i]), 0 };
        student_put(t, d);
    }
    student_put(t, "\"}\n");
}

/* Search start -> goal: astar 0 is BFS (FIFO, key g, the goal tested at generation), 1 A* with
 * Manhattan (key g + h, the goal tested when taken). Appends the event lines and the summary to
 * t. Returns 0; 1 when STUDENT_MAX nodes ran out (the trace then stops there, without a
 * summary); -1 if the frontier ran empty. */
static int student_search(const uint8_t start[9], const uint8_t goal[9], int astar, int flags,
                          student_text *t) {
    static student_node n[STUDENT_MAX];
    unsigned wg = 1, wh = astar ? 1u : 0u, g0 = (flags & STUDENT_WRONG_G) ? 1u : 0u;
    long cnt = 1, expanded = 0, generated = 0, duplicates = 0, size = 1, max_size = 1, found = -1;
    char line[400];
    int blank = (flags & STUDENT_H_BLANK) != 0;
    memcpy(n[0].s, start, 9);
    n[0].parent = -1;
    n[0].move = -1;
    n[0].g = g0;
    n[0].h = student_h(start, goal, astar, blank);
    n[0].in_frontier = 1;
    n[0].stale = n[0].expanded = 0;
    if (memcmp(start, goal, 9) == 0) found = 0;
    while (found < 0) {
        long best = -1, i;
        int b = 0, m;
        int lifo = (flags & STUDENT_STACK) != 0;
        for (i = 0; i < cnt; i++) {
            unsigned long ki, kb;
            if (!n[i].in_frontier) continue;
            if (best < 0) { best = i; continue; }
            ki = wg * n[i].g + wh * n[i].h;
            kb = wg * n[best].g + wh * n[best].h;
            if (!astar) {
                if (lifo) best = i; /* the newest */
                continue;
            }
            if (ki < kb || (ki == kb && (n[i].h < n[best].h ||
                                         (n[i].h == n[best].h && (flags & STUDENT_TIE)))))
                best = i;
        }
        if (best < 0) return -1;
        n[best].in_frontier = 0;
        size--;
        if (n[best].stale) continue;
        if ((astar || (flags & STUDENT_GOAL_LATE)) && memcmp(n[best].s, goal, 9) == 0) {
            found = best;
            student_event(t, "goal", best, &n[best], wg, wh);
            break;
        }
        student_event(t, "expand", best, &n[best], wg, wh);
        n[best].expanded = 1;
        expanded++;
        while (n[best].s[b]) b++;
        for (m = 0; m < 4 && found < 0; m++) {
            int to = m == 0 ? (b >= 3 ? b - 3 : -1) : m == 1 ? (b < 6 ? b + 3 : -1)
                   : m == 2 ? (b % 3 ? b - 1 : -1) : (b % 3 < 2 ? b + 1 : -1);
            student_node c;
            long seen = -1;
            if (to < 0) continue;
            if (!(flags & STUDENT_UNDO) && n[best].move >= 0 && (m ^ 1) == n[best].move) continue;
            if (cnt >= STUDENT_MAX) return 1;
            memcpy(c.s, n[best].s, 9);
            c.s[b] = c.s[to];
            c.s[to] = 0;
            c.parent = best;
            c.move = m;
            c.g = n[best].g + 1;
            c.h = student_h(c.s, goal, astar, blank);
            c.in_frontier = 1;
            c.stale = c.expanded = 0;
            generated++;
            if (!(flags & STUDENT_NO_DUP))
                for (i = 0; i < cnt; i++)
                    if (!n[i].stale && memcmp(n[i].s, c.s, 9) == 0) seen = i;
            if (seen >= 0 && n[seen].g <= c.g) {
                student_event(t, "generate", -1, &c, wg, wh);
                student_event(t, "duplicate", -1, &c, wg, wh);
                duplicates++;
                continue;
            }
            if (seen >= 0) n[seen].stale = 1; /* a cheaper path: the old entry goes stale */
            n[cnt] = c;
            student_event(t, "generate", cnt, &c, wg, wh);
            if (!astar && !(flags & STUDENT_GOAL_LATE) && memcmp(c.s, goal, 9) == 0) {
                if (flags & STUDENT_GOAL_PUSHED) size++;
                if (size > max_size) max_size = size;
                student_event(t, "goal", cnt, &c, wg, wh);
                found = cnt++;
                break;
            }
            cnt++;
            if (++size > max_size) max_size = size;
        }
    }
    {
        long k = found, len = 0, i;
        char *moves;
        while (n[k].parent >= 0) len++, k = n[k].parent;
        moves = malloc((size_t)len + 1);
        if (!moves) exit(2);
        moves[len] = '\0';
        for (k = found, i = len - 1; n[k].parent >= 0; k = n[k].parent, i--)
            moves[i] = "UDLR"[n[k].move];
        snprintf(line, sizeof line, "{\"type\":\"summary\",\"status\":\"P8_OK\",\"solved\":true,"
                 "\"length\":%ld,\"moves\":\"", len);
        student_put(t, line);
        student_put(t, moves);
        snprintf(line, sizeof line, "\",\"expanded\":%ld,\"generated\":%ld,\"duplicates\":%ld,"
                 "\"max_frontier\":%ld}\n", expanded, generated, duplicates, max_size);
        student_put(t, line);
        free(moves);
    }
    return 0;
}

#endif
