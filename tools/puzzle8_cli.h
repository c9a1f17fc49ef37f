/* SPDX-License-Identifier: MIT */
/*
 * puzzle8_cli.h - the puzzle8 command as a function: one implementation for every door.
 *
 * bin/puzzle8 (tools/puzzle8.c) is main() calling p8_cli_main; `python3 -m puzzle8` and the
 * Python package's console script call the same function through ctypes; the fuzz target
 * fuzz/fuzz_cli.c calls it in-process. The files of tools/ but puzzle8.c make the shared object
 * libpuzzle8cli.so.1 (built and installed beside libpuzzle8.so.1, which it links to), exporting
 * the two functions below and nothing else. They are not part of libpuzzle8's ABI: another
 * build (a self-contained Python package, a WebAssembly module) may compile tools/ into its own
 * library instead; the Python binding looks for p8_cli_main in libpuzzle8 itself first. The
 * files compile for wasm32-wasi too (there, with no threads, the list of running calls takes no
 * lock).
 *
 * The command's output, messages and exit statuses are documented in docs/cli.md and
 * puzzle8(1), not here.
 */
#ifndef PUZZLE8_CLI_H
#define PUZZLE8_CLI_H

#include "puzzle8.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The two exports (the sources are built with -fvisibility=hidden, as the library's). */
#ifndef P8_CLI_API
#  if defined(__GNUC__) && __GNUC__ >= 4
#    define P8_CLI_API __attribute__((visibility("default")))
#  else
#    define P8_CLI_API
#  endif
#endif

/* The exit status of a call that p8_cli_interrupt stopped (128 + SIGINT, as a shell
 * reports a program that Ctrl-C killed). */
#define P8_CLI_INTERRUPTED 130

/* Run the command line argv[0..argc-1] (argv[0] is the program's name, unused; argv[1] the
 * command, as main() gets them) and return its exit status: 0 success, 1 no solution, 2 usage or
 * input error, 3 library or system error, P8_CLI_INTERRUPTED.
 *
 * Standard output goes to out and the error messages (one line each, "puzzle8: ...\n") to err,
 * both called with user. A writer returns 0, or on failure a positive errno value (e.g.
 * ENOSPC), which the message names; any other non-zero value is taken as EIO. The standard
 * output is held in a 4096-byte buffer and written when it fills and at the end; after a failed
 * write nothing more is written to that stream, and the command ends with the one line
 * "puzzle8: cannot write output: <strerror>" and status 3, as a C program's stdio does. Each
 * message is one call of err. out or err NULL: the C library's stdout or stderr instead (its own
 * buffering, errno on failure): what bin/puzzle8 passes.
 *
 * Files named on the command line (--svg, --trace, --dot, graph --output, trace-diff's traces)
 * are opened with fopen, relative to the working directory; "-" is standard output (or, for
 * trace-diff, the C library's stdin).
 *
 * Re-entrant: any number of calls may run at once in different threads, each with its own
 * writers (two calls with NULL writers share stdout). The only state kept between calls is the
 * list of the calls running, for p8_cli_interrupt. Nothing is left allocated or open when it
 * returns. */
P8_CLI_API int p8_cli_main(int argc, char **argv, p8_write_fn out, p8_write_fn err, void *user);

/* Interrupt every call of p8_cli_main running now with this user pointer (NULL included), from
 * another thread (a Ctrl-C watcher): the search or output in progress stops within a few
 * milliseconds, nothing more is printed, and the call returns P8_CLI_INTERRUPTED. A call that is
 * starting a search at the very moment may miss it: call again until the call returns (the
 * Python binding does, every 20 ms). Not async-signal-safe (it takes a mutex). Returns the
 * number of calls it reached. */
P8_CLI_API int p8_cli_interrupt(void *user);

#ifdef __cplusplus
}
#endif

#endif /* PUZZLE8_CLI_H */
