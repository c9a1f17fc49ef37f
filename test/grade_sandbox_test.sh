#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# grade_sandbox_test.sh - how `puzzle8 grade` runs a student's program (docs/grading.md,
# "Isolation"), tested with hostile submissions written here: each run in a fresh private
# directory with only the --submission files, descriptors 0-2 only, the minimal environment, the
# per-process limits, an unprivileged user as root; nothing a submission starts (setsid, double
# fork) outlives its board, nor the grader when it is killed or interrupted (Python in-process,
# which the grader leaves as it was); the {trace} file never blocks the grader (a FIFO) nor is
# followed (a link), and is bounded while the program runs; the results file is renamed into
# place whatever a submission put at its path, and never lost; with bubblewrap (where it works):
# no network, a read-only system, a private /tmp, no view of the grader, and the library's
# command, libraries and Python package hidden, from the source tree and from an install under
# /usr/local (a nested bwrap puts one there, as root). The bwrap parts skip with the reason where
# bwrap does not work, and fail instead under P8_REQUIRE_BWRAP=1 (CI). Boards are few and near the
# goal, so that the script costs little CPU.
# Last line: "N passed, N failed"; exit status 0 only if nothing failed.
set -u
cd "$(dirname "$0")/.." || exit 1
ROOT=$PWD
BIN=${PUZZLE8_BIN:-bin/puzzle8}
ABS_BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p8sbx.XXXXXX") || exit 1
TOKEN="p8sbx$$x$RANDOM"
PY=/usr/bin/python3 # the system's: what a sandboxed program finds
# End whatever a failing grader left behind (the processes whose command line holds the token).
leftovers() { grep -l -s -- "sb[x]-$TOKEN" /proc/[0-9]*/cmdline | sed 's|/proc/\([0-9]*\)/.*|\1|'; }
cleanup() {
    local p
    for p in $(leftovers); do kill -9 "$p" 2>/dev/null; done
    rm -rf "$TMP"
}
trap cleanup EXIT
chmod 755 "$TMP"

. test/cli_harness.sh
# the harness's run, bounded: a grader that blocks (as one did on a FIFO) fails its check
run() {
    timeout 60 "$BIN" "$@" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    out=$(<"$TMP/out")
    err=$(<"$TMP/err")
}

if [ ! -x "$BIN" ]; then
    fail "$BIN is not built"
    echo "$passed passed, $failed failed"
    exit 1
fi
case $(uname -s) in
    Linux) ;;
    *) echo "skipped: the isolation tests need Linux (/proc, a child subreaper)"; exit 77 ;;
esac
IS_ROOT=0
[ "$(id -u)" = 0 ] && IS_ROOT=1
HAVE_PY=0
[ -x "$PY" ] && HAVE_PY=1
G="--boards 1 --max-distance 2 --time-limit 10000"
# note TEXT: a line of the log (not a check)
note() { printf '# %s\n' "$1"; }
# probe KEY: the value the probe printed on its standard error as "P8PROBE KEY=VALUE" (the
# report quotes it, indented)
probe() {
    local line field rest
    while IFS= read -r line; do
        case $line in *"P8PROBE "*) ;; *) continue ;; esac
        rest=${line#*"P8PROBE "}
        while [ -n "$rest" ]; do          # facts "KEY=VALUE", several a line joined by " | "
            field=${rest%%" | "*}
            case $field in "$1="*) printf '%s\n' "${field#"$1="}"; return ;; esac
            [ "$field" = "$rest" ] && break
            rest=${rest#*" | "}
        done
    done <<<"$out"
}
# now: the time in whole seconds
now() { date +%s; }
# no_leftovers NAME: passes if no process a submission started is alive
no_leftovers() {
    local left
    left=$(leftovers)
    if [ -z "$left" ]; then pass; else fail "$1: processes of the submission are alive" "$left"; fi
}
sub() { # sub NAME: a fresh submission directory $TMP/NAME
    rm -rf "${TMP:?}/$1"
    mkdir -p "$TMP/$1"
}

