<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BoundaryController</name>
    <message>
        <source>starts when the run starts</source>
        <translation>empieza con la ejecución</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>{0} of {1} in {2}</source>
        <translation>{0} de {1} en {2}</translation>
    </message>
    <message>
        <source>, dead units: {0}</source>
        <translation>, unidades muertas: {0}</translation>
    </message>
    <message>
        <source>step {0}</source>
        <translation>paso {0}</translation>
    </message>
    <message>
        <source>step {0}: accuracy {1}</source>
        <translation>paso {0}: exactitud {1}</translation>
    </message>
    <message>
        <source>step {0}: accuracy {1}, held-out {2}</source>
        <translation>paso {0}: exactitud {1}, validación {2}</translation>
    </message>
</context>
<context>
    <name>BoundaryPlot</name>
    <message>
        <source>Decision boundary</source>
        <translation>Frontera de decisión</translation>
    </message>
    <message>
        <source>The model&apos;s probability of class 1 over the plane, with the points</source>
        <translation>La probabilidad de la clase 1 según el modelo sobre el plano, con los puntos</translation>
    </message>
    <message>
        <source>The colour says which class the model expects at each place of the plane, and how sure it is: pale where it hesitates. The line is where it is exactly undecided (a probability of 1/2). Hollow points are held out: the training never sees them. Right-click for the plot&apos;s commands.</source>
        <translation>El color dice qué clase espera el modelo en cada lugar del plano, y con cuánta seguridad: pálido donde duda. La línea marca dónde está exactamente indeciso (una probabilidad de 1/2). Los puntos huecos son de validación: el entrenamiento nunca los ve. Clic derecho para los comandos de la gráfica.</translation>
    </message>
    <message>
        <source>x₁</source>
        <translation>x₁</translation>
    </message>
    <message>
        <source>x₂</source>
        <translation>x₂</translation>
    </message>
    <message>
        <source>The decision boundary is drawn for a classifier of points in the plane.</source>
        <translation>La frontera de decisión se dibuja para un clasificador de puntos del plano.</translation>
    </message>
    <message>
        <source>class 0</source>
        <translation>clase 0</translation>
    </message>
    <message>
        <source>class 1</source>
        <translation>clase 1</translation>
    </message>
    <message>
        <source>held out (hollow)</source>
        <translation>validación (huecos)</translation>
    </message>
    <message>
        <source>probability 1/2</source>
        <translation>probabilidad 1/2</translation>
    </message>
</context>
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
        <source>other</source>
        <translation>otro</translation>
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
    <name>CheckLesson</name>
    <message>
        <source>gradwalk check-lesson: the path is empty; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson: la ruta está vacía; indique la carpeta de la lección o su lesson.toml</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} does not exist; the built-in lesson {0} is the folder {1}</source>
        <translation>gradwalk check-lesson: {0} no existe; la lección integrada {0} es la carpeta {1}</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} does not exist</source>
        <translation>gradwalk check-lesson: {0} no existe</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} is neither a folder nor a file; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson: {0} no es ni una carpeta ni un archivo; indique la carpeta de la lección o su lesson.toml</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} is not a lesson.toml file; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson: {0} no es un archivo lesson.toml; indique la carpeta de la lección o su lesson.toml</translation>
    </message>
    <message>
        <source>{0}: the lesson is sound, no problems found</source>
        <translation>{0}: la lección es correcta, no se encontró ningún problema</translation>
    </message>
    <message>
        <source>1 problem found</source>
        <translation>1 problema encontrado</translation>
    </message>
    <message>
        <source>{0} problems found</source>
        <translation>{0} problemas encontrados</translation>
    </message>
    <message>
        <source>there is no lesson.toml in this folder</source>
        <translation>no hay ningún lesson.toml en esta carpeta</translation>
    </message>
    <message>
        <source>the lesson&apos;s id {0} is not the name of its folder, {1}</source>
        <translation>el id de la lección, {0}, no es el nombre de su carpeta, {1}</translation>
    </message>
    <message>
        <source>&apos;languages&apos; names no language; leave it out for English only</source>
        <translation>&apos;languages&apos; no nombra ningún idioma; omítalo si la lección es solo en inglés</translation>
    </message>
    <message>
        <source>&apos;languages&apos; must be a list of texts, like [&quot;en&quot;, &quot;fr&quot;]</source>
        <translation>&apos;languages&apos; debe ser una lista de textos, como [&quot;en&quot;, &quot;fr&quot;]</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>la lección</translation>
    </message>
    <message>
        <source>the lesson cannot be loaded: {0}</source>
        <translation>no se puede cargar la lección: {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is missing</source>
        <translation>falta &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; must be {1}, not {2}</source>
        <translation>&apos;{0}&apos; debe ser {1}, no {2}</translation>
    </message>
    <message>
        <source>{0} has no {1} in {2}</source>
        <translation>{0} no tiene {1} en {2}</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a text or a table of languages and texts</source>
        <translation>{0}: &apos;{1}&apos; debe ser un texto o una tabla de idiomas y textos</translation>
    </message>
    <message>
        <source>data set {0}</source>
        <translation>conjunto de datos {0}</translation>
    </message>
    <message>
        <source>{0} must be a table, like [data.{1}]</source>
        <translation>{0} debe ser una tabla, como [data.{1}]</translation>
    </message>
    <message>
        <source>{0}: &apos;rows&apos; must be at least 1, not {1}</source>
        <translation>{0}: &apos;rows&apos; debe ser al menos 1, no {1}</translation>
    </message>
    <message>
        <source>{0}: &apos;skip&apos; must be 0 or more, not {1}</source>
        <translation>{0}: &apos;skip&apos; debe ser 0 o más, no {1}</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a file&apos;s name, found on the data search path: no folder, no &apos;..&apos;</source>
        <translation>{0}: &apos;{1}&apos; debe ser el nombre de un archivo, que se busca en la ruta de búsqueda de datos: sin carpetas ni &apos;..&apos;</translation>
    </message>
    <message>
        <source>{0}: column {1} must name a column of the file</source>
        <translation>{0}: la columna {1} debe nombrar una columna del archivo</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; reads a file, and this data set is made from &apos;points&apos;: keep one of the two</source>
        <translation>{0}: &apos;{1}&apos; lee un archivo, y este conjunto de datos se hace con &apos;points&apos;: conserve uno de los dos</translation>
    </message>
    <message>
        <source>{0}: &apos;points&apos; needs a kind, one of: {1}</source>
        <translation>{0}: &apos;points&apos; necesita un kind, uno de: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} must name a part of the point set, one of: {2}</source>
        <translation>{0}: {1} debe nombrar una parte del conjunto de puntos, una de: {2}</translation>
    </message>
    <message>
        <source>a lesson needs at least one [[sections]] table</source>
        <translation>una lección necesita al menos una tabla [[sections]]</translation>
    </message>
    <message>
        <source>section {0} must be a table, like [[sections]]</source>
        <translation>la sección {0} debe ser una tabla, como [[sections]]</translation>
    </message>
    <message>
        <source>section {0}</source>
        <translation>sección {0}</translation>
    </message>
    <message>
        <source>section id {0} is used twice: section {1} has it too</source>
        <translation>el id de sección {0} se usa dos veces: la sección {1} también lo tiene</translation>
    </message>
    <message>
        <source>{0}: &apos;text&apos; must name a file inside the language folder, not {1}</source>
        <translation>{0}: &apos;text&apos; debe nombrar un archivo dentro de la carpeta del idioma, no {1}</translation>
    </message>
    <message>
        <source>{0}: there is no text {1}</source>
        <translation>{0}: no existe el texto {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: the text is empty</source>
        <translation>{0}: el texto está vacío</translation>
    </message>
    <message>
        <source>section {0}, step {1}</source>
        <translation>sección {0}, paso {1}</translation>
    </message>
    <message>
        <source>{0} must be a table, like [[sections.steps]]</source>
        <translation>{0} debe ser una tabla, como [[sections.steps]]</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{0}: a step needs exactly one of {1} (found: {2})</source>
        <translation>{0}: un paso necesita exactamente una clave de entre {1} (encontrado: {2})</translation>
    </message>
    <message>
        <source>{0}: &apos;figure&apos; must name the figure, not be empty</source>
        <translation>{0}: &apos;figure&apos; debe nombrar la figura, no estar vacío</translation>
    </message>
    <message>
        <source>{0}: &apos;label&apos; must be a text or a table of languages and texts</source>
        <translation>{0}: &apos;label&apos; debe ser un texto o una tabla de idiomas y textos</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a program, as text</source>
        <translation>{0}: &apos;{1}&apos; debe ser un programa, como texto</translation>
    </message>
    <message>
        <source>{0}: the program in &apos;{1}&apos; is refused, column {2}: {3}</source>
        <translation>{0}: se rechaza el programa de &apos;{1}&apos;, columna {2}: {3}</translation>
    </message>
    <message>
        <source>{0}: the program in &apos;{1}&apos; must assign {2}</source>
        <translation>{0}: el programa de &apos;{1}&apos; debe asignar {2}</translation>
    </message>
    <message>
        <source>loading data set {0}</source>
        <translation>la carga del conjunto de datos {0}</translation>
    </message>
    <message>
        <source>data set {0} cannot be loaded: {1}</source>
        <translation>no se puede cargar el conjunto de datos {0}: {1}</translation>
    </message>
    <message>
        <source>the step</source>
        <translation>el paso</translation>
    </message>
    <message>
        <source>an unexpected error in the program that runs lessons ({0})</source>
        <translation>un error inesperado en el programa que ejecuta las lecciones ({0})</translation>
    </message>
    <message>
        <source>column {0}: {1}</source>
        <translation>columna {0}: {1}</translation>
    </message>
    <message>
        <source>section {0}, step {1} fails: {2}</source>
        <translation>falla el paso {1} de la sección {0}: {2}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabla</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>argument {0}: given twice, as {1} and {2}; give it once</source>
        <translation>argumento {0}: dado dos veces, como {1} y {2}; indíquelo una sola vez</translation>
    </message>
    <message>
        <source>--out names no file; give one, such as picture.png</source>
        <translation>--out no nombra ningún archivo; indique uno, por ejemplo imagen.png</translation>
    </message>
    <message>
        <source>{0} is a folder; name a file in it, such as {1}</source>
        <translation>{0} es una carpeta; nombre un archivo dentro, por ejemplo {1}</translation>
    </message>
    <message>
        <source>the section&apos;s program cannot be walked on the tape (--tape): {0}</source>
        <translation>el programa de la sección no se puede recorrer en la cinta (--tape): {0}</translation>
    </message>
    <message>
        <source>the section&apos;s program cannot be swept forward (--forward): {0}</source>
        <translation>el programa de la sección no se puede barrer en modo directo (--forward): {0}</translation>
    </message>
    <message>
        <source>the section&apos;s program did not run: {0}</source>
        <translation>el programa de la sección no se ejecutó: {0}</translation>
    </message>
    <message>
        <source>--runs {0}: run numbers are whole numbers from 1 to {1}, separated by commas, such as 1,3: {2}</source>
        <translation>--runs {0}: los números de entrenamiento son enteros de 1 a {1}, separados por comas, por ejemplo 1,3: {2}</translation>
    </message>
    <message>
        <source>{0} does nothing for a .csv file, which holds each run&apos;s loss and parameters at every step; leave it out, or write a .png or .svg picture</source>
        <translation>{0} no hace nada para un archivo .csv, que contiene la pérdida y los parámetros de cada entrenamiento en cada paso; quítelo, o escriba una imagen .png o .svg</translation>
    </message>
    <message>
        <source>--log does nothing for --plot {0}: only the loss curves have a loss axis to make logarithmic</source>
        <translation>--log no hace nada para --plot {0}: solo las curvas de pérdida tienen un eje de pérdida que hacer logarítmico</translation>
    </message>
    <message>
        <source>there is no landscape to export: section {0} fits no line (model = &quot;line&quot;), whose w and b the landscape is drawn over; sections that do: {1}</source>
        <translation>no hay paisaje que exportar: la sección {0} no ajusta ninguna recta (model = &quot;line&quot;), sobre cuyos w y b se dibuja el paisaje; las secciones que lo hacen: {1}</translation>
    </message>
    <message>
        <source>there is no landscape to export: no section of lesson {0} fits a line (model = &quot;line&quot;), whose w and b the landscape is drawn over</source>
        <translation>no hay paisaje que exportar: ninguna sección de la lección {0} ajusta una recta (model = &quot;line&quot;), sobre cuyos w y b se dibuja el paisaje</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: section {0} trains no classifier of points in the plane; sections that do: {1}</source>
        <translation>no hay frontera de decisión que exportar: la sección {0} no entrena ningún clasificador de puntos del plano; las secciones que lo hacen: {1}</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: no section of lesson {0} trains a classifier of points in the plane</source>
        <translation>no hay frontera de decisión que exportar: ninguna sección de la lección {0} entrena un clasificador de puntos del plano</translation>
    </message>
    <message>
        <source>there is no landscape to export: none of the runs chosen fits a line (model = &quot;line&quot;), whose w and b the landscape is drawn over; runs that do: {0}</source>
        <translation>no hay paisaje que exportar: ninguno de los entrenamientos elegidos ajusta una recta (model = &quot;line&quot;), sobre cuyos w y b se dibuja el paisaje; los que lo hacen: {0}</translation>
    </message>
    <message>
        <source>--plot boundary draws one run&apos;s boundary and --runs names {0} runs; name one of: {1}</source>
        <translation>--plot boundary dibuja la frontera de un solo entrenamiento y --runs nombra {0}; nombre uno de: {1}</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: run {0} classifies no points in the plane; runs that do: {1}</source>
        <translation>no hay frontera de decisión que exportar: el entrenamiento {0} no clasifica puntos del plano; los que lo hacen: {1}</translation>
    </message>
    <message>
        <source>{0} does nothing for a .pdf file, which holds the whole walk on A4 pages; leave it out, or write a .png or .svg slide of one step</source>
        <translation>{0} no hace nada para un archivo .pdf, que contiene todo el recorrido en páginas A4; quítelo, o escriba una diapositiva .png o .svg de un paso</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <source>the columns of data set {0} have different lengths</source>
        <translation>las columnas del conjunto de datos {0} tienen longitudes distintas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>data set {0} has no column {1}; its columns are: {2}</source>
        <translation>el conjunto de datos {0} no tiene ninguna columna {1}; sus columnas son: {2}</translation>
    </message>
    <message>
        <source>data set {0} has no column {1}; its columns are: {2} (the file seems to separate its values with &apos;;&apos; or tabs; use commas)</source>
        <translation>el conjunto de datos {0} no tiene ninguna columna {1}; sus columnas son: {2} (parece que el archivo separa sus valores con &apos;;&apos; o tabuladores; use comas)</translation>
    </message>
    <message>
        <source>column {0} of data set {1} must hold numbers; it holds text such as {2}</source>
        <translation>la columna {0} del conjunto de datos {1} debe contener números; contiene texto como {2}</translation>
    </message>
    <message>
        <source>column {0} of data set {1} holds {2}; every number must be finite</source>
        <translation>la columna {0} del conjunto de datos {1} contiene {2}; todos los números deben ser finitos</translation>
    </message>
    <message>
        <source>head(n) needs n &gt;= 0, got {0}</source>
        <translation>head(n) necesita n &gt;= 0; se recibió {0}</translation>
    </message>
    <message>
        <source>data set {0} has only {1} rows, asked for {2}</source>
        <translation>el conjunto de datos {0} solo tiene {1} filas; se pidieron {2}</translation>
    </message>
    <message>
        <source>rows must be a whole number &gt;= 1, or None for every row; got {0}</source>
        <translation>rows debe ser un número entero &gt;= 1, o None para todas las filas; se recibió {0}</translation>
    </message>
    <message>
        <source>{0} is a folder, not a data file; name the CSV file in it</source>
        <translation>{0} es una carpeta, no un archivo de datos; indique el archivo CSV que contiene</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a device or a pipe?); name a CSV file</source>
        <translation>{0} no es un archivo normal (¿un dispositivo o una tubería?); indique un archivo CSV</translation>
    </message>
    <message>
        <source>no data file at {0}</source>
        <translation>no hay ningún archivo de datos en {0}</translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}</source>
        <translation>no se puede leer {0}: {1}</translation>
    </message>
    <message>
        <source>{0} has a header but no rows of data</source>
        <translation>{0} tiene una cabecera pero ninguna fila de datos</translation>
    </message>
    <message>
        <source>{0}, line {1}: column {2} holds {3}; every number must be finite</source>
        <translation>{0}, línea {1}: la columna {2} contiene {3}; todos los números deben ser finitos</translation>
    </message>
    <message>
        <source>the data file&apos;s name is empty; name a CSV file</source>
        <translation>el nombre del archivo de datos está vacío; nombre un archivo CSV</translation>
    </message>
    <message>
        <source>{0} is empty</source>
        <translation>{0} está vacío</translation>
    </message>
    <message>
        <source>{0}, line {1}: expected {2} fields ({3}), found {4}</source>
        <translation>{0}, línea {1}: se esperaban {2} campos ({3}), hay {4}</translation>
    </message>
    <message>
        <source>{0} holds more than {1} rows of data; a lesson&apos;s data set is smaller (or give &apos;rows&apos; to read only the first ones)</source>
        <translation>{0} contiene más de {1} filas de datos; el conjunto de datos de una lección es más pequeño (o indique &apos;rows&apos; para leer solo las primeras)</translation>
    </message>
    <message>
        <source>{0}, line {1}: longer than {2} characters; a CSV file holds one row of the table per line</source>
        <translation>{0}, línea {1}: tiene más de {2} caracteres; un archivo CSV contiene una fila de la tabla por línea</translation>
    </message>
    <message>
        <source>{0} is not text in UTF-8 (line {1} holds a NUL byte, found only in binary files); save it as a CSV file, with UTF-8 text</source>
        <translation>{0} no es texto en UTF-8 (la línea {1} contiene un byte NUL, que solo aparece en archivos binarios); guárdelo como archivo CSV, con texto UTF-8</translation>
    </message>
    <message>
        <source>{0} is not text in UTF-8 (line {1} holds byte {2}, which cannot be read); save it as a CSV file, with UTF-8 text</source>
        <translation>{0} no es texto en UTF-8 (la línea {1} contiene el byte {2}, que no se puede leer); guárdelo como archivo CSV, con texto UTF-8</translation>
    </message>
    <message>
        <source>{0}: the first line names no columns; it should, e.g. pages,build_seconds</source>
        <translation>{0}: la primera línea no nombra ninguna columna; debería hacerlo, p. ej. pages,build_seconds</translation>
    </message>
    <message>
        <source>{0}: the first line holds only numbers ({1}); it should name the columns, e.g. pages,build_seconds</source>
        <translation>{0}: la primera línea solo contiene números ({1}); debería nombrar las columnas, p. ej. pages,build_seconds</translation>
    </message>
    <message>
        <source>{0}: the header line has a column with no name</source>
        <translation>{0}: la línea de cabecera tiene una columna sin nombre</translation>
    </message>
    <message>
        <source>{0}: the header names a column twice: {1}</source>
        <translation>{0}: la cabecera nombra dos veces una columna: {1}</translation>
    </message>
    <message>
        <source>the user&apos;s data folder is unknown: {0} (set HOME)</source>
        <translation>se desconoce la carpeta de datos del usuario: {0} (defina HOME)</translation>
    </message>
    <message>
        <source>{0} is not on the data search path: put it in one of {1}</source>
        <translation>{0} no está en la ruta de búsqueda de datos: colóquelo en una de estas carpetas: {1}</translation>
    </message>
    <message>
        <source>found neither {0} on the data search path nor the demo file {1}</source>
        <translation>no se encontró ni {0} en la ruta de búsqueda de datos ni el archivo de demostración {1}</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>Data: {0} (1 row), read from {1}.</source>
        <translation>Datos: {0} (1 fila), leídos de {1}.</translation>
    </message>
    <message>
        <source>Data: {0} ({1} rows), read from {2}.</source>
        <translation>Datos: {0} ({1} filas), leídos de {2}.</translation>
    </message>
    <message>
        <source>These are the project&apos;s own made-up numbers, for a demo only. The lesson&apos;s exact figures need the course&apos;s {0}: put it in one of these folders
{1}
(or name another folder in the environment variable GRADWALK_DATA).</source>
        <translation>Estos son números inventados por el propio proyecto, solo para una demostración. Las cifras exactas de la lección necesitan el archivo {0} del curso: colóquelo en una de estas carpetas
{1}
(o indique otra carpeta en la variable de entorno GRADWALK_DATA).</translation>
    </message>
    <message>
        <source>Data set {0}: {1} points of the set {2} (noise {3}, seed {4}), {5} of them for training and {6} held out.</source>
        <translation>Conjunto de datos {0}: {1} puntos del conjunto {2} (ruido {3}, semilla {4}), {5} para el entrenamiento y {6} para la validación.</translation>
    </message>
    <message>
        <source>lesson {0} reads no CSV file, so there is no data set for {1} to replace</source>
        <translation>la lección {0} no lee ningún archivo CSV: no hay conjunto de datos que {1} pueda reemplazar</translation>
    </message>
    <message>
        <source>its rows</source>
        <translation>sus filas</translation>
    </message>
    <message>
        <source>Data set {0} ({1}) cannot be used, so figures computed from it are nan: {2}</source>
        <translation>El conjunto de datos {0} ({1}) no se puede usar, así que las cifras calculadas a partir de él son nan: {2}</translation>
    </message>
    <message>
        <source>Data set {0}: {1} of {2}.</source>
        <translation>Conjunto de datos {0}: {1} de {2}.</translation>
    </message>
    <message>
        <source>Data: {0} ({1})</source>
        <translation>Datos: {0} ({1})</translation>
    </message>
    <message>
        <source>In {0}, every value is the same, so figures that divide by its spread (a fitted line, a standardised column) may come out as nan.</source>
        <translation>En {0}, todos los valores son iguales, así que las cifras que dividen por su dispersión (una recta ajustada, una columna estandarizada) pueden salir nan.</translation>
    </message>
    <message>
        <source>Only {0} after the first {1}: the lesson uses {2}, so its figures will differ.</source>
        <translation>Solo hay {0} después de las {1} primeras: la lección usa {2}, así que sus cifras serán distintas.</translation>
    </message>
    <message>
        <source>Those computed from no rows are nan.</source>
        <translation>Las cifras calculadas sin ninguna fila son nan.</translation>
    </message>
    <message>
        <source>Only {0}: the lesson uses the first {1}, so its figures will differ.</source>
        <translation>Solo hay {0}: la lección usa las {1} primeras, así que sus cifras serán distintas.</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>ninguna fila</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>fila {0}</translation>
    </message>
    <message>
        <source>rows {0} to {1}</source>
        <translation>filas {0} a {1}</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 fila</translation>
    </message>
    <message>
        <source>{0} rows</source>
        <translation>{0} filas</translation>
    </message>
    <message>
        <source>In {0}, numbers reach {1}: f32 cannot hold them (it stops near 3.4e38), so a step that converts them to f32 stops with an error, and squared in f64 some figures will be inf or nan.</source>
        <translation>En {0}, los números llegan a {1}: f32 no puede contenerlos (su límite está cerca de 3.4e38), así que un paso que los convierta a f32 se detendrá con un error, y al elevarlos al cuadrado en f64 algunas cifras serán inf o nan.</translation>
    </message>
    <message>
        <source>In {0}, numbers reach {1}: their squares overflow f32 (it stops near 3.4e38), so some figures will be inf or nan.</source>
        <translation>En {0}, los números llegan a {1}: sus cuadrados desbordan f32 (su límite está cerca de 3.4e38), así que algunas cifras serán inf o nan.</translation>
    </message>
    <message>
        <source>{0} points cannot be split into a training and a held-out part</source>
        <translation>{0} puntos no se pueden repartir entre entrenamiento y validación</translation>
    </message>
    <message>
        <source>there is no point set {0}; the sets are: {1}</source>
        <translation>no existe el conjunto de puntos {0}; los conjuntos son: {1}</translation>
    </message>
    <message>
        <source>a point set has from 2 to {0} points, not {1}</source>
        <translation>un conjunto de puntos tiene de 2 a {0} puntos, no {1}</translation>
    </message>
    <message>
        <source>the noise must be a number from 0 to 10, not {0}</source>
        <translation>el ruido debe ser un número de 0 a 10, no {0}</translation>
    </message>
    <message>
        <source>the seed must be a whole number of at least 0, not {0}</source>
        <translation>la semilla debe ser un número entero de al menos 0, no {0}</translation>
    </message>
    <message>
        <source>the held-out share must be a number between 0 and 1, not {0}</source>
        <translation>la parte de validación debe ser un número entre 0 y 1, no {0}</translation>
    </message>
