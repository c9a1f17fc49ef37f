/* SPDX-License-Identifier: MIT */
/*
 * cli_main.c - p8_cli_main (puzzle8_cli.h): a call's context, the table of commands (each
 * command's own table: cmd_*.c), help and version, and the end of a call (its write error). The
 * top of the command's layers (cli.h): it calls the commands, the usage printers and the list of
 * the calls running (cli_interrupt.c), and nothing calls it.
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* The commands, in the order the overview and the unknown-command message list them; help and
 * version last. */
static const cli_command *const commands[] = {
    &cli_solve, &cli_compare, &cli_check, &cli_random, &cli_distance, &cli_histogram,
    &cli_check_heuristic, &cli_graph, &cli_draw, &cli_tree, &cli_trace_diff, &cli_grade,
    &cli_experiment, &cli_help, &cli_version,
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const cli_command *command_named(const char *name) {
    size_t k;
    for (k = 0; k < NCOMMANDS; k++)
        if (strcmp(name, commands[k]->name) == 0) return commands[k];
    return NULL;
}

/* ---- A call ---------------------------------------------------------------------------------- */

static void stream_init(cli_stream *s, p8_write_fn write, void *user, FILE *fp, int buffered) {
    s->write = write;
    s->user = user;
    s->fp = fp;
    s->err = s->reported = 0;
    s->buffered = write != NULL && buffered;
    s->len = 0;
}

/* Flush the standard output; a write error turns the status into CLI_FAILURE, with one line. */
static int finish(cli_ctx *c, int status) {
    int err = cli_interrupted(c) ? 0 : cli_flush(c);
    if (cli_interrupted(c)) { /* before or during that last write */
        c->out.len = 0;       /* as a killed program's buffer: never written */
        return CLI_INTERRUPTED;
    }
    if (c->out.write == NULL) {
        if (err == 0 && ferror(c->out.fp)) err = EIO;
        clearerr(c->out.fp); /* the next call in this process starts clean */
    }
    if (err != 0 && !c->out.reported) {
        cli_error(c, "cannot write output: %s", strerror(err));
        return CLI_FAILURE;
    }
    return err != 0 && status == CLI_OK ? CLI_FAILURE : status;
}

/* help [COMMAND|TOPIC] [--json] */
static int help(cli_ctx *c, int argc, char **argv) {
    cli_args a;
    cli_item it;
    const char *topic = NULL;
    const cli_command *cmd;
    char q[96], list[512], topics[256];
    size_t k, n = 0;
    int json = 0, more;
    cli_args_init(&a, c, argc, argv, 2, &cli_help);
    while ((more = cli_args_next(&a, &it)) > 0) {
        if (it.name != NULL) json = 1; /* --json */
        else if (topic == NULL) topic = it.value;
        else return cli_unexpected_argument(&a, it.value);
    }
    if (more < 0) return CLI_USAGE;
    if (json && topic != NULL) return cli_unexpected_argument(&a, topic);
    if (json) cli_usage_json(c, commands, NCOMMANDS);
    else if (topic == NULL) cli_usage_overview(c, 0, commands, NCOMMANDS);
    else if ((cmd = command_named(topic)) != NULL) cli_usage_command(c, cmd);
    else if (!cli_usage_topic(c, topic, commands, NCOMMANDS)) {
        for (k = 0; k < NCOMMANDS; k++) {
            int w = snprintf(list + n, sizeof list - n, "%s, ", commands[k]->name);
            if (w < 0 || (size_t)w >= sizeof list - n) break;
            n += (size_t)w;
        }
        cli_error(c, "help: no topic %s: expected a command (%.*s) or %s", cli_quote(topic, q, sizeof q),
                  n >= 2 ? (int)(n - 2) : 0, list, cli_usage_topics(topics, sizeof topics));
        return CLI_USAGE;
    }
    return CLI_OK;
}

static int dispatch(cli_ctx *c, int argc, char **argv) {
    const cli_command *cmd;
    char q[96];
    size_t k;
    int i;

    if (argc < 2 || argv == NULL) {
        cli_usage_overview(c, 1, commands, NCOMMANDS);
        return CLI_USAGE;
    }
    /* --help / -h anywhere before "--" win over everything else: the command's usage, or the
     * overview. */
    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            if ((cmd = command_named(argv[1])) != NULL) cli_usage_command(c, cmd);
            else cli_usage_overview(c, 0, commands, NCOMMANDS);
            return CLI_OK;
        }
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0 ||
        strcmp(argv[1], "version") == 0) {
        if (argc > 2) {
            cli_command as_typed = cli_version; /* its messages name the command as typed */
            cli_args a;
            as_typed.name = argv[1];
            cli_args_init(&a, c, argc, argv, 2, &as_typed);
            return cli_unexpected_argument(&a, argv[2]);
        }
        cli_printf(c, CLI_PROG " %s\n", p8_version_string());
        return CLI_OK;
    }
    if (strcmp(argv[1], "help") == 0) return help(c, argc, argv);
    if ((cmd = command_named(argv[1])) != NULL && cmd->run != NULL) return cmd->run(c, argc, argv, 2);
    if (argv[1][0] == '-' && argv[1][1] != '\0') {
        cli_error(c, "unknown option %s (see '" CLI_PROG " --help')", cli_quote(argv[1], q, sizeof q));
    } else {
        char list[256];
        size_t n = 0;
        for (k = 0; k < NCOMMANDS && commands[k]->run != NULL; k++) {
            int w = snprintf(list + n, sizeof list - n, "%s, ", commands[k]->name);
            if (w < 0 || (size_t)w >= sizeof list - n) break;
            n += (size_t)w;
        }
        cli_error(c, "unknown command %s: expected %.*s or help", cli_quote(argv[1], q, sizeof q),
                  n >= 2 ? (int)(n - 2) : 0, list);
    }
    return CLI_USAGE;
}

int p8_cli_main(int argc, char **argv, p8_write_fn out, p8_write_fn err, void *user) {
    cli_ctx c;
    int status;
    stream_init(&c.out, out, user, stdout, 1);
    stream_init(&c.err, err, user, stderr, 0);
    c.user = user;
    c.running = NULL;
    c.experiment = NULL;
    c.experiment_stopped = 0;
    c.interrupted = 0;
    c.board_order = CLI_ROWS;
    cli_registry_add(&c);
    status = finish(&c, dispatch(&c, argc, argv));
    cli_registry_remove(&c);
    return status;
}
