#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cli_parity_test.sh - run the one table of command-line cases, test/cli_cases.txt, against the C
# command (bin/puzzle8, or $PUZZLE8_BIN) and its Python mirror (`python3 -m puzzle8` on the
# in-tree bindings/python and lib/libpuzzle8.so.0). Each case checks, for each command, the exit
# status, stdout and stderr the table gives; then that the two commands agree: the same exit
# status, the same stderr and the same stdout (times masked), unless the case says "vary".
# Without python3 the Python half is skipped, with a note. make check runs a sample of the cases
# (P8_PARITY_EVERY, below; cli_test.sh runs them all against the C command), make check-full all
# (P8_FULL=1). The format is described at the top of test/cli_cases.txt. Last line: "N passed, N failed"; exit status 0 only if nothing failed.
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

# run_one K WHO: run case K with the C command (c) or the Python one (py); leaves $TMP/K/WHO.out,
# .err and .rc.
run_one() {
    local k=$1 dir=$TMP/$1 who=$2
    local -a cmd
    if [ "$who" = c ]; then cmd=("$BIN"); else cmd=("$PYTHON" -m puzzle8); fi
    eval "set -- ${c_args[$k]}" || return
    : >"$dir/$who.out"
    case ${c_redirect[$k]} in
        "stdout full") "${cmd[@]}" "$@" </dev/null >/dev/full 2>"$dir/$who.err" ;;
        "stdout closed") "${cmd[@]}" "$@" </dev/null >&- 2>"$dir/$who.err" ;;
        "stderr full") "${cmd[@]}" "$@" </dev/null >"$dir/$who.out" 2>/dev/full ;;
        *) "${cmd[@]}" "$@" </dev/null >"$dir/$who.out" 2>"$dir/$who.err" ;;
    esac
    echo $? >"$dir/$who.rc"
}

# check_lines WHAT FILE SPECS MORE: FILE's lines match SPECS (lines "=TEXT" exact or "~ERE" the
# whole line), in order; FILE has no other line unless MORE is 1. (Builtins only: it runs a few
# hundred times.)
check_lines() {
    local what=$1 file=$2 specs=$3 more=$4 i=0 spec line want ok
    local -a got
    mapfile -t got <"$file"
    if [ -n "$specs" ]; then
        while IFS= read -r spec; do
            want=${spec#?}
            if [ "$i" -ge "${#got[@]}" ]; then
                fail "$what: line $((i + 1)) is missing" "want: [$want]"
                return
            fi
            line=${got[i]}
            i=$((i + 1))
            case $spec in
                =*) [ "$line" = "$want" ] && ok=1 || ok=0 ;;
                *) [[ $line =~ ^($want)$ ]] && ok=1 || ok=0 ;;
            esac
            if [ "$ok" = 0 ]; then
                fail "$what: line $i" "got:  [$line]" "want: [$want]$([ "${spec:0:1}" = "~" ] && echo " (ERE)")"
                return
            fi
        done <<<"$specs"
    fi
    if [ "$more" = 0 ] && [ "${#got[@]}" -ne "$i" ]; then
        fail "$what: ${#got[@]} lines, expected $i" "$(head -c 600 "$file")"
        return
    fi
    pass
}

# mask FILE: the text with times masked and runs of spaces squeezed (the time column's width
# varies, and the table is aligned to it).
mask() { sed -E 's/[0-9]+\.[0-9]+( ms)?$/T\1/; s/ +/ /g' "$1"; }

# check_case K: what case K says, for each command, then that the commands agree.
check_case() {
    local k=$1 dir=$TMP/$1 who exit=${c_exit[$1]} redirect=${c_redirect[$1]} vary=${c_vary[$1]}
    local name="puzzle8 ${c_args[$1]}${c_redirect[$1]:+ (${c_redirect[$1]})}"
    if [ -z "$exit" ]; then
        fail "$CASES: the case 'run ${c_args[$k]}' has no exit line"
        return
    fi
    local -A rc
    for who in $COMMANDS; do
        local label="[$who] $name"
        if [ ! -f "$dir/$who.rc" ]; then
            fail "$label: bad arguments in the table"
            continue
        fi
        read -r "rc[$who]" <"$dir/$who.rc"
        if [ "${rc[$who]}" = "$exit" ]; then pass; else
            fail "$label: exit status ${rc[$who]}, expected $exit" "stderr: $(head -c 400 "$dir/$who.err")"
        fi
        [ "$redirect" = "stderr full" ] ||
            check_lines "$label: stderr" "$dir/$who.err" "${c_err[$k]}" "${c_err_more[$k]}"
        check_lines "$label: stdout" "$dir/$who.out" "${c_out[$k]}" "${c_out_more[$k]}"
    done
    [ "$COMMANDS" = "c py" ] && [ -f "$dir/c.rc" ] && [ -f "$dir/py.rc" ] || return
    if [ "${rc[c]}" = "${rc[py]}" ]; then pass; else
        fail "$name: exit status: C ${rc[c]}, Python ${rc[py]}"
    fi
    [ "$vary" = 0 ] || return
    if [ "$redirect" != "stderr full" ]; then
        if cmp -s "$dir/c.err" "$dir/py.err"; then pass; else
            fail "$name: the stderr of C and Python differ" "$(diff "$dir/c.err" "$dir/py.err" | head -n 8)"
        fi
    fi
    if [ "$(mask "$dir/c.out")" = "$(mask "$dir/py.out")" ]; then pass; else
        fail "$name: the stdout of C and Python differ (times masked)" \
            "$(diff <(mask "$dir/c.out") <(mask "$dir/py.out") | head -n 8)"
    fi
}

