"""A direction for Forward Mode, typed by the learner: `x = 1, 0, -1; b = 0.5`.

Each part names a variable of the graph and gives its tangent: as many numbers as the variable
has elements (a matrix's in row order), or one number for all of them. A variable the direction
does not name stands still. `parse_direction` reads the text against the graph's variables and
says, in one sentence, what does not fit; `direction_text` writes a direction back the same way.
The numbers are written like code, in every language (core/typed_numbers.py: a dot for the
decimal mark, `−` taken for `-`), since the commas between them leave no room for a decimal comma.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

import numpy as np

from gradwalk.core.engine import GradwalkError, Tensor, exact_number
from gradwalk.core.engine.budget import Budget
from gradwalk.core.expr import ExpressionError, Program
from gradwalk.core.lessons import Section
from gradwalk.core.lessons.workspace import section_seeds
from gradwalk.core.typed_numbers import NumberRefused, parse_code_number
from gradwalk.core.words import prose_number, translate

__all__ = ["parse_direction", "direction_text", "is_direction", "section_seed"]


def is_direction(seeded: str | None) -> bool:
    """Whether a seed choice is a typed direction (it assigns), not a variable or an element."""
    return seeded is not None and "=" in seeded


def parse_direction(text: str, shapes: Mapping[str, tuple]) -> dict[str, np.ndarray]:
    """Each named variable's tangent, of its shape; a ValueError that says what is wrong."""
    parts = [part.strip() for part in re.split(r"[;\n]", text) if part.strip()]
    if not parts:
        raise ValueError(translate("Direction", "Write a tangent for at least one variable, like "
                                   "{0}.").format(_example(shapes)))
    found: dict[str, np.ndarray] = {}
    for part in parts:
        name, equals, numbers = part.partition("=")
        name = name.strip()
        if not equals or not name:
            raise ValueError(translate("Direction", "{0} is not name = numbers, like {1}.").format(
                repr(part), _example(shapes)))
        if name not in shapes:
            raise ValueError(translate("Direction", "{0} is not a variable of this graph; its variables are "
                                       "{1}.").format(name, ", ".join(shapes) or "—"))
        if name in found:
            raise ValueError(translate("Direction", "{0} is given twice.").format(name))
        values = _numbers(numbers.strip().strip("[]"), name)
        size = math.prod(shapes[name])
        if len(values) == 1:
            values = values * size
        if len(values) != size and size == 1:
            raise ValueError(translate("Direction", "{0} is a single number; the direction gives it "
                                       "{1}.").format(name, prose_number(len(values))))
        if len(values) != size:
            raise ValueError(translate("Direction", "{0} has {1} elements; the direction gives it {2} "
                                       "numbers (or give one, for all of them).").format(
                name, prose_number(size), prose_number(len(values))))
        found[name] = np.array(values, dtype=np.float64).reshape(shapes[name])
    return found


def _numbers(text: str, name: str) -> list[float]:
    pieces = [piece for piece in re.split(r"[,\s\[\]]+", text) if piece]
    if not pieces:
        raise ValueError(translate("Direction", "{0} = needs numbers after it.").format(name))
    values = []
    for piece in pieces:
        try:
            values.append(parse_code_number(piece))  # written like code: a dot, − for minus
        except NumberRefused as refused:
            raise ValueError(translate("Direction", "{0}'s tangent: {1}.").format(name, refused)) from None
    return values


def _example(shapes: Mapping[str, tuple]) -> str:
    if not shapes:
        return "x = 1"
    name, shape = next(iter(shapes.items()))
    size = math.prod(shape)
    return f"{name} = " + ", ".join(["1"] + ["0"] * min(size - 1, 3))


def direction_text(direction: Mapping[str, np.ndarray]) -> str:
    """`x = 1, 0, -1; b = 0.5`: a direction as the learner writes it (and reads it in the list),
    every number to its last digit (1234567, 1.0000001, 1e-300), as it was typed."""
    parts = []
    for name, values in direction.items():
        flat = np.asarray(values, dtype=np.float64).reshape(-1)
        if flat.size and np.all(flat == flat[0]) and np.all(np.signbit(flat) == np.signbit(flat[0])):
            # one number for all of them (a million ones: one text, not a million)
            numbers = [exact_number(float(flat[0]))]
        else:
            numbers = [exact_number(v) for v in flat.tolist()]
        parts.append(f"{name} = " + ", ".join(numbers))
    return "; ".join(parts)




SEED_SECONDS = 1.0  # running the section's code to read a seed named by a tensor takes at most this


def section_seed(section: Section, env: Mapping[str, Tensor], code: str) -> str | None:
    """What the Seed list starts from in `section`: the seeds of its first forward step
    (core/lessons/workspace.py `section_seeds`), so that the first sweep gives that step's figure.
    A variable seeded with 1 alone is its name in the list; other seeds are a direction, a seed
    named by a tensor read from the section's `code` run on `env`. None (every variable) for a
    section without such a step, or whose seeds cannot be read so."""
    seeds = section_seeds(section)
    if not seeds:
        return None
    if len(seeds) == 1:
        (name, seed), = seeds.items()
        if isinstance(seed, (int, float)) and not isinstance(seed, bool) and seed == 1:
            return name
    values: dict[str, np.ndarray] = {}
    computed: Mapping[str, Tensor] | None = None
    for name, seed in seeds.items():
        if isinstance(seed, str):
            if computed is None:
                try:
                    with Budget(SEED_SECONDS, what="the section's seed"):
                        computed = {**env, **Program(code, known_names=tuple(env)).run(env)}
                except (ExpressionError, GradwalkError):
                    return None
            if not isinstance(computed.get(seed), Tensor):
                return None
            seed = computed[seed].numpy()
        try:
            values[name] = np.asarray(seed, dtype=np.float64)
        except (TypeError, ValueError):
            return None
    return direction_text(values)