</context>
<context>
    <name>Direction</name>
    <message>
        <source>Write a tangent for at least one variable, like {0}.</source>
        <translation>Escriba una tangente para al menos una variable, como {0}.</translation>
    </message>
    <message>
        <source>{0} is not name = numbers, like {1}.</source>
        <translation>{0} no tiene la forma nombre = números, como {1}.</translation>
    </message>
    <message>
        <source>{0} is not a variable of this graph; its variables are {1}.</source>
        <translation>{0} no es una variable de este grafo; sus variables son {1}.</translation>
    </message>
    <message>
        <source>{0} is given twice.</source>
        <translation>{0} aparece dos veces.</translation>
    </message>
    <message>
        <source>{0} is a single number; the direction gives it {1}.</source>
        <translation>{0} es un solo número; la dirección le da {1}.</translation>
    </message>
    <message>
        <source>{0} has {1} elements; the direction gives it {2} numbers (or give one, for all of them).</source>
        <translation>{0} tiene {1} elementos; la dirección le da {2} números (o dé uno, para todos).</translation>
    </message>
    <message>
        <source>{0} = needs numbers after it.</source>
        <translation>{0} = necesita números detrás.</translation>
    </message>
    <message>
        <source>{0}&apos;s tangent: {1}.</source>
        <translation>tangente de {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <source>{0} is a leaf: no operation made it, so there is nothing to open.</source>
        <translation>{0} es una hoja: ninguna operación lo produjo, así que no hay nada que abrir.</translation>
    </message>
    <message>
        <source>{0} is made by {1}, which has no operation on single numbers to open into.</source>
        <translation>{0} lo produce {1}, que no tiene una operación sobre números sueltos en la que abrirse.</translation>
    </message>
    <message>
        <source>{0} has {1} elements: a node opens into its numbers up to {2} elements, to stay readable.</source>
        <translation>{0} tiene {1} elementos: un nodo se abre en sus números hasta {2} elementos, para seguir siendo legible.</translation>
    </message>
    <message>
        <source>{0} would open into {1} scalar nodes, more than the {2} a graph can show readably.</source>
        <translation>{0} se abriría en {1} nodos escalares, más que los {2} que un grafo puede mostrar de forma legible.</translation>
    </message>
    <message>
        <source>its element {0}</source>
        <translation>su elemento {0}</translation>
    </message>
    <message>
        <source>{0}, opened: its {1} elements, each computed on its own</source>
        <translation>{0}, abierto: sus {1} elementos, cada uno calculado por separado</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>backward on a result of shape {0} needs a seed in strict mode: reduce it to a scalar first (sum_all, mean_all) or pass seed=&lt;a tensor of the same shape&gt;</source>
        <translation>backward sobre un resultado de forma {0} necesita una semilla en modo estricto: redúzcalo primero a un escalar (sum_all, mean_all) o pase seed=&lt;un tensor de la misma forma&gt;</translation>
    </message>
    <message>
        <source>{0} ({1}) receives {2}</source>
        <translation>{0} ({1}) recibe {2}</translation>
    </message>
    <message>
        <source>{0}: {1} carries no gradient</source>
        <translation>{0}: {1} no lleva gradiente</translation>
    </message>
    <message>
        <source>{0}: local derivative {1}, passes {2}, {0} now has {3}</source>
        <translation>{0}: derivada local {1}, pasa {2}, {0} tiene ahora {3}</translation>
    </message>
    <message>
        <source>cupy is not installed; install the CUDA extra with: pip install -e &quot;.[cuda]&quot;</source>
        <translation>cupy no está instalado; instale el extra de CUDA con: pip install -e &quot;.[cuda]&quot;</translation>
    </message>
    <message>
        <source>cupy could not be imported ({0}: {1})</source>
        <translation>no se pudo importar cupy ({0}: {1})</translation>
    </message>
    <message>
        <source>cupy is installed but found no usable NVIDIA GPU or driver on this machine</source>
        <translation>cupy está instalado, pero no encontró en esta máquina ninguna GPU NVIDIA ni ningún controlador utilizables</translation>
    </message>
    <message>
        <source>cupy could not reach a GPU ({0}: {1})</source>
        <translation>cupy no pudo acceder a ninguna GPU ({0}: {1})</translation>
    </message>
    <message>
        <source>a device is named &quot;cpu&quot; or &quot;cuda&quot;, got {0} {1}</source>
        <translation>un dispositivo se llama &quot;cpu&quot; o &quot;cuda&quot;; se recibió {0} {1}</translation>
    </message>
    <message>
        <source>unknown device {0}: use &quot;cpu&quot; or &quot;cuda&quot;</source>
        <translation>dispositivo desconocido {0}: use &quot;cpu&quot; o &quot;cuda&quot;</translation>
    </message>
    <message>
        <source>device &quot;cuda&quot; is not available: {0}</source>
        <translation>el dispositivo &quot;cuda&quot; no está disponible: {0}</translation>
    </message>
    <message>
        <source>unknown dtype {0}: use one of {1}</source>
        <translation>dtype desconocido {0}: use uno de {1}</translation>
    </message>
    <message>
        <source>finite_difference_check: f must be a function of the inputs, got {0}</source>
        <translation>finite_difference_check: f debe ser una función de las entradas; se recibió {0}</translation>
    </message>
    <message>
        <source>finite_difference_check: give the inputs as a list of tensors, such as [w, b]</source>
        <translation>finite_difference_check: indique las entradas como una lista de tensores, como [w, b]</translation>
    </message>
    <message>
        <source>finite_difference_check: eps must be a small positive number, got {0}</source>
        <translation>finite_difference_check: eps debe ser un número positivo pequeño; se recibió {0}</translation>
    </message>
    <message>
        <source>finite_difference_check needs f to return a scalar tensor, got {0}</source>
        <translation>finite_difference_check necesita que f devuelva un tensor escalar; se recibió {0}</translation>
    </message>
    <message>
        <source>a GradStore is looked up by Tensor, got {0}</source>
        <translation>en un GradStore se busca por Tensor; se recibió {0}</translation>
    </message>
    <message>
        <source>no gradient for tensor {0}: the result does not depend on it through recorded, differentiable operations</source>
        <translation>no hay gradiente para el tensor {0}: el resultado no depende de él a través de operaciones registradas y diferenciables</translation>
    </message>
    <message>
        <source>no gradient for tensor: the result does not depend on it through recorded, differentiable operations</source>
        <translation>no hay gradiente para el tensor: el resultado no depende de él a través de operaciones registradas y diferenciables</translation>
    </message>
    <message>
        <source>{0}: a dimension must be a whole number, got {1}</source>
        <translation>{0}: una dimensión debe ser un número entero; se recibió {1}</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is out of range for a tensor with 1 dimension</source>
        <translation>{0}: la dimensión {1} está fuera de rango para un tensor de 1 dimensión</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is out of range for a tensor with {2} dimensions</source>
        <translation>{0}: la dimensión {1} está fuera de rango para un tensor de {2} dimensiones</translation>
    </message>
    <message>
        <source>{0}: give at least one dimension</source>
        <translation>{0}: indique al menos una dimensión</translation>
    </message>
    <message>
        <source>{0}: a shape is a tuple of whole numbers, got {1}</source>
        <translation>{0}: una forma es una tupla de números enteros; se recibió {1}</translation>
    </message>
    <message>
        <source>{0}: sizes cannot be negative, got {1}</source>
        <translation>{0}: los tamaños no pueden ser negativos; se recibió {1}</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only; got inf or nan</source>
        <translation>{0} solo admite números enteros; se recibió inf o nan</translation>
    </message>
    <message>
        <source>{0} holds whole numbers from {1} to {2}; got values from {3} to {4}</source>
        <translation>{0} admite números enteros de {1} a {2}; se recibieron valores de {3} a {4}</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only; got fractions such as {1}</source>
        <translation>{0} solo admite números enteros; se recibieron fracciones como {1}</translation>
    </message>
    <message>
        <source>a number of {0} digits</source>
        <translation>un número de {0} dígitos</translation>
    </message>
    <message>
        <source>{0} holds numbers up to ±{1}; got {2} (use a wider type such as {3})</source>
        <translation>{0} admite números hasta ±{1}; se recibió {2} (use un tipo más amplio, como {3})</translation>
    </message>
    <message>
        <source>{0} holds numbers up to ±{1}; got {2}</source>
        <translation>{0} admite números hasta ±{1}; se recibió {2}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} holds whole numbers only; got {2}</source>
        <translation>{0}: {1} solo admite números enteros; se recibió {2}</translation>
    </message>
    <message>
        <source>{0}: {1} holds whole numbers from {2} to {3}; got {4}</source>
        <translation>{0}: {1} admite números enteros de {2} a {3}; se recibió {4}</translation>
    </message>
    <message>
        <source>a tensor holds numbers; got {0} {1}</source>
        <translation>un tensor contiene números; se recibió {0} {1}</translation>
    </message>
    <message>
        <source>nested lists must be rectangular, with numbers at the same depth ({0})</source>
        <translation>las listas anidadas deben ser rectangulares, con números a la misma profundidad ({0})</translation>
    </message>
    <message>
        <source>a tensor holds numbers; got elements of type {0} from {1}</source>
        <translation>un tensor contiene números; se recibieron elementos de tipo {0} de {1}</translation>
    </message>
    <message>
        <source>to_dtype(&apos;i64&apos;) or a float type</source>
        <translation>to_dtype(&apos;i64&apos;) o un tipo de coma flotante</translation>
    </message>
    <message>
        <source>{0}: the exact result {1} does not fit {2}, which holds whole numbers from {3} to {4}; convert the inputs first, with {5}</source>
        <translation>{0}: el resultado exacto {1} no cabe en {2}, que admite números enteros de {3} a {4}; convierta primero las entradas, con {5}</translation>
    </message>
    <message>
        <source>{0}: integer division by zero; an integer has no inf to stand for it (convert to a float type first to see inf or nan)</source>
        <translation>{0}: división entera por cero; un entero no tiene ningún inf que la represente (convierta primero a un tipo de coma flotante para ver inf o nan)</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} is not a whole number; convert to a float type first, with to_dtype(&apos;f32&apos;)</source>
        <translation>{0}: {1} / {2} no es un número entero; convierta primero a un tipo de coma flotante, con to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>this result was not computed on the tape; run it inside `with tape:`</source>
        <translation>este resultado no se calculó en el tape; ejecútelo dentro de `with tape:`</translation>
    </message>
    <message>
        <source>a backward walk runs once; call backward_steps again for a new one</source>
        <translation>un recorrido hacia atrás se ejecuta una sola vez; llame de nuevo a backward_steps para uno nuevo</translation>
    </message>
    <message>
        <source>this tape is already recording</source>
        <translation>este tape ya está registrando</translation>
    </message>
    <message>
        <source>the result is {0}: only floating-point results have gradients</source>
        <translation>el resultado es {0}: solo los resultados de coma flotante tienen gradientes</translation>
    </message>
    <message>
        <source>randn: the seed must be a whole number of at least 0, not {0}</source>
        <translation>randn: la semilla debe ser un número entero de al menos 0, no {0}</translation>
    </message>
    <message>
        <source>randn draws real numbers: give it a floating-point dtype (f16, f32 or f64), not {0}</source>
        <translation>randn genera números reales: dele un dtype de coma flotante (f16, f32 o f64), no {0}</translation>
    </message>
    <message>
        <source>randn: no tensor of shape {0} can be made here ({1})</source>
        <translation>randn: aquí no se puede crear ningún tensor de forma {0} ({1})</translation>
    </message>
    <message>
        <source>zeros/ones: no tensor of shape {0} can be made here ({1})</source>
        <translation>zeros/ones: aquí no se puede crear ningún tensor de forma {0} ({1})</translation>
    </message>
    <message>
        <source>to_scalar needs a tensor of shape (), this one has shape {0}; reduce it first (sum_all, mean_all) or squeeze it</source>
        <translation>to_scalar necesita un tensor de forma (), y este tiene forma {0}; redúzcalo primero (sum_all, mean_all) o aplíquele squeeze</translation>
    </message>
    <message>
        <source>to_dtype({0}): {1}</source>
        <translation>to_dtype({0}): {1}</translation>
    </message>
    <message>
        <source>division of a tensor by the number zero; to see what numpy makes of it (inf or nan), divide by a tensor holding the zero</source>
        <translation>división de un tensor por el número cero; para ver qué hace numpy con ella (inf o nan), divida por un tensor que contenga el cero</translation>
    </message>
    <message>
        <source>matmul needs two tensors with at least 2 dimensions, got shapes {0} and {1}; use unsqueeze to turn a vector into a one-row or one-column matrix</source>
        <translation>matmul necesita dos tensores de al menos 2 dimensiones; se recibieron las formas {0} y {1}; use unsqueeze para convertir un vector en una matriz de una fila o de una columna</translation>
    </message>
    <message>
        <source>matmul: {0} @ {1}: the inner sizes {2} and {3} must be equal</source>
        <translation>matmul: {0} @ {1}: los tamaños interiores {2} y {3} deben ser iguales</translation>
    </message>
    <message>
        <source>matmul: {0} @ {1}: the leading (batch) sizes must be equal</source>
        <translation>matmul: {0} @ {1}: los tamaños iniciales (de lote) deben ser iguales</translation>
    </message>
    <message>
        <source>neg: u32 holds no negative numbers; convert first with to_dtype(&apos;i64&apos;) or a float type</source>
        <translation>neg: u32 no admite números negativos; convierta primero con to_dtype(&apos;i64&apos;) o a un tipo de coma flotante</translation>
    </message>
    <message>
        <source>affine takes two numbers, got {0} and {1}</source>
        <translation>affine recibe dos números; se recibieron {0} y {1}</translation>
    </message>
    <message>
        <source>arithmetic with a number (affine, m·x + c) needs a floating-point tensor, this one is {0}; convert it first with to_dtype(&apos;f32&apos;)</source>
        <translation>la aritmética con un número (affine, m·x + c) necesita un tensor de coma flotante, y este es {0}; conviértalo primero con to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>powf takes a number as exponent, got {0}</source>
        <translation>powf recibe un número como exponente; se recibió {0}</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is empty, it has no maximum</source>
        <translation>{0}: la dimensión {1} está vacía, no tiene máximo</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is empty, it has no minimum</source>
        <translation>{0}: la dimensión {1} está vacía, no tiene mínimo</translation>
    </message>
    <message>
        <source>reshape: {0} elements of shape {1} do not fit shape {2} ({3} elements)</source>
        <translation>reshape: {0} elementos de forma {1} no caben en la forma {2} ({3} elementos)</translation>
    </message>
    <message>
        <source>squeeze: dimension {0} has size {1}; only a size-1 dimension can be removed</source>
        <translation>squeeze: la dimensión {0} tiene tamaño {1}; solo se puede quitar una dimensión de tamaño 1</translation>
    </message>
    <message>
        <source>broadcast_as: shape {0} cannot be stretched to {1}; only axes of size 1 (or missing leading axes) can be repeated</source>
        <translation>broadcast_as: la forma {0} no se puede extender a {1}; solo se pueden repetir los ejes de tamaño 1 (o los ejes iniciales que faltan)</translation>
    </message>
    <message>
        <source>broadcast_as: shape {0} is larger than the target {1}</source>
        <translation>broadcast_as: la forma {0} es mayor que el destino {1}</translation>
    </message>
    <message>
        <source>element: a tensor of shape {0} takes one index per dimension, {1} in all; got {2}</source>
        <translation>element: un tensor de forma {0} toma un índice por dimensión, {1} en total; recibió {2}</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>un tensor</translation>
    </message>
    <message>
        <source>element: an index must be a whole number, got {0}</source>
        <translation>element: un índice debe ser un número entero, recibió {0}</translation>
    </message>
    <message>
        <source>element: index {0} is out of range for a dimension of size {1}</source>
        <translation>element: el índice {0} está fuera de rango para una dimensión de tamaño {1}</translation>
    </message>
    <message>
        <source>the exponent of ** must be a number (powf); tensor exponents are not supported</source>
        <translation>el exponente de ** debe ser un número (powf); no se admiten tensores como exponente</translation>
    </message>
    <message>
        <source>Var.set refused: the new value uses this variable&apos;s own memory (a detach() of it, say); compute a fresh tensor instead, for example w - grad * lr</source>
        <translation>Var.set rechazado: el nuevo valor usa la propia memoria de esta variable (por ejemplo, un detach() de ella); calcule en su lugar un tensor nuevo, por ejemplo w - grad * lr</translation>
    </message>
    <message>
        <source>sgd_step: the learning rate must be a number, got {0}</source>
        <translation>sgd_step: la tasa de aprendizaje debe ser un número; se recibió {0}</translation>
    </message>
    <message>
        <source>sgd_step: the learning rate must be a finite number, got {0}</source>
        <translation>sgd_step: la tasa de aprendizaje debe ser un número finito; se recibió {0}</translation>
    </message>
    <message>
        <source>sgd_step: a {0} variable has no gradient to descend along</source>
        <translation>sgd_step: una variable {0} no tiene gradiente por el que descender</translation>
    </message>
    <message>
        <source>{0}: shape mismatch, the variable has shape {1}, the gradient {2}</source>
        <translation>{0}: las formas no coinciden: la variable tiene forma {1}, y el gradiente, {2}</translation>
    </message>
    <message>
        <source>{0}: shape mismatch, the variable has shape {1}, the value {2}</source>
        <translation>{0}: las formas no coinciden: la variable tiene forma {1}, y el valor, {2}</translation>
    </message>
    <message>
        <source>{0}: dtype mismatch, the variable is {1}, the gradient {2}; convert it with to_dtype({3})</source>
        <translation>{0}: los dtype no coinciden: la variable es {1}, y el gradiente, {2}; conviértalo con to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: dtype mismatch, the variable is {1}, the value {2}; convert it with to_dtype({3})</source>
        <translation>{0}: los dtype no coinciden: la variable es {1}, y el valor, {2}; conviértalo con to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: the variable is on {1}, the gradient on {2}; move it with to_device</source>
        <translation>{0}: la variable está en {1}, y el gradiente en {2}; muévalo con to_device</translation>
    </message>
    <message>
        <source>{0}: the variable is on {1}, the value on {2}; move it with to_device</source>
        <translation>{0}: la variable está en {1}, y el valor en {2}; muévalo con to_device</translation>
    </message>
    <message>
        <source>{0} needs a floating-point tensor, this one is {1}; convert it first with to_dtype(&apos;f32&apos;)</source>
        <translation>{0} necesita un tensor de coma flotante, y este es {1}; conviértalo primero con to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>{0} cannot combine shapes {1}: {2}</source>
        <translation>{0} no puede combinar las formas {1}: {2}</translation>
    </message>
    <message>
        <source>{0}: the element types differ ({1} and {2}); convert one with to_dtype({3})</source>
        <translation>{0}: los tipos de elemento difieren ({1} y {2}); convierta uno con to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: one tensor is on {1}, the other on {2}; use to_device</source>
        <translation>{0}: un tensor está en {1} y el otro en {2}; use to_device</translation>
    </message>
    <message>
        <source>{0} needs two tensors of the same shape, got {1} and {2}; to stretch one over the other, use {3}</source>
        <translation>{0} necesita dos tensores de la misma forma; se recibieron {1} y {2}; para extender uno sobre el otro, use {3}</translation>
    </message>
    <message>
        <source>{0} needs floating-point tensors, these are {1}</source>
        <translation>{0} necesita tensores de coma flotante, y estos son {1}</translation>
    </message>
    <message>
        <source>{0} takes a Tensor, got {1}</source>
        <translation>{0} recibe un Tensor; se recibió {1}</translation>
    </message>
    <message>
        <source>cannot use {0} between a Tensor and a {1}; use a number or a Tensor</source>
        <translation>no se puede usar {0} entre un Tensor y un {1}; use un número o un Tensor</translation>
    </message>
    <message>
        <source>cannot use {0} between a {1} and a Tensor; use a number or a Tensor</source>
        <translation>no se puede usar {0} entre un {1} y un Tensor; use un número o un Tensor</translation>
    </message>
    <message>
        <source>the seed must be a Tensor, got {0}</source>
        <translation>la semilla debe ser un Tensor; se recibió {0}</translation>
    </message>
    <message>
        <source>the seed has shape {0}, the result {1}; they must match</source>
        <translation>la semilla tiene forma {0}, y el resultado, {1}; deben coincidir</translation>
    </message>
    <message>
        <source>the seed is {0}, the result {1}; they must match</source>
        <translation>la semilla es {0}, y el resultado, {1}; deben coincidir</translation>
    </message>
    <message>
        <source>backward() needs the values variable {1} had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then call backward() on it</source>
        <translation>backward() necesita los valores que tenía la variable {1} cuando se calculó este resultado, y una actualización (Var.set o sgd_step) los ha cambiado desde entonces: vuelva a calcular el resultado a partir de los nuevos valores y luego llame a backward() sobre él</translation>
    </message>
    <message>
        <source>backward() needs the values variable had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then call backward() on it</source>
        <translation>backward() necesita los valores que tenía la variable cuando se calculó este resultado, y una actualización (Var.set o sgd_step) los ha cambiado desde entonces: vuelva a calcular el resultado a partir de los nuevos valores y luego llame a backward() sobre él</translation>
    </message>
    <message>
        <source>forward mode needs the values variable {1} had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then sweep it</source>
        <translation>el modo directo necesita los valores que tenía la variable {1} cuando se calculó este resultado, y una actualización (Var.set o sgd_step) los ha cambiado desde entonces: calcule de nuevo el resultado con los valores nuevos y luego bárralo</translation>
    </message>
    <message>
        <source>forward mode needs the values variable had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then sweep it</source>
        <translation>el modo directo necesita los valores que tenía la variable cuando se calculó este resultado, y una actualización (Var.set o sgd_step) los ha cambiado desde entonces: calcule de nuevo el resultado con los valores nuevos y luego bárralo</translation>
    </message>
    <message>
        <source>{0} needs the values variable {1} had during backward(), and an update (Var.set or sgd_step) has changed them since; ask for it before the update, or compute the result again and run backward() on it</source>
        <translation>{0} necesita los valores que tenía la variable {1} durante backward(), y una actualización (Var.set o sgd_step) los ha cambiado desde entonces; pídalo antes de la actualización, o vuelva a calcular el resultado y ejecute backward() sobre él</translation>
    </message>
    <message>
        <source>{0} needs the values variable had during backward(), and an update (Var.set or sgd_step) has changed them since; ask for it before the update, or compute the result again and run backward() on it</source>
        <translation>{0} necesita los valores que tenía la variable durante backward(), y una actualización (Var.set o sgd_step) los ha cambiado desde entonces; pídalo antes de la actualización, o vuelva a calcular el resultado y ejecute backward() sobre él</translation>
    </message>
    <message>
        <source>({0} more)</source>
        <translation>({0} más)</translation>
    </message>
    <message>
        <source>stopped: the work was cancelled</source>
        <translation>detenido: el trabajo se canceló</translation>
    </message>
    <message>
        <source>{0} was stopped after {1} s, its time budget</source>
        <translation>{0} se detuvo al cabo de {1} s, el tiempo que tenía asignado</translation>
    </message>
    <message>
        <source>stopped after {0} s, the time budget of this work</source>
        <translation>detenido al cabo de {0} s, el tiempo asignado a este trabajo</translation>
    </message>
    <message>
        <source>forward_tangents seeds floating-point variables only; {0} is not one</source>
        <translation>forward_tangents solo siembra variables de coma flotante; {0} no lo es</translation>
    </message>
    <message>
        <source>the tangent of {0} must have its shape {1}, not {2}</source>
        <translation>la tangente de {0} debe tener su forma {1}, no {2}</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would have {1} × {2} elements, more than {3}: make the result or the variables smaller</source>
        <translation>el jacobiano de {0} tendría {1} × {2} elementos, más de {3}: reduzca el resultado o las variables</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would take {1} forward sweeps (one per input element), each over a graph of {2} tensors and {3} elements: {4} units of work, more than the {5} allowed; build it in reverse mode, or make the variables smaller</source>
        <translation>el jacobiano de {0} requeriría {1} barridos directos (uno por elemento de entrada), cada uno sobre un grafo de {2} tensores y {3} elementos: {4} unidades de trabajo, más de las {5} permitidas; constrúyalo en modo inverso, o reduzca las variables</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would take {1} backward sweeps (one per output element), each over a graph of {2} tensors and {3} elements: {4} units of work, more than the {5} allowed; build it in forward mode, or make the result smaller</source>
        <translation>el jacobiano de {0} requeriría {1} barridos hacia atrás (uno por elemento de salida), cada uno sobre un grafo de {2} tensores y {3} elementos: {4} unidades de trabajo, más de las {5} permitidas; constrúyalo en modo directo, o reduzca el resultado</translation>
    </message>
    <message>
        <source>mode must be &apos;forward&apos; or &apos;reverse&apos;, not {0}</source>
        <translation>mode debe ser &apos;forward&apos; o &apos;reverse&apos;, no {0}</translation>
    </message>
    <message>
        <source>only a floating-point result has a Jacobian; {0} is {1}</source>
        <translation>solo un resultado de coma flotante tiene jacobiana; {0} es {1}</translation>
    </message>
    <message>
        <source>a Hessian-vector product is taken with respect to floating-point variables only; {0} is not one</source>
        <translation>un producto hessiana-vector se toma solo respecto de variables de coma flotante; {0} no lo es</translation>
    </message>
    <message>
        <source>a Jacobian is taken with respect to floating-point variables only; {0} is not one</source>
        <translation>una jacobiana se toma solo respecto de variables de coma flotante; {0} no lo es</translation>
    </message>
    <message>
        <source>hessian_vector_product needs one vector per variable: {0} variables, {1} vectors</source>
        <translation>hessian_vector_product necesita un vector por variable: {0} variables, {1} vectores</translation>
    </message>
    <message>
        <source>a Hessian is of a single number: the loss has shape {0}; reduce it first (sum_all, mean_all)</source>
        <translation>una hessiana es la de un solo número: la pérdida tiene forma {0}; redúzcala primero (sum_all, mean_all)</translation>
    </message>
