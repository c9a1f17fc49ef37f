# SPDX-License-Identifier: MIT
"""Search.event_node(): the node of the event being reported (p8_search_event_node), from inside
an event callback whose own arguments stay (event, state, g, h). A run's search tree is rebuilt
from the events alone: every kept node generated once, its parent an expanded node seen before,
its state the parent's moved by its move, and the goal's chain of parents the solution."""
import io
import unittest

import puzzle8
from puzzle8 import Board, EventNode, InvalidArgumentError, Search

START, GOAL = "1 3 4 8 6 2 7 0 5", "1 2 3 8 0 4 7 6 5"
E17 = "1 5 3 7 4 0 8 2 6"       # 17 moves from the default goal: duplicates on the way


def record(search):
    """An on_event callback that keeps (event, state, g, h, event_node()) for each event."""
    seen = []

    def on_event(event, state, g, h):
        seen.append((event, state, g, h, search.event_node()))
    return seen, on_event


class TestEventNode(unittest.TestCase):
    def rebuild(self, seen, start, goal):
        """Check the tree the events describe; returns ({id: (state, parent, move)}, the goal's
        id)."""
        nodes, depth, expanded, goal_node = {}, {}, set(), None
        for event, state, g, h, n in seen:
            self.assertIsInstance(n, EventNode)
            self.assertEqual((n.g, n.h), (g, h))
            self.assertEqual(n.key, g + h)                        # weights 1, 1
            self.assertEqual((n.side, n.bound), (0, None))
            if event == "expand" and n.parent is None:            # the root
                self.assertEqual((n.id, n.move, g, state), (0, None, 0, start.tiles))
                nodes[0] = (state, None, None)
            elif event == "generate" and n.id is not None:        # a kept successor
                self.assertNotIn(n.id, nodes)                     # generated once
                self.assertIn(n.parent, expanded)                 # by a node expanded before
                parent_state, _, _ = nodes[n.parent]
                self.assertEqual(Board(parent_state).move(n.move).tiles, state)
                self.assertEqual(g, depth[n.parent] + 1)
                nodes[n.id] = (state, n.parent, n.move)
            elif event in ("expand", "goal"):
                self.assertEqual(nodes[n.id][0], state)          # a node seen generated
            if n.id is not None:
                depth[n.id] = g
            if event == "expand":
                expanded.add(n.id)
            if event == "goal":
                goal_node = n.id
        return nodes, goal_node

    def test_astar_tree_rebuilt_from_events(self):
        s = Search("astar")
        seen, on_event = record(s)
        s.configure(on_event=on_event)
        r = s.run(E17)
        nodes, goal_node = self.rebuild(seen, Board(E17), Board.goal())
        self.assertEqual(sum(1 for e in seen if e[0] == "expand"), r.stats.expanded)
        self.assertEqual(sum(1 for e in seen if e[0] == "generate"), r.stats.generated)
        dups = [e[4] for e in seen if e[0] == "duplicate"]
        self.assertEqual(len(dups), r.stats.duplicates)
        self.assertTrue(dups and all(d.id is None and d.parent is not None for d in dups))
        moves, at = [], goal_node                                 # the goal's chain of parents
        while nodes[at][1] is not None:
            moves.append(nodes[at][2])
            at = nodes[at][1]
        self.assertEqual("".join(reversed(moves)), r.moves)
        self.assertEqual(nodes[goal_node][0], Board.goal().tiles)
        self.assertEqual(r.length, 17)

    def test_the_same_inside_a_trace_run(self):
        s = Search("astar", trace=io.StringIO())
        seen, on_event = record(s)
        s.configure(on_event=on_event, events={"expand"})
        s.run(START, GOAL)
        plain = Search("astar")
        seen2, on_event2 = record(plain)
        plain.configure(on_event=on_event2, events={"expand"})
        plain.run(START, GOAL)
        self.assertEqual([e[4] for e in seen], [e[4] for e in seen2])
        self.assertEqual(seen[0][4], EventNode(0, None, None, 0, 5, 5, 0, None))

    def test_bound_and_side(self):
        s = Search("idastar")
        seen, on_event = record(s)
        s.configure(on_event=on_event, events={"expand"})
        s.run(START, GOAL)
        bounds = [e[4].bound for e in seen]
        self.assertEqual(bounds[0], Board(START).heuristic("manhattan", GOAL))  # the first pass
        self.assertEqual(bounds, sorted(bounds))
        self.assertTrue(all(e[4].g + e[4].h <= e[4].bound for e in seen))
        s = Search("bibfs")
        seen, on_event = record(s)
        s.configure(on_event=on_event, events={"expand"})
        s.run(START, GOAL)
        roots = [e[4] for e in seen if e[4].parent is None]
        self.assertEqual([(n.side, n.move) for n in roots], [(0, None), (1, None)])
        self.assertEqual({e[4].side for e in seen}, {0, 1})
        self.assertTrue(all(e[4].bound is None for e in seen))

    def test_only_inside_an_event_callback(self):
        s = Search("astar")
        with self.assertRaises(InvalidArgumentError) as cm:
            s.event_node()                                        # no run
        self.assertIn("only valid inside an event callback", str(cm.exception))
        steps = s.steps(START, GOAL, every=1)
        next(steps)
        with self.assertRaises(InvalidArgumentError):
            s.event_node()                                        # between steps
        steps.close()
        errors = []

        def heuristic(state, goal):
            try:
                s.event_node()
            except InvalidArgumentError as e:
                errors.append(e)
            return 0
        s.configure(heuristic=heuristic)
        s.run(START, GOAL)
        self.assertTrue(errors)                                   # inside a heuristic
        s.close()
        with self.assertRaises(InvalidArgumentError):
            s.event_node()                                        # closed

    def test_exported(self):
        self.assertIn("EventNode", puzzle8.__all__)
        self.assertEqual(EventNode._fields, ("id", "parent", "move", "g", "h", "key", "side", "bound"))


if __name__ == "__main__":
    unittest.main()