# ---- the private directory, the environment, the descriptors, the limits, the user ----------
# One probe prints what a program sees; each line is checked. It exits 1, so the report
# quotes its standard error.
sub probe
cat >"$TMP/probe/probe.sh" <<'EOS'
#!/bin/sh
say() { echo "P8PROBE $1" >&2; }
say "CWD=$(pwd)"
say "HOME=$HOME"
say "DATA=$(cat data.txt 2>&1)"
say "LINK=$(cat link 2>&1 | head -c 40)"
say "LEFT=$(ls left.txt 2>/dev/null)"
: > left.txt
say "ENV=$(env | sed 's/=.*//' | grep -v -x -e PWD -e SHLVL -e _ | sort | tr '\n' ' ')"
fds=
for fd in 3 4 5 6 7 8 9; do
    if { true <&$fd; } 2>/dev/null || { true >&$fd; } 2>/dev/null; then fds="$fds $fd"; fi
done
say "FDS=$fds"
say "UID=$(id -u)"
limit() { sed -n "s/^$1  *\([^ ]*\)  *\([^ ]*\).*/\1 \2/p" /proc/self/limits; }
# the limits on one line (the report quotes the last 12 lines of standard error)
say "CPU=$(limit 'Max cpu time') | AS=$(limit 'Max address space') | FSIZE=$(limit 'Max file size')"
say "NOFILE=$(limit 'Max open files') | NPROC=$(limit 'Max processes') | CORE=$(limit 'Max core file size')"
exit 1
EOS
chmod +x "$TMP/probe/probe.sh"
echo hello >"$TMP/probe/data.txt"
ln -s /etc/shadow "$TMP/probe/link"
mkdir "$TMP/wd"
export P8_SECRET_CANARY=1
run grade $G --boards 2 --submission "$TMP/probe" --env P8_EXTRA=1 -- ./probe.sh
unset P8_SECRET_CANARY
expect_rc "probe: its boards fail (exit status 1)" 1
cwd=$(probe CWD)
case $cwd in "$ROOT" | "") fail "probe: runs in the grader's directory ($cwd)" ;; *) pass ;; esac
expect_eq "probe: HOME is its private directory" "$(probe HOME)" "$cwd"
expect_eq "probe: the --submission files are copied in" "$(probe DATA)" "hello"
if [ -e "$cwd" ]; then fail "probe: the private directory $cwd is left after grading"; else pass; fi
expect_match "probe: board 2 does not see board 1's file (fresh directory)" "$out" '^ *P8PROBE LEFT=$'
if [[ $out == *'P8PROBE LEFT=left.txt'* ]]; then fail "probe: a board saw the file of the board before"; else pass; fi
expect_eq "probe: the environment is PATH, HOME, LANG, TMPDIR and --env's" "$(probe ENV)" \
    "HOME LANG P8_EXTRA PATH TMPDIR "
expect_eq "probe: only descriptors 0, 1 and 2 are open" "$(probe FDS)" ""
expect_eq "probe: no core files" "$(probe CORE)" "0 0"
expect_eq "probe: file size limit, by default the output limit + 1" "$(probe FSIZE)" "67108865 67108865"
expect_eq "probe: open files limit, by default 256" "$(probe NOFILE)" "256 256"
expect_eq "probe: address space limit, by default 4 GiB" "$(probe AS)" "4294967296 4294967296"
expect_eq "probe: CPU limit, by default the time limit + 1 s (hard: 1 s more)" "$(probe CPU)" "11 12"
nproc_default=$(probe NPROC)
case $nproc_default in [0-9]*" "[0-9]*) pass ;; *) fail "probe: no process limit ($nproc_default)" ;; esac
nproc_default=${nproc_default%% *}
if [ "$IS_ROOT" = 1 ]; then
    expect_eq "probe: as root, the program runs as nobody" "$(probe UID)" "$(id -u nobody)"
    expect_eq "probe: a link to /etc/shadow in the submission is copied as a link, never read" \
        "$(probe LINK)" "cat: link: Permission denied"
else
    expect_eq "probe: the program runs as the grader's user" "$(probe UID)" "$(id -u)"
fi
run grade $G --submission "$TMP/probe" --cpu-limit 2500 --memory-limit 1000000000 \
    --file-size-limit 123456 --open-files-limit 77 --process-limit 33 -- ./probe.sh
