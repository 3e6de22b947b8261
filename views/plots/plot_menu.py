"""The plots' right-click menu: the window's commands, not pyqtgraph's.

pyqtgraph gives every plot a ViewBox menu (ranges, mouse modes, "Export...") that speaks of its own
machinery and exports with its own exporters, one of which fails on our Qt. `use_context_actions`
turns those menus off and makes the window's QActions (export this plot, log scale, ...) the menu
of the plot's view and its viewport, as the graph view does with its `set_context_actions`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

__all__ = ["use_context_actions"]


def use_context_actions(plot_widget: pg.PlotWidget, actions: Sequence[QAction]) -> None:
    """Replace the plot's right-click menu by `actions` (none: no menu at all)."""
    plot_widget.getPlotItem().setMenuEnabled(False, enableViewBoxMenu=False)
    plot_widget.scene().contextMenu = []  # the scene's own "Export..." entry
    for widget in (plot_widget, plot_widget.viewport()):
        for action in widget.actions():
            widget.removeAction(action)
        widget.addActions(list(actions))
        widget.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu if actions
                                    else Qt.ContextMenuPolicy.NoContextMenu)
