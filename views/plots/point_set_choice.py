"""The bar above the decision boundary where the learner chooses the points a classifier learns
from: the kind of set, how many points, how much noise, which seed.

It holds plain values and emits `choiceChanged(kind, size, noise, seed)` when the learner
changes one of them (or asks for the lesson's own set back); `set_choice` shows values without
emitting. What the points are is the controller's business (app/session/training/point_choice.py).
Its boxes read and show numbers as every field of the interface does (views/number_boxes.py).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QWidget

from gradwalk.views.number_boxes import FieldNumberBox, FieldWholeBox

__all__ = ["PointSetChoice"]

KINDS = ("moons", "circles", "xor", "spiral")  # the kinds of set, in the box's order


class PointSetChoice(QWidget):
    choiceChanged = Signal(str, int, float, int)  # kind, size, noise, seed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pointSetChoice")
        self.kind = QComboBox(self)
        self.kind.setObjectName("pointSetKind")
        for name in KINDS:
            self.kind.addItem("", name)  # named in retranslate
        self.size = FieldWholeBox(self)
        self.size.setObjectName("pointSetSize")
        self.size.setRange(20, 5000)
        self.size.setSingleStep(50)
        self.noise = FieldNumberBox(self)
        self.noise.setObjectName("pointSetNoise")
        self.noise.setRange(0.0, 1.0)
        self.noise.setSingleStep(0.05)
        self.noise.setDecimals(2)
        self.seed = FieldWholeBox(self)
        self.seed.setObjectName("pointSetSeed")
        self.seed.setRange(0, 99_999)
        self.reset = QPushButton(self)
        self.reset.setObjectName("pointSetReset")
        # two short rows, so that the bar never makes the boundary's column wider than its plot
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        places = ((self.kind, 0, 0), (self.size, 1, 0), (self.noise, 1, 2), (self.seed, 1, 4))
        self._labels: list[QLabel] = []  # the fields' names, in the order of `places`
        for widget, row, column in places:
            label = QLabel(self)
            label.setBuddy(widget)
            self._labels.append(label)
            layout.addWidget(label, row, column)
            layout.addWidget(widget, row, column + 1)
        layout.addWidget(self.reset, 0, 2, 1, 2)
        layout.setColumnStretch(6, 1)
        self.retranslate()
        self._lesson: tuple[str, int, float, int] | None = None
        self._quiet = False
        self._last: tuple[str, int, float, int] | None = None
        self.kind.currentIndexChanged.connect(self._changed)
        for box in (self.size, self.noise, self.seed):
            # the arrows and the wheel change the value at once; typed digits once the learner is
            # done (Enter, or leaving the box), not at every keystroke
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._changed)
        self.reset.clicked.connect(self._back_to_lesson)

    def retranslate(self) -> None:
        """Every text of the bar in the language installed now (the values shown stay)."""
        self.setAccessibleName(self.tr("The points the classifier learns from"))
        words = {"moons": self.tr("two moons"), "circles": self.tr("circles"), "xor": self.tr("XOR"),
                 "spiral": self.tr("spiral")}
        for index in range(self.kind.count()):  # its text only: the current kind stays, no signal
            self.kind.setItemText(index, words[self.kind.itemData(index)])
        self.kind.setToolTip(self.tr("The shape of the two classes: two interleaved half circles, one "
                                     "circle inside another, the four quadrants, or two arms of a "
                                     "spiral"))
        self.size.setToolTip(self.tr("How many points, training and held-out together"))
        self.noise.setToolTip(self.tr("How far each point is jittered from its shape: more noise, more "
                                      "points on the wrong side"))
        self.seed.setToolTip(self.tr("Another seed draws other points of the same shape"))
        self.kind.setAccessibleName(self.tr("Kind of point set"))
        self.size.setAccessibleName(self.tr("Number of points"))
        self.noise.setAccessibleName(self.tr("Noise of the points"))
        self.seed.setAccessibleName(self.tr("Seed of the points"))
        self.reset.setText(self.tr("Lesson's"))
        self.reset.setAccessibleName(self.tr("The lesson's points"))
        self.reset.setToolTip(self.tr("Back to the points the lesson trains on"))
        names = (self.tr("Points:"), self.tr("n"), self.tr("noise"), self.tr("seed"))
        for label, name in zip(self._labels, names):
            label.setText(name)
        # the noise written with the language's decimal mark: a spin box writes its value anew
        # only when it changes (the same value emits nothing)
        self.noise.setValue(self.noise.value())

    def set_choice(self, kind: str, size: int, noise: float, seed: int, *, lesson: bool = False) -> None:
        """Show these values (the lesson's own, with `lesson`), without emitting choiceChanged."""
        self._quiet = True
        try:
            index = self.kind.findData(kind)
            self.kind.setCurrentIndex(max(index, 0))
            self.size.setValue(size)
            self.noise.setValue(noise)
            self.seed.setValue(seed)
        finally:
            self._quiet = False
        if lesson:
            self._lesson = (kind, size, noise, seed)
        self._last = self.choice()
        self.reset.setEnabled(self._lesson is not None and self._last != self._lesson)

    def choice(self) -> tuple[str, int, float, int]:
        return (self.kind.currentData(), self.size.value(), round(self.noise.value(), 2), self.seed.value())

    def _changed(self) -> None:
        if self._quiet or self.choice() == self._last:
            return
        self._last = self.choice()
        self.reset.setEnabled(self._lesson is not None and self._last != self._lesson)
        self.choiceChanged.emit(*self._last)

    def _back_to_lesson(self) -> None:
        if self._lesson is not None:
            self.set_choice(*self._lesson)
            self.choiceChanged.emit(*self._lesson)
