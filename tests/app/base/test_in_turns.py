"""Work done a piece per turn of the event loop (app/base/in_turns.py)."""

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from gradwalk.app.base.in_turns import InTurns


def slow_piece(seen: list[str], name: str, seconds: float):
    """A piece that notes `name` in `seen`, then keeps the loop busy for `seconds`."""
    import time

    def piece():
        seen.append(name)
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            pass
    return piece


def test_each_piece_runs_in_a_turn_of_its_own_with_the_loop_answering_between(qtbot):
    holder = QObject()
    turns = InTurns(holder)
    seen: list[str] = []
    ticks = []  # a zero timer of the loop's own: it fires between the pieces, not after them all
    tick = QTimer(holder, interval=0)
    tick.timeout.connect(lambda: ticks.append(len(seen)))
    tick.start()
    turns.run([lambda: seen.append("a"), lambda: seen.append("b"), lambda: seen.append("c")])
    assert seen == [] and turns.pending()  # nothing before the loop's next turn
    qtbot.waitUntil(lambda: seen == ["a", "b", "c"], timeout=2000)
    tick.stop()
    assert not turns.pending()
    assert {1, 2} <= set(ticks)  # the loop turned after the first piece and after the second


def test_a_new_run_replaces_the_pieces_still_waiting_and_cancel_drops_them(qtbot):
    turns = InTurns()
    seen: list[str] = []
    turns.run([lambda: seen.append("old 1"), lambda: seen.append("old 2")])
    QCoreApplication.processEvents()
    turns.run([lambda: seen.append("new")])
    qtbot.waitUntil(lambda: not turns.pending(), timeout=2000)
    qtbot.wait(20)
    assert seen in (["new"], ["old 1", "new"])
    turns.run([lambda: seen.append("never")])
    turns.cancel()
    qtbot.wait(20)
    assert "never" not in seen and not turns.pending()


def test_finish_calls_the_pieces_still_waiting_at_once_in_order(qtbot):
    turns = InTurns()
    seen: list[str] = []
    turns.run([lambda: seen.append("a"), lambda: seen.append("b")])
    turns.finish()
    assert seen == ["a", "b"] and not turns.pending()
    qtbot.wait(20)
    assert seen == ["a", "b"]  # not called again


def test_a_timer_that_came_due_during_a_piece_goes_before_the_next_piece(qtbot):
    from PySide6.QtCore import Qt

    seen: list[str] = []

    def slow(name):  # a piece longer than the timer's interval
        return slow_piece(seen, name, 0.010)

    tick = QTimer(interval=5, timerType=Qt.TimerType.PreciseTimer)
    tick.timeout.connect(lambda: seen.append("tick"))
    tick.start()
    qtbot.wait(12)
    turns = InTurns()
    turns.run([slow("a"), slow("b"), slow("c")])
    qtbot.waitUntil(lambda: not turns.pending(), timeout=2000)
    tick.stop()
    pieces = "".join("|" if name == "tick" else name for name in seen)
    assert pieces.strip("|").replace("|", "") == "abc"
    assert "ab" not in pieces and "bc" not in pieces  # the timer answered between every two


def test_the_window_answers_between_the_repaint_a_piece_asked_for_and_the_next_piece(qtbot):
    import time

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    seen: list[str] = []

    def busy(seconds):
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            pass

    class SlowToPaint(QWidget):
        def paintEvent(self, event):  # noqa: N802 (Qt's name)
            seen.append("paint")
            busy(0.008)

    widget = SlowToPaint()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)

    def piece(name):  # short, but it asks for a long repaint
        def draw():
            seen.append(name)
            busy(0.002)
            widget.update()
        return draw

    tick = QTimer(interval=5, timerType=Qt.TimerType.PreciseTimer)
    tick.timeout.connect(lambda: seen.append("tick"))
    tick.start()
    qtbot.wait(12)
    seen.clear()
    turns = InTurns()
    turns.run([piece("a"), piece("b"), piece("c")])
    qtbot.waitUntil(lambda: not turns.pending(), timeout=2000)
    qtbot.wait(30)
    tick.stop()
    order = list(seen)
    between = order[order.index("a"):order.index("c")]
    # after each piece its repaint, then the timer, then the next piece
    assert between.count("paint") >= 2
    for name in ("b", "c"):
        before = order[:order.index(name)]
        assert before[-1] == "tick", order


