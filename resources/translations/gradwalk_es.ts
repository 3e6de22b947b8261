<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BuildPalette</name>
    <message>
        <source>a scalar is one number, like 2.5</source>
        <translation>un escalar es un solo número, como 2.5</translation>
    </message>
    <message>
        <source>a number is missing (two commas in a row?)</source>
        <translation>falta un número (¿dos comas seguidas?)</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only: {1}</source>
        <translation>{0} solo admite números enteros: {1}</translation>
    </message>
    <message>
        <source>not a number: {0}</source>
        <translation>no es un número: {0}</translation>
    </message>
    <message>
        <source>u32 holds no negative numbers: {0}</source>
        <translation>u32 no admite números negativos: {0}</translation>
    </message>
    <message>
        <source>every row of a matrix needs as many numbers</source>
        <translation>todas las filas de una matriz necesitan la misma cantidad de números</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>hace falta un nombre</translation>
    </message>
    <message>
        <source>not a name: use letters, digits and _, like t1</source>
        <translation>no es un nombre: use letras, dígitos y _, como t1</translation>
    </message>
    <message>
        <source>names starting with _ are reserved</source>
        <translation>los nombres que empiezan por _ están reservados</translation>
    </message>
    <message>
        <source>{0} is a constructor&apos;s name</source>
        <translation>{0} es el nombre de un constructor</translation>
    </message>
    <message>
        <source>Add a line to the program by clicking instead of typing</source>
        <translation>Añada una línea al programa haciendo clic en lugar de escribir</translation>
    </message>
    <message>
        <source>Build palette</source>
        <translation>Paleta de construcción</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <source>Build the program by clicking</source>
        <translation>Construya el programa con clics</translation>
    </message>
    <message>
        <source>Why the button is disabled</source>
        <translation>Por qué el botón está desactivado</translation>
    </message>
    <message>
        <source>Apply an operation</source>
        <translation>Aplicar una operación</translation>
    </message>
    <message>
        <source>Append a line that applies an operation to a tensor of the program</source>
        <translation>Añade una línea que aplica una operación a un tensor del programa</translation>
    </message>
    <message>
        <source>Tensor to apply the operation to</source>
        <translation>Tensor al que aplicar la operación</translation>
    </message>
    <message>
        <source>The tensor the operation starts from; picking a node in the graph selects it</source>
        <translation>El tensor del que parte la operación; al elegir un nodo en el grafo, se selecciona</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operación</translation>
    </message>
    <message>
        <source>The operation to apply; hover an entry for what it computes</source>
        <translation>La operación que se aplica; pase el puntero sobre una entrada para ver qué calcula</translation>
    </message>
    <message>
        <source>What the operation computes</source>
        <translation>Qué calcula la operación</translation>
    </message>
    <message>
        <source>What the chosen operation computes</source>
        <translation>Qué calcula la operación elegida</translation>
    </message>
    <message>
        <source>Parameters of the operation</source>
        <translation>Parámetros de la operación</translation>
    </message>
    <message>
        <source>The operation&apos;s parameters</source>
        <translation>Los parámetros de la operación</translation>
    </message>
    <message>
        <source>Name of the result</source>
        <translation>Nombre del resultado</translation>
    </message>
    <message>
        <source>The name the new line assigns the result to</source>
        <translation>El nombre al que la nueva línea asigna el resultado</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Append the line to the program</source>
        <translation>Añade la línea al programa</translation>
    </message>
    <message>
        <source>Apply problem</source>
        <translation>Problema al aplicar</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Result name</source>
        <translation>Nombre del resultado</translation>
    </message>
    <message>
        <source>New input</source>
        <translation>Nueva entrada</translation>
    </message>
    <message>
        <source>Append a line that makes a new variable or plain tensor</source>
        <translation>Añade una línea que crea una nueva variable o un tensor simple</translation>
    </message>
    <message>
        <source>Name of the new input</source>
        <translation>Nombre de la nueva entrada</translation>
    </message>
    <message>
        <source>The name of the new tensor</source>
        <translation>El nombre del nuevo tensor</translation>
    </message>
    <message>
        <source>Kind of input</source>
        <translation>Tipo de entrada</translation>
    </message>
    <message>
        <source>A single number, a list of numbers, or rows of numbers</source>
        <translation>Un solo número, una lista de números o filas de números</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>escalar</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>vector</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>matriz</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>A vector: &quot;1, 2, 3&quot;; a matrix: rows separated by &quot;;&quot;, like &quot;1, 2; 3, 4&quot;</source>
        <translation>Un vector: &quot;1, 2, 3&quot;; una matriz: filas separadas por &quot;;&quot;, como &quot;1, 2; 3, 4&quot;</translation>
    </message>
    <message>
        <source>Variable or plain tensor</source>
        <translation>Variable o tensor simple</translation>
    </message>
    <message>
        <source>A variable (var) gets a gradient; a plain tensor (tensor) is data</source>
        <translation>Una variable (var) recibe un gradiente; un tensor simple (tensor) son datos</translation>
    </message>
    <message>
        <source>variable: var(...)</source>
        <translation>variable: var(...)</translation>
    </message>
    <message>
        <source>plain tensor: tensor(...)</source>
        <translation>tensor simple: tensor(...)</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>Tipo de elemento</translation>
    </message>
    <message>
        <source>The element type: f32 and f64 carry gradients, u32 and i64 do not</source>
        <translation>El tipo de elemento: f32 y f64 llevan gradientes; u32 e i64, no</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Where the numbers live: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Dónde se guardan los números: el procesador (cpu) o una tarjeta gráfica (cuda)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add input</source>
        <translation>Añadir entrada</translation>
    </message>
    <message>
        <source>Append the new input to the program</source>
        <translation>Añade la nueva entrada al programa</translation>
    </message>
    <message>
        <source>Add problem</source>
        <translation>Problema al añadir</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Tracked</source>
        <translation>Rastreado</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <source>No CUDA device was found</source>
        <translation>No se encontró ningún dispositivo CUDA</translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation>Calcular en la tarjeta gráfica</translation>
    </message>
    <message>
        <source>No tensor yet: add an input first</source>
        <translation>Aún no hay ningún tensor: añada primero una entrada</translation>
    </message>
    <message>
        <source>No operation chosen</source>
        <translation>No se ha elegido ninguna operación</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Result name: {0}</source>
        <translation>Nombre del resultado: {0}</translation>
    </message>
    <message>
        <source>pick a tensor</source>
        <translation>elija un tensor</translation>
    </message>
    <message>
        <source>not a whole number: {0}</source>
        <translation>no es un número entero: {0}</translation>
    </message>
    <message>
        <source>not a shape: write sizes separated by commas, like 2, 3</source>
        <translation>no es una forma: escriba tamaños separados por comas, como 2, 3</translation>
    </message>
    <message>
        <source>Name: {0}</source>
        <translation>Nombre: {0}</translation>
    </message>
    <message>
        <source>Values: {0}</source>
        <translation>Valores: {0}</translation>
    </message>
    <message>
        <source>Parameter {0}</source>
        <translation>Parámetro {0}</translation>
    </message>
    <message>
        <source>The other tensor of the operation</source>
        <translation>El otro tensor de la operación</translation>
    </message>
    <message>
        <source>The {0} to convert to</source>
        <translation>Destino de la conversión ({0})</translation>
    </message>
    <message>
        <source>A whole number, like 0 or -1</source>
        <translation>Un número entero, como 0 o -1</translation>
    </message>
    <message>
        <source>A number, like 2.0 or -0.5</source>
        <translation>Un número, como 2.0 o -0.5</translation>
    </message>
    <message>
        <source>Sizes separated by commas, like 2, 3 or (3,)</source>
        <translation>Tamaños separados por comas, como 2, 3 o (3,)</translation>
    </message>
    <message>
        <source>for example {0}</source>
        <translation>por ejemplo, {0}</translation>
    </message>
