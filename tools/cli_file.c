/* SPDX-License-Identifier: MIT */
/*
 * cli_file.c - output files for the pictures and traces of puzzle8 (draw, solve --svg/--trace,
 * tree): open a path ("-" is the standard output), a p8_write_fn that writes to it, and a close
 * that reports any write error with the file's name (escaped: the message stays one line).
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int cli_file_open(cli_ctx *c, cli_file *o, const char *option, const char *path) {
    char q[CLI_QUOTED_PATH];
    o->c = c;
    o->path = path;
    o->option = option;
    o->err = 0;
    o->f = NULL;
    if (strcmp(path, "-") == 0) return CLI_OK;
    if ((o->f = fopen(path, "w")) == NULL) {
        cli_error(c, "%s: cannot create %s: %s", option, cli_quote(path, q, sizeof q), strerror(errno));
        return CLI_USAGE;
    }
    return CLI_OK;
}

int cli_file_write(const char *data, size_t len, void *user_data) {
    cli_file *o = user_data;
    if (o->f == NULL) return cli_out_fn(data, len, o->c);
    if (o->err == 0 && fwrite(data, 1, len, o->f) != len) o->err = errno ? errno : EIO;
    return o->err != 0 || cli_interrupted(o->c) ? -1 : 0;
}

int cli_file_close(cli_file *o, int status) {
    char q[CLI_QUOTED_PATH];
    cli_ctx *c = o->c;
    if (o->f == NULL) { /* "-": the standard output's own error, reported here and not again */
        o->err = cli_flush(c);
        if (o->err != 0) c->out.reported = 1;
    } else {
        if (fflush(o->f) != 0 && o->err == 0) o->err = errno ? errno : EIO;
        if (fclose(o->f) != 0 && o->err == 0) o->err = errno ? errno : EIO;
        o->f = NULL;
    }
    if (o->err == 0) return status;
    cli_error(c, "%s: cannot write %s: %s", o->option,
              strcmp(o->path, "-") != 0 ? cli_quote(o->path, q, sizeof q) : "stdout", strerror(o->err));
    return status == CLI_OK ? CLI_FAILURE : status;
}

int cli_solution_svg(cli_ctx *c, const p8_result *r, const char *path) {
    cli_file out;
    int rc, status = cli_file_open(c, &out, "--svg", path);
    if (status != CLI_OK) return status;
    rc = p8_svg_solution(r, 8, cli_file_write, &out);
    if (rc != P8_OK && out.err == 0 && c->out.err == 0 && !cli_interrupted(c))
        status = cli_library_error(c, "--svg", rc, NULL);
    return cli_file_close(&out, status);
}
