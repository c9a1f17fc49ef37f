#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cli_parity_test.sh - the doors of the puzzle8 command reach the same code. The command is one C
# function, p8_cli_main (tools/puzzle8_cli.h); bin/puzzle8 calls it, and so does the Python
# binding (bindings/python/puzzle8/__main__.py, through ctypes). Every case of the one table,
# test/cli_cases.txt, runs once through each door:
#   c     bin/puzzle8 (or $PUZZLE8_BIN), a process per case: the C library's stdout and stderr
#   py    puzzle8.__main__.run(argv, out, err), every case in ONE python3 process: the output
#         through ctypes callbacks, from a worker thread (Ctrl-C cancels it)
#   prog  `python3 -m puzzle8`, a process, for the cases with a redirection (a full or closed
#         stream: they reach most commands): the program's door (main(), C's stdio); in make
#         check the first case of each redirection, under P8_FULL=1 (make check-full) all
# For each door, the exit status, stdout and stderr the case gives; then that each Python door
# agrees with bin/puzzle8: the same exit status, the same stderr and the same stdout (times masked),
# unless the case says "vary". And the proof that the doors are one function: bin/puzzle8's
# main() only calls p8_cli_main, and the binding finds p8_cli_main in the in-tree build.
# With PYTHON=none (what cli_test.sh does for the variant builds) only the C door runs.
# The format of the table is described at its top. Last line: "N passed, N failed".
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
DOORS="c"
if [ "$PYTHON" = none ]; then
    :
elif command -v "$PYTHON" >/dev/null 2>&1; then
    unset PUZZLE8_LIBRARY
    PYTHONPATH="$PWD/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
    PYTHONDONTWRITEBYTECODE=1
    export PYTHONPATH PYTHONDONTWRITEBYTECODE
    if where=$("$PYTHON" -c 'import puzzle8.__main__ as m, sys; sys.stdout.write(m.library_path())' 2>&1) &&
        [ "$where" = "$PWD/lib/libpuzzle8cli.so.1" ]; then
        DOORS="c py prog"
        echo "cli_parity_test.sh: $BIN, and $("$PYTHON" --version 2>&1) with p8_cli_main from $where"
        pass
    else
        fail "the Python binding does not find p8_cli_main in the in-tree lib/libpuzzle8cli.so.1 (build it: make)" "$where"
    fi
    # bin/puzzle8 is p8_cli_main: its main() calls it and nothing else, and the program holds it.
    main_body=$(sed -n '/^int main(/,/^}/p' tools/puzzle8.c | tr -s ' \n' ' ')
    if [ "$main_body" = "int main(int argc, char **argv) { return p8_cli_main(argc, argv, NULL, NULL, NULL); } " ] &&
        { ! command -v nm >/dev/null 2>&1 || nm "$BIN" | grep -q ' T p8_cli_main$'; }; then
        pass
    else
        fail "tools/puzzle8.c: main() is not the one line calling p8_cli_main (or $BIN lacks it)" "$main_body"
    fi
else
    echo "cli_parity_test.sh: NOTE: $PYTHON not found: the Python doors are skipped"
fi

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

# Read the table into arrays, one entry per case.
declare -a c_args c_exit c_redirect c_vary c_out c_err c_out_more c_err_more
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

