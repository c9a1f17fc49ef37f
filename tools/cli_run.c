/* SPDX-License-Identifier: MIT */
/*
 * cli_run.c - the options that configure a run, shared by `puzzle8 solve` and `puzzle8 tree`:
 * reading them, configuring a search from them, refusing those the run would ignore or the
 * library refuses (usage errors, naming the options given), and the library's sentences in the
 * command's words (the settings they name as the options that set them).
 */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void cli_run_opts_init(cli_run_opts *o) {
    memset(o, 0, sizeof *o);
    o->alg = P8_ALG_ASTAR;
    o->heuristic = P8_H_DEFAULT;
    o->frontier = o->duplicates = -1;
    o->max_expansions = o->max_depth = o->max_memory = o->max_time = P8_LIMIT_NONE;
}

/* The options that take a number, and where it goes. */
static uint64_t *number_option(cli_run_opts *o, const char *name) {
    if (strcmp(name, "--max-expansions") == 0) return &o->max_expansions;
    if (strcmp(name, "--max-depth") == 0) return &o->max_depth;
    if (strcmp(name, "--max-memory") == 0) return &o->max_memory;
    if (strcmp(name, "--max-time") == 0) return &o->max_time;
    if (strcmp(name, "--seed") == 0) return &o->seed;
    if (strcmp(name, "--node-budget") == 0) return &o->node_budget;
    return NULL;
}

int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it, int table_ok) {
    uint64_t *number = number_option(o, it->name);
    cli_ctx *c = a->c;
    const char *v;
    int rc = cli_board_order_option(a, it);
    if (rc != CLI_RUN_NOT_MINE) return rc;
    if (strcmp(it->name, "--tree") == 0 || strcmp(it->name, "--reopen") == 0) {
        if (cli_option_flag(a, it) != CLI_OK) return CLI_USAGE;
        *(it->name[2] == 't' ? &o->tree : &o->reopen) = 1;
        return CLI_OK;
    }
    if (number == NULL && strcmp(it->name, "--algorithm") != 0 &&
        strcmp(it->name, "--heuristic") != 0 && strcmp(it->name, "--goal") != 0 &&
        strcmp(it->name, "--weights") != 0 && strcmp(it->name, "--frontier") != 0 &&
        strcmp(it->name, "--duplicates") != 0)
        return CLI_RUN_NOT_MINE;
    if ((v = cli_option_value(a, it)) == NULL) return CLI_USAGE;
    if (number != NULL) {
        if (cli_parse_u64(c, it->name, v, UINT64_MAX, number) != CLI_OK) return CLI_USAGE;
        if (number == &o->seed) o->have_seed = 1;
        if (number == &o->node_budget) {
            if (*number == 0) { /* the library's reason, as a usage error */
                cli_error(c, "bad --node-budget value 0: SMA* holds at least its root, so "
                          "--node-budget takes 1 or more (a solution of depth d needs up to 3d + 5)");
                return CLI_USAGE;
            }
            o->have_node_budget = 1;
        }
    } else if (strcmp(it->name, "--frontier") == 0) {
        return cli_parse_name(c, it->name, v, p8_frontier_name, NULL, &o->frontier);
    } else if (strcmp(it->name, "--duplicates") == 0) {
        return cli_parse_name(c, it->name, v, p8_duplicates_name, NULL, &o->duplicates);
    } else if (strcmp(it->name, "--algorithm") == 0) { /* table: cmd_table.c */
        return cli_parse_name(c, it->name, v, p8_algorithm_name, table_ok ? "table" : NULL, &o->alg);
    } else if (strcmp(it->name, "--heuristic") == 0) {
        return cli_parse_heuristic(c, it->name, v, 0, &o->heuristic, o->pdb_groups, &o->pdb_n);
    } else if (strcmp(it->name, "--goal") == 0) {
        o->goal_text = v;
    } else {
        if (cli_parse_weights(c, v, &o->wg, &o->wh) != CLI_OK) return CLI_USAGE;
        o->have_weights = 1;
    }
    return CLI_OK;
}

/* Append to buf (cap bytes, *n used), snprintf-style: the text is cut at the end of buf. */
static void append(char *buf, size_t cap, size_t *n, const char *fmt, ...) {
    va_list ap;
    int w;
    if (*n + 1 >= cap) return;
    va_start(ap, fmt);
    w = vsnprintf(buf + *n, cap - *n, fmt, ap);
    va_end(ap);
    if (w > 0) *n = *n + (size_t)w < cap ? *n + (size_t)w : cap - 1;
}

