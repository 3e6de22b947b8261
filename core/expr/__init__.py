"""The expression language a learner types in the app and lesson files hold (see language.py)."""

from core.expr.language import OPERATION_METHODS, ExpressionError, Limits, Program, evaluate

__all__ = ["OPERATION_METHODS", "ExpressionError", "Limits", "Program", "evaluate"]
