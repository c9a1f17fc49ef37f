/* SPDX-License-Identifier: MIT */
/*
 * cli_run.c - the options that configure a run, shared by `puzzle8 solve` and `puzzle8 tree`:
 * reading them, configuring a search from them, and refusing those the run would ignore.
 */
#include "cli.h"

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
    return NULL;
}

int cli_run_option(cli_run_opts *o, cli_args *a, const cli_item *it, int table_ok) {
    uint64_t *number = number_option(o, it->name);
    const char *v;
    int rc = cli_board_order_option(a, it);
    if (rc != CLI_RUN_NOT_MINE) return rc;
    if (strcmp(it->name, "--tree") == 0) {
        if (it->value != NULL) {
            cli_error("%s: option --tree takes no value", a->command);
            return CLI_USAGE;
        }
        o->tree = 1;
        return CLI_OK;
    }
    if (number == NULL && strcmp(it->name, "--algorithm") != 0 &&
        strcmp(it->name, "--heuristic") != 0 && strcmp(it->name, "--goal") != 0 &&
        strcmp(it->name, "--weights") != 0 && strcmp(it->name, "--frontier") != 0 &&
        strcmp(it->name, "--duplicates") != 0)
        return CLI_RUN_NOT_MINE;
    if ((v = cli_option_value(a, it)) == NULL) return CLI_USAGE;
    if (number != NULL) {
        if (cli_parse_u64(it->name, v, UINT64_MAX, number) != CLI_OK) return CLI_USAGE;
        if (number == &o->seed) o->have_seed = 1;
    } else if (strcmp(it->name, "--frontier") == 0) {
        return cli_parse_frontier(v, &o->frontier);
    } else if (strcmp(it->name, "--duplicates") == 0) {
        return cli_parse_duplicates(v, &o->duplicates);
    } else if (strcmp(it->name, "--algorithm") == 0) {
        if (table_ok && strcmp(v, "table") == 0) o->alg = CLI_ALG_TABLE; /* cmd_table.c */
        else return cli_parse_algorithm(v, &o->alg);
    } else if (strcmp(it->name, "--heuristic") == 0) {
        return cli_parse_heuristic("--heuristic", v, 0, &o->heuristic, o->pdb_groups, &o->pdb_n);
    } else if (strcmp(it->name, "--goal") == 0) {
        o->goal_text = v;
    } else {
        if (cli_parse_weights(v, &o->wg, &o->wh) != CLI_OK) return CLI_USAGE;
        o->have_weights = 1;
    }
    return CLI_OK;
}

int cli_run_any_limit(const cli_run_opts *o) {
    return o->max_expansions != P8_LIMIT_NONE || o->max_depth != P8_LIMIT_NONE ||
           o->max_memory != P8_LIMIT_NONE || o->max_time != P8_LIMIT_NONE;
}

int cli_run_prepare(cli_run_opts *o, const p8_board *goal) {
    if (o->heuristic != CLI_H_PDB || o->pdb != NULL) return CLI_OK;
    return cli_pdb_build(o->pdb_groups, o->pdb_n, goal, &o->pdb);
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
    if (rc == P8_OK && o->tree) rc = p8_search_set_graph_search(s, 0);
    if (rc == P8_OK && o->frontier >= 0) rc = p8_search_set_frontier(s, o->frontier);
    if (rc == P8_OK && o->duplicates >= 0) rc = p8_search_set_duplicates(s, o->duplicates);
    if (rc == P8_OK && o->have_seed) rc = p8_search_set_seed(s, o->seed);
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
static int check_weights(p8_search *s, const cli_run_opts *o, const char *command) {
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
    cli_error("%s: --weights has no effect with --algorithm %s%s (%s)%s", command,
              p8_algorithm_name(o->alg), given, why,
              keyed ? "; use --frontier heap or bucket, which they order" : "");
    return CLI_USAGE;
}

/* Likewise a --frontier the run takes no nodes from (the random walk's). */
static int check_frontier(const p8_search *s, const cli_run_opts *o, const char *command) {
    const char *used = p8_search_frontier_used(s);
    if (o->frontier < 0 || used == NULL || strcmp(used, "none") != 0) return CLI_OK;
    cli_error("%s: --frontier has no effect with --algorithm %s (it takes no frontier)", command,
              p8_algorithm_name(o->alg));
    return CLI_USAGE;
}

int cli_run_check(p8_search *s, const cli_run_opts *o, const char *command) {
    int status = check_weights(s, o, command);
    return status != CLI_OK ? status : check_frontier(s, o, command);
}