</context>
<context>
    <name>Eval</name>
    <message>
        <source>none: {0} is a variable of dtype {1}, an integer type, and integers take no gradient (give it f16, f32 or f64)</source>
        <translation>ninguno: {0} es una variable de tipo {1}, un tipo entero, y los enteros no reciben gradiente (dele f16, f32 o f64)</translation>
    </message>
    <message>
        <source>none: {0} is of dtype {1}, an integer type, and integers take no gradient</source>
        <translation>ninguno: {0} es de tipo {1}, un tipo entero, y los enteros no reciben gradiente</translation>
    </message>
    <message>
        <source>none: no float variable leads to it; {0} is a variable of an integer dtype, and integers take no gradient (give it f16, f32 or f64)</source>
        <translation>ninguno: ninguna variable de coma flotante lleva a él; {0} es una variable de un tipo entero, y los enteros no reciben gradiente (dele f16, f32 o f64)</translation>
    </message>
    <message>
        <source>none: no float variable leads to it; {0} are variables of an integer dtype, and integers take no gradient (give them f16, f32 or f64)</source>
        <translation>ninguno: ninguna variable de coma flotante lleva a él; {0} son variables de un tipo entero, y los enteros no reciben gradiente (deles f16, f32 o f64)</translation>
    </message>
    <message>
        <source>none: no variable leads to it through recorded operations (see var(...))</source>
        <translation>ninguno: ninguna variable lleva a él por operaciones registradas (vea var(...))</translation>
    </message>
