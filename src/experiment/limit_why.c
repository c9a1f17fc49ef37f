/* SPDX-License-Identifier: MIT */
/* limit_why.c - p8_search_limit_why: the paragraph a student reads when a run ends at its
 * memory or time limit (a search that ran away): what the search was, how far it got and how
 * fast its frontier grew, what its effective branching factor b* (p8_effective_branching)
 * predicts for the rest, and what to try instead. The facts come from the view
 * (p8__limit_facts_of) and the search's statistics; the words are the same in every front end.
 * The library links no libm: the prediction is kept as a mantissa and a power of ten. */
#include "experiment.h"

#include <stdio.h>
#include <string.h>

#define MIB (1024u * 1024u)

/* v with a comma every three digits, into out (>= 27 bytes). */
static const char *commas(uint64_t v, char *out) {
    char digits[24];
    int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v), i, j = 0;
    for (i = 0; i < n; i++) {
        if (i && (n - i) % 3 == 0) out[j++] = ',';
        out[j++] = digits[i];
    }
    out[j] = '\0';
    return out;
}

/* A positive number m * 10^e (1 <= m < 10), the form the predictions are kept in: far beyond
 * what a double holds when b* is large and the depth great. */
typedef struct big {
    double m;
    long e;
} big;

static big big_of(double v) {
    big b;
    if (!(v > 0)) v = 0;
    if (!(v < 1e300)) v = 1e300; /* never reached by the 8-puzzle's counts */
    b.m = v;
    b.e = 0;
    if (v == 0) return b;
    while (b.m >= 10) b.m /= 10, b.e++;
    while (b.m < 1) b.m *= 10, b.e--;
    return b;
}

static big big_mul(big a, double f) {
    big b = big_of(a.m * f);
    b.e += a.e;
    return b;
}

/* a + 1 (nothing changes beyond 17 digits). */
static big big_add1(big a) {
    double v = a.m;
    long e = a.e;
    if (a.m == 0) return big_of(1);
    if (e > 17) return a;
    for (; e > 0; e--) v *= 10;
    for (; e < 0; e++) v /= 10;
    return big_of(v + 1);
}

/* a / b as a big (b > 0). */
static big big_div(big a, double b) {
    big q = big_of(a.m / b);
    q.e += a.e;
    return q;
}

/* "820,000", "4.6 million", "46 trillion", "3 x 10^23": two significant digits, in words up to
 * the quintillions. */
static void say_count(p8__out *o, big v) {
    static const char *const names[] = {"million", "billion", "trillion", "quadrillion",
                                        "quintillion"};
    char text[32];
    double m = v.m;
    long e = v.e;
    if (m >= 9.95) m = 1, e++; /* rounding to two digits may carry */
    if (e < 0 || m == 0) {
        p8__out_str(o, "less than 1");
    } else if (e < 6) {
        double x = m;
        long k;
        for (k = 0; k < e; k++) x *= 10;
        if (e >= 1) { /* two significant digits */
            double unit = 1;
            for (k = 1; k < e; k++) unit *= 10;
            x = (double)(uint64_t)(x / unit + 0.5) * unit;
        }
        p8__out_str(o, commas((uint64_t)(x + 0.5), text));
    } else if (e < 21) {
        double x = m;
        long k;
        for (k = 0; k < e % 3; k++) x *= 10;
        if (x < 10) p8__out_printf(o, "%.1f %s", x, names[e / 3 - 2]);
        else p8__out_printf(o, "%.0f %s", x, names[e / 3 - 2]);
    } else {
        p8__out_printf(o, "%.1f x 10^%ld", m, e);
    }
}

/* A duration in seconds as words: "40 seconds", "3 minutes", ..., "2,000 years". */
static void say_duration(p8__out *o, big s) {
    static const struct {
        double seconds;
        const char *unit;
    } units[] = {{31557600.0, "years"}, {86400.0, "days"}, {3600.0, "hours"}, {60.0, "minutes"}};
    size_t i;
    big v = s;
    for (i = 0; i < sizeof units / sizeof units[0]; i++) {
        big in = big_div(s, units[i].seconds);
        if (in.e >= 1 || (in.e == 0 && in.m >= 2)) {
            v = in;
            break;
        }
    }
    say_count(o, v);
    p8__out_printf(o, " %s", i < sizeof units / sizeof units[0] ? units[i].unit : "seconds");
}

/* The limit's value as a person writes it: "256 MiB", "60 s", "1,500 ms", "1,000 bytes". */
static void say_limit(p8__out *o, const p8__limit_facts *f) {
    char text[32];
    if (f->limit == P8_LIMIT_MEMORY_BYTES) {
        if (f->value && f->value % MIB == 0) p8__out_printf(o, "%s MiB", commas(f->value / MIB, text));
        else if (f->value && f->value % 1024 == 0)
            p8__out_printf(o, "%s KiB", commas(f->value / 1024, text));
        else p8__out_printf(o, "%s bytes", commas(f->value, text));
    } else if (f->value && f->value % 1000 == 0) {
        p8__out_printf(o, "%s s", commas(f->value / 1000, text));
    } else {
        p8__out_printf(o, "%s ms", commas(f->value, text));
    }
}

