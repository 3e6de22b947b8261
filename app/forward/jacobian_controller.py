"""The Jacobian in the window: Build the Jacobian runs the sweeps as a job off the GUI thread
(app/session/forward/jacobian_build.py), then the view fills, a column per forward sweep or a row per backward
one, with the count of sweeps and the time they measured.

The sweeps of a lesson's examples take microseconds, far too fast to watch, so the view is
filled from the measured results at a pace a learner can follow (about REPLAY_MS in all); the
times shown are the ones measured, never the pace of the replay. The last build of each mode
stays written under the matrix, so the two can be compared on the same result.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QStatusBar

from gradwalk.core.engine import JacobianMode, WalkMode
from gradwalk.core.words import duration_text, prose_number, translate

from gradwalk.app.base.actions import WindowActions
from gradwalk.app.base.long_jobs import JACOBIAN, LongJobs
from gradwalk.app.session.forward.jacobian_build import JacobianBuild, build_jacobian
from gradwalk.app.session.section_state import SectionState
from gradwalk.views.editor.expression_editor import ExpressionEditor
from gradwalk.views.panels.jacobian_view import JacobianView

__all__ = ["JacobianController", "REPLAY_MS"]

REPLAY_MS = 1500  # how long the matrix takes to fill on screen, whatever its size
TICK_MS = (25, 300)  # the shortest and longest wait between two fills
ROOM_SHARE = 0.4  # of the window's height: the most the panel takes to show the matrix's rows


class JacobianController(QObject):
    """Builds the Jacobian of the result drawn when asked, and replays its sweeps into the view."""

    def __init__(self, *, state: SectionState, commands: WindowActions, jobs: LongJobs,
                 editor: ExpressionEditor, jacobian_mode: QComboBox, jacobian_view: JacobianView,
                 jacobian_comparison: QLabel, jacobian_dock: QDockWidget, code_dock: QDockWidget,
                 status_bar: QStatusBar, resize_docks: Callable[[list, list, Qt.Orientation], None],
                 window_height: Callable[[], int], parent: QObject) -> None:
        """`resize_docks` is the window's QMainWindow.resizeDocks, and `window_height` its height:
        the panel takes room from the docks' row, up to a share of the window."""
        super().__init__(parent)
        self.state, self.jobs, self.editor = state, jobs, editor
        self.jacobian_mode, self.jacobian_view = jacobian_mode, jacobian_view
        self.jacobian_comparison, self.jacobian_dock = jacobian_comparison, jacobian_dock
        self.code_dock = code_dock
        self.status_bar, self.resize_docks, self.window_height = status_bar, resize_docks, window_height
        self.build: JacobianBuild | None = None
        self.shown = 0  # sweeps of `build` the view shows so far
        self.per_tick = 1
        self.elapsed = np.zeros(0)
        self.last: dict[str, JacobianBuild] = {}  # the last build of each mode, for the comparison
        self.subject: tuple | None = None  # the program, result and gradient drawn they are of
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._show_more)
        commands.build_jacobian.triggered.connect(self.start)

    def mode(self) -> str:
        return self.jacobian_mode.currentData()

    def follow_walk(self, walk_mode: str) -> None:
        """A Jacobian built while the walk sweeps forward is built by forward sweeps, until the
        learner says otherwise."""
        if walk_mode == WalkMode.FORWARD:
            self.jacobian_mode.setCurrentIndex(self.jacobian_mode.findData(JacobianMode.FORWARD))

    def start(self) -> None:
        """Build the Jacobian of the result drawn, by sweeps of the mode chosen, as a job."""
        if self.jobs.running(JACOBIAN):
            return
        self.stop_replay()
        self.jacobian_dock.show()
        self.jacobian_dock.raise_()
        self.jacobian_view.show_message(translate("Jacobian", "Running the sweeps…"))
        text, env, focus, mode = self.editor.text(), self.state.env, self.state.focus, self.mode()
        # the gradient's graph, where one is drawn
        gradient_of = self.state.gradient_of if WalkMode(self.state.walk_mode).walks_gradient_graphs else None
        if self.subject != (text, focus, gradient_of):  # another result: the builds before are of another
            self.last.clear()
            self.show_comparison("")
            self.subject = (text, focus, gradient_of)
        self.jobs.start(JACOBIAN, translate("Jacobian", "Jacobian"),
                        translate("Jacobian", "the Jacobian's sweeps"),
                        lambda progress: build_jacobian(text, env, focus, mode, progress, gradient_of),
                        self._on_built, self._on_stopped)

    def _on_stopped(self, job) -> None:
        self.jacobian_view.show_message(job.message)
        self.status_bar.showMessage(job.message, 10000)

    def _on_built(self, build: JacobianBuild) -> None:
        view = self.jacobian_view
        if build.problem:
            view.show_message(build.problem)
            self.status_bar.showMessage(build.problem, 10000)
            return
        self.build, self.shown = build, 0
        self.elapsed = np.cumsum(build.seconds)  # the time of the sweeps up to each one, as it is shown
        view.begin(build.rows, build.columns, build.mode)
        QTimer.singleShot(0, self.give_room)
        sweeps = len(build.lines)
        if sweeps == 0:
            self._finish()
            return
        tick = min(max(REPLAY_MS // sweeps, TICK_MS[0]), TICK_MS[1])
        self.per_tick = max(1, math.ceil(sweeps * tick / REPLAY_MS))
        self.timer.start(tick)

    def _show_more(self) -> None:
        build, view = self.build, self.jacobian_view
        if build is None:
            self.timer.stop()
            return
        end = min(self.shown + self.per_tick, len(build.lines))
        view.fill_many([(index, build.lines[index]) for index in range(self.shown, end)],
                       float(self.elapsed[end - 1]))
        self.shown = end
        if end == len(build.lines):
            self._finish()

    def _finish(self) -> None:
        self.timer.stop()
        build = self.build
        self.jacobian_view.finish(build.total_seconds)
        self.last[build.mode] = build
        self.show_comparison(self.comparison())
        QTimer.singleShot(0, self.give_room)  # once the line under the matrix has its place

    def stop_replay(self) -> None:
        self.timer.stop()
        self.build = None

    def comparison(self) -> str:
        """The last build of each mode, side by side: `Forward: 3 sweeps, 0.05 ms · Reverse: …`."""
        parts = []
        for mode, words in (("forward", translate("Jacobian", "Forward: {0} in {1}")),
                            ("reverse", translate("Jacobian", "Reverse: {0} in {1}"))):
            build = self.last.get(mode)
            if build is not None:
                count = len(build.lines)
                sweeps = (translate("Jacobian", "1 sweep") if count == 1
                          else translate("Jacobian", "{0} sweeps").format(prose_number(count)))
                parts.append(words.format(sweeps, duration_text(build.total_seconds)))
        if not parts:
            return ""
        return translate("Jacobian", "Last builds of this result: {0}").format(" · ".join(parts))

    def give_room(self) -> None:
        """Make the panel tall enough for the matrix's rows (up to ROOM_SHARE of the window): the
        dock shares the height under the graph, where two rows and the lines around them are
        already cut at 1280x800."""
        dock, table = self.jacobian_dock, self.jacobian_view.table
        if not dock.isVisible() or dock.isFloating() or table.rowCount() == 0:
            return
        header = table.horizontalHeader().height()
        rows = table.verticalHeader().length()
        bar = table.horizontalScrollBar()
        scrollbar = bar.sizeHint().height() if bar.isVisible() else 0
        wanted = header + rows + scrollbar + 2 * table.frameWidth() + 2
        missing = wanted - table.viewport().height() - header
        if missing > 0:  # the code beside the panel sets the height of the docks' row
            row = self.code_dock
            height = min(row.height() + missing, int(self.window_height() * ROOM_SHARE))
            if height > row.height():
                self.resize_docks([row], [height], Qt.Orientation.Vertical)

    def show_comparison(self, text: str) -> None:
        """The line under the matrix, hidden while there is nothing to compare: the matrix has its room."""
        self.jacobian_comparison.setText(text)
        self.jacobian_comparison.setVisible(bool(text))

    def forget(self) -> None:
        """The section changed: the matrices built belong to another program."""
        self.stop_replay()
        self.last.clear()
        self.subject = None
        self.show_comparison("")
        self._show_none_yet()

    def _show_none_yet(self) -> None:
        self.jacobian_view.show_message(translate(
            "Jacobian", "No Jacobian yet: Walk > Build the Jacobian fills it, one sweep at a time."))

    def retranslate(self) -> None:
        """The words this controller put on the Jacobian's view, in the language installed now
        (the view remakes its own: headline, titles)."""
        if self.build is None and self.subject is None:
            self._show_none_yet()
        self.show_comparison(self.comparison())