</context>
<context>
    <name>ExercisePanel</name>
    <message>
        <source>Exercise</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Check your answer to the exercise, or reveal its solution</source>
        <translation>Compruebe su respuesta al ejercicio o muestre su solución</translation>
    </message>
    <message>
        <source>Checking your answer</source>
        <translation>Comprobación de su respuesta</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>Qué encontró la comprobación</translation>
    </message>
    <message>
        <source>Each figure of your program compared with the solution&apos;s</source>
        <translation>Cada cifra de su programa comparada con la de la solución</translation>
    </message>
    <message>
        <source>The figures of your answer</source>
        <translation>Las cifras de su respuesta</translation>
    </message>
    <message>
        <source>About your answer</source>
        <translation>Sobre su respuesta</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>La solución</translation>
    </message>
    <message>
        <source>Checking your answer…</source>
        <translation>Comprobando su respuesta…</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>Jacobian of {0}</source>
        <translation>Jacobiana de {0}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>{0} must be a table</source>
        <translation>{0} debe ser una tabla</translation>
    </message>
    <message>
        <source>{0} must be a list</source>
        <translation>{0} debe ser una lista</translation>
    </message>
    <message>
        <source>{0} must be a whole number, not {1}</source>
        <translation>{0} debe ser un número entero, no {1}</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be from 1 to {0}, not {1}</source>
        <translation>&apos;steps&apos; debe ir de 1 a {0}, no {1}</translation>
    </message>
    <message>
        <source>&apos;lr&apos; must be a positive number, not {0}</source>
        <translation>&apos;lr&apos; debe ser un número positivo, no {0}</translation>
    </message>
    <message>
        <source>an item of &apos;expect&apos;</source>
        <translation>un elemento de &apos;expect&apos;</translation>
    </message>
    <message>
        <source>{0} holds one of {1}, like {{ value = &quot;loss&quot; }}</source>
        <translation>{0} contiene una de las claves {1}, como {{ value = &quot;loss&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be a number of at least 0, and finite, not {1}</source>
        <translation>{0} debe ser un número de al menos 0, y finito, no {1}</translation>
    </message>
    <message>
        <source>{0}: missing {1}</source>
        <translation>{0}: falta {1}</translation>
    </message>
    <message>
        <source>{0} × |expected|</source>
        <translation>{0} × |esperado|</translation>
    </message>
    <message>
        <source>{0}: an exercise needs &apos;expect&apos;, &apos;train&apos; or &apos;judge&apos;: there is nothing to compare</source>
        <translation>{0}: un ejercicio necesita &apos;expect&apos;, &apos;train&apos; o &apos;judge&apos;: no hay nada que comparar</translation>
    </message>
    <message>
        <source>&apos;accuracy_at_least&apos; is a share of the points, from 0 to 1, not {0}</source>
        <translation>&apos;accuracy_at_least&apos; es una parte de los puntos, de 0 a 1, no {0}</translation>
    </message>
    <message>
        <source>&apos;judge&apos;: the {0} {1} must be one of held_out&apos;s names ({2})</source>
        <translation>&apos;judge&apos;: {0} {1} debe ser uno de los nombres de held_out ({2})</translation>
    </message>
    <message>
        <source>Your program uses {0}, which this exercise rules out: build it from other operations, as the statement says.</source>
        <translation>Su programa usa {0}, que este ejercicio no permite: constrúyalo a partir de otras operaciones, como dice el enunciado.</translation>
    </message>
    <message>
        <source>Your program does not run: {0}</source>
        <translation>Su programa no se ejecuta: {0}</translation>
    </message>
    <message>
        <source>the exercise&apos;s solution does not run: {0}</source>
        <translation>la solución del ejercicio no se ejecuta: {0}</translation>
    </message>
    <message>
        <source>&apos;detached&apos; names {0}, which the solution does not assign</source>
        <translation>&apos;detached&apos; nombra {0}, que la solución no asigna</translation>
    </message>
    <message>
        <source>Your program could not be checked: {0}</source>
        <translation>No se pudo comprobar su programa: {0}</translation>
    </message>
    <message>
        <source>Your program does not assign {0} yet, which the check compares.</source>
        <translation>Tu programa aún no asigna {0}, que la comprobación compara.</translation>
    </message>
    <message>
        <source>{0} of {1} figures differ from the solution&apos;s.</source>
        <translation>{0} de {1} cifras difieren de las de la solución.</translation>
    </message>
    <message>
        <source>Every figure matches the solution&apos;s.</source>
        <translation>Todas las cifras coinciden con las de la solución.</translation>
    </message>
    <message>
        <source>Your figures match the solution&apos;s, but they are not worked out the way the statement asks.</source>
        <translation>Tus cifras coinciden con las de la solución, pero no se calculan como pide el enunciado.</translation>
    </message>
    <message>
        <source>Your program assigns no {0}.</source>
        <translation>Su programa no asigna {0}.</translation>
    </message>
    <message>
        <source>{0}: your {1} is {2}, the workspace&apos;s is {3}. Keep the {1} the workspace gives: the figure is asked there.</source>
        <translation>{0}: tu {1} vale {2}, el del espacio de trabajo {3}. Conserva el {1} que da el espacio de trabajo: la cifra se pide ahí.</translation>
    </message>
    <message>
        <source>{0}: {1} must be a floating-point var, as the statement makes it.</source>
        <translation>{0}: {1} debe ser una var de coma flotante, como la crea el enunciado.</translation>
    </message>
    <message>
        <source>{0}: worked out by hand, none of it recorded into the graph.</source>
        <translation>{0}: calculado a mano, sin registrar nada en el grafo.</translation>
    </message>
    <message>
        <source>Your {0} is recorded into the graph: it is computed from {1}, which the graph tracks. Use {1}.detach() there, as the statement asks, so that your arithmetic stays out of the graph it checks.</source>
        <translation>Tu {0} queda registrado en el grafo: se calcula a partir de {1}, que el grafo sigue. Usa {1}.detach() ahí, como pide el enunciado, para que tu cálculo quede fuera del grafo que comprueba.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, at least {1} needed: your network passes.</source>
        <translation>Exactitud de validación {0}, se necesita al menos {1}: tu red aprueba.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, needs at least {1}. Try more hidden units, another start or another activation; the training accuracy below says whether the network fits the training points at all.</source>
        <translation>Exactitud de validación {0}, se necesita al menos {1}. Prueba con más unidades ocultas, otro punto de partida u otra activación; la exactitud de entrenamiento de abajo dice si la red se ajusta al menos a los puntos de entrenamiento.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, needs at least {1}.</source>
        <translation>Exactitud de validación {0}, se necesita al menos {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} must be a single number to take its gradient, it has shape {2}.</source>
        <translation>{0}: {1} debe ser un solo número para tomar su gradiente, pero tiene forma {2}.</translation>
    </message>
    <message>
        <source>{0}: your {1} does not depend on {2}, so there is no gradient.</source>
        <translation>{0}: su {1} no depende de {2}, así que no hay gradiente.</translation>
    </message>
    <message>
        <source>{0}: yours is {1} × {2}, a row for each number of {3} and a column for each of {4}; the solution&apos;s is {5} × {2}: {3} should hold {5} numbers, yours holds {1}.</source>
        <translation>{0}: la tuya es {1} × {2}, una fila por cada número de {3} y una columna por cada uno de {4}; la de la solución es {5} × {2}: {3} debería tener {5} números, el tuyo tiene {1}.</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: it holds nan, a result that is not a number.</source>
        <translation>Tu {0} vale {1}, se esperaba {2}: contiene nan, un resultado que no es un número.</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: off by {3} (tolerance {4}).</source>
        <translation>Tu {0} vale {1}, se esperaba {2}: difiere en {3} (tolerancia {4}).</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: {3} of {4} entries differ, the most at row {5}, column {6}, by {7} (tolerance {8}).</source>
        <translation>Tu {0} vale {1}, se esperaba {2}: {3} de {4} entradas difieren, la que más en la fila {5}, columna {6}, en {7} (tolerancia {8}).</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: {3} of {4} elements differ, the most at {5}, by {6} (tolerance {7}).</source>
        <translation>Tu {0} vale {1}, se esperaba {2}: {3} de {4} elementos difieren, el que más en {5}, en {6} (tolerancia {7}).</translation>
    </message>
    <message>
        <source>{0}: yours has shape {1}, expected shape {2}.</source>
        <translation>{0}: el suyo tiene forma {1}; se esperaba la forma {2}.</translation>
    </message>
    <message>
        <source>{0} matches: {1}</source>
        <translation>{0} coincide: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0} is not a floating-point Var: make it with var(0.0, dtype=&quot;f64&quot;) so that descent can update it.</source>
        <translation>{0} no es una Var de coma flotante: créela con var(0.0, dtype=&quot;f64&quot;) para que el descenso pueda actualizarla.</translation>
    </message>
    <message>
        <source>loss after step {0}</source>
        <translation>pérdida tras el paso {0}</translation>
    </message>
    <message>
        <source>final {0}</source>
        <translation>{0} final</translation>
    </message>
    <message>
        <source>your final training loss</source>
        <translation>su pérdida final de entrenamiento</translation>
    </message>
    <message>
        <source>the exercise&apos;s baseline does not run: {0}</source>
        <translation>la referencia del ejercicio no se ejecuta: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} figures of your run differ from the solution&apos;s run.</source>
        <translation>{0} de {1} cifras de tu ejecución difieren de las de la ejecución de la solución.</translation>
    </message>
    <message>
        <source>Your run matches the solution&apos;s: every loss and final parameter.</source>
        <translation>Tu ejecución coincide con la de la solución: cada pérdida y cada parámetro final.</translation>
    </message>
    <message>
        <source>Your program cannot be trained yet: the lines below say what it lacks.</source>
        <translation>Tu programa aún no se puede entrenar: las líneas de abajo dicen qué le falta.</translation>
    </message>
    <message>
        <source>Your program makes no floating-point Var to train: make the weights with var(...), like var(randn((2, 8), seed=1, dtype=&quot;f64&quot;)).</source>
        <translation>Su programa no crea ninguna Var de coma flotante que entrenar: cree los pesos con var(...), como var(randn((2, 8), seed=1, dtype=&quot;f64&quot;)).</translation>
    </message>
    <message>
        <source>Your logit {0} changes when the labels {1} do: it is computed from the answers it is judged on. Compute it from the points alone; the labels belong in the loss.</source>
        <translation>Tu logit {0} cambia cuando cambian las etiquetas {1}: se calcula a partir de las respuestas con las que se juzga. Calcúlalo solo a partir de los puntos; las etiquetas van en la pérdida.</translation>
    </message>
    <message>
        <source>Your network reads the labels it is asked to find.</source>
        <translation>Tu red lee las etiquetas que se le pide encontrar.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}: at least {1} was asked, well done.</source>
        <translation>Exactitud de validación {0}: se pedía al menos {1}, bien hecho.</translation>
    </message>
    <message>
        <source>your training accuracy</source>
        <translation>su exactitud de entrenamiento</translation>
    </message>
    <message>
        <source>your held-out accuracy</source>
        <translation>su exactitud de validación</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <source>PDF, one page per step</source>
        <translation>PDF, una página por paso</translation>
    </message>
    <message>
        <source>CSV, a row per step</source>
        <translation>CSV, una fila por paso</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} o {1}</translation>
    </message>
    <message>
        <source>cannot export to {0}: the file name must end in {1}</source>
        <translation>no se puede exportar a {0}: el nombre del archivo debe terminar en {1}</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <source>the expression could not be evaluated ({0})</source>
        <translation>no se pudo evaluar la expresión ({0})</translation>
    </message>
    <message>
        <source>no value was given for {0}</source>
        <translation>no se dio ningún valor para {0}</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>división por cero</translation>
    </message>
    <message>
        <source>a number became too large</source>
        <translation>un número se hizo demasiado grande</translation>
    </message>
    <message>
        <source>the expression is nested too deeply</source>
        <translation>la expresión tiene demasiados niveles de anidamiento</translation>
    </message>
    <message>
        <source>there is not enough memory for this</source>
        <translation>no hay memoria suficiente para esto</translation>
    </message>
    <message>
        <source>this is the number {0}, not a tensor; to keep it, write {1}</source>
        <translation>esto es el número {0}, no un tensor; para conservarlo, escriba {1}</translation>
    </message>
    <message>
        <source>this cannot be evaluated</source>
        <translation>esto no se puede evaluar</translation>
    </message>
    <message>
        <source>this program needs more than {0} operations, the limit</source>
        <translation>este programa necesita más de {0} operaciones, que es el límite</translation>
    </message>
    <message>
        <source>this tensor would have {0} elements; the limit is {1}</source>
        <translation>este tensor tendría {0} elementos; el límite es {1}</translation>
    </message>
    <message>
        <source>this operation would take {0} multiply-adds; the limit is {1}; use smaller tensors</source>
        <translation>esta operación necesitaría {0} multiplicaciones-sumas; el límite es {1}; use tensores más pequeños</translation>
    </message>
    <message>
        <source>this program makes more than {0} numbers in all, the limit; use smaller tensors</source>
        <translation>este programa crea más de {0} números en total, que es el límite; use tensores más pequeños</translation>
    </message>
    <message>
        <source>@ multiplies matrices; it needs a tensor on both sides</source>
        <translation>@ multiplica matrices; necesita un tensor a cada lado</translation>
    </message>
    <message>
        <source>the exponent of ** must be a number (x ** 2 is x.powf(2)), not a tensor</source>
        <translation>el exponente de ** debe ser un número (x ** 2 es x.powf(2)), no un tensor</translation>
    </message>
    <message>
        <source>a negative number to a fractional power has no real value</source>
        <translation>un número negativo elevado a una potencia fraccionaria no tiene valor real</translation>
    </message>
    <message>
        <source>this number is too large to be a float</source>
        <translation>este número es demasiado grande para ser de coma flotante</translation>
    </message>
    <message>
        <source>tensor data must be numbers or lists of numbers</source>
        <translation>los datos de un tensor deben ser números o listas de números</translation>
    </message>
    <message>
        <source>a shape holds whole numbers, like (2, 3); {0} is not one</source>
        <translation>una forma contiene números enteros, como (2, 3); {0} no lo es</translation>
    </message>
    <message>
        <source>a shape holds whole numbers, like (2, 3); a tensor is not one</source>
        <translation>una forma contiene números enteros, como (2, 3); un tensor no lo es</translation>
    </message>
    <message>
        <source>{0} is an operation on tensors, and this is a number; try tensor(...).{0}()</source>
        <translation>{0} es una operación sobre tensores, y esto es un número; pruebe tensor(...).{0}()</translation>
    </message>
    <message>
        <source>{0} is called as {1}; it was given 1 argument</source>
        <translation>{0} se invoca como {1}; recibió 1 argumento</translation>
    </message>
    <message>
        <source>{0} is called as {1}; it was given {2} arguments</source>
        <translation>{0} se invoca como {1}; recibió {2} argumentos</translation>
    </message>
    <message>
        <source>line {0}, column {1}: {2}</source>
        <translation>línea {0}, columna {1}: {2}</translation>
    </message>
    <message>
        <source>the expression must be text, not {0}</source>
        <translation>la expresión debe ser texto, no {0}</translation>
    </message>
    <message>
        <source>the text is {0} characters long; the limit is {1} characters</source>
        <translation>el texto tiene {0} caracteres; el límite es {1} caracteres</translation>
    </message>
    <message>
        <source>a NUL character (U+0000) is here; it cannot be part of a program, delete it</source>
        <translation>aquí hay un carácter NUL (U+0000); no puede formar parte de un programa, bórrelo</translation>
    </message>
    <message>
        <source>a broken character (U+{0:04X}, half of a pair that should make one character) is here; delete it</source>
        <translation>aquí hay un carácter roto (U+{0:04X}, la mitad de un par que debería formar un solo carácter); bórrelo</translation>
    </message>
    <message>
        <source>a character that shows as nothing or as a plain space ({0}) is here, outside a comment; delete it (type a plain space if one is needed)</source>
        <translation>aquí hay, fuera de un comentario, un carácter que no se ve o se ve como un espacio normal ({0}); bórrelo (escriba un espacio normal si hace falta)</translation>
    </message>
    <message>
        <source>this is not valid syntax: {0}</source>
        <translation>esta sintaxis no es válida: {0}</translation>
    </message>
    <message>
        <source>the expression is nested too deeply to read</source>
        <translation>la expresión tiene demasiados niveles de anidamiento para leerla</translation>
    </message>
    <message>
        <source>this is not valid syntax</source>
        <translation>esta sintaxis no es válida</translation>
    </message>
    <message>
        <source>this is not valid syntax: is a comma missing?</source>
        <translation>esta sintaxis no es válida: ¿falta una coma?</translation>
    </message>
    <message>
        <source>this is not valid syntax: &apos;{0}&apos; is never closed</source>
        <translation>esta sintaxis no es válida: &apos;{0}&apos; nunca se cierra</translation>
    </message>
    <message>
        <source>this is not valid syntax: &apos;{0}&apos; closes nothing that was opened</source>
        <translation>esta sintaxis no es válida: &apos;{0}&apos; no cierra nada que se haya abierto</translation>
    </message>
    <message>
        <source>this is not valid syntax: a line starts with spaces; each line starts at its first column</source>
        <translation>esta sintaxis no es válida: una línea empieza con espacios; cada línea empieza en su primera columna</translation>
    </message>
    <message>
        <source>the expression is nested more than {0} levels deep</source>
        <translation>la expresión tiene más de {0} niveles de anidamiento</translation>
    </message>
    <message>
        <source>loops are not part of the expression language</source>
        <translation>los bucles no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>if statements are not part of the expression language</source>
        <translation>las instrucciones if no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>function definitions are not part of the expression language</source>
        <translation>las definiciones de funciones no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>class definitions are not part of the expression language</source>
        <translation>las definiciones de clases no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>return statements are not part of the expression language</source>
        <translation>las instrucciones return no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>del statements are not part of the expression language</source>
        <translation>las instrucciones del no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>augmented assignments (like x += 1; write x = x + 1) are not part of the expression language</source>
        <translation>las asignaciones aumentadas (como x += 1; escriba x = x + 1) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>annotated assignments (like x: int = 1) are not part of the expression language</source>
        <translation>las asignaciones anotadas (como x: int = 1) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>with statements are not part of the expression language</source>
        <translation>las instrucciones with no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>match statements are not part of the expression language</source>
        <translation>las instrucciones match no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>raise statements are not part of the expression language</source>
        <translation>las instrucciones raise no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>try statements are not part of the expression language</source>
        <translation>las instrucciones try no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>assert statements are not part of the expression language</source>
        <translation>las instrucciones assert no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>imports are not part of the expression language</source>
        <translation>las importaciones no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>global declarations are not part of the expression language</source>
        <translation>las declaraciones global no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>nonlocal declarations are not part of the expression language</source>
        <translation>las declaraciones nonlocal no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>pass statements are not part of the expression language</source>
        <translation>las instrucciones pass no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>break statements are not part of the expression language</source>
        <translation>las instrucciones break no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>continue statements are not part of the expression language</source>
        <translation>las instrucciones continue no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>boolean operators (and, or) are not part of the expression language</source>
        <translation>los operadores booleanos (and, or) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>the walrus operator (:=) is not part of the expression language</source>
        <translation>el operador morsa (:=) no forma parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>lambdas are not part of the expression language</source>
        <translation>las lambdas no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>conditional expressions (a if c else b) are not part of the expression language</source>
        <translation>las expresiones condicionales (a if c else b) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>dictionaries are not part of the expression language</source>
        <translation>los diccionarios no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>sets are not part of the expression language</source>
        <translation>los conjuntos no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>comprehensions are not part of the expression language</source>
        <translation>las comprensiones no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>generator expressions are not part of the expression language</source>
        <translation>las expresiones generadoras no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>await is not part of the expression language</source>
        <translation>await no forma parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>yield is not part of the expression language</source>
        <translation>yield no forma parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>comparisons (like &lt;, ==) are not part of the expression language</source>
        <translation>las comparaciones (como &lt;, ==) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>f-strings are not part of the expression language</source>
        <translation>las f-strings no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>indexing and slicing (like x[0]) are not part of the expression language</source>
        <translation>la indexación y las rebanadas (como x[0]) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>slices are not part of the expression language</source>
        <translation>las rebanadas no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>starred expressions (like *args) are not part of the expression language</source>
        <translation>las expresiones con asterisco (como *args) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not accessible: names starting with &apos;_&apos; are reserved</source>
        <translation>&apos;{0}&apos; no es accesible: los nombres que empiezan por &apos;_&apos; están reservados</translation>
    </message>
    <message>
        <source>chained assignments (a = b = ...) are not part of the expression language; assign one name per statement</source>
        <translation>las asignaciones encadenadas (a = b = ...) no forman parte del lenguaje de expresiones; asigne un solo nombre por instrucción</translation>
    </message>
    <message>
        <source>assignments to several names at once are not part of the expression language</source>
        <translation>las asignaciones a varios nombres a la vez no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>only a plain name can be assigned to, like y = x.sqr()</source>
        <translation>solo se puede asignar a un nombre simple, como y = x.sqr()</translation>
    </message>
    <message>
        <source>names starting with &apos;_&apos; are reserved; pick another name</source>
        <translation>los nombres que empiezan por &apos;_&apos; están reservados; elija otro nombre</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is the name of a constructor; pick another name</source>
        <translation>&apos;{0}&apos; es el nombre de un constructor; elija otro nombre</translation>
    </message>
    <message>
        <source>this must be a name in quotes, like &quot;f64&quot; or &quot;cpu&quot;</source>
        <translation>esto debe ser un nombre entre comillas, como &quot;f64&quot; o &quot;cpu&quot;</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not part of the expression language</source>
        <translation>&apos;{0}&apos; no forma parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>text in quotes is only allowed as a dtype or device, like var(1.0, dtype=&quot;f64&quot;) or x.to_dtype(&quot;f64&quot;)</source>
        <translation>el texto entre comillas solo se admite como dtype o dispositivo, como var(1.0, dtype=&quot;f64&quot;) o x.to_dtype(&quot;f64&quot;)</translation>
    </message>
    <message>
        <source>True, False and None are not part of the expression language</source>
        <translation>True, False y None no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>this whole number is too large; write it as a float, like 1e20</source>
        <translation>este número entero es demasiado grande; escríbalo como número de coma flotante, como 1e20</translation>
    </message>
    <message>
        <source>this number is too small to be a float: it would be 0; write 0, or a larger number</source>
        <translation>este número es demasiado pequeño para ser de coma flotante: valdría 0; escriba 0 o un número mayor</translation>
    </message>
    <message>
        <source>complex numbers (like 2j) are not part of the expression language</source>
        <translation>los números complejos (como 2j) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>{0} values are not part of the expression language</source>
        <translation>los valores {0} no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is read as &apos;{1}&apos;: look-alike letters count as the plain ones; write &apos;{1}&apos;</source>
        <translation>&apos;{0}&apos; se lee como &apos;{1}&apos;: las letras de aspecto parecido cuentan como las normales; escriba &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>{0} is not a name the language knows; numbers are written with digits, like 1e30</source>
        <translation>{0} no es un nombre que el lenguaje conozca; los números se escriben con dígitos, como 1e30</translation>
    </message>
    <message>
        <source>{0} is a constructor; call it, like {0}(...)</source>
        <translation>{0} es un constructor; llámelo, como {0}(...)</translation>
    </message>
    <message>
        <source>names starting with &apos;_&apos; are reserved</source>
        <translation>los nombres que empiezan por &apos;_&apos; están reservados</translation>
    </message>
    <message>
        <source>unknown name &apos;{0}&apos;; did you mean: {1}?</source>
        <translation>nombre desconocido &apos;{0}&apos;; ¿quería decir: {1}?</translation>
    </message>
    <message>
        <source>unknown name &apos;{0}&apos;; assign it first, like {0} = var(1.0)</source>
        <translation>nombre desconocido &apos;{0}&apos;; asígnelo primero, como {0} = var(1.0)</translation>
    </message>
    <message>
        <source>lists are only allowed as tensor data, like var([1.0, 2.0]); write a shape as a tuple, like zeros((2, 3))</source>
        <translation>las listas solo se admiten como datos de un tensor, como var([1.0, 2.0]); escriba las formas como tuplas, p. ej. zeros((2, 3))</translation>
    </message>
    <message>
        <source>lists are only allowed as tensor data, like var([1.0, 2.0])</source>
        <translation>las listas solo se admiten como datos de un tensor, como var([1.0, 2.0])</translation>
    </message>
    <message>
        <source>tuples are only allowed as shapes, like zeros((2, 3)) or x.reshape((2, 3))</source>
        <translation>las tuplas solo se admiten como formas, como zeros((2, 3)) o x.reshape((2, 3))</translation>
    </message>
    <message>
        <source>the operator {0} is not part of the expression language</source>
        <translation>el operador {0} no forma parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>boolean operators (not) are not part of the expression language</source>
        <translation>los operadores booleanos (not) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>{0} is an operation; call it, like x.{0}()</source>
        <translation>{0} es una operación; llámela, como x.{0}()</translation>
    </message>
    <message>
        <source>reading attributes (like x.{0}) is not part of the expression language; only operations can be called, like x.sqr()</source>
        <translation>leer atributos (como x.{0}) no forma parte del lenguaje de expresiones; solo se pueden llamar operaciones, como x.sqr()</translation>
    </message>
    <message>
        <source>only var, tensor, zeros, ones, randn and operations like x.sqr() can be called</source>
        <translation>solo se pueden llamar var, tensor, zeros, ones, randn y operaciones como x.sqr()</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; cannot be called; only var, tensor, zeros, ones and randn can be called by name</source>
        <translation>&apos;{0}&apos; no se puede llamar; solo var, tensor, zeros, ones y randn se pueden llamar por su nombre</translation>
    </message>
    <message>
        <source>starred arguments (like *args) are not part of the expression language</source>
        <translation>los argumentos con asterisco (como *args) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>unpacked keyword arguments (like **kwargs) are not part of the expression language</source>
        <translation>los argumentos de palabra clave desempaquetados (como **kwargs) no forman parte del lenguaje de expresiones</translation>
    </message>
    <message>
        <source>{0}= is given twice in this call; keep one of them</source>
        <translation>{0}= aparece dos veces en esta llamada; deje solo uno</translation>
    </message>
    <message>
        <source>{0} is an operation; call it on a tensor, like x.{0}()</source>
        <translation>{0} es una operación; llámela sobre un tensor, como x.{0}()</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; cannot be called; did you mean: {1}?</source>
        <translation>&apos;{0}&apos; no se puede llamar; ¿quería decir: {1}?</translation>
    </message>
    <message>
        <source>{0} takes one positional argument: {1}</source>
        <translation>{0} recibe un argumento posicional: {1}</translation>
    </message>
    <message>
        <source>{0} accepts only seed=, dtype= and device= as keywords: {1}</source>
        <translation>{0} solo acepta seed=, dtype= y device= como argumentos de palabra clave: {1}</translation>
    </message>
    <message>
        <source>{0} accepts only dtype= and device= as keywords: {1}</source>
        <translation>{0} solo acepta dtype= y device= como argumentos de palabra clave: {1}</translation>
    </message>
    <message>
        <source>unknown operation &apos;{0}&apos;; did you mean: {1}?</source>
        <translation>operación desconocida &apos;{0}&apos;; ¿quería decir: {1}?</translation>
    </message>
    <message>
        <source>unknown operation &apos;{0}&apos;</source>
        <translation>operación desconocida &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>operations take their arguments by position, like x.affine(3, 0), not {0}=</source>
        <translation>las operaciones reciben sus argumentos por posición, como x.affine(3, 0), no con {0}=</translation>
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
    <name>Figures</name>
    <message>
        <source>Computing the figures…</source>
        <translation>Calculando las cifras…</translation>
    </message>
    <message>
        <source>the section&apos;s figures</source>
        <translation>las cifras de la sección</translation>
    </message>
    <message>
        <source>An exercise: Check My Answer compares the figures of your program with the solution&apos;s.</source>
        <translation>Un ejercicio: Comprobar mi respuesta compara las cifras de tu programa con las de la solución.</translation>
    </message>
    <message>
        <source>This section computes no figures.</source>
        <translation>Esta sección no calcula ninguna cifra.</translation>
    </message>
    <message>
        <source>Not computed: a step before it failed (the problem is said above the figures).</source>
        <translation>Sin calcular: un paso anterior falló (el problema se indica encima de las cifras).</translation>
    </message>
    <message>
        <source>after a run</source>
        <translation>tras una ejecución</translation>
    </message>
    <message>
        <source>Shown once the run of “{0}” ends: Train &gt; Start Training.</source>
        <translation>Se muestra cuando termine la ejecución «{0}»: Entrenamiento &gt; Iniciar entrenamiento.</translation>
    </message>
    <message>
        <source>{0} (shape {1}, {2})</source>
        <translation>{0} (forma {1}, {2})</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <source>Figures of this section</source>
        <translation>Cifras de esta sección</translation>
    </message>
    <message>
        <source>What the section computes, live: hover a row for its whole value</source>
        <translation>Lo que calcula la sección, en vivo: pasa el puntero por una fila para ver su valor entero</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>se cumple</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>no se cumple</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
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
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Relative gap</source>
        <translation>Diferencia relativa</translation>
    </message>
    <message>
        <source>The largest gap between backward and the estimate, relative to the slope it is measured against: what is held to the tolerance</source>
        <translation>La mayor diferencia entre backward y la estimación, relativa a la pendiente con la que se compara: es lo que se contrasta con la tolerancia</translation>
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
        <source>Tangent</source>
        <translation>Tangente</translation>
    </message>
    <message>
        <source>All points</source>
        <translation>Todos los puntos</translation>
    </message>
    <message>
        <source>The gradient of the same loss over every training point, at the same weights: the batch&apos;s, of which this one point&apos;s gradient is a part</source>
        <translation>El gradiente de la misma pérdida sobre todos los puntos de entrenamiento, con los mismos pesos: el del lote, del que el gradiente de este punto es una parte</translation>
    </message>
    <message>
        <source>The tangents the sweep has carried so far; hover a value for full precision</source>
        <translation>Las tangentes que el barrido ha llevado hasta ahora; pasa el puntero por un valor para verlo con toda su precisión</translation>
    </message>
    <message>
        <source>Step the forward sweep to fill the table</source>
        <translation>Avanza el barrido hacia delante para llenar la tabla</translation>
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
        <source>{0} has one contribution so far: {1}</source>
        <translation>{0} tiene una sola contribución por ahora: {1}</translation>
    </message>
    <message>
        <source>How the gradient of {0} was summed: {1}</source>
        <translation>Cómo se sumó el gradiente de {0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>{0} over every point: {1}</source>
        <translation>{0} sobre todos los puntos: {1}</translation>
    </message>
</context>
<context>
    <name>GraphExporter</name>
    <message>
        <source>{0!r}: give the size as WIDTHxHEIGHT, such as 1600x900, each side from {1} to {2} pixels</source>
        <translation>{0!r}: indique el tamaño como ANCHOxALTO, por ejemplo 1600x900, cada lado de {1} a {2} píxeles</translation>
    </message>
    <message>
        <source>Size of the picture in pixels (width x height):</source>
        <translation>Tamaño de la imagen en píxeles (ancho x alto):</translation>
    </message>
    <message>
        <source>there is no walk to export</source>
        <translation>no hay ningún recorrido que exportar</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>Exportar grafo</translation>
    </message>
    <message>
        <source>Slide size</source>
        <translation>Tamaño de la diapositiva</translation>
    </message>
    <message>
        <source>The picture&apos;s size in pixels; a graph too big to read at this size gets a bigger slide of the same shape</source>
        <translation>El tamaño de la imagen en píxeles; un grafo demasiado grande para leerse a este tamaño recibe una diapositiva mayor de la misma forma</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Draw what the shapes and marks mean under the graph</source>
        <translation>Dibujar bajo el grafo qué significan las formas y las marcas</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Pie de la etapa</translation>
    </message>
    <message>
        <source>Write the step&apos;s sentence under the graph</source>
        <translation>Escribir la frase del paso bajo el grafo</translation>
    </message>
    <message>
        <source>Slide:</source>
        <translation>Diapositiva:</translation>
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
        <source>has a tangent</source>
        <translation>tiene tangente</translation>
    </message>
    <message>
        <source>no tangent</source>
        <translation>sin tangente</translation>
    </message>
    <message>
        <source>edge walked</source>
        <translation>arista recorrida</translation>
    </message>
    <message>
        <source>carries none</source>
        <translation>no lleva gradiente</translation>
    </message>
    <message>
        <source>A Var: a tensor the engine tracks. Its gradient is what the walk is for.</source>
        <translation>Una Var: un tensor que el motor sigue. Su gradiente es el objetivo del recorrido.</translation>
    </message>
    <message>
        <source>A tensor that is not tracked (a number, data, the result of detach): the walk passes it a gradient only as a direct input of an operation.</source>
        <translation>Un tensor no seguido (un número, datos, el resultado de detach): el recorrido solo le pasa un gradiente como entrada directa de una operación.</translation>
    </message>
    <message>
        <source>The result of an operation; its name and inputs are written inside.</source>
        <translation>El resultado de una operación; su nombre y sus entradas están escritos dentro.</translation>
    </message>
    <message>
        <source>The edges the last step passed a gradient along, with their local derivative and what they passed.</source>
        <translation>Las aristas por las que el último paso pasó un gradiente, con su derivada local y lo que pasaron.</translation>
    </message>
    <message>
        <source>The node the walk is visiting now: its gradient goes to its inputs.</source>
        <translation>El nodo que el recorrido visita ahora: su gradiente va a sus entradas.</translation>
    </message>
    <message>
        <source>A node the walk has visited: its gradient is complete and passed on.</source>
        <translation>Un nodo ya visitado: su gradiente está completo y transmitido.</translation>
    </message>
    <message>
        <source>A node no gradient reaches (after round, from an integer tensor, behind detach); hover it for the reason.</source>
        <translation>Un nodo al que no llega ningún gradiente (tras round, desde un tensor entero, detrás de detach); pase el ratón por encima para ver el motivo.</translation>
    </message>
    <message>
        <source>An edge that carries no gradient, drawn dashed and grey.</source>
        <translation>Una arista que no lleva gradiente, dibujada en gris discontinuo.</translation>
    </message>
    <message>
        <source>An edge an earlier step walked: it keeps its local derivative and what it passed.</source>
        <translation>Una arista que un paso anterior recorrió: conserva su derivada local y lo que pasó.</translation>
    </message>
    <message>
        <source>A node that has received a gradient and waits to be visited; a node reached twice shows its sum being built.</source>
        <translation>Un nodo que ha recibido un gradiente y espera su visita; un nodo alcanzado dos veces muestra cómo se construye su suma.</translation>
    </message>
    <message>
        <source>received a gradient</source>
        <translation>recibió un gradiente</translation>
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
        <source>layer</source>
        <translation>capa</translation>
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
        <source>opened into its elements</source>
        <translation>abierto en sus elementos</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>grad by unit {0}</source>
        <translation>grad por unidad {0}</translation>
    </message>
    <message>
        <source>Its operations, {0}, in one box: double-click it to see them and walk them one by one.</source>
        <translation>Sus operaciones, {0}, en un bloque: haga doble clic en él para verlas y recorrerlas una a una.</translation>
    </message>
    <message>
        <source>Its matrix product, bias and activation in one box: double-click it to see them and walk them one by one.</source>
        <translation>Su producto matricial, su sesgo y su activación en un bloque: haga doble clic en él para verlos y recorrerlos uno a uno.</translation>
    </message>
    <message>
        <source>Opened into its elements: double-click it, or one of its numbers, to draw it as one tensor again.</source>
        <translation>Abierto en sus elementos: haga doble clic en él, o en uno de sus números, para dibujarlo de nuevo como un solo tensor.</translation>
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
        <source>How much gradient reaches each unit (its mean size over the rows), against the layer&apos;s largest █; · none: {0}</source>
        <translation>Cuánto gradiente llega a cada unidad (su tamaño medio sobre las filas), frente al mayor de la capa █; · ninguno: {0}</translation>
    </message>
    <message>
        <source>grad by unit</source>
        <translation>grad por unidad</translation>
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
    <name>Help</name>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Gradwalk shows automatic differentiation at work, one node at a time. Write a program, see the graph the engine records, and walk the backward pass: each edge&apos;s local derivative, each node&apos;s gradient as it is summed. Sweep forward mode beside it, build whole Jacobians both ways, check gradients against finite differences, and train small models while their loss curves, landscapes and decision boundaries are drawn.&lt;/p&gt;&lt;p&gt;Its lessons:&lt;/p&gt;&lt;ul&gt;{1}&lt;/ul&gt;&lt;p&gt;A lesson is a folder of texts and programs: File &amp;gt; Open Lesson adds one. MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Gradwalk muestra la diferenciación automática en acción, un nodo cada vez. Escribe un programa, mira el grafo que registra el motor y recorre la pasada hacia atrás: la derivada local de cada arista, el gradiente de cada nodo a medida que se suma. Barre el modo hacia delante a su lado, construye jacobianas enteras en los dos sentidos, compara gradientes con diferencias finitas y entrena modelos pequeños mientras se dibujan sus curvas de pérdida, sus paisajes y sus fronteras de decisión.&lt;/p&gt;&lt;p&gt;Sus lecciones:&lt;/p&gt;&lt;ul&gt;{1}&lt;/ul&gt;&lt;p&gt;Una lección es una carpeta de textos y programas: Archivo &amp;gt; Abrir lección añade una. Licencia MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Jacobian</name>
    <message>
        <source>The program assigns nothing yet.</source>
        <translation>El programa aún no asigna nada.</translation>
    </message>
    <message>
        <source>{0} depends on no floating-point variable: its Jacobian has no columns.</source>
        <translation>{0} no depende de ninguna variable de coma flotante: su jacobiana no tiene columnas.</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point results have a Jacobian.</source>
        <translation>{0} es {1}: solo los resultados de coma flotante tienen jacobiana.</translation>
    </message>
    <message>
        <source>{0} has no elements: its Jacobian has no rows.</source>
        <translation>{0} no tiene elementos: su jacobiana no tiene filas.</translation>
    </message>
    <message>
        <source>The variables {0} depends on have no elements: its Jacobian has no columns.</source>
        <translation>Las variables de las que depende {0} no tienen elementos: su jacobiana no tiene columnas.</translation>
    </message>
    <message>
        <source>Running the sweeps…</source>
        <translation>Ejecutando los barridos…</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiana</translation>
    </message>
    <message>
        <source>the Jacobian&apos;s sweeps</source>
        <translation>los barridos de la jacobiana</translation>
    </message>
    <message>
        <source>Forward: {0} in {1}</source>
        <translation>Directo: {0} en {1}</translation>
    </message>
    <message>
        <source>Reverse: {0} in {1}</source>
        <translation>Inverso: {0} en {1}</translation>
    </message>
    <message>
        <source>1 sweep</source>
        <translation>1 barrido</translation>
    </message>
    <message>
        <source>{0} sweeps</source>
        <translation>{0} barridos</translation>
    </message>
    <message>
        <source>Last builds of this result: {0}</source>
        <translation>Últimas construcciones de este resultado: {0}</translation>
    </message>
    <message>
        <source>No Jacobian yet: Walk &gt; Build the Jacobian fills it, one sweep at a time.</source>
        <translation>Aún no hay jacobiana: Recorrido &gt; Construir la jacobiana la llena, un barrido cada vez.</translation>
    </message>
</context>
<context>
    <name>JacobianView</name>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiana</translation>
    </message>
    <message>
        <source>Jacobian matrix</source>
        <translation>Matriz jacobiana</translation>
    </message>
    <message>
        <source>One row per output element, one column per input element: a forward sweep fills a column, a reverse sweep a row</source>
        <translation>Una fila por elemento de salida, una columna por elemento de entrada: un barrido directo llena una columna, uno inverso una fila</translation>
    </message>
    <message>
        <source>No Jacobian yet: build one to watch it fill, one sweep at a time</source>
        <translation>Aún no hay jacobiana: construya una para verla llenarse, un barrido cada vez</translation>
    </message>
    <message>
        <source>Column {0}, filled by forward sweep {1}</source>
        <translation>Columna {0}, llenada por el barrido directo {1}</translation>
    </message>
    <message>
        <source>Row {0}, filled by reverse sweep {1}</source>
        <translation>Fila {0}, llenada por el barrido inverso {1}</translation>
    </message>
    <message>
        <source>∂{0}/∂{1} = {2}
{3}</source>
        <translation>∂{0}/∂{1} = {2}
{3}</translation>
    </message>
    <message>
        <source>Forward mode: 1 sweep, one per column, in {0}</source>
        <translation>Modo directo: 1 barrido, uno por columna, en {0}</translation>
    </message>
    <message>
        <source>Forward mode: {0} sweeps, one per column, in {1}</source>
        <translation>Modo directo: {0} barridos, uno por columna, en {1}</translation>
    </message>
    <message>
        <source>Reverse mode: 1 sweep, one per row, in {0}</source>
        <translation>Modo inverso: 1 barrido, uno por fila, en {0}</translation>
    </message>
    <message>
        <source>Reverse mode: {0} sweeps, one per row, in {1}</source>
        <translation>Modo inverso: {0} barridos, uno por fila, en {1}</translation>
    </message>
    <message>
        <source>Forward mode: {0} of 1 sweep, one per column</source>
        <translation>Modo directo: {0} de 1 barrido, uno por columna</translation>
    </message>
    <message>
        <source>Forward mode: {0} of {1} sweeps, one per column</source>
        <translation>Modo directo: {0} de {1} barridos, uno por columna</translation>
    </message>
    <message>
        <source>Reverse mode: {0} of 1 sweep, one per row</source>
        <translation>Modo inverso: {0} de 1 barrido, uno por fila</translation>
    </message>
    <message>
        <source>Reverse mode: {0} of {1} sweeps, one per row</source>
        <translation>Modo inverso: {0} de {1} barridos, uno por fila</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} rows and {2} of {3} columns</source>
        <translation>se muestran las primeras {0} de {1} filas y {2} de {3} columnas</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} rows</source>
        <translation>se muestran las primeras {0} de {1} filas</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} columns</source>
        <translation>se muestran las primeras {0} de {1} columnas</translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <source>Work in progress</source>
        <translation>Trabajo en curso</translation>
    </message>
    <message>
        <source>How far the work has got</source>
        <translation>Progreso del trabajo</translation>
    </message>
    <message>
        <source>({0} more waiting)</source>
        <translation>({0} más en espera)</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
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
        <source>The loss for every pair of w and b: dark is low, bright is high (log scale), lines join equal losses. The star is the lowest loss; each run&apos;s path ends in a dot where it is now. Right-click for the plot&apos;s commands.</source>
        <translation>La pérdida para cada par de w y b: oscuro es baja, claro es alta (escala log), las líneas unen pérdidas iguales. La estrella es la pérdida más baja; el camino de cada ejecución termina en un punto donde está ahora. Clic derecho para los comandos del gráfico.</translation>
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
        <source>lowest loss: w {0}, b {1}</source>
        <translation>pérdida más baja: w {0}, b {1}</translation>
    </message>
    <message>
        <source>log10 loss</source>
        <translation>log10 de la pérdida</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Expression Language</source>
        <translation>Lenguaje de expresiones</translation>
    </message>
    <message>
        <source>Find a word of the language</source>
        <translation>Buscar una palabra del lenguaje</translation>
    </message>
    <message>
        <source>Find: a name or a word, like keepdim, seed or random</source>
        <translation>Buscar: un nombre o una palabra, como keepdim, seed o random</translation>
    </message>
    <message>
        <source>The expression language</source>
        <translation>El lenguaje de expresiones</translation>
    </message>
    <message>
        <source>Making tensors</source>
        <translation>Crear tensores</translation>
    </message>
    <message>
        <source>Data is a number or a list of lists of numbers; a shape is a whole number or a tuple, like (2, 3).</source>
        <translation>Los datos son un número o una lista de listas de números; una forma es un número entero o una tupla, como (2, 3).</translation>
    </message>
    <message>
        <source>Their keywords</source>
        <translation>Sus palabras clave</translation>
    </message>
    <message>
        <source>Written after the data or the shape, each at most once: randn((2, 3), seed=1, dtype=&quot;f64&quot;).</source>
        <translation>Se escriben después de los datos o de la forma, cada una como mucho una vez: randn((2, 3), seed=1, dtype=&quot;f64&quot;).</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>A plain number may stand on either side (3 * x, 1 - p), and the exponent of ** must be one. Between two tensors, + - * / need the same shape: to stretch one over the other, use broadcast_add and its kin.</source>
        <translation>Un número suelto puede ir a cualquier lado (3 * x, 1 - p), y el exponente de ** debe ser uno. Entre dos tensores, + - * / necesitan la misma forma: para estirar uno sobre el otro, usa broadcast_add y sus parientes.</translation>
    </message>
    <message>
        <source>Operations on a tensor</source>
        <translation>Operaciones sobre un tensor</translation>
    </message>
    <message>
        <source>Called on a tensor, their arguments by position: x.affine(2.0, 1.0). Each records one node of the graph, with its backward rule; detach and clone record none. In the examples x, a and b are rows of three numbers, w a column of three.</source>
        <translation>Se llaman sobre un tensor, con sus argumentos por posición: x.affine(2.0, 1.0). Cada una registra un nodo del grafo, con su regla hacia atrás; detach y clone no registran ninguno. En los ejemplos, x, a y b son filas de tres números, w una columna de tres.</translation>
    </message>
    <message>
        <source>A program is one statement a line: a name, =, and an expression, like y = x.sqr() + 3 * x. Nothing else is part of the language: no loops, conditions, comparisons or indexing.</source>
        <translation>Un programa es una instrucción por línea: un nombre, = y una expresión, como y = x.sqr() + 3 * x. Nada más forma parte del lenguaje: ni bucles, ni condiciones, ni comparaciones, ni indexación.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Escribe</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>Nothing in the language matches “{0}”.</source>
        <translation>Nada en el lenguaje coincide con «{0}».</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>{0} of {1} saturated</source>
        <translation>{0} de {1} saturadas</translation>
    </message>
    <message>
        <source>{0} of {1} units are saturated: their {2} is flat on nearly every row, so little gradient passes back through them</source>
        <translation>{0} de {1} unidades están saturadas: su {2} es plana en casi todas las filas, así que poco gradiente vuelve a través de ellas</translation>
    </message>
    <message>
        <source>{0} of {1} dead</source>
        <translation>{0} de {1} muertas</translation>
    </message>
    <message>
        <source>{0} of {1} units are dead: 0 on every row, so no gradient passes back through them</source>
        <translation>{0} de {1} unidades están muertas: 0 en todas las filas, así que ningún gradiente vuelve a través de ellas</translation>
    </message>
    <message>
        <source>loss of {0} operations</source>
        <translation>pérdida de {0} operaciones</translation>
    </message>
    <message>
        <source>layer {0}</source>
        <translation>capa {0}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>lesson {0} has no section {1}; its sections are: {2}</source>
        <translation>la lección {0} no tiene ninguna sección {1}; sus secciones son: {2}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>no lesson {0} in {1} (lessons there: {2})</source>
        <translation>no hay ninguna lección {0} en {1} (lecciones que hay: {2})</translation>
    </message>
    <message>
        <source>the step&apos;s value must be a table, like {{ of = &quot;y&quot; }}</source>
        <translation>el valor del paso debe ser una tabla, como {{ of = &quot;y&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be text, like &quot;y&quot;</source>
        <translation>{0} debe ser un texto, como &quot;y&quot;</translation>
    </message>
    <message>
        <source>{0} must be a name or a list of names, like [&quot;x&quot;, &quot;y&quot;]</source>
        <translation>{0} debe ser un nombre o una lista de nombres, como [&quot;x&quot;, &quot;y&quot;]</translation>
    </message>
    <message>
        <source>{0} must be an expression, as text, like &quot;w - 1&quot;, or a number</source>
        <translation>{0} debe ser una expresión, como texto, por ejemplo &quot;w - 1&quot;, o un número</translation>
    </message>
    <message>
        <source>{0} must be true or false</source>
        <translation>{0} debe ser true o false</translation>
    </message>
    <message>
        <source>{0} must be a table of names, like {{ x = &quot;dy_dx&quot; }}</source>
        <translation>{0} debe ser una tabla de nombres, como {{ x = &quot;dy_dx&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be a table</source>
        <translation>{0} debe ser una tabla</translation>
    </message>
    <message>
        <source>{0} must be a list of step numbers, like [1, 10]</source>
        <translation>{0} debe ser una lista de números de paso, como [1, 10]</translation>
    </message>
    <message>
        <source>&apos;note&apos; must be a text, or a table of languages and texts, like {{ en = &quot;...&quot;, fr = &quot;...&quot; }}</source>
        <translation>&apos;note&apos; debe ser un texto, o una tabla de idiomas y textos, como {{ en = &quot;...&quot;, fr = &quot;...&quot; }}</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; lists the names of the hidden layers, like [&quot;h1&quot;, &quot;h2&quot;]</source>
        <translation>&apos;hidden&apos; enumera los nombres de las capas ocultas, como [&quot;h1&quot;, &quot;h2&quot;]</translation>
    </message>
    <message>
        <source>&apos;classify&apos; names the logit and the labels, and may name the points: {{ logit = &quot;z&quot;, labels = &quot;y&quot;, points = &quot;X&quot; }}</source>
        <translation>&apos;classify&apos; nombra el logit y las etiquetas, y puede nombrar los puntos: {{ logit = &quot;z&quot;, labels = &quot;y&quot;, points = &quot;X&quot; }}</translation>
    </message>
    <message>
        <source>&apos;a&apos; and &apos;b&apos; must name as many values each, not {0} and {1}</source>
        <translation>&apos;a&apos; y &apos;b&apos; deben nombrar el mismo número de valores, no {0} y {1}</translation>
    </message>
    <message>
        <source>{0} has no key {1}; did you mean {2}? Its keys are: {3}</source>
        <translation>{0} no tiene la clave {1}; ¿quiso decir {2}? Sus claves son: {3}</translation>
    </message>
    <message>
        <source>{0} has no key {1}; its keys are: {2}</source>
        <translation>{0} no tiene la clave {1}; sus claves son: {2}</translation>
    </message>
    <message>
        <source>a note&apos;s braces must pair up, like {0}; write {1} and {2} for a brace itself</source>
        <translation>las llaves de una nota deben ir por pares, como {0}; escriba {1} y {2} para una llave sola</translation>
    </message>
    <message>
        <source>a note&apos;s {0} must hold a name of the section, like {1}</source>
        <translation>el campo {0} de una nota debe contener un nombre de la sección, como {1}</translation>
    </message>
    <message>
        <source>a note&apos;s {0} takes no conversion (!r, !s, !a): it shows the value as the transcript does</source>
        <translation>el campo {0} de una nota no admite conversión (!r, !s, !a): muestra el valor como lo hace la transcripción</translation>
    </message>
    <message>
        <source>the format of {0} cannot hold another field</source>
        <translation>el formato de {0} no puede contener otro campo</translation>
    </message>
    <message>
        <source>the format of {0} asks for a width or a precision above {1}, the most a note&apos;s field takes</source>
        <translation>el formato de {0} pide un ancho o una precisión mayor que {1}, lo máximo que admite un campo de nota</translation>
    </message>
    <message>
        <source>the format of {0} is not one for text: a note shows each value as text, aligned and cut as {1} or {2} say</source>
        <translation>el formato de {0} no es un formato de texto: una nota muestra cada valor como texto, alineado y cortado como indican {1} o {2}</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>{0} must name a file inside the lesson&apos;s folder</source>
        <translation>{0} debe nombrar un archivo dentro de la carpeta de la lección</translation>
    </message>
    <message>
        <source>{0} is a link that leads out of the lesson&apos;s folder; a lesson may only use files inside it</source>
        <translation>{0} es un enlace que sale de la carpeta de la lección; una lección solo puede usar archivos que estén dentro de ella</translation>
    </message>
    <message>
        <source>a folder, where a file is expected</source>
        <translation>una carpeta, donde se espera un archivo</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ese archivo no existe</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe?); a lesson&apos;s files are text</source>
        <translation>no es un archivo normal (¿un dispositivo o una tubería?); los archivos de una lección son texto</translation>
    </message>
    <message>
        <source>the file holds {0} bytes, more than the {1} a lesson&apos;s file may hold</source>
        <translation>el archivo contiene {0} bytes, más de los {1} que puede contener un archivo de lección</translation>
    </message>
    <message>
        <source>the file cannot be read: {0}</source>
        <translation>no se puede leer el archivo: {0}</translation>
    </message>
    <message>
        <source>the file holds more than {0} bytes, more than a lesson&apos;s file may hold</source>
        <translation>el archivo contiene más de {0} bytes, más de lo que puede contener un archivo de lección</translation>
    </message>
    <message>
        <source>the file holds a NUL byte, found only in binary files: it is not text</source>
        <translation>el archivo contiene un byte NUL, que solo aparece en archivos binarios: no es texto</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x{0:02x} cannot be read); save it as UTF-8</source>
        <translation>el archivo no es texto UTF-8 (no se puede leer el byte 0x{0:02x}); guárdelo como UTF-8</translation>
    </message>
    <message>
        <source>arrays and tables nest more than {0} deep here; a lesson needs a few levels</source>
        <translation>aquí las listas y las tablas se anidan en más de {0} niveles; una lección solo necesita unos pocos</translation>
    </message>
    <message>
        <source>not valid TOML: {0}</source>
        <translation>no es TOML válido: {0}</translation>
    </message>
    <message>
        <source>a whole number here is written with more than {0} digits; a lesson&apos;s numbers are far shorter</source>
        <translation>aquí se escribe un número entero con más de {0} cifras; los números de una lección son mucho más cortos</translation>
    </message>
    <message>
        <source>arrays and tables nest too deep; a lesson needs a few levels</source>
        <translation>las listas y las tablas tienen demasiados niveles de anidamiento; una lección solo necesita unos pocos</translation>
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
    <name>LongJobs</name>
    <message>
        <source>{0} failed: {1}</source>
        <translation>{0}: ha fallado ({1})</translation>
    </message>
    <message>
        <source>Cancelled: {0}.</source>
        <translation>Cancelado: {0}.</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Accuracy plot</source>
        <translation>Gráfica de exactitud</translation>
    </message>
    <message>
        <source>Accuracy of each run against the step</source>
        <translation>Exactitud de cada ejecución según el paso</translation>
    </message>
    <message>
        <source>The share of points each run classifies right at each step, on the training points and (dashed) on the held-out ones. Hover a curve to read its values.</source>
        <translation>La parte de los puntos que cada ejecución clasifica bien en cada paso, en los puntos de entrenamiento y (a trazos) en los de validación. Pase el ratón sobre una curva para leer sus valores.</translation>
    </message>
    <message>
        <source>Loss plot</source>
        <translation>Gráfica de pérdida</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Pérdida de cada ejecución en función del paso</translation>
    </message>
    <message>
        <source>The loss of each run at each step. Hover a curve to read its values; the wheel zooms, dragging pans, right-click for the plot&apos;s commands.</source>
        <translation>La pérdida de cada ejecución en cada paso. Pase el ratón por una curva para leer sus valores; la rueda amplía, arrastrar desplaza, clic derecho para los comandos del gráfico.</translation>
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
        <source>accuracy</source>
        <translation>exactitud</translation>
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
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>validación</translation>
    </message>
    <message>
        <source>too large to draw from step {0}</source>
        <translation>demasiado grande para dibujarla desde el paso {0}</translation>
    </message>
    <message>
        <source>not finite from step {0}</source>
        <translation>no finita desde el paso {0}</translation>
    </message>
    <message>
        <source>leaves the chart at step {0}: accuracy {1}</source>
        <translation>sale de la gráfica en el paso {0}: exactitud {1}</translation>
    </message>
    <message>
        <source>leaves the chart at step {0}: loss {1}</source>
        <translation>sale del gráfico en el paso {0}: pérdida {1}</translation>
    </message>
    <message>
        <source>learning rate {0} → {1}</source>
        <translation>tasa de aprendizaje {0} → {1}</translation>
    </message>
    <message>
        <source>{0}, step {1}: accuracy {2}</source>
        <translation>{0}, paso {1}: exactitud {2}</translation>
    </message>
    <message>
        <source>{0}, step {1}: loss {2}</source>
        <translation>{0}, paso {1}: pérdida {2}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2} from this one)</source>
        <translation>{0}: {1} ({2} respecto a esta)</translation>
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
        <source>Variables seeded</source>
        <translation>Variables sembradas</translation>
    </message>
    <message>
        <source>Forward mode: which variables move (each element along 1), the others stay where they are; the sweep then gives every node&apos;s rate of change along that direction</source>
        <translation>Modo directo: qué variables se mueven (cada elemento a lo largo de 1); las demás se quedan donde están, y el barrido da la tasa de cambio de cada nodo en esa dirección</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
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
        <source>The selected node, whole</source>
        <translation>El nodo seleccionado, completo</translation>
    </message>
    <message>
        <source>The node you clicked, with every value; click the background to close</source>
        <translation>El nodo en el que hizo clic, con todos sus valores; haga clic en el fondo para cerrar</translation>
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
        <source>Code</source>
        <translation>Código</translation>
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
        <source>Recorded Step, as Each Replay Runs It</source>
        <translation>Paso grabado, tal como lo ejecuta cada reproducción</translation>
    </message>
    <message>
        <source>Sweeps that build the Jacobian</source>
        <translation>Barridos que construyen la jacobiana</translation>
    </message>
    <message>
        <source>Forward sweeps seed one input element each and fill a column; backward sweeps start from one output element each and fill a row</source>
        <translation>Cada barrido directo siembra un elemento de entrada y llena una columna; cada barrido inverso parte de un elemento de salida y llena una fila</translation>
    </message>
    <message>
        <source>Forward sweeps: one per column</source>
        <translation>Barridos directos: uno por columna</translation>
    </message>
    <message>
        <source>Backward sweeps: one per row</source>
        <translation>Barridos inversos: uno por fila</translation>
    </message>
    <message>
        <source>Build with:</source>
        <translation>Construir con:</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiana</translation>
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
        <translation>Aparie&amp;ncia</translation>
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
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>The lesson in {0} could not be opened again and is no longer listed.</source>
        <translation>La lección de {0} no se pudo volver a abrir y ya no aparece en la lista.</translation>
    </message>
    <message>
        <source>{0} lessons opened before could not be opened again and are no longer listed: {1}</source>
        <translation>{0} lecciones abiertas antes no se han podido volver a abrir y ya no están en la lista: {1}</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Abrir lección</translation>
    </message>
    <message>
        <source>Checking the lesson in {0}…</source>
        <translation>Comprobando la lección en {0}…</translation>
    </message>
    <message>
        <source>Checking the lesson {0}</source>
        <translation>Comprobando la lección {0}</translation>
    </message>
    <message>
        <source>the check of the lesson</source>
        <translation>la comprobación de la lección</translation>
    </message>
    <message>
        <source>The lesson in {0} was not opened: {1}</source>
        <translation>La lección de {0} no se abrió: {1}</translation>
    </message>
    <message>
        <source>A step of the lesson takes too long. Check it with gradwalk check-lesson, which names the step.</source>
        <translation>Un paso de la lección tarda demasiado. Compruebe la lección con gradwalk check-lesson, que indica qué paso es.</translation>
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
        <source>Graph of One Point</source>
        <translation>Grafo de un solo punto</translation>
    </message>
    <message>
        <source>The training point to run the program on alone, 0 to {0} (or click one in the decision boundary):</source>
        <translation>El punto de entrenamiento sobre el que ejecutar el programa solo, de 0 a {0} (o haga clic en uno en la frontera de decisión):</translation>
    </message>
    <message>
        <source>There is no training point {0} here.</source>
        <translation>Aquí no hay un punto de entrenamiento {0}.</translation>
    </message>
    <message>
        <source>At step {0} of “{1}”</source>
        <translation>En el paso {0} de «{1}»</translation>
    </message>
    <message>
        <source>The program runs with {0} as the run “{1}” had them after step {2} (Train &gt; Graph at the Run&apos;s Weights)</source>
        <translation>El programa se ejecuta con {0} como los tenía la ejecución «{1}» tras el paso {2} (Entrenamiento &gt; Grafo con los pesos de la ejecución)</translation>
    </message>
    <message>
        <source>point {0} of {1} alone</source>
        <translation>punto {0} de {1}, solo</translation>
    </message>
    <message>
        <source>The program runs on training point {0} alone: {1} hold its row only (Train &gt; Graph of One Point)</source>
        <translation>El programa se ejecuta solo sobre el punto de entrenamiento {0}: {1} contienen solo su fila (Entrenamiento &gt; Grafo de un solo punto)</translation>
    </message>
    <message>
        <source>Stop the training first: switching language shows the runs anew</source>
        <translation>Detenga primero el entrenamiento: cambiar de idioma vuelve a mostrar las ejecuciones</translation>
    </message>
    <message>
        <source>{0} — Gradwalk</source>
        <translation>{0} — Gradwalk</translation>
    </message>
    <message>
        <source>Walk &gt; Check Gradients with Finite Differences compares backward with central differences.</source>
        <translation>Recorrido &gt; Comprobar los gradientes con diferencias finitas compara backward con las diferencias centradas.</translation>
    </message>
    <message>
        <source>Preparing the section&apos;s training</source>
        <translation>Preparando el entrenamiento de la sección</translation>
    </message>
    <message>
        <source>preparing the section&apos;s training</source>
        <translation>la preparación del entrenamiento de la sección</translation>
    </message>
    <message>
        <source>The section&apos;s training could not be prepared: {0}</source>
        <translation>No se pudo preparar el entrenamiento de la sección: {0}</translation>
    </message>
    <message>
        <source>the program changed</source>
        <translation>el programa cambió</translation>
    </message>
    <message>
        <source>The check was stopped: {0}. Check again to compare the new program.</source>
        <translation>Se detuvo la comprobación: {0}. Vuelva a comprobar para comparar el nuevo programa.</translation>
    </message>
    <message>
        <source>The check was stopped: {0}. Check My Answer again to check the new program.</source>
        <translation>Se detuvo la comprobación: {0}. Vuelva a usar Comprobar mi respuesta para comprobar el nuevo programa.</translation>
    </message>
    <message>
        <source>The program has changed since it was checked: these findings are about the program as it was. Check My Answer again to check this one.</source>
        <translation>El programa ha cambiado desde que se comprobó: estos resultados se refieren al programa tal como era. Vuelva a usar Comprobar mi respuesta para comprobar este.</translation>
    </message>
    <message>
        <source>Could not save what you typed: {0}</source>
        <translation>No se pudo guardar lo que escribió: {0}</translation>
    </message>
    <message>
        <source>What you typed was saved. {0}</source>
        <translation>Lo que ha escrito se ha guardado. {0}</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <source>the program</source>
        <translation>el programa</translation>
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
        <source>every variable</source>
        <translation>todas las variables</translation>
    </message>
    <message>
        <source>a direction…</source>
        <translation>una dirección…</translation>
    </message>
    <message>
        <source>{0} ({1} elements)</source>
        <translation>{0} ({1} elementos)</translation>
    </message>
    <message>
        <source>Seed a Direction</source>
        <translation>Sembrar una dirección</translation>
    </message>
    <message>
        <source>The tangent of each variable that moves, as name = numbers (one number for all of its elements), the variables separated by ;. A variable left out stays still.
