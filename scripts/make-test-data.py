#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make-test-data.py - the instance files of test/data, from an oracle that is not the library.

For each goal below, a plain breadth-first search over the permutations of 0..8 (the blank is 0;
a move swaps it with an orthogonal neighbour) from the goal gives every reachable state's exact
distance: 181,440 states, the half of the 9! permutations with the goal's parity. From the
states, sorted as digit strings, a fixed number are drawn without replacement by a partial
Fisher-Yates shuffle driven by splitmix64 from a fixed seed: uniform, and the same on every
machine and Python version (no use of the random module). Each file holds one line per drawn
state, "t0 t1 ... t8 | d", in the order drawn, after a header comment.

Standard library only; about 2 s per goal.

    python3 scripts/make-test-data.py test/data          # (re)write the files
    python3 scripts/make-test-data.py --check test/data  # exit 1 if a file differs

test/data_test.sh runs --check in make check, so the committed files are always what this
script makes.
"""
import os
import sys

# (goal, instances, seed): the goal as its nine tiles in reading order.
SETS = [
    ("123456780", 500, 2026),
    ("012345678", 300, 2027),
    ("123804765", 300, 2028),
]
MASK = (1 << 64) - 1
NEIGHBOURS = [[j for j in (i - 3, i + 3, i - 1, i + 1)
               if 0 <= j < 9 and (j // 3 == i // 3 or j % 3 == i % 3)] for i in range(9)]


def distances(goal):
    """{state: distance} for every state that reaches goal (states are 9-character strings)."""
    dist = {goal: 0}
    layer = [goal]
    d = 0
    while layer:
        d += 1
        nxt = []
        for s in layer:
            b = s.index("0")
            for n in NEIGHBOURS[b]:
                t = list(s)
                t[b], t[n] = t[n], t[b]
                t = "".join(t)
                if t not in dist:
                    dist[t] = d
                    nxt.append(t)
        layer = nxt
    return dist


def splitmix64(state):
    """One step: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state, n):
    """An unbiased integer in [0, n) by rejection: (new state, value)."""
    limit = (1 << 64) - (1 << 64) % n
    while True:
        state, x = splitmix64(state)
        if x < limit:
            return state, x % n


def draw(states, count, seed):
    """count distinct states, uniformly, by a partial Fisher-Yates shuffle."""
    pool = list(states)
    st = seed
    for i in range(count):
        st, j = below(st, len(pool) - i)
        pool[i], pool[i + j] = pool[i + j], pool[i]
    return pool[:count]


def make(goal, count, seed):
    dist = distances(goal)
    assert len(dist) == 181440, len(dist)
    picked = draw(sorted(dist), count, seed)
    lines = ["# start | optimal moves, goal %s; %d states drawn uniformly (seed %d) from all %d "
             "reachable (scripts/make-test-data.py)" % (" ".join(goal), count, seed, len(dist))]
    lines += ["%s | %d" % (" ".join(s), dist[s]) for s in picked]
    return "\n".join(lines) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 1:
        sys.stderr.write("usage: make-test-data.py [--check] DIR\n")
        return 2
    out = args[0]
    bad = 0
    for goal, count, seed in SETS:
        path = os.path.join(out, "sample_goal_%s.txt" % goal)
        text = make(goal, count, seed)
        if check:
            try:
                with open(path) as f:
                    same = f.read() == text
            except OSError:
                same = False
            print("%s %s" % ("ok  " if same else "DIFF", path))
            bad += not same
        else:
            os.makedirs(out, exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            print("wrote %s (%d instances)" % (path, count))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