int cli_run_table_check(cli_ctx *c, const cli_run_opts *o, const char *command) {
    const char *given[13];
    char list[256];
    size_t n = 0, len = 0, i;
    list[0] = '\0';
    if (o->heuristic != P8_H_DEFAULT) given[n++] = "--heuristic";
    if (o->have_weights) given[n++] = "--weights";
    if (o->tree) given[n++] = "--tree";
    if (o->reopen) given[n++] = "--reopen";
    if (o->frontier >= 0) given[n++] = "--frontier";
    if (o->duplicates >= 0) given[n++] = "--duplicates";
    if (o->have_seed) given[n++] = "--seed";
    if (o->have_node_budget) given[n++] = "--node-budget";
    if (o->max_expansions != P8_LIMIT_NONE) given[n++] = "--max-expansions";
    if (o->max_depth != P8_LIMIT_NONE) given[n++] = "--max-depth";
    if (o->max_memory != P8_LIMIT_NONE) given[n++] = "--max-memory";
    if (o->max_time != P8_LIMIT_NONE) given[n++] = "--max-time";
    if (n == 0) return CLI_OK;
    for (i = 0; i < n; i++)
        append(list, sizeof list, &len, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : " or ", given[i]);
    cli_error(c, "%s: --algorithm table takes no %s (it walks down an exact distance table: there "
              "is no search to configure)", command, list);
    return CLI_USAGE;
}

int cli_run_prepare(cli_ctx *c, cli_run_opts *o, const p8_board *goal) {
    if (o->heuristic != CLI_H_PDB || o->pdb != NULL) return CLI_OK;
    return cli_pdb_build(c, o->pdb_groups, o->pdb_n, goal, &o->pdb);
}

void cli_run_opts_free(cli_run_opts *o) {
    p8_pdb_free(o->pdb);
    o->pdb = NULL;
}

const char *cli_run_heuristic_name(const cli_run_opts *o, char *buf, size_t cap) {
    if (o->heuristic == CLI_H_PDB && o->pdb != NULL) {
        p8_pdb_name(o->pdb, buf, cap);
        return buf;
    }
    return o->heuristic >= 0 ? p8_heuristic_name(o->heuristic) : NULL;
}

/* A pattern database is the caller's heuristic: the database as the callback's user data. */
int cli_run_configure(p8_search *s, const cli_run_opts *o) {
    int rc = p8_search_set_algorithm(s, o->alg);
    if (rc == P8_OK && o->heuristic == CLI_H_PDB)
        rc = o->pdb ? p8_search_set_heuristic_fn(s, p8_pdb_heuristic, o->pdb) : P8_EINVAL;
    else if (rc == P8_OK && o->heuristic != P8_H_DEFAULT) rc = p8_search_set_heuristic(s, o->heuristic);
    if (rc == P8_OK && o->have_weights) rc = p8_search_set_weights(s, o->wg, o->wh);
    if (rc == P8_OK && o->tree) rc = p8_search_set_duplicates(s, P8_DUP_PARENT);
    if (rc == P8_OK && o->frontier >= 0) rc = p8_search_set_frontier(s, o->frontier);
    if (rc == P8_OK && o->duplicates >= 0) rc = p8_search_set_duplicates(s, o->duplicates);
    if (rc == P8_OK && o->reopen) rc = p8_search_set_reopen(s, 1);
    if (rc == P8_OK && o->have_seed) rc = p8_search_set_seed(s, o->seed);
    if (rc == P8_OK && o->have_node_budget) rc = p8_search_set_node_budget(s, o->node_budget);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_EXPANSIONS, o->max_expansions);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_DEPTH, o->max_depth);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_MEMORY_BYTES, o->max_memory);
    if (rc == P8_OK) rc = p8_search_set_limit(s, P8_LIMIT_TIME_MS, o->max_time);
    return rc;
}

/* Weights given for a run that ignores them would be echoed but change nothing: refuse them.
 * The library answers for the configuration that will run (p8_search_weights_used), names its
 * frontier (p8_search_frontier_used), and says whether a heap or bucket frontier would use the
 * weights (not under every driver). This may change s's frontier, as the command then stops. */
static int check_weights(cli_ctx *c, p8_search *s, const cli_run_opts *o, const char *command) {
    const char *frontier = p8_search_frontier_used(s);
    char given[32] = "", why[48];
    int keyed;

    if (!o->have_weights || p8_search_weights_used(s) != 0 || frontier == NULL) return CLI_OK;
    if (o->frontier >= 0) snprintf(given, sizeof given, " --frontier %s", p8_frontier_name(o->frontier));
    if (strcmp(frontier, "none") == 0) snprintf(why, sizeof why, "it takes no frontier");
    else if (strcmp(frontier, "fifo") == 0 || strcmp(frontier, "lifo") == 0)
        snprintf(why, sizeof why, "a %s frontier ignores them", frontier);
    else snprintf(why, sizeof why, "the algorithm ignores them");
    keyed = p8_search_set_frontier(s, P8_FRONTIER_HEAP) == P8_OK && p8_search_weights_used(s) == 1 &&
            p8_search_set_frontier(s, P8_FRONTIER_BUCKET) == P8_OK && p8_search_weights_used(s) == 1;
    cli_error(c, "%s: --weights has no effect with --algorithm %s%s (%s)%s", command,
              p8_algorithm_name(o->alg), given, why,
              keyed ? "; use --frontier heap or bucket, which they order" : "");
    return CLI_USAGE;
}