Variables: {0}</source>
        <translation>La tangente de cada variable que se mueve, como nombre = números (un solo número para todos sus elementos), las variables separadas por ;. Una variable que no se nombra se queda quieta.
Variables: {0}</translation>
    </message>
    <message>
        <source>Tangents after the steps so far</source>
        <translation>Tangentes tras los pasos dados</translation>
    </message>
    <message>
        <source>Tangents</source>
        <translation>Tangentes</translation>
    </message>
    <message>
        <source>The current step of the forward sweep, in words</source>
        <translation>El paso actual del barrido hacia delante, en palabras</translation>
    </message>
    <message>
        <source>{0} has no name in the program: assign it to a name to build on it with the palette.</source>
        <translation>{0} no tiene nombre en el programa: asígnelo a un nombre para seguir construyendo a partir de él con la paleta.</translation>
    </message>
    <message>
        <source>No tangent yet — step the sweep</source>
        <translation>Aún no hay tangente — avance el barrido</translation>
    </message>
    <message>
        <source>No gradient yet — step the walk</source>
        <translation>Aún no hay gradiente — avance el recorrido</translation>
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
        <source>the finite-difference check</source>
        <translation>la comprobación con diferencias finitas</translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s code</source>
        <translation>Restablecer el código de la lección</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <source>Design the network: make its weights with var(...), compute the logit {0} and the loss. Check My Answer trains every Var it makes (learning rate {1}, {2} steps) and measures its accuracy on held-out points: at least {3} passes.</source>
        <translation>Diseñe la red: cree sus pesos con var(...), calcule el logit {0} y la pérdida. Comprobar mi respuesta entrena todas las Var que crea (tasa de aprendizaje {1}, {2} pasos) y mide su exactitud en puntos de validación: con {3} o más, aprueba.</translation>
    </message>
    <message>
        <source>Write the loss and the Vars {0}; Check My Answer trains them by gradient descent (learning rate {1}, {2} steps) and compares the run with the solution&apos;s.</source>
        <translation>Escriba la pérdida y las Var {0}; Comprobar mi respuesta las entrena por descenso de gradiente (tasa de aprendizaje {1}, {2} pasos) y compara la ejecución con la de la solución.</translation>
    </message>
    <message>
        <source>Write your program below the given lines, then Check My Answer: its figures are compared with the solution&apos;s.</source>
        <translation>Escriba su programa debajo de las líneas dadas y luego use Comprobar mi respuesta: sus cifras se comparan con las de la solución.</translation>
    </message>
    <message>
        <source>Checking your answer</source>
        <translation>Comprobando su respuesta</translation>
    </message>
    <message>
        <source>the check of your answer</source>
        <translation>la comprobación de su respuesta</translation>
    </message>
    <message>
        <source>Use the solution</source>
        <translation>Usar la solución</translation>
    </message>
    <message>
        <source>There is no lesson {0} any more; the first lesson is shown.</source>
        <translation>La lección {0} ya no existe; se muestra la primera lección.</translation>
    </message>
    <message>
        <source>Lesson {0} has no section {1} any more; its first section is shown.</source>
        <translation>La lección {0} ya no tiene la sección {1}; se muestra su primera sección.</translation>
    </message>
    <message>
        <source>Unsaved text</source>
        <translation>Texto sin guardar</translation>
    </message>
    <message>
        <source>What you typed could not be saved: {0}