</context>
<context>
    <name>ExpressionEditor</name>
    <message>
        <source>Type a program in Gradwalk&apos;s expression language</source>
        <translation>Escriba un programa en el lenguaje de expresiones de Gradwalk</translation>
    </message>
    <message>
        <source>Expression editor panel</source>
        <translation>Panel del editor de expresiones</translation>
    </message>
    <message>
        <source>One statement per line, like y = x.sqr() + 3 * x. Ctrl+Z undoes, Ctrl+Shift+Z redoes.</source>
        <translation>Una instrucción por línea, como y = x.sqr() + 3 * x. Ctrl+Z deshace, Ctrl+Mayús+Z rehace.</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <source>x = var(2.0, dtype=&quot;f64&quot;)
y = x.sqr() + 3 * x</source>
        <translation>x = var(2.0, dtype=&quot;f64&quot;)
y = x.sqr() + 3 * x</translation>
    </message>
    <message>
        <source>What is wrong with the program, and where</source>
        <translation>Qué falla en el programa, y dónde</translation>
    </message>
    <message>
        <source>Program error</source>
        <translation>Error del programa</translation>
    </message>
    <message>
        <source>Insert line</source>
        <translation>Insertar línea</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Escritura</translation>
    </message>
    <message>
        <source>Line {0}, column {1}: {2}</source>
        <translation>Línea {0}, columna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>FiniteDifferenceTable</name>
    <message>
        <source>The backward walk&apos;s gradients compared with finite differences</source>
        <translation>Los gradientes del recorrido hacia atrás comparados con diferencias finitas</translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation>Comprobación con diferencias finitas</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Largest gap</source>
        <translation>Mayor diferencia</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>✓ below {0}</source>
        <translation>✓ por debajo de {0}</translation>
    </message>
    <message>
        <source>The gradient of {0} matches the estimate: the gap {1} is below {2}</source>
        <translation>El gradiente de {0} coincide con la estimación: la diferencia {1} está por debajo de {2}</translation>
    </message>
    <message>
        <source>✗ above {0}</source>
        <translation>✗ por encima de {0}</translation>
    </message>
    <message>
        <source>The gradient of {0} differs from the estimate: the gap {1} is not below {2}</source>
        <translation>El gradiente de {0} difiere de la estimación: la diferencia {1} no está por debajo de {2}</translation>
    </message>
