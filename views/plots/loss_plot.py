"""The loss of each training run against the step, drawn live as batches arrive.

`add_run(run_id, label, history)` makes the run's curve once, drawn from the run's RunHistory
(views/plots/plot_series.py: the one record of the run's steps, which the window appends its
batches to); `refresh(run_id)` hands the curve the history's drawable part with one `setData`.
`append(run_id, steps, losses)` adds a batch to the history of a run the plot keeps on its own (a
run added without one). Curves downsample to the pixels they cover (peak method: a spike stays
visible) and clip to the view, so a run of 100,000 steps redraws about as fast as one of 1,000.

A run that diverges keeps its drawable part: the finite values up to the first one that is not
finite or is too large to draw (views.plot_series). Where a run leaves the chart it is marked by a
vertical line and words that say what happened: "leaves the chart at step N: loss V" where its
curve crosses the edge of the view (followed by when it stopped being drawable, if it did), or,
for a curve that is in view up to its end, "not finite from step N" ("too large to draw from step
N") and a cross on its last drawn point. The marks follow the view: a zoom or a change of scale
moves them. Their words stay inside the data area. The y range follows the drawn values only, so
inf and nan never flatten the other runs. In log scale, values <= 0 cannot be drawn and are left
out.

The legend lies under the plot (views.plot_legend), never over the curves. The right-click menu
holds the window's commands (`set_context_actions`), not pyqtgraph's own.

A run trained with held-out data has a second curve (`add_held_out`): its loss on those rows
(the history's HELD_OUT_LOSS), in the run's colour, with its own legend entry; `append`
takes its values with the run's batch. It is cut where it stops being drawable, like the run's
own curve, without a marker. A curve's line says what it measures: a solid line the training
rows, a dashed line the held-out ones; the runs differ by colour (views.plot_colours).

Steps are expected in increasing order within a run (the hover search relies on it). Hovering a
curve shows "label, step N: loss V" for the nearest point within a few pixels of the mouse. The
numbers of the marks and the hover are a sentence's (core/words.py's prose_number): in the reader's
language, as the run's status and the parameter table write them.

`LossPlot(accuracy=True)` draws a classifier's accuracy instead (the history's ACCURACY and
HELD_OUT_ACCURACY), the same way: its axis runs from 0 to 1 and has no log scale, and the words
say "accuracy". The loss plot's legend above it names the runs; its own says which line is which
measure (a solid line the training points, a dashed one the held-out points), where a run has
both.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from gradwalk.core.words import prose_number

from gradwalk.views.look import FollowsLook, is_dark, mixed
from gradwalk.views.none_guard import keep_none_alive
from .plot_area import PlotArea
from .plot_axes import cache_axes, number_axes, style_plot
from .plot_colours import run_colour
from .plot_legend import legend_below
from .plot_menu import use_context_actions
from .plot_series import ACCURACY, DRAWABLE_LIMIT, HELD_OUT_ACCURACY, HELD_OUT_LOSS, LOSS, RunHistory

__all__ = ["LossPlot", "HOVER_PIXELS"]

# Qt strokes a wide antialiased line slowly (0.1 s a repaint for 6,000 zig-zags of a peak-downsampled
# run): a run drawn with more points than this is drawn without antialiasing, which is 30x faster.
SMOOTH_UP_TO = 4000
# While runs go, their curves are drafts, redrawn every 80 ms: about one point per pixel (pyqtgraph's
# peak downsampling keeps each bin's low and high), not antialiased. Stroking the four runs'
# finished-quality curves cost a repaint 25-45 ms of the window's thread, the drafts 5 ms.
# When the runs end, the curves are drawn again as they are for good (five points a pixel, smooth).
DRAFT_POINTS_PER_PIXEL = 0.5
FINAL_POINTS_PER_PIXEL = 5.0  # pyqtgraph's own
HOVER_PIXELS = 20.0  # the hover text shows the nearest point this close to the mouse, or none
HOVER_OTHERS = 6  # the other runs whose values at the same step the hover text lists, at most


class _Curve:
    """One curve of the plot: which run's history it draws, the measure, and its plot items."""

    def __init__(self, run_id: int, label: str, curve: pg.PlotDataItem, history: RunHistory,
                 measure: str) -> None:
        self.run_id = run_id
        self.label = label
        self.curve = curve
        self.history = history
        self.measure = measure
        self.final = False  # drawn after its measure stopped being drawable: it grows no more
        self.draft = False  # drawn as a draft, while runs go (see DRAFT_POINTS_PER_PIXEL)
        self.marker: pg.PlotDataItem | None = None  # the last drawn point of a run that stopped
        self.stop_line: pg.InfiniteLine | None = None  # where the run leaves the chart, if it does
        self.stop_label: pg.TextItem | None = None  # what happened there, in words
        self.held_out: _Curve | None = None  # the loss on held-out data, when the run has it
        self.rate_marks: list[tuple[pg.ScatterPlotItem, pg.TextItem]] = []  # its learning rate changes

    def drawn(self) -> tuple[np.ndarray, np.ndarray]:
        return self.history.drawn(self.measure)

    def first_undrawable(self) -> tuple[float, float] | None:
        return self.history.first_undrawable(self.measure)