enum { K_BFS, K_DFS, K_BEST, K_GRAPH, K_IDDFS, K_IDASTAR, K_WALK, K_FORGET };

/* What kind of search this is, for the advice; the name into o. */
static int say_search(p8__out *o, const p8__limit_facts *f) {
    const char *d = f->driver;
    int kind, uses_h = 0;
    if (!strcmp(d, "deepen-depth")) {
        p8__out_str(o, "Iterative deepening");
        kind = K_IDDFS;
    } else if (!strcmp(d, "deepen-f")) {
        p8__out_str(o, "IDA*");
        kind = K_IDASTAR;
        uses_h = 1;
    } else if (!strcmp(d, "bidirectional")) {
        p8__out_str(o, "Bidirectional breadth-first search");
        return K_GRAPH;
    } else if (!strcmp(d, "random-walk")) {
        p8__out_str(o, "The random walk");
        return K_WALK;
    } else if (!strcmp(d, "rbfs") || !strcmp(d, "smastar")) {
        p8__out_str(o, strcmp(d, "rbfs") ? "SMA*" : "Recursive best-first search (RBFS)");
        kind = K_FORGET;
        uses_h = 1;
    } else {
        const char *fr = f->frontier;
        if (!strcmp(fr, "fifo")) p8__out_str(o, "Breadth-first"), kind = K_BFS;
        else if (!strcmp(fr, "lifo")) p8__out_str(o, "Depth-first"), kind = K_DFS;
        else {
            kind = K_BEST;
            uses_h = f->wh > 0;
            if (f->wh == 0) p8__out_str(o, "Uniform-cost");
            else if (f->wg == 0) p8__out_str(o, "Greedy best-first");
            else if (f->wg == f->wh) p8__out_str(o, "A*");
            else p8__out_str(o, "Weighted A*");
        }
        p8__out_str(o, f->tree ? " tree search" : " graph search");
        if (!f->tree) kind = K_GRAPH;
    }
    p8__out_printf(o, " (duplicates %s", f->duplicates);
    if (uses_h) p8__out_printf(o, ", heuristic %s", f->heuristic);
    p8__out_str(o, ")");
    return kind;
}

/* What to try instead, by kind of search and limit. */
static void say_advice(p8__out *o, int kind, const p8__limit_facts *f) {
    int memory = f->limit == P8_LIMIT_MEMORY_BYTES;
    switch (kind) {
    case K_BFS:
        p8__out_str(o, " Try graph search (duplicates graph), which keeps each board once, or "
                       "iterative deepening, which finds the same shortest solution keeping only "
                       "the path it is on.");
        break;
    case K_DFS:
        p8__out_str(o, " Depth-first tree search follows one branch as deep as it goes and may "
                       "never come back: set a max depth (no board needs more than 31 moves), or "
                       "try iterative deepening, which goes one level deeper at a time, or graph "
                       "search (duplicates graph).");
        break;
    case K_BEST:
        p8__out_str(o, " Try graph search (duplicates graph), which keeps each board once, or "
                       "IDA*, which keeps only the path it is on");
        p8__out_str(o, f->wh == 0 ? "; a heuristic (A* with the Manhattan distance) expands far fewer nodes."
                                  : "; a stronger heuristic (linear conflict) expands fewer.");
        break;
    case K_GRAPH:
        if (memory)
            p8__out_str(o, " A graph search keeps every board it has made, and no more than "
                           "181,440 can be reached: raise the memory budget until they fit, or "
                           "use A* with a good heuristic (the Manhattan distance), which makes far fewer.");
        else
            p8__out_str(o, " Raise the time budget, or use A* with a good heuristic (the Manhattan "
                           "distance, linear conflict), which expands far fewer boards.");
        break;
    case K_IDDFS:
        p8__out_str(o, " Iterative deepening keeps only one path, but each new level redoes "
                       "every level before it and costs more than the last: a heuristic cuts "
                       "most of the branches (IDA* with the Manhattan distance).");
        break;
    case K_IDASTAR:
        p8__out_str(o, " Each pass of IDA* redoes the passes before it: a stronger heuristic "
                       "(linear conflict, or a pattern database) makes far fewer nodes, and A* "
                       "with graph search keeps each board once.");
        break;
    case K_WALK:
        p8__out_str(o, " A random walk remembers nothing and can cross the same boards again and "
                       "again: a systematic search finds a solution among the 181,440 boards "
                       "(breadth-first graph search, or A*).");
        break;
    default: /* K_FORGET */
        p8__out_str(o, memory ? " It holds more than the memory limit allows: lower its node "
                                "budget, or raise the memory budget."
                              : " It forgets subtrees to save memory and searches them again "
                                "later, paying in time: A* with graph search keeps each board "
                                "once and finishes fast when the memory allows it.");
        break;
    }
}

