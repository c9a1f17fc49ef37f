#!/usr/bin/env bash
# cli_parity_test.sh - run the one table of command-line cases, test/cli_cases.txt, against the C
# command (bin/puzzle8, or $PUZZLE8_BIN) and its Python mirror (`python3 -m puzzle8` on the
# in-tree bindings/python and lib/libpuzzle8.so.0). Each case checks, for each command, the exit
# status, stdout and stderr the table gives; then that the two commands agree: the same exit
# status, the same stderr and the same stdout (times masked), unless the case says "vary".
# Without python3 the Python half is skipped, with a note. The format is described at the top of
# test/cli_cases.txt. Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
BIN=${PUZZLE8_BIN:-bin/puzzle8}
CASES=${P8_CLI_CASES:-test/cli_cases.txt}
PYTHON=${PYTHON:-python3}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8parity.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
    local line
    failed=$((failed + 1))
    printf 'FAIL: %s\n' "$1"
    shift
    for line in "$@"; do printf '  %s\n' "$line"; done
}

if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi
COMMANDS="c"
if command -v "$PYTHON" >/dev/null 2>&1; then
    unset PUZZLE8_LIBRARY
    PYTHONPATH="$PWD/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
    PYTHONDONTWRITEBYTECODE=1
    export PYTHONPATH PYTHONDONTWRITEBYTECODE
    if where=$("$PYTHON" -c 'import puzzle8, sys; sys.stdout.write(puzzle8.library_path)' 2>&1) &&
        [ "${where#"$PWD/lib/"}" != "$where" ]; then
        COMMANDS="c py"
        echo "cli_parity_test.sh: $BIN and $("$PYTHON" --version 2>&1) -m puzzle8 (library $where)"
    else
        fail "the Python binding does not load the in-tree lib/libpuzzle8.so.0 (build it: make)" "$where"
    fi
else
    echo "cli_parity_test.sh: NOTE: $PYTHON not found: the Python half (python3 -m puzzle8) is skipped"
fi

# run_one WHO: run the current case with the C command (c) or the Python one (py); leaves
# $TMP/WHO.out, .err and .rc.
run_one() {
    local who=$1
    local -a cmd
    if [ "$who" = c ]; then cmd=("$BIN"); else cmd=("$PYTHON" -m puzzle8); fi
    eval "set -- $args" || return
    : >"$TMP/$who.out"
    case $redirect in
        "stdout full") "${cmd[@]}" "$@" </dev/null >/dev/full 2>"$TMP/$who.err" ;;
        "stdout closed") "${cmd[@]}" "$@" </dev/null >&- 2>"$TMP/$who.err" ;;
        "stderr full") "${cmd[@]}" "$@" </dev/null >"$TMP/$who.out" 2>/dev/full ;;
        *) "${cmd[@]}" "$@" </dev/null >"$TMP/$who.out" 2>"$TMP/$who.err" ;;
    esac
    echo $? >"$TMP/$who.rc"
}

# check_lines WHAT FILE SPECS MORE: FILE's lines match SPECS (lines "=TEXT" exact or "~ERE" the
# whole line), in order; FILE has no other line unless MORE is 1.
check_lines() {
    local what=$1 file=$2 specs=$3 more=$4 n i=0 spec line want
    n=$(awk 'END { print NR }' "$file")
    [ -n "$specs" ] && while IFS= read -r spec; do
        i=$((i + 1))
        line=$(sed -n "${i}p" "$file")
        want=${spec#?}
        if [ "$i" -gt "$n" ]; then
            fail "$what: line $i is missing" "want: [$want]"
            return
        fi
        case $spec in
            =*) [ "$line" = "$want" ] ;;
            *) printf '%s\n' "$line" | LC_ALL=C grep -Eqx -- "$want" ;;
        esac || {
            fail "$what: line $i" "got:  [$line]" "want: [$want]$([ "${spec%"${spec#?}"}" = "~" ] && echo ' (ERE)')"
            return
        }
    done <<<"$specs"
    if [ "$more" = 0 ] && [ "$n" -ne "$i" ]; then
        fail "$what: $n lines, expected $i" "$(head -c 600 "$file")"
        return
    fi
    pass
}

