<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BuildPalette</name>
    <message>
        <source>a scalar is one number, like 2.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is missing (two commas in a row?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} holds whole numbers only: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>u32 holds no negative numbers: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every row of a matrix needs as many numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a name: use letters, digits and _, like t1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names starting with _ are reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a constructor&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a line to the program by clicking instead of typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the program by clicking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the button is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply an operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append a line that applies an operation to a tensor of the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor to apply the operation to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor the operation starts from; picking a node in the graph selects it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operation to apply; hover an entry for what it computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the operation computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the chosen operation computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters of the operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operation&apos;s parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the new line assigns the result to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append the line to the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append a line that makes a new variable or plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of the new tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single number, a list of numbers, or rows of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vector: &quot;1, 2, 3&quot;; a matrix: rows separated by &quot;;&quot;, like &quot;1, 2; 3, 4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable or plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variable (var) gets a gradient; a plain tensor (tensor) is data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable: var(...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain tensor: tensor(...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The element type: f32 and f64 carry gradients, u32 and i64 do not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the numbers live: the processor (cpu) or a graphics card (cuda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append the new input to the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tensor yet: add an input first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No operation chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result name: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a whole number: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a shape: write sizes separated by commas, like 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other tensor of the operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} to convert to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number, like 0 or -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number, like 2.0 or -0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes separated by commas, like 2, 3 or (3,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExpressionEditor</name>
    <message>
        <source>Type a program in Gradwalk&apos;s expression language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expression editor panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One statement per line, like y = x.sqr() + 3 * x. Ctrl+Z undoes, Ctrl+Shift+Z redoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x = var(2.0, dtype=&quot;f64&quot;)
y = x.sqr() + 3 * x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong with the program, and where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {0}, column {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FiniteDifferenceTable</name>
    <message>
        <source>The backward walk&apos;s gradients compared with finite differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ below {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient of {0} matches the estimate: the gap {1} is below {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ above {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient of {0} differs from the estimate: the gap {1} is not below {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GradientTable</name>
    <message>
        <source>The gradients the walk has stored so far; hover a value for full precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gradient yet — step the walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gradient yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step the backward walk to fill the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain tensor, not a variable, and still it has a gradient: the walk hands a share to every direct input of a recorded operation, tracked or not (Candle does the same). The share is correct; it is computed only when someone asks for it, so it costs nothing otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the gradient of {0} was summed: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphExporter</name>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .pdf (PDF holds the whole walk, a page a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no walk to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF, one page per step (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphLegend</name>
    <message>
        <source>Graph legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carries none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(too large to keep in the picture)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gradient: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computation graph: inputs on the left, the result on the right. Ctrl+wheel zooms, dragging pans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∂/∂{0} = {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LandscapePlot</name>
    <message>
        <source>Loss landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss over w and b, with the path of each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss for every pair of w and b: dark is low, bright is high (log scale), lines join equal losses. Each run&apos;s path ends in a dot where it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss over (w, b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why no landscape is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The landscape needs a model of two parameters, w and b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The landscape is drawn for models of two parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log10 loss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonTree</name>
    <message>
        <source>The lessons; click a section, or press Enter on it, to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Loss plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss of each run at each step. Hover a curve to read its values; the wheel zooms, dragging pans, right-click for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale for the loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the loss on a logarithmic axis: small losses and diverging runs both stay readable. Losses of zero or below are not drawn there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too large to draw from step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finite from step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}, step {step}: loss {loss}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gradwalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last step did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current step of the backward walk, in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of the program&apos;s results to draw and walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graph of a gradient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the result itself, or the graph backward(create_graph=True) records for its gradient with respect to a variable, to step second derivatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graph of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tape, in the order it was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GradStore after the steps so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Gradwalk and its lessons in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson in {0} could not be opened again and is no longer listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson with the id {0} is already listed (from {1}). Give this one another id in its lesson.toml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson in {0} has {1} problem(s) and was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix them, check again with gradwalk check-lesson, and open it again. The first ones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No section {0} in lesson {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — Gradwalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk &gt; Check with Finite Differences compares backward with central differences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The section&apos;s training could not be prepared: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save what you typed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated: {0}. The last graph stays on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no name in the program: assign it to a name to build on it with the palette.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the training first: switching language rebuilds the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you typed could not be saved (see the status bar). Close anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the training before switching language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gradwalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Build an expression, see the graph the engine records, and step the backward pass node by node: each edge&apos;s local derivative, each node&apos;s running gradient.&lt;/p&gt;&lt;p&gt;Lesson 4 follows a course lesson on Candle&apos;s automatic differentiation.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SectionText</name>
    <message>
        <source>The lesson&apos;s text for this section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TapeList</name>
    <message>
        <source>The tape: every recorded operation in order; the backward walk visits it from the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry {0}, {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingController</name>
    <message>
        <source>run {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This section trains nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training {0} runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping after the current step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at step {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finite from step {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diverged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done: loss {0:.6g}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The landscape is drawn for the line&apos;s two parameters, w and b.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, a row per step (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Training runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per training run: edit a run&apos;s settings before Start, follow its progress while it trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a run: a copy of the selected run (or of the last one) to change and compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters: their values as the runs go, and where they end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters of each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each run&apos;s parameters: updated as it trains, in bold once it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model this run trains: {model}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s name in the plots and the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far each step moves the parameters: a positive number, such as 0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many steps the run takes: a whole number from 1 to {max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start values of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the parameters start, as name = value pairs: {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number type of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f64: 64-bit floats, f32: 32-bit floats (faster, coarser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the run computes: the processor (cpu) or a graphics card (cuda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps done of the run&apos;s steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove run {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this run (one you added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} at the end of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the run a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate: a positive number, such as 0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps: a whole number from 1 to {max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start values: {names}, each a number, as in {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda is not available: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Walk</name>
    <message>
        <source>grad {0} (seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walk starts here with a gradient of ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grad {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no gradient ({0} is not a float)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gradient flows from {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a leaf: its gradient is the seed, {1}, and there is nothing to walk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. The tape is walked from its last entry back to its first ({2} steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. Step to pass it back, one node at a time ({2} steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to {0} (an integer tensor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} × {1} = {2} to {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3} ({4}); it passes </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tape entry {0}. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tape&apos;s walk is complete: it kept the gradient of every entry, intermediates too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walk is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} = leaf ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point tensors carry gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a plain tensor with nothing recorded behind it: none of the tensors it was made from needed a gradient (a detach() makes such a copy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not depend on a variable through operations that have a derivative, so no gradient flows from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no derivative, so no gradient passes back through it to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gradient from the result reaches {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Open Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson folder from disk (one holding a lesson.toml); it is listed with the built-in lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the graph as PNG or SVG, or the whole walk as a PDF with one page per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Gradwalk; what you typed is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the Lesson&apos;s Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the editor&apos;s text by the section&apos;s own code (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the section before this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the section after this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step Backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit the next node of the backward pass: pass its gradient to its inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last step of the walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every remaining step of the walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to before the first step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tape Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the program on a tape (a Wengert list) and walk the tape backward instead of the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check with &amp;Finite Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare backward&apos;s gradients with central differences for every variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the selected section&apos;s descents, drawing their loss curves as they go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop every running descent after its current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logarithmic Loss Axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: a diverging run and a converging one fit on one plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Plot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the loss curves as PNG or SVG, or every step of every run as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enlarge the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shrink the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Gradwalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What Gradwalk is, and its version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>The program assigns nothing yet: write a line such as y = x.sqr().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not on the tape: nothing recorded it (clone and detach record nothing, nor does a tensor written as data). Draw another result, or leave tape mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no {0} in the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not depend on {1}: there is no gradient to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(relative {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program assigns nothing to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} depends on no floating-point variable: nothing to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backward against central differences (step {0}) for {1}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every gap below {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some gaps above {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>Gradwalk: the backward walk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