Close anyway, and lose it?</source>
        <translation>Lo que ha escrito no se ha podido guardar: {0}

¿Cerrar de todos modos y perderlo?</translation>
    </message>
    <message>
        <source>Stop the training before switching language.</source>
        <translation>Detenga el entrenamiento antes de cambiar de idioma.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Press {0} ({1}) to carry the tangents forward one node at a time: each step gives a node the tangents its inputs carry. {2} ({3}) takes a step back, {4} ({5}) runs to the end, {6} ({7}) starts again.</source>
        <translation>Pulse {0} ({1}) para llevar las tangentes hacia delante, un nodo cada vez: cada paso da a un nodo las tangentes que llevan sus entradas. {2} ({3}) retrocede un paso, {4} ({5}) va hasta el final, {6} ({7}) vuelve a empezar.</translation>
    </message>
    <message>
        <source>Press {0} ({1}) to walk the backward pass one node at a time: each step passes a node&apos;s gradient to its inputs. {2} ({3}) takes a step back, {4} ({5}) runs to the end, {6} ({7}) starts again.</source>
        <translation>Pulse {0} ({1}) para recorrer la pasada hacia atrás nodo a nodo: cada paso pasa el gradiente de un nodo a sus entradas. {2} ({3}) retrocede un paso, {4} ({5}) va hasta el final, {6} ({7}) vuelve a empezar.</translation>
    </message>
    <message>
        <source>About Gradwalk</source>
        <translation>Acerca de Gradwalk</translation>
    </message>
</context>
<context>
    <name>MarksDialog</name>
    <message>
        <source>What the Marks Mean</source>
        <translation>Qué significan las marcas</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>What the graph&apos;s marks mean</source>
        <translation>Qué significan las marcas del grafo</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>line</source>
        <translation>recta</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>cuadrático</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>logístico</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>a number is missing</source>
        <translation>falta un número</translation>
    </message>
    <message>
        <source>{0} is not a number</source>
        <translation>{0} no es un número</translation>
    </message>
    <message>
        <source>{0} is not a finite number</source>
        <translation>{0} no es un número finito</translation>
    </message>
    <message>
        <source>{0} is too large</source>
        <translation>{0} es demasiado grande</translation>
    </message>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} no es un número entero</translation>
    </message>
    <message>
        <source>{0} has a comma for its decimal mark; write {1}</source>
        <translation>{0} tiene una coma como separador decimal; escriba {1}</translation>
    </message>
    <message>
        <source>{0} has thousands separators; write {1}</source>
        <translation>{0} tiene separadores de miles; escriba {1}</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>y = a + b</source>
        <translation>y = a + b</translation>
    </message>
    <message>
        <source>y = a + b, stretching size-1 axes</source>
        <translation>y = a + b, estirando los ejes de tamaño 1</translation>
    </message>
    <message>
        <source>y = a − b</source>
        <translation>y = a − b</translation>
    </message>
    <message>
        <source>y = a − b, stretching size-1 axes</source>
        <translation>y = a − b, estirando los ejes de tamaño 1</translation>
    </message>
    <message>
        <source>y = a · b</source>
        <translation>y = a · b</translation>
    </message>
    <message>
        <source>y = a · b, stretching size-1 axes</source>
        <translation>y = a · b, estirando los ejes de tamaño 1</translation>
    </message>
    <message>
        <source>y = a / b</source>
        <translation>y = a / b</translation>
    </message>
    <message>
        <source>y = a / b, stretching size-1 axes</source>
        <translation>y = a / b, estirando los ejes de tamaño 1</translation>
    </message>
    <message>
        <source>y = −x</source>
        <translation>y = −x</translation>
    </message>
    <message>
        <source>y = x²</source>
        <translation>y = x²</translation>
    </message>
    <message>
        <source>y = √x</source>
        <translation>y = √x</translation>
    </message>
    <message>
        <source>y = eˣ</source>
        <translation>y = eˣ</translation>
    </message>
    <message>
        <source>y = ln x</source>
        <translation>y = ln x</translation>
    </message>
    <message>
        <source>y = tanh x</source>
        <translation>y = tanh x</translation>
    </message>
    <message>
        <source>y = 1/x</source>
        <translation>y = 1/x</translation>
    </message>
    <message>
        <source>y = max(x, 0)</source>
        <translation>y = max(x, 0)</translation>
    </message>
    <message>
        <source>y = 1/(1 + e⁻ˣ)</source>
        <translation>y = 1/(1 + e⁻ˣ)</translation>
    </message>
    <message>
        <source>y = ln(1 + eˣ)</source>
        <translation>y = ln(1 + eˣ)</translation>
    </message>
    <message>
        <source>y = |x|</source>
        <translation>y = |x|</translation>
    </message>
    <message>
        <source>y = m·x + c</source>
        <translation>y = m·x + c</translation>
    </message>
    <message>
        <source>y = xᵉ</source>
        <translation>y = xᵉ</translation>
    </message>
    <message>
        <source>nearest whole number</source>
        <translation>entero más cercano</translation>
    </message>
    <message>
        <source>round down</source>
        <translation>redondeo hacia abajo</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>redondeo hacia arriba</translation>
    </message>
    <message>
        <source>−1, 0 or 1</source>
        <translation>−1, 0 o 1</translation>
    </message>
    <message>
        <source>y = Σ x</source>
        <translation>y = Σ x</translation>
    </message>
    <message>
        <source>y = mean of x</source>
        <translation>y = media de x</translation>
    </message>
    <message>
        <source>y = Σ x along dims</source>
        <translation>y = Σ x a lo largo de los ejes dims</translation>
    </message>
    <message>
        <source>y = mean of x along dims</source>
        <translation>y = media de x a lo largo de los ejes dims</translation>
    </message>
    <message>
        <source>y = the largest x along dims</source>
        <translation>y = el mayor x a lo largo de los ejes dims</translation>
    </message>
    <message>
        <source>y = the smallest x along dims</source>
        <translation>y = el menor x a lo largo de los ejes dims</translation>
    </message>
    <message>
        <source>same numbers, new shape</source>
        <translation>mismos números, nueva forma</translation>
    </message>
    <message>
        <source>insert an axis of size 1</source>
        <translation>inserta un eje de tamaño 1</translation>
    </message>
    <message>
        <source>remove an axis of size 1</source>
        <translation>quita un eje de tamaño 1</translation>
    </message>
    <message>
        <source>swap two axes</source>
        <translation>intercambia dos ejes</translation>
    </message>
    <message>
        <source>repeat along size-1 axes</source>
        <translation>repite a lo largo de los ejes de tamaño 1</translation>
    </message>
    <message>
        <source>an independent copy</source>
        <translation>una copia independiente</translation>
    </message>
    <message>
        <source>y = x[i, j]: one element of x</source>
        <translation>y = x[i, j]: un elemento de x</translation>
    </message>
    <message>
        <source>y = a @ b</source>
        <translation>y = a @ b</translation>
    </message>
    <message>
        <source>convert the element type</source>
        <translation>convierte el tipo de los elementos</translation>
    </message>
    <message>
        <source>move to another device</source>
        <translation>mueve a otro dispositivo</translation>
    </message>
    <message>
        <source>a variable: the graph tracks it, and backward() gives its gradient (a floating-point one)</source>
        <translation>una variable: el grafo la sigue, y backward() da su gradiente (uno de coma flotante)</translation>
    </message>
    <message>
        <source>a plain tensor: numbers the graph does not track</source>
        <translation>un tensor simple: números que el grafo no sigue</translation>
    </message>
    <message>
        <source>a plain tensor of zeros, of the shape given</source>
        <translation>un tensor simple de ceros, de la forma dada</translation>
    </message>
    <message>
        <source>a plain tensor of ones, of the shape given</source>
        <translation>un tensor simple de unos, de la forma dada</translation>
    </message>
    <message>
        <source>a plain tensor of normal random numbers (mean 0, spread 1), the same numbers for the same seed on every machine</source>
        <translation>un tensor simple de números aleatorios normales (media 0, dispersión 1), los mismos números para la misma semilla en cualquier máquina</translation>
    </message>
    <message>
        <source>the element type, in quotes: {0}</source>
        <translation>el tipo de los elementos, entre comillas: {0}</translation>
    </message>
    <message>
        <source>where the numbers are kept, in quotes: &quot;cpu&quot;, or &quot;cuda&quot; on a machine with an NVIDIA GPU</source>
        <translation>dónde se guardan los números, entre comillas: &quot;cpu&quot;, o &quot;cuda&quot; en una máquina con una GPU de NVIDIA</translation>
    </message>
    <message>
        <source>randn&apos;s: a whole number; the same seed draws the same numbers</source>
        <translation>la de randn: un número entero; la misma semilla saca los mismos números</translation>
    </message>
    <message>
        <source>the same numbers, cut off from the graph: a plain tensor</source>
        <translation>los mismos números, separados del grafo: un tensor simple</translation>
    </message>
    <message>
        <source>the same tensor under another name</source>
        <translation>el mismo tensor con otro nombre</translation>
    </message>
    <message>
        <source>the value of a one-number tensor, read back as a plain number: what the program computes with it is not recorded</source>
        <translation>el valor de un tensor de un solo número, leído de vuelta como un número corriente: lo que el programa calcula con él no se graba</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tensor simple</translation>
    </message>
</context>
<context>
    <name>PointSetChoice</name>
    <message>
        <source>The points the classifier learns from</source>
        <translation>Los puntos de los que aprende el clasificador</translation>
    </message>
    <message>
        <source>two moons</source>
        <translation>dos lunas</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>círculos</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>espiral</translation>
    </message>
    <message>
        <source>The shape of the two classes: two interleaved half circles, one circle inside another, the four quadrants, or two arms of a spiral</source>
        <translation>La forma de las dos clases: dos semicírculos entrelazados, un círculo dentro de otro, los cuatro cuadrantes, o dos brazos de una espiral</translation>
    </message>
    <message>
        <source>How many points, training and held-out together</source>
        <translation>Cuántos puntos, de entrenamiento y de validación juntos</translation>
    </message>
    <message>
        <source>How far each point is jittered from its shape: more noise, more points on the wrong side</source>
        <translation>Cuánto se aparta cada punto de su forma: más ruido, más puntos del lado equivocado</translation>
    </message>
    <message>
        <source>Another seed draws other points of the same shape</source>
        <translation>Otra semilla genera otros puntos de la misma forma</translation>
    </message>
    <message>
        <source>Kind of point set</source>
        <translation>Tipo de conjunto de puntos</translation>
    </message>
    <message>
        <source>Number of points</source>
        <translation>Número de puntos</translation>
    </message>
    <message>
        <source>Noise of the points</source>
        <translation>Ruido de los puntos</translation>
    </message>
    <message>
        <source>Seed of the points</source>
        <translation>Semilla de los puntos</translation>
    </message>
    <message>
        <source>Lesson&apos;s</source>
        <translation>Los de la lección</translation>
    </message>
    <message>
        <source>The lesson&apos;s points</source>
        <translation>Los puntos de la lección</translation>
    </message>
    <message>
        <source>Back to the points the lesson trains on</source>
        <translation>Volver a los puntos con los que entrena la lección</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Puntos:</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
</context>
<context>
    <name>ProgramList</name>
    <message>
        <source>The step a run records once and replays: the arrays it computes, in order, once the graph is gone</source>
        <translation>El paso que una ejecución graba una vez y reproduce: los arreglos que calcula, en orden, una vez que el grafo ya no está</translation>
    </message>
    <message>
        <source>Recorded step</source>
        <translation>Paso grabado</translation>
    </message>
    <message>
        <source>Computed once, from the data alone</source>
        <translation>Calculado una vez, solo a partir de los datos</translation>
    </message>
    <message>
        <source>Backward pass: each node&apos;s rule, newest first</source>
        <translation>Pasada hacia atrás: la regla de cada nodo, del más reciente al más antiguo</translation>
    </message>
    <message>
        <source>Updates, in place</source>
        <translation>Actualizaciones, en el lugar</translation>
    </message>
    <message>
        <source>Forward pass, at the new values</source>
        <translation>Pasada hacia delante, con los nuevos valores</translation>
    </message>
</context>
<context>
    <name>RecordedSteps</name>
    <message>
        <source>This section trains nothing: a recorded step is a run&apos;s, in a section with runs.</source>
        <translation>Esta sección no entrena nada: un paso grabado es el de una ejecución, en una sección que las tenga.</translation>
    </message>
    <message>
        <source>Run {0} cannot start with the program on screen: its row says why.</source>
        <translation>La ejecución {0} no puede empezar con el programa en pantalla: su fila dice por qué.</translation>
    </message>
    <message>
        <source>Recording the step of run {0}…</source>
        <translation>Grabando el paso de la ejecución {0}…</translation>
    </message>
    <message>
        <source>Recording a step</source>
        <translation>Grabando un paso</translation>
    </message>
    <message>
        <source>the recording of run {0}&apos;s step</source>
        <translation>la grabación del paso de la ejecución {0}</translation>
    </message>
    <message>
        <source>Run {0} runs eagerly: {1}</source>
        <translation>La ejecución {0} se ejecuta en modo inmediato: {1}</translation>
    </message>
    <message>
        <source>Run {0} runs every step eagerly: its Replay box is unticked. Replayed, each of its steps would run these {1} lines</source>
        <translation>La ejecución {0} ejecuta cada paso en modo inmediato: su casilla Reproducir está sin marcar. Reproducida, cada uno de sus pasos ejecutaría estas {1} líneas</translation>
    </message>
    <message>
        <source>Run {0}: {1} lines at each step, {2} computed once</source>
        <translation>Ejecución {0}: {1} líneas en cada paso, {2} calculadas una vez</translation>
    </message>
    <message>
        <source>Run {0}: {1} lines at each step</source>
        <translation>Ejecución {0}: {1} líneas en cada paso</translation>
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
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were reset ({0}).</source>
        <translation>Algunos ajustes no se han podido leer y se han restablecido ({0}).</translation>
    </message>
    <message>
        <source>The file was kept as {0}.</source>
        <translation>El archivo se ha conservado como {0}.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {0}.</source>
        <translation>Los ajustes no se han podido guardar en {0}.</translation>
    </message>
    <message>
        <source>{0} is not a folder</source>
        <translation>{0} no es una carpeta</translation>
    </message>
    <message>
        <source>{0} is read-only</source>
        <translation>{0} es de solo lectura</translation>
    </message>
    <message>
        <source>{0} is a folder</source>
        <translation>{0} es una carpeta</translation>
    </message>
    <message>
        <source>Settings and what you type cannot be saved in {0}: {1}.</source>
        <translation>Los ajustes y lo que escriba no se pueden guardar en {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
</context>
<context>
    <name>StepHint</name>
    <message>
        <source>How to step</source>
        <translation>Cómo avanzar</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Dismiss the note on how to step</source>
        <translation>Cerrar la nota sobre cómo avanzar</translation>
    </message>
    <message>
        <source>Hide this note; Help &gt; How to Step shows it again</source>
        <translation>Ocultar esta nota; Ayuda &gt; Cómo avanzar la muestra de nuevo</translation>
    </message>
</context>
<context>
    <name>StepsBar</name>
    <message>
        <source>{0} / {1}</source>
        <translation>{0} / {1}</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>cannot write in {0}: {1}</source>
        <translation>no se puede escribir en {0}: {1}</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}; any file that was there is unchanged</source>
        <translation>no se puede escribir {0}: {1}; el archivo que hubiera allí no ha cambiado</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>{0} could not be read ({1})</source>
        <translation>{0} no se ha podido leer ({1})</translation>
    </message>
    <message>
        <source>{0}: {1} saved text(s) were not text and were left out</source>
        <translation>{0}: {1} texto(s) guardado(s) no eran texto y se han descartado</translation>
    </message>
    <message>
        <source>{0}; it was kept as {1}</source>
        <translation>{0}; se ha conservado como {1}</translation>
    </message>
    <message>
        <source>cannot make the folder {0}: {1}</source>
        <translation>no se puede crear la carpeta {0}: {1}</translation>
    </message>
    <message>
        <source>{0} section(s) had been changed in another window too; that text was kept in {1}</source>
        <translation>{0} sección(es) se habían modificado también en otra ventana; ese texto se ha conservado en {1}</translation>
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
    <name>Trace</name>
    <message>
        <source>the shape of {0}</source>
        <translation>la forma de {0}</translation>
    </message>
    <message>
        <source>the dtype of {0}</source>
        <translation>el dtype de {0}</translation>
    </message>
    <message>
        <source>the device of {0}</source>
        <translation>el dispositivo de {0}</translation>
    </message>
    <message>
        <source>{0} was {1} when the step was recorded and is {2} now</source>
        <translation>{0} era {1} cuando se grabó el paso y ahora es {2}</translation>
    </message>
    <message>
        <source>the parameter {0} is not the array the step updates</source>
        <translation>el parámetro {0} no es el arreglo que el paso actualiza</translation>
    </message>
    <message>
        <source>the step reads no data named {0}; it reads: {1}</source>
        <translation>el paso no lee ningún dato llamado {0}; lee: {1}</translation>
    </message>
    <message>
        <source>the step reads the values of {0} back into Python ({1}), so what it does next may depend on them: it runs eagerly</source>
        <translation>el paso vuelve a leer en Python los valores de {0} ({1}), así que lo que haga después puede depender de ellos: se ejecuta en modo inmediato</translation>
    </message>
    <message>
        <source>the step converts with {0}, which the tracer does not replay: it runs eagerly</source>
        <translation>el paso convierte con {0}, que el trazador no reproduce: se ejecuta en modo inmediato</translation>
    </message>
    <message>
        <source>the step computes {0} on integers, which the tracer does not replay: it runs eagerly</source>
        <translation>el paso calcula {0} con enteros, que el trazador no reproduce: se ejecuta en modo inmediato</translation>
    </message>
    <message>
        <source>the step&apos;s first result is not a tensor: nothing to differentiate</source>
        <translation>el primer resultado del paso no es un tensor: nada que derivar</translation>
    </message>
    <message>
        <source>the loss must be a single number to be descended, its shape is {0}</source>
        <translation>la pérdida debe ser un solo número para descenderla, su forma es {0}</translation>
    </message>
    <message>
        <source>the loss does not depend on the parameters</source>
        <translation>la pérdida no depende de los parámetros</translation>
    </message>
    <message>
        <source>the step uses more than one device: it runs eagerly</source>
        <translation>el paso usa más de un dispositivo: se ejecuta en modo inmediato</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>the loss was not a finite number to begin with ({0})</source>
        <translation>la pérdida no era un número finito ya desde el principio ({0})</translation>
    </message>
    <message>
        <source>the loss grew {0}</source>
        <translation>la pérdida creció {0}</translation>
    </message>
    <message>
        <source>the loss stopped being a finite number at step {0}, after growing {1}</source>
        <translation>la pérdida dejó de ser un número finito en el paso {0}, tras crecer {1}</translation>
    </message>
    <message>
        <source>the loss stopped being a finite number at step {0}</source>
        <translation>la pérdida dejó de ser un número finito en el paso {0}</translation>
    </message>
    <message>
        <source>a parameter stopped being a finite number at step {0}, after growing {1}</source>
        <translation>un parámetro dejó de ser un número finito en el paso {0}, tras crecer {1}</translation>
    </message>
    <message>
        <source>a parameter stopped being a finite number at step {0}</source>
        <translation>un parámetro dejó de ser un número finito en el paso {0}</translation>
    </message>
    <message>
        <source>by 1 order of magnitude</source>
        <translation>en 1 orden de magnitud</translation>
    </message>
    <message>
        <source>by {0} orders of magnitude</source>
        <translation>en {0} órdenes de magnitud</translation>
    </message>
    <message>
        <source>from {0} to {1}</source>
        <translation>de {0} a {1}</translation>
    </message>
    <message>
        <source>loss_fn must be a function taking no arguments, got {0}</source>
        <translation>loss_fn debe ser una función sin argumentos; se recibió {0}</translation>
    </message>
    <message>
        <source>held_out_fn must be a function taking no arguments, or None</source>
        <translation>held_out_fn debe ser una función sin argumentos, o None</translation>
    </message>
    <message>
        <source>report_steps: {0} is not a step between 1 and {1}</source>
        <translation>report_steps: {0} no es un paso entre 1 y {1}</translation>
    </message>
    <message>
        <source>the loss does not depend on the parameter {0}, so it has no gradient to descend along; use it in the loss or leave it out of params</source>
        <translation>la pérdida no depende del parámetro {0}, así que no tiene gradiente por el que descender; úselo en la pérdida o quítelo de params</translation>
    </message>
    <message>
        <source>recorded again at step {0}: {1}</source>
        <translation>grabado de nuevo en el paso {0}: {1}</translation>
    </message>
    <message>
        <source>loss_fn must return a Tensor, it returned {0}</source>
        <translation>loss_fn debe devolver un Tensor; devolvió {0}</translation>
    </message>
    <message>
        <source>the loss must be a single number (shape ()), got shape {0}; reduce it with mean_all or sum_all</source>
        <translation>la pérdida debe ser un solo número (forma ()); se recibió la forma {0}; redúzcala con mean_all o sum_all</translation>
    </message>
    <message>
        <source>params must be a non-empty dict of name -&gt; Var</source>
        <translation>params debe ser un dict no vacío de nombre -&gt; Var</translation>
    </message>
    <message>
        <source>parameter {0} is a {1}, not a Var: only a Var can be differentiated and updated in place</source>
        <translation>el parámetro {0} es un {1}, no una Var: solo una Var se puede derivar y actualizar en el sitio</translation>
    </message>
    <message>
        <source>parameter {0} is {1}: only floating-point variables have gradients</source>
        <translation>el parámetro {0} es {1}: solo las variables de coma flotante tienen gradientes</translation>
    </message>
    <message>
        <source>parameters {0} and {1} are the same variable; list it once</source>
        <translation>los parámetros {0} y {1} son la misma variable; inclúyala una sola vez</translation>
    </message>
    <message>
        <source>the learning rate must be a number a float holds, at most {0}; got a number of {1} digits</source>
        <translation>la tasa de aprendizaje debe ser un número que quepa en un flotante, como mucho {0}; se recibió un número de {1} cifras</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, got {0}</source>
        <translation>la tasa de aprendizaje debe ser un número positivo; se recibió {0}</translation>
    </message>
    <message>
        <source>steps must be a whole number &gt;= 0, got {0}</source>
        <translation>steps debe ser un número entero &gt;= 0; se recibió {0}</translation>
    </message>
    <message>
        <source>should_stop must be a function taking no arguments, or None</source>
        <translation>should_stop debe ser una función sin argumentos, o None</translation>
    </message>
    <message>
        <source>model {0}: {1} named both as data and as a parameter</source>
        <translation>modelo {0}: {1} figura a la vez como dato y como parámetro</translation>
    </message>
    <message>
        <source>the loss program of model {0} never assigns the name {1}</source>
        <translation>el programa de pérdida del modelo {0} nunca asigna el nombre {1}</translation>
    </message>
    <message>
        <source>the training could not start: {0}</source>
        <translation>el entrenamiento no pudo empezar: {0}</translation>
    </message>
    <message>
        <source>the training process ended without a word (was it killed?)</source>
        <translation>el proceso de entrenamiento terminó sin decir nada (¿lo mataron?)</translation>
    </message>
    <message>
        <source>this run needs a GPU (device {0}): {1}</source>
        <translation>este entrenamiento necesita una GPU (dispositivo {0}): {1}</translation>
    </message>
    <message>
        <source>the loss program never assigns the name {0}</source>
        <translation>el programa de la pérdida nunca asigna el nombre {0}</translation>
    </message>
    <message>
        <source>classify: the points {0} are not one of the inputs ({1})</source>
        <translation>classify: los puntos {0} no son una de las entradas ({1})</translation>
    </message>
    <message>
        <source>the logit {0} has shape {1} and the labels {2}; a classifier gives one logit per label</source>
        <translation>el logit {0} tiene forma {1} y las etiquetas {2}; un clasificador da un logit por etiqueta</translation>
    </message>
    <message>
        <source>classify: the loss program never assigns the logit {0}</source>
        <translation>classify: el programa de pérdida nunca asigna el logit {0}</translation>
    </message>
    <message>
        <source>classify: the labels {0} are not one of the inputs ({1})</source>
        <translation>classify: las etiquetas {0} no son una de las entradas ({1})</translation>
    </message>
    <message>
        <source>the loss program&apos;s {0} is not a floating-point Var that descent can update</source>
        <translation>el {0} del programa de pérdida no es una Var de coma flotante que el descenso pueda actualizar</translation>
    </message>
    <message>
        <source>the training stopped on an unexpected error: {0}: {1}</source>
        <translation>el entrenamiento se detuvo por un error inesperado: {0}: {1}</translation>
    </message>
