"""The app's model, without Qt: what a section shows, the walks and their records, forward mode's
seeds and Jacobians, a run's batches, storage. Tested without a window; an import-linter contract
keeps Qt, pyqtgraph and the widgets out of it."""
