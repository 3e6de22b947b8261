"""The expression language: what a learner types in the app, and what lesson files hold.

A program is a few statements, one per line or separated by `;`:

    x = var(2.0, dtype="f64")
    y = x.sqr() + 3 * x
    y.sum_all()

Each statement assigns a tensor to a plain name (`y = ...`) or is a bare expression, whose value is
kept under the name `result`. Expressions are built from:

- numbers (`2`, `0.5`), and names assigned earlier;
- the operators `+ - * / @ **` and unary `-` / `+`; a plain number may stand on either side
  (`3 * x`, `x ** 2`), but the exponent of `**` must be a number;
- the constructors `var(data)`, `tensor(data)`, `zeros(shape)`, `ones(shape)` and `randn(shape)`,
  each with optional `dtype="f64"` and `device="cpu"`; data is a number or a (nested) list of
  numbers, a shape is a whole number or a tuple of them, like `zeros((2, 3))`; `randn` draws normal
  numbers, the same for the same `seed=` (0 unless given): `var(randn((2, 3), seed=1) * 0.5)`;
- the engine's operation methods, called on a tensor: `x.sqr()`, `w.sum_keepdim(0)`,
  `x.reshape((2, 3))`, `x.to_dtype("f64")` (see `OPERATION_METHODS`).

Nothing else is part of the language: no other names or attributes, no imports, loops,
conditions, comparisons or indexing. Arithmetic on plain numbers gives a float (`2 ** 10` is
`1024.0`), so no number can grow without bound.

The text is never run as Python. `ast.parse` turns it into a tree; a validation pass walks the
whole tree and refuses anything outside the language before any tensor is made, and an evaluation
pass then walks it again, calling the engine itself. Every problem, a refusal or an error while
computing, comes out as one `ExpressionError` that says where (line and column) and what.

The modules, in the order a program goes through them:

- `vocabulary`: the words of the language (constructors, operation methods, `result`);
- `source`: the text read into a tree within the limits, and positions in it for errors;
- `validation`: the walk that refuses anything outside the language;
- `evaluation`: the walk that calls the engine; `Program` and `evaluate` tie the steps together.

This layer uses only the engine's public API (`core.engine`).
"""

from gradwalk.core.expr.evaluation import Program, VariableCall, evaluate
from gradwalk.core.expr.source import ExpressionError, Limits
from gradwalk.core.expr.vocabulary import OPERATION_METHODS

__all__ = ["OPERATION_METHODS", "ExpressionError", "Limits", "Program", "VariableCall", "evaluate"]
