/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli.c - libFuzzer target: the puzzle8 command line, in-process. The input's bytes make
 * an argument vector (words of the command's own vocabulary, and raw strings), which
 * p8_cli_main (tools/puzzle8_cli.h) runs with writers that capture its output; every call runs
 * in the same process, so a leak, a use after free or state carried from one call to the next
 * shows.
 *
 * Input: byte 0 picks the writers: bits 0-2 the standard output's budget (the writer fails with
 * ENOSPC past it: 0, 1, 100, 4096 or 65536 bytes, or 1 MiB), bit 3 a failing error stream
 * (EBADF), bit 4 p8_cli_interrupt from the first write of the standard output (as a Ctrl-C
 * watcher would); then tokens, each one byte t and maybe more: t < 0xc0 the word words[t % N];
 * else a raw string of (t & 0x3f) bytes that follow (a NUL ends it early).
 *
 * It touches no file outside a directory of its own (mkdtemp, removed at exit): every call runs
 * there (chdir, and back), no argument has a '/', the directory is emptied after each call and
 * holds two small traces before it (for trace-diff), stdin is /dev/null, and RLIMIT_FSIZE caps
 * any file at 2 MiB (SIGXFSZ ignored: the write fails). The work per call is bounded: solve,
 * compare and tree get "--max-expansions=2000" twice before their "--" (or at the end), so that
 * it is the last limit even when the option before it takes the first as its value; `random`
 * lines with a number of 7 digits or more and --scramble are skipped (a scramble of K moves
 * costs K); the other commands are bounded by the state space (181,440 boards) and the output
 * budget.
 *
 * Invariants (a violation aborts): the status is 0, 1, 2 or 3, or 130 exactly when interrupted;
 * after an interrupt nothing more is written; each write on the error stream is one whole
 * line "puzzle8: ...\n" (but the usage text, for a bare `puzzle8`); a failed write of the
 * standard output makes the status 3 (or 130) and is reported by a line naming the error.
 */
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "puzzle8_cli.h"

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            fprintf(stderr, "fuzz_cli: %s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                           \
        }                                                                                      \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const words[] = {
    /* commands */
    "solve", "compare", "check", "random", "distance", "histogram", "check-heuristic", "graph",
    "draw", "tree", "trace-diff", "help", "version", "--version", "-V", "--help", "-h",
    /* options */
    "--algorithm", "--heuristic", "--goal", "--weights", "--tree", "--reopen", "--max-expansions",
    "--max-depth", "--max-memory", "--max-time", "--frontier", "--duplicates", "--seed", "--show",
    "--svg", "--trace", "--expansions", "--dot", "--list", "--against", "--format", "--component",
    "--distances", "--output", "--moved", "--scramble", "--distance", "--ignore-header", "--",
    "-", "--bogus", "-x", "--tree=1", "--seed=3", "--max-depth=3", "--weights=1,2",
    "--algorithm=table", "--goal=012345678", "--list=0", "--max-memory=50000", "--frontier=heap",
    /* values */
    "bfs", "dfs", "ucs", "greedy", "astar", "iddfs", "idastar", "bibfs", "random-walk", "table",
    "tables", "zero", "goal-test", "misplaced", "manhattan", "linear-conflict", "all", "fifo",
    "lifo", "heap", "bucket", "none", "parent", "path", "graph", "line", "grid", "compact", "csv",
    "csv-nodes", "graphml", "dot", "goal", "other", "svg", "0", "1", "2", "3", "5", "8", "9", "12",
    "20", "31", "32", "100", "4294967296", "18446744073709551615", "18446744073709551616", "-1",
    "1,2", "0,1", "1,0", "2,1", "0,0", "1", "x", "",
    /* boards */
    "806547231", "123456780", "123456708", "8 0 6 5 4 7 2 3 1", "1 2 3 4 5 6 8 7 0",
    "012345678", "7 2 4 5 0 6 8 3 1", "5 4 2 1 0 3 7 8 6", "8 0 6/5 4 7/2 3 1", "12345678",
    "806547233", "4", "6", "7",
    /* files (in the fuzzer's own directory) */
    "a.jsonl", "b.jsonl", "t.jsonl", "out.svg", "out.dot", "g.csv", "..", ".",
};
#define NWORDS (sizeof words / sizeof words[0])

