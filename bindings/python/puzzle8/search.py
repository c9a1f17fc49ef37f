# SPDX-License-Identifier: MIT
"""Search (full control over the one generic search loop) and solve() (one call).

Threads: a Search serves one thread at a time. Every method takes the object's lock without
waiting, so a call from another thread while one is in progress raises BusyError at once
(instead of racing on the C search); cancel() is the exception, allowed from anywhere. A call
from the search's own callback (same thread, inside the C call) goes to the C library, which
answers P8_EBUSY as it always did.

Runs: run() and steps() drive the C run through p8_search_start/step/take_result in C calls of
about _SLICE seconds each (the chunk of expansions adapts to the measured time), so Ctrl-C and
cancel() are seen within ~10 ms even when no Python code runs during the search (_interrupt.py).
"""
from __future__ import annotations

import ctypes
import operator
import threading
import time
from typing import (TYPE_CHECKING, Any, Callable, Generator, Iterable, List, Literal, NamedTuple,
                    Optional, Tuple, Union, cast, overload)

if TYPE_CHECKING:
    from .view import SVG

from . import _interrupt
from . import _lib as _c
from ._callbacks import EventCallback, HeuristicLike
from ._callbacks import _failed as _callback_failed, make_event, make_heuristic, number as _number
from ._lib import lib, text
from .board import Board, BoardLike, as_board, goal_handle
from .errors import InvalidArgumentError, check, error_for
from .result import Result, buffers as _result_buffers

__all__ = ["Search", "Snapshot", "FrontierEntry", "EventNode", "CompareRow", "compare_rows", "solve"]

class Snapshot(NamedTuple):
    """What Search.steps() yields between batches of expansions (values from p8_search_stat)."""
    expanded: int
    generated: int
    duplicates: int
    max_frontier: int
    peak_bytes: int
    elapsed_ns: int
    frontier: int


class FrontierEntry(NamedTuple):
    """One entry of Search.frontier() (p8_search_frontier): the node's id (the events' ids), its
    Board, g, h, key (wg*g + wh*h), side (1: the goal's side of a bidirectional search), the
    parent's id and the move ("U", "D", "L", "R") that made it (None and None for a root)."""
    id: int
    board: Board
    g: int
    h: int
    key: int
    side: int
    parent: Optional[int]
    move: Optional[str]


class EventNode(NamedTuple):
    """The node of the event being reported (Search.event_node(); p8_search_event_node): its id
    (None for a successor the search did not keep), its parent's id and the move ("U", "D", "L",
    "R") that made it (None and None for a root), g, h, key (wg*g + wh*h), side (1: the goal's
    side of a bidirectional search) and bound (the deepening driver's bound for the pass; None
    for the other drivers)."""
    id: Optional[int]
    parent: Optional[int]
    move: Optional[str]
    g: int
    h: int
    key: int
    side: int
    bound: Optional[int]


class CompareRow(NamedTuple):
    """A row of the comparison table (puzzle8 compare; p8_compare_row): its label, e.g.
    "astar, manhattan, weights 1,2", and whether the configuration guarantees an optimal
    solution."""
    label: str
    optimal: bool


_ENTRY_FIELDS = 8
_NODE_FIELDS = 8
_NODE_NONE = 2 ** 64 - 1

_UNSET = object()
_Result = Result
_result_new: Callable[..., Result] = Result._new.__func__  # type: ignore[attr-defined]
_get_ident = threading.get_ident
_clock = time.perf_counter
_SLICE = 0.01               # seconds (10 ms): the target length of one C call of a run
_FIRST_CHUNK = 1 << 14      # expansions in a new Search's first C call (~2-8 ms without callbacks)
_MAX_CHUNK = 1 << 24
_WAIT = 5.0                 # seconds a steps() loop waits for a short call of another thread
_ANOTHER_THREAD = ("another thread is using this search (a Search serves one thread at a time: "
                   "give each thread its own)")


def _weights(weights: Any) -> Tuple[int, int]:
    """(wg, wh) from a pair of ints, each 0 .. 2**32-1 (a bool or a float is a TypeError)."""
    try:
        pair = tuple(weights)
    except TypeError:
        pair = ()
    if len(pair) != 2 or any(isinstance(w, bool) or not hasattr(w, "__index__") for w in pair):
        raise TypeError("weights is a pair (wg, wh) of ints 0 .. 2**32-1, not %s"
                        % _c.quote(weights))
    wg, wh = (operator.index(w) for w in pair)
    if not (0 <= wg < 2 ** 32 and 0 <= wh < 2 ** 32):
        raise InvalidArgumentError("invalid argument: weights must be 0 .. 2**32-1")
    return wg, wh