int p8_search_limit_why(const p8_search *s, unsigned int depth, unsigned int solution_depth,
                        char *buf, size_t cap) {
    p8__out out, *o = &out;
    p8__limit_facts f;
    char t1[32], t2[32], t3[32];
    uint64_t expanded, generated, frontier, reached = 0;
    double seconds, bstar = 0;
    int kind, len;
    if (!s || (!buf && cap) || solution_depth > P8_MAX_DISTANCE) return P8_EINVAL;
    p8__limit_facts_of(s, &f);
    if (f.limit < 0) return P8_EINVAL;
    expanded = p8_search_stat(s, P8_STAT_EXPANDED);
    generated = p8_search_stat(s, P8_STAT_GENERATED);
    frontier = p8_search_stat(s, P8_STAT_MAX_FRONTIER);
    seconds = (double)p8_search_stat(s, P8_STAT_ELAPSED_NS) / 1e9;
    p8__out_buffer(o, buf, cap);

    kind = say_search(o, &f);
    p8__out_printf(o, " stopped at its %s limit of ", f.limit == P8_LIMIT_MEMORY_BYTES ? "memory" : "time");
    say_limit(o, &f);
    if (kind == K_WALK) {
        p8__out_printf(o, " after %s moves.", commas(expanded, t1));
    } else {
        p8__out_printf(o, " after %s expansions in ", commas(expanded, t1));
        if (seconds < 0.1) p8__out_printf(o, "%.0f ms", seconds * 1000);
        else p8__out_printf(o, "%.1f s", seconds);
        p8__out_printf(o, ": it had made %s nodes", commas(generated, t2));
        if (kind == K_DFS || kind == K_IDDFS || kind == K_IDASTAR || kind == K_FORGET) {
            p8__out_printf(o, ", and its frontier never held more than %s of them.", commas(frontier, t3));
        } else if (generated && seconds > 0) {
            p8__out_printf(o, ", and its frontier had grown to %s of them (about ", commas(frontier, t3));
            say_count(o, big_of((double)frontier / seconds));
            p8__out_str(o, " a second).");
        } else {
            p8__out_str(o, ".");
        }
        if (kind == K_GRAPH)
            p8__out_printf(o, " It had kept %s different board%s, of the 181,440 that can be "
                              "reached from a start.",
                           commas(generated - p8_search_stat(s, P8_STAT_DUPLICATES) + 1, t1),
                           generated - p8_search_stat(s, P8_STAT_DUPLICATES) ? "s" : "");
        else if (f.tree && generated > P8_NUM_REACHABLE)
            p8__out_printf(o, " Only 181,440 boards can be reached from a start, so at least %s of "
                              "its nodes repeated a board it had made before.",
                           commas(generated - P8_NUM_REACHABLE, t1));
    }

    /* The depth its nodes reached, and b* over it. */
    if (kind == K_IDDFS) reached = p8_search_stat(s, P8_STAT_BOUND);
    else if (depth > 0) reached = (uint64_t)depth + 1;
    if (kind == K_DFS && depth > 0)
        p8__out_printf(o, " Its path had gone down to depth %s%s.", commas(depth, t1),
                       solution_depth && depth > solution_depth ? ", past the solution's depth on "
                                                                  "another branch" : "");
    if (kind != K_DFS && kind != K_WALK && kind != K_GRAPH && reached > 0 && reached <= 0xffffffffu && generated > 0) {
        bstar = p8_effective_branching((double)generated, (unsigned)reached);
        if (!(bstar > 1.0005)) bstar = 0;
    }
    if (bstar > 0) {
        p8__out_printf(o, " Its nodes reached depth %llu: an effective branching factor b* of %.2f, "
                          "as if each level held %.2f times the nodes of the one before.",
                       (unsigned long long)reached, bstar, bstar);
        if (solution_depth > reached) {
            big need = {0, 0}; /* b + b^2 + ... + b^k = b (1 + (b + ... + b^(k-1))) */
            unsigned k;
            for (k = 0; k < solution_depth; k++) need = big_mul(big_add1(need), bstar);
            p8__out_printf(o, " At that rate a solution %u moves deep takes about ", solution_depth);
            say_count(o, need);
            if (f.limit == P8_LIMIT_MEMORY_BYTES) {
                p8__out_str(o, " nodes: about ");
                say_count(o, big_div(need, (double)generated));
                p8__out_str(o, " times what fit in the memory limit.");
            } else {
                p8__out_str(o, " nodes: about ");
                say_duration(o, big_div(big_mul(need, seconds > 0 ? seconds : 1e-9), (double)generated));
                p8__out_str(o, " at its speed.");
            }
        } else if (solution_depth == 0) {
            big ten = {1, 0};
            unsigned k;
            for (k = 0; k < 10; k++) ten = big_mul(ten, bstar);
            p8__out_str(o, " At that rate ten levels more take about ");
            say_count(o, ten);
            p8__out_str(o, " times as many nodes.");
        }
    }
    say_advice(o, kind, &f);
    p8__out_end(o);
    len = p8__out_length(o);
    return len;
}