static const char trace_a[] =
    "{\"type\":\"header\",\"format\":\"puzzle8-trace\",\"version\":1,\"library\":\"0.2.0\"}\n"
    "{\"type\":\"event\",\"event\":\"expand\",\"id\":0,\"parent\":null,\"move\":null,\"g\":0,"
    "\"h\":5,\"key\":5,\"state\":\"134862705\"}\n";
static const char trace_b[] =
    "{ \"type\" : \"header\", \"format\": \"puzzle8-trace\", \"version\": 1, \"frontier\": \"lifo\" }\n"
    "{\"type\":\"event\",\"event\":\"expand\",\"id\":0,\"parent\":null,\"move\":null,\"g\":0,"
    "\"h\":6,\"key\":6,\"state\":\"134862705\"}\n";

#define MAX_FILE ((rlim_t)2 << 20)

static char dir[64];
static int dir_fd = -1;

/* Remove every file of the fuzzer's directory. */
static void empty_dir(void) {
    DIR *d = fdopendir(dup(dir_fd));
    struct dirent *e;
    if (d == NULL) return;
    rewinddir(d); /* the duplicate shares dir_fd's offset, at the end since the last time */
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) unlinkat(dir_fd, e->d_name, 0);
    closedir(d);
}

static void remove_dir(void) {
    empty_dir();
    rmdir(dir);
}

