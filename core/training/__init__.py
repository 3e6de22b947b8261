"""Training: one descent in plain data (training.py), gradient descent and how a run ended
(descent.py), the lesson's models (models.py), a classifier's boundary (boundary.py) and the loss
landscape (landscape.py).

Built on the engine and the expression language; knows nothing of lesson files.
"""

# Import from core.training.descent and core.training.models: this package re-exports nothing.
__all__: list[str] = []