def _event_mask(events: Any) -> int:
    """The mask of events: a mask 0 .. 15 (an int), or a name or an iterable of names and
    numbers 0 .. 3, each checked before it becomes a bit (a bool or a float is a TypeError)."""
    what = "events is a set of event names (or numbers 0..3) or a mask 0..15, not %s"
    if isinstance(events, bool):
        raise TypeError(what % events)
    if not isinstance(events, (str, bytes)) and hasattr(events, "__index__"):
        return operator.index(events)          # a mask: the library checks it (0 .. 15)
    if isinstance(events, str):
        events = (events,)
    try:
        items = iter(events)
    except TypeError:
        raise TypeError(what % _c.quote(events)) from None
    mask = 0
    for e in items:
        if isinstance(e, str):
            n = _number(_c.EVENTS, e, "event")
        elif isinstance(e, bool) or not hasattr(e, "__index__"):
            raise TypeError("an event is a name (%s) or a number 0..3, not %s"
                            % (", ".join(_c.EVENTS), _c.quote(e)))
        else:
            n = operator.index(e)
            if not 0 <= n < len(_c.EVENTS):
                raise InvalidArgumentError("invalid argument: event %d is out of range (0..%d: %s)"
                                           % (n, len(_c.EVENTS) - 1, ", ".join(_c.EVENTS)))
        mask |= 1 << n
    return mask


def _busy(detail: str) -> Exception:
    return error_for(_c.P8_EBUSY, detail)


def _closed() -> Exception:
    return error_for(_c.P8_EINVAL, "this search is closed")


