"""Search (full control over the one generic search loop) and solve() (one call)."""
import ctypes
import operator
from collections import namedtuple

from . import _lib as _c
from ._lib import lib, text
from .board import as_board, goal_handle
from .errors import InvalidArgumentError, check, error_for
from .result import Result

__all__ = ["Search", "Snapshot", "solve"]

#: What Search.steps() yields between batches of expansions (values from p8_search_stat).
Snapshot = namedtuple("Snapshot", "expanded generated duplicates max_frontier peak_bytes "
                                  "elapsed_ns frontier")

_UNSET = object()


def _number(table, value, what):
    """An enum value from a name in `table` or a plain int (checked by the C library)."""
    if isinstance(value, str):
        try:
            return table[value.lower()]
        except KeyError:
            raise InvalidArgumentError("invalid argument: unknown %s %r (one of %s)"
                                       % (what, value, ", ".join(table))) from None
    return operator.index(value)


def _callback_failed(pending, handle, exc):
    """Called from a ctypes callback that raised: keep the exception, stop the run."""
    if not pending:
        pending.append(exc)
    lib.p8_search_cancel(handle)


def _make_heuristic(fn, pending, handle):
    def heuristic(state, goal, _user_data):
        try:
            value = operator.index(fn(tuple(state[:9]), tuple(goal[:9])))
            if not 0 <= value < 2 ** 32:
                raise ValueError("heuristic returned %d, expected 0 .. 2**32-1" % value)
            return value
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _callback_failed(pending, handle, e)
            return 0
    return _c.HeuristicFn(heuristic)


def _make_event(fn, pending, handle):
    names = _c.EVENT_NAMES

    def event(ev, state, g, h, _user_data):
        try:
            return 1 if fn(names.get(ev, ev), tuple(state[:9]), g, h) else 0
        except BaseException as e:                        # noqa: B902 - re-raised by run()
            _callback_failed(pending, handle, e)
            return 0
    return _c.EventFn(event)


