#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""search8.py - a student's 8-puzzle search, as a student writes it (plain Python, no library),
for the grader's tests: breadth-first search, depth-first search, A* or greedy best-first search
over a queue, a stack or a heap, with a dictionary of the states seen. With no mistake it follows the conventions of
docs/trace.md ("Matching the reference"); --mistake NAME makes one classic mistake of the
grader's catalogue (docs/grading.md).

    search8.py [--alg bfs|dfs|astar|greedy] [--h manhattan|misplaced|linear-conflict]
               [--print trace|moves|boards] [--counts] [--mistake NAME] START GOAL

It prints a trace (one JSON object a line), or a solution: the moves of the blank on one line
(or the boards, one a line) and, with --counts, "expanded N" and "generated N" lines. A search
is also a function, search(start, goal, ...), for in-process grading (puzzle8.grade.check)."""
import heapq
import sys
from collections import deque

MOVES = "UDLR"


def successors(s, last, undo_too):
    b = s.index("0")
    for m, to in enumerate((b - 3 if b >= 3 else -1, b + 3 if b < 6 else -1,
                            b - 1 if b % 3 else -1, b + 1 if b % 3 < 2 else -1)):
        if to < 0 or (not undo_too and last is not None and m ^ 1 == last):
            continue
        t = list(s)
        t[b], t[to] = t[to], "0"
        yield m, "".join(t)


def manhattan(s, goal, blank=False):
    h = 0
    for i, c in enumerate(s):
        if c == "0" and not blank:
            continue
        j = goal.index(c)
        h += abs(i // 3 - j // 3) + abs(i % 3 - j % 3)
    return h


def conflicts(s, goal, per_pair):
    extra = 0
    for line in range(3):
        for cells in ([line * 3 + i for i in range(3)], [i * 3 + line for i in range(3)]):
            row = cells[1] - cells[0] == 1
            pos = []
            for cell in cells:
                if s[cell] == "0":
                    continue
                g = goal.index(s[cell])
                if (g // 3 if row else g % 3) == line:
                    pos.append(g % 3 if row else g // 3)
            if per_pair:
                extra += 2 * sum(1 for i in range(len(pos)) for j in range(i + 1, len(pos))
                                 if pos[i] > pos[j])
            else:
                best = [1] * len(pos)
                for i in range(len(pos)):
                    for j in range(i):
                        if pos[j] < pos[i]:
                            best[i] = max(best[i], best[j] + 1)
                extra += 2 * (len(pos) - max(best, default=0))
    return extra


def heuristic(name, mistake):
    def h(s, goal):
        if mistake == "heuristic-inconsistent":
            return manhattan(s, goal) + conflicts(s, goal, True)
        if name == "misplaced":
            v = sum(1 for a, b in zip(s, goal) if a != "0" and a != b)
        elif name in ("manhattan", "linear-conflict"):
            v = manhattan(s, goal)
            if name == "linear-conflict":
                v += conflicts(s, goal, False)
        else:
            v = 0
        if mistake == "heuristic-scaled":
            v *= 2
        if mistake == "heuristic-blank":
            b, gb = s.index("0"), goal.index("0")
            d = abs(b // 3 - gb // 3) + abs(b % 3 - gb % 3)
            v += (d > 0) if name == "misplaced" else d
        return v
    return h


def search(start, goal, alg="bfs", h_name="manhattan", mistake=None, emit=None):
    """Search; emit(kind, id, parent, move, g, h, key, state) for each event (None: no trace;
    move as the search has it: the caller names it for the tile under tile-moves). Returns (moves
    as a string or None, counts dict, the nodes, the goal node's index or None)."""
    astar = alg in ("astar", "greedy")
    h = heuristic(h_name if astar else "zero", mistake)
    wg, wh = (0 if alg == "greedy" else 1), (1 if astar else 0)
    container = {"bfs": "fifo", "dfs": "lifo", "astar": "heap", "greedy": "heap"}[alg]
    if mistake == "stack-for-queue":
        container = "lifo"
    elif mistake in ("queue-for-stack", "queue-for-priority"):
        container = "fifo"
    at_generation = alg == "bfs"
    if mistake == "goal-tested-late":
        at_generation = False
    elif mistake == "goal-tested-early":
        at_generation = True
    dup = "graph"
    if mistake in ("no-duplicate-check", "parent-check-only", "closed-list-only", "undo-move"):
        dup = {"no-duplicate-check": "none", "parent-check-only": "parent",
               "closed-list-only": "closed", "undo-move": "graph-undo"}[mistake]
    reopen = alg != "dfs" and mistake != "no-reopen"
    g0 = 1 if mistake == "g-off-by-one" else 0
    nodes = []                       # [state, parent, move, g, h, stale, expanded]

    def key(i):
        return wg * nodes[i][3] + wh * nodes[i][4]

    def order(i):
        if mistake == "tie-break-oldest":
            return (key(i), i)
        if mistake == "tie-break-newest":
            return (key(i), -i)
        if mistake == "tie-break-h-newest":
            return (key(i), nodes[i][4], -i)
        return (key(i), nodes[i][4], i)

    def event(kind, i, node=None):
        if emit:
            st, parent, move, g, hv = (node or nodes[i])[:5]
            emit(kind, i, parent, move, g + g0, hv, wg * (g + g0) + wh * hv, st)

    frontier = deque() if container == "fifo" else []
    counts = {"expanded": 0, "generated": 0, "duplicates": 0}
    size = most = popped_most = 0

    def push(i):
        nonlocal size, most
        if container == "heap":
            heapq.heappush(frontier, (order(i), i))
        else:
            frontier.append(i)
        size += 1
        most = max(most, size)

    def pop():
        nonlocal size
        size -= 1
        if container == "fifo":
            return frontier.popleft()
        if container == "lifo":
            return frontier.pop()
        return heapq.heappop(frontier)[1]

    seen = {start: 0}
    closed = set()
    nodes.append([start, None, None, 0, h(start, goal), False, False])
    found = None
    if start == goal:
        event("goal", 0)
        found = 0
    else:
        push(0)
    while found is None and frontier:
        x = pop()
        if nodes[x][5]:
            continue
        popped_most = max(popped_most, size)
        if not at_generation and nodes[x][0] == goal:
            event("goal", x)
            found = x
            break
        event("expand", x)
        nodes[x][6] = True
        counts["expanded"] += 1
        if dup == "closed":
            closed.add(nodes[x][0])
        undo_too = dup in ("none", "graph-undo", "closed")
        for m, t in successors(nodes[x][0], nodes[x][2], undo_too):
            g = nodes[x][3] + 1
            counts["generated"] += 1
            old = seen.get(t) if dup in ("graph", "graph-undo") else (0 if t in closed else None)
            if old is not None and (dup == "closed" or nodes[old][3] <= g or
                                    (nodes[old][6] and not reopen)):
                child = [t, x, m, g, h(t, goal)]
                event("generate", None, child)
                event("duplicate", None, child)
                counts["duplicates"] += 1
                continue
            if old is not None:
                nodes[old][5] = True
            nodes.append([t, x, m, g, h(t, goal), False, False])
            i = len(nodes) - 1
            if dup in ("graph", "graph-undo"):
                seen[t] = i
            event("generate", i)
            if at_generation and t == goal:
                if mistake == "goal-pushed":
                    push(i)
                event("goal", i)
                found = i
                break
            push(i)
    counts["max_frontier"] = popped_most if mistake == "frontier-after-pop" else most
    if found is None:
        return None, counts, nodes, None
    path = []
    k = found
    while nodes[k][1] is not None:
        path.append(nodes[k][2])
        k = nodes[k][1]
    if mistake != "path-reversed":
        path.reverse()
    if mistake == "tile-moves":
        path = [m ^ 1 for m in path]
    if mistake == "expanded-counts-goal":
        counts["expanded"] += 1
    if mistake == "generated-counts-start":
        counts["generated"] += 1
    if mistake == "generated-without-duplicates":
        counts["generated"] -= counts["duplicates"]
    return "".join(MOVES[m] for m in path), counts, nodes, found


def main(argv):
    alg, h_name, show, with_counts, mistake = "bfs", "manhattan", "trace", False, None
    args = list(argv)
    while args and args[0].startswith("--"):
        opt = args.pop(0)
        if opt == "--counts":
            with_counts = True
            continue
        value = args.pop(0)
        if opt == "--alg":
            alg = value
        elif opt == "--h":
            h_name = value
        elif opt == "--print":
            show = value
        elif opt == "--mistake":
            mistake = value
    start, goal = args[0], args[1]
    out = []

    def emit(kind, i, parent, move, g, hv, k, state):
        mv = "null" if move is None else '"%s"' % MOVES[move ^ 1 if mistake == "tile-moves" else move]
        out.append('{"type":"event","event":"%s","id":%s,"parent":%s,"move":%s,"g":%d,"h":%d,'
                   '"key":%d,"side":0,"bound":null,"state":"%s"}' % (
                       kind, "null" if i is None else i, "null" if parent is None else parent,
                       mv, g, hv, k, state))
        if len(out) == 200:          # as it goes: a run stopped still shows what it did
            print("\n".join(out), flush=True)
            del out[:]

    result = search(start, goal, alg, h_name, mistake, emit if show == "trace" else None)
    moves, counts = result[0], result[1]
    if show == "trace":
        out.append('{"type":"summary","status":"%s","solved":%s,"length":%s,"moves":%s,'
                   '"expanded":%d,"generated":%d,"duplicates":%d,"max_frontier":%d}' % (
                       "P8_OK" if moves is not None else "P8_ENOTFOUND",
                       "true" if moves is not None else "false",
                       "null" if moves is None else len(moves),
                       "null" if moves is None else '"%s"' % moves, counts["expanded"],
                       counts["generated"], counts["duplicates"], counts["max_frontier"]))
        print("\n".join(out))
        return 0
    if moves is None:
        print("no solution")
        return 1
    if show == "boards":
        nodes, k, boards = result[2], result[3], []
        while k is not None:
            boards.append(nodes[k][0])
            k = nodes[k][1]
        if mistake != "path-reversed":
            boards.reverse()
        print("\n".join(boards))
    else:
        print(" ".join(moves))
    if with_counts:
        print("expanded %d" % counts["expanded"])
        print("generated %d" % counts["generated"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
