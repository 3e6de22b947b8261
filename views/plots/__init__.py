"""The training plots: loss curves, the landscape, the decision boundary, their exports."""
