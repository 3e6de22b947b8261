"""The work behind the Jacobian view, without Qt: run the learner's program and build the Jacobian
of its result drawn, one sweep at a time, timing each (core/engine/jacobian.py's
`jacobian_sweeps`). The window runs it as a job and replays the sweeps into the view; the
result is plain data: labels, the lines the sweeps filled, and their times.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from gradwalk.core.engine import GradwalkError, JacobianMode, Tensor, jacobian_sweeps
from gradwalk.core.engine.jacobian import jacobian_limit_problem, jacobian_shape
from gradwalk.core.engine.snapshot import graph_snapshot
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.words import translate

from gradwalk.app.session.drawn_graph import element_labels, gradient_graph, graph_variables

__all__ = ["JacobianBuild", "build_jacobian"]


@dataclass(frozen=True)
class JacobianBuild:
    """A built Jacobian: rows are the result's elements, columns the variables' elements."""
    mode: JacobianMode  # a forward sweep per column, or a backward sweep per row
    rows: tuple[str, ...]
    columns: tuple[str, ...]
    lines: tuple[np.ndarray, ...]  # what each sweep filled, in order: a column or a row
    seconds: tuple[float, ...]  # how long each sweep took
    problem: str = ""  # when set, nothing else is: why there is no Jacobian

    @property
    def total_seconds(self) -> float:
        return float(sum(self.seconds))

    def matrix(self) -> np.ndarray:
        """The whole matrix, (rows × columns), from the lines the sweeps filled."""
        shape = (len(self.rows), len(self.columns))
        width = shape[0] if self.mode == JacobianMode.FORWARD else shape[1]  # a column's length, or a row's
        lines = np.array(self.lines, dtype=np.float64).reshape(len(self.lines), width)
        return (lines.T if self.mode == JacobianMode.FORWARD else lines).reshape(shape)


def build_jacobian(text: str, env: Mapping[str, Tensor], focus: str | None, mode: str,
                   progress: Callable[[int, int], None] | None = None,
                   gradient_of: str | None = None) -> JacobianBuild:
    """The Jacobian of `focus` (the last result when None or unknown) with respect to every
    floating-point variable of its graph, by sweeps of `mode`. With `gradient_of`, of the
    gradient d focus / d that variable instead, as the graph drawn for it: its Jacobian is a
    block of the Hessian."""
    def refused(words: str) -> JacobianBuild:
        return JacobianBuild(mode, (), (), (), (), words)

    try:
        values = Program(text, known_names=tuple(env)).run(env)
        if not values:
            return refused(translate("Jacobian", "The program assigns nothing yet."))
        focus = focus if focus in values else tuple(values)[-1]
        result = values[focus]
        if gradient_of is not None:
            result, focus = gradient_graph(values, focus, gradient_of)
        variables = graph_variables(values, graph_snapshot(result))
        if not variables:
            return refused(translate("Jacobian", "{0} depends on no floating-point variable: its Jacobian "
                                     "has no columns.").format(focus))
        if not result.dtype.startswith("f"):
            return refused(translate("Jacobian", "{0} is {1}: only floating-point results have a "
                                     "Jacobian.").format(focus, result.dtype))
        wrt = [values[name] for name in variables]
        outputs, inputs = jacobian_shape(result, wrt)
        if not outputs:
            return refused(translate("Jacobian", "{0} has no elements: its Jacobian has no "
                                     "rows.").format(focus))
        if not inputs:
            return refused(translate("Jacobian", "The variables {0} depends on have no elements: its "
                                     "Jacobian has no columns.").format(focus))
        # the engine's limits, the lesson runner's: checked before a label is made for each element
        problem = jacobian_limit_problem(result, wrt, mode, focus)
        if problem is not None:
            return refused(problem)
        rows = element_labels(focus, result.shape)
        columns = [label for name in variables for label in element_labels(name, values[name].shape)]
        total = len(columns) if mode == JacobianMode.FORWARD else len(rows)
        lines, seconds = [], []
        sweeps = jacobian_sweeps(result, wrt, mode)
        while True:
            start = time.perf_counter()
            try:
                _index, line = next(sweeps)
            except StopIteration:
                break
            seconds.append(time.perf_counter() - start)
            lines.append(line)
            if progress is not None:
                progress(len(lines), total)
        return JacobianBuild(mode, tuple(rows), tuple(columns), tuple(lines), tuple(seconds))
    except ExpressionError as err:
        return refused(err.message)
    except (GradwalkError, ValueError) as err:
        return refused(str(err))