</context>
<context>
    <name>GradientTable</name>
    <message>
        <source>The gradients the walk has stored so far; hover a value for full precision</source>
        <translation>Los gradientes que el recorrido ha guardado hasta ahora; pase el puntero sobre un valor para verlo con toda su precisión</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradiente</translation>
    </message>
    <message>
        <source>Built from</source>
        <translation>Formado por</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>No gradient yet — step the walk</source>
        <translation>Aún no hay gradiente — avance el recorrido</translation>
    </message>
    <message>
        <source>No gradient yet</source>
        <translation>Aún no hay gradiente</translation>
    </message>
    <message>
        <source>Step the backward walk to fill the table</source>
        <translation>Avance el recorrido hacia atrás para llenar la tabla</translation>
    </message>
    <message>
        <source>A plain tensor, not a variable, and still it has a gradient: the walk hands a share to every direct input of a recorded operation, tracked or not (Candle does the same). The share is correct; it is computed only when someone asks for it, so it costs nothing otherwise.</source>
        <translation>Un tensor simple, no una variable, y aun así tiene un gradiente: el recorrido entrega una parte a cada entrada directa de una operación registrada, esté rastreada o no (Candle hace lo mismo). La parte es correcta; solo se calcula cuando alguien la pide, así que en otro caso no cuesta nada.</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tensor simple</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <source>How the gradient of {0} was summed: {1}</source>
        <translation>Cómo se sumó el gradiente de {0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>GraphExporter</name>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .pdf (PDF holds the whole walk, a page a step)</source>
        <translation>no se puede exportar a {0}: el nombre del archivo debe terminar en .png, .svg o .pdf (el PDF contiene todo el recorrido, una página por paso)</translation>
    </message>
    <message>
        <source>there is no walk to export</source>
        <translation>no hay ningún recorrido que exportar</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF, one page per step (*.pdf)</source>
        <translation>PDF, una página por paso (*.pdf)</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>Exportar grafo</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation>Error al exportar: {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado: {0}</translation>
    </message>
</context>
<context>
    <name>GraphLegend</name>
    <message>
        <source>Graph legend</source>
        <translation>Leyenda del grafo</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tensor simple</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>operación</translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation>arista de este paso</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>no gradient</source>
        <translation>sin gradiente</translation>
    </message>
    <message>
        <source>carries none</source>
        <translation>no lleva gradiente</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tensor simple</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>operación</translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation>(demasiado grande para mostrarlo)</translation>
    </message>
    <message>
        <source>(too large to keep in the picture)</source>
        <translation>(demasiado grande para guardarlo en la imagen)</translation>
    </message>
    <message>
        <source>value: {0}</source>
        <translation>valor: {0}</translation>
    </message>
    <message>
        <source>value {0}</source>
        <translation>valor {0}</translation>
    </message>
    <message>
        <source>No gradient: {0}</source>
        <translation>Sin gradiente: {0}</translation>
    </message>
    <message>
        <source>gradient: {0}</source>
        <translation>gradiente: {0}</translation>
    </message>
    <message>
        <source>Computation graph</source>
        <translation>Grafo de cálculo</translation>
    </message>
    <message>
        <source>The computation graph: inputs on the left, the result on the right. Ctrl+wheel zooms, dragging pans.</source>
        <translation>El grafo de cálculo: las entradas a la izquierda, el resultado a la derecha. Ctrl+rueda amplía, arrastrar desplaza.</translation>
    </message>
    <message>
        <source>∂/∂{0} = {1}</source>
        <translation>∂/∂{0} = {1}</translation>
    </message>
</context>
<context>
    <name>LandscapePlot</name>
    <message>
        <source>Loss landscape</source>
        <translation>Paisaje de pérdida</translation>
    </message>
    <message>
        <source>Loss over w and b, with the path of each run</source>
        <translation>Pérdida en función de w y b, con la trayectoria de cada ejecución</translation>
    </message>
    <message>
        <source>The loss for every pair of w and b: dark is low, bright is high (log scale), lines join equal losses. Each run&apos;s path ends in a dot where it is now.</source>
        <translation>La pérdida para cada par de w y b: oscuro es baja, claro es alta (escala logarítmica); las líneas unen pérdidas iguales. La trayectoria de cada ejecución termina en un punto, donde está ahora.</translation>
    </message>
    <message>
        <source>Loss over (w, b)</source>
        <translation>Pérdida en (w, b)</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>Why no landscape is drawn</source>
        <translation>Por qué no se dibuja el paisaje</translation>
    </message>
    <message>
        <source>The landscape needs a model of two parameters, w and b</source>
        <translation>El paisaje necesita un modelo de dos parámetros, w y b</translation>
    </message>
    <message>
        <source>The landscape is drawn for models of two parameters</source>
        <translation>El paisaje se dibuja para modelos de dos parámetros</translation>
    </message>
    <message>
        <source>log10 loss</source>
        <translation>log10 de la pérdida</translation>
    </message>
</context>
<context>
    <name>LessonTree</name>
    <message>
        <source>The lessons; click a section, or press Enter on it, to open it</source>
        <translation>Las lecciones; haga clic en una sección, o pulse Intro sobre ella, para abrirla</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Loss plot</source>
        <translation>Gráfica de pérdida</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Pérdida de cada ejecución en función del paso</translation>
    </message>
    <message>
        <source>The loss of each run at each step. Hover a curve to read its values; the wheel zooms, dragging pans, right-click for more.</source>
        <translation>La pérdida de cada ejecución en cada paso. Pase el puntero sobre una curva para leer sus valores; la rueda amplía, arrastrar desplaza, clic derecho para más opciones.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Escala logarítmica</translation>
    </message>
    <message>
        <source>Log scale for the loss</source>
        <translation>Escala logarítmica para la pérdida</translation>
    </message>
    <message>
        <source>Draw the loss on a logarithmic axis: small losses and diverging runs both stay readable. Losses of zero or below are not drawn there.</source>
        <translation>Dibuja la pérdida en un eje logarítmico: tanto las pérdidas pequeñas como las ejecuciones que divergen siguen siendo legibles. Las pérdidas de cero o menos no se dibujan en él.</translation>
    </message>
    <message>
        <source>too large to draw from step {step}</source>
        <translation>demasiado grande para dibujarla desde el paso {step}</translation>
    </message>
    <message>
        <source>not finite from step {step}</source>
        <translation>no finita desde el paso {step}</translation>
    </message>
    <message>
        <source>{label}, step {step}: loss {loss}</source>
        <translation>{label}, paso {step}: pérdida {loss}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gradwalk</source>
        <translation>Gradwalk</translation>
    </message>
    <message>
        <source>What the last step did</source>
        <translation>Qué hizo el último paso</translation>
    </message>
    <message>
        <source>The current step of the backward walk, in words</source>
        <translation>El paso actual del recorrido hacia atrás, en palabras</translation>
    </message>
    <message>
        <source>Result to draw</source>
        <translation>Resultado que dibujar</translation>
    </message>
    <message>
        <source>Which of the program&apos;s results to draw and walk</source>
        <translation>Cuál de los resultados del programa se dibuja y se recorre</translation>
    </message>
    <message>
        <source>Graph of a gradient</source>
        <translation>Grafo de un gradiente</translation>
    </message>
    <message>
        <source>Draw the result itself, or the graph backward(create_graph=True) records for its gradient with respect to a variable, to step second derivatives</source>
        <translation>Dibuja el propio resultado, o el grafo que backward(create_graph=True) registra para su gradiente con respecto a una variable, para recorrer paso a paso las segundas derivadas</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Dibujar:</translation>
    </message>
    <message>
        <source>Graph of:</source>
        <translation>Grafo de:</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Tape, in the order it was recorded</source>
        <translation>Tape, en el orden en que se registró</translation>
    </message>
    <message>
        <source>GradStore after the steps so far</source>
        <translation>GradStore tras los pasos dados hasta ahora</translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation>Comprobación con diferencias finitas</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>&amp;Recorrido</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>E&amp;ntrenamiento</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>A&amp;pariencia</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Show Gradwalk and its lessons in {0}</source>
        <translation>Mostrar Gradwalk y sus lecciones en {0}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>The lesson in {0} could not be opened again and is no longer listed.</source>
        <translation>La lección de {0} no se pudo volver a abrir y ya no aparece en la lista.</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Abrir lección</translation>
    </message>
    <message>
        <source>A lesson with the id {0} is already listed (from {1}). Give this one another id in its lesson.toml.</source>
        <translation>Ya hay en la lista una lección con el id {0} (de {1}). Dé a esta otro id en su lesson.toml.</translation>
    </message>
    <message>
        <source>The lesson in {0} has {1} problem(s) and was not opened.</source>
        <translation>La lección de {0} tiene {1} problema(s) y no se abrió.</translation>
    </message>
    <message>
        <source>Fix them, check again with gradwalk check-lesson, and open it again. The first ones:</source>
        <translation>Corríjalos, vuelva a comprobarla con gradwalk check-lesson y ábrala de nuevo. Los primeros:</translation>
    </message>
    <message>
        <source>No section {0} in lesson {1}</source>
        <translation>No hay ninguna sección {0} en la lección {1}</translation>
    </message>
    <message>
        <source>Lesson data</source>
        <translation>Datos de la lección</translation>
    </message>
    <message>
        <source>{0} — Gradwalk</source>
        <translation>{0} — Gradwalk</translation>
    </message>
    <message>
        <source>Walk &gt; Check with Finite Differences compares backward with central differences.</source>
        <translation>Recorrido &gt; Comprobar con diferencias finitas compara backward con diferencias centrales.</translation>
    </message>
    <message>
        <source>The section&apos;s training could not be prepared: {0}</source>
        <translation>No se pudo preparar el entrenamiento de la sección: {0}</translation>
    </message>
    <message>
        <source>Could not save what you typed: {0}</source>
        <translation>No se pudo guardar lo que escribió: {0}</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <source>Not evaluated: {0}. The last graph stays on screen.</source>
        <translation>Sin evaluar: {0}. El último grafo sigue en pantalla.</translation>
    </message>
    <message>
        <source>{0} itself</source>
        <translation>{0} en sí</translation>
    </message>
    <message>
        <source>{0} has no name in the program: assign it to a name to build on it with the palette.</source>
        <translation>{0} no tiene nombre en el programa: asígnelo a un nombre para seguir construyendo a partir de él con la paleta.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Paso {0} de {1}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s code</source>
        <translation>Restablecer el código de la lección</translation>
    </message>
    <message>
        <source>Stop the training first: switching language rebuilds the window</source>
        <translation>Detenga primero el entrenamiento: cambiar de idioma reconstruye la ventana</translation>
    </message>
    <message>
        <source>Unsaved text</source>
        <translation>Texto sin guardar</translation>
    </message>
    <message>
        <source>What you typed could not be saved (see the status bar). Close anyway?</source>
        <translation>Lo que escribió no se pudo guardar (vea la barra de estado). ¿Cerrar de todos modos?</translation>
    </message>
    <message>
        <source>Stop the training before switching language.</source>
        <translation>Detenga el entrenamiento antes de cambiar de idioma.</translation>
    </message>
    <message>
        <source>About Gradwalk</source>
        <translation>Acerca de Gradwalk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Build an expression, see the graph the engine records, and step the backward pass node by node: each edge&apos;s local derivative, each node&apos;s running gradient.&lt;/p&gt;&lt;p&gt;Lesson 4 follows a course lesson on Candle&apos;s automatic differentiation.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Construya una expresión, vea el grafo que registra el motor y recorra la pasada hacia atrás nodo a nodo: la derivada local de cada arista, el gradiente acumulado de cada nodo.&lt;/p&gt;&lt;p&gt;La lección 4 sigue una lección de un curso sobre la diferenciación automática de Candle.&lt;/p&gt;&lt;p&gt;Licencia MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SectionText</name>
    <message>
        <source>The lesson&apos;s text for this section</source>
        <translation>El texto de la lección para esta sección</translation>
    </message>
    <message>
        <source>Section text</source>
        <translation>Texto de la sección</translation>
    </message>
</context>
<context>
    <name>TapeList</name>
    <message>
        <source>The tape: every recorded operation in order; the backward walk visits it from the end</source>
        <translation>El tape: cada operación registrada, en orden; el recorrido hacia atrás lo visita desde el final</translation>
    </message>
    <message>
        <source>Tape</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>being visited</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecha</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>Entry {0}, {1}: {2}</source>
        <translation>Entrada {0}, {1}: {2}</translation>
    </message>
</context>
<context>
    <name>TrainingController</name>
    <message>
        <source>run {0}</source>
        <translation>ejecución {0}</translation>
    </message>
    <message>
        <source>custom loss</source>
        <translation>pérdida personalizada</translation>
    </message>
    <message>
        <source>This section trains nothing.</source>
        <translation>Esta sección no entrena nada.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>Training {0} runs…</source>
        <translation>Entrenando {0} ejecuciones…</translation>
    </message>
    <message>
        <source>Stopping after the current step…</source>
        <translation>Deteniendo tras el paso actual…</translation>
    </message>
    <message>
        <source>stopped at step {0}</source>
        <translation>detenida en el paso {0}</translation>
    </message>
    <message>
        <source>not finite from step {0}</source>
        <translation>pérdida no finita desde el paso {0}</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>divergió</translation>
    </message>
    <message>
        <source>done: loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training finished.</source>
        <translation>Entrenamiento terminado.</translation>
    </message>
    <message>
        <source>A run failed: {0}</source>
        <translation>Falló una ejecución: {0}</translation>
    </message>
    <message>
        <source>The landscape is drawn for the line&apos;s two parameters, w and b.</source>
        <translation>El paisaje se dibuja para los dos parámetros de la recta, w y b.</translation>
    </message>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .csv</source>
        <translation>no se puede exportar a {0}: el nombre del archivo debe terminar en .png, .svg o .csv</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation>Error al exportar: {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado: {0}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV, a row per step (*.csv)</source>
        <translation>CSV, una fila por paso (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Exportar gráfica</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Training runs</source>
        <translation>Ejecuciones de entrenamiento</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>One row per training run: edit a run&apos;s settings before Start, follow its progress while it trains</source>
        <translation>Una fila por ejecución de entrenamiento: edite los ajustes de una ejecución antes de Iniciar y siga su progreso mientras entrena</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Start values</source>
        <translation>Valores iniciales</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Add run</source>
        <translation>Añadir ejecución</translation>
    </message>
    <message>
        <source>Add a run: a copy of the selected run (or of the last one) to change and compare</source>
        <translation>Añade una ejecución: una copia de la ejecución seleccionada (o de la última) para modificarla y comparar</translation>
    </message>
    <message>
        <source>Parameters: their values as the runs go, and where they end</source>
        <translation>Parámetros: sus valores a medida que avanzan las ejecuciones y dónde terminan</translation>
    </message>
    <message>
        <source>Parameters of each run</source>
        <translation>Parámetros de cada ejecución</translation>
    </message>
    <message>
        <source>Each run&apos;s parameters: updated as it trains, in bold once it has finished</source>
        <translation>Los parámetros de cada ejecución: se actualizan mientras entrena y aparecen en negrita cuando ha terminado</translation>
    </message>
    <message>
        <source>{label} (copy)</source>
        <translation>{label} (copia)</translation>
    </message>
    <message>
        <source>The model this run trains: {model}</source>
        <translation>El modelo que entrena esta ejecución: {model}</translation>
    </message>
    <message>
        <source>Label of run {id}</source>
        <translation>Etiqueta de la ejecución {id}</translation>
    </message>
    <message>
        <source>The run&apos;s name in the plots and the legend</source>
        <translation>El nombre de la ejecución en las gráficas y en la leyenda</translation>
    </message>
    <message>
        <source>Learning rate of run {id}</source>
        <translation>Tasa de aprendizaje de la ejecución {id}</translation>
    </message>
    <message>
        <source>How far each step moves the parameters: a positive number, such as 0.01</source>
        <translation>Cuánto mueve cada paso los parámetros: un número positivo, como 0.01</translation>
    </message>
    <message>
        <source>Steps of run {id}</source>
        <translation>Pasos de la ejecución {id}</translation>
    </message>
    <message>
        <source>How many steps the run takes: a whole number from 1 to {max}</source>
        <translation>Cuántos pasos da la ejecución: un número entero de 1 a {max}</translation>
    </message>
    <message>
        <source>Start values of run {id}</source>
        <translation>Valores iniciales de la ejecución {id}</translation>
    </message>
    <message>
        <source>Where the parameters start, as name = value pairs: {example}</source>
        <translation>Dónde empiezan los parámetros, como pares nombre = valor: {example}</translation>
    </message>
    <message>
        <source>Number type of run {id}</source>
        <translation>Tipo numérico de la ejecución {id}</translation>
    </message>
    <message>
        <source>f64: 64-bit floats, f32: 32-bit floats (faster, coarser)</source>
        <translation>f64: coma flotante de 64 bits; f32: coma flotante de 32 bits (más rápido, menos preciso)</translation>
    </message>
    <message>
        <source>Device of run {id}</source>
        <translation>Dispositivo de la ejecución {id}</translation>
    </message>
    <message>
        <source>Where the run computes: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Dónde calcula la ejecución: el procesador (cpu) o una tarjeta gráfica (cuda)</translation>
    </message>
    <message>
        <source>Progress of run {id}</source>
        <translation>Progreso de la ejecución {id}</translation>
    </message>
    <message>
        <source>Steps done of the run&apos;s steps</source>
        <translation>Pasos dados del total de pasos de la ejecución</translation>
    </message>
    <message>
        <source>Remove run {id}</source>
        <translation>Quitar la ejecución {id}</translation>
    </message>
    <message>
        <source>Remove this run (one you added)</source>
        <translation>Quita esta ejecución (una añadida por usted)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation>Calcular en la tarjeta gráfica</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <source>{name} at the end of the run</source>
        <translation>{name} al final de la ejecución</translation>
    </message>
    <message>
        <source>{name} now</source>
        <translation>{name} ahora</translation>
    </message>
    <message>
        <source>Give the run a label</source>
        <translation>Dé una etiqueta a la ejecución</translation>
    </message>
    <message>
        <source>Learning rate: a positive number, such as 0.01</source>
        <translation>Tasa de aprendizaje: un número positivo, como 0.01</translation>
    </message>
    <message>
        <source>Steps: a whole number from 1 to {max}</source>
        <translation>Pasos: un número entero de 1 a {max}</translation>
    </message>
    <message>
        <source>Start values: {names}, each a number, as in {example}</source>
        <translation>Valores iniciales: {names}, cada uno un número, como en {example}</translation>
    </message>
    <message>
        <source>cuda is not available: {reason}</source>
        <translation>cuda no está disponible: {reason}</translation>
    </message>
</context>
<context>
    <name>Walk</name>
    <message>
        <source>grad {0} (seed)</source>
        <translation>grad {0} (semilla)</translation>
    </message>
    <message>
        <source>The walk starts here with a gradient of ones.</source>
        <translation>El recorrido empieza aquí con un gradiente de unos.</translation>
    </message>
    <message>
        <source>grad {0}</source>
        <translation>grad {0}</translation>
    </message>
    <message>
        <source>no gradient ({0} is not a float)</source>
        <translation>sin gradiente ({0} no es de coma flotante)</translation>
    </message>
    <message>
        <source>passes {0}</source>
        <translation>pasa {0}</translation>
    </message>
    <message>
        <source>No gradient flows from {0}.</source>
        <translation>No fluye ningún gradiente desde {0}.</translation>
    </message>
    <message>
        <source>{0} is a leaf: its gradient is the seed, {1}, and there is nothing to walk.</source>
        <translation>{0} es una hoja: su gradiente es la semilla, {1}, y no hay nada que recorrer.</translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. The tape is walked from its last entry back to its first ({2} steps).</source>
        <translation>Listo: {0} empieza con el gradiente {1}. El tape se recorre desde su última entrada hasta la primera ({2} pasos).</translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. Step to pass it back, one node at a time ({2} steps).</source>
        <translation>Listo: {0} empieza con el gradiente {1}. Avance para pasarlo hacia atrás, un nodo cada vez ({2} pasos).</translation>
    </message>
    <message>
        <source>nothing to {0} (an integer tensor)</source>
        <translation>nada a {0} (un tensor entero)</translation>
    </message>
    <message>
        <source>{0} × {1} = {2} to {3}</source>
        <translation>{0} × {1} = {2} a {3}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3} ({4}); it passes </source>
        <translation>Paso {0} de {1}: el gradiente {2} llegó a {3} ({4}); pasa: </translation>
    </message>
    <message>
        <source>Tape entry {0}. </source>
        <translation>Entrada {0} del tape. </translation>
    </message>
    <message>
        <source>The tape&apos;s walk is complete: it kept the gradient of every entry, intermediates too.</source>
        <translation>El recorrido del tape ha terminado: guardó el gradiente de cada entrada, también el de los intermedios.</translation>
    </message>
    <message>
        <source>The walk is complete.</source>
        <translation>El recorrido ha terminado.</translation>
    </message>
    <message>
        <source>passed {0}</source>
        <translation>pasó {0}</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tensor simple</translation>
    </message>
    <message>
        <source>{0} = leaf ({1})</source>
        <translation>{0} = hoja ({1})</translation>
    </message>
    <message>
        <source>… {0} more</source>
        <translation>… {0} más</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point tensors carry gradients.</source>
        <translation>{0} es {1}: solo los tensores de coma flotante llevan gradientes.</translation>
    </message>
    <message>
        <source>{0} is a plain tensor with nothing recorded behind it: none of the tensors it was made from needed a gradient (a detach() makes such a copy).</source>
        <translation>{0} es un tensor simple sin nada registrado detrás: ninguno de los tensores a partir de los que se creó necesitaba un gradiente (un detach() hace una copia así).</translation>
    </message>
    <message>
        <source>{0} does not depend on a variable through operations that have a derivative, so no gradient flows from it.</source>
        <translation>{0} no depende de ninguna variable a través de operaciones que tengan derivada, así que no fluye ningún gradiente desde él.</translation>
    </message>
    <message>
        <source>{0} has no derivative, so no gradient passes back through it to {1}.</source>
        <translation>{0} no tiene derivada, así que ningún gradiente vuelve a través de esa operación hasta {1}.</translation>
    </message>
    <message>
        <source>No gradient from the result reaches {0}.</source>
        <translation>Ningún gradiente del resultado llega a {0}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Open Lesson…</source>
        <translation>&amp;Abrir lección…</translation>
    </message>
    <message>
        <source>Open a lesson folder from disk (one holding a lesson.toml); it is listed with the built-in lessons</source>
        <translation>Abre una carpeta de lección del disco (una que contenga un lesson.toml); aparece en la lista junto a las lecciones incluidas</translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation>&amp;Exportar grafo…</translation>
    </message>
    <message>
        <source>Save the graph as PNG or SVG, or the whole walk as a PDF with one page per step</source>
        <translation>Guarda el grafo como PNG o SVG, o todo el recorrido como un PDF con una página por paso</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close Gradwalk; what you typed is kept</source>
        <translation>Cierra Gradwalk; lo que escribió se conserva</translation>
    </message>
    <message>
        <source>Reset to the Lesson&apos;s Code</source>
        <translation>Restablecer el código de la lección</translation>
    </message>
    <message>
        <source>Replace the editor&apos;s text by the section&apos;s own code (undoable)</source>
        <translation>Sustituye el texto del editor por el código propio de la sección (se puede deshacer)</translation>
    </message>
    <message>
        <source>&amp;Previous Section</source>
        <translation>Sección &amp;anterior</translation>
    </message>
    <message>
        <source>Open the section before this one</source>
        <translation>Abre la sección anterior a esta</translation>
    </message>
    <message>
        <source>&amp;Next Section</source>
        <translation>Sección &amp;siguiente</translation>
    </message>
    <message>
        <source>Open the section after this one</source>
        <translation>Abre la sección posterior a esta</translation>
    </message>
    <message>
        <source>&amp;Step Backward</source>
        <translation>&amp;Avanzar un paso</translation>
    </message>
    <message>
        <source>Visit the next node of the backward pass: pass its gradient to its inputs</source>
        <translation>Visita el siguiente nodo de la pasada hacia atrás: pasa su gradiente a sus entradas</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>&amp;Retroceder un paso</translation>
    </message>
    <message>
        <source>Undo the last step of the walk</source>
        <translation>Deshace el último paso del recorrido</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Ir hasta el &amp;final</translation>
    </message>
    <message>
        <source>Take every remaining step of the walk</source>
        <translation>Da todos los pasos que quedan del recorrido</translation>
    </message>
    <message>
        <source>&amp;Reset Walk</source>
        <translation>Re&amp;iniciar el recorrido</translation>
    </message>
    <message>
        <source>Go back to before the first step</source>
        <translation>Vuelve a antes del primer paso</translation>
    </message>
    <message>
        <source>&amp;Tape Mode</source>
        <translation>&amp;Modo tape</translation>
    </message>
    <message>
        <source>Run the program on a tape (a Wengert list) and walk the tape backward instead of the graph</source>
        <translation>Ejecuta el programa sobre un tape (una lista de Wengert) y recorre el tape hacia atrás en lugar del grafo</translation>
    </message>
    <message>
        <source>Check with &amp;Finite Differences</source>
        <translation>Comprobar con &amp;diferencias finitas</translation>
    </message>
    <message>
        <source>Compare backward&apos;s gradients with central differences for every variable</source>
        <translation>Compara los gradientes de backward con diferencias centrales para cada variable</translation>
    </message>
    <message>
        <source>&amp;Start Training</source>
        <translation>&amp;Iniciar entrenamiento</translation>
    </message>
    <message>
        <source>Run the selected section&apos;s descents, drawing their loss curves as they go</source>
        <translation>Ejecuta los descensos de la sección seleccionada y dibuja sus curvas de pérdida a medida que avanzan</translation>
    </message>
    <message>
        <source>S&amp;top Training</source>
        <translation>&amp;Detener entrenamiento</translation>
    </message>
    <message>
        <source>Stop every running descent after its current step</source>
        <translation>Detiene cada descenso en curso tras su paso actual</translation>
    </message>
    <message>
        <source>&amp;Logarithmic Loss Axis</source>
        <translation>Eje de pérdida &amp;logarítmico</translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: a diverging run and a converging one fit on one plot</source>
        <translation>Muestra la pérdida en un eje logarítmico: una ejecución que diverge y otra que converge caben en una misma gráfica</translation>
    </message>
    <message>
        <source>Export &amp;Plot…</source>
        <translation>Exportar &amp;gráfica…</translation>
    </message>
    <message>
        <source>Save the loss curves as PNG or SVG, or every step of every run as CSV</source>
        <translation>Guarda las curvas de pérdida como PNG o SVG, o cada paso de cada ejecución como CSV</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Tape</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retroceder</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avanzar</translation>
    </message>
    <message>
        <source>To End</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Enlarge the graph</source>
        <translation>Amplía el grafo</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>Shrink the graph</source>
        <translation>Reduce el grafo</translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation>Ajustar el &amp;grafo</translation>
    </message>
    <message>
        <source>Show the whole graph</source>
        <translation>Muestra el grafo completo</translation>
    </message>
    <message>
        <source>&amp;About Gradwalk</source>
        <translation>&amp;Acerca de Gradwalk</translation>
    </message>
    <message>
        <source>What Gradwalk is, and its version</source>
        <translation>Qué es Gradwalk y su versión</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>The program assigns nothing yet: write a line such as y = x.sqr().</source>
        <translation>El programa aún no asigna nada: escriba una línea como y = x.sqr().</translation>
    </message>
    <message>
        <source>{0} is not on the tape: nothing recorded it (clone and detach record nothing, nor does a tensor written as data). Draw another result, or leave tape mode.</source>
        <translation>{0} no está en el tape: nada lo registró (clone y detach no registran nada, ni tampoco un tensor escrito como datos). Dibuje otro resultado o salga del modo tape.</translation>
    </message>
    <message>
        <source>on {0}</source>
        <translation>en {0}</translation>
    </message>
    <message>
        <source>there is no {0} in the program</source>
        <translation>no hay ningún {0} en el programa</translation>
    </message>
    <message>
        <source>{0} does not depend on {1}: there is no gradient to draw</source>
        <translation>{0} no depende de {1}: no hay ningún gradiente que dibujar</translation>
    </message>
    <message>
        <source>(relative {0})</source>
        <translation>(relativa {0})</translation>
    </message>
    <message>
        <source>The program assigns nothing to check.</source>
        <translation>El programa no asigna nada que comprobar.</translation>
    </message>
    <message>
        <source>{0} depends on no floating-point variable: nothing to check.</source>
        <translation>{0} no depende de ninguna variable de coma flotante: no hay nada que comprobar.</translation>
    </message>
    <message>
        <source>sum({0})</source>
        <translation>sum({0})</translation>
    </message>
    <message>
        <source>Backward against central differences (step {0}) for {1}: </source>
        <translation>Backward frente a diferencias centrales (paso {0}) para {1}: </translation>
    </message>
    <message>
        <source>every gap below {0}.</source>
        <translation>todas las diferencias por debajo de {0}.</translation>
    </message>
    <message>
        <source>some gaps above {0}.</source>
        <translation>algunas diferencias por encima de {0}.</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>Gradwalk: the backward walk</source>
        <translation>Gradwalk: el recorrido hacia atrás</translation>
    </message>
</context>
</TS>
