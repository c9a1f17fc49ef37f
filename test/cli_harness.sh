# SPDX-License-Identifier: MIT
# cli_harness.sh - the shared harness of the shell tests of the puzzle8 command (cli_test.sh,
# table_cli_test.sh), sourced with `. test/cli_harness.sh` after BIN and TMP are set: the
# counters, run, the expect_* checks, field (field_to), and apply_moves (apply_moves_to: the
# scripts' own move rule, which checks printed solutions independently of the program). The
# caller prints the final line "$passed passed, $failed failed". (The *_to functions set a
# variable whose name the caller gives: not one of their own locals, t b i m n moves line got w.)
# shellcheck shell=bash
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    printf 'FAIL: %s\n' "$1"
    [ $# -lt 2 ] || printf '  %s\n' "${@:2}"
}

# run ARGS...: run the program; sets $rc, $out (stdout) and $err (stderr).
run() {
    "$BIN" "$@" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    out=$(<"$TMP/out") # $(<FILE): no process (a cat is two, and these scripts run hundreds)
    err=$(<"$TMP/err")
}
# expect_rc NAME N: the last run exited N.
expect_rc() {
    if [ "$rc" -eq "$2" ]; then pass; else fail "$1: exit status $rc, expected $2" "stderr: $err"; fi
}
# expect_eq NAME GOT WANT
expect_eq() {
    if [ "$2" = "$3" ]; then pass; else fail "$1" "got:  [$2]" "want: [$3]"; fi
}
# expect_match NAME TEXT REGEX (extended): some line of TEXT matches, as grep -E would find it
# (bash's =~ is the same POSIX regex, line by line, and starts no process: these scripts check
# hundreds of outputs, and a process costs milliseconds of CPU).
expect_match() {
    local line
    while IFS= read -r line; do
        [[ $line =~ $3 ]] && { pass; return; }
    done <<<"$2"
    fail "$1: no line matches /$3/" "text: [$2]"
}
# expect_error NAME STATUS REGEX: the last run exited STATUS with nothing on stdout and exactly
# one line on stderr, "puzzle8: ..." matching REGEX.
expect_error() {
    expect_rc "$1" "$2"
    expect_eq "$1: stdout" "$out" ""
    local re="^puzzle8: .*$3"
    if [[ $err != *$'\n'* ]] && [[ $err =~ $re ]]; then
        pass
    else
        fail "$1: stderr is not one line 'puzzle8: ...' matching /$3/" "stderr: [$err]"
    fi
}
# field NAME: the text after "NAME:" and its spaces, of each line of $out that starts so.
field() {
    local line
    while IFS= read -r line; do
        [ "${line#"$1":}" = "$line" ] || { line=${line#"$1":}; printf '%s\n' "${line#"${line%%[! ]*}"}"; }
    done <<<"$out"
}

# field_to VAR NAME: as field, into the variable VAR (no subshell: a $(...) costs as much CPU as
# starting a program, and the loops of these scripts call it hundreds of times).
field_to() {
    local line got=""
    while IFS= read -r line; do
        [ "${line#"$2":}" = "$line" ] && continue
        line=${line#"$2":}
        got+=${got:+$'\n'}${line#"${line%%[! ]*}"}
    done <<<"$out"
    printf -v "$1" '%s' "$got"
}

# words_to VAR TEXT: TEXT's words joined by one space (as $(echo $TEXT) gives them, no subshell).
words_to() {
    local -a w
    read -r -a w <<<"$2"
    printf -v "$1" '%s' "${w[*]}"
}

# apply_moves_to VAR "t0 ... t8" MOVES: apply_moves, into the variable VAR (no subshell).
apply_moves_to() {
    local -a t
    read -r -a t <<<"$2"
    local moves=$3 b i m n
    for i in 0 1 2 3 4 5 6 7 8; do [ "${t[i]}" = 0 ] && b=$i; done
    for ((i = 0; i < ${#moves}; i++)); do
        m=${moves:i:1}
        case $m in
            U) ((b >= 3)) || { printf -v "$1" illegal; return; }; n=$((b - 3)) ;;
            D) ((b <= 5)) || { printf -v "$1" illegal; return; }; n=$((b + 3)) ;;
            L) ((b % 3 != 0)) || { printf -v "$1" illegal; return; }; n=$((b - 1)) ;;
            R) ((b % 3 != 2)) || { printf -v "$1" illegal; return; }; n=$((b + 1)) ;;
            *) printf -v "$1" illegal; return ;;
        esac
        t[b]=${t[n]}
        t[n]=0
        b=$n
    done
    printf -v "$1" '%s' "${t[*]}"
}

# apply_moves "t0 ... t8" MOVES: the board after the blank makes MOVES (U D L R); "illegal" if a
# move leaves the grid. Independent of the program: it checks the printed solutions.
apply_moves() {
    local board
    apply_moves_to board "$1" "$2"
    printf '%s\n' "$board"
}
