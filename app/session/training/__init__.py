"""A run's work without Qt: a descent in batches, and the points a classifier learns from.

One training run, from the lesson file to the plotted curve, takes these shapes, each for one
reason:

1. `Train` (core/lessons/step_kinds.py): the lesson's `train` step as written, naming the
   section's values it reads.
2. `Training` (core/training/training.py): one descent in plain data, made from the step by
   core/lessons/train_steps.py. What every path trains: the transcript, the window, the command
   line; it crosses into a child process as it is.
3. `RunRow` (views/panels/training_panel.py): a Training's settings as the panel edits them, under
   the Training's own names (the widgets may not import core.training); app/training/run_settings.py
   maps a Training to its row and the edited row back to the Training that runs.
4. `PreparedDescent` (core/training/training.py): the Training's tensors, its parameters as Vars
   and its loss as a function of them, in the process that descends.
5. `DescentStep` (core/training/descent.py): what one step of descent left behind.
6. `TrainingBatch` (batches.py here): the steps since the last batch, as arrays: what the child
   process sends the window about every 30 ms.
7. `RunHistory` (views/plots/plot_series.py): everything the window has received of a run, column
   by column: the loss and accuracy plots draw it, the landscape's path and the parameter table
   follow it, the CSV export writes it.
8. `DescentResult` (core/training/descent.py): how the run ended, with the words that say how it
   diverged: the transcript prints it, the child sends it last, the window shows it.

Beside them, app/training/runs.py keeps each run's child process and how to stop it: where a run
computes, not a shape of its numbers.
"""
