<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BuildPalette</name>
    <message>
        <source>a scalar is one number, like 2.5</source>
        <translation>un scalaire est un seul nombre, comme 2.5</translation>
    </message>
    <message>
        <source>a number is missing (two commas in a row?)</source>
        <translation>il manque un nombre (deux virgules à la suite&#xa0;?)</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only: {1}</source>
        <translation>{0} ne contient que des nombres entiers&#xa0;: {1}</translation>
    </message>
    <message>
        <source>not a number: {0}</source>
        <translation>ce n&apos;est pas un nombre&#xa0;: {0}</translation>
    </message>
    <message>
        <source>u32 holds no negative numbers: {0}</source>
        <translation>u32 ne contient pas de nombres négatifs&#xa0;: {0}</translation>
    </message>
    <message>
        <source>every row of a matrix needs as many numbers</source>
        <translation>toutes les lignes d&apos;une matrice doivent avoir le même nombre d&apos;éléments</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>un nom est requis</translation>
    </message>
    <message>
        <source>not a name: use letters, digits and _, like t1</source>
        <translation>ce n&apos;est pas un nom&#xa0;: utilisez des lettres, des chiffres et _, comme t1</translation>
    </message>
    <message>
        <source>names starting with _ are reserved</source>
        <translation>les noms commençant par _ sont réservés</translation>
    </message>
    <message>
        <source>{0} is a constructor&apos;s name</source>
        <translation>{0} est le nom d&apos;un constructeur</translation>
    </message>
    <message>
        <source>Add a line to the program by clicking instead of typing</source>
        <translation>Ajouter une ligne au programme en cliquant plutôt qu&apos;en tapant</translation>
    </message>
    <message>
        <source>Build palette</source>
        <translation>Palette de construction</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Build the program by clicking</source>
        <translation>Construire le programme en cliquant</translation>
    </message>
    <message>
        <source>Why the button is disabled</source>
        <translation>Pourquoi le bouton est désactivé</translation>
    </message>
    <message>
        <source>Apply an operation</source>
        <translation>Appliquer une opération</translation>
    </message>
    <message>
        <source>Append a line that applies an operation to a tensor of the program</source>
        <translation>Ajouter une ligne qui applique une opération à un tenseur du programme</translation>
    </message>
    <message>
        <source>Tensor to apply the operation to</source>
        <translation>Tenseur auquel appliquer l&apos;opération</translation>
    </message>
    <message>
        <source>The tensor the operation starts from; picking a node in the graph selects it</source>
        <translation>Le tenseur d&apos;où part l&apos;opération&#xa0;; choisir un nœud dans le graphe le sélectionne</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>The operation to apply; hover an entry for what it computes</source>
        <translation>L&apos;opération à appliquer&#xa0;; survolez une entrée pour voir ce qu&apos;elle calcule</translation>
    </message>
    <message>
        <source>What the operation computes</source>
        <translation>Ce que calcule l&apos;opération</translation>
    </message>
    <message>
        <source>What the chosen operation computes</source>
        <translation>Ce que calcule l&apos;opération choisie</translation>
    </message>
    <message>
        <source>Parameters of the operation</source>
        <translation>Paramètres de l&apos;opération</translation>
    </message>
    <message>
        <source>The operation&apos;s parameters</source>
        <translation>Les paramètres de l&apos;opération</translation>
    </message>
    <message>
        <source>Name of the result</source>
        <translation>Nom du résultat</translation>
    </message>
    <message>
        <source>The name the new line assigns the result to</source>
        <translation>Le nom auquel la nouvelle ligne affecte le résultat</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Append the line to the program</source>
        <translation>Ajouter la ligne au programme</translation>
    </message>
    <message>
        <source>Apply problem</source>
        <translation>Problème d&apos;application</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tenseur</translation>
    </message>
    <message>
        <source>Result name</source>
        <translation>Nom du résultat</translation>
    </message>
    <message>
        <source>New input</source>
        <translation>Nouvelle entrée</translation>
    </message>
    <message>
        <source>Append a line that makes a new variable or plain tensor</source>
        <translation>Ajouter une ligne qui crée une nouvelle variable ou un tenseur simple</translation>
    </message>
    <message>
        <source>Name of the new input</source>
        <translation>Nom de la nouvelle entrée</translation>
    </message>
    <message>
        <source>The name of the new tensor</source>
        <translation>Le nom du nouveau tenseur</translation>
    </message>
    <message>
        <source>Kind of input</source>
        <translation>Nature de l&apos;entrée</translation>
    </message>
    <message>
        <source>A single number, a list of numbers, or rows of numbers</source>
        <translation>Un seul nombre, une liste de nombres ou des lignes de nombres</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>scalaire</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>vecteur</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>matrice</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>A vector: &quot;1, 2, 3&quot;; a matrix: rows separated by &quot;;&quot;, like &quot;1, 2; 3, 4&quot;</source>
        <translation>Un vecteur&#xa0;: &quot;1, 2, 3&quot;&#xa0;; une matrice&#xa0;: des lignes séparées par &quot;;&quot;, comme &quot;1, 2; 3, 4&quot;</translation>
    </message>
    <message>
        <source>Variable or plain tensor</source>
        <translation>Variable ou tenseur simple</translation>
    </message>
    <message>
        <source>A variable (var) gets a gradient; a plain tensor (tensor) is data</source>
        <translation>Une variable (var) reçoit un gradient&#xa0;; un tenseur simple (tensor) est une donnée</translation>
    </message>
    <message>
        <source>variable: var(...)</source>
        <translation>variable&#xa0;: var(...)</translation>
    </message>
    <message>
        <source>plain tensor: tensor(...)</source>
        <translation>tenseur simple&#xa0;: tensor(...)</translation>
    </message>
    <message>
        <source>Element type</source>
        <translation>Type d&apos;élément</translation>
    </message>
    <message>
        <source>The element type: f32 and f64 carry gradients, u32 and i64 do not</source>
        <translation>Le type d&apos;élément&#xa0;: f32 et f64 portent des gradients, u32 et i64 non</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Where the numbers live: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Où résident les nombres&#xa0;: le processeur (cpu) ou une carte graphique (cuda)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add input</source>
        <translation>Ajouter l&apos;entrée</translation>
    </message>
    <message>
        <source>Append the new input to the program</source>
        <translation>Ajouter la nouvelle entrée au programme</translation>
    </message>
    <message>
        <source>Add problem</source>
        <translation>Problème d&apos;ajout</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Tracked</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <source>No CUDA device was found</source>
        <translation>Aucun périphérique CUDA n&apos;a été trouvé</translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation>Calculer sur la carte graphique</translation>
    </message>
    <message>
        <source>No tensor yet: add an input first</source>
        <translation>Pas encore de tenseur&#xa0;: ajoutez d&apos;abord une entrée</translation>
    </message>
    <message>
        <source>No operation chosen</source>
        <translation>Aucune opération choisie</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Result name: {0}</source>
        <translation>Nom du résultat&#xa0;: {0}</translation>
    </message>
    <message>
        <source>pick a tensor</source>
        <translation>choisissez un tenseur</translation>
    </message>
    <message>
        <source>not a whole number: {0}</source>
        <translation>ce n&apos;est pas un nombre entier&#xa0;: {0}</translation>
    </message>
    <message>
        <source>not a shape: write sizes separated by commas, like 2, 3</source>
        <translation>ce n&apos;est pas une forme&#xa0;: écrivez des tailles séparées par des virgules, comme 2, 3</translation>
    </message>
    <message>
        <source>Name: {0}</source>
        <translation>Nom&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Values: {0}</source>
        <translation>Valeurs&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Parameter {0}</source>
        <translation>Paramètre {0}</translation>
    </message>
    <message>
        <source>The other tensor of the operation</source>
        <translation>L&apos;autre tenseur de l&apos;opération</translation>
    </message>
    <message>
        <source>The {0} to convert to</source>
        <translation>{0} cible de la conversion</translation>
    </message>
    <message>
        <source>A whole number, like 0 or -1</source>
        <translation>Un nombre entier, comme 0 ou -1</translation>
    </message>
    <message>
        <source>A number, like 2.0 or -0.5</source>
        <translation>Un nombre, comme 2.0 ou -0.5</translation>
    </message>
    <message>
        <source>Sizes separated by commas, like 2, 3 or (3,)</source>
        <translation>Des tailles séparées par des virgules, comme 2, 3 ou (3,)</translation>
    </message>
    <message>
        <source>for example {0}</source>
        <translation>par exemple {0}</translation>
    </message>
</context>
<context>
    <name>ExpressionEditor</name>
    <message>
        <source>Type a program in Gradwalk&apos;s expression language</source>
        <translation>Tapez un programme dans le langage d&apos;expressions de Gradwalk</translation>
    </message>
    <message>
        <source>Expression editor panel</source>
        <translation>Panneau de l&apos;éditeur d&apos;expressions</translation>
    </message>
    <message>
        <source>One statement per line, like y = x.sqr() + 3 * x. Ctrl+Z undoes, Ctrl+Shift+Z redoes.</source>
        <translation>Une instruction par ligne, comme y = x.sqr() + 3 * x. Ctrl+Z annule, Ctrl+Maj+Z rétablit.</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>x = var(2.0, dtype=&quot;f64&quot;)
y = x.sqr() + 3 * x</source>
        <translation>x = var(2.0, dtype=&quot;f64&quot;)
y = x.sqr() + 3 * x</translation>
    </message>
    <message>
        <source>What is wrong with the program, and where</source>
        <translation>Ce qui ne va pas dans le programme, et où</translation>
    </message>
    <message>
        <source>Program error</source>
        <translation>Erreur dans le programme</translation>
    </message>
    <message>
        <source>Insert line</source>
        <translation>Insérer une ligne</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <source>Line {0}, column {1}: {2}</source>
        <translation>Ligne {0}, colonne {1}&#xa0;: {2}</translation>
    </message>
</context>
<context>
    <name>FiniteDifferenceTable</name>
    <message>
        <source>The backward walk&apos;s gradients compared with finite differences</source>
        <translation>Les gradients du parcours arrière comparés aux différences finies</translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation>Vérification par différences finies</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tenseur</translation>
    </message>
    <message>
        <source>Largest gap</source>
        <translation>Écart maximal</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>✓ below {0}</source>
        <translation>✓ sous {0}</translation>
    </message>
    <message>
        <source>The gradient of {0} matches the estimate: the gap {1} is below {2}</source>
        <translation>Le gradient de {0} concorde avec l&apos;estimation&#xa0;: l&apos;écart {1} est inférieur à {2}</translation>
    </message>
    <message>
        <source>✗ above {0}</source>
        <translation>✗ au-dessus de {0}</translation>
    </message>
    <message>
        <source>The gradient of {0} differs from the estimate: the gap {1} is not below {2}</source>
        <translation>Le gradient de {0} diffère de l&apos;estimation&#xa0;: l&apos;écart {1} n&apos;est pas inférieur à {2}</translation>
    </message>
</context>
<context>
    <name>GradientTable</name>
    <message>
        <source>The gradients the walk has stored so far; hover a value for full precision</source>
        <translation>Les gradients que le parcours a stockés jusqu&apos;ici&#xa0;; survolez une valeur pour la voir en pleine précision</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tenseur</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>Built from</source>
        <translation>Formé de</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>No gradient yet — step the walk</source>
        <translation>Pas encore de gradient — avancez dans le parcours</translation>
    </message>
    <message>
        <source>No gradient yet</source>
        <translation>Pas encore de gradient</translation>
    </message>
    <message>
        <source>Step the backward walk to fill the table</source>
        <translation>Avancez dans le parcours arrière pour remplir le tableau</translation>
    </message>
    <message>
        <source>A plain tensor, not a variable, and still it has a gradient: the walk hands a share to every direct input of a recorded operation, tracked or not (Candle does the same). The share is correct; it is computed only when someone asks for it, so it costs nothing otherwise.</source>
        <translation>Un tenseur simple, pas une variable, et pourtant il a un gradient&#xa0;: le parcours transmet une part à chaque entrée directe d&apos;une opération enregistrée, suivie ou non (Candle fait de même). Cette part est correcte&#xa0;; elle n&apos;est calculée que si on la demande, elle ne coûte donc rien sinon.</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tenseur simple</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermédiaire</translation>
    </message>
    <message>
        <source>How the gradient of {0} was summed: {1}</source>
        <translation>Comment le gradient de {0} a été sommé&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>GraphExporter</name>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .pdf (PDF holds the whole walk, a page a step)</source>
        <translation>impossible d&apos;exporter vers {0}&#xa0;: le nom du fichier doit se terminer par .png, .svg ou .pdf (le PDF contient tout le parcours, une page par pas)</translation>
    </message>
    <message>
        <source>there is no walk to export</source>
        <translation>il n&apos;y a aucun parcours à exporter</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF, one page per step (*.pdf)</source>
        <translation>PDF, une page par pas (*.pdf)</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>Exporter le graphe</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation>Échec de l&apos;exportation&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
</context>
<context>
    <name>GraphLegend</name>
    <message>
        <source>Graph legend</source>
        <translation>Légende du graphe</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tenseur simple</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>opération</translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation>arête de ce pas</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actuel</translation>
    </message>
    <message>
        <source>done</source>
        <translation>traité</translation>
    </message>
    <message>
        <source>no gradient</source>
        <translation>sans gradient</translation>
    </message>
    <message>
        <source>carries none</source>
        <translation>n&apos;en porte aucun</translation>
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
        <translation>tenseur simple</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>opération</translation>
    </message>
    <message>
        <source>(too large to show)</source>
        <translation>(trop grand pour être affiché)</translation>
    </message>
    <message>
        <source>(too large to keep in the picture)</source>
        <translation>(trop grand pour être conservé dans l&apos;image)</translation>
    </message>
    <message>
        <source>value: {0}</source>
        <translation>valeur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>value {0}</source>
        <translation>valeur {0}</translation>
    </message>
    <message>
        <source>No gradient: {0}</source>
        <translation>Pas de gradient&#xa0;: {0}</translation>
    </message>
    <message>
        <source>gradient: {0}</source>
        <translation>gradient&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Computation graph</source>
        <translation>Graphe de calcul</translation>
    </message>
    <message>
        <source>The computation graph: inputs on the left, the result on the right. Ctrl+wheel zooms, dragging pans.</source>
        <translation>Le graphe de calcul&#xa0;: les entrées à gauche, le résultat à droite. Ctrl+molette pour zoomer, faites glisser pour vous déplacer.</translation>
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
        <translation>Paysage de la perte</translation>
    </message>
    <message>
        <source>Loss over w and b, with the path of each run</source>
        <translation>Perte selon w et b, avec le chemin de chaque essai</translation>
    </message>
    <message>
        <source>The loss for every pair of w and b: dark is low, bright is high (log scale), lines join equal losses. Each run&apos;s path ends in a dot where it is now.</source>
        <translation>La perte pour chaque couple (w, b)&#xa0;: sombre quand elle est basse, clair quand elle est haute (échelle log), les lignes relient les pertes égales. Le chemin de chaque essai se termine par un point à sa position actuelle.</translation>
    </message>
    <message>
        <source>Loss over (w, b)</source>
        <translation>Perte selon (w, b)</translation>
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
        <translation>Pourquoi aucun paysage n&apos;est tracé</translation>
    </message>
    <message>
        <source>The landscape needs a model of two parameters, w and b</source>
        <translation>Le paysage nécessite un modèle à deux paramètres, w et b</translation>
    </message>
    <message>
        <source>The landscape is drawn for models of two parameters</source>
        <translation>Le paysage est tracé pour les modèles à deux paramètres</translation>
    </message>
    <message>
        <source>log10 loss</source>
        <translation>log10 de la perte</translation>
    </message>
</context>
<context>
    <name>LessonTree</name>
    <message>
        <source>The lessons; click a section, or press Enter on it, to open it</source>
        <translation>Les leçons&#xa0;; cliquez sur une section, ou appuyez sur Entrée dessus, pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Loss plot</source>
        <translation>Tracé de la perte</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Perte de chaque essai en fonction du pas</translation>
    </message>
    <message>
        <source>The loss of each run at each step. Hover a curve to read its values; the wheel zooms, dragging pans, right-click for more.</source>
        <translation>La perte de chaque essai à chaque pas. Survolez une courbe pour lire ses valeurs&#xa0;; la molette zoome, faites glisser pour vous déplacer, clic droit pour plus d&apos;options.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Échelle logarithmique</translation>
    </message>
    <message>
        <source>Log scale for the loss</source>
        <translation>Échelle logarithmique pour la perte</translation>
    </message>
    <message>
        <source>Draw the loss on a logarithmic axis: small losses and diverging runs both stay readable. Losses of zero or below are not drawn there.</source>
        <translation>Tracer la perte sur un axe logarithmique&#xa0;: les petites pertes comme les essais qui divergent restent lisibles. Les pertes nulles ou négatives n&apos;y sont pas tracées.</translation>
    </message>
    <message>
        <source>too large to draw from step {step}</source>
        <translation>perte trop grande pour être tracée à partir du pas {step}</translation>
    </message>
    <message>
        <source>not finite from step {step}</source>
        <translation>perte non finie à partir du pas {step}</translation>
    </message>
    <message>
        <source>{label}, step {step}: loss {loss}</source>
        <translation>{label}, pas {step}&#xa0;: perte {loss}</translation>
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
        <translation>Ce qu&apos;a fait le dernier pas</translation>
    </message>
    <message>
        <source>The current step of the backward walk, in words</source>
        <translation>Le pas actuel du parcours arrière, décrit en mots</translation>
    </message>
    <message>
        <source>Result to draw</source>
        <translation>Résultat à afficher</translation>
    </message>
    <message>
        <source>Which of the program&apos;s results to draw and walk</source>
        <translation>Lequel des résultats du programme afficher et parcourir</translation>
    </message>
    <message>
        <source>Graph of a gradient</source>
        <translation>Graphe d&apos;un gradient</translation>
    </message>
    <message>
        <source>Draw the result itself, or the graph backward(create_graph=True) records for its gradient with respect to a variable, to step second derivatives</source>
        <translation>Afficher le résultat lui-même, ou le graphe que backward(create_graph=True) enregistre pour son gradient par rapport à une variable, afin de parcourir pas à pas les dérivées secondes</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Graph of:</source>
        <translation>Graphe de&#xa0;:</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Tape, in the order it was recorded</source>
        <translation>Tape, dans l&apos;ordre d&apos;enregistrement</translation>
    </message>
    <message>
        <source>GradStore after the steps so far</source>
        <translation>GradStore après les pas effectués</translation>
    </message>
    <message>
        <source>Finite-difference check</source>
        <translation>Vérification par différences finies</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Leçon</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>&amp;Parcours</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>A&amp;pparence</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Show Gradwalk and its lessons in {0}</source>
        <translation>Afficher Gradwalk et ses leçons en {0}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportation</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>The lesson in {0} could not be opened again and is no longer listed.</source>
        <translation>La leçon située dans {0} n&apos;a pas pu être rouverte et ne figure plus dans la liste.</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>A lesson with the id {0} is already listed (from {1}). Give this one another id in its lesson.toml.</source>
        <translation>Une leçon d&apos;identifiant {0} figure déjà dans la liste (provenant de {1}). Donnez à celle-ci un autre identifiant dans son lesson.toml.</translation>
    </message>
    <message>
        <source>The lesson in {0} has {1} problem(s) and was not opened.</source>
        <translation>La leçon située dans {0} présente {1} problème(s) et n&apos;a pas été ouverte.</translation>
    </message>
    <message>
        <source>Fix them, check again with gradwalk check-lesson, and open it again. The first ones:</source>
        <translation>Corrigez-les, vérifiez de nouveau avec gradwalk check-lesson, puis rouvrez-la. Les premiers&#xa0;:</translation>
    </message>
    <message>
        <source>No section {0} in lesson {1}</source>
        <translation>Aucune section {0} dans la leçon {1}</translation>
    </message>
    <message>
        <source>Lesson data</source>
        <translation>Données de la leçon</translation>
    </message>
    <message>
        <source>{0} — Gradwalk</source>
        <translation>{0} — Gradwalk</translation>
    </message>
    <message>
        <source>Walk &gt; Check with Finite Differences compares backward with central differences.</source>
        <translation>Parcours &gt; Vérifier par différences finies compare backward aux différences centrales.</translation>
    </message>
    <message>
        <source>The section&apos;s training could not be prepared: {0}</source>
        <translation>L&apos;entraînement de la section n&apos;a pas pu être préparé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Could not save what you typed: {0}</source>
        <translation>Impossible d&apos;enregistrer ce que vous avez tapé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <source>Not evaluated: {0}. The last graph stays on screen.</source>
        <translation>Non évalué&#xa0;: {0}. Le dernier graphe reste affiché.</translation>
    </message>
    <message>
        <source>{0} itself</source>
        <translation>{0} lui-même</translation>
    </message>
    <message>
        <source>{0} has no name in the program: assign it to a name to build on it with the palette.</source>
        <translation>{0} n&apos;a pas de nom dans le programme&#xa0;: affectez-le à un nom pour le réutiliser avec la palette.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Pas {0} sur {1}</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s code</source>
        <translation>Revenir au code de la leçon</translation>
    </message>
    <message>
        <source>Stop the training first: switching language rebuilds the window</source>
        <translation>Arrêtez d&apos;abord l&apos;entraînement&#xa0;: changer de langue reconstruit la fenêtre</translation>
    </message>
    <message>
        <source>Unsaved text</source>
        <translation>Texte non enregistré</translation>
    </message>
    <message>
        <source>What you typed could not be saved (see the status bar). Close anyway?</source>
        <translation>Ce que vous avez tapé n&apos;a pas pu être enregistré (voir la barre d&apos;état). Fermer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Stop the training before switching language.</source>
        <translation>Arrêtez l&apos;entraînement avant de changer de langue.</translation>
    </message>
    <message>
        <source>About Gradwalk</source>
        <translation>À propos de Gradwalk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Build an expression, see the graph the engine records, and step the backward pass node by node: each edge&apos;s local derivative, each node&apos;s running gradient.&lt;/p&gt;&lt;p&gt;Lesson 4 follows a course lesson on Candle&apos;s automatic differentiation.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Construisez une expression, voyez le graphe que le moteur enregistre et avancez dans la passe arrière nœud par nœud&#xa0;: la dérivée locale de chaque arête, le gradient cumulé de chaque nœud.&lt;/p&gt;&lt;p&gt;La leçon 4 suit une leçon de cours sur la différentiation automatique de Candle.&lt;/p&gt;&lt;p&gt;Licence MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SectionText</name>
    <message>
        <source>The lesson&apos;s text for this section</source>
        <translation>Le texte de la leçon pour cette section</translation>
    </message>
    <message>
        <source>Section text</source>
        <translation>Texte de la section</translation>
    </message>
</context>
<context>
    <name>TapeList</name>
    <message>
        <source>The tape: every recorded operation in order; the backward walk visits it from the end</source>
        <translation>Le tape&#xa0;: toutes les opérations enregistrées, dans l&apos;ordre&#xa0;; le parcours arrière le visite depuis la fin</translation>
    </message>
    <message>
        <source>Tape</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>being visited</source>
        <translation>en cours de visite</translation>
    </message>
    <message>
        <source>done</source>
        <translation>traitée</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>Entry {0}, {1}: {2}</source>
        <translation>Entrée {0}, {1}&#xa0;: {2}</translation>
    </message>
</context>
<context>
    <name>TrainingController</name>
    <message>
        <source>run {0}</source>
        <translation>essai {0}</translation>
    </message>
    <message>
        <source>custom loss</source>
        <translation>perte personnalisée</translation>
    </message>
    <message>
        <source>This section trains nothing.</source>
        <translation>Cette section n&apos;entraîne rien.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Training {0} runs…</source>
        <translation>Entraînement de {0} essais…</translation>
    </message>
    <message>
        <source>Stopping after the current step…</source>
        <translation>Arrêt après le pas en cours…</translation>
    </message>
    <message>
        <source>stopped at step {0}</source>
        <translation>arrêté au pas {0}</translation>
    </message>
    <message>
        <source>not finite from step {0}</source>
        <translation>perte non finie à partir du pas {0}</translation>
    </message>
    <message>
        <source>diverged</source>
        <translation>a divergé</translation>
    </message>
    <message>
        <source>done: loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training finished.</source>
        <translation>Entraînement terminé.</translation>
    </message>
    <message>
        <source>A run failed: {0}</source>
        <translation>Un essai a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The landscape is drawn for the line&apos;s two parameters, w and b.</source>
        <translation>Le paysage est tracé pour les deux paramètres de la droite, w et b.</translation>
    </message>
    <message>
        <source>cannot export to {0}: the file name must end in .png, .svg or .csv</source>
        <translation>impossible d&apos;exporter vers {0}&#xa0;: le nom du fichier doit se terminer par .png, .svg ou .csv</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Export failed: {0}</source>
        <translation>Échec de l&apos;exportation&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV, a row per step (*.csv)</source>
        <translation>CSV, une ligne par pas (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Exporter le tracé</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Training runs</source>
        <translation>Essais d&apos;entraînement</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>One row per training run: edit a run&apos;s settings before Start, follow its progress while it trains</source>
        <translation>Une ligne par essai d&apos;entraînement&#xa0;: modifiez les réglages d&apos;un essai avant de démarrer, suivez sa progression pendant l&apos;entraînement</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Start values</source>
        <translation>Valeurs initiales</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Add run</source>
        <translation>Ajouter un essai</translation>
    </message>
    <message>
        <source>Add a run: a copy of the selected run (or of the last one) to change and compare</source>
        <translation>Ajouter un essai&#xa0;: une copie de l&apos;essai sélectionné (ou du dernier) à modifier et à comparer</translation>
    </message>
    <message>
        <source>Parameters: their values as the runs go, and where they end</source>
        <translation>Paramètres&#xa0;: leurs valeurs au fil des essais, et leurs valeurs finales</translation>
    </message>
    <message>
        <source>Parameters of each run</source>
        <translation>Paramètres de chaque essai</translation>
    </message>
    <message>
        <source>Each run&apos;s parameters: updated as it trains, in bold once it has finished</source>
        <translation>Les paramètres de chaque essai&#xa0;: mis à jour pendant l&apos;entraînement, en gras une fois l&apos;essai terminé</translation>
    </message>
    <message>
        <source>{label} (copy)</source>
        <translation>{label} (copie)</translation>
    </message>
    <message>
        <source>The model this run trains: {model}</source>
        <translation>Le modèle entraîné par cet essai&#xa0;: {model}</translation>
    </message>
    <message>
        <source>Label of run {id}</source>
        <translation>Libellé de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>The run&apos;s name in the plots and the legend</source>
        <translation>Le nom de l&apos;essai dans les tracés et la légende</translation>
    </message>
    <message>
        <source>Learning rate of run {id}</source>
        <translation>Taux d&apos;apprentissage de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>How far each step moves the parameters: a positive number, such as 0.01</source>
        <translation>De combien chaque pas déplace les paramètres&#xa0;: un nombre positif, par exemple 0.01</translation>
    </message>
    <message>
        <source>Steps of run {id}</source>
        <translation>Pas de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>How many steps the run takes: a whole number from 1 to {max}</source>
        <translation>Nombre de pas de l&apos;essai&#xa0;: un nombre entier de 1 à {max}</translation>
    </message>
    <message>
        <source>Start values of run {id}</source>
        <translation>Valeurs initiales de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>Where the parameters start, as name = value pairs: {example}</source>
        <translation>Point de départ des paramètres, sous forme de paires nom = valeur&#xa0;: {example}</translation>
    </message>
    <message>
        <source>Number type of run {id}</source>
        <translation>Type numérique de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>f64: 64-bit floats, f32: 32-bit floats (faster, coarser)</source>
        <translation>f64&#xa0;: flottants 64 bits, f32&#xa0;: flottants 32 bits (plus rapides, moins précis)</translation>
    </message>
    <message>
        <source>Device of run {id}</source>
        <translation>Périphérique de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>Where the run computes: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Où l&apos;essai effectue ses calculs&#xa0;: le processeur (cpu) ou une carte graphique (cuda)</translation>
    </message>
    <message>
        <source>Progress of run {id}</source>
        <translation>Progression de l&apos;essai {id}</translation>
    </message>
    <message>
        <source>Steps done of the run&apos;s steps</source>
        <translation>Pas effectués sur le total de l&apos;essai</translation>
    </message>
    <message>
        <source>Remove run {id}</source>
        <translation>Retirer l&apos;essai {id}</translation>
    </message>
    <message>
        <source>Remove this run (one you added)</source>
        <translation>Retirer cet essai (un essai que vous avez ajouté)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>Compute on the graphics card</source>
        <translation>Calculer sur la carte graphique</translation>
    </message>
    <message>
        <source>run</source>
        <translation>essai</translation>
    </message>
    <message>
        <source>{name} at the end of the run</source>
        <translation>{name} à la fin de l&apos;essai</translation>
    </message>
    <message>
        <source>{name} now</source>
        <translation>{name} actuellement</translation>
    </message>
    <message>
        <source>Give the run a label</source>
        <translation>Donnez un libellé à l&apos;essai</translation>
    </message>
    <message>
        <source>Learning rate: a positive number, such as 0.01</source>
        <translation>Taux d&apos;apprentissage&#xa0;: un nombre positif, par exemple 0.01</translation>
    </message>
    <message>
        <source>Steps: a whole number from 1 to {max}</source>
        <translation>Pas&#xa0;: un nombre entier de 1 à {max}</translation>
    </message>
    <message>
        <source>Start values: {names}, each a number, as in {example}</source>
        <translation>Valeurs initiales&#xa0;: {names}, chacune un nombre, comme dans {example}</translation>
    </message>
    <message>
        <source>cuda is not available: {reason}</source>
        <translation>cuda n&apos;est pas disponible&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Walk</name>
    <message>
        <source>grad {0} (seed)</source>
        <translation>grad {0} (amorce)</translation>
    </message>
    <message>
        <source>The walk starts here with a gradient of ones.</source>
        <translation>Le parcours commence ici avec un gradient rempli de uns.</translation>
    </message>
    <message>
        <source>grad {0}</source>
        <translation>grad {0}</translation>
    </message>
    <message>
        <source>no gradient ({0} is not a float)</source>
        <translation>pas de gradient ({0} n&apos;est pas un flottant)</translation>
    </message>
    <message>
        <source>passes {0}</source>
        <translation>transmet {0}</translation>
    </message>
    <message>
        <source>No gradient flows from {0}.</source>
        <translation>Aucun gradient ne part de {0}.</translation>
    </message>
    <message>
        <source>{0} is a leaf: its gradient is the seed, {1}, and there is nothing to walk.</source>
        <translation>{0} est une feuille&#xa0;: son gradient est l&apos;amorce, {1}, et il n&apos;y a rien à parcourir.</translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. The tape is walked from its last entry back to its first ({2} steps).</source>
        <translation>Prêt&#xa0;: {0} commence avec le gradient {1}. Le tape est parcouru de sa dernière entrée jusqu&apos;à la première ({2} pas).</translation>
    </message>
    <message>
        <source>Ready: {0} starts with gradient {1}. Step to pass it back, one node at a time ({2} steps).</source>
        <translation>Prêt&#xa0;: {0} commence avec le gradient {1}. Avancez pas à pas pour le propager en arrière, un nœud à la fois ({2} pas).</translation>
    </message>
    <message>
        <source>nothing to {0} (an integer tensor)</source>
        <translation>rien à {0} (un tenseur d&apos;entiers)</translation>
    </message>
    <message>
        <source>{0} × {1} = {2} to {3}</source>
        <translation>{0} × {1} = {2} à {3}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3} ({4}); it passes </source>
        <translation>Pas {0} sur {1}&#xa0;: le gradient {2} est arrivé à {3} ({4})&#xa0;; il transmet&#xa0;: </translation>
    </message>
    <message>
        <source>Tape entry {0}. </source>
        <translation>Entrée {0} du tape. </translation>
    </message>
    <message>
        <source>The tape&apos;s walk is complete: it kept the gradient of every entry, intermediates too.</source>
        <translation>Le parcours du tape est terminé&#xa0;: il a conservé le gradient de chaque entrée, intermédiaires compris.</translation>
    </message>
    <message>
        <source>The walk is complete.</source>
        <translation>Le parcours est terminé.</translation>
    </message>
    <message>
        <source>passed {0}</source>
        <translation>a transmis {0}</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tenseur simple</translation>
    </message>
    <message>
        <source>{0} = leaf ({1})</source>
        <translation>{0} = feuille ({1})</translation>
    </message>
    <message>
        <source>… {0} more</source>
        <translation>… {0} de plus</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point tensors carry gradients.</source>
        <translation>{0} est de type {1}&#xa0;: seuls les tenseurs à virgule flottante portent des gradients.</translation>
    </message>
    <message>
        <source>{0} is a plain tensor with nothing recorded behind it: none of the tensors it was made from needed a gradient (a detach() makes such a copy).</source>
        <translation>{0} est un tenseur simple sans rien d&apos;enregistré derrière lui&#xa0;: aucun des tenseurs dont il est issu n&apos;avait besoin d&apos;un gradient (un detach() produit une telle copie).</translation>
    </message>
    <message>
        <source>{0} does not depend on a variable through operations that have a derivative, so no gradient flows from it.</source>
        <translation>{0} ne dépend d&apos;aucune variable par des opérations dérivables&#xa0;; aucun gradient ne part donc de lui.</translation>
    </message>
    <message>
        <source>{0} has no derivative, so no gradient passes back through it to {1}.</source>
        <translation>{0} n&apos;a pas de dérivée&#xa0;; aucun gradient ne le traverse donc pour revenir à {1}.</translation>
    </message>
    <message>
        <source>No gradient from the result reaches {0}.</source>
        <translation>Aucun gradient issu du résultat n&apos;atteint {0}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Open Lesson…</source>
        <translation>&amp;Ouvrir une leçon…</translation>
    </message>
    <message>
        <source>Open a lesson folder from disk (one holding a lesson.toml); it is listed with the built-in lessons</source>
        <translation>Ouvrir un dossier de leçon sur le disque (contenant un lesson.toml)&#xa0;; la leçon figure ensuite parmi les leçons intégrées</translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation>&amp;Exporter le graphe…</translation>
    </message>
    <message>
        <source>Save the graph as PNG or SVG, or the whole walk as a PDF with one page per step</source>
        <translation>Enregistrer le graphe en PNG ou SVG, ou tout le parcours en PDF avec une page par pas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Gradwalk; what you typed is kept</source>
        <translation>Fermer Gradwalk&#xa0;; ce que vous avez tapé est conservé</translation>
    </message>
    <message>
        <source>Reset to the Lesson&apos;s Code</source>
        <translation>Revenir au code de la leçon</translation>
    </message>
    <message>
        <source>Replace the editor&apos;s text by the section&apos;s own code (undoable)</source>
        <translation>Remplacer le texte de l&apos;éditeur par le code propre à la section (annulable)</translation>
    </message>
    <message>
        <source>&amp;Previous Section</source>
        <translation>Section &amp;précédente</translation>
    </message>
    <message>
        <source>Open the section before this one</source>
        <translation>Ouvrir la section précédente</translation>
    </message>
    <message>
        <source>&amp;Next Section</source>
        <translation>Section &amp;suivante</translation>
    </message>
    <message>
        <source>Open the section after this one</source>
        <translation>Ouvrir la section suivante</translation>
    </message>
    <message>
        <source>&amp;Step Backward</source>
        <translation>Avancer d&apos;un &amp;pas</translation>
    </message>
    <message>
        <source>Visit the next node of the backward pass: pass its gradient to its inputs</source>
        <translation>Visiter le nœud suivant de la passe arrière&#xa0;: transmettre son gradient à ses entrées</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Re&amp;culer d&apos;un pas</translation>
    </message>
    <message>
        <source>Undo the last step of the walk</source>
        <translation>Annuler le dernier pas du parcours</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Aller jusqu&apos;à la &amp;fin</translation>
    </message>
    <message>
        <source>Take every remaining step of the walk</source>
        <translation>Effectuer tous les pas restants du parcours</translation>
    </message>
    <message>
        <source>&amp;Reset Walk</source>
        <translation>&amp;Réinitialiser le parcours</translation>
    </message>
    <message>
        <source>Go back to before the first step</source>
        <translation>Revenir à l&apos;état d&apos;avant le premier pas</translation>
    </message>
    <message>
        <source>&amp;Tape Mode</source>
        <translation>Mode &amp;tape</translation>
    </message>
    <message>
        <source>Run the program on a tape (a Wengert list) and walk the tape backward instead of the graph</source>
        <translation>Exécuter le programme sur un tape (une liste de Wengert) et parcourir le tape à rebours au lieu du graphe</translation>
    </message>
    <message>
        <source>Check with &amp;Finite Differences</source>
        <translation>Vérifier par &amp;différences finies</translation>
    </message>
    <message>
        <source>Compare backward&apos;s gradients with central differences for every variable</source>
        <translation>Comparer les gradients de backward aux différences centrales pour chaque variable</translation>
    </message>
    <message>
        <source>&amp;Start Training</source>
        <translation>&amp;Démarrer l&apos;entraînement</translation>
    </message>
    <message>
        <source>Run the selected section&apos;s descents, drawing their loss curves as they go</source>
        <translation>Exécuter les descentes de la section sélectionnée en traçant leurs courbes de perte au fur et à mesure</translation>
    </message>
    <message>
        <source>S&amp;top Training</source>
        <translation>&amp;Arrêter l&apos;entraînement</translation>
    </message>
    <message>
        <source>Stop every running descent after its current step</source>
        <translation>Arrêter chaque descente en cours après son pas actuel</translation>
    </message>
    <message>
        <source>&amp;Logarithmic Loss Axis</source>
        <translation>Axe de perte &amp;logarithmique</translation>
    </message>
    <message>
        <source>Show the loss on a logarithmic axis: a diverging run and a converging one fit on one plot</source>
        <translation>Afficher la perte sur un axe logarithmique&#xa0;: un essai qui diverge et un autre qui converge tiennent sur un même tracé</translation>
    </message>
    <message>
        <source>Export &amp;Plot…</source>
        <translation>Exporter le &amp;tracé…</translation>
    </message>
    <message>
        <source>Save the loss curves as PNG or SVG, or every step of every run as CSV</source>
        <translation>Enregistrer les courbes de perte en PNG ou SVG, ou chaque pas de chaque essai en CSV</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Tape</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>To End</source>
        <translation>Jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Enlarge the graph</source>
        <translation>Agrandir le graphe</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Shrink the graph</source>
        <translation>Réduire le graphe</translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation>Ajuster le &amp;graphe</translation>
    </message>
    <message>
        <source>Show the whole graph</source>
        <translation>Afficher le graphe entier</translation>
    </message>
    <message>
        <source>&amp;About Gradwalk</source>
        <translation>À &amp;propos de Gradwalk</translation>
    </message>
    <message>
        <source>What Gradwalk is, and its version</source>
        <translation>Ce qu&apos;est Gradwalk, et sa version</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>The program assigns nothing yet: write a line such as y = x.sqr().</source>
        <translation>Le programme n&apos;affecte encore rien&#xa0;: écrivez une ligne comme y = x.sqr().</translation>
    </message>
    <message>
        <source>{0} is not on the tape: nothing recorded it (clone and detach record nothing, nor does a tensor written as data). Draw another result, or leave tape mode.</source>
        <translation>{0} n&apos;est pas sur le tape&#xa0;: rien ne l&apos;a enregistré (clone et detach n&apos;enregistrent rien, pas plus qu&apos;un tenseur écrit comme donnée). Affichez un autre résultat, ou quittez le mode tape.</translation>
    </message>
    <message>
        <source>on {0}</source>
        <translation>sur {0}</translation>
    </message>
    <message>
        <source>there is no {0} in the program</source>
        <translation>il n&apos;y a pas de {0} dans le programme</translation>
    </message>
    <message>
        <source>{0} does not depend on {1}: there is no gradient to draw</source>
        <translation>{0} ne dépend pas de {1}&#xa0;: il n&apos;y a aucun gradient à afficher</translation>
    </message>
    <message>
        <source>(relative {0})</source>
        <translation>(relatif {0})</translation>
    </message>
    <message>
        <source>The program assigns nothing to check.</source>
        <translation>Le programme n&apos;affecte rien à vérifier.</translation>
    </message>
    <message>
        <source>{0} depends on no floating-point variable: nothing to check.</source>
        <translation>{0} ne dépend d&apos;aucune variable à virgule flottante&#xa0;: rien à vérifier.</translation>
    </message>
    <message>
        <source>sum({0})</source>
        <translation>sum({0})</translation>
    </message>
    <message>
        <source>Backward against central differences (step {0}) for {1}: </source>
        <translation>Comparaison de backward aux différences centrales (pas {0}) pour {1}&#xa0;: </translation>
    </message>
    <message>
        <source>every gap below {0}.</source>
        <translation>tous les écarts sont sous {0}.</translation>
    </message>
    <message>
        <source>some gaps above {0}.</source>
        <translation>certains écarts dépassent {0}.</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>Gradwalk: the backward walk</source>
        <translation>Gradwalk&#xa0;: le parcours arrière</translation>
    </message>
</context>
</TS>
