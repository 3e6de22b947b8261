"""Check Gradients: backward against central differences for every floating-point variable behind
a program's result, as rows the window lists (core/engine/fdcheck.py does the checking).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from gradwalk.core.engine import GradwalkError, Tensor, clip, code_number, finite_difference_check
from gradwalk.core.engine.snapshot import graph_snapshot
from gradwalk.core.expr import ExpressionError, Program, VariableCall
from gradwalk.core.words import translate

__all__ = ["FiniteDifferenceRow", "finite_difference_rows"]


@dataclass(frozen=True)
class FiniteDifferenceRow:
    """One variable's result. Its elements are compared one by one (core/engine/fdcheck.py); the
    row shows the element that comes closest to failing, or fails the most."""
    name: str
    gap: float  # |backward - central difference| at that element
    scale: float  # what the gap is measured against there: |central difference| plus the smallest
    #               slope the check tells from zero, so that gap / scale is compared with the tolerance
    passed: bool

    @property
    def relative_gap(self) -> float:
        return self.gap / self.scale if self.scale > 0 else float("nan")

    @property
    def gap_text(self) -> str:
        return code_number(self.relative_gap) + " " + translate(
            "Workspace", "(gap {0} against {1})").format(code_number(self.gap), code_number(self.scale))


@dataclass(frozen=True)
class _Tolerance:
    """How a dtype is checked: the step, and the gap allowed at each element,
    atol + rtol · |central difference| (plus what rounding f can fake, core/engine/fdcheck.py)."""
    step: float
    rtol: float
    atol: float


# Steps are powers of two, so that x ± step is exact for every x of moderate size and the only
# rounding left is f's own. Central differences in f64 agree with backward to about 1e-9 of the
# slope; in f32 the nudged values of f round to 7 digits, so about 1e-2 is all one can expect.
# The absolute parts are small enough that a gradient wrong by 10% fails even at 1e-8.
_CHECK = {
    "f64": _Tolerance(2.0**-20, 1e-6, 1e-10),
    "f32": _Tolerance(2.0**-10, 1e-2, 1e-9),
    "f16": _Tolerance(2.0**-4, 1e-1, 1e-4),
}


def finite_difference_rows(text: str, env: Mapping[str, Tensor], focus: str | None,
                           progress: Callable[[int, int], None] | None = None,
                           ) -> tuple[list[FiniteDifferenceRow], float, str]:
    """Check backward against central differences for every float variable behind `focus`.

    Returns the rows, the tolerance used and a sentence for the window. The program is run again
    at nudged values of each variable, so whatever it computes counts. A variable is found by the
    `var(...)` call that made it (or by its name in `env`), so one whose name was assigned again,
    or one that never had a name, is nudged too. Each element's gap is compared with
    atol + rtol·|central difference| (core/engine/fdcheck.py); the tolerance returned is rtol,
    which each row's gap / scale is held against. `progress` is called with (elements done,
    elements in all) as the check goes.
    """
    try:
        program = Program(text, known_names=tuple(env))
        made: dict[VariableCall, Tensor] = {}
        values = program.run(env, made=made)
        focus = focus if focus in values else (tuple(values)[-1] if values else None)
        if focus is None:
            return [], 0.0, translate("Workspace", "The program assigns nothing to check.")
        found = _variables_behind(values[focus], env, made, values)
        if not found:
            return [], 0.0, translate("Workspace",
                                      "{0} depends on no floating-point variable: nothing to check.").format(
                focus)
        reduce = values[focus].shape != ()

        def f(*nudged: Tensor) -> Tensor:
            bound, calls = dict(env), {}
            for (_, key, _), tensor in zip(found, nudged):
                if isinstance(key, str):
                    bound[key] = tensor
                else:
                    calls[key] = tensor
            result = program.run(bound, replace=calls)[focus]
            return result.sum_all() if reduce else result

        tolerance = max((_CHECK.get(tensor.dtype, _CHECK["f32"]) for _, _, tensor in found),
                        key=lambda t: t.rtol)
        report = finite_difference_check(f, [tensor for _, _, tensor in found], eps=tolerance.step,
                                         progress=progress)
    except ExpressionError as err:
        return [], 0.0, err.message
    except GradwalkError as err:
        return [], 0.0, str(err)
    rows = []
    for check in report.inputs:
        gap, allowed = check.worst(tolerance.atol, tolerance.rtol)
        rows.append(FiniteDifferenceRow(found[check.index][0], gap, allowed / tolerance.rtol,
                                        check.within(tolerance.atol, tolerance.rtol)))
    what = translate("Workspace", "sum({0})").format(focus) if reduce else focus
    sentence = translate("Workspace", "Backward against central differences (step {0}) for {1}: ").format(
        code_number(tolerance.step), what)
    rtol = code_number(tolerance.rtol)
    if all(r.passed for r in rows):
        sentence += translate(
            "Workspace", "every gap below {0} of the slope it is measured against.").format(rtol)
    else:
        sentence += translate(
            "Workspace", "some gaps above {0} of the slope they are measured against.").format(rtol)
    return rows, tolerance.rtol, sentence


def _variables_behind(root: Tensor, env: Mapping[str, Tensor], made: Mapping[VariableCall, Tensor],
                      values: Mapping[str, Tensor]) -> list[tuple[str, str | VariableCall, Tensor]]:
    """(label, how to replace it, tensor) for each floating-point variable `root` depends on:
    the data of `env` first (replaced by name), then each `var(...)` call's variable (replaced by
    its call). A variable is labelled with its name, with its line added when the name now holds
    something else (`x = var(2.0)` then `x = x.sqr()`), or with its call when it has no name."""
    ids = {node.id for node in graph_snapshot(root).nodes}
    found: list[tuple[str, str | VariableCall, Tensor]] = []
    seen: set[int] = set()

    def wanted(tensor: object) -> bool:
        return (isinstance(tensor, Tensor) and tensor.is_variable and tensor.dtype.startswith("f")
                and tensor.id in ids and tensor.id not in seen)

    for name, tensor in env.items():
        if wanted(tensor):
            seen.add(tensor.id)
            found.append((name, name, tensor))
    for call, tensor in made.items():
        if wanted(tensor):
            seen.add(tensor.id)
            name = tensor.name
            if name is None:
                label = translate("Workspace", "{0} at line {1}").format(_shortened(call.text), call.line)
            elif name in values and values[name].id == tensor.id:
                label = name
            else:
                label = translate("Workspace", "{0} (line {1})").format(name, call.line)
            found.append((label, call, tensor))
    labels = [label for label, _, _ in found]
    return [(label if labels.count(label) == 1 else  # two calls on one line, both unnamed
             translate("Workspace", "{0}, column {1}").format(label, key.col) if isinstance(key, VariableCall)
             else label, key, tensor) for label, key, tensor in found]


def _shortened(text: str, longest: int = 24) -> str:
    return clip(" ".join(text.split()), longest)
