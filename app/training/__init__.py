"""Training in the window: the runs' child processes, the Training dock, the decision boundary."""
