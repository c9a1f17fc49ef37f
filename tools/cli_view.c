/* SPDX-License-Identifier: MIT */
/*
 * cli_view.c - output files for the pictures and traces of puzzle8 (draw, solve --svg/--trace,
 * tree): open a path ("-" is stdout), a p8_write_fn that writes to it, and a close that reports
 * any write error with the file's name.
 */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int cli_out_open(cli_out *o, const char *option, const char *path) {
    o->path = path;
    o->option = option;
    o->err = 0;
    o->f_was_stdout = 0;
    if (strcmp(path, "-") == 0) {
        o->f = stdout;
        return CLI_OK;
    }
    if ((o->f = fopen(path, "w")) == NULL) {
        cli_error("%s: cannot create %s: %s", option, path, strerror(errno));
        return CLI_USAGE;
    }
    return CLI_OK;
}

int cli_out_write(const char *data, size_t len, void *user_data) {
    cli_out *o = user_data;
    if (fwrite(data, 1, len, o->f) != len) {
        o->err = errno ? errno : EIO;
        return -1;
    }
    return 0;
}

int cli_out_close(cli_out *o, int status) {
    int failed = o->err != 0;
    if (o->f == NULL) return status;
    o->f_was_stdout = o->f == stdout;
    if (fflush(o->f) != 0 && !failed) {
        o->err = errno;
        failed = 1;
    }
    if (o->f != stdout && fclose(o->f) != 0 && !failed) {
        o->err = errno;
        failed = 1;
    }
    o->f = NULL;
    if (failed) {
        cli_error("%s: cannot write %s: %s", o->option, strcmp(o->path, "-") ? o->path : "stdout",
                  strerror(o->err ? o->err : EIO));
        if (o->f_was_stdout) clearerr(stdout); /* reported once, here */
        return status == CLI_OK ? CLI_FAILURE : status;
    }
    return status;
}

int cli_solution_svg(const p8_result *r, const char *path) {
    cli_out out;
    int rc, status = cli_out_open(&out, "--svg", path);
    if (status != CLI_OK) return status;
    rc = p8_svg_solution(r, 8, cli_out_write, &out);
    if (rc != P8_OK && out.err == 0) status = cli_library_error("--svg", rc, NULL);
    return cli_out_close(&out, status);
}