class Search:
    """A configurable search (p8_search). One loop; an algorithm is a preset of its settings.

    algorithm: "bfs", "dfs", "ucs", "greedy", "astar", "iddfs", "idastar", "bibfs",
    "random-walk" (a preset, applied first); frontier: "fifo", "lifo", "heap", "bucket", or an
    object with push(node, key, g, h), pop() -> node or None, __len__ (and optionally clear()):
    see puzzle8.frontier; weights: (wg, wh), the key wg*g + wh*h; driver: "once",
    "deepen-depth", "deepen-f", "bidirectional", "random-walk"; seed: the random walk's seed;
    graph: graph search (True) or tree search (False); duplicates: the duplicate policy, "none",
    "parent", "path" or "graph" (graph=True/False is "graph"/"parent"); reopen: reopen closed
    states reached more cheaply; heuristic: a built-in name ("manhattan", ...) or a callable
    h(state_tuple, goal_tuple) -> int; on_event: a callable (event_name, state_tuple, g, h) ->
    truthy to stop the run, for the events named in `events` (a set of "expand", "generate",
    "duplicate", "goal"; default all); limits: max_expansions, max_depth, max_memory (bytes),
    max_time_ms (None: no limit, the default; 0 is a real limit).

    An exception raised by a heuristic or event callback cancels the run and is re-raised by
    run()/steps(). After a run, .result holds its Result (also the partial one of a failed run).
    """

    def __init__(self, algorithm="astar", frontier=None, weights=None, graph=None, reopen=None,
                 heuristic=None, on_event=None, events=None, max_expansions=None, max_depth=None,
                 max_memory=None, max_time_ms=None, duplicates=None, driver=None, seed=None):
        out = ctypes.c_void_p()
        check(lib.p8_search_new(ctypes.byref(out)))
        self._h = out.value
        self._pending = []              # exception raised inside a callback during this run
        self._hfn = self._efn = None    # ctypes callback objects the C side holds
        self._running = False
        self.result = None
        self.algorithm = None
        self._frontier = None             # a caller's frontier (CallerFrontier)
        self.configure(algorithm=algorithm, frontier=frontier, weights=weights, graph=graph,
                       duplicates=duplicates, driver=driver, seed=seed, reopen=reopen, heuristic=heuristic, events=events,
                       on_event=_UNSET if on_event is None else on_event,
                       max_expansions=max_expansions, max_depth=max_depth,
                       max_memory=max_memory, max_time_ms=max_time_ms)

    def __del__(self, _free=lib.p8_search_free):
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    def _check(self, rc):
        if rc < 0:
            raise error_for(rc, text(lib.p8_search_errmsg(self._h)))
        return rc

    def configure(self, algorithm=_UNSET, frontier=None, weights=None, graph=None, reopen=None,
                  heuristic=None, on_event=_UNSET, events=None, duplicates=None, driver=None,
                  seed=None, **limits):
        """Change settings (same keywords as the constructor); None leaves a setting as it is.
        A new algorithm is a preset: it resets frontier, weights, graph, reopen and heuristic."""
        s = self._h
        if algorithm is not _UNSET and algorithm is not None:
            self._check(lib.p8_search_set_algorithm(s, _number(_c.ALGORITHMS, algorithm, "algorithm")))
            self.algorithm = algorithm if isinstance(algorithm, str) else (
                text(lib.p8_algorithm_name(algorithm)) or str(algorithm))
            self._frontier = None           # the preset's built-in frontier replaced any other
            self._hfn = None
        if frontier is not None and not isinstance(frontier, (str, int)):   # a caller's object
            from .frontier import CallerFrontier
            f = CallerFrontier(frontier, self._pending, s, _callback_failed)
            self._check(f.install(s))
            self._frontier = f
        elif frontier is not None:
            self._check(lib.p8_search_set_frontier(s, _number(_c.FRONTIERS, frontier, "frontier")))
            self._frontier = None
        if driver is not None:
            self._check(lib.p8_search_set_driver(s, _number(_c.DRIVERS, driver, "driver")))
        if seed is not None:
            seed = operator.index(seed)
            if not 0 <= seed < 2 ** 64:
                raise InvalidArgumentError("invalid argument: seed must be 0 .. 2**64-1")
            self._check(lib.p8_search_set_seed(s, seed))
        if weights is not None:
            wg, wh = weights
            if not (0 <= wg < 2 ** 32 and 0 <= wh < 2 ** 32):
                raise InvalidArgumentError("invalid argument: weights must be 0 .. 2**32-1")
            self._check(lib.p8_search_set_weights(s, wg, wh))
        if graph is not None:
            self._check(lib.p8_search_set_graph_search(s, 1 if graph else 0))
        if duplicates is not None:
            self._check(lib.p8_search_set_duplicates(s, _number(_c.DUPLICATES, duplicates, "duplicates")))
        if reopen is not None:
            self._check(lib.p8_search_set_reopen(s, 1 if reopen else 0))
        if heuristic is not None:
            if callable(heuristic):
                fn = _make_heuristic(heuristic, self._pending, s)
                self._check(lib.p8_search_set_heuristic_fn(s, fn, None))
                self._hfn = fn
            else:
                self._check(lib.p8_search_set_heuristic(s, _number(_c.HEURISTICS, heuristic, "heuristic")))
                self._hfn = None
        if on_event is not _UNSET or events is not None:
            if on_event is _UNSET or (on_event is None and events is not None):
                raise TypeError("events needs on_event")
            self._set_event(on_event, events)
        for name, value in limits.items():
            if name not in _c.LIMITS:
                raise TypeError("unknown limit %r (one of %s)" % (name, ", ".join(_c.LIMITS)))
            if value is None:                       # None: no limit (P8_LIMIT_NONE)
                value = 2 ** 64 - 1
            value = operator.index(value)
            if not 0 <= value < 2 ** 64:
                raise InvalidArgumentError("invalid argument: %s must be 0 .. 2**64-1" % name)
            self._check(lib.p8_search_set_limit(s, _c.LIMITS[name], value))
        return self

    def _set_event(self, on_event, events):
        if on_event is None:
            self._check(lib.p8_search_set_event_fn(self._h, _c.EventFn(), 0, None))
            self._efn = None
            return
        if events is None:
            mask = 0xF
        elif isinstance(events, int):
            mask = events
        else:
            if isinstance(events, str):
                events = {events}
            mask = 0
            for name in events:
                mask |= 1 << _number(_c.EVENTS, name, "event")
        fn = _make_event(on_event, self._pending, self._h)
        self._check(lib.p8_search_set_event_fn(self._h, fn, mask, None))
        self._efn = fn

    def stat(self, name):
        """A statistic of the current or last run by name (see Snapshot's fields)."""
        return lib.p8_search_stat(self._h, _c.STATS.index(name))

    def snapshot(self):
        st, s = lib.p8_search_stat, self._h
        return Snapshot(*(st(s, i) for i in range(7)))

    @property
    def errmsg(self):
        """The C library's sentence about this search's last error ("" if none)."""
        return text(lib.p8_search_errmsg(self._h))

    def cancel(self):
        """Ask the run in progress to stop (for use from this search's callbacks)."""
        check(lib.p8_search_cancel(self._h))

    # --- running ------------------------------------------------------------------------------
    def _begin(self):
        nested = self._running
        if not nested:
            del self._pending[:]
            self._running = True
        return nested

    def _end(self, rc, handle, nested):
        result = Result(handle, self.algorithm) if handle else None
        if nested:                      # a call from inside our own callback: P8_EBUSY
            return self._raise_or(rc, result)
        self.result = result
        if self._pending:
            exc = self._pending.pop()
            del self._pending[:]
            raise exc
        return self._raise_or(rc, result)

    def _raise_or(self, rc, result):
        if rc == _c.P8_OK:
            return result
        raise error_for(rc, text(lib.p8_search_errmsg(self._h)), result)

    def run(self, start, goal=None):
        """Search from start to goal (default goal if None); returns the Result of a solved run.
        Raises UnsolvableError, LimitReached/Canceled/NotFound (with .result), BusyError, ..."""
        start = as_board(start)
        g, gh = goal_handle(goal)
        out = ctypes.c_void_p()
        nested = self._begin()
        try:
            rc = lib.p8_search_run(self._h, start._h, gh, ctypes.byref(out))
        finally:
            if not nested:
                self._running = False
        return self._end(rc, out.value, nested)

    def steps(self, start, goal=None, every=100):
        """Run in batches of `every` expansions, yielding a Snapshot after each unfinished batch.
        The generator's return value (StopIteration.value) is the Result; it raises like run().
        After the loop, search.result holds the Result. Closing the generator early cancels the run.
        """
        start = as_board(start)
        g, gh = goal_handle(goal)
        every = operator.index(every)
        if every <= 0:
            raise InvalidArgumentError("invalid argument: every must be >= 1")
        nested = self._begin()
        try:
            self._check(lib.p8_search_start(self._h, start._h, gh))
        finally:
            if not nested:
                self._running = False
        if nested:
            raise RuntimeError("unreachable: p8_search_start succeeded from a callback")
        finished = False
        try:
            while True:
                self._running = True
                try:
                    rc = lib.p8_search_step(self._h, every)
                finally:
                    self._running = False
                if rc != _c.P8_AGAIN:
                    break
                yield self.snapshot()
            finished = True
            out = ctypes.c_void_p()
            if rc != _c.P8_ENOMEM:
                self._check(lib.p8_search_take_result(self._h, ctypes.byref(out)))
            return self._end(rc, out.value, False)
        finally:
            if not finished:                                  # closed early: end the run
                lib.p8_search_cancel(self._h)
                lib.p8_search_step(self._h, 0)
                out = ctypes.c_void_p()
                if lib.p8_search_take_result(self._h, ctypes.byref(out)) == _c.P8_OK:
                    self.result = Result(out.value, self.algorithm)

    def __repr__(self):
        return "<puzzle8.Search %s>" % (self.algorithm,)


def solve(start, goal=None, algorithm="astar", heuristic=None, **limits):
    """Solve start -> goal (default goal if None) and return the Result.

    algorithm: "bfs", "dfs", "ucs", "greedy", "astar"; heuristic: None (the preset's), a built-in
    name, or a callable h(state_tuple, goal_tuple) -> int; limits: max_expansions, max_depth,
    max_memory, max_time_ms. Raises as Search.run() does.
    """
    if limits or callable(heuristic):
        return Search(algorithm=algorithm, heuristic=heuristic, **limits).run(start, goal)
    start = as_board(start)
    g, gh = goal_handle(goal)
    alg = _number(_c.ALGORITHMS, algorithm, "algorithm")
    h = -1 if heuristic is None else _number(_c.HEURISTICS, heuristic, "heuristic")
    out = ctypes.c_void_p()
    rc = lib.p8_solve(start._h, gh, alg, h, ctypes.byref(out))
    result = Result(out.value, algorithm if isinstance(algorithm, str) else None) if out.value else None
    if rc == _c.P8_OK:
        return result
    detail = ""
    if rc == _c.P8_EINVAL:
        detail = "algorithm %r or heuristic %r is out of range" % (algorithm, heuristic)
    raise error_for(rc, detail, result)
