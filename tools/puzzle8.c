/* SPDX-License-Identifier: MIT */
/*
 * puzzle8.c - the puzzle8 program: main() is the command, p8_cli_main (puzzle8_cli.h), with the
 * C library's stdout and stderr. `python3 -m puzzle8` calls the same function.
 */
#include "puzzle8_cli.h"

int main(int argc, char **argv) { return p8_cli_main(argc, argv, NULL, NULL, NULL); }