class Search:
    """A configurable search (p8_search). One loop; an algorithm is a preset of its settings.

    algorithm: a name of puzzle8.choices("algorithm") (or another name of it, in any case: "A*",
    "ids"), a preset applied first; frontier: a name of choices("frontier"), or an
    object with push(node, key, g, h), pop() -> node or None, __len__ (and optionally clear()):
    see puzzle8.frontier; weights: (wg, wh), the key wg*g + wh*h; driver: a name of
    choices("driver"); seed: the random walk's seed; node_budget: the most nodes SMA* holds at
    once (default 10000; at least 1; a budget that cannot hold the path to a solution ends the
    run with LimitError);
    graph: graph search (True) or tree search (False); duplicates: the duplicate policy, a name
    of choices("duplicates") (graph=True/False is "graph"/"parent");
    reopen: reopen closed states reached more cheaply; heuristic: a built-in name ("manhattan", ...), a
    PatternDatabase (a C heuristic: for the goal it was built for; 0 towards any other), or a
    callable h(state_tuple, goal_tuple) -> int; on_event: a callable (event_name, state_tuple, g, h) ->
    truthy to stop the run, for the events named in `events` (a set of "expand", "generate",
    "duplicate", "goal"; default all); limits: max_expansions, max_depth, max_memory (bytes),
    max_time_ms (None: no limit, the default; 0 is a real limit).

    An exception raised by a heuristic or event callback cancels the run and is re-raised by
    run()/steps(); Ctrl-C raises KeyboardInterrupt within ~0.1 s. After a run, .result holds its
    Result (also the partial one of a failed run). One thread at a time: a call from another
    thread during a call raises BusyError. close() (or `with Search() as s:`) frees it at once.
    """

    def __init__(self, algorithm: Union[str, int] = "astar", frontier: Any = None,
                 weights: Optional[Tuple[int, int]] = None, graph: Optional[bool] = None,
                 reopen: Optional[bool] = None, heuristic: Optional[HeuristicLike] = None,
                 on_event: Optional[EventCallback] = None,
                 events: Optional[Union[int, Iterable[str]]] = None,
                 max_expansions: Optional[int] = None, max_depth: Optional[int] = None,
                 max_memory: Optional[int] = None, max_time_ms: Optional[int] = None,
                 duplicates: Optional[Union[str, int]] = None, driver: Optional[Union[str, int]] = None,
                 seed: Optional[int] = None, trace: Any = None,
                 node_budget: Optional[int] = None) -> None:
        self.trace = trace                  # run() writes a trace here (a path or a file object)
        self._h: Optional[int] = None
        self._lock = threading.Lock()       # held by the thread inside a method
        self._hlock = threading.RLock()     # the handle's lifetime, for cancel() from anywhere
        self._owner: Optional[int] = None   # ident of the thread holding _lock
        self._in_c = False                  # that thread is inside p8_search_start/step
        self._stepper: Optional[object] = None  # the steps() loop whose run is in progress
        self._live = False                  # a run was started and its result not yet taken
        self._chunk = _FIRST_CHUNK
        self._pending: List[BaseException] = []  # exception raised inside a callback during this run
        self._hfn: Any = None               # ctypes callback objects the C side holds
        self._efn: Any = None               # ctypes callback objects the C side holds
        self._frontier: Any = None          # a caller's frontier (CallerFrontier)
        self.result: Optional[Result] = None
        self.algorithm: Optional[str] = None
        out = ctypes.c_void_p()
        check(lib.p8_search_new(ctypes.byref(out)))
        self._h = out.value
        self.configure(algorithm=algorithm, frontier=frontier, weights=weights, graph=graph,
                       duplicates=duplicates, driver=driver, seed=seed, node_budget=node_budget,
                       reopen=reopen,
                       heuristic=heuristic, events=events,
                       on_event=_UNSET if on_event is None else on_event,
                       max_expansions=max_expansions, max_depth=max_depth,
                       max_memory=max_memory, max_time_ms=max_time_ms)

    def __del__(self, _free: Callable[[int], None] = lib.p8_search_free) -> None:
        h = getattr(self, "_h", None)
        if h:
            self._h = None
            _free(h)

    # --- one thread at a time -----------------------------------------------------------------
    def _enter(self, closed_ok: bool = False) -> bool:
        """Take the object for one call. True: taken (the caller must _leave()). False: this
        thread is inside a C call of this search, i.e. in one of its callbacks: the caller asks
        the C library, which answers P8_EBUSY. Raises BusyError if another thread has it."""
        if self._lock.acquire(False):
            if self._h is None and not closed_ok:
                self._lock.release()
                raise _closed()
            self._owner = _get_ident()
            return True
        if self._owner == _get_ident():
            if self._in_c:
                return False
            raise _busy("this thread is already inside a call of this search")
        raise _busy(_ANOTHER_THREAD)

    def _enter_wait(self) -> None:
        """For a steps() loop that owns the run: others only hold the lock for short calls."""
        if not self._lock.acquire(timeout=_WAIT):
            raise _busy(_ANOTHER_THREAD)
        self._owner = _get_ident()

    def _leave(self) -> None:
        self._owner = None
        self._lock.release()

    def _claim(self) -> None:
        """Before starting a run or changing settings: BusyError while a steps() loop is
        unfinished; a run left behind by an interrupted call is ended first."""
        if self._stepper is not None:
            raise _busy("a steps() loop of this search is not finished: finish or close it first")
        if self._live:
            self._abandon()

    def close(self) -> None:
        """Free the C search now (it is also freed when the object is collected). Idempotent;
        other methods then raise InvalidArgumentError. BusyError during a run."""
        if not self._enter(closed_ok=True):
            raise _busy("a search cannot be closed from inside its own run")
        try:
            if self._h is None:
                return
            self._claim()
            with self._hlock:
                h, self._h = self._h, None
            self._hfn = self._efn = None
            lib.p8_search_free(h)
        finally:
            self._leave()

    def __enter__(self) -> Search:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _check(self, rc: int) -> int:
        if rc < 0:
            raise error_for(rc, text(lib.p8_search_errmsg(self._h)))
        return rc

    # --- settings -----------------------------------------------------------------------------
    def configure(self, algorithm: Any = _UNSET, frontier: Any = None,
                  weights: Optional[Tuple[int, int]] = None, graph: Optional[bool] = None,
                  reopen: Optional[bool] = None, heuristic: Optional[HeuristicLike] = None,
                  on_event: Any = _UNSET, events: Optional[Union[int, Iterable[str]]] = None,
                  duplicates: Optional[Union[str, int]] = None,
                  driver: Optional[Union[str, int]] = None, seed: Optional[int] = None,
                  node_budget: Optional[int] = None, **limits: Optional[int]) -> Search:
        """Change settings (same keywords as the constructor); None leaves a setting as it is.
        A new algorithm is a preset: it resets frontier, weights, graph, reopen and heuristic."""
        args = (algorithm, frontier, weights, graph, reopen, heuristic, on_event, events, duplicates,
                driver, seed, node_budget, limits)
        if not self._enter():                   # from its own callback: C answers P8_EBUSY
            return self._configure(*args)
        try:
            self._claim()
            return self._configure(*args)
        finally:
            self._leave()

    def _configure(self, algorithm: Any, frontier: Any, weights: Any, graph: Any, reopen: Any,
                   heuristic: Any, on_event: Any, events: Any, duplicates: Any, driver: Any,
                   seed: Any, node_budget: Any, limits: Any) -> Search:
        s = self._h
        if algorithm is not _UNSET and algorithm is not None:
            alg = _number(_c.ALGORITHMS, algorithm, "algorithm")
            self._check(lib.p8_search_set_algorithm(s, alg))
            self.algorithm = text(lib.p8_algorithm_name(alg))   # the library's name ("A*": astar)
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
        if node_budget is not None:
            node_budget = operator.index(node_budget)
            if not 0 <= node_budget < 2 ** 64:
                raise InvalidArgumentError("invalid argument: node_budget must be 1 .. 2**64-1")
            self._check(lib.p8_search_set_node_budget(s, node_budget))
        if weights is not None:
            wg, wh = _weights(weights)
            self._check(lib.p8_search_set_weights(s, wg, wh))
        if graph is not None:
            self._check(lib.p8_search_set_duplicates(s, _c.DUPLICATES["graph" if graph else "parent"]))
        if duplicates is not None:
            self._check(lib.p8_search_set_duplicates(s, _number(_c.DUPLICATES, duplicates, "duplicates")))
        if reopen is not None:
            self._check(lib.p8_search_set_reopen(s, 1 if reopen else 0))
        if heuristic is not None:
            from .pdb import PatternDatabase
            if isinstance(heuristic, PatternDatabase):      # a C heuristic with its database
                fn, ud = heuristic._c_heuristic()
                self._check(lib.p8_search_set_heuristic_fn(s, fn, ud))
                self._hfn = (fn, heuristic)                 # alive while the search holds it
            elif isinstance(heuristic, str) and heuristic.startswith("pdb:"):
                raise InvalidArgumentError(
                    "invalid argument: a pattern database is built for one goal: pass "
                    "puzzle8.PatternDatabase(%s, goal) (solve() builds it for its goal)"
                    % _c.quote(heuristic))
            elif callable(heuristic):
                fn = make_heuristic(heuristic, self._pending, s)
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

    def compare_row(self, row: int) -> CompareRow:
        """Configure this search as row `row` (0 .. len(compare_rows())-1) of the comparison table
        of `puzzle8 compare` (p8_compare_row): its algorithm preset, heuristic, weights, reopening,
        depth limit and default expansion limit (change limits afterwards with configure()).
        Returns its CompareRow(label, optimal). InvalidArgumentError for a row out of range."""
        if not self._enter():                   # from its own callback: C answers P8_EBUSY
            return self._compare_row(row)
        try:
            self._claim()
            return self._compare_row(row)
        finally:
            self._leave()

    def _compare_row(self, row: int) -> CompareRow:
        row = operator.index(row)
        if not -2 ** 31 <= row < 2 ** 31:
            raise InvalidArgumentError("invalid argument: comparison row %d is out of range" % row)
        buf, optimal = ctypes.create_string_buffer(64), ctypes.c_int()
        n = self._check(lib.p8_compare_row(row, self._h, buf, len(buf), ctypes.byref(optimal)))
        if n >= len(buf):
            buf = ctypes.create_string_buffer(n + 1)
            self._check(lib.p8_compare_row(row, self._h, buf, len(buf), None))
        label = buf.value.decode()
        self.algorithm = label.split(",")[0]    # the label begins with the algorithm's name
        self._frontier = None                   # the preset's built-in frontier replaced any other
        self._hfn = None
        return CompareRow(label, bool(optimal.value))

    def _set_event(self, on_event: Optional[EventCallback], events: Any) -> None:
        if on_event is None:
            self._check(lib.p8_search_set_event_fn(self._h, _c.EventFn(), 0, None))
            self._efn = None
            return
        mask = 0xF if events is None else _event_mask(events)
        fn = make_event(on_event, self._pending, self._h)
        self._check(lib.p8_search_set_event_fn(self._h, fn, mask, None))
        self._efn = fn

    # --- reading ------------------------------------------------------------------------------
    def stat(self, name: str) -> int:
        """A statistic of the current or last run by name (see Snapshot's fields)."""
        which = _c.STATS.index(name)
        if not self._enter():
            return int(lib.p8_search_stat(self._h, which))
        try:
            return int(lib.p8_search_stat(self._h, which))
        finally:
            self._leave()

    def _snap(self) -> Snapshot:
        st, s = lib.p8_search_stat, self._h
        return Snapshot(*(st(s, i) for i in range(7)))

    def snapshot(self) -> Snapshot:
        """Every statistic of the current or last run, as a Snapshot."""
        if not self._enter():
            return self._snap()
        try:
            return self._snap()
        finally:
            self._leave()

    def frontier(self, n: Optional[int] = None) -> List[FrontierEntry]:
        """The run's frontier as a list of FrontierEntry, in the order the run takes them (FIFO,
        LIFO, or key then h then id; stale entries left out; a bidirectional search lists side
        0's entries, then side 1's): all of them, or the first n. For a run in progress: between
        the batches of steps() and inside this search's event callbacks. InvalidArgumentError
        when no run is in progress, FrontierError for a caller's frontier (p8_search_frontier).
        """
        if n is not None:
            n = operator.index(n)
            if n < 0:
                raise InvalidArgumentError("invalid argument: n must be >= 0 or None (all)")
        if not self._enter():                   # inside a callback: allowed
            return self._frontier_entries(n)
        try:
            return self._frontier_entries(n)
        finally:
            self._leave()

    def _frontier_entries(self, n: Optional[int]) -> List[FrontierEntry]:
        h, live = self._h, ctypes.c_uint64()
        # room for the live entries, never more (n may be far larger: 2**40 would ask for 2**46 bytes)
        self._check(lib.p8_search_frontier(h, None, 0, _ENTRY_FIELDS, ctypes.byref(live)))
        n = live.value if n is None else min(n, live.value)
        buf = (ctypes.c_uint64 * (n * _ENTRY_FIELDS or 1))()
        got = self._check(lib.p8_search_frontier(h, buf, n, _ENTRY_FIELDS, ctypes.byref(live)))
        out: List[FrontierEntry] = []
        rank_board = Board.from_rank
        for i in range(0, got * _ENTRY_FIELDS, _ENTRY_FIELDS):
            e = buf[i:i + _ENTRY_FIELDS]
            root = e[6] == _NODE_NONE
            out.append(FrontierEntry(e[0], rank_board(e[1]), e[2], e[3], e[4], e[5],
                                     None if root else e[6], None if root else "UDLR"[e[7]]))
        return out

    def event_node(self) -> EventNode:
        """The node of the event being reported, as an EventNode(id, parent, move, g, h, key,
        side, bound): call it from inside this search's event callback (on_event), where the
        callback's own arguments (event, state, g, h) say less (p8_search_event_node). EXPAND:
        the node expanded; GENERATE and DUPLICATE: the successor (id None when it is not kept);
        GOAL: the node that reached the goal. InvalidArgumentError anywhere else (outside a run,
        between steps, inside a heuristic)."""
        if not self._enter():                   # inside a callback: allowed
            return self._event_node()
        try:
            return self._event_node()
        finally:
            self._leave()

    def _event_node(self) -> EventNode:
        f = (ctypes.c_uint64 * _NODE_FIELDS)()
        if lib.p8_search_event_node(self._h, f, _NODE_FIELDS) < 0:
            raise InvalidArgumentError("invalid argument: event_node() is only valid inside an "
                                       "event callback of this search")
        none = _NODE_NONE
        return EventNode(None if f[0] == none else f[0], None if f[1] == none else f[1],
                         "UDLR"[f[2]] if f[2] < 4 else None, f[3], f[4], f[5], f[6],
                         None if f[7] == none else f[7])

    @property
    def weights_used(self) -> bool:
        """True if the weights shape a run of this search as it is configured now: a heap or
        bucket frontier, or a caller's (which receives the key), under the once and deepen-depth
        drivers, and IDA*'s bounds with any frontier; False for FIFO or LIFO there, bidirectional
        BFS and the random walk, whose runs are the same whatever the weights
        (p8_search_weights_used). Allowed during a run and from callbacks."""
        return bool(self._read(lambda h: self._check(lib.p8_search_weights_used(h)) == 1))

    @property
    def frontier_used(self) -> str:
        """The name of the frontier a run of this search takes its nodes from: "fifo", "lifo",
        "heap", "bucket", "custom" (a caller's frontier) or "none" (the random walk)
        (p8_search_frontier_used)."""
        return str(self._read(lambda h: text(lib.p8_search_frontier_used(h))))

    def set_option(self, name: str, value: Union[str, int, bool, Tuple[int, int], None]) -> Search:
        """Set option `name` (puzzle8.options(): "algorithm", "heuristic", "weights",
        "max-depth", ...) from its text, as the command's --NAME VALUE does, with the library's
        checks and sentence (p8_search_set_option): True/False are "on"/"off", a pair of weights
        "WG,WH", None "none". InvalidArgumentError with the library's sentence otherwise."""
        if isinstance(value, bool):
            v = "on" if value else "off"
        elif value is None:
            v = "none"
        elif isinstance(value, tuple):
            v = "%d,%d" % value
        else:
            v = str(value)
        if "\0" in name or "\0" in v:
            raise InvalidArgumentError("invalid argument: a NUL character in option %r" % name[:40])
        if not self._enter():                   # from its own callback: C answers P8_EBUSY
            return self._set_option(name, v)
        try:
            self._claim()
            return self._set_option(name, v)
        finally:
            self._leave()

    def _set_option(self, name: str, value: str) -> Search:
        self._check(lib.p8_search_set_option(self._h, name.encode("utf-8"), value.encode("utf-8")))
        if name == "algorithm":                 # a preset: its built-ins replace the caller's
            buf = ctypes.create_string_buffer(32)
            lib.p8_search_get_option(self._h, b"algorithm", buf, 32)
            self.algorithm = text(buf.value)
            self._frontier = self._hfn = None
        elif name == "heuristic":
            self._hfn = None
        elif name == "frontier":
            self._frontier = None
        return self

    def option(self, name: str) -> str:
        """Option `name`'s value as text (p8_search_get_option): "astar", "1,1", "none", ..."""
        def get(h: Optional[int]) -> str:
            n = lib.p8_search_get_option(h, name.encode("utf-8"), None, 0)
            if n < 0:
                raise InvalidArgumentError("invalid argument: unknown option %r" % name[:40])
            buf = ctypes.create_string_buffer(n + 1)
            lib.p8_search_get_option(h, name.encode("utf-8"), buf, n + 1)
            return text(buf.value)
        return str(self._read(get))

    def option_used(self, name: str) -> Tuple[bool, str]:
        """Whether option `name` shapes a run of this search as it is configured now, and if
        not, the library's sentence saying why (p8_search_option_used): (True, "") or
        (False, "the node budget has no effect: ...")."""
        def used(h: Optional[int]) -> Tuple[bool, str]:
            rc = lib.p8_search_option_used(h, name.encode("utf-8"))
            if rc < 0:
                raise InvalidArgumentError("invalid argument: unknown option %r" % name[:40])
            return (True, "") if rc else (False, text(lib.p8_search_errmsg(h)))
        r: Tuple[bool, str] = self._read(used)
        return r

    def _read(self, fn: Callable[[Optional[int]], Any]) -> Any:
        if not self._enter():                   # inside a callback: a read is allowed
            return fn(self._h)
        try:
            return fn(self._h)
        finally:
            self._leave()

    @property
    def errmsg(self) -> str:
        """The C library's sentence about this search's last error ("" if none)."""
        if not self._enter():
            return text(lib.p8_search_errmsg(self._h))
        try:
            return text(lib.p8_search_errmsg(self._h))
        finally:
            self._leave()

    def limit_why(self, depth: int = 0, solution_depth: int = 0) -> str:
        """When the memory or time limit ended the last run (LimitReached): the library's
        paragraph for a student on what happened and what to try instead (p8_search_limit_why),
        the same words as every front end's. depth: the g of the frontier's first entry when last
        read between steps (0: unknown); solution_depth: the moves of a shortest solution if known
        (0 .. 31, 0: unknown). Call it before the next run or a setter that fails.
        InvalidArgumentError if the last run did not end at its memory or time limit."""
        if isinstance(solution_depth, int) and not isinstance(solution_depth, bool) and \
                solution_depth > 31:
            raise InvalidArgumentError("invalid argument: solution_depth must be 0 .. 31, not %d"
                                       % solution_depth)

        def why(h: Optional[int]) -> str:
            n = lib.p8_search_limit_why(h, depth, solution_depth, None, 0)
            if n < 0:
                raise InvalidArgumentError("invalid argument: the last run of this search did not "
                                           "end at its memory or time limit")
            buf = ctypes.create_string_buffer(n + 1)
            lib.p8_search_limit_why(h, depth, solution_depth, buf, n + 1)
            return buf.value.decode("utf-8")
        return str(self._read(why))

    def cancel(self) -> None:
        """Ask the run in progress to stop (it raises Canceled). Allowed from any thread and from
        the search's own callbacks; outside a run it does nothing."""
        with self._hlock:
            if self._h is None:
                raise _closed()
            check(lib.p8_search_cancel(self._h))

    # --- running ------------------------------------------------------------------------------
    def _start(self, start_h: Optional[int], goal_h: Optional[int]) -> None:
        h = self._h
        del self._pending[:]
        self._live = True               # before the call: an interrupt right after it is covered
        self._in_c = True
        try:
            rc = lib.p8_search_start(h, start_h, goal_h)
        finally:
            self._in_c = False
        if rc < 0:                      # not started (P8_EUNSOLVABLE, P8_ENOMEM, ...)
            self._live = False
            self.result = None
            raise error_for(rc, text(lib.p8_search_errmsg(h)))

    def _advance(self, budget: int) -> int:
        """Step the run until it ends (budget 0) or `budget` more expansions were made, in C
        calls of about _SLICE seconds. Returns the last p8_search_step status."""
        h, step, clock = self._h, lib.p8_search_step, _clock
        chunk = self._chunk
        while True:
            n = budget if 0 < budget < chunk else chunk
            self._in_c = True
            t0 = clock()
            try:
                rc = int(step(h, n))
            finally:
                self._in_c = False
            if rc != _c.P8_AGAIN:
                break
            dt = clock() - t0
            chunk = max(1, min(int(n * _SLICE / dt) if dt > 0 else _MAX_CHUNK, n * 8, _MAX_CHUNK))
            deliver = _interrupt.take()         # the program's own SIGINT handler, now safe
            if deliver is not None:
                deliver()                       # its exception ends the run (_guarded)
            if budget:
                budget -= n
                if not budget:
                    break
        self._chunk = chunk
        return rc

    def _finish(self, rc: int) -> Result:
        """Take the ended run's result: return it if solved, else raise (a callback's exception
        first, then the status's error, carrying the partial result)."""
        h = self._h
        out = ctypes.c_void_p()
        if rc != _c.P8_ENOMEM:          # a run ended by P8_ENOMEM has no result
            self._check(lib.p8_search_take_result(h, ctypes.byref(out)))
        self._live = False
        result = Result(out.value, self.algorithm) if out.value else None
        self.result = result
        if self._pending:
            exc = self._pending.pop()
            del self._pending[:]
            raise exc
        if rc == _c.P8_OK and result is not None:
            return result
        raise error_for(rc, text(lib.p8_search_errmsg(h)), result)

    def _abandon(self) -> None:
        """End a run still in progress (cancel, one step, take the partial result)."""
        if not self._live:
            return
        self._live = False
        h = self._h
        lib.p8_search_cancel(h)
        lib.p8_search_step(h, 0)
        out = ctypes.c_void_p()
        if lib.p8_search_take_result(h, ctypes.byref(out)) == _c.P8_OK:
            self.result = Result(out.value, self.algorithm)

    def _guarded(self, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(*args) with Ctrl-C caught (_interrupt.py); on any exception the run is ended. A
        Ctrl-C is delivered after the C call: KeyboardInterrupt once the search is idle again,
        or the program's own SIGINT handler, whose exception ends the run too."""
        token = _interrupt.enter(self._h)
        try:
            return fn(*args)
        except BaseException:
            self._abandon()
            raise
        finally:
            deliver = _interrupt.leave(token)
            if deliver is not None:
                try:
                    deliver()
                except BaseException as e:      # noqa: B902 - the interrupt, raised from here
                    self._abandon()
                    raise e from None

    def _whole_run(self, start_h: Optional[int], goal_h: Optional[int]) -> Result:
        self._start(start_h, goal_h)
        return self._finish(self._advance(0))

    def run(self, start: BoardLike, goal: Optional[BoardLike] = None) -> Result:
        """Search from start to goal (default goal if None); returns the Result of a solved run.
        Raises UnsolvableError, LimitReached/Canceled/NotFound (with .result), BusyError, ...
        With search.trace set (a path or a file object), the run is written as a trace
        (docs/trace.md; puzzle8.view.trace_run), in one call to C."""
        if getattr(self, "trace", None) is not None:
            from .view import trace_run
            return self._exclusive(trace_run, self, start, goal, self.trace)  # type: ignore[no-any-return]
        board = as_board(start)
        _g, gh = goal_handle(goal)
        if not self._enter():                   # from its own callback: C answers P8_EBUSY
            out = ctypes.c_void_p()
            rc = lib.p8_search_run(self._h, board._h, gh, ctypes.byref(out))
            if out.value:
                lib.p8_result_free(out.value)
            raise error_for(rc, text(lib.p8_search_errmsg(self._h)))
        try:
            self._claim()
            return self._guarded(self._whole_run, board._h, gh)  # type: ignore[no-any-return]
        finally:
            self._leave()

    @overload
    def tree_svg(self, start: BoardLike, goal: Optional[BoardLike] = None, expansions: int = 12,
                 dot: Literal[False] = False) -> SVG: ...

    @overload
    def tree_svg(self, start: BoardLike, goal: Optional[BoardLike] = None, expansions: int = 12,
                 *, dot: bool) -> str: ...

    def tree_svg(self, start: BoardLike, goal: Optional[BoardLike] = None, expansions: int = 12,
                 dot: bool = False) -> str:
        """The search tree of the first `expansions` expansions of a run from start to goal, as
        SVG (shown as a picture in Jupyter), or DOT text with dot=True (puzzle8.view.tree_picture):
        the same bytes as ``puzzle8 tree --svg``/``--dot``. The run's Result is self.result
        afterwards. expansions: 0 .. 2**64-1, else InvalidArgumentError (a ValueError)."""
        from .view import tree_picture
        return cast(str, self._exclusive(tree_picture, self, start, goal, expansions, dot))

    def _exclusive(self, fn: Callable[..., Any], *args: Any) -> Any:
        """fn(*args), a whole run in one C call (view.trace_run, view.tree_picture), holding this
        object as run() does: BusyError from another thread (two threads in one C search would
        corrupt it), Ctrl-C cancels the run. From the search's own callback, fn's C call answers
        P8_EBUSY."""
        if not self._enter():
            return fn(*args)
        try:
            self._claim()
            self._in_c = True                   # its callbacks may call this search (EBUSY)
            try:
                return self._guarded(fn, *args)
            finally:
                self._in_c = False
        finally:
            self._leave()

    def steps(self, start: BoardLike, goal: Optional[BoardLike] = None,
              every: int = 100) -> Generator[Snapshot, None, Result]:
        """Run in batches of `every` expansions, yielding a Snapshot after each unfinished batch.
        The generator's return value (StopIteration.value) is the Result; it raises like run().
        After the loop, search.result holds the Result (until another run: a thread sharing
        the search should keep StopIteration.value instead). Closing the generator early cancels the
        run. Until the loop ends, starting another run or changing settings raises BusyError.
        """
        board = as_board(start)
        _g, gh = goal_handle(goal)
        every = operator.index(every)
        if every <= 0:
            raise InvalidArgumentError("invalid argument: every must be >= 1")
        if not self._enter():                   # from its own callback: C answers P8_EBUSY
            self._check(lib.p8_search_start(self._h, board._h, gh))
            raise RuntimeError("unreachable: p8_search_start succeeded from a callback")
        me = object()
        try:
            self._claim()
            self._guarded(self._start, board._h, gh)
            self._stepper = me
        finally:
            self._leave()
        try:
            while True:
                self._enter_wait()
                try:
                    rc: int = self._guarded(self._advance, every)
                    if rc != _c.P8_AGAIN:
                        self._stepper = None
                        return self._finish(rc)
                    snap = self._snap()
                finally:
                    self._leave()
                yield snap
        finally:
            if self._stepper is me:             # closed or dropped early: end the run
                self._enter_wait()
                try:
                    self._stepper = None
                    self._abandon()
                finally:
                    self._leave()

    def __repr__(self) -> str:
        return "<puzzle8.Search %s>" % (self.algorithm,)


# solve() calls p8_solve directly (one C call, the fastest path) only where the run is short
# whatever the board: A* with Manhattan or linear conflict (at most a few ms). Anything else may
# take up to ~60 ms (or without end, with limits) and goes through Search, which stays
# interruptible.
_FAST_HEURISTICS = (-1, _c.HEURISTICS["manhattan"], _c.HEURISTICS["linear-conflict"])


def compare_rows() -> List[CompareRow]:
    """The rows of the comparison table of `puzzle8 compare` (p8_compare_rows), as CompareRow(label,
    optimal) in order; Search().compare_row(i) configures a search as row i."""
    with Search() as s:
        return [s.compare_row(i) for i in range(lib.p8_compare_rows())]


def solve(start: BoardLike, goal: Optional[BoardLike] = None, algorithm: Union[str, int] = "astar",
          heuristic: Optional[HeuristicLike] = None, **limits: Any) -> Result:
    """Solve start -> goal (default goal if None) and return the Result.

    algorithm: a name of puzzle8.choices("algorithm"); heuristic: None (the preset's), a built-in
    name, a PatternDatabase or its text form "pdb:1234/5678" (built for this goal), or a callable
    h(state_tuple, goal_tuple) -> int; the other keywords go to Search: duplicates (a name of
    choices("duplicates")), seed (the random walk's), node_budget
    (SMA*'s), and the limits max_expansions, max_depth, max_memory, max_time_ms. Raises as
    Search.run() does.
    """
    if heuristic is None and algorithm == "astar" and not limits:       # the common call
        return _solve_fast(start, goal, algorithm, _ASTAR, -1)
    from .pdb import PatternDatabase, pdb_for
    h_or_pdb = pdb_for(heuristic, goal)             # "pdb:1234/5678": built for this goal
    if isinstance(h_or_pdb, PatternDatabase):
        return Search(algorithm=algorithm, heuristic=h_or_pdb, **limits).run(start, goal)
    heuristic = h_or_pdb
    if not limits and not callable(heuristic):
        alg = _number(_c.ALGORITHMS, algorithm, "algorithm")
        h = -1 if heuristic is None else _number(_c.HEURISTICS, heuristic, "heuristic")
        if alg == _ASTAR and h in _FAST_HEURISTICS:
            return _solve_fast(start, goal, algorithm, alg, h)
    return Search(algorithm=algorithm, heuristic=heuristic, **limits).run(start, goal)


_ASTAR = _c.ALGORITHMS["astar"]


def _bind(name: str, restype: Any, argtypes: List[Any]) -> Callable[..., Any]:
    """A function object of its own (lib.dll[name]), with the argument types solve() passes."""
    return _c.bind(lib.dll[name], name, restype, argtypes)


_VP = ctypes.c_void_p
_parse = _bind("p8_board_parse", ctypes.c_int,
               [ctypes.c_char_p, ctypes.POINTER(_VP), ctypes.c_char_p, _c.Trusted(ctypes.c_size_t)])
_solve_c = _bind("p8_solve", ctypes.c_int,
                 [_VP, _VP, ctypes.c_int, ctypes.c_int, ctypes.POINTER(_VP)])
_free_board = _bind("p8_board_free", None, [_VP])
_tls = threading.local()


def _solve_buffers() -> Tuple[Any, Any, Tuple[Any, Any]]:
    """This thread's (board out, result out, result buffers): ctypes releases the GIL during a
    call, so each thread has its own."""
    try:
        return _tls.bufs  # type: ignore[no-any-return]
    except AttributeError:
        _tls.bufs = bufs = (_VP(), _VP(), _result_buffers())
        return bufs


def _solve_fast(start: BoardLike, goal: Optional[BoardLike], algorithm: Union[str, int], alg: int,
                h: int) -> Result:
    """p8_solve in one C call. A start given as a string is parsed straight into a C board (no
    Board object); anything else, or a string the parser refuses, goes through as_board(), which
    raises the same BoardError as Board() would."""
    bout, rout, rbufs = _solve_buffers()
    if type(start) is str and "\0" not in start and not _parse(start.encode(), bout, None, 0):
        sh = bout.value
        try:
            g = goal if goal is None else as_board(goal)        # kept alive during the call
            gh = g if g is None else g._h
            rc = _solve_c(sh, gh, alg, h, rout)
            rh = rout.value
        finally:
            _free_board(sh)
    else:
        start = as_board(start)
        g = goal if goal is None else as_board(goal)
        gh = g if g is None else g._h
        rc = _solve_c(start._h, gh, alg, h, rout)
        rh = rout.value
    result = _result_new(_Result, rh, algorithm if isinstance(algorithm, str) else None,
                         rbufs) if rh else None
    if rc == _c.P8_OK and result is not None:
        return result
    detail = ""
    if rc == _c.P8_EUNSOLVABLE:         # the C library's sentence, as a Search run gives it
        sb = as_board(start)
        why = ctypes.create_string_buffer(256)
        lib.p8_board_solvable_why(sb._h, gh, why, len(why))
        detail = text(why.value)
    raise error_for(rc, detail, result)
