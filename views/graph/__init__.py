"""The computation graph: its scene, layout, labels and exports."""
