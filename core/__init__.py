"""Gradwalk's core, in four layers, each importing only from the ones listed before it:

- `core.engine`: reverse-mode automatic differentiation (tensors, operations, the backward walk,
  the tape). Start reading here.
- `core.expr`: the expression language a learner types, evaluated with the engine.
- `core.training`: gradient descent and the lesson's models.
- `core.lessons`: lesson files, the data sets they train on, and the runner that prints them.

    from gradwalk.core import Var
    x = Var(2.0, dtype="f64")
    y = x.sqr() + 3 * x      # y = x² + 3x
    grads = y.backward()              # a new GradStore
    grads.get(x).to_scalar()          # 7.0, since dy/dx = 2x + 3

The engine's public names are re-exported here. Nothing in core imports Qt: it is a library a
learner can read on its own.
"""

from gradwalk.core.engine import *  # noqa: F403
from gradwalk.core.engine import __all__  # noqa: F401
