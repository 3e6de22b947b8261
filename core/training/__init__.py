"""Training: gradient descent (descent.py) and the lesson's models (models.py).

Built on the engine and the expression language; knows nothing of lesson files.
"""
