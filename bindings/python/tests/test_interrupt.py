# SPDX-License-Identifier: MIT
"""Ctrl-C during a run raises KeyboardInterrupt within 0.1 s and leaves the Search usable.

A child process runs long searches and says "ready" before each; the parent sends SIGINT and the
child reports when it caught KeyboardInterrupt (process start is not part of the time). Every
round must be interrupted (a lost interrupt lets the run finish), and within LATENCY = 0.1 s of
the child's CPU time (what the search itself spends after the signal: ~10 ms by design, and
seconds without the fix). Wall time is checked too: the median round within LATENCY, every round
within 1 s, so that another job loading the machine cannot make the test flaky. The callback
cases repeat 30 times, so an interrupt lost 1 time in 3 cannot pass.
"""
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
import unittest

from puzzle8 import Search

from util import FULL, REPO

LATENCY = 0.1           # seconds from SIGINT to the child's KeyboardInterrupt
WALL_MAX = 1.0          # seconds: the slowest round in wall time, on a loaded machine
# The rounds of the runs with Python callbacks (where a lost interrupt hid): make check a sample,
# make check-full (P8_FULL=1) all of them.
ROUNDS_PY = 30 if FULL else 10
ROUNDS_OWN = 20 if FULL else 8
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
HARD = "8 6 7 2 5 4 3 0 1"  # 31 moves: no search below can finish (all are tree searches:
                            # a graph search with a callback ends in ~0.26 s, which a loaded
                            # machine can let pass before the signal is sent; CI saw it once)

CHILD = r"""
import signal, sys, time, puzzle8
# Python's own Ctrl-C handler, as at a terminal: a process started in the background by a
# non-interactive shell (nohup, '&') inherits SIGINT ignored, and so would this child.
signal.signal(signal.SIGINT, signal.default_int_handler)
mode, rounds = sys.argv[1], int(sys.argv[2])


class Mine(Exception):
    pass


def mine(signum, frame):        # the program's own handler, which raises
    raise Mine("interrupted by my handler")


if mode.startswith("own-"):
    signal.signal(signal.SIGINT, mine)
    mode = mode[4:]
if mode in ("c", "steps"):      # pure C: a tree DFS that cannot finish (bounded by memory only)
    s = puzzle8.Search(algorithm="dfs", graph=False, max_depth=30, max_memory=512 << 20)
elif mode == "heuristic":     # tree searches too: a graph search might end before the signal
    s = puzzle8.Search(algorithm="astar", heuristic=lambda st, g: 0, graph=False,
                       max_memory=512 << 20)
elif mode == "event":
    s = puzzle8.Search(algorithm="bfs", on_event=lambda *a: None, graph=False,
                       max_memory=512 << 20)
print("start", flush=True)
for _ in range(rounds):
    try:
        # inside the try: on a loaded machine the signal can come before run() is called
        print("ready", flush=True)
        if mode == "steps":
            for _snap in s.steps(%(hard)r, every=10 ** 12):
                pass
        else:
            s.run(%(hard)r)
        print("finished", flush=True)
    except (KeyboardInterrupt, Mine):
        print("interrupted %%.6f %%.6f" %% (time.monotonic(), time.process_time()), flush=True)
    except BaseException as e:
        print("error %%s %%s" %% (type(e).__name__, e), flush=True)
if signal.getsignal(signal.SIGINT) not in (mine, signal.default_int_handler):
    print("error the handler was not put back: %%r" %% signal.getsignal(signal.SIGINT), flush=True)
s.configure(algorithm="astar", max_memory=None, max_depth=None)  # None: no limit
print("usable %%d" %% s.run("7 2 4 5 0 6 8 3 1", "0 1 2 3 4 5 6 7 8").length, flush=True)
""" % {"hard": HARD}