/* Likewise a --frontier the run takes no nodes from (the random walk's). */
static int check_frontier(cli_ctx *c, const p8_search *s, const cli_run_opts *o, const char *command) {
    const char *used = p8_search_frontier_used(s);
    if (o->frontier < 0 || used == NULL || strcmp(used, "none") != 0) return CLI_OK;
    cli_error(c, "%s: --frontier has no effect with --algorithm %s (it takes no frontier)", command,
              p8_algorithm_name(o->alg));
    return CLI_USAGE;
}

/* Likewise a --node-budget for a run that holds no budget (only SMA*'s driver does). */
static int check_node_budget(cli_ctx *c, const cli_run_opts *o, const char *command) {
    if (!o->have_node_budget || o->alg == P8_ALG_SMASTAR) return CLI_OK;
    cli_error(c, "%s: --node-budget has no effect with --algorithm %s (only smastar holds a node "
              "budget)", command, p8_algorithm_name(o->alg));
    return CLI_USAGE;
}

/* The options given that shape the search, as typed: "--algorithm bibfs --frontier heap". */
static void shape(const cli_run_opts *o, char *buf, size_t cap) {
    size_t n = 0;
    buf[0] = '\0';
    append(buf, cap, &n, "--algorithm %s", p8_algorithm_name(o->alg));
    if (o->frontier >= 0) append(buf, cap, &n, " --frontier %s", p8_frontier_name(o->frontier));
    if (o->duplicates >= 0) append(buf, cap, &n, " --duplicates %s", p8_duplicates_name(o->duplicates));
    if (o->have_weights) append(buf, cap, &n, " --weights %u,%u", o->wg, o->wh);
    if (o->tree) append(buf, cap, &n, " --tree");
    if (o->reopen) append(buf, cap, &n, " --reopen");
    if (o->have_node_budget) append(buf, cap, &n, " --node-budget %llu", (unsigned long long)o->node_budget);
}

int cli_run_start(cli_ctx *c, p8_search *s, const cli_run_opts *o, const char *command,
                  const p8_board *start, const p8_board *goal, int keep, int *started) {
    char given[160], words[512];
    int status = check_weights(c, s, o, command), rc;
    if (status == CLI_OK) status = check_frontier(c, s, o, command);
    if (status == CLI_OK) status = check_node_budget(c, o, command);
    *started = 0;
    if (status != CLI_OK) return status;
    rc = p8_search_start(s, start, goal);
    if (rc == P8_OK && !keep) { /* abandoned (canceled, stepped once): s is configurable again */
        p8_search_cancel(s);
        p8_search_step(s, 1);
    }
    *started = rc == P8_OK && keep;
    if (rc == P8_OK || rc == P8_EUNSOLVABLE) return CLI_OK; /* unsolvable: the run says it */
    if (rc != P8_EINVAL) return cli_library_error(c, "cannot start the search", rc, s);
    /* The boards are valid: the library refuses the configuration (a driver's needs). */
    shape(o, given, sizeof given);
    cli_error(c, "%s: %s: %s", command, given, cli_run_words(p8_search_errmsg(s), words, sizeof words));
    return CLI_USAGE;
}

/* The library names settings by what they do; the command by the options that set them. */
static const char *const glossary[][2] = {
    {"turn reopening on", "give --reopen"},
    {"use the path policy", "give --duplicates path"},
    {"set the frontier to fifo", "give --frontier fifo"},
    {"needs the graph duplicate policy", "needs --duplicates graph"},
    {"the duplicate policy ", "--duplicates "},
    {"needs wg >= 1", "needs --weights WG,WH with WG >= 1"},
    {"with wg = 0", "with WG = 0"},
};

const char *cli_run_words(const char *msg, char *buf, size_t cap) {
    size_t n = 0, k, len;
    if (cap == 0) return buf;
    while (*msg != '\0' && n + 1 < cap) {
        for (k = 0; k < sizeof glossary / sizeof glossary[0]; k++) {
            len = strlen(glossary[k][0]);
            if (strncmp(msg, glossary[k][0], len) == 0) break;
        }
        if (k == sizeof glossary / sizeof glossary[0]) {
            buf[n++] = *msg++;
            continue;
        }
        msg += len;
        len = strlen(glossary[k][1]);
        if (len > cap - 1 - n) len = cap - 1 - n;
        memcpy(buf + n, glossary[k][1], len);
        n += len;
    }
    buf[n] = '\0';
    return buf;
}
