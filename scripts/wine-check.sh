#!/bin/bash
# SPDX-License-Identifier: MIT
# wine-check.sh - check a Windows build (mingw-w64, `make mingw-check` makes it in build/mingw)
# on Linux under wine: the DLL exports exactly test/exports.txt, the command's DLL
# (libpuzzle8cli.dll, when tools/ has p8_cli_main) exactly p8_cli_main and p8_cli_interrupt, the
# programs and DLLs need no DLL but the system's and libpuzzle8.dll, puzzle8.exe solves a board (the moves, applied by the
# harness's own rule, reach the goal) and prints the header's version, and every test program
# passes (test/run-tests.sh with wine as P8_TEST_WRAPPER; the public-API ones link the DLL).
#
# Usage: scripts/wine-check.sh BUILD_DIR
# Environment: WINE (default: wine64, wine, or Debian's /usr/lib/wine/wine64), WINESERVER (the
# one beside it), OBJDUMP (default x86_64-w64-mingw32-objdump), P8_TEST_QUICK etc. as for
# run-tests.sh. The wine prefix is BUILD_DIR/wine (made on the first run, ~30 s); one wineserver
# is kept for the whole run and stopped at the end. Exit 77 (skip) without wine.
# Last line: the sum over the checks here and the test programs, "N passed, N failed".
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
B=${1:?usage: wine-check.sh BUILD_DIR}
OBJDUMP=${OBJDUMP:-x86_64-w64-mingw32-objdump}

if [ -z "${WINE:-}" ]; then
    WINE=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
fi
if [ ! -x "$WINE" ] && ! command -v "$WINE" > /dev/null 2>&1; then
    echo "wine-check.sh: no wine (Debian: apt-get install wine64): skipped"
    exit 77
fi
if [ -z "${WINESERVER:-}" ]; then
    case $WINE in
        */wine64) WINESERVER=$(dirname "$WINE")/wineserver64 ;;
        *) WINESERVER=$(dirname "$(command -v "$WINE")")/wineserver ;;
    esac
    [ -x "$WINESERVER" ] || WINESERVER=wineserver
fi

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ $# -lt 2 ] || printf '     %s\n' "${@:2}"; }
finish() { "$WINESERVER" -k 2> /dev/null; echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

DLL=$B/bin/libpuzzle8.dll
EXE=$B/bin/puzzle8.exe
for f in "$DLL" "$B/lib/libpuzzle8.dll.a" "$B/lib/libpuzzle8.a" "$EXE"; do
    [ -f "$f" ] || { fail "$f exists (make CC=x86_64-w64-mingw32-gcc BUILD_DIR=$B all tests)"; finish; }
done
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8-wine.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

# 1. The DLL's export table is test/exports.txt, no more, no less.
"$OBJDUMP" -p "$DLL" | awk '/\[Ordinal\/Name Pointer\] Table/ { t = 1; next }
    t && NF == 0 { t = 0 } t { print $NF }' | sort > "$TMP/dll"
sort test/exports.txt > "$TMP/want"
if [ -s "$TMP/dll" ] && cmp -s "$TMP/dll" "$TMP/want"; then
    pass "libpuzzle8.dll exports the $(wc -l < "$TMP/want" | tr -d ' ') functions of test/exports.txt"
else
    fail "libpuzzle8.dll exports test/exports.txt" "$(diff "$TMP/want" "$TMP/dll" | head -n 10 | tr '\n' ' ')"
fi

# 1b. The command's DLL: its two functions, linked to libpuzzle8.dll.
CLI=$B/bin/libpuzzle8cli.dll
if [ -f tools/puzzle8_cli.h ]; then
    "$OBJDUMP" -p "$CLI" 2> /dev/null | awk '/\[Ordinal\/Name Pointer\] Table/ { t = 1; next }
        t && NF == 0 { t = 0 } t { print $NF }' | sort | tr '\n' ' ' > "$TMP/cli"
    if [ "$(cat "$TMP/cli")" = "p8_cli_interrupt p8_cli_main " ]; then
        pass "libpuzzle8cli.dll exports p8_cli_interrupt and p8_cli_main, nothing else"
    else
        fail "libpuzzle8cli.dll exports p8_cli_interrupt and p8_cli_main, nothing else" "got: $(cat "$TMP/cli")"
    fi
fi

# 2. What the programs import: system DLLs, and libpuzzle8.dll for the tests of the public API.
imports() { "$OBJDUMP" -p "$1" | awk '/DLL Name:/ { print tolower($3) }' | sort -u | tr '\n' ' '; }
system_only=yes
for f in "$EXE" "$DLL" $([ -f "$CLI" ] && echo "$CLI") "$B"/test/test_*.exe; do
    other=$(imports "$f" | tr ' ' '\n' | grep -vxE 'kernel32\.dll|msvcrt\.dll|ucrtbase\.dll|api-ms-win-.*|libpuzzle8\.dll|' || true)
    [ -z "$other" ] || { system_only=no; fail "$(basename "$f") needs only system DLLs" "imports: $(imports "$f")"; }
done
[ "$system_only" = yes ] && pass "puzzle8.exe, the DLLs and the test programs import system DLLs only (and libpuzzle8.dll)"
if [ -f "$CLI" ]; then
    case " $(imports "$CLI")" in
        *" libpuzzle8.dll "*) pass "libpuzzle8cli.dll is linked to libpuzzle8.dll" ;;
        *) fail "libpuzzle8cli.dll is linked to libpuzzle8.dll" "imports: $(imports "$CLI")" ;;
    esac
