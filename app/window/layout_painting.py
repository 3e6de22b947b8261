"""How the window paints a change of layout: once its docks have taken their sizes, in turns that
each stay within a frame.

Painted at once, a layout switch painted the window at the sizes the docks were given and left in
the same turn, and its first paint at the new sizes took more than a frame. So the window's paint
is held while the layout settles (the old picture stays), then the window is painted: the graph
first, the lesson a turn later, the docks under the graph a turn after that, each under a curtain
of its background until its turn (views/curtain.py; the whole window in one turn took 10-20 ms).
A step from the Train layout brings the Walk layout back in the same turns, the Train layout's
docks put away in the step's own. The Train layout's plots are held
(`PlotArea.hold_paint`) and released a plot a turn whenever a layout or a section changes their
size: their first paint at a new size lays their axes out again, 5-12 ms a plot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from gradwalk.app.base.in_turns import InTurns
from gradwalk.app.base.perspectives import TRAIN, WALK, Layout
from gradwalk.views.curtain import Curtain
from gradwalk.views.plots.plot_area import PlotArea

__all__ = ["LayoutPainting"]


class LayoutPainting(QObject):
    """Switches `window`'s `layout` and paints it in turns (see the module's docstring). `plots`
    are the Train layout's plot areas, in the order they are painted; `arranged` is called once a
    layout is arranged (the window's actions follow it); `synchronous`: everything at once."""

    def __init__(self, window: QMainWindow, layout: Layout, plots: Sequence[PlotArea],
                 arranged: Callable[[], object], synchronous: bool = False) -> None:
        super().__init__(window)
        self.window, self.layout, self.plots = window, layout, list(plots)
        self._arranged, self._synchronous = arranged, synchronous
        self.turns = InTurns(self)  # a new layout painted once its sizes have settled
        self.plot_turns = InTurns(self)  # the plots painted anew, a turn each
        self._curtains: dict[str, Curtain] = {}  # over the docks below the graph, by the dock's name

    def show(self, name: str) -> None:
        """The Walk or the Train layout (Train only where the section trains)."""
        self.turns.finish()  # a switch made in turns is whole before the next
        chosen = self.layout.chosen(name)
        if chosen != self.layout.current:
            self._paint_when_settled()
            if chosen == TRAIN:
                self.paint_plots_in_turns()
        self.layout.show(chosen)
        self._arranged()

    def walk(self) -> None:
        """The Walk layout back after a step: the Train layout's docks put away in this turn, the
        Walk layout's brought in the next, then the window painted."""
        if self.layout.current == WALK:
            return
        self.turns.finish()
        put_away, bring = self.layout.pieces(WALK)
        self._paint_when_settled([lambda: (bring(), self._arranged())])
        put_away()

    def settling(self) -> bool:
        """Whether a layout is still being arranged or painted in turns, its plots included."""
        return self.turns.pending() or self.plot_turns.pending() or not self.window.updatesEnabled()

    def hold_plots(self) -> None:
        """The plots' paint held until `paint_plots_in_turns()` (not where everything is at once)."""
        if self._synchronous:
            return
        self.plot_turns.cancel()
        for area in self.plots:
            area.hold_paint()

    def paint_plots_in_turns(self, first: Sequence[Callable[[], object]] = ()) -> None:
        """The plots painted after the rest of the window, a turn each, once the pieces `first`
        have had their turns (at once where everything is: a screenshot waits for nothing)."""
        if self._synchronous:
            for piece in first:
                piece()
            return
        self.hold_plots()
        self.plot_turns.run([*first, *(area.release_paint for area in self.plots)])

    def _paint_when_settled(self, first: list[Callable[[], object]] | None = None) -> None:
        """Call `first` (a turn each), then paint the window: the graph and the window's bars, the
        lesson, then the docks below."""
        window = self.window
        if self._synchronous or not window.isVisible():
            for piece in first or ():
                piece()
            return
        window.setUpdatesEnabled(False)  # the old picture stays meanwhile
        self.turns.run([*(first or ()), self._paint_most, self._paint_lesson, self._paint_docks_below])

    def _paint_most(self) -> None:
        layout = self.layout
        for dock in (layout.lesson, *layout.walking, *layout.walk_only, layout.training):
            if dock.isVisible() and not dock.isFloating():
                name = dock.objectName()
                if name not in self._curtains:  # one curtain a dock, made the first time it is needed
                    self._curtains[name] = Curtain(dock.widget())
                self._curtains[name].drop()
        self.window.setUpdatesEnabled(True)
        # now, not posted: an update asked for while the window did not paint is not asked again
        # (on X11 the window stayed as it was until something else repainted it)
        self.window.repaint()

    def _paint_lesson(self) -> None:
        curtain = self._curtains.get(self.layout.lesson.objectName())
        if curtain is not None:
            curtain.lift()

    def _paint_docks_below(self) -> None:
        for curtain in self._curtains.values():
            curtain.lift()
