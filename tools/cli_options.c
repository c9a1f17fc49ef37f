/* SPDX-License-Identifier: MIT */
/*
 * cli_options.c - the option tables of the command: walking a command's list (its groups
 * expanded, the library's options read from the library's table), finding an option by name,
 * and the groups several commands share: the board order, and the options that configure a
 * run. A run's options are the library's (p8_option_*): a new option of the library is an
 * option of solve, tree and grade, in their usage, the man page and the scanner, with no edit
 * here. What is the command's own: --goal, --reopen as a flag (the library takes on|off),
 * --tree (tree search: --duplicates parent), `table` as an algorithm (solve), pdb:GROUPS as a
 * heuristic.
 */
#include "cli.h"

#include <stdio.h>
#include <string.h>

const cli_opt cli_board_options[] = {
    { .name = "--column-major", .help = "read the boards column by column" },
    { .name = "--positions",
      .help = "read the boards as the cell (0-8, row-major) of tile 0, 1, ..., 8" },
    { .name = NULL },
};

const cli_opt cli_run_options[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .library = CLI_LIB_RUN },
    { .name = NULL },
};

const cli_opt cli_run_options_table[] = {
    { .name = "--goal", .arg = "G", .help = "the goal board (default 1 2 3 4 5 6 7 8 0)" },
    { .library = CLI_LIB_RUN_TABLE },
    { .name = NULL },
};

static int is_end(const cli_opt *o) {
    return o->name == NULL && o->group == NULL && o->text == NULL && o->library == CLI_LIB_NONE;
}

/* The library's option k as the command takes it. */
static void library_option(int k, int table, const char *section, cli_option *out) {
    const char *name = p8_option_name(k);
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "--%s", name);
    out->arg = p8_option_argument(k);
    out->help = p8_option_summary(k);
    out->library = k;
    out->choices = p8_option_choices(k);
    out->section = section;
    if (strcmp(name, "reopen") == 0) {
        out->arg = NULL; /* a flag: on when given */
    } else if (strcmp(name, "algorithm") == 0) {
        out->help = "the algorithm: a preset of the options below, which they change";
        if (table) {
            out->extra = "table";
            out->extra_help = "walk down an exact distance table: a shortest solution with no "
                              "search (and no other run option)";
        }
    } else if (strcmp(name, "heuristic") == 0) {
        out->extra = "pdb:GROUPS";
        out->extra_help = "a pattern database of the tile groups given, built for the goal "
                          "(pdb:1234/5678: tiles 1-4 and 5-8)";
    }
}

static void own_option(const cli_opt *o, const char *section, cli_option *out) {
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "%s", o->name);
    out->arg = o->arg;
    out->help = o->help;
    out->repeat = o->repeat;
    out->library = -1;
    out->choices = -1;
    out->section = section;
}

/* The entries of the library's options (CLI_LIB_RUN): each of its table, and --tree after the
 * duplicate policy. */
static int run_entries(void) { return p8_option_count() + 1; }

static void run_entry(int j, int table, const char *section, cli_option *out) {
    int dup = p8_option_lookup("duplicates"), n = p8_option_count();
    if (dup < 0) dup = n - 1;
    if (j == dup + 1) {
        memset(out, 0, sizeof *out);
        snprintf(out->name, sizeof out->name, "--tree");
        out->help = "tree search: keep no table of the boards seen (--duplicates parent)";
        out->library = out->choices = -1;
        out->section = section;
        return;
    }
    library_option(j > dup ? j - 1 : j, table, section, out);
}

/* Entry *i of opts (counting down *i past the leaves before it): 1 when reached. */
static int walk(const cli_opt *opts, int *i, const char *section, cli_option *out) {
    const cli_opt *o;
    for (o = opts; o != NULL && !is_end(o); o++) {
        if (o->group != NULL) {
            if (walk(o->group, i, o->label ? o->label : section, out)) return 1;
        } else if (o->library == CLI_LIB_RUN || o->library == CLI_LIB_RUN_TABLE) {
            if (*i < run_entries()) {
                run_entry(*i, o->library == CLI_LIB_RUN_TABLE, section, out);
                return 1;
            }
            *i -= run_entries();
        } else if ((*i)-- == 0) {
            int k = o->library == CLI_LIB_ONE && o->name ? p8_option_lookup(o->name + 2) : -1;
            if (o->name == NULL) { /* a paragraph */
                memset(out, 0, sizeof *out);
                out->text = o->text;
                out->library = out->choices = -1;
                out->section = section;
            } else if (k >= 0) {
                library_option(k, 0, section, out);
                if (o->help != NULL) out->help = o->help, out->no_default = 1;
            } else {
                own_option(o, section, out);
            }
            return 1;
        }
    }
    return 0;
}

int cli_option_at(const cli_opt *opts, int i, cli_option *out) {
    return i >= 0 && walk(opts, &i, NULL, out);
}