expect_eq "limits: --cpu-limit 2500 is 3 s" "$(probe CPU)" "3 4"
expect_eq "limits: --memory-limit" "$(probe AS)" "1000000000 1000000000"
expect_eq "limits: --file-size-limit" "$(probe FSIZE)" "123456 123456"
expect_eq "limits: --open-files-limit" "$(probe NOFILE)" "77 77"
nproc=$(probe NPROC)
nproc=${nproc%% *}
# the user's processes and threads now + 33: at least 33, and fewer than the default's + 128
if [ "$nproc" -ge 33 ] 2>/dev/null && [ "$nproc" -lt "${nproc_default:-0}" ]; then
    pass; else fail "limits: --process-limit 33 gave $nproc (the default: $nproc_default)"; fi
run grade $G --submission "$TMP/probe" --memory-limit none --process-limit none -- ./probe.sh
expect_eq "limits: none lifts a limit" "$(probe AS)" "unlimited unlimited"
run grade $G --cpu-limit 0 -- true
expect_error "limits: 0 is refused" 2 'bad --cpu-limit value 0: a limit takes a number from 1, or none'
run grade $G --env 1X=2 -- true
expect_error "--env: a bad name" 2 'grade: --env "1X=2": expected NAME=VALUE'
run grade $G --sandbox jail -- true
expect_error "--sandbox: a bad value" 2 'grade: --sandbox "jail": expected auto, bwrap or none'
run grade $G --submission "$TMP/none" -- true
expect_error "--submission: a missing directory" 2 'grade: --submission ".*/none": no such directory'
if [ "$IS_ROOT" = 1 ]; then
    run grade $G --user root -- true
    expect_error "--user root is refused" 2 'grade: --user "root" is root: the programs would run as root; give --allow-root to allow it'
    run grade $G --user p8-no-such-user -- true
    expect_error "--user: no such user" 2 'grade: --user "p8-no-such-user": no such user'
    run grade $G --submission "$TMP/probe" --allow-root -- ./probe.sh
    expect_eq "--allow-root: the program runs as root" "$(probe UID)" "0"
else
    note "skipped the --user and --allow-root checks: they need root"
fi

# ---- descriptors: a background helper with its own stdio does not hold the board open --------
sub bg
printf '#!/bin/sh\nsleep 30 >/dev/null 2>&1 </dev/null &\necho "helper started" >&2\nexit 1\n' >"$TMP/bg/bg.sh"
chmod +x "$TMP/bg/bg.sh"
t0=$(now)
run grade --boards 1 --max-distance 2 --time-limit 10000 --submission "$TMP/bg" -- ./bg.sh
if [ $(($(now) - t0)) -lt 6 ] && [[ $out != *"no answer within"* ]]; then pass; else
    fail "a background helper kept the board open until the time limit" "$out"; fi

# ---- nothing a submission starts outlives its board -----------------------------------------
sub esc
cat >"$TMP/esc/esc.sh" <<'EOS'
#!/bin/sh
# board 2 sees what board 1 left (the sandbox none runs share /proc)
grep -l -s -- "sb[x]-$P8_TOKEN" /proc/[0-9]*/cmdline >/dev/null && echo "P8PROBE LEFTOVER=yes" >&2
setsid sh -c 'sleep 30; :' "sbx-$P8_TOKEN" &
( sh -c 'sleep 30; :' "sbx-$P8_TOKEN" & )
nohup sh -c 'sleep 30; :' "sbx-$P8_TOKEN" >/dev/null 2>&1 &
[ -n "${P8_OUT:-}" ] && setsid sh -c 'sleep 1; echo "{\"score\": 100}" > "$P8_OUT"; :' "sbx-$P8_TOKEN" &
echo "escaped" >&2
exit 1
EOS
chmod +x "$TMP/esc/esc.sh"
run grade $G --boards 2 --sandbox none --submission "$TMP/esc" --env "P8_TOKEN=$TOKEN" -- ./esc.sh
expect_rc "escape: the boards fail" 1
no_leftovers "escape (setsid, double fork, nohup), sandbox none"
if [[ $out == *"LEFTOVER=yes"* ]]; then fail "escape: board 2 found board 1's processes alive"; else pass; fi
# the results file rewritten after the grader ended (--allow-root: a program that can write it)
run grade $G --sandbox none --allow-root --submission "$TMP/esc" --env "P8_TOKEN=$TOKEN" \
    --env "P8_OUT=$TMP/results.json" --format gradescope --output "$TMP/results.json" -- ./esc.sh
