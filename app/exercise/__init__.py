"""An exercise in the window: Check My Answer and the solution."""
