# SPDX-License-Identifier: MIT
"""Ctrl-C during a run: caught by a SIGINT handler that only records it, and delivered once the C
call returns.

Python runs a signal handler in the main thread between two bytecodes, which during a search may
be inside a ctypes callback. A handler that raises there (Python's default one raises
KeyboardInterrupt; a program's own may raise anything) raises inside the callback, and when that
happens before the callback's own `try` (at its first bytecode) ctypes can only print "Exception
ignored" and the run goes on: the interrupt is lost. So while a run is in progress in the main
thread, if SIGINT has a Python handler (the default one or the program's own), `enter` installs
`_on_sigint` in its place, which raises nothing: it counts the signal and, for the default
handler, calls p8_search_cancel on every run in progress in the main thread (the C loop stops at
its next check). The interrupt is then delivered where raising is safe, after a C call:

- the default handler's: `leave` restores it, and the caller raises KeyboardInterrupt once the
  run has ended and the Search is idle again;
- the program's own handler: called (with SIGINT and the caller's frame) between two of the
  short C calls that drive a run (`take`, from search.py's loop), or by `leave` after a run made
  in one C call. It decides: if it raises, its exception ends the run (the Search is then idle);
  if it returns, the run goes on, as it would have without the binding.

The runs themselves are driven in short C calls (search.py), so either is delivered within
~10 ms even when no Python code runs during the search. An ignored SIGINT (SIG_IGN), the
system's default (SIG_DFL) and a handler installed outside Python are left alone.

The C-level `_signal` module is used instead of `signal`: the latter's enum conversions cost
microseconds per call, this costs about half a microsecond per run.
"""
from __future__ import annotations

import sys
import threading
from types import FrameType
from typing import TYPE_CHECKING, Any, Callable, List, Optional

if TYPE_CHECKING:
    import signal as _sig
else:
    try:
        import _signal as _sig
    except ImportError:                                     # pragma: no cover - not CPython
        import signal as _sig

from ._lib import lib

__all__ = ["enter", "leave", "take"]

_SIGINT = int(_sig.SIGINT)
_DEFAULT = _sig.default_int_handler
_MAIN = threading.main_thread().ident
_get_ident = threading.get_ident
_active: List[Optional[int]] = []  # handles of the runs in progress in the main thread, outermost first
# [the handler _on_sigint stands in for (None: not installed), signals received and not yet
#  delivered]
_state: List[Any] = [None, 0]


def _on_sigint(signum: int, frame: Optional[FrameType]) -> None:
    _state[1] += 1
    if _state[0] is _DEFAULT:
        cancel = lib.p8_search_cancel
        for handle in _active:
            cancel(handle)


def _raise_keyboard_interrupt() -> None:
    raise KeyboardInterrupt


def _deliver_own(handler: Callable[[int, Optional[FrameType]], Any], count: int) -> Callable[[], None]:
    def deliver() -> None:
        frame = sys._getframe(1)
        for _ in range(count):
            handler(_SIGINT, frame)
    return deliver


def enter(handle: Optional[int]) -> bool:
    """A run of `handle` begins in this thread; returns the token to give to leave()."""
    if _get_ident() != _MAIN:
        return False
    _active.append(handle)
    if len(_active) == 1:
        current = _sig.getsignal(_SIGINT)
        if current is _DEFAULT or (callable(current) and current is not _on_sigint):
            try:
                _sig.signal(_SIGINT, _on_sigint)
                _state[0] = current
            except ValueError:                              # pragma: no cover - subinterpreter
                pass
    return True


def take() -> Optional[Callable[[], None]]:
    """Between two C calls of a run: the program's own handler, for the signals received since
    the last call, as a function to call now (it may raise); None if there is nothing to
    deliver now (the default handler's interrupt is delivered by leave())."""
    handler, count = _state
    if not count or handler is None or handler is _DEFAULT or _get_ident() != _MAIN:
        return None
    _state[1] = 0
    return _deliver_own(handler, count)


def leave(token: bool) -> Optional[Callable[[], None]]:
    """The run begun by enter() is over (or abandoned). None, or the interrupt to deliver now
    that the run's C call has returned: a function the caller calls (once the Search is idle for
    KeyboardInterrupt; the program's own handler may raise or return). The outermost run puts
    the handler back."""
    if not token:
        return None
    _active.pop()
    if _active:                             # an inner run (from a callback of an outer one)
        if _state[1] and _state[0] is _DEFAULT:
            return _raise_keyboard_interrupt    # every run was canceled: the outer one raises too
        return take()
    handler, count = _state
    if handler is not None:
        _state[0] = None
        if _sig.getsignal(_SIGINT) is _on_sigint:           # unless someone replaced it meanwhile
            _sig.signal(_SIGINT, handler)
    _state[1] = 0
    if not count:
        return None
    return _raise_keyboard_interrupt if handler is _DEFAULT else _deliver_own(handler, count)
