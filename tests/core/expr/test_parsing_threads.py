"""Programs are parsed one thread at a time (core/expr/source.py's parse_python): CPython 3.11's
AST construction keeps one depth counter for all threads, and the window parses on its own thread
and its jobs' at once, which failed now and then with "AST constructor recursion depth mismatch"."""

import ast
import threading
import time
from types import SimpleNamespace

from gradwalk.core.expr import source


def test_parses_from_several_threads_never_overlap(monkeypatch):
    inside, most = [0], [0]
    def slow_parse(text, mode="exec"):
        inside[0] += 1
        most[0] = max(most[0], inside[0])
        time.sleep(0.01)  # long enough for another thread to come in, were it let
        inside[0] -= 1
        return ast.parse(text, mode=mode)

    monkeypatch.setattr(source, "ast", SimpleNamespace(parse=slow_parse))  # this module's parse only
    threads = [threading.Thread(target=lambda: [source.parse_python("y = x * 2") for _ in range(5)])
               for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert most[0] == 1
