/* SPDX-License-Identifier: MIT */
/* named.c - the named experiments (p8_experiment_preset): their configurations,
 * limits, distances and boards, the same in every front end. */
#include "experiment.h"

#include <stdio.h>
#include <string.h>

#define IDS_LIMIT 250000u         /* expansions of one iddfs run in `branching` */
#define BOOK_IDS_LIMIT 500000u    /* expansions of one run of the textbook's IDS in `textbook` */
#define TREE_BFS_LIMIT 1000000u   /* expansions of one tree-search bfs run in `duplicates` */
#define WALK_LIMIT 10000000u      /* moves of one random walk in `walk` */

typedef struct named {
    const char *name;
    unsigned boards;
    unsigned dist[16];            /* the default distances, 0-terminated */
} named;

static const named named_experiments[] = {
    {"branching", 100, {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 0}},
    {"duplicates", 20, {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 0}},
    {"heuristics", 20, {4, 8, 12, 16, 20, 24, 0}},
    {"walk", 10, {1, 2, 4, 8, 16, 0}},
    {"bidirectional", 20, {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 0}},
    {"textbook", 100, {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 0}},
};
#define NNAMED (sizeof named_experiments / sizeof named_experiments[0])

const char *p8_experiment_preset_name(int i) {
    return i >= 0 && (size_t)i < NNAMED ? named_experiments[i].name : NULL;
}

/* A configuration with an expansion limit (P8_LIMIT_NONE: none) and a label (NULL: its
 * default); a status. */
static int add_labelled(p8_experiment *e, const char *label, int alg, int h, int dup, uint64_t limit) {
    int c = p8_experiment_add_config(e, alg, h, dup, label);
    if (c < 0) return c;
    return p8_experiment_set_limit(e, c, P8_LIMIT_EXPANSIONS, limit);
}

static int add_config(p8_experiment *e, int alg, int h, int dup, uint64_t limit) {
    return add_labelled(e, NULL, alg, h, dup, limit);
}

static int configs(p8_experiment *e, size_t which) {
    int rc = P8_OK, h;
    switch (which) {
    case 0: /* branching: the textbook's table, and linear conflict */
        rc = add_config(e, P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, IDS_LIMIT);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_ASTAR, P8_H_MISPLACED, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_ASTAR, P8_H_MANHATTAN, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        if (rc == P8_OK)
            rc = add_config(e, P8_ALG_ASTAR, P8_H_LINEAR_CONFLICT, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        return rc;
    case 1: /* duplicates: tree search against graph search */
        rc = add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_DUP_NONE, TREE_BFS_LIMIT);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_DUP_PARENT, TREE_BFS_LIMIT);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_DUP_GRAPH, P8_LIMIT_NONE);
        return rc;
    case 2: /* heuristics: every built-in, then the exact distance */
        for (h = 0; rc == P8_OK && p8_heuristic_name(h) != NULL; h++)
            rc = add_config(e, P8_ALG_ASTAR, h, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_ASTAR, P8_EXP_H_TABLE, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        return rc;
    case 3: /* walk: the textbook's random walk, and one that never undoes its last move */
        rc = add_config(e, P8_ALG_RANDOM_WALK, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, WALK_LIMIT);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_RANDOM_WALK, P8_H_DEFAULT, P8_DUP_PARENT, WALK_LIMIT);
        return rc;
    case 4: /* bidirectional: bfs against bidirectional bfs */
        rc = add_config(e, P8_ALG_BFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        if (rc == P8_OK) rc = add_config(e, P8_ALG_BIBFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, P8_LIMIT_NONE);
        return rc;
    default: /* textbook: Figure 3.29 counted as the book counts (every move generated, the undo
              * move too), then the library's own iterative deepening beside it */
        rc = add_labelled(e, "IDS", P8_ALG_IDDFS, P8_H_DEFAULT, P8_DUP_NONE, BOOK_IDS_LIMIT);
        if (rc == P8_OK)
            rc = add_labelled(e, "A*(h1)", P8_ALG_ASTAR, P8_H_MISPLACED, P8_DUP_GRAPH_UNDO, P8_LIMIT_NONE);
        if (rc == P8_OK)
            rc = add_labelled(e, "A*(h2)", P8_ALG_ASTAR, P8_H_MANHATTAN, P8_DUP_GRAPH_UNDO, P8_LIMIT_NONE);
        if (rc == P8_OK)
            rc = add_labelled(e, "IDS, no undo", P8_ALG_IDDFS, P8_H_DEFAULT, P8_EXP_DUP_DEFAULT, IDS_LIMIT);
        return rc;
    }
}

int p8_experiment_preset(p8_experiment *e, const char *name, unsigned int boards,
                         const unsigned int *distances, size_t n) {
    size_t which, i;
    int rc;
    if (e == NULL) return P8_EINVAL;
    if (name == NULL || (distances == NULL && n > 0)) {
        snprintf(e->errmsg, sizeof e->errmsg, "%s", name == NULL ? "the name is NULL"
                                                                 : "the distances are NULL");
        return P8_EINVAL;
    }
    for (which = 0; which < NNAMED && strcmp(named_experiments[which].name, name) != 0; which++) {}
    if (which == NNAMED) {
        char q[64];
        snprintf(e->errmsg, sizeof e->errmsg, "unknown experiment %s: expected branching, "
                 "duplicates, heuristics, walk, bidirectional or textbook",
                 p8__exp_quote(name, strlen(name), 40, q, sizeof q));
        return P8_EINVAL;
    }
    if (e->running || e->nconfigs > 0 || e->ndraws > 0 || e->ngiven > 0) {
        snprintf(e->errmsg, sizeof e->errmsg, "a named experiment needs an empty experiment");
        return P8_EINVAL;
    }
    for (i = 0; i < n; i++) {
        if (distances[i] < 1 || distances[i] > P8_MAX_DISTANCE) {
            snprintf(e->errmsg, sizeof e->errmsg, "distance %u is out of range (1..31)", distances[i]);
            return P8_EINVAL;
        }
    }
    if (boards == 0) boards = named_experiments[which].boards;
    rc = configs(e, which);
    if (n == 0)
        for (i = 0; rc == P8_OK && named_experiments[which].dist[i] != 0; i++)
            rc = p8_experiment_add_distance(e, named_experiments[which].dist[i], boards);
    for (i = 0; rc == P8_OK && i < n; i++) rc = p8_experiment_add_distance(e, distances[i], boards);
    if (rc != P8_OK) { /* back to empty: nothing half-set */
        e->nconfigs = e->ndraws = 0;
    }
    return rc;
}