class LossPlot(FollowsLook, QWidget):
    """Loss curves, one per run, with a legend, a log scale switch and values on hover."""

    logScaleChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None, *, accuracy: bool = False) -> None:
        super().__init__(parent)
        keep_none_alive()
        self.accuracy = accuracy
        self.plot_widget = PlotArea(self)
        self.setObjectName("accuracyPlot" if accuracy else "lossPlot")
        self.plot_widget.setObjectName("accuracyPlotArea" if accuracy else "lossPlotArea")
        self.plot_item: pg.PlotItem = self.plot_widget.getPlotItem()
        number_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        cache_axes(self.plot_item.getAxis(name) for name in ("left", "bottom"))
        self.plot_item.showGrid(x=True, y=True, alpha=0.2)
        # Every curve draws about 5 points per pixel, the peaks kept, and only the visible steps:
        # set on the plot, which hands them to each curve it adds (and shows them in its menu).
        self.plot_item.setDownsampling(auto=True, mode="peak")
        self.plot_item.setClipToView(True)
        self.legend = legend_below(self.plot_item)
        # under the loss plot, whose legend names the same runs in the same colours: this one says
        # which line is the training points' and which the held-out points'
        self._style_key: list[pg.PlotDataItem] = []
        self._held_out_px = SCREEN_HELD_OUT_PX  # EXPORTED_HELD_OUT_PX while a picture is made
        use_context_actions(self.plot_widget, [])
        self.log_check = QCheckBox(self)
        self.log_check.setObjectName("lossLogScale")
        self.log_check.toggled.connect(self.set_log_scale)
        self.log_check.setVisible(not accuracy)
        bar = QHBoxLayout()
        bar.addWidget(self.log_check)
        bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.plot_widget, 1)
        self._runs: dict[int, _Curve] = {}
        # Curves of runs taken away, hidden and kept for the next runs: a section shown again made
        # its eight curves anew, 1-2 ms each, in the turn that showed its runs
        self._spare_curves: list[pg.PlotDataItem] = []
        self._measures = (ACCURACY, HELD_OUT_ACCURACY) if accuracy else (LOSS, HELD_OUT_LOSS)
        self._log = False
        self._planned_steps: int | None = None  # while runs go: the x axis runs to their last step
        self._hover_text = pg.TextItem(anchor=(0, 1))
        self._hovered: tuple[_Curve, float, float] | None = None  # what the hover text tells
        self._hover_dot = pg.ScatterPlotItem(size=9)
        for item in (self._hover_text, self._hover_dot):
            item.setZValue(100)
            item.hide()
            self.plot_item.addItem(item, ignoreBounds=True)
        self.plot_widget.scene().sigMouseMoved.connect(self._mouse_moved)
        self._user_range = False
        view = self.plot_item.getViewBox()
        view.sigRangeChangedManually.connect(self._on_user_range)
        view.sigRangeChanged.connect(self._place_marks)
        view.sigResized.connect(self._place_marks)
        self.retranslate()
        self._apply_look()

    def retranslate(self) -> None:
        """Every text of the plot in the language installed now: its names, tooltips and axes, the
        style key, the marks and the hover text (the runs' legend entries are the controller's)."""
        if self.accuracy:
            self.setAccessibleName(self.tr("Accuracy plot"))
            self.plot_widget.setAccessibleName(self.tr("Accuracy of each run against the step"))
            self.plot_widget.setToolTip(self.tr(
                "The share of points each run classifies right at each step, on the training points "
                "and (dashed) on the held-out ones. Hover a curve to read its values."))
        else:
            self.setAccessibleName(self.tr("Loss plot"))
            self.plot_widget.setAccessibleName(self.tr("Loss of each run against the step"))
            self.plot_widget.setToolTip(self.tr(
                "The loss of each run at each step. Hover a curve to read its values; the wheel "
                "zooms, dragging pans, right-click for the plot's commands."))
        # the labels keep the colour the look gave them (no style given here)
        self.plot_item.setLabel("bottom", self.tr("step"))
        self.plot_item.setLabel("left", self.tr("accuracy") if self.accuracy else self.tr("loss"))
        self.log_check.setText(self.tr("Log scale"))
        self.log_check.setAccessibleName(self.tr("Log scale for the loss"))
        self.log_check.setToolTip(self.tr(
            "Draw the loss on a logarithmic axis: small losses and diverging runs both stay "
            "readable. Losses of zero or below are not drawn there."))
        with self.legend.changes():  # renamed in place, laid out once
            for sample, words in zip(self._style_key, self._style_words()):
                self.legend.rename(sample, words)
        self._place_marks()  # their words made anew
        if self._hovered is not None and self._hover_text.isVisible():
            self._hover_text.setText(self._hover_words(*self._hovered))

    def set_context_actions(self, actions) -> None:
        """Make the window's commands (export, log scale) the plot's right-click menu."""
        use_context_actions(self.plot_widget, actions)

    # --- runs ------------------------------------------------------------------------------------

    def add_run(self, run_id: int, label: str, history: RunHistory | None = None) -> None:
        """Make run `run_id`'s curve, drawn from `history` (a history of the plot's own when None,
        for `append`); a run already there keeps its data, takes the label."""
        keep_none_alive()
        if run_id in self._runs:
            run = self._runs[run_id]
            run.label = label
            self.legend.removeItem(run.curve)
            self.legend.addItem(run.curve, label)
            if run.held_out is not None:  # its legend entry stays after the run's
                self.legend.removeItem(run.held_out.curve)
                self.legend.addItem(run.held_out.curve, run.held_out.label)
            return
        history = history if history is not None else RunHistory(label)
        self._runs[run_id] = _Curve(run_id, label, self._new_curve(label), history, self._measures[0])
        self._style_run(self._runs[run_id])

    def restart_run(self, run_id: int, label: str, history: RunHistory,
                    held_out_label: str | None = None) -> None:
        """Run `run_id` starts again from `history` (empty, or kept from before), labelled `label`,
        with a held-out curve labelled `held_out_label` (None: none). A run already drawn keeps
        its curves and legend entries, emptied: making them anew for every run at each Start kept
        the window from answering."""
        run = self._runs.get(run_id)
        if run is None or (run.held_out is None) != (held_out_label is None):
            self.remove_run(run_id)
            self.add_run(run_id, label, history)
            if held_out_label is not None:
                self.add_held_out(run_id, held_out_label)
            return
        for part in (run, run.held_out):
            if part is None:
                continue
            part.history, part.final = history, False
            part.curve.setData([], [])
            if part.marker is not None:
                self.plot_item.removeItem(part.marker)
                part.marker = None
        if run.label != label:
            self.add_run(run_id, label)
        if run.held_out is not None and run.held_out.label != held_out_label:
            self.add_held_out(run_id, held_out_label)
        self._hide_hover()
        self._place_marks()

    def rename_run(self, run_id: int, label: str, held_out_label: str | None = None) -> None:
        """Name run `run_id`'s curves anew (a language switch), in place: their data, places and
        styles stay; the legend is laid out once."""
        run = self._runs.get(run_id)
        if run is None:
            return
        with self.legend.changes():
            for part, name in ((run, label), (run.held_out, held_out_label)):
                if part is not None and name is not None:
                    part.label = name
                    self.legend.rename(part.curve, name)

    def add_held_out(self, run_id: int, label: str) -> None:
        """Give run `run_id` (made with add_run) an (empty) curve of its held-out loss, labelled
        `label`; one it already has keeps its data and takes the label."""
        run = self._runs[run_id]
        if run.held_out is not None:
            run.held_out.label = label
            self.legend.removeItem(run.held_out.curve)
            self.legend.addItem(run.held_out.curve, label)
            return
        run.held_out = _Curve(run_id, label, self._new_curve(label), run.history, self._measures[1])
        self._style_run(run)
        self._show_style_key()

    def _new_curve(self, label: str) -> pg.PlotDataItem:
        if self._spare_curves:  # as a new one: its pen follows (_style_run), its data is drawn
            curve = self._spare_curves.pop()
            curve.opts["name"] = None if self.accuracy else label
            curve.setLogMode(False, self._log)
            curve.show()
            if not self.accuracy:  # as the plot gives a named curve its entry when it is added
                self.legend.addItem(curve, label)
            return curve
        curve = pg.PlotDataItem(name=None if self.accuracy else label, antialias=True)
        self.plot_item.addItem(curve)  # takes the plot's downsampling and clipping (set below too)
        curve.setDownsampling(auto=True, method="peak")
        curve.setClipToView(True)
        curve.setLogMode(False, self._log)
        return curve

    def remove_run(self, run_id: int) -> None:
        self.remove_runs([run_id])

    def remove_runs(self, run_ids: list[int]) -> None:
        """Take runs `run_ids`' curves and marks away, the legend laid out once for them all:
        a section's eight entries removed one by one laid the plot out eight times."""
        gone = [self._runs.pop(run_id) for run_id in run_ids if run_id in self._runs]
        if not gone:
            return
        with self.legend.changes():
            for run in gone:
                for part in (run, run.held_out):
                    if part is None:
                        continue
                    self.legend.removeItem(part.curve)
                    part.curve.setData([], [])
                    part.curve.hide()
                    self._spare_curves.append(part.curve)
                    for item in (part.marker, part.stop_line, part.stop_label,
                                 *(item for mark in part.rate_marks for item in mark)):
                        if item is not None:
                            self.plot_item.removeItem(item)
            self._show_style_key()
        self._hide_hover()
        self._place_marks()

    def _show_style_key(self) -> None:
        """The accuracy plot's legend: a solid and a dashed line, named, while a run has both."""
        wanted = self.accuracy and any(run.held_out is not None for run in self._runs.values())
        if wanted and not self._style_key:
            for words in self._style_words():
                sample = pg.PlotDataItem()  # never drawn on the plot: the legend draws its line
                self._style_key.append(sample)
                self.legend.addItem(sample, words)
            self._style_samples()
        elif not wanted and self._style_key:
            for sample in self._style_key:
                self.legend.removeItem(sample)
            self._style_key = []

    def _style_words(self) -> tuple[str, str]:
        """The style key's names: of the solid line, of the dashed one."""
        return self.tr("training"), self.tr("held-out")

    def _style_samples(self) -> None:
        text = self.palette().color(QPalette.ColorRole.Text)
        pens = (_training_pen(text), _held_out_pen(text, self._held_out_px))
        for sample, pen in zip(self._style_key, pens):
            sample.setPen(pen)

    def clear_runs(self) -> None:
        self.remove_runs(list(self._runs))
        self._user_range = False  # a new section's runs: the range follows them again

    def run_ids(self) -> list[int]:
        return list(self._runs)

    def append(self, run_id: int, steps: np.ndarray, losses: np.ndarray,
               held_out: np.ndarray | None = None) -> None:
        """Add a batch of (step, loss) to the history of run `run_id` (one the plot made in add_run)
        and redraw its curve; `held_out`, the held-out losses at the same steps, goes to its
        held-out curve."""
        run = self._runs[run_id]
        held = held_out if run.held_out is not None else None
        run.history.append(steps, {self._measures[0]: losses, self._measures[1]: held})
        self.refresh(run_id)

    def refresh(self, run_id: int) -> None:
        """Draw what run `run_id`'s history recorded since the last refresh."""
        self.refresh_runs([run_id])

    def refresh_runs(self, run_ids: list[int]) -> None:
        """Draw what the runs' histories recorded since the last refresh, then fit the range and
        place the marks once for them all."""
        for run_id in run_ids:
            run = self._runs[run_id]
            for part in (run, run.held_out):
                if part is not None and (not part.final or part.curve.xData is None):
                    self._draw(part)
            if run.marker is None and run.final and run.drawn()[0].size:
                self._add_cross(run)
        self._fit_loss_range()
        self._place_marks()

    def curve_data(self, run_id: int) -> tuple[np.ndarray, np.ndarray]:
        """The (steps, losses) the curve draws, in data units (not log10), before downsampling."""
        return self._drawn(self._runs[run_id])

    def has_held_out(self, run_id: int) -> bool:
        return self._runs[run_id].held_out is not None

    def held_out_data(self, run_id: int) -> tuple[np.ndarray, np.ndarray]:
        """The (steps, held-out losses) the run's held-out curve draws, like `curve_data`."""
        part = self._runs[run_id].held_out
        if part is None:
            raise KeyError(f"run {run_id} has no held-out curve")
        return self._drawn(part)

    def held_out_pen(self, run_id: int) -> QPen:
        """The pen of the run's held-out curve (its colour, dashed)."""
        return QPen(self.held_out_curve(run_id).opts["pen"])

    def held_out_curve(self, run_id: int) -> pg.PlotDataItem:
        part = self._runs[run_id].held_out
        if part is None:
            raise KeyError(f"run {run_id} has no held-out curve")
        return part.curve

    def legend_labels(self) -> list[str]:
        """The legend's entries, in order."""
        return [label.text for _, label in self.legend.items]

    def _drawn(self, run: _Curve) -> tuple[np.ndarray, np.ndarray]:
        x, y = run.drawn()
        if self._log:
            keep = y > 0
            return x[keep], y[keep]
        return x, y

    def _parts(self) -> list[_Curve]:
        """Every curve's record: the runs', then their held-out ones."""
        runs = list(self._runs.values())
        return runs + [run.held_out for run in runs if run.held_out is not None]

    def stop_text(self, run_id: int) -> str:
        """What the run's stop marker says, or "" when the run is drawable to its end."""
        run = self._runs[run_id]
        shown = run.stop_line is not None and run.stop_line.isVisible()
        return run.stop_label.toPlainText() if shown else ""

    def prepare_export(self) -> None:
        """Re-place the marks for a new size of the plot (views.plot_export lays it out anew); a
        curve drawn as a draft while its run goes is drawn for good (the next redraw drafts it
        again)."""
        self._draw_drafts_for_good()
        self._place_marks()

    def stop_label(self, run_id: int) -> pg.TextItem | None:
        """The text item of the run's stop marker (for its place on the plot), or None."""
        return self._runs[run_id].stop_label

    # --- scale -----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def exporting(self) -> Iterator[None]:
        """While a picture is made (views/plots/plot_export.py): the held-out curves' dashes
        EXPORTED_HELD_OUT_PX wide, as a page shows them, where the screen draws one pixel."""
        def restyle(held_out_px: float) -> None:
            self._held_out_px = held_out_px
            for run in self._runs.values():
                self._style_run(run)
            self._style_samples()

        restyle(EXPORTED_HELD_OUT_PX)
        try:
            yield
        finally:
            restyle(SCREEN_HELD_OUT_PX)

    def set_log_scale(self, on: bool) -> None:
        """Draw the loss on a log10 axis (values <= 0 left out) or a linear one."""
        on = bool(on)
        if on == self._log:
            return
        self._log = on
        self.log_check.blockSignals(True)
        self.log_check.setChecked(on)
        self.log_check.blockSignals(False)
        self._hide_hover()
        self.plot_item.setLogMode(x=False, y=on)
        for run in self._parts():
            self._draw(run)
            self._place_marker(run)
        self.plot_item.enableAutoRange()
        self._user_range = False
        self._fit_loss_range()
        self._place_marks()
        self.logScaleChanged.emit(on)

    def log_scale(self) -> bool:
        return self._log

    def _on_user_range(self, *_: object) -> None:
        self._user_range = True

    # On the linear axis the loss range runs from 0 to a little above the highest starting loss:
    # a run that converges stays in view, and one that diverges climbs off the chart instead of
    # flattening every other curve against the axis. The log axis shows everything.
    HEADROOM = 1.15

    def plan_steps(self, steps: int | None) -> None:
        """While runs go, the step axis is held from 0 to `steps` (the most any run will take): the
        curves grow into a frame that stays, and the axis is not drawn anew at each redraw. None
        lets it follow the curves again."""
        self._planned_steps = steps if steps and steps > 0 else None
        if self._planned_steps is None:
            self._draw_drafts_for_good()
        self._fit_loss_range()
        self.plot_widget.settle()  # painted once at the new range, not twice

    def _draw_drafts_for_good(self) -> None:
        for part in self._parts():
            if part.draft:
                self._draw(part, draft=False)

    def _fit_steps(self, view: pg.ViewBox) -> None:
        if self._planned_steps is None:
            view.enableAutoRange(axis="x")
            return
        view.setXRange(0, self._planned_steps)  # the autorange's padding; no change: no redraw

    def _fit_loss_range(self) -> None:
        view = self.plot_item.getViewBox()
        if self._user_range:
            return  # the learner zoomed or panned: leave the view where they put it
        if self.accuracy:  # a share: the whole of it, with room for the line at 1
            view.setYRange(0.0, 1.02, padding=0)
            self._fit_steps(view)
            return
        if self._log:
            view.enableAutoRange(axis="y")
            self._fit_steps(view)
            return
        starts = [float(y[0]) for x, y in (run.drawn() for run in self._parts())
                  if y.size and np.isfinite(y[0])]
        if not starts:
            view.enableAutoRange(axis="y")
            self._fit_steps(view)
            return
        low = min(0.0, min(starts))
        view.setYRange(low, max(starts) * self.HEADROOM if max(starts) > 0 else 1.0, padding=0)
        self._fit_steps(view)

    # --- drawing ---------------------------------------------------------------------------------

    def _draw(self, run: _Curve, draft: bool | None = None) -> None:
        """Draw the curve's drawable part: as a draft while runs go (unless `draft` says)."""
        run.final = run.history.stopped(run.measure)
        x, y = self._drawn(run)
        run.draft = self._planned_steps is not None if draft is None else draft
        run.curve.opts["antialias"] = not run.draft and x.size <= SMOOTH_UP_TO
        run.curve.opts["autoDownsampleFactor"] = (DRAFT_POINTS_PER_PIXEL if run.draft
                                                  else FINAL_POINTS_PER_PIXEL)
        # finite by construction (plot_series keeps only the drawable prefix; log keeps y > 0)
        run.curve.setData(x, y, skipFiniteCheck=True)

    def _add_cross(self, run: _Curve) -> None:
        run.marker = pg.PlotDataItem(symbol="x", symbolSize=14, pen=None)
        run.marker.setZValue(60)
        self.plot_item.addItem(run.marker)
        run.marker.setLogMode(False, self._log)
        self._place_marker(run)
        self._style_run(run)

    def _stop_words(self, run: _Curve) -> str:
        """How the run stopped being drawable, or "" while it is drawable to its end."""
        found = run.first_undrawable()
        if found is None:
            return ""
        step, value = found
        shown_step = prose_number(float(step))
        if np.isfinite(value):
            return self.tr("too large to draw from step {0}").format(shown_step)
        return self.tr("not finite from step {0}").format(shown_step)

    def mark_of(self, run_id: int) -> tuple[float, str] | None:
        """(step, words) of the run's mark in the current view, or None: see the module's text."""
        return self._mark(self._runs[run_id])

    def _mark(self, run: _Curve) -> tuple[float, str] | None:
        x, y = self._drawn(run)
        stop = self._stop_words(run)
        (x0, x1), (y0, y1) = self.plot_item.getViewBox().viewRange()
        if x.size:
            shown = np.log10(y) if self._log else y
            visible = np.flatnonzero((x >= x0) & (x <= x1))
            inside = visible[(shown[visible] >= y0) & (shown[visible] <= y1)]
            if inside.size and inside[-1] < visible[-1]:
                # the first visible point after the last one in view: where the curve leaves
                leave = int(visible[np.searchsorted(visible, inside[-1]) + 1])
                words = (self.tr("leaves the chart at step {0}: accuracy {1}") if self.accuracy else
                         self.tr("leaves the chart at step {0}: loss {1}")).format(
                    prose_number(float(x[leave])), prose_number(float(y[leave]), 3))
                return float(x[leave]), words + ("\n" + stop if stop else "")
        if not stop:
            return None
        step, _ = run.first_undrawable()
        if not (np.isfinite(step) and abs(step) <= DRAWABLE_LIMIT):
            return None
        return step, stop  # its line counts in the x range: the step is in view at first

    def _place_marks(self, *_: object) -> None:
        """Put each run's mark where its curve leaves the view now, its words inside the view."""
        view = self.plot_item.getViewBox()
        (x0, x1), (y0, y1) = view.viewRange()
        pixel_w, pixel_h = view.viewPixelSize()
        width = view.width()
        order = 0
        for run in self._runs.values():
            mark = self._mark(run)
            if mark is None:
                for item in (run.stop_line, run.stop_label):
                    if item is not None:
                        item.hide()
                continue
            step, words = mark
            if run.stop_line is None:
                run.stop_line = pg.InfiniteLine(angle=90, movable=False)
                run.stop_line.setZValue(50)
                run.stop_label = pg.TextItem(anchor=(0, 0))
                run.stop_label.setZValue(55)
                self.plot_item.addItem(run.stop_line)  # hidden, it counts in no range
                self.plot_item.addItem(run.stop_label, ignoreBounds=True)
                self._style_run(run)
            run.stop_line.setValue(step)
            label = run.stop_label
            if label.toPlainText() != words:
                label.setText(words)
            label.setTextWidth(-1)  # its lines as they are, to be measured
            text_w, text_h = label.boundingRect().width(), label.boundingRect().height()
            at = (step - x0) / pixel_w if pixel_w > 0 else 0.0  # pixels from the left edge
            gap = 4.0
            # right of the line where the words fit there, else left of it, else at the left edge,
            # wrapped to the data area's width where they are wider (a narrow plot, a long language)
            if at + gap + text_w <= width:
                anchor_x, left = 0.0, step + gap * pixel_w
            elif at - gap - text_w >= 0:
                anchor_x, left = 1.0, step - gap * pixel_w
            else:
                anchor_x, left = 0.0, x0
                if text_w > width - gap:
                    label.setTextWidth(max(width - gap, 40.0))
                    text_h = label.boundingRect().height()
            label.setAnchor((anchor_x, 0.0))
            label.setPos(left, y1 - (gap + order * (text_h + 2.0)) * pixel_h)
            run.stop_line.show()
            label.setVisible(x0 <= step <= x1)  # zoomed away from it: no words at the edge
            order += label.isVisible()
        for run in self._runs.values():  # and where its learning rate changed (one home for them all)
            if run.rate_marks or run.history.rate_changes:
                self._place_rate_marks(run)

    def rate_marks(self, run_id: int) -> list[tuple[float, float, str]]:
        """(step, value as drawn, words) of each learning rate change marked on run `run_id`'s curve."""
        run = self._runs.get(run_id)
        return [(dot.data["x"][0], dot.data["y"][0], text.toPlainText())
                for dot, text in (run.rate_marks if run is not None else []) if len(dot.data)]

    def _place_rate_marks(self, run: _Curve) -> None:
        """A diamond on the curve where each of the run's learning rate changes took over, with the
        two rates above it (a change at a step not drawn yet waits for its step)."""
        changes = run.history.rate_changes
        while len(run.rate_marks) > len(changes):
            for item in run.rate_marks.pop():
                self.plot_item.removeItem(item)
        while len(run.rate_marks) < len(changes):
            dot = pg.ScatterPlotItem(symbol="d", size=11)
            text = pg.TextItem(anchor=(0.5, 1.15))
            for item, z in ((dot, 58), (text, 57)):
                item.setZValue(z)
                self.plot_item.addItem(item, ignoreBounds=True)
            run.rate_marks.append((dot, text))
        x, y = self._drawn(run)
        colour = run_colour(run.run_id, is_dark(self.palette()))
        for (step, before, after), (dot, text) in zip(changes, run.rate_marks):
            at = int(np.searchsorted(x, step))
            shown = bool(at < x.size and x[at] == step)
            value = float(y[at]) if shown else 0.0
            if shown and self._log:
                value = float(np.log10(value))  # the view's own coordinates: the items are not in log mode
            dot.setData([float(step)] if shown else [], [value] if shown else [])
            dot.setPen(pg.mkPen(self.palette().color(QPalette.ColorRole.Base), width=1))
            dot.setBrush(colour)
            words = self.tr("learning rate {0} → {1}").format(prose_number(before), prose_number(after))
            if text.toPlainText() != words:
                text.setText(words)
            text.setColor(colour)
            text.fill = pg.mkBrush(self._label_fill())
            # centred over its diamond, or reaching into the plot from near either side
            (x0, x1), _ = self.plot_item.getViewBox().viewRange()
            across = (step - x0) / (x1 - x0) if x1 > x0 else 0.5
            text.setAnchor((0.0 if across < 0.25 else 1.0 if across > 0.75 else 0.5, 1.15))
            text.setPos(float(step), value)
            text.setVisible(shown)

    def _place_marker(self, run: _Curve) -> None:
        if run.marker is None:
            return
        x, y = run.drawn()
        last_x, last_y = x[-1:], y[-1:]
        if self._log and not last_y[0] > 0:
            last_x, last_y = last_x[:0], last_y[:0]
        run.marker.setData(last_x, last_y, skipFiniteCheck=True)

    def _style_run(self, run: _Curve) -> None:
        colour = run_colour(run.run_id, is_dark(self.palette()))
        run.curve.setPen(_training_pen(colour))
        if run.marker is not None:
            run.marker.setSymbolPen(pg.mkPen(colour, width=3))
            run.marker.setSymbolBrush(colour)
        if run.held_out is not None:
            run.held_out.curve.setPen(_held_out_pen(colour, self._held_out_px))
        if run.stop_line is not None:
            line_pen = QPen(colour, 1.5)
            line_pen.setStyle(Qt.PenStyle.DashLine)
            line_pen.setCosmetic(True)
            run.stop_line.setPen(line_pen)
            run.stop_label.setColor(colour)
            run.stop_label.fill = pg.mkBrush(self._label_fill())
            run.stop_label.border = pg.mkPen(colour)
            run.stop_label.update()

    def _label_fill(self) -> QColor:
        fill = QColor(self.palette().color(QPalette.ColorRole.Base))
        fill.setAlpha(215)
        return fill

    def _apply_look(self) -> None:
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        style_plot(self.plot_widget, palette)
        self._hover_text.setColor(text)
        self._hover_text.fill = pg.mkBrush(self._label_fill())
        self._hover_text.border = pg.mkPen(mixed(text, base, 0.5))
        self._hover_dot.setPen(pg.mkPen(text, width=1.5))
        self._hover_dot.setBrush(pg.mkBrush(None))
        for run in self._runs.values():
            self._style_run(run)
            if run.rate_marks:
                self._place_rate_marks(run)
        self._style_samples()
        self.legend.restyle(text)

    def _looks_ready(self) -> bool:
        return hasattr(self, "legend")  # a palette change during __init__ comes before it

    # --- hover -----------------------------------------------------------------------------------

    def hover_text(self) -> str:
        """The hover text shown now, or "" when none is."""
        return self._hover_text.toPlainText() if self._hover_text.isVisible() else ""

    def _hide_hover(self) -> None:
        self._hovered = None
        self._hover_text.hide()
        self._hover_dot.hide()

    def _mouse_moved(self, scene_pos: QPointF) -> None:
        view = self.plot_item.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            self._hide_hover()
            return
        found = self.nearest_point(view.mapSceneToView(scene_pos))
        if found is None:
            self._hide_hover()
            return
        run, step, loss = found
        self._hovered = found
        shown_y = np.log10(loss) if self._log else loss
        self._hover_text.setText(self._hover_words(run, step, loss))
        (left, right), _ = view.viewRange()
        self._hover_text.setAnchor((1, 1) if step > (left + right) / 2 else (0, 1))
        self._hover_text.setPos(step, shown_y)
        self._hover_dot.setData([step], [shown_y])
        self._hover_text.show()
        self._hover_dot.show()

    def _hover_words(self, run: _Curve, step: float, loss: float) -> str:
        """What the hover says of the point (step, loss) of `run`'s curve, then each other run's
        value at the same step and how far it is from this one (runs side by side compared)."""
        words = (self.tr("{0}, step {1}: accuracy {2}") if self.accuracy
                 else self.tr("{0}, step {1}: loss {2}"))
        lines = [words.format(run.label, prose_number(float(step)), prose_number(float(loss)))]
        for other in self._runs.values():
            part = other if other.measure == run.measure else other.held_out
            if part is None or part is run or len(lines) > HOVER_OTHERS:
                continue
            x, y = part.drawn()
            at = int(np.searchsorted(x, step))
            if at < x.size and x[at] == step:
                gap = float(y[at]) - float(loss)
                lines.append(self.tr("{0}: {1} ({2} from this one)").format(
                    part.label, prose_number(float(y[at])), ("+" if gap > 0 else "") + prose_number(gap)))
        return "\n".join(lines)

    def nearest_point(self, view_pos: QPointF) -> tuple[_Curve, float, float] | None:
        """(run, step, loss) of the drawn point nearest `view_pos` (view coordinates) within
        HOVER_PIXELS on screen, or None."""
        pixel_w, pixel_h = self.plot_item.getViewBox().viewPixelSize()
        if not (pixel_w > 0 and pixel_h > 0):
            return None
        mx, my = view_pos.x(), view_pos.y()
        best, best_distance = None, HOVER_PIXELS
        for run in self._parts():
            x, y = self._drawn(run)
            lo = int(np.searchsorted(x, mx - HOVER_PIXELS * pixel_w, side="left"))
            hi = int(np.searchsorted(x, mx + HOVER_PIXELS * pixel_w, side="right"))
            if hi <= lo:
                continue
            xs, ys = x[lo:hi], y[lo:hi]
            shown = np.log10(ys) if self._log else ys
            distance = np.hypot((xs - mx) / pixel_w, (shown - my) / pixel_h)
            index = int(np.argmin(distance))
            if distance[index] <= best_distance:
                best, best_distance = (run, float(xs[index]), float(ys[index])), float(distance[index])
        return best


def _training_pen(colour: QColor) -> QPen:
    """A curve of the training rows: a solid line."""
    pen = QPen(colour, 2.0)
    pen.setCosmetic(True)
    return pen


def _held_out_pen(colour: QColor, width: float) -> QPen:
    """A curve of the held-out rows: 6 px dashes and 5 px gaps, told from the training's solid line
    at a glance, in the legend's short sample too. One pixel wide on screen: Qt strokes wider
    dashes through its path stroker, and the zig-zags of a run gone wrong (a held-out accuracy
    flipping at every step) took a repaint 30-80 ms, where one pixel takes 0.6 ms. An export
    draws them two pixels wide (`LossPlot.exporting`)."""
    pen = QPen(colour, width)
    pen.setStyle(Qt.PenStyle.CustomDashLine)
    pen.setDashPattern([6.0 / width, 5.0 / width])  # in line widths
    pen.setCosmetic(True)
    return pen


SCREEN_HELD_OUT_PX = 1.0  # a held-out curve's width on screen (see _held_out_pen)
EXPORTED_HELD_OUT_PX = 2.0  # and on a page
