# SPDX-License-Identifier: MIT
"""Ctrl-C during a run: caught by a SIGINT handler that only records it and cancels the run.

Python runs a signal handler in the main thread between two bytecodes, which during a search may
be inside a ctypes callback. The default handler raises KeyboardInterrupt there, and when that
happens before the callback's own `try` (at its first bytecode) ctypes can only print "Exception
ignored" and the run goes on: the interrupt is lost. So while a run is in progress in the main
thread, and only if SIGINT still has Python's default handler, `enter` installs `_on_sigint`,
which raises nothing: it sets a flag and calls p8_search_cancel on every run in progress in the
main thread (the C loop stops at its next check). `leave` restores the default handler, and the
caller raises KeyboardInterrupt once the run has ended and the Search is idle again. The runs
themselves are driven in short C calls (search.py), so the handler gets to run within ~10 ms
even when no Python code runs during the search.

The C-level `_signal` module is used instead of `signal`: the latter's enum conversions cost
microseconds per call, this costs about half a microsecond per run.
"""
import threading

try:
    import _signal as _sig
except ImportError:                                         # pragma: no cover - not CPython
    import signal as _sig

from ._lib import lib

__all__ = ["enter", "leave"]

_SIGINT = int(_sig.SIGINT)
_DEFAULT = _sig.default_int_handler
_MAIN = threading.main_thread().ident
_get_ident = threading.get_ident
_active = []                # handles of the runs in progress in the main thread, outermost first
_state = [False, False]     # [our handler is installed, a Ctrl-C arrived]


def _on_sigint(signum, frame):
    _state[1] = True
    cancel = lib.p8_search_cancel
    for handle in _active:
        cancel(handle)


def enter(handle):
    """A run of `handle` begins in this thread; returns the token to give to leave()."""
    if _get_ident() != _MAIN:
        return False
    _active.append(handle)
    if len(_active) == 1 and _sig.getsignal(_SIGINT) is _DEFAULT:
        try:
            _sig.signal(_SIGINT, _on_sigint)
            _state[0] = True
        except ValueError:                                  # pragma: no cover - subinterpreter
            pass
    return True


def leave(token):
    """The run begun by enter() is over (or abandoned). True if Ctrl-C was pressed during it:
    the caller must raise KeyboardInterrupt. The outermost run restores the default handler."""
    if not token:
        return False
    _active.pop()
    if _active:
        return _state[1]
    if _state[0]:
        _state[0] = False
        if _sig.getsignal(_SIGINT) is _on_sigint:           # unless someone replaced it meanwhile
            _sig.signal(_SIGINT, _DEFAULT)
    hit, _state[1] = _state[1], False
    return hit