no_leftovers "escape with the results file"
sleep 1.5
if python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r["score"] == 0 and r["tests"]' \
    "$TMP/results.json" 2>/dev/null; then pass; else
    fail "escape: the results file is not the grader's" "$(head -c 200 "$TMP/results.json")"; fi
# the grader killed (SIGTERM) while a board runs: the supervisor ends the board's processes
sub hang
printf '#!/bin/sh\nsetsid sh -c "sleep 30; :" "sbx-$P8_TOKEN" &\nsh -c "sleep 30; :" "sbx-$P8_TOKEN"\n' >"$TMP/hang/hang.sh"
chmod +x "$TMP/hang/hang.sh"
# (its private directories in $TMP: a grader killed leaves them)
TMPDIR=$TMP "$BIN" grade --boards 1 --max-distance 2 --time-limit 20000 --sandbox none \
    --submission "$TMP/hang" --env "P8_TOKEN=$TOKEN" -- ./hang.sh >/dev/null 2>&1 &
grader=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -n "$(leftovers)" ] && break; sleep 0.2; done
kill -TERM "$grader"
wait "$grader" 2>/dev/null
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -z "$(leftovers)" ] && break; sleep 0.2; done
no_leftovers "the grader killed while a board runs"

# ---- the {trace} file: never blocking, never followed, bounded while the program runs -------
sub trace
cat >"$TMP/trace/swap.sh" <<'EOS'
#!/bin/sh
rm -f "$2" 2>/dev/null
case $1 in
    fifo) mkfifo "$2" ;;
    link) ln -s /etc/passwd "$2" ;;
    dir) mkdir "$2" ;;
esac
echo "swapped" >&2
exit 0
EOS
cat >"$TMP/trace/yes.sh" <<'EOS'
#!/bin/sh
yes > "$1"
EOS
cat >"$TMP/trace/big.sh" <<'EOS'
#!/bin/sh
# writes 20000 bytes where it can, ignoring the file size limit's signal, and exits by itself
(trap '' XFSZ; head -c 20000 /dev/zero | tr '\0' 'x' > "$1")
exit 0
EOS
chmod +x "$TMP/trace/"*.sh
for kind in fifo:"it is a FIFO, not a regular file" link:"it is a symbolic link, not a regular file" \
    dir:"it is a directory, not a regular file"; do
    t0=$(now)
    out=$(timeout 20 "$BIN" grade $G --sandbox none --allow-root --submission "$TMP/trace" \
        -- ./swap.sh "${kind%%:*}" {trace} 2>&1)
    if [ $(($(now) - t0)) -lt 10 ]; then pass; else fail "{trace} ${kind%%:*}: the grader blocked"; fi
    expect_match "{trace} ${kind%%:*}: refused" "$out" "^    Its \\{trace\\} file was not read: ${kind#*:}\\.\$"
done
if [[ $out == *"root:x:0"* ]]; then fail "{trace} link: /etc/passwd was read"; else pass; fi
run grade $G --submission "$TMP/trace" -- ./swap.sh fifo {trace}
if [ "$IS_ROOT" = 1 ]; then
    expect_match "{trace}: as nobody the program cannot replace it" "$out" "cannot remove|File exists"
fi
t0=$(now)
run grade $G --output-limit 5000 --submission "$TMP/trace" -- ./yes.sh {trace}
if [ $(($(now) - t0)) -lt 6 ]; then pass; else fail "{trace} flood: not stopped at the output limit"; fi
expect_match "{trace} flood: over the output limit (the file size limit ends it)" "$out" \
    '^    Your program wrote more than 5000 bytes\. Only the first 5000 are judged below\.$'
run grade $G --output-limit 5000 --submission "$TMP/trace" -- ./big.sh {trace}
expect_match "{trace} too big, the program exited by itself: not 'stopped'" "$out" \
    '^    Your program wrote more than 5000 bytes\. Only the first 5000 are judged below\.$'
t0=$(now)
run grade $G --output-limit 5000 --file-size-limit 100000000 --submission "$TMP/trace" -- ./yes.sh {trace}
if [ $(($(now) - t0)) -lt 6 ]; then pass; else fail "{trace} flood, large file size limit: not stopped"; fi
expect_match "{trace} flood, large file size limit: stopped as it grew" "$out" \
    '^    Your program printed more than 5000 bytes and was stopped\. What it printed before is judged below\.$'

