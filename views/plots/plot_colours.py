"""The colours and line styles of training runs, shared by the loss plot and the landscape.

A run keeps its colour in every view: the colour is chosen from the run's id, not from the order in
which a view happened to meet it. The cycle is Okabe and Ito's, which stays apart for the common
kinds of colour blindness; each entry has a shade for a light background and one for a dark one
(yellow is left out on light, deep blue on dark: neither reads there). On the landscape the first
runs' paths also differ by line style (`run_dash`); on the loss and accuracy plots a line's style
says what it measures instead (solid the training rows, dashed the held-out ones: views.loss_plot),
and the legend names each run.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

__all__ = ["CLASS_COLOURS", "RUN_COLOURS", "run_colour", "run_dash"]

# (on a light background, on a dark background), in the order runs get them.
RUN_COLOURS: tuple[tuple[str, str], ...] = (
    ("#0072B2", "#56B4E9"),  # blue / sky blue
    ("#D55E00", "#E69F00"),  # vermillion / orange
    ("#009E73", "#2BC79A"),  # bluish green
    ("#CC79A7", "#E08FBE"),  # reddish purple
    ("#8A6100", "#F0E442"),  # dark orange / yellow
    ("#333333", "#DDDDDD"),  # black / white
)
# A classifier's class 0 and class 1 (the boundary, its points, the hidden units' pictures): the
# first two runs' colours, told apart by colour-blind eyes too.
CLASS_COLOURS: tuple[tuple[str, str], ...] = RUN_COLOURS[:2]
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


def run_colour(run_id: int, dark: bool) -> QColor:
    """The colour of run `run_id` on a dark or a light background."""
    light_shade, dark_shade = RUN_COLOURS[run_id % len(RUN_COLOURS)]
    return QColor(dark_shade if dark else light_shade)


def run_dash(run_id: int) -> Qt.PenStyle:
    """The line style of run `run_id`: solid, dashed, dotted, dash-dotted, then again."""
    return DASHES[(run_id // len(RUN_COLOURS) + run_id) % len(DASHES)]
