#!/bin/sh
# SPDX-License-Identifier: MIT
# fuzz_replay_test.sh - replay the committed fuzz corpora (fuzz/corpus/parse, search, table, view,
# cli) through the fuzz targets built WITHOUT libFuzzer: fuzz/fuzz_*.c + fuzz/replay.c + src/**/*.c
# (and, for fuzz_cli, the command's sources: tools/*.c but puzzle8.c),
# compiled with the normal $CC (and $CFLAGS/$LDFLAGS if set) with the project's warning flags,
# in a scratch directory (the normal build/ is not touched). Each corpus file is one check: it
# passes when the target's invariants all hold (a violation aborts the replay program).
# Last line: "N passed, N failed". Exit 77 (skip) if there is no fuzz/ directory.
set -u
P8_ROOT=${P8_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$P8_ROOT" || exit 1
CC=${CC:-cc}
[ -d fuzz ] || { echo "no fuzz/ directory"; exit 77; }

work=$(mktemp -d "${TMPDIR:-/tmp}/p8-fuzz-replay.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT INT TERM

passed=0
failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

flags="-std=c99 -Wall -Wextra -Wpedantic -Wstrict-prototypes -Wmissing-prototypes"
cppflags="-Iinclude -Isrc -D_POSIX_C_SOURCE=200809L"
# shellcheck disable=SC2086
build() { # NAME: build $work/NAME from fuzz/NAME.c, replay.c and the library sources
    extra=
    [ "$1" != fuzz_cli ] || extra="-Itools -pthread $(ls tools/*.c | grep -v '^tools/puzzle8\.c$')"
    $CC $cppflags ${CPPFLAGS:-} ${CFLAGS:--O2 -g} $flags ${LDFLAGS:-} -o "$work/$1" \
        "fuzz/$1.c" fuzz/replay.c src/*/*.c $extra ${LDLIBS:-} > "$work/$1.build.log" 2>&1
}

for target in parse search table view cli; do
    if build "fuzz_$target" && [ ! -s "$work/fuzz_$target.build.log" ]; then
        passed=$((passed + 1))
    elif [ -x "$work/fuzz_$target" ]; then
        fail "fuzz_$target builds with warnings:"; cat "$work/fuzz_$target.build.log"
    else
        fail "fuzz_$target does not build:"; cat "$work/fuzz_$target.build.log"
        continue
    fi
    count=0
    for f in fuzz/corpus/$target/*; do
        [ -f "$f" ] || continue
        count=$((count + 1))
        if "$work/fuzz_$target" "$f" > "$work/out" 2>&1; then
            passed=$((passed + 1))
        else
            fail "fuzz_$target $f (exit status $?)"
            sed 's/^/    /' "$work/out" | head -n 20
        fi
    done
    # The corpus is committed: an empty one means a broken checkout.
    if [ "$count" -ge 10 ]; then passed=$((passed + 1)); else fail "fuzz/corpus/$target has $count files"; fi
    echo "fuzz_$target: $count corpus files replayed"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