# ---- standard error: its last lines (a traceback's exception) ---------------------------------
sub errsub
printf '#!/bin/sh\ni=0\nwhile [ $i -lt 1500 ]; do echo "noise line $i" >&2; i=$((i+1)); done\necho "ValueError: the last line" >&2\nexit 1\n' >"$TMP/errsub/err.sh"
chmod +x "$TMP/errsub/err.sh"
run grade $G --submission "$TMP/errsub" -- ./err.sh
expect_match "stderr: its last line is kept" "$out" '^      ValueError: the last line$'
expect_match "stderr: said to be its last lines" "$out" '^    The last lines of its standard error:$'
if [[ $out == *"noise line 0"$'\n'* ]]; then fail "stderr: its first line was kept instead"; else pass; fi

# ---- the results file: a temporary file renamed into place; never lost ----------------------
sub resultsub
cat >"$TMP/resultsub/out.sh" <<'EOS'
#!/bin/sh
case $1 in
    fifo) rm -f "$P8_OUT"; mkfifo "$P8_OUT" ;;
    dir) rm -f "$P8_OUT"; mkdir "$P8_OUT" ;;
    link) rm -f "$P8_OUT"; ln -s "$P8_VICTIM" "$P8_OUT" ;;
    rmdir) rm -rf "$P8_WD" ;;
esac
exit 1
EOS
chmod +x "$TMP/resultsub/out.sh"
echo precious >"$TMP/victim"
valid_json() { python3 -c 'import json, sys; r = json.load(sys.stdin); assert "tests" in r' 2>/dev/null; }
# out_run KIND: grade with --output $TMP/wd/results.json (relative, from $TMP/wd) as root
out_run() {
    (cd "$TMP/wd" && timeout 20 "$ABS_BIN" grade $G --sandbox none --allow-root --submission "$TMP/resultsub" \
        --env "P8_OUT=$TMP/wd/results.json" --env "P8_VICTIM=$TMP/victim" --env "P8_WD=$TMP/wd" \
        --format gradescope --output results.json -- ./out.sh "$1" >"$TMP/out.stdout" 2>"$TMP/out.stderr")
    rc=$?
    err=$(<"$TMP/out.stderr")
}
mkdir -p "$TMP/wd"
out_run fifo
expect_rc "--output, a FIFO put there: written all the same" 1
if [ -f "$TMP/wd/results.json" ] && valid_json <"$TMP/wd/results.json"; then pass; else fail "--output fifo: no report"; fi
out_run link
expect_rc "--output, a link put there" 1
if [ ! -L "$TMP/wd/results.json" ] && valid_json <"$TMP/wd/results.json" &&
    [ "$(cat "$TMP/victim")" = precious ]; then pass; else fail "--output link: followed"; fi
rm -f "$TMP/wd/results.json"
out_run dir
expect_rc "--output, a directory put there: exit status 3" 3
expect_match "--output dir: the message" "$err" '^puzzle8: --output: cannot write "results.json": a directory took its place while grading; the report follows on the standard output$'
if valid_json <"$TMP/out.stdout"; then pass; else fail "--output dir: the report is lost"; fi
rm -rf "$TMP/wd/results.json"
out_run rmdir
expect_rc "--output, its directory deleted: exit status 3" 3
expect_match "--output rmdir: the message" "$err" '^puzzle8: --output: cannot write "results.json": its directory was removed while grading; the report follows on the standard output$'
if valid_json <"$TMP/out.stdout"; then pass; else fail "--output rmdir: the report is lost"; fi
run grade $G --output "$TMP/no/such/dir/results.json" -- true
expect_error "--output in a missing directory: a usage error at once" 2 '--output: cannot create ".*/results.json": No such file or directory'
mkdir -p "$TMP/wd2"
run grade $G --output "$TMP/wd2/r.json" --format junit -- true
if [ "$(ls -A "$TMP/wd2")" = r.json ]; then pass; else fail "--output: files left beside it" "$(ls -A "$TMP/wd2")"; fi

# ---- Python in-process: Ctrl-C stops the grader; the interpreter is left as it was ----------
if command -v python3 >/dev/null 2>&1 && [ -e lib/libpuzzle8cli.so.1 ]; then
    PYTHONPATH="$ROOT/bindings/python" PYTHONDONTWRITEBYTECODE=1 python3 - "$TMP/hang" "$TOKEN" \
        >"$TMP/py.out" 2>&1 <<'EOF_PY'