# Read the table into arrays, one entry per case.
declare -a c_args c_exit c_redirect c_vary c_out c_err c_out_more c_err_more c_run
cases=0
lineno=0
add_spec() { # ARRAY SPEC: append a line to ARRAY[cases]
    local -n arr=$1
    if [ -z "${arr[$cases]}" ]; then arr[cases]=$2; else arr[cases]+=$'\n'$2; fi
}
while IFS= read -r line || [ -n "$line" ]; do
    lineno=$((lineno + 1))
    case $line in
        "" | "#"*) continue ;;
        "run" | "run "*)
            cases=$((cases + 1))
            c_args[cases]=${line#run}
            c_args[cases]=${c_args[cases]# }
            c_exit[cases]="" c_redirect[cases]="" c_vary[cases]=0 c_out[cases]="" c_err[cases]=""
            c_out_more[cases]=0 c_err_more[cases]=0
            continue ;;
    esac
    if [ "$cases" -eq 0 ]; then
        fail "$CASES:$lineno: [$line] before the first run line"
        continue
    fi
    case $line in
        "exit "*) c_exit[cases]=${line#exit } ;;
        "out "*) add_spec c_out "=${line#out }" ;;
        "out~ "*) add_spec c_out "~${line#out~ }" ;;
        "out+") c_out_more[cases]=1 ;;
        "err "*) add_spec c_err "=${line#err }" ;;
        "err~ "*) add_spec c_err "~${line#err~ }" ;;
        "err+") c_err_more[cases]=1 ;;
        "stdout full" | "stdout closed" | "stderr full") c_redirect[cases]=$line ;;
        "vary") c_vary[cases]=1 ;;
        *) fail "$CASES:$lineno: cannot read [$line]" ;;
    esac
done <"$CASES"

# Which cases run: all of them with P8_FULL=1 (make check-full), with the C command alone
# (cli_test.sh), or when P8_PARITY_EVERY is 1. Otherwise (make check, whose cli_test.sh runs
# every case against the C command) a sample, as each Python run costs a third of a second of
# CPU: the first case of each command (the table's first word, when it is a word) and every
# P8_PARITY_EVERY-th case (default 40).
EVERY=${P8_PARITY_EVERY:-40}
[ "${P8_FULL:-0}" = 1 ] || [ "$COMMANDS" = c ] && EVERY=1
declare -A first_of
chosen=0
for ((k = 1; k <= cases; k++)); do
    c_run[k]=0
    read -r word _ <<<"${c_args[k]}"
    if [ "$EVERY" -le 1 ] || [ $((k % EVERY)) -eq 0 ] ||
        { [[ $word =~ ^[a-z][a-z-]+$ ]] && [ -z "${first_of[x$word]:-}" ]; }; then
        c_run[k]=1
        chosen=$((chosen + 1))
    fi
    first_of[x$word]=1
done
[ "$chosen" -eq "$cases" ] || echo "cli_parity_test.sh: $chosen of the $cases cases (the first of each command," \
    "every ${EVERY}th; P8_FULL=1 runs all)"

# Run the chosen cases with both commands, P8_PARITY_JOBS runs at a time (default 4; 1: one after
# the other, in this shell), then check.
JOBS=${P8_PARITY_JOBS:-4}
running=0
dirs=()
for ((k = 1; k <= cases; k++)); do [ "${c_run[k]}" = 1 ] && dirs+=("$TMP/$k"); done
[ "${#dirs[@]}" -eq 0 ] || mkdir -p "${dirs[@]}" # one mkdir (a process per case cost seconds)
for ((k = 1; k <= cases; k++)); do
    [ "${c_run[k]}" = 1 ] || continue
    for who in $COMMANDS; do
        if [ "$JOBS" -le 1 ]; then # in the foreground: no subshell to fork
            run_one "$k" "$who"
            continue
        fi
        if [ "$running" -ge "$JOBS" ]; then
            wait -n
            running=$((running - 1))
        fi
        run_one "$k" "$who" &
        running=$((running + 1))
    done
done
wait
export LC_ALL=C # the checks compare bytes (argv may hold bytes that are not UTF-8)
for ((k = 1; k <= cases; k++)); do [ "${c_run[k]}" = 1 ] && check_case "$k"; done
if [ "$cases" -ge 100 ]; then pass; else fail "$CASES: only $cases cases (expected at least 100)"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