</context>
<context>
    <name>TrainingController</name>
    <message>
        <source>run {0}</source>
        <translation>ejecución {0}</translation>
    </message>
    <message>
        <source>editor</source>
        <translation>editor</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lección</translation>
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
        <source>{0} points of the set {1}, noise {2}, seed {3}: press Start to train on them.</source>
        <translation>{0} puntos del conjunto {1}, ruido {2}, semilla {3}: pulse Iniciar para entrenar con ellos.</translation>
    </message>
    <message>
        <source>{0} (held-out)</source>
        <translation>{0} (validación)</translation>
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
        <source>done: loss {0}, held-out {1}</source>
        <translation>terminada: pérdida {0}, validación {1}</translation>
    </message>
    <message>
        <source>done: loss {0}</source>
        <translation>terminada: pérdida {0}</translation>
    </message>
    <message>
        <source>Training finished.</source>
        <translation>Entrenamiento terminado.</translation>
    </message>
    <message>
        <source>The runs trained here before are not shown: the section&apos;s runs have changed since.</source>
        <translation>Las ejecuciones entrenadas aquí antes no se muestran: las ejecuciones de la sección han cambiado desde entonces.</translation>
    </message>
    <message>
        <source>{0}, learning rate {1}</source>
        <translation>{0}, tasa de aprendizaje {1}</translation>
    </message>
    <message>
        <source>{0} (training)</source>
        <translation>{0} (entrenamiento)</translation>
    </message>
    <message>
        <source>{0} cannot start: {1}</source>
        <translation>{0} no puede empezar: {1}</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>Pausando tras el paso en curso…</translation>
    </message>
    <message>
        <source>Training resumed.</source>
        <translation>El entrenamiento continúa.</translation>
    </message>
    <message>
        <source>“{0}” again from the same start, as a new run: change one of its settings (its learning rate is selected), then Start Training runs the two side by side.</source>
        <translation>«{0}» otra vez desde el mismo inicio, como nueva ejecución: cambie uno de sus ajustes (su tasa de aprendizaje está seleccionada) y luego Iniciar entrenamiento ejecuta las dos lado a lado.</translation>
    </message>
    <message>
        <source>{0} goes on at learning rate {1} after step {2}.</source>
        <translation>{0} sigue con la tasa de aprendizaje {1} tras el paso {2}.</translation>
    </message>
    <message>
        <source>paused at step {0}</source>
        <translation>en pausa en el paso {0}</translation>
    </message>
    <message>
        <source>Paused at step {0}: Take One Descent Step goes a step, Resume goes on; a learning rate changed in its row is taken from the next step.</source>
        <translation>En pausa en el paso {0}: Dar un paso de descenso avanza un paso, Reanudar continúa; una tasa de aprendizaje cambiada en su fila vale desde el paso siguiente.</translation>
    </message>
    <message>
        <source>stopped at step {0}, when you left the section</source>
        <translation>detenida en el paso {0}, al salir de la sección</translation>
    </message>
    <message>
        <source>A run failed: {0}</source>
        <translation>Falló una ejecución: {0}</translation>
    </message>
    <message>
        <source>replayed</source>
        <translation>reproducido</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>The landscape is drawn for the line&apos;s two parameters, w and b.</source>
        <translation>El paisaje se dibuja para los dos parámetros de la recta, w y b.</translation>
    </message>
    <message>
        <source>there is no landscape to export: {0}</source>
        <translation>no hay paisaje que exportar: {0}</translation>
    </message>
    <message>
        <source>this section trains a classifier; export its boundary</source>
        <translation>esta sección entrena un clasificador; exporte su frontera</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: {0}</source>
        <translation>no hay frontera de decisión que exportar: {0}</translation>
    </message>
    <message>
        <source>train the classifier first</source>
        <translation>entrene primero el clasificador</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Pérdida de cada ejecución según el paso</translation>
    </message>
    <message>
        <source>Export Landscape</source>
        <translation>Exportar el paisaje</translation>
    </message>
    <message>
        <source>Export Decision Boundary</source>
        <translation>Exportar la frontera de decisión</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Exportar gráfica</translation>
    </message>
    <message>
        <source>done: loss {0}, accuracy {1}, held-out accuracy {2}</source>
        <translation>terminado: pérdida {0}, exactitud {1}, exactitud de validación {2}</translation>
    </message>
    <message>
        <source>done: loss {0}, accuracy {1}</source>
        <translation>terminado: pérdida {0}, exactitud {1}</translation>
    </message>
    <message>
        <source>This run trains the program in the editor: its loss, from the start values its Vars are made with, on the data it reads.</source>
        <translation>Esta ejecución entrena el programa del editor: su pérdida, desde los valores iniciales con que se crean sus Var, con los datos que lee.</translation>
    </message>
    <message>
        <source>This run trains a loss of the lesson&apos;s own, which the program in the editor does not compute.</source>
        <translation>Esta ejecución entrena una pérdida propia de la lección, que el programa del editor no calcula.</translation>
    </message>
    <message>
        <source>It takes {0} from the program in the editor.</source>
        <translation>Toma {0} del programa del editor.</translation>
    </message>
    <message>
        <source>The model this run trains: {0}</source>
        <translation>El modelo que entrena esta ejecución: {0}</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Learning rate: {0}</source>
        <translation>Tasa de aprendizaje: {0}</translation>
    </message>
    <message>
        <source>Learning rate: a positive number, such as {0}</source>
        <translation>Tasa de aprendizaje: un número positivo, por ejemplo {0}</translation>
    </message>
    <message>
        <source>Steps: {0}</source>
        <translation>Pasos: {0}</translation>
    </message>
    <message>
        <source>Start value of {0}: {1}</source>
        <translation>Valor inicial de {0}: {1}</translation>
    </message>
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
        <source>Replay</source>
        <translation>Reproducir</translation>
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
        <source>{0} (copy)</source>
        <translation>{0} (copia)</translation>
    </message>
    <message>
        <source>The model this run trains: {0}</source>
        <translation>El modelo que entrena esta ejecución: {0}</translation>
    </message>
    <message>
        <source>Label of run {0}</source>
        <translation>Etiqueta de la ejecución {0}</translation>
    </message>
    <message>
        <source>The run&apos;s name in the plots and the legend</source>
        <translation>El nombre de la ejecución en las gráficas y en la leyenda</translation>
    </message>
    <message>
        <source>Learning rate of run {0}</source>
        <translation>Tasa de aprendizaje de la ejecución {0}</translation>
    </message>
    <message>
        <source>Steps of run {0}</source>
        <translation>Pasos de la ejecución {0}</translation>
    </message>
    <message>
        <source>How many steps the run takes: a whole number from 1 to {0}</source>
        <translation>Cuántos pasos da la ejecución: un número entero de 1 a {0}</translation>
    </message>
    <message>
        <source>Start values of run {0}</source>
        <translation>Valores iniciales de la ejecución {0}</translation>
    </message>
    <message>
        <source>Where the parameters start, as name = value pairs: {0}</source>
        <translation>Dónde empiezan los parámetros, como pares nombre = valor: {0}</translation>
    </message>
    <message>
        <source>Number type of run {0}</source>
        <translation>Tipo numérico de la ejecución {0}</translation>
    </message>
    <message>
        <source>f64: 64-bit floats, f32: 32-bit floats (faster, coarser)</source>
        <translation>f64: coma flotante de 64 bits; f32: coma flotante de 32 bits (más rápido, menos preciso)</translation>
    </message>
    <message>
        <source>Device of run {0}</source>
        <translation>Dispositivo de la ejecución {0}</translation>
    </message>
    <message>
        <source>Replay of run {0}</source>
        <translation>Reproducir la ejecución {0}</translation>
    </message>
    <message>
        <source>Record the run&apos;s step once and replay it: the same numbers to the last digit, without the graph built again at every step. Unchecked, every step runs eagerly</source>
        <translation>Grabar una vez el paso de la ejecución y reproducirlo: los mismos números hasta el último dígito, sin construir de nuevo el grafo en cada paso. Sin marcar, cada paso se ejecuta en modo inmediato</translation>
    </message>
    <message>
        <source>Where the run computes: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Dónde calcula la ejecución: el procesador (cpu) o una tarjeta gráfica (cuda)</translation>
    </message>
    <message>
        <source>Progress of run {0}</source>
        <translation>Progreso de la ejecución {0}</translation>
    </message>
    <message>
        <source>Steps done of the run&apos;s steps</source>
        <translation>Pasos dados del total de pasos de la ejecución</translation>
    </message>
    <message>
        <source>Remove run {0}</source>
        <translation>Quitar la ejecución {0}</translation>
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
        <source>{0} at the end of the run</source>
        <translation>{0} al final de la ejecución</translation>
    </message>
    <message>
        <source>{0} now</source>
        <translation>{0} ahora</translation>
    </message>
    <message>
        <source>Give the run a label</source>
        <translation>Dé una etiqueta a la ejecución</translation>
    </message>
    <message>
        <source>Steps: a whole number from 1 to {0}</source>
        <translation>Pasos: un número entero de 1 a {0}</translation>
    </message>
    <message>
        <source>Start values: {0}, each a number, as in {1}</source>
        <translation>Valores iniciales: {0}, cada uno un número, como en {1}</translation>
    </message>
    <message>
        <source>How far each step moves the parameters: a positive number, such as {0}</source>
        <translation>Cuánto mueve cada paso los parámetros: un número positivo, por ejemplo {0}</translation>
    </message>
    <message>
        <source>cuda is not available: {0}</source>
        <translation>cuda no está disponible: {0}</translation>
    </message>