def test_add_queues_pieces_after_those_waiting_and_starts_when_none_wait(qtbot):
    turns = InTurns()
    seen: list[str] = []
    turns.add([lambda: seen.append("a")])  # none waiting: starts
    turns.add([lambda: seen.append("b"), lambda: turns.add([lambda: seen.append("d")])])
    turns.add([lambda: seen.append("c")])  # after b, not instead of it
    assert seen == [] and turns.pending()
    qtbot.waitUntil(lambda: not turns.pending(), timeout=2000)
    assert seen == ["a", "b", "c", "d"]


def test_the_jobs_are_held_back_from_a_piece_until_what_it_posted_is_handled(qtbot):
    # app/base/window_first.py: a piece and its repaint have the interpreter to themselves
    from PySide6.QtWidgets import QWidget

    from gradwalk.app.base.window_first import window_first

    widget = QWidget()
    qtbot.addWidget(widget)
    painted: list[bool] = []
    widget.paintEvent = lambda _event: painted.append(window_first.held())
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(100)  # the first paints, before any piece
    painted.clear()
    turns = InTurns()
    during: list[bool] = []
    turns.run([lambda: (during.append(window_first.held()), widget.update()), lambda: None])
    qtbot.waitUntil(lambda: not turns.pending() and not turns._held, timeout=2000)
    assert during == [True]
    assert painted == [True]  # the piece's repaint came while the jobs were held back
    assert turns._held == 0  # every hold it made released: the jobs go on after it


def test_a_turn_has_one_piece_whichever_in_turns_it_comes_from(qtbot):
    # the window has several InTurns at once (the layout's painting, the plots', the training's
    # redraw): their timers, all due together, called a piece of each in one turn before the
    # loop answered, and the turn took as long as all of them
    from PySide6.QtCore import Qt

    seen: list[str] = []

    def slow(name):
        return slow_piece(seen, name, 0.008)

    tick = QTimer(interval=5, timerType=Qt.TimerType.PreciseTimer)
    tick.timeout.connect(lambda: seen.append("|"))
    tick.start()
    qtbot.wait(12)
    first, second, third = InTurns(), InTurns(), InTurns()
    first.run([slow("a"), slow("b")])
    second.run([slow("x"), slow("y")])
    third.run([slow("z")])
    qtbot.waitUntil(lambda: not (first.pending() or second.pending() or third.pending()), timeout=2000)
    qtbot.wait(12)
    tick.stop()
    order = "".join(seen)
    assert sorted(order.replace("|", "")) == sorted("abxyz")
    assert all(len(run) == 1 for run in order.split("|") if run)  # the loop answered between every two
    assert order.index("a") < order.index("b") and order.index("x") < order.index("y")


def test_first_puts_pieces_before_those_waiting_and_finish_calls_what_pieces_add(qtbot):
    turns = InTurns()
    seen: list[str] = []
    turns.run([lambda: (seen.append("a"), turns.first([lambda: seen.append("a1"), lambda: seen.append("a2")])),
               lambda: seen.append("b")])
    qtbot.waitUntil(lambda: not turns.pending(), timeout=2000)
    assert seen == ["a", "a1", "a2", "b"]
    seen.clear()
    turns.run([lambda: (seen.append("x"), turns.first([lambda: seen.append("x1")])), lambda: seen.append("y")])
    turns.finish()  # what a piece adds is called too: nothing is left for a loop that may not turn
    assert seen == ["x", "x1", "y"] and not turns.pending()


def test_take_hands_the_pieces_waiting_over_and_calls_none_of_them(qtbot):
    turns, other = InTurns(), InTurns()
    seen: list[str] = []
    turns.run([lambda: seen.append("a"), lambda: seen.append("b")])
    other.run(turns.take())
    assert not turns.pending() and other.pending()
    qtbot.waitUntil(lambda: not other.pending(), timeout=2000)
    qtbot.wait(20)
    assert seen == ["a", "b"]  # once each, in the other's turns
