"""Helpers shared by the tests of core.expr.

Import them as `from tests.core.expr.expr_cases import ...` (the suite runs from the repository root).
"""

import pytest

from gradwalk.core.expr import ExpressionError, Limits, evaluate


def refusal(source, limits=Limits()):
    with pytest.raises(ExpressionError) as info:
        evaluate(source, limits=limits)
    return info.value