import ctypes, os, signal, sys, threading, time, _thread
import puzzle8
sub, token = sys.argv[1], sys.argv[2]
libc = ctypes.CDLL(None, use_errno=True)
def subreaper():
    v = ctypes.c_int(-1)
    libc.prctl(37, ctypes.byref(v), 0, 0, 0)   # PR_GET_CHILD_SUBREAPER
    return v.value
def alive():
    n = 0
    for p in os.listdir("/proc"):
        try:
            with open("/proc/%s/cmdline" % p, "rb") as f:
                n += ("sbx-" + token).encode() in f.read()
        except OSError:
            pass
    return n
before = (sorted(os.listdir("/proc/self/fd")), os.getcwd(), signal.getsignal(signal.SIGINT), subreaper())
report = puzzle8.grade(["./hang.sh"], boards=1, max_distance=2, time_limit_ms=300, sandbox="none",
                       submission=sub, env={"P8_TOKEN": token})
print("HANG", report.tests[0].output.splitlines()[0], report.sandbox)
threading.Timer(0.8, _thread.interrupt_main).start()
t0 = time.time()
try:
    puzzle8.grade(["./hang.sh"], boards=1, max_distance=2, time_limit_ms=20000, sandbox="none",
                  submission=sub, env={"P8_TOKEN": token})
    print("NOT INTERRUPTED")
except KeyboardInterrupt:
    print("INTERRUPTED after %.0f s" % (time.time() - t0))
print("ALIVE", alive())
after = (sorted(os.listdir("/proc/self/fd")), os.getcwd(), signal.getsignal(signal.SIGINT), subreaper())
print("SAME", before == after, before if before != after else "")
try:
    os.waitpid(-1, os.WNOHANG)
    print("ZOMBIES yes")
except ChildProcessError:
    print("ZOMBIES none")
EOF_PY
    pyout=$(<"$TMP/py.out")
    expect_match "python: a hanging board fails" "$pyout" '^HANG Your program was stopped: it gave no answer within 300 ms\. What it printed before is judged below\. none$'
    expect_match "python: Ctrl-C stops the grader at once" "$pyout" '^INTERRUPTED after [0-3] s$'
    expect_match "python: no process of the board is left" "$pyout" '^ALIVE 0$'
    expect_match "python: descriptors, directory, SIGINT handler, subreaper unchanged" "$pyout" '^SAME True $'
    expect_match "python: no child left to reap" "$pyout" '^ZOMBIES none$'
    no_leftovers "python: after the interpreter ended"
else
    note "skipped the in-process Python checks: no python3 or no lib/libpuzzle8cli.so.1"
fi

# ---- bubblewrap -------------------------------------------------------------------------------
bwrap_ok=1
run grade $G --sandbox bwrap -- true
if [ "$rc" -ne 1 ]; then
    bwrap_ok=0
    why=${err:-exit status $rc}
fi
if [ "$bwrap_ok" = 0 ]; then
    if [ "${P8_REQUIRE_BWRAP:-0}" = 1 ]; then
        fail "bwrap is required (P8_REQUIRE_BWRAP=1) but does not work: $why"
    else
        note "skipped the bwrap checks: $why"
    fi
elif [ "$HAVE_PY" = 0 ]; then
    if [ "${P8_REQUIRE_BWRAP:-0}" = 1 ]; then fail "bwrap checks: $PY is missing"; else
        note "skipped the bwrap checks: they need $PY"; fi
else
    expect_match "bwrap: the report's header" "$out" '^sandbox: bwrap$'
    run grade $G -- true
    expect_match "auto: bwrap where it works" "$out" '^sandbox: bwrap$'
    run grade $G --format gradescope -- true
    if printf '%s' "$out" | python3 -c 'import json, sys; r = json.load(sys.stdin)
assert r["extra_data"]["sandbox"] == "bwrap" and r["output"].endswith("\nsandbox: bwrap"), r'; then
        pass; else fail "gradescope: the sandbox" "$out"; fi
    run grade $G --format junit -- true
    expect_match "junit: the sandbox" "$out" '^<properties><property name="sandbox" value="bwrap"/></properties>$'
    # what a program sees: the network, the system, /tmp, the grader, the library
    "$PY" -c 'import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(5)