static void put_file(const char *name, const char *text) {
    int fd = openat(dir_fd, name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    if (write(fd, text, strlen(text)) < 0) { /* nothing: trace-diff then says so */ }
    close(fd);
}

static void init(void) {
    struct rlimit lim;
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/p8fuzzcli.XXXXXX", tmp != NULL && strlen(tmp) < 40 ? tmp : "/tmp");
    CHECK(mkdtemp(dir) != NULL);
    CHECK((dir_fd = open(dir, O_RDONLY | O_DIRECTORY)) >= 0);
    atexit(remove_dir);
    CHECK(freopen("/dev/null", "r", stdin) != NULL);
    signal(SIGXFSZ, SIG_IGN);
    if (getrlimit(RLIMIT_FSIZE, &lim) == 0 && (lim.rlim_cur == RLIM_INFINITY || lim.rlim_cur > MAX_FILE)) {
        lim.rlim_cur = MAX_FILE;
        CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
    }
}

/* ---- The writers ------------------------------------------------------------------------- */

typedef struct capture {
    size_t budget, out_bytes;    /* the standard output fails past budget bytes */
    int out_failed, err_fails;   /* a write of the standard output failed; the error stream fails */
    int interrupt, interrupted;  /* p8_cli_interrupt at the first write of the standard output */
    int bare;                    /* argc < 2: the usage text goes to the error stream */
    int err_lines;
    int cannot_write;            /* a message said a write failed */
} capture;

static int out_fn(const char *data, size_t len, void *user) {
    capture *c = user;
    (void)data;
    CHECK(!c->interrupted);
    CHECK(len > 0);
    if (c->interrupt) {
        c->interrupted = 1;
        CHECK(p8_cli_interrupt(c) == 1);
    }
    if (c->out_bytes + len > c->budget) {
        c->out_failed = 1;
        return ENOSPC;
    }
    c->out_bytes += len;
    return 0;
}

/* 1 if data[0..len) holds the text s. */
static int contains(const char *data, size_t len, const char *s) {
    size_t n = strlen(s), i;
    for (i = 0; i + n <= len; i++)
        if (memcmp(data + i, s, n) == 0) return 1;
    return 0;
}

static int err_fn(const char *data, size_t len, void *user) {
    capture *c = user;
    CHECK(!c->interrupted);
    CHECK(len > 0);
    if (!c->bare) { /* one whole line per write */
        CHECK(len > 9 && memcmp(data, "puzzle8: ", 9) == 0);
        CHECK(data[len - 1] == '\n' && memchr(data, '\n', len) == data + len - 1);
        if (contains(data, len, "cannot write") && contains(data, len, strerror(ENOSPC)))
            c->cannot_write = 1;
    }
    c->err_lines++;
    return c->err_fails ? EBADF : 0;
}

/* ---- The argument vector ------------------------------------------------------------------- */

#define MAX_ARGS 40

static int has_long_number(const char *s) {
    int run = 0;
    for (; *s != '\0'; s++) {
        run = *s >= '0' && *s <= '9' ? run + 1 : 0;
        if (run >= 7) return 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const size_t budgets[8] = {0, 1, 100, 4096, 65536, 1u << 20, 1u << 20, 1u << 20};
    static int ready;
    char *argv[MAX_ARGS + 4];
    char raw[MAX_ARGS][64];
    char limit[] = "--max-expansions=2000";
    int argc = 1, nraw = 0, i, dashdash, status, orig, scramble = 0, long_number = 0, search;
    capture c;
    size_t at = 1;

    if (size < 1) return 0;
    if (!ready) {
        init();
        ready = 1;
    }
    memset(&c, 0, sizeof c);
    c.budget = budgets[data[0] & 7];
    c.err_fails = data[0] >> 3 & 1;
    c.interrupt = data[0] >> 4 & 1;
    argv[0] = (char *)"puzzle8";
    while (at < size && argc < MAX_ARGS) {
        uint8_t t = data[at++];
        if (t < 0xc0) {
            argv[argc++] = (char *)words[t % NWORDS];
        } else {
            size_t n = t & 0x3f, k;
            for (k = 0; k < n && at < size && data[at] != 0; k++, at++) /* n < sizeof raw[0] */
                raw[nraw][k] = data[at] == '/' ? '_' : (char)data[at];    /* no path outside */
            raw[nraw][k] = '\0';
            argv[argc++] = raw[nraw++];
        }
    }
    for (i = 1; i < argc; i++) {
        scramble |= strstr(argv[i], "scramble") != NULL;
        long_number |= has_long_number(argv[i]);
    }
    if (argc > 1 && strcmp(argv[1], "random") == 0 && scramble && long_number) return 0;
    /* the expansion limit of the searching commands, twice, before "--" */
    search = argc > 1 && (strcmp(argv[1], "solve") == 0 || strcmp(argv[1], "compare") == 0 ||
                          strcmp(argv[1], "tree") == 0);
    if (search) {
        for (dashdash = 2; dashdash < argc && strcmp(argv[dashdash], "--") != 0; dashdash++) continue;
        memmove(argv + dashdash + 2, argv + dashdash, (size_t)(argc - dashdash) * sizeof *argv);
        argv[dashdash] = argv[dashdash + 1] = limit;
        argc += 2;
    }
    argv[argc] = NULL;
    c.bare = argc < 2;

    put_file("a.jsonl", trace_a);
    put_file("b.jsonl", trace_b);
    CHECK((orig = open(".", O_RDONLY | O_DIRECTORY)) >= 0);
    CHECK(fchdir(dir_fd) == 0);
    status = p8_cli_main(argc, argv, out_fn, err_fn, &c);
    CHECK(fchdir(orig) == 0);
    close(orig);
    empty_dir();

    if (c.interrupted) {
        CHECK(status == P8_CLI_INTERRUPTED);
    } else {
        CHECK(status >= 0 && status <= 3);
        if (c.out_failed) CHECK(status == 3);
        if (c.out_failed && !c.err_fails) CHECK(c.cannot_write);
    }
    CHECK(p8_cli_interrupt(&c) == 0); /* the call is over: it left the list */
    return 0;
}
