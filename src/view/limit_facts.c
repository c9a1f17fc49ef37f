/* SPDX-License-Identifier: MIT */
/* limit_facts.c - what a search was (driver, frontier, duplicate policy, heuristic, weights)
 * and which limit ended its last run, read through search/inspect.h: the facts behind
 * p8_search_limit_why, whose sentence (experiment/limit_why.c) needs the effective branching
 * factor of the experiment room above. */
#include "../search/inspect.h"
#include "view.h"

#include <stdio.h>
#include <string.h>

/* 1 if the search's message is the one the run's limit `which` ends it with (search/fail.c). */
static int ended_by(const p8_search *s, int which, uint64_t value) {
    char want[96];
    if (value == P8_LIMIT_NONE) return 0;
    if (which == P8_LIMIT_MEMORY_BYTES)
        snprintf(want, sizeof want, "memory limit of %llu bytes reached", (unsigned long long)value);
    else
        snprintf(want, sizeof want, "time limit of %llu ms reached", (unsigned long long)value);
    return strcmp(p8_search_errmsg(s), want) == 0;
}

void p8__limit_facts_of(const p8_search *s, p8__limit_facts *f) {
    p8__config c;
    p8__inspect_config(s, &c);
    f->driver = c.driver;
    f->frontier = c.frontier;
    f->duplicates = c.duplicates;
    f->heuristic = c.heuristic;
    f->wg = c.wg;
    f->wh = c.wh;
    f->tree = !strcmp(c.duplicates, "none") || !strcmp(c.duplicates, "parent") ||
              !strcmp(c.duplicates, "path");
    f->limit = -1;
    f->value = 0;
    if (ended_by(s, P8_LIMIT_MEMORY_BYTES, c.limit[P8_LIMIT_MEMORY_BYTES])) {
        f->limit = P8_LIMIT_MEMORY_BYTES;
        f->value = c.limit[P8_LIMIT_MEMORY_BYTES];
    } else if (ended_by(s, P8_LIMIT_TIME_MS, c.limit[P8_LIMIT_TIME_MS])) {
        f->limit = P8_LIMIT_TIME_MS;
        f->value = c.limit[P8_LIMIT_TIME_MS];
    }
}