fi
ndll=0
for f in "$B"/test/test_*.exe; do case " $(imports "$f")" in *" libpuzzle8.dll "*) ndll=$((ndll + 1)) ;; esac; done
if [ "$ndll" -gt 0 ]; then pass "$ndll test programs run against libpuzzle8.dll"; else fail "test programs link libpuzzle8.dll"; fi

# 3. Under wine: one prefix, one server for every program.
export WINEPREFIX="$ROOT/$B/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p "$WINEPREFIX"
# The DLL is found through PATH (Z: is the Linux root in a wine prefix).
WINEPATH="Z:$(cd "$B/bin" && pwd | tr / '\\')"
export WINEPATH
"$WINESERVER" -p 2> /dev/null
"$WINE" cmd /c exit > /dev/null 2>&1   # makes the prefix on the first run

out=$("$WINE" "$EXE" --version 2> "$TMP/err" | tr -d '\r')
want="puzzle8 $(sed -n 's/^#define P8_VERSION_STRING "\(.*\)"$/\1/p' include/puzzle8.h)"
if [ "$out" = "$want" ]; then pass "puzzle8.exe --version: $out"; else fail "puzzle8.exe --version" "got [$out], want [$want]" "$(cat "$TMP/err")"; fi

# apply_moves, the CLI tests' own move rule (only it and apply_moves_to, of the harness).
eval "$(sed -n '/^apply_moves_to() {/,/^}/p; /^apply_moves() {/,/^}/p' test/cli_harness.sh)"
start="8 0 6 5 4 7 2 3 1"
goal="1 2 3 4 5 6 7 8 0"
out=$("$WINE" "$EXE" solve --goal "$goal" "$start" 2> "$TMP/err" | tr -d '\r')
moves=$(printf '%s\n' "$out" | sed -n 's/^moves: *//p')
if [ -n "$moves" ] && [ "$(apply_moves "$start" "$moves")" = "$goal" ]; then
    pass "puzzle8.exe solve '$start': ${#moves} moves that reach the goal"
else
    fail "puzzle8.exe solve '$start' prints moves that reach the goal" "$out" "$(cat "$TMP/err")"
fi

# 4. The test programs, through a wrapper that drops the "\r" Windows' text mode writes before
#    each "\n" (the runner reads the last line, "N passed, N failed"). A program that failed
#    having printed nothing at all never ran (every test program prints its summary line): wine
#    failed to start it, as happens now and then in a fresh prefix under load. It is run once more,
#    with wine's own error messages, and the log says so.
cat > "$TMP/wine-run" <<EOS
#!/bin/bash
out=\$("$WINE" "\$@" 2>&1 | tr -d "\\r"; exit "\${PIPESTATUS[0]}")
rc=\$?
if [ "\$rc" -ne 0 ] && [ -z "\$out" ]; then
    echo "wine-run: \$1 ended with status \$rc and printed nothing (wine did not start it?): run again"
    WINEDEBUG=err+all "$WINE" "\$@" 2>&1 | tr -d "\\r"
    exit "\${PIPESTATUS[0]}"
fi
printf '%s\\n' "\$out"
exit "\$rc"
EOS
chmod +x "$TMP/wine-run"
set -- "$B"/test/test_*.exe
if out=$(P8_TEST_WRAPPER="$TMP/wine-run" P8_TEST_SCRIPTS=none P8_TEST_LOGDIR="$B/test/logs" \
         sh test/run-tests.sh "$@"); then rc=0; else rc=$?; fi
printf '%s\n' "$out"
last=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
f=0
if [ -n "$last" ]; then
    passed=$((passed + ${last%% passed*}))
    f=${last#*passed, }
    f=${f%% failed}
    failed=$((failed + f))
fi
if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then fail "test/run-tests.sh exited $rc with no failure counted"; fi
finish