# Each case's arguments, NUL-separated, in $TMP/K/argv (for the in-process door); the cases the
# program door runs.
prog_cases=""
declare -A prog_kind
dirs=()
for ((k = 1; k <= cases; k++)); do dirs+=("$TMP/$k"); done
[ "$cases" -eq 0 ] || mkdir -p "${dirs[@]}"
for ((k = 1; k <= cases; k++)); do
    if ! eval "set -- ${c_args[$k]}"; then
        fail "$CASES: bad arguments in the case 'run ${c_args[$k]}'"
        continue
    fi
    [ $# -eq 0 ] || printf '%s\0' "$@" >"$TMP/$k/argv"
    : >>"$TMP/$k/argv"
    printf '%s\n' "${c_redirect[$k]}" >"$TMP/$k/redirect"
    # the program door: every case with a redirection under P8_FULL=1 (make check-full); in make
    # check the first of each kind (a python3 start costs a third of a second of CPU a case)
    if [ -n "${c_redirect[$k]}" ] && { [ "${P8_FULL:-0}" = 1 ] || [ -z "${prog_kind[${c_redirect[$k]}]:-}" ]; }; then
        prog_cases+=" $k"
        prog_kind[${c_redirect[$k]}]=1
    fi
done

# run_one K DOOR: run case K through door c or prog; leaves $TMP/K/DOOR.out, .err and .rc.
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

# The in-process door: every case in one python3 process, through puzzle8.__main__.run.
cat >"$TMP/door.py" <<'EOF'
import os, sys
from puzzle8.__main__ import run
tmp, cases = sys.argv[1], int(sys.argv[2])
for k in range(1, cases + 1):
    d = os.path.join(tmp, str(k))
    if not os.path.exists(os.path.join(d, "argv")):
        continue
    argv = open(os.path.join(d, "argv"), "rb").read().split(b"\0")[:-1]
    redirect = open(os.path.join(d, "redirect")).read().strip()
    out = open("/dev/full" if redirect == "stdout full" else os.path.join(d, "py.out"), "wb")
    err = open("/dev/full" if redirect == "stderr full" else os.path.join(d, "py.err"), "wb")
    if redirect == "stdout full":
        open(os.path.join(d, "py.out"), "wb").close()
    if redirect == "stdout closed":
        out.close()
        open(os.path.join(d, "py.out"), "wb").close()
    status = run(argv, out, err)
    out.close()             # nothing is pending: run() writes on the raw streams
    err.close()
    with open(os.path.join(d, "py.rc"), "w") as f:
        f.write("%d\n" % status)
EOF
run_in_process() { "$PYTHON" "$TMP/door.py" "$TMP" "$cases" </dev/null; }

# The Python doors' outputs against bin/puzzle8's, all in one process (a cmp and two seds a
# case and door were most of this script's CPU time): "K DOOR ERR OUT" lines, ERR 1 when the
# two stderr files are the same bytes, OUT 1 when the two stdout files are, once times are
# masked and runs of spaces squeezed (as mask does).
cat >"$TMP/same.py" <<'EOF'
import os, re, sys
tmp, cases, doors = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
time = re.compile(rb"[0-9]+\.[0-9]+( ms)?$")
def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None
def mask(data):
    if data is None:
        return None
    lines = data.split(b"\n")
    return b"\n".join(re.sub(rb" +", b" ", time.sub(rb"T\1", l, count=1)) for l in lines).rstrip(b"\n")
for k in range(1, cases + 1):
    d = os.path.join(tmp, str(k))
    c_err, c_out = read(os.path.join(d, "c.err")), read(os.path.join(d, "c.out"))
    for who in doors:
        if not os.path.exists(os.path.join(d, who + ".rc")):
            continue
        err, out = read(os.path.join(d, who + ".err")), read(os.path.join(d, who + ".out"))
        same_out = c_out is not None and (c_out == out or mask(c_out) == mask(out))
        print(k, who, int(c_err is not None and c_err == err), int(same_out))
EOF
declare -A same_err same_out

# check_case K: what case K says, for each door that ran it, then that the doors agree.
check_case() {
    local k=$1 dir=$TMP/$1 who exit=${c_exit[$1]} redirect=${c_redirect[$1]} vary=${c_vary[$1]}
    local name="puzzle8 ${c_args[$1]}${c_redirect[$1]:+ (${c_redirect[$1]})}"
    if [ -z "$exit" ]; then
        fail "$CASES: the case 'run ${c_args[$k]}' has no exit line"
        return
    fi
    local -A rc
    for who in $DOORS; do
        [ "$who" = prog ] && [ ! -f "$dir/prog.rc" ] && case " $prog_cases " in *" $k "*) ;; *) continue ;; esac
        local label="[$who] $name"
        if [ ! -f "$dir/$who.rc" ]; then
            fail "$label: did not run"
            continue
        fi
        read -r "rc[$who]" <"$dir/$who.rc"
        if [ "${rc[$who]}" = "$exit" ]; then pass; else
            fail "$label: exit status ${rc[$who]}, expected $exit" "stderr: $(head -c 400 "$dir/$who.err")"
        fi
        [ "$redirect" = "stderr full" ] ||
            check_lines "$label: stderr" "$dir/$who.err" "${c_err[$k]}" "${c_err_more[$k]}"
        check_lines "$label: stdout" "$dir/$who.out" "${c_out[$k]}" "${c_out_more[$k]}"
        [ "$who" != c ] && [ -n "${rc[c]:-}" ] || continue
        if [ "${rc[c]}" = "${rc[$who]}" ]; then pass; else
            fail "$label: exit status ${rc[$who]}, bin/puzzle8 ${rc[c]}"
        fi
        [ "$vary" = 0 ] || continue
        if [ "$redirect" != "stderr full" ]; then
            if [ "${same_err[$k $who]:-0}" = 1 ]; then pass; else
                fail "$label: its stderr and bin/puzzle8's differ" "$(diff "$dir/c.err" "$dir/$who.err" | head -n 8)"
            fi
        fi
        if [ "${same_out[$k $who]:-0}" = 1 ]; then pass; else
            fail "$label: its stdout and bin/puzzle8's differ (times masked)" \
                "$(diff <(mask "$dir/c.out") <(mask "$dir/$who.out") | head -n 8)"
        fi
    done
}

# The processes, P8_PARITY_JOBS at a time (default 1: in the foreground, no subshell a case;
# make check runs other tests beside this one), beside the in-process door; then check.
JOBS=${P8_PARITY_JOBS:-1}
case " $DOORS " in *" py "*) run_in_process >"$TMP/py.log" 2>&1 & py_pid=$! ;; *) py_pid= ;; esac
running=0
for ((k = 1; k <= cases; k++)); do
    for who in c prog; do
        case " $DOORS " in *" $who "*) ;; *) continue ;; esac
        if [ "$who" = prog ]; then case " $prog_cases " in *" $k "*) ;; *) continue ;; esac; fi
        if [ "$JOBS" -le 1 ]; then
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
if [ -n "$py_pid" ] && [ -s "$TMP/py.log" ]; then
    fail "the in-process door (puzzle8.__main__.run) wrote on its own output" "$(head -n 20 "$TMP/py.log")"
fi
export LC_ALL=C # the checks compare bytes (argv may hold bytes that are not UTF-8)
case " $DOORS " in
    *" py "*)
        # shellcheck disable=SC2086
        while read -r k who e o; do
            same_err[$k $who]=$e same_out[$k $who]=$o
        done < <("$PYTHON" "$TMP/same.py" "$TMP" "$cases" ${DOORS#c}) ;;
esac
for ((k = 1; k <= cases; k++)); do check_case "$k"; done
if [ "$cases" -ge 100 ]; then pass; else fail "$CASES: only $cases cases (expected at least 100)"; fi
echo "cli_parity_test.sh: $cases cases; doors: $DOORS$(case " $DOORS " in *" prog "*) echo " ($(echo $prog_cases | wc -w) cases through python3 -m puzzle8)" ;; esac)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
