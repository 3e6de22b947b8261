"""The docks' panels: the runs, the exercise, the GradStore table, the Jacobian, the lessons."""