</context>
<context>
    <name>Trainings</name>
    <message>
        <source>the program in the editor does not run: {0}</source>
        <translation>el programa del editor no se ejecuta: {0}</translation>
    </message>
    <message>
        <source>the program in the editor assigns no {0} yet: write the loss to train it</source>
        <translation>el programa del editor aún no asigna {0}: escribe la pérdida para entrenarlo</translation>
    </message>
    <message>
        <source>the loss in the editor depends on no Var: make the weights with var(...), like var(randn((2, 8), seed=1, dtype=&quot;f64&quot;))</source>
        <translation>la pérdida del editor no depende de ninguna Var: crea los pesos con var(...), como var(randn((2, 8), seed=1, dtype=&quot;f64&quot;))</translation>
    </message>
    <message>
        <source>the program in the editor</source>
        <translation>el programa del editor</translation>
    </message>
    <message>
        <source>trains a loss of the lesson&apos;s own, not the program in the editor</source>
        <translation>entrena una pérdida propia de la lección, no el programa del editor</translation>
    </message>
    <message>
        <source>the program in the editor no longer assigns {0}, which this run reads</source>
        <translation>el programa del editor ya no asigna {0}, que esta ejecución lee</translation>
    </message>
    <message>
        <source>the lesson&apos;s loss</source>
        <translation>la pérdida de la lección</translation>
    </message>
    <message>
        <source>{0} network</source>
        <translation>red {0}</translation>
    </message>
    <message>
        <source>{0} {1} network</source>
        <translation>red {0} {1}</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <source>section {0}, step {1}: {2}</source>
        <translation>sección {0}, paso {1}: {2}</translation>
    </message>
    <message>
        <source>the step needs a {0} key</source>
        <translation>el paso necesita una clave {0}</translation>
    </message>
    <message>
        <source>the step&apos;s keys do not fit a {0} step ({1}); data/lessons/README.md describes each kind</source>
        <translation>las claves del paso no encajan con un paso {0} ({1}); data/lessons/README.md describe cada tipo de paso</translation>
    </message>
    <message>
        <source>its values or its program nest too deep to be computed</source>
        <translation>sus valores o su programa tienen demasiados niveles de anidamiento para poder calcularse</translation>
    </message>
    <message>
        <source>it needs more memory than there is</source>
        <translation>necesita más memoria de la que hay</translation>
    </message>
    <message>
        <source>a number in it cannot be computed ({0})</source>
        <translation>un número que contiene no se puede calcular ({0})</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>ejecución de entrenamiento</translation>
    </message>
    <message>
        <source>loss after step</source>
        <translation>pérdida tras el paso</translation>
    </message>
    <message>
        <source>held-out loss after step</source>
        <translation>pérdida de validación tras el paso</translation>
    </message>
    <message>
        <source>a lesson&apos;s descent takes at most {0} steps, not {1}</source>
        <translation>el descenso de una lección da como mucho {0} pasos, no {1}</translation>
    </message>
    <message>
        <source>a train step needs a &apos;loss&apos; program, or a &apos;model&apos;: one of {0}</source>
        <translation>un paso train necesita un programa &apos;loss&apos;, o un &apos;model&apos;: uno de {0}</translation>
    </message>
    <message>
        <source>unknown model {0}; the models are: {1}</source>
        <translation>modelo desconocido {0}; los modelos son: {1}</translation>
    </message>
    <message>
        <source>a parameter starts from a number, a list or a tensor&apos;s name, not {0}</source>
        <translation>un parámetro parte de un número, una lista o el nombre de un tensor, no de {0}</translation>
    </message>
    <message>
        <source>unknown error {0}; the errors are: {1}</source>
        <translation>error desconocido {0}; los errores son: {1}</translation>
    </message>
    <message>
        <source>the lesson uses {0} before defining it</source>
        <translation>la lección usa {0} antes de definirlo</translation>
    </message>
    <message>
        <source>error: {0}</source>
        <translation>error: {0}</translation>
    </message>
    <message>
        <source>no error was raised</source>
        <translation>no se produjo ningún error</translation>
    </message>
    <message>
        <source>backward, d out / d {0}: {1}</source>
        <translation>backward, d out / d {0}: {1}</translation>
    </message>
    <message>
        <source>finite differences:         {0}</source>
        <translation>diferencias finitas:        {0}</translation>
    </message>
    <message>
        <source>no floating-point input among {0}: nothing was checked</source>
        <translation>ninguna entrada de coma flotante entre {0}: no se comprobó nada</translation>
    </message>
    <message>
        <source>largest gap: {0}</source>
        <translation>mayor diferencia: {0}</translation>
    </message>
    <message>
        <source>held_out must give the inputs&apos; names ({0}), it gives: {1}</source>
        <translation>held_out debe indicar los nombres de las entradas ({0}), pero indica: {1}</translation>
    </message>
    <message>
        <source>accuracy after step</source>
        <translation>exactitud tras el paso</translation>
    </message>
    <message>
        <source>held-out accuracy after step</source>
        <translation>exactitud de validación tras el paso</translation>
    </message>
    <message>
        <source>{0} is {1}, not a tensor</source>
        <translation>{0} es {1}, no un tensor</translation>
    </message>
    <message>
        <source>the vector for {0} must have its shape {1}, or be one number; {2} does not</source>
        <translation>el vector para {0} debe tener su forma {1}, o ser un solo número; {2} no la tiene</translation>
    </message>
    <message>
        <source>the seed of {0} must have its shape {1}, or be one number; {2} does not</source>
        <translation>la semilla de {0} debe tener su forma {1}, o ser un solo número; {2} no la tiene</translation>
    </message>
    <message>
        <source>shape {0}</source>
        <translation>forma {0}</translation>
    </message>
    <message>
        <source>a ragged list</source>
        <translation>una lista irregular</translation>
    </message>
    <message>
        <source>{0} is not a variable: only a Var can be set</source>
        <translation>{0} no es una variable: solo una Var se puede modificar con set</translation>
    </message>
    <message>
        <source>the tape&apos;s program assigns no {0}</source>
        <translation>el programa de la cinta no asigna ningún {0}</translation>
    </message>
    <message>
        <source>nudging each of the {0} elements of {1} twice would run the program {2} times, {3} units of work, more than the {4} allowed: check smaller inputs</source>
        <translation>perturbar dos veces cada uno de los {0} elementos de {1} ejecutaría el programa {2} veces, {3} unidades de trabajo, más de las {4} permitidas: compruebe entradas más pequeñas</translation>
    </message>
    <message>
        <source>lr {0}, 1 step, {1} on {2}</source>
        <translation>lr {0}, 1 paso, {1} en {2}</translation>
    </message>
    <message>
        <source>lr {0}, {1} steps, {2} on {3}</source>
        <translation>lr {0}, {1} pasos, {2} en {3}</translation>
    </message>
    <message>
        <source>{0}; stopped at step {1}</source>
        <translation>{0}; detenida en el paso {1}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>times names eager, replayed and recording, not {0}</source>
        <translation>times nombra eager, replayed y recording, no {0}</translation>
    </message>
    <message>
        <source>  eagerly {0} a step, replayed {1} a step, measured now; final loss {2}</source>
        <translation>  en modo inmediato {0} por paso, reproducido {1} por paso, medido ahora; pérdida final {2}</translation>
    </message>
    <message>
        <source>  the step recorded in {0}: {1} lines at each step</source>
        <translation>  el paso grabado en {0}: {1} líneas en cada paso</translation>
    </message>
    <message>
        <source>{0}, {1} computed once</source>
        <translation>{0}, {1} calculadas una vez</translation>
    </message>
    <message>
        <source>feed names the training&apos;s inputs ({0}), not {1}</source>
        <translation>feed nombra las entradas del entrenamiento ({0}), no {1}</translation>
    </message>
    <message>
        <source>the step cannot be recorded, so no guard can be checked: {0}</source>
        <translation>el paso no se puede grabar, así que no se puede comprobar ninguna guarda: {0}</translation>
    </message>
    <message>
        <source>  the data fed fit the recording: the replay goes on</source>
        <translation>  los datos dados encajan en la grabación: la reproducción continúa</translation>
    </message>
    <message>
        <source>  recorded again on them: {0} lines at each step</source>
        <translation>  grabado de nuevo sobre ellos: {0} líneas en cada paso</translation>
    </message>
    <message>
        <source>a tangent of the seeds cannot be used: {0}</source>
        <translation>una tangente de las semillas no se puede usar: {0}</translation>
    </message>
    <message>
        <source>mode must be &apos;forward&apos; or &apos;reverse&apos;, not {0}</source>
        <translation>mode debe ser &apos;forward&apos; o &apos;reverse&apos;, no {0}</translation>
    </message>
    <message>
        <source>1 forward sweep, one per input element</source>
        <translation>1 barrido directo, uno por elemento de entrada</translation>
    </message>
    <message>
        <source>1 backward sweep, one per output element</source>
        <translation>1 barrido inverso, uno por elemento de salida</translation>
    </message>
    <message>
        <source>{0} forward sweeps, one per input element</source>
        <translation>{0} barridos directos, uno por elemento de entrada</translation>
    </message>
    <message>
        <source>{0} backward sweeps, one per output element</source>
        <translation>{0} barridos inversos, uno por elemento de salida</translation>
    </message>
    <message>
        <source>, measured now: {0}</source>
        <translation>, medido ahora: {0}</translation>
    </message>
    <message>
        <source>{0} must be a floating-point variable: a gradient is taken with respect to a Var</source>
        <translation>{0} debe ser una variable de coma flotante: un gradiente se toma con respecto a una Var</translation>
    </message>
    <message>
        <source>{0} must hold one loss per point, a column (N, 1) or a vector (N,), not shape {1}</source>
        <translation>{0} debe contener una pérdida por punto, una columna (N, 1) o un vector (N,), no la forma {1}</translation>
    </message>
    <message>
        <source>{0} has {1} rows: a backward pass each is too many (at most {2})</source>
        <translation>{0} tiene {1} filas: una pasada hacia atrás por cada una son demasiadas (como mucho {2})</translation>
    </message>
    <message>
        <source>{0} backward passes, one per point; the gradient of their mean in one pass differs from it by at most {1}</source>
        <translation>{0} pasadas hacia atrás, una por punto; el gradiente de su media en una sola pasada difiere de ella como mucho en {1}</translation>
    </message>
    <message>
        <source>{0} must be a finite number of at least 0, not {1}</source>
        <translation>{0} debe ser un número finito de al menos 0, no {1}</translation>
    </message>
    <message>
        <source>  value {0}; tensors recorded on the way: {1}</source>
        <translation>  valor {0}; tensores grabados por el camino: {1}</translation>
    </message>
    <message>
        <source>{0} must be a floating-point variable: a Hessian is taken with respect to a Var</source>
        <translation>{0} debe ser una variable de coma flotante: una hessiana se toma respecto de una Var</translation>
    </message>
    <message>
        <source>one backward pass recording the gradient&apos;s graph, then one forward sweep over it</source>
        <translation>una pasada inversa que graba el grafo del gradiente, luego un barrido directo sobre él</translation>
    </message>
    <message>
        <source>{0} is None (no gradient) and {1} is not</source>
        <translation>{0} es None (sin gradiente) y {1} no</translation>
    </message>
    <message>
        <source>{0} has shape {1} and {2} shape {3}: values of different shapes never agree</source>
        <translation>{0} tiene forma {1} y {2}, forma {3}: los valores de formas distintas nunca coinciden</translation>
    </message>
    <message>
        <source>{0} holds nan, which agrees with nothing</source>
        <translation>{0} contiene nan, que no coincide con nada</translation>
    </message>
    <message>
        <source>{0} and {1} differ by up to {2}, more than {3}</source>
        <translation>{0} y {1} difieren hasta en {2}, más que {3}</translation>
    </message>
    <message>
        <source>{0} is None (no gradient): there is nothing to compare</source>
        <translation>{0} es None (sin gradiente): no hay nada que comparar</translation>
    </message>
    <message>
        <source>{0} holds no numbers: there is nothing to compare</source>
        <translation>{0} no contiene ningún número: no hay nada que comparar</translation>
    </message>
    <message>
        <source>{0} holds nan, which is below no limit</source>
        <translation>{0} contiene nan, que no está por debajo de ningún límite</translation>
    </message>
    <message>
        <source>{0} reaches {1}, not below {2}</source>
        <translation>{0} llega a {1}, no por debajo de {2}</translation>
    </message>
    <message>
        <source>{0} is {1}, not a tensor or a number: it cannot be compared</source>
        <translation>{0} es {1}, no un tensor ni un número: no se puede comparar</translation>
    </message>
    <message>
        <source>None (no gradient)</source>
        <translation>None (sin gradiente)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>verdadero</translation>
    </message>
    <message>
        <source>false</source>
        <translation>falso</translation>
    </message>
    <message>
        <source>step {0} {1}</source>
        <translation>paso {0} {1}</translation>
    </message>
    <message>
        <source>Lesson {0}: {1}</source>
        <translation>Lección {0}: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>the formula is {0} characters long; the limit is {1}</source>
        <translation>la fórmula tiene {0} caracteres; el límite es {1}</translation>
    </message>
    <message>
        <source>the formula {0} cannot be read: {1}</source>
        <translation>la fórmula {0} no se puede leer: {1}</translation>
    </message>
    <message>
        <source>the formula {0} uses no seeded or section name: it is a plain number</source>
        <translation>la fórmula {0} no usa ningún nombre sembrado ni de la sección: es un simple número</translation>
    </message>
    <message>
        <source>the formula nests more than {0} levels deep</source>
        <translation>la fórmula se anida en más de {0} niveles</translation>
    </message>
    <message>
        <source>the formula combines values of shapes {0} and {1}, which do not broadcast to one shape</source>
        <translation>la fórmula combina valores de formas {0} y {1}, que no se extienden a una misma forma</translation>
    </message>
    <message>
        <source>the formula would make a value of shape {0}, {1} elements; the limit is {2}</source>
        <translation>la fórmula produciría un valor de forma {0}, {1} elementos; el límite es {2}</translation>
    </message>
    <message>
        <source>a whole number in the formula is too large for a float; a float64 holds up to about 1.8e308</source>
        <translation>un número entero de la fórmula es demasiado grande para un flotante; un float64 contiene como mucho unos 1,8e308</translation>
    </message>
    <message>
        <source>the formula uses {0}, which the section has not made</source>
        <translation>la fórmula usa {0}, que la sección no ha creado</translation>
    </message>
    <message>
        <source>a power in a dual formula must be by a number</source>
        <translation>en una fórmula dual, una potencia debe tener un número como exponente</translation>
    </message>
    <message>
        <source>a dual number has no {0}: it offers {1}</source>
        <translation>un número dual no tiene {0}: ofrece {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s arguments in a dual formula must be numbers</source>
        <translation>en una fórmula dual, los argumentos de {0} deben ser números</translation>
    </message>
    <message>
        <source>{0} takes {1} numbers in a dual formula, not {2}</source>
        <translation>{0} toma {1} números en una fórmula dual, no {2}</translation>
    </message>
    <message>
        <source>a dual formula holds names, numbers, + - * /, ** by a number and a dual number&apos;s methods; {0} is none of them</source>
        <translation>una fórmula dual contiene nombres, números, + - * /, ** por un número y los métodos de un número dual; {0} no es nada de eso</translation>
    </message>
</context>
<context>
    <name>UnitPictures</name>
    <message>
        <source>What each hidden unit computes</source>
        <translation>Lo que calcula cada unidad oculta</translation>
    </message>
    <message>
        <source>Each hidden unit&apos;s output over the same plane as the boundary: orange where it is positive, blue where it is negative. A grey square with a cross is a unit no training point switches on.</source>
        <translation>La salida de cada unidad oculta sobre el mismo plano que la frontera: naranja donde es positiva, azul donde es negativa. Un cuadrado gris tachado es una unidad que ningún punto de entrenamiento enciende.</translation>
    </message>
    <message>
        <source>the layer {0}: {1} units</source>
        <translation>la capa {0}: {1} unidades</translation>
    </message>
    <message>
        <source>{0}, unit {1}: dead, no training point switches it on, so no gradient reaches its weights</source>
        <translation>{0}, unidad {1}: muerta, ningún punto de entrenamiento la enciende, así que ningún gradiente llega a sus pesos</translation>
    </message>
    <message>
        <source>{0}, unit {1}: from {2} to {3} over the plane</source>
        <translation>{0}, unidad {1}: de {2} a {3} sobre el plano</translation>
    </message>
    <message>
        <source>gradient reaching it at this step: {0} (the mean size of ∂loss/∂{1} over the training points; the bar under the picture, against the layer&apos;s largest)</source>
        <translation>gradiente que le llega en este paso: {0} (el tamaño medio de ∂loss/∂{1} sobre los puntos de entrenamiento; la barra bajo la imagen, frente al mayor de la capa)</translation>
    </message>
    <message>
        <source>saturated: its activation is flat on nearly every training point, so little of that gradient passes on to its weights</source>
        <translation>saturada: su activación es plana en casi todos los puntos de entrenamiento, así que poco de ese gradiente pasa a sus pesos</translation>
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
        <source>{0} to {1}</source>
        <translation>{0} a {1}</translation>
    </message>
    <message>
        <source>{0} × {1} = {2} to {3}</source>
        <translation>{0} × {1} = {2} a {3}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, opened into its elements; each element takes its own share: </source>
        <translation>Paso {0} de {1}: el gradiente {2} llegó a {3}, abierto en sus elementos; cada elemento toma su propia parte: </translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, made of {4}; back through {5} it passes </source>
        <translation>Paso {0} de {1}: el gradiente {2} llega a {3}, hecho de {4}; de vuelta por {5}, pasa </translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, the layer {4}; back through {5} it passes </source>
        <translation>Paso {0} de {1}: el gradiente {2} llega a {3}, la capa {4}; de vuelta por {5}, pasa </translation>
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
        <source>{0} at {1}</source>
        <translation>{0} en {1}</translation>
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
    <message>
        <source>tangent {0} (seed)</source>
        <translation>tangente {0} (semilla)</translation>
    </message>
    <message>
        <source>tangent {0}</source>
        <translation>tangente {0}</translation>
    </message>
    <message>
        <source>carries {0}</source>
        <translation>lleva {0}</translation>
    </message>
    <message>
        <source>carried {0}</source>
        <translation>llevó {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s forward rule</source>
        <translation>regla directa de {0}</translation>
    </message>
    <message>
        <source>No seeded variable reaches {0}: its tangent is zero.</source>
        <translation>Ninguna variable sembrada llega a {0}: su tangente es cero.</translation>
    </message>
    <message>
        <source>{0} is seeded itself: its tangent is its seed, {1}, and there is nothing to sweep.</source>
        <translation>{0} está sembrada ella misma: su tangente es su semilla, {1}, y no hay nada que barrer.</translation>
    </message>
    <message>
        <source>Ready: the seeds are {0}. Step forward to carry them to {1}, one node at a time, in the order the nodes were made ({2} steps).</source>
        <translation>Listo: las semillas son {0}. Avance para llevarlas hasta {1}, un nodo cada vez, en el orden en que se crearon los nodos ({2} pasos).</translation>
    </message>
    <message>
        <source>{0} from {1}</source>
        <translation>{0} desde {1}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2} ({3}) takes the tangents its inputs carry: {4}. Its tangent: {5}.</source>
        <translation>Paso {0} de {1}: {2} ({3}) recibe las tangentes que llevan sus entradas: {4}. Su tangente: {5}.</translation>
    </message>
    <message>
        <source>The sweep is complete: {0} moves at {1} as the seeded variables move along their seeds.</source>
        <translation>El barrido ha terminado: {0} se mueve a {1} cuando las variables sembradas se mueven según sus semillas.</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point tensors carry tangents.</source>
        <translation>{0} es {1}: solo los tensores de coma flotante llevan tangentes.</translation>
    </message>
    <message>
        <source>{0} is not seeded: it stays where it is, so its tangent is zero.</source>
        <translation>{0} no está sembrada: se queda donde está, así que su tangente es cero.</translation>
    </message>
    <message>
        <source>{0} is a plain tensor: it never moves, so its tangent is zero.</source>
        <translation>{0} es un tensor simple: nunca se mueve, así que su tangente es cero.</translation>
    </message>
    <message>
        <source>tangent</source>
        <translation>tangente</translation>
    </message>
    <message>
        <source>{0} summed along the axis</source>
        <translation>{0} sumada a lo largo del eje</translation>
    </message>
    <message>
        <source>{0} averaged along the axis</source>
        <translation>{0} promediada a lo largo del eje</translation>
    </message>
    <message>
        <source>{0} where the maximum is</source>
        <translation>{0} donde está el máximo</translation>
    </message>
    <message>
        <source>{0} where the minimum is</source>
        <translation>{0} donde está el mínimo</translation>
    </message>
    <message>
        <source>{0} reshaped</source>
        <translation>{0} con otra forma</translation>
    </message>
    <message>
        <source>{0} transposed</source>
        <translation>{0} traspuesta</translation>
    </message>
    <message>
        <source>that element of {0}</source>
        <translation>ese elemento de {0}</translation>
    </message>
    <message>
        <source>{0} stretched to the result&apos;s shape</source>
        <translation>{0} estirada a la forma del resultado</translation>
    </message>
    <message>
        <source>{0} moved to the result&apos;s device</source>
        <translation>{0} movida al dispositivo del resultado</translation>
    </message>
    <message>
        <source>{0}, stretched</source>
        <translation>{0}, estirada</translation>
    </message>
    <message>
        <source>forward: {0}</source>
        <translation>directo: {0}</translation>
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
        <source>&amp;Cancel the Running Check</source>
        <translation>&amp;Cancelar la comprobación en curso</translation>
    </message>
    <message>
        <source>Stop the check that is running (the finite-difference check, Check My Answer, a lesson&apos;s check)</source>
        <translation>Detiene la comprobación en curso (la comprobación con diferencias finitas, Comprobar mi respuesta, la comprobación de una lección)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <source>&amp;Check My Answer</source>
        <translation>&amp;Comprobar mi respuesta</translation>
    </message>
    <message>
        <source>Run your program and compare its figures with the exercise&apos;s solution</source>
        <translation>Ejecuta su programa y compara sus cifras con la solución del ejercicio</translation>
    </message>
    <message>
        <source>Show the &amp;Solution</source>
        <translation>&amp;Mostrar la solución</translation>
    </message>
    <message>
        <source>Reveal the exercise&apos;s solution below the findings</source>
        <translation>Muestra la solución del ejercicio debajo de los resultados de la comprobación</translation>
    </message>
    <message>
        <source>&amp;Use the Solution in the Editor</source>
        <translation>&amp;Usar la solución en el editor</translation>
    </message>
    <message>
        <source>Replace the editor&apos;s text by the solution&apos;s program (undoable)</source>
        <translation>Sustituye el texto del editor por el programa de la solución (se puede deshacer)</translation>
    </message>
    <message>
        <source>Export L&amp;andscape…</source>
        <translation>Exportar el p&amp;aisaje…</translation>
    </message>
    <message>
        <source>Save the loss landscape, with the runs&apos; paths over it, as PNG or SVG</source>
        <translation>Guardar el paisaje de la pérdida, con los caminos de las ejecuciones, como PNG o SVG</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Check Gradients</source>
        <translation>Comprobar gradientes</translation>
    </message>
    <message>
        <source>Tape Mode</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Use It</source>
        <translation>Usarla</translation>
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
        <source>&amp;Step Forward</source>
        <translation>&amp;Avanzar un paso</translation>
    </message>
    <message>
        <source>Visit the next node of the forward sweep: carry its inputs&apos; tangents to it</source>
        <translation>Visitar el siguiente nodo del barrido directo: llevarle las tangentes de sus entradas</translation>
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
        <source>&amp;Forward Mode</source>
        <translation>Modo &amp;directo</translation>
    </message>
    <message>
        <source>Carry tangents forward from the seeded variables to the result, one node at a time, instead of walking gradients back</source>
        <translation>Llevar las tangentes de las variables sembradas hasta el resultado, un nodo cada vez, en lugar de recorrer los gradientes hacia atrás</translation>
    </message>
    <message>
        <source>Layers as &amp;Boxes</source>
        <translation>Capas como &amp;bloques</translation>
    </message>
    <message>
        <source>Draw each layer of a network (its matrix product, bias and activation) as one box, walked in one step</source>
        <translation>Dibujar cada capa de una red (su producto matricial, su sesgo y su activación) como un solo bloque, recorrido en un paso</translation>
    </message>
    <message>
        <source>Layers as Boxes</source>
        <translation>Capas como bloques</translation>
    </message>
    <message>
        <source>Build the &amp;Jacobian</source>
        <translation>Construir la &amp;jacobiana</translation>
    </message>
    <message>
        <source>Build the whole Jacobian of the result drawn, one sweep at a time: a column per forward sweep or a row per backward one</source>
        <translation>Construir toda la jacobiana del resultado dibujado, un barrido cada vez: una columna por barrido directo o una fila por barrido inverso</translation>
    </message>
    <message>
        <source>Check Gradients with Finite &amp;Differences</source>
        <translation>&amp;Comprobar los gradientes con diferencias finitas</translation>
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
        <source>Hold every running descent after its current step: its curves, boundary and numbers show the step it waits at</source>
        <translation>Detener cada descenso en curso tras su paso actual: sus curvas, su frontera y sus números muestran el paso en que espera</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Take One &amp;Descent Step</source>
        <translation>Dar &amp;un paso de descenso</translation>
    </message>
    <message>
        <source>Let each paused descent take one step, at the learning rate its row holds now, and wait again</source>
        <translation>Dejar que cada descenso en pausa dé un paso, con la tasa de aprendizaje que indica su fila, y vuelva a esperar</translation>
    </message>
    <message>
        <source>One Step</source>
        <translation>Un paso</translation>
    </message>
    <message>
        <source>&amp;Resume Training</source>
        <translation>&amp;Reanudar entrenamiento</translation>
    </message>
    <message>
        <source>Let the paused descents go on, each at the learning rate its row holds now</source>
        <translation>Dejar que los descensos en pausa sigan, cada uno con la tasa de aprendizaje que indica su fila</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Add a copy of the selected run that starts where it started (the same weights, the same points): change one of its settings, then Start runs the two side by side</source>
        <translation>Añadir una copia de la ejecución elegida que empieza donde ella empezó (los mismos pesos, los mismos puntos): cambie uno de sus ajustes y luego Iniciar ejecuta las dos lado a lado</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Rebobinar</translation>
    </message>
    <message>
        <source>Graph at the Run&apos;s &amp;Weights</source>
        <translation>Grafo con los pesos de la &amp;ejecución</translation>
    </message>
    <message>
        <source>At the Run&apos;s Weights</source>
        <translation>Con los pesos de la ejecución</translation>
    </message>
    <message>
        <source>Graph of &amp;One Point…</source>
        <translation>Grafo de un &amp;solo punto…</translation>
    </message>
    <message>
        <source>Run the program on one training point alone, chosen by its number or by clicking it in the decision boundary: the graph of that point&apos;s loss, to walk</source>
        <translation>Ejecutar el programa sobre un solo punto de entrenamiento, elegido por su número o con un clic en la frontera de decisión: el grafo de la pérdida de ese punto, para recorrerlo</translation>
    </message>
    <message>
        <source>One Point</source>
        <translation>Un punto</translation>
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
        <source>Export Decision &amp;Boundary…</source>
        <translation>Exportar la &amp;frontera de decisión…</translation>
    </message>
    <message>
        <source>Save the classifier&apos;s decision boundary, with its points, as PNG or SVG</source>
        <translation>Guardar la frontera de decisión del clasificador, con sus puntos, como PNG o SVG</translation>
    </message>
    <message>
        <source>Fit &amp;Graph</source>
        <translation>Ajustar el &amp;grafo</translation>
    </message>
    <message>
        <source>Recor&amp;ded Step</source>
        <translation>Paso graba&amp;do</translation>
    </message>
    <message>
        <source>List, beside the graph, the program the selected run&apos;s step is recorded into and replayed: what a step computes once the graph is gone</source>
        <translation>Listar, junto al grafo, el programa en el que se graba y reproduce el paso de la ejecución seleccionada: lo que calcula un paso una vez que el grafo ya no está</translation>
    </message>
    <message>
        <source>Recorded Step</source>
        <translation>Paso grabado</translation>
    </message>
    <message>
        <source>Open the Loss&apos;s O&amp;perations</source>
        <translation>Abrir las &amp;operaciones de la pérdida</translation>
    </message>
    <message>
        <source>Draw the selected loss&apos;s box as its operations, to walk them one by one (or double-click it)</source>
        <translation>Dibujar el bloque de la pérdida elegido como sus operaciones, para recorrerlas una a una (o haga doble clic en él)</translation>
    </message>
    <message>
        <source>Close the Loss&apos;s O&amp;perations</source>
        <translation>Cerrar las &amp;operaciones de la pérdida</translation>
    </message>
    <message>
        <source>Draw the loss&apos;s operations as one box again (or double-click one of them)</source>
        <translation>Dibujar de nuevo las operaciones de la pérdida en un bloque (o haga doble clic en una de ellas)</translation>
    </message>
    <message>
        <source>Open La&amp;yer</source>
        <translation>Abrir la ca&amp;pa</translation>
    </message>
    <message>
        <source>Draw the selected layer as its operations, to walk them one by one (or double-click its box)</source>
        <translation>Dibujar la capa elegida como sus operaciones, para recorrerlas una a una (o hacer doble clic en su bloque)</translation>
    </message>
    <message>
        <source>Close La&amp;yer</source>
        <translation>Cerrar la ca&amp;pa</translation>
    </message>
    <message>
        <source>Draw the selected layer&apos;s operations as one box again (or double-click one of them)</source>
        <translation>Dibujar de nuevo las operaciones de la capa elegida como un solo bloque (o hacer doble clic en una de ellas)</translation>
    </message>
    <message>
        <source>Open into &amp;Elements</source>
        <translation>Abrir en elemen&amp;tos</translation>
    </message>
    <message>
        <source>Draw the selected node as its numbers, each made by operations on single numbers, and walk them one by one (or double-click it)</source>
        <translation>Dibujar el nodo seleccionado como sus números, cada uno producido por operaciones sobre números sueltos, y recorrerlos uno a uno (o haga doble clic en él)</translation>
    </message>
    <message>
        <source>Close &amp;Elements</source>
        <translation>Cerrar los elemen&amp;tos</translation>
    </message>
    <message>
        <source>Draw the selected opened node as one tensor again (or double-click it)</source>
        <translation>Dibujar de nuevo el nodo abierto seleccionado como un solo tensor (o haga doble clic en él)</translation>
    </message>
    <message>
        <source>Forward Mode</source>
        <translation>Directo</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobiana</translation>
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
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Log Axis</source>
        <translation>Eje log</translation>
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
        <source>Pa&amp;use Training</source>
        <translation>&amp;Pausar entrenamiento</translation>
    </message>
    <message>
        <source>Rewind as a &amp;New Run</source>
        <translation>Re&amp;bobinar como nueva ejecución</translation>
    </message>
    <message>
        <source>Run the program with the selected run&apos;s parameters where it waits or where it ended, and as it goes: the graph and its walk show that step&apos;s values and gradients</source>
        <translation>Ejecutar el programa con los parámetros de la ejecución elegida donde espera o donde terminó, y mientras avanza: el grafo y su recorrido muestran los valores y los gradientes de ese paso</translation>
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
        <source>Show the whole graph</source>
        <translation>Muestra el grafo completo</translation>
    </message>
    <message>
        <source>&amp;Walk Layout</source>
        <translation>Disposición de &amp;recorrido</translation>
    </message>
    <message>
        <source>Arrange the window for walking: the graph large, the training put away</source>
        <translation>Disponer la ventana para recorrer: el grafo grande, el entrenamiento guardado</translation>
    </message>
    <message>
        <source>T&amp;rain Layout</source>
        <translation>Disposición de &amp;entrenamiento</translation>
    </message>
    <message>
        <source>Arrange the window for training: the runs, the loss curves and the landscape across the window</source>
        <translation>Disponer la ventana para entrenar: las ejecuciones, las curvas de pérdida y el paisaje a todo lo ancho</translation>
    </message>
    <message>
        <source>Section &amp;Figures</source>
        <translation>&amp;Cifras de la sección</translation>
    </message>
    <message>
        <source>Show the figures the section computes under its text, computed again as you change the program and when a run ends</source>
        <translation>Muestra las cifras que calcula la sección bajo su texto, calculadas de nuevo cuando cambias el programa y cuando termina una ejecución</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>List every command with its keyboard shortcuts</source>
        <translation>Listar cada comando con sus atajos de teclado</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Qué significan las &amp;marcas</translation>
    </message>
    <message>
        <source>What the graph&apos;s shapes, marks and colours say</source>
        <translation>Qué dicen las formas, las marcas y los colores del grafo</translation>
    </message>
    <message>
        <source>&amp;Expression Language</source>
        <translation>Lenguaje de &amp;expresiones</translation>
    </message>
    <message>
        <source>Every operation, constructor and operator a program may use, with what it does and an example of each</source>
        <translation>Cada operación, constructor y operador que puede usar un programa, con lo que hace y un ejemplo de cada uno</translation>
    </message>
    <message>
        <source>How to &amp;Step</source>
        <translation>Cómo a&amp;vanzar</translation>
    </message>
    <message>
        <source>Show again the note on how to step the walk</source>
        <translation>Mostrar de nuevo la nota sobre cómo avanzar el recorrido</translation>
    </message>
    <message>
        <source>&amp;About Gradwalk</source>
        <translation>Acerca &amp;de Gradwalk</translation>
    </message>
    <message>
        <source>What Gradwalk is, and its version</source>
        <translation>Qué es Gradwalk y su versión</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
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
        <source>{0} at step {1} of the run “{2}”</source>
        <translation>{0} en el paso {1} de la ejecución «{2}»</translation>
    </message>
    <message>
        <source>point {0} of {1} alone</source>
        <translation>punto {0} de {1}, solo</translation>
    </message>
    <message>
        <source>{0} ← 1, the other elements of {1} still</source>
        <translation>{0} ← 1, los demás elementos de {1} quietos</translation>
    </message>
    <message>
        <source>{0} ← ones</source>
        <translation>{0} ← unos</translation>
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
        <source>(gap {0} against {1})</source>
        <translation>(diferencia {0} frente a {1})</translation>
    </message>
    <message>
        <source>every gap below {0} of the slope it is measured against.</source>
        <translation>todas las diferencias están por debajo de {0} veces la pendiente con la que se comparan.</translation>
    </message>
    <message>
        <source>some gaps above {0} of the slope they are measured against.</source>
        <translation>algunas diferencias superan {0} veces la pendiente con la que se comparan.</translation>
    </message>
    <message>
        <source>{0} at line {1}</source>
        <translation>{0} en la línea {1}</translation>
    </message>
    <message>
        <source>{0} (line {1})</source>
        <translation>{0} (línea {1})</translation>
    </message>
    <message>
        <source>{0}, column {1}</source>
        <translation>{0}, columna {1}</translation>
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
        <source>Select a node of the graph first.</source>
        <translation>Seleccione primero un nodo del grafo.</translation>
    </message>
    <message>
        <source>Nodes open into their elements in the graph&apos;s walk: leave tape or forward mode first.</source>
        <translation>Los nodos se abren en sus elementos en el recorrido del grafo: salga primero del modo tape o del modo directo.</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>Gradwalk: the forward sweep</source>
        <translation>Gradwalk: el barrido hacia delante</translation>
    </message>
    <message>
        <source>Gradwalk: the backward walk</source>
        <translation>Gradwalk: el recorrido hacia atrás</translation>
    </message>
</context>
</TS>
