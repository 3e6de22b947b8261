"""A plot widget on screen for a test: kept by qtbot, at a size, shown and exposed."""


def shown(qtbot, widget, width: int, height: int):
    """`widget`, added to `qtbot`, resized to `width` × `height`, shown and exposed."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
