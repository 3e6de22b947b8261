"""Forward mode's Jacobian panel in the window."""