# mask FILE: the text with times masked and runs of spaces squeezed (the time column's width
# varies, and the table is aligned to it).
mask() { sed -E 's/[0-9]+\.[0-9]+( ms)?$/T\1/; s/ +/ /g' "$1"; }

run_case() {
    [ "$cases" -gt 0 ] || return 0
    if [ -z "$exit" ]; then
        fail "$CASES: the case 'run $args' has no exit line"
        return
    fi
    local name="puzzle8 $args${redirect:+ ($redirect)}" who
    for who in $COMMANDS; do run_one "$who" & done
    wait
    for who in $COMMANDS; do
        local label="[$who] $name"
        if [ ! -f "$TMP/$who.rc" ]; then
            fail "$label: bad arguments in the table"
            continue
        fi
        if [ "$(cat "$TMP/$who.rc")" = "$exit" ]; then pass; else
            fail "$label: exit status $(cat "$TMP/$who.rc"), expected $exit" "stderr: $(head -c 400 "$TMP/$who.err")"
        fi
        [ "$redirect" = "stderr full" ] || check_lines "$label: stderr" "$TMP/$who.err" "$err_specs" "$err_more"
        check_lines "$label: stdout" "$TMP/$who.out" "$out_specs" "$out_more"
    done
    if [ "$COMMANDS" = "c py" ]; then
        if [ "$(cat "$TMP/c.rc")" = "$(cat "$TMP/py.rc")" ]; then pass; else
            fail "$name: exit status: C $(cat "$TMP/c.rc"), Python $(cat "$TMP/py.rc")"
        fi
        if [ "$vary" = 0 ] && [ "$redirect" != "stderr full" ]; then
            if cmp -s "$TMP/c.err" "$TMP/py.err"; then pass; else
                fail "$name: the stderr of C and Python differ" "$(diff "$TMP/c.err" "$TMP/py.err" | head -n 8)"
            fi
        fi
        if [ "$vary" = 0 ]; then
            if [ "$(mask "$TMP/c.out")" = "$(mask "$TMP/py.out")" ]; then pass; else
                fail "$name: the stdout of C and Python differ (times masked)" \
                    "$(diff <(mask "$TMP/c.out") <(mask "$TMP/py.out") | head -n 8)"
            fi
        fi
    fi
    rm -f "$TMP"/*.rc "$TMP"/*.out "$TMP"/*.err
}

cases=0
args=""
lineno=0
new_case() {
    args=${1# } exit="" redirect="" vary=0 out_specs="" err_specs="" out_more=0 err_more=0
    [ "${2:-}" = first ] || cases=$((cases + 1))
}
add_spec() { if [ -z "${!1}" ]; then printf -v "$1" '%s' "$2"; else printf -v "$1" '%s\n%s' "${!1}" "$2"; fi; }
new_case "" first
while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    case $line in
        "" | "#"*) ;;
        "run" | "run "*) run_case; new_case "${line#run}" ;;
        "exit "*) exit=${line#exit } ;;
        "out "*) add_spec out_specs "=${line#out }" ;;
        "out~ "*) add_spec out_specs "~${line#out~ }" ;;
        "out+") out_more=1 ;;
        "err "*) add_spec err_specs "=${line#err }" ;;
        "err~ "*) add_spec err_specs "~${line#err~ }" ;;
        "err+") err_more=1 ;;
        "stdout full" | "stdout closed" | "stderr full") redirect=$line ;;
        "vary") vary=1 ;;
        *) fail "$CASES:$lineno: cannot read [$line]" ;;
    esac
done <"$CASES"
run_case
if [ "$cases" -ge 100 ]; then pass; else fail "$CASES: only $cases cases (expected at least 100)"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
