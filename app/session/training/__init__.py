"""A run's work without Qt: a descent in batches, and the points a classifier learns from."""