class Child:
    def __init__(self, mode, rounds):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.path.join(REPO, "bindings", "python") + (
            os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        self.p = subprocess.Popen([sys.executable, "-c", CHILD, mode, str(rounds)], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  universal_newlines=True)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put((time.monotonic(), line.strip()))
        self.lines.put((time.monotonic(), "EOF"))

    def expect(self, what, timeout):
        try:
            when, line = self.lines.get(timeout=timeout)
        except queue.Empty:
            when, line = time.monotonic(), "(nothing within %.1f s)" % timeout
        if not line.startswith(what):
            self.p.kill()
            raise AssertionError("expected %r, got %r; stderr: %s"
                                 % (what, line, self.p.stderr.read()[-2000:]))
        return when, line

    def finish(self):
        err = self.p.stderr.read()
        self.p.wait(30)
        return self.p.returncode, err


def cpu_seconds(pid):
    """The CPU time (user + system) process pid has used, from /proc (None if unavailable)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / TICK      # utime, stime: fields 14 and 15


class TestCtrlC(unittest.TestCase):
    def interrupt(self, mode, rounds):
        child = Child(mode, rounds)
        child.expect("start", 60)           # generous: process start and import
        rnd = random.Random(rounds)
        walls, cpus = [], []
        for i in range(rounds):
            child.expect("ready", 10)
            # somewhere inside the run (which burns CPU until the signal: 120 rounds)
            time.sleep(rnd.uniform(0.01, 0.04))
            cpu0 = cpu_seconds(child.p.pid)
            sent = time.monotonic()
            child.p.send_signal(signal.SIGINT)
            _, line = child.expect("interrupted", 10)
            when, cpu1 = map(float, line.split()[1:])
            walls.append(when - sent)
            what = "%s round %d: %.3f s wall" % (mode, i, when - sent)
            if cpu0 is not None:        # /proc counts whole ticks: cpu0 may be 1 tick early
                cpus.append(cpu1 - cpu0)
                what += ", %.3f s CPU" % (cpu1 - cpu0)
                self.assertLess(cpu1 - cpu0, LATENCY + 1.0 / TICK, what)
            self.assertLess(when - sent, WALL_MAX, what)
        walls.sort()
        self.assertLess(walls[len(walls) // 2], LATENCY, "median of %s" % walls)
        _, line = child.expect("usable", 30)
        self.assertEqual(line, "usable 26")
        rc, err = child.finish()
        self.assertEqual(rc, 0, err)
        self.assertNotIn("Exception ignored", err)
        if os.environ.get("P8_PY_VERBOSE"):
            sys.stderr.write(" [%s, %d rounds: wall median %.1f ms, max %.1f ms; CPU max %s] "
                             % (mode, rounds, walls[len(walls) // 2] * 1e3, walls[-1] * 1e3,
                                "%.1f ms" % (max(cpus) * 1e3) if cpus else "-"))

    def test_c_search(self):
        self.interrupt("c", 5)

    def test_steps(self):
        self.interrupt("steps", 5)

    def test_python_heuristic(self):
        self.interrupt("heuristic", ROUNDS_PY)

    def test_python_event(self):
        self.interrupt("event", ROUNDS_PY)

    # The program's own SIGINT handler, which raises (issue 25.12: 15 of 20 interrupts were lost
    # when Python ran it inside a callback, where ctypes can only print "Exception ignored"): the
    # binding records the signal and calls the handler once the C call returns, so its
    # exception comes out of run() / steps() every time.
    def test_own_handler_python_heuristic(self):
        self.interrupt("own-heuristic", ROUNDS_OWN)

    def test_own_handler_python_event(self):
        self.interrupt("own-event", ROUNDS_OWN)

    def test_own_handler_c_search(self):
        self.interrupt("own-c", 5)

    def test_own_handler_steps(self):
        self.interrupt("own-steps", 5)


class TestHandler(unittest.TestCase):
    def setUp(self):
        if threading.current_thread() is not threading.main_thread():
            self.skipTest("signals are handled in the main thread")
        # The tests start from Python's default handler, whatever this process inherited (a
        # background job of a non-interactive shell starts with SIGINT ignored).
        self.inherited = signal.signal(signal.SIGINT, signal.default_int_handler)

    def tearDown(self):
        signal.signal(signal.SIGINT, self.inherited)

    def test_ignored_left_alone(self):
        seen = []

        def h(state, goal):
            seen.append(signal.getsignal(signal.SIGINT))
            return 0
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        Search(heuristic=h).run("1 2 3 4 5 6 7 0 8")
        self.assertIs(seen[0], signal.SIG_IGN)          # an ignored SIGINT stays ignored
        self.assertIs(signal.getsignal(signal.SIGINT), signal.SIG_IGN)

    def test_default_handler_restored(self):
        seen = []

        def h(state, goal):
            seen.append(signal.getsignal(signal.SIGINT))
            return 0
        self.assertIs(signal.getsignal(signal.SIGINT), signal.default_int_handler)
        Search(heuristic=h).run("1 2 3 4 5 6 7 0 8")
        self.assertIsNot(seen[0], signal.default_int_handler)   # replaced during the run
        self.assertIs(signal.getsignal(signal.SIGINT), signal.default_int_handler)

    def test_own_handler_stood_in_for_and_put_back(self):
        # during a run the binding's recorder stands in for the program's own handler (which
        # it calls after the C call: see TestCtrlC.test_own_handler_*); after, it is back
        seen, calls = [], []

        def mine(signum, frame):
            calls.append(signum)

        def h(state, goal):
            seen.append(signal.getsignal(signal.SIGINT))
            return 0
        old = signal.signal(signal.SIGINT, mine)
        try:
            Search(heuristic=h).run("1 2 3 4 5 6 7 0 8")
            self.assertIsNot(seen[0], mine)
            self.assertIs(signal.getsignal(signal.SIGINT), mine)
            # a handler that returns: the run goes on, and the handler saw the signal
            def h2(state, goal):
                if not seen or seen[-1] != "sent":
                    seen.append("sent")
                    os.kill(os.getpid(), signal.SIGINT)
                return 0
            r = Search(algorithm="bfs", heuristic=h2).run("7 2 4 5 0 6 8 3 1", "0 1 2 3 4 5 6 7 8")
            self.assertEqual(r.length, 26)
            self.assertEqual(calls, [signal.SIGINT])
        finally:
            signal.signal(signal.SIGINT, old)

    def test_ignored_and_system_default_left_alone(self):
        for disposition in (signal.SIG_IGN, signal.SIG_DFL):
            seen = []

            def h(state, goal):
                seen.append(signal.getsignal(signal.SIGINT))
                return 0
            signal.signal(signal.SIGINT, disposition)
            Search(heuristic=h).run("1 2 3 4 5 6 7 0 8")
            self.assertEqual(seen[0], disposition)
            self.assertEqual(signal.getsignal(signal.SIGINT), disposition)


if __name__ == "__main__":
    unittest.main()