int cli_option_find(const cli_opt *opts, const char *name, cli_option *out) {
    int i;
    for (i = 0; cli_option_at(opts, i, out); i++)
        if (out->name[0] != '\0' && strcmp(out->name, name) == 0) return 1;
    return 0;
}

/* 1 if library option k has the same value under every algorithm's preset. */
static int same_under_presets(int k, char *first, size_t cap) {
    p8_search *s = NULL;
    char v[64];
    int a, n = p8_choice_count(P8_CHOICE_ALGORITHM), same = 1;
    if (p8_search_new(&s) != P8_OK) return -1;
    p8_search_get_option(s, p8_option_name(k), first, cap); /* the library's default */
    for (a = 0; a < n && same; a++) {
        p8_search_set_algorithm(s, a);
        p8_search_get_option(s, p8_option_name(k), v, sizeof v);
        same = strcmp(v, first) == 0;
    }
    p8_search_free(s);
    return same;
}

const char *cli_option_default(const cli_option *o, char *buf, size_t cap) {
    int same;
    if (o->library < 0 || o->no_default) return NULL;
    same = same_under_presets(o->library, buf, cap);
    if (same < 0) return NULL;
    if (same || o->choices == P8_CHOICE_ALGORITHM) return buf; /* the algorithm: the library's */
    snprintf(buf, cap, "the algorithm's own");
    return buf;
}

const char *cli_option_topic(int k, char *buf, size_t cap) {
    const char *name = p8_option_name(k);
    size_t n;
    if (name == NULL || p8_option_choices(k) < 0) return NULL;
    n = strlen(name);
    snprintf(buf, cap, "%s%s", name, n > 0 && name[n - 1] == 's' ? "" : "s");
    return buf;
}

void cli_command_usage(const cli_command *cmd, int more, cli_text *t) {
    const cli_opt *o;
    cli_option opt;
    cli_text_puts(t, CLI_PROG " ");
    if (more) {
        cli_text_puts(t, cmd->more_usage);
        return;
    }
    cli_text_puts(t, cmd->name);
    for (o = cmd->options; o != NULL && !is_end(o); o++) {
        if (o->group != NULL) {
            if (o->label != NULL) cli_text_printf(t, " [%s]", o->label);
            continue;
        }
        if (o->name == NULL) continue; /* a paragraph */
        if (o->library == CLI_LIB_ONE && cli_option_find(cmd->options, o->name, &opt))
            cli_text_printf(t, " [%s%s%s]", opt.name, opt.arg ? " " : "", opt.arg ? opt.arg : "");
        else
            cli_text_printf(t, " [%s%s%s]%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "",
                            o->repeat ? "..." : "");
    }
    if (cmd->args != NULL && cmd->args[0] != '\0') cli_text_printf(t, " %s", cmd->args);
}

/* What a memory class means, in a student's words (p8_memory_name's names; another: its name). */
static const char *memory_words(const char *name) {
    static const char *const words[][2] = {
        {"states", "every board it reaches"}, {"path", "the current path and its children"},
        {"budget", "at most the node budget's nodes"}, {"moves", "the moves it made"},
    };
    size_t k;
    for (k = 0; k < sizeof words / sizeof words[0]; k++)
        if (strcmp(words[k][0], name) == 0) return words[k][1];
    return name;
}

void cli_value_facts(cli_text *t, int kind, int v) {
    const char *aliases = p8_choice_aliases(kind, v);
    uint64_t f[(int)P8_ALGINFO_FIELDS + (int)P8_HINFO_FIELDS];
    cli_text_puts(t, p8_choice_label(kind, v));
    if (aliases != NULL && aliases[0] != '\0') { /* space-separated: "a* a-star" */
        cli_text_puts(t, " (also ");
        for (; *aliases != '\0'; aliases++) {
            if (*aliases == ' ') cli_text_puts(t, ", ");
            else cli_text_put(t, aliases, 1);
        }
        cli_text_puts(t, ")");
    }
    if (kind == P8_CHOICE_ALGORITHM && p8_algorithm_info(v, f, P8_ALGINFO_FIELDS) >= P8_ALGINFO_FIELDS)
        cli_text_printf(t, "; %s; memory: %s",
                        f[P8_ALGINFO_OPTIMAL] ? "a shortest solution" : "no shortest-solution guarantee",
                        memory_words(p8_memory_name((int)f[P8_ALGINFO_MEMORY])));
    if (kind == P8_CHOICE_HEURISTIC && p8_heuristic_info(v, f, P8_HINFO_FIELDS) >= P8_HINFO_FIELDS)
        cli_text_printf(t, "; %sadmissible, %sconsistent", f[P8_HINFO_ADMISSIBLE] ? "" : "not ",
                        f[P8_HINFO_CONSISTENT] ? "" : "not ");
}
