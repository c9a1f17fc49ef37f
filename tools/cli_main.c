/* SPDX-License-Identifier: MIT */
/*
 * cli_main.c - p8_cli_main (puzzle8_cli.h): a call's context, the table of commands, the end of
 * a call (its write error), and p8_cli_interrupt with the list of the calls running, the only
 * state the command keeps between calls.
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* The lock of the list. A WebAssembly build without threads (wasm32-wasi has no pthread.h)
 * has no other thread to interrupt from: no lock. Windows (mingw-w64, MSVC): a slim
 * reader/writer lock, statically initialised as a pthread mutex is (no winpthread DLL). */
#if defined(__wasi__) && !defined(_REENTRANT)
#  define CLI_LOCK()   ((void)0)
#  define CLI_UNLOCK() ((void)0)
#elif defined(_WIN32)
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>
static SRWLOCK registry_lock = SRWLOCK_INIT;
#  define CLI_LOCK()   AcquireSRWLockExclusive(&registry_lock)
#  define CLI_UNLOCK() ReleaseSRWLockExclusive(&registry_lock)
#else
#  include <pthread.h>
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
#  define CLI_LOCK()   pthread_mutex_lock(&registry_lock)
#  define CLI_UNLOCK() pthread_mutex_unlock(&registry_lock)
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define CLI_LOAD(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#  define CLI_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#else
#  define CLI_LOAD(p) (*(volatile int *)(p))
#  define CLI_STORE(p, v) (*(volatile int *)(p) = (v))
#endif

/* The commands, in the order the unknown-command message lists them. */
typedef int (*cli_command_fn)(cli_ctx *c, int argc, char **argv, int first);
static const struct {
    const char *name;
    cli_command_fn run;
} commands[] = {
    {"solve", cmd_solve},       {"compare", cmd_compare},     {"check", cmd_check},
    {"random", cmd_random},     {"distance", cmd_distance},   {"histogram", cmd_histogram},
    {"check-heuristic", cmd_check_heuristic},                 {"graph", cmd_graph},
    {"draw", cmd_draw},         {"tree", cmd_tree},           {"trace-diff", cmd_trace_diff},
    {"grade", cmd_grade},       {"experiment", cmd_experiment},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

/* ---- The calls running, for p8_cli_interrupt ------------------------------------------------ */

static cli_ctx *registry;

static void registry_add(cli_ctx *c) {
    CLI_LOCK();
    c->prev = NULL;
    c->next = registry;
    if (registry != NULL) registry->prev = c;
    registry = c;
    CLI_UNLOCK();
}

static void registry_remove(cli_ctx *c) {
    CLI_LOCK();
    if (c->prev != NULL) c->prev->next = c->next;
    else registry = c->next;
    if (c->next != NULL) c->next->prev = c->prev;
    CLI_UNLOCK();
}

int p8_cli_interrupt(void *user) {
    cli_ctx *c;
    int n = 0;
    CLI_LOCK();
    for (c = registry; c != NULL; c = c->next) {
        if (c->user != user) continue;
        n++;
        if (c->experiment != NULL) { /* stopped with the rows so far (cmd_experiment.c) */
            c->experiment_stopped = 1;
            p8_experiment_cancel(c->experiment);
            continue;
        }
        CLI_STORE(&c->interrupted, 1);
        if (c->running != NULL) p8_search_cancel(c->running); /* alive: freed after cli_watch */
    }
    CLI_UNLOCK();
    return n;
}

int cli_watch(cli_ctx *c, p8_search *s) {
    int stop;
    CLI_LOCK();
    c->running = s;
    stop = CLI_LOAD(&c->interrupted);
    if (stop && s != NULL) p8_search_cancel(s);
    CLI_UNLOCK();
    return stop;
}

int cli_watch_experiment(cli_ctx *c, p8_experiment *e) {
    int stop;
    CLI_LOCK();
    c->experiment = e;
    stop = CLI_LOAD(&c->interrupted) || c->experiment_stopped;
    CLI_UNLOCK();
    return stop;
}

int cli_experiment_stopped(cli_ctx *c) {
    int stop;
    CLI_LOCK();
    stop = c->experiment_stopped;
    CLI_UNLOCK();
    return stop;
}

int cli_interrupted(cli_ctx *c) { return CLI_LOAD(&c->interrupted); }

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

static int dispatch(cli_ctx *c, int argc, char **argv) {
    const char *cmd;
    char q[96];
    size_t k;
    int i;

    if (argc < 2 || argv == NULL) {
        cli_usage(c, 1);
        return CLI_USAGE;
    }
    /* --help / -h anywhere before "--" win over everything else. */
    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            cli_usage(c, 0);
            return CLI_OK;
        }
    }
    cmd = argv[1];
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0 || strcmp(cmd, "version") == 0) {
        if (argc > 2) {
            cli_args a;
            cli_args_init(&a, c, argc, argv, 2, cmd);
            return cli_unexpected_argument(&a, argv[2]);
        }
        cli_printf(c, CLI_PROG " %s\n", p8_version_string());
        return CLI_OK;
    }
    if (strcmp(cmd, "help") == 0) {
        cli_usage(c, 0);
        return CLI_OK;
    }
    for (k = 0; k < NCOMMANDS; k++)
        if (strcmp(cmd, commands[k].name) == 0) return commands[k].run(c, argc, argv, 2);
    if (cmd[0] == '-' && cmd[1] != '\0') {
        cli_error(c, "unknown option %s (see '" CLI_PROG " --help')", cli_quote(cmd, q, sizeof q));
    } else {
        char list[256];
        size_t n = 0;
        for (k = 0; k < NCOMMANDS; k++) {
            int w = snprintf(list + n, sizeof list - n, "%s, ", commands[k].name);
            if (w < 0 || (size_t)w >= sizeof list - n) break;
            n += (size_t)w;
        }
        cli_error(c, "unknown command %s: expected %.*s or help", cli_quote(cmd, q, sizeof q),
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
    registry_add(&c);
    status = finish(&c, dispatch(&c, argc, argv));
    registry_remove(&c);
    return status;
}