print(s.getsockname()[1], flush=True); time.sleep(20)' >"$TMP/port" &
    listener=$!
    echo canary >"/tmp/p8sbx-canary-$TOKEN"
    chmod 644 "/tmp/p8sbx-canary-$TOKEN"
    for _ in 1 2 3 4 5 6 7 8 9 10; do [ -s "$TMP/port" ] && break; sleep 0.1; done
    sub see
    cat >"$TMP/see/see.sh" <<'EOS'
#!/bin/sh
say() { echo "P8PROBE $1" >&2; }
say "NET=$(/usr/bin/python3 -c "import socket; socket.create_connection(('127.0.0.1', $P8_PORT), 2); print('connected')" 2>&1 | tail -n 1)"
say "TMP=$(ls /tmp/p8sbx-canary-* 2>/dev/null)"
say "GRADER=$(cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\0' ' ' | grep -c 'board-seed 424242[4]')"
say "ROFS=$(touch /usr/p8sbx-$P8_TOKEN 2>&1 | sed 's/.*: //'; rm -f /usr/p8sbx-$P8_TOKEN 2>/dev/null)"
say "HOSTNAME=$(cat /etc/hostname 2>&1 | sed 's/.*: //')"
# the library, from the source tree: its command, its Python package, its shared library
say "CMD=$("$P8_TREE/bin/puzzle8" solve 123456708 2>&1 | grep -c '^moves:')"
say "IMPORT=$(PYTHONPATH=$P8_TREE/bindings/python /usr/bin/python3 -c 'import puzzle8; print(puzzle8.solve("123456708").moves)' 2>&1 | tail -n 1)"
say "DLOPEN=$(/usr/bin/python3 -c "import ctypes; ctypes.CDLL('$P8_TREE/lib/libpuzzle8.so.1'); print('loaded')" 2>&1 | tail -n 1)"
exit 1
EOS
    chmod +x "$TMP/see/see.sh"
    see="--board-seed 4242424 --submission $TMP/see --env P8_PORT=$(cat "$TMP/port") --env P8_TOKEN=$TOKEN --env P8_TREE=$ROOT"
    run grade $G $see --allow-root --sandbox none --hide /etc/hostname -- ./see.sh
    expect_error "--hide with --sandbox none: a usage error" 2 'grade: --hide needs the bwrap sandbox, not --sandbox none'
    # shellcheck disable=SC2086
    run grade $G $see --allow-root --sandbox none --memory-limit none -- ./see.sh
    expect_eq "control (sandbox none): the network" "$(probe NET)" "connected"
    expect_eq "control: the grader's /tmp" "$(probe TMP)" "/tmp/p8sbx-canary-$TOKEN"
    expect_match "control: the grader's command line (the grader's, the supervisor's)" "$(probe GRADER)" '^[12]$'
    expect_eq "control: the tree's command" "$(probe CMD)" "1"
    expect_eq "control: the tree's Python package" "$(probe IMPORT)" "R"
    expect_eq "control: the tree's library" "$(probe DLOPEN)" "loaded"
    # shellcheck disable=SC2086
    run grade $G $see --allow-root --hide /etc/hostname -- ./see.sh
    expect_match "bwrap: no network" "$(probe NET)" 'ConnectionRefusedError|Network is unreachable|refused'
    expect_eq "bwrap: a private /tmp" "$(probe TMP)" ""
    expect_eq "bwrap: no view of the grader" "$(probe GRADER)" "0"
    expect_eq "bwrap: a read-only system, even for root" "$(probe ROFS)" "Read-only file system"
    expect_eq "bwrap: --hide /etc/hostname" "$(probe HOSTNAME)" "Permission denied"
    expect_eq "bwrap: no command from the tree" "$(probe CMD)" "0"
    expect_match "bwrap: no Python package from the tree" "$(probe IMPORT)" "ModuleNotFoundError"
    expect_match "bwrap: no library from the tree" "$(probe DLOPEN)" "OSError"
    kill "$listener" 2>/dev/null
    rm -f "/tmp/p8sbx-canary-$TOKEN"
    # shellcheck disable=SC2086
    run grade $G --board-seed 4242424 --submission "$TMP/esc" --env "P8_TOKEN=$TOKEN" -- ./esc.sh
    no_leftovers "escape, sandbox bwrap"

    # An install under /usr/local and the grader's own tree inside /opt (a visible system
    # directory): a nested bwrap, as root, binds them there. Then bwrap hidden: none, said.
    if [ "$IS_ROOT" = 1 ] && [ "${ABS_BIN#"$ROOT"/}" != "$ABS_BIN" ] && bwrap --dev-bind / / true 2>/dev/null; then
        pyver=$("$PY" -c 'import sys; print("python%d.%d" % sys.version_info[:2])')
        st=$TMP/stage
        mkdir -p "$st/bin" "$st/lib/$pyver/dist-packages"
        cp "$ABS_BIN" "$st/bin/puzzle8"
        cp -P lib/libpuzzle8.so* lib/libpuzzle8cli.so* "$st/lib/"
        cp -R bindings/python/puzzle8 "$st/lib/$pyver/dist-packages/"
        cp lib/libpuzzle8.so.1* "$st/lib/$pyver/dist-packages/puzzle8/"
        chmod -R a+rX "$st"
        cat >"$TMP/see/lib.sh" <<'EOS'
