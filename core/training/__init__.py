"""Training: gradient descent (descent.py) and the lesson's models (models.py).

Built on the engine and the expression language; knows nothing of lesson files.
"""

# Import from core.training.descent and core.training.models: this package re-exports nothing.
__all__: list[str] = []