#!/bin/sh
say() { echo "P8PROBE $1" >&2; }
say "CMD=$(puzzle8 solve 123456708 2>&1 | grep -c '^moves:')"
say "IMPORT=$(/usr/bin/python3 -c 'import puzzle8; print(puzzle8.solve("123456708").moves)' 2>&1 | tail -n 1)"
say "DLOPEN=$(/usr/bin/python3 -c "import ctypes; ctypes.CDLL('/usr/local/lib/libpuzzle8.so.1'); print('loaded')" 2>&1 | tail -n 1)"
say "TREE=$(/opt/p8tree/bin/puzzle8 solve 123456708 2>&1 | grep -c '^moves:')"
exit 1
EOS
        chmod +x "$TMP/see/lib.sh"
        nested() { bwrap --dev-bind / / --bind "$st" /usr/local --tmpfs /opt --ro-bind "$ROOT" /opt/p8tree "$@"; }
        inner=/opt/p8tree/${ABS_BIN#"$ROOT"/} # the grader, from the tree bound in /opt
        nested "$inner" grade $G --allow-root --sandbox none --memory-limit none --submission "$TMP/see" \
            -- ./lib.sh >"$TMP/out" 2>&1
        out=$(<"$TMP/out")
        expect_eq "control: the installed command" "$(probe CMD)" "1"
        expect_eq "control: the installed Python package" "$(probe IMPORT)" "R"
        expect_eq "control: the installed library" "$(probe DLOPEN)" "loaded"
        expect_eq "control: the grader's tree in /opt" "$(probe TREE)" "1"
        nested "$inner" grade $G --submission "$TMP/see" -- ./lib.sh >"$TMP/out" 2>&1
        out=$(<"$TMP/out")
        expect_match "installed: the sandbox" "$out" '^sandbox: bwrap$'
        expect_eq "installed: no command from /usr/local" "$(probe CMD)" "0"
        expect_match "installed: no Python package from /usr/local" "$(probe IMPORT)" \
            "ImportError: the puzzle8 package is hidden from a graded program"
        expect_match "installed: no library from /usr/local" "$(probe DLOPEN)" "OSError"
        expect_eq "installed: no command from the grader's tree in /opt" "$(probe TREE)" "0"
        # bwrap missing: auto falls back to none and says so; bwrap asked: an error
        nested --ro-bind /dev/null /usr/bin/bwrap "$inner" grade $G -- true >"$TMP/out" 2>&1
        out=$(<"$TMP/out")
        expect_match "auto without bwrap: none, said in the header" "$out" '^sandbox: none \(bwrap is not installed'
        nested --ro-bind /dev/null /usr/bin/bwrap "$inner" grade $G --sandbox bwrap -- true >"$TMP/out" 2>&1
        expect_match "--sandbox bwrap without bwrap: an error" "$(<"$TMP/out")" \
            '^puzzle8: grade: --sandbox bwrap: bwrap is not installed'
    else
        note "skipped the install and tree-in-/opt checks: they need root, a nested bwrap and $BIN in the tree"
    fi
fi
no_leftovers "at the end"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
