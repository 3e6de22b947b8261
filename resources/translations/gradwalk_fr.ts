<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoundaryController</name>
    <message>
        <source>starts when the run starts</source>
        <translation>commence avec l&apos;essai</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>{0} of {1} in {2}</source>
        <translation>{0} sur {1} dans {2}</translation>
    </message>
    <message>
        <source>, dead units: {0}</source>
        <translation>, unités mortes&#xa0;: {0}</translation>
    </message>
    <message>
        <source>step {0}</source>
        <translation>pas {0}</translation>
    </message>
    <message>
        <source>step {0}: accuracy {1}</source>
        <translation>pas {0}&#xa0;: exactitude {1}</translation>
    </message>
    <message>
        <source>step {0}: accuracy {1}, held-out {2}</source>
        <translation>pas {0}&#xa0;: exactitude {1}, validation {2}</translation>
    </message>
</context>
<context>
    <name>BoundaryPlot</name>
    <message>
        <source>Decision boundary</source>
        <translation>Frontière de décision</translation>
    </message>
    <message>
        <source>The model&apos;s probability of class 1 over the plane, with the points</source>
        <translation>La probabilité de la classe 1 selon le modèle sur le plan, avec les points</translation>
    </message>
    <message>
        <source>The colour says which class the model expects at each place of the plane, and how sure it is: pale where it hesitates. The line is where it is exactly undecided (a probability of 1/2). Hollow points are held out: the training never sees them. Right-click for the plot&apos;s commands.</source>
        <translation>La couleur dit quelle classe le modèle attend en chaque endroit du plan, et avec quelle assurance&#xa0;: pâle là où il hésite. La ligne marque l&apos;endroit où il est exactement indécis (une probabilité de 1/2). Les points creux sont mis de côté pour la validation&#xa0;: l&apos;entraînement ne les voit jamais. Clic droit pour les commandes du tracé.</translation>
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
        <translation>La frontière de décision se dessine pour un classifieur de points du plan.</translation>
    </message>
    <message>
        <source>class 0</source>
        <translation>classe 0</translation>
    </message>
    <message>
        <source>class 1</source>
        <translation>classe 1</translation>
    </message>
    <message>
        <source>held out (hollow)</source>
        <translation>validation (creux)</translation>
    </message>
    <message>
        <source>probability 1/2</source>
        <translation>probabilité 1/2</translation>
    </message>
</context>
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
        <source>other</source>
        <translation>autre</translation>
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
    <name>CheckLesson</name>
    <message>
        <source>gradwalk check-lesson: the path is empty; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson : le chemin est vide ; donnez le dossier de la leçon ou son lesson.toml</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} does not exist; the built-in lesson {0} is the folder {1}</source>
        <translation>gradwalk check-lesson : {0} n&apos;existe pas ; la leçon intégrée {0} est le dossier {1}</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} does not exist</source>
        <translation>gradwalk check-lesson&#xa0;: {0} n&apos;existe pas</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} is neither a folder nor a file; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson : {0} n&apos;est ni un dossier ni un fichier ; donnez le dossier de la leçon ou son lesson.toml</translation>
    </message>
    <message>
        <source>gradwalk check-lesson: {0} is not a lesson.toml file; give the lesson&apos;s folder or its lesson.toml</source>
        <translation>gradwalk check-lesson&#xa0;: {0} n&apos;est pas un fichier lesson.toml&#xa0;; indiquez le dossier de la leçon ou son lesson.toml</translation>
    </message>
    <message>
        <source>{0}: the lesson is sound, no problems found</source>
        <translation>{0}&#xa0;: la leçon est correcte, aucun problème détecté</translation>
    </message>
    <message>
        <source>1 problem found</source>
        <translation>1 problème détecté</translation>
    </message>
    <message>
        <source>{0} problems found</source>
        <translation>{0} problèmes détectés</translation>
    </message>
    <message>
        <source>there is no lesson.toml in this folder</source>
        <translation>il n&apos;y a pas de lesson.toml dans ce dossier</translation>
    </message>
    <message>
        <source>the lesson&apos;s id {0} is not the name of its folder, {1}</source>
        <translation>l&apos;identifiant {0} de la leçon n&apos;est pas le nom de son dossier, {1}</translation>
    </message>
    <message>
        <source>&apos;languages&apos; names no language; leave it out for English only</source>
        <translation>&apos;languages&apos; ne nomme aucune langue&#xa0;; omettez-le pour l&apos;anglais seul</translation>
    </message>
    <message>
        <source>&apos;languages&apos; must be a list of texts, like [&quot;en&quot;, &quot;fr&quot;]</source>
        <translation>&apos;languages&apos; doit être une liste de textes, comme [&quot;en&quot;, &quot;fr&quot;]</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>la leçon</translation>
    </message>
    <message>
        <source>the lesson cannot be loaded: {0}</source>
        <translation>la leçon ne peut pas être chargée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is missing</source>
        <translation>&apos;{0}&apos; est absent</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; must be {1}, not {2}</source>
        <translation>&apos;{0}&apos; doit être {1}, et non {2}</translation>
    </message>
    <message>
        <source>{0} has no {1} in {2}</source>
        <translation>{0} n&apos;a pas de {1} pour la langue {2}</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a text or a table of languages and texts</source>
        <translation>{0}&#xa0;: &apos;{1}&apos; doit être un texte ou une table de langues et de textes</translation>
    </message>
    <message>
        <source>data set {0}</source>
        <translation>jeu de données {0}</translation>
    </message>
    <message>
        <source>{0} must be a table, like [data.{1}]</source>
        <translation>{0} doit être une table, comme [data.{1}]</translation>
    </message>
    <message>
        <source>{0}: &apos;rows&apos; must be at least 1, not {1}</source>
        <translation>{0}&#xa0;: &apos;rows&apos; doit valoir au moins 1, et non {1}</translation>
    </message>
    <message>
        <source>{0}: &apos;skip&apos; must be 0 or more, not {1}</source>
        <translation>{0}&#xa0;: &apos;skip&apos; doit valoir 0 ou plus, et non {1}</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a file&apos;s name, found on the data search path: no folder, no &apos;..&apos;</source>
        <translation>{0}&#xa0;: &apos;{1}&apos; doit être un nom de fichier, cherché dans le chemin de recherche des données&#xa0;: ni dossier, ni &apos;..&apos;</translation>
    </message>
    <message>
        <source>{0}: column {1} must name a column of the file</source>
        <translation>{0}&#xa0;: la colonne {1} doit nommer une colonne du fichier</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; reads a file, and this data set is made from &apos;points&apos;: keep one of the two</source>
        <translation>{0}&#xa0;: &apos;{1}&apos; lit un fichier, et ce jeu de données est fait de &apos;points&apos;&#xa0;: gardez l’un des deux</translation>
    </message>
    <message>
        <source>{0}: &apos;points&apos; needs a kind, one of: {1}</source>
        <translation>{0}&#xa0;: &apos;points&apos; demande un kind, parmi&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} must name a part of the point set, one of: {2}</source>
        <translation>{0}&#xa0;: {1} doit nommer une partie du jeu de points, parmi&#xa0;: {2}</translation>
    </message>
    <message>
        <source>a lesson needs at least one [[sections]] table</source>
        <translation>une leçon nécessite au moins une table [[sections]]</translation>
    </message>
    <message>
        <source>section {0} must be a table, like [[sections]]</source>
        <translation>la section {0} doit être une table, comme [[sections]]</translation>
    </message>
    <message>
        <source>section {0}</source>
        <translation>section {0}</translation>
    </message>
    <message>
        <source>section id {0} is used twice: section {1} has it too</source>
        <translation>l&apos;identifiant de section {0} est utilisé deux fois&#xa0;: la section {1} l&apos;a aussi</translation>
    </message>
    <message>
        <source>{0}: &apos;text&apos; must name a file inside the language folder, not {1}</source>
        <translation>{0}&#xa0;: &apos;text&apos; doit nommer un fichier situé dans le dossier de la langue, et non {1}</translation>
    </message>
    <message>
        <source>{0}: there is no text {1}</source>
        <translation>{0}&#xa0;: il n&apos;y a pas de texte {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: the text is empty</source>
        <translation>{0}&#xa0;: le texte est vide</translation>
    </message>
    <message>
        <source>section {0}, step {1}</source>
        <translation>section {0}, étape {1}</translation>
    </message>
    <message>
        <source>{0} must be a table, like [[sections.steps]]</source>
        <translation>{0} doit être une table, comme [[sections.steps]]</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{0}: a step needs exactly one of {1} (found: {2})</source>
        <translation>{0}&#xa0;: une étape nécessite exactement une clé parmi {1} (trouvé&#xa0;: {2})</translation>
    </message>
    <message>
        <source>{0}: &apos;figure&apos; must name the figure, not be empty</source>
        <translation>{0} : &apos;figure&apos; doit nommer la figure, pas être vide</translation>
    </message>
    <message>
        <source>{0}: &apos;label&apos; must be a text or a table of languages and texts</source>
        <translation>{0}&#xa0;: &apos;label&apos; doit être un texte ou une table de langues et de textes</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; must be a program, as text</source>
        <translation>{0}&#xa0;: &apos;{1}&apos; doit être un programme, sous forme de texte</translation>
    </message>
    <message>
        <source>{0}: the program in &apos;{1}&apos; is refused, column {2}: {3}</source>
        <translation>{0}&#xa0;: le programme de &apos;{1}&apos; est refusé, colonne {2}&#xa0;: {3}</translation>
    </message>
    <message>
        <source>{0}: the program in &apos;{1}&apos; must assign {2}</source>
        <translation>{0}&#xa0;: le programme de &apos;{1}&apos; doit affecter {2}</translation>
    </message>
    <message>
        <source>loading data set {0}</source>
        <translation>le chargement du jeu de données {0}</translation>
    </message>
    <message>
        <source>data set {0} cannot be loaded: {1}</source>
        <translation>le jeu de données {0} ne peut pas être chargé&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the step</source>
        <translation>l&apos;étape</translation>
    </message>
    <message>
        <source>an unexpected error in the program that runs lessons ({0})</source>
        <translation>une erreur inattendue dans le programme qui exécute les leçons ({0})</translation>
    </message>
    <message>
        <source>column {0}: {1}</source>
        <translation>colonne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>section {0}, step {1} fails: {2}</source>
        <translation>section {0}, l&apos;étape {1} échoue&#xa0;: {2}</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>une table</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>argument {0}: given twice, as {1} and {2}; give it once</source>
        <translation>argument {0} : donné deux fois, comme {1} et {2} ; donnez-le une seule fois</translation>
    </message>
    <message>
        <source>--out names no file; give one, such as picture.png</source>
        <translation>--out ne nomme aucun fichier ; donnez-en un, par exemple image.png</translation>
    </message>
    <message>
        <source>{0} is a folder; name a file in it, such as {1}</source>
        <translation>{0} est un dossier ; nommez un fichier dedans, par exemple {1}</translation>
    </message>
    <message>
        <source>the section&apos;s program cannot be walked on the tape (--tape): {0}</source>
        <translation>le programme de la section ne peut pas être parcouru sur la bande (--tape) : {0}</translation>
    </message>
    <message>
        <source>the section&apos;s program cannot be swept forward (--forward): {0}</source>
        <translation>le programme de la section ne peut pas être balayé en mode direct (--forward) : {0}</translation>
    </message>
    <message>
        <source>the section&apos;s program did not run: {0}</source>
        <translation>le programme de la section ne s&apos;est pas exécuté : {0}</translation>
    </message>
    <message>
        <source>--runs {0}: run numbers are whole numbers from 1 to {1}, separated by commas, such as 1,3: {2}</source>
        <translation>--runs {0} : les numéros d&apos;entraînement sont des entiers de 1 à {1}, séparés par des virgules, par exemple 1,3 : {2}</translation>
    </message>
    <message>
        <source>{0} does nothing for a .csv file, which holds each run&apos;s loss and parameters at every step; leave it out, or write a .png or .svg picture</source>
        <translation>{0} ne fait rien pour un fichier .csv, qui contient la perte et les paramètres de chaque entraînement à chaque pas ; retirez-le, ou écrivez une image .png ou .svg</translation>
    </message>
    <message>
        <source>--log does nothing for --plot {0}: only the loss curves have a loss axis to make logarithmic</source>
        <translation>--log ne fait rien pour --plot {0} : seules les courbes de perte ont un axe de perte à rendre logarithmique</translation>
    </message>
    <message>
        <source>there is no landscape to export: section {0} fits no line (model = &quot;line&quot;), whose w and b the landscape is drawn over; sections that do: {1}</source>
        <translation>il n&apos;y a pas de paysage à exporter : la section {0} n&apos;ajuste aucune droite (model = &quot;line&quot;), sur le w et le b de laquelle le paysage est tracé ; les sections qui le font : {1}</translation>
    </message>
    <message>
        <source>there is no landscape to export: no section of lesson {0} fits a line (model = &quot;line&quot;), whose w and b the landscape is drawn over</source>
        <translation>il n&apos;y a pas de paysage à exporter : aucune section de la leçon {0} n&apos;ajuste une droite (model = &quot;line&quot;), sur le w et le b de laquelle le paysage est tracé</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: section {0} trains no classifier of points in the plane; sections that do: {1}</source>
        <translation>il n&apos;y a pas de frontière de décision à exporter : la section {0} n&apos;entraîne aucun classifieur de points du plan ; les sections qui le font : {1}</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: no section of lesson {0} trains a classifier of points in the plane</source>
        <translation>il n&apos;y a pas de frontière de décision à exporter : aucune section de la leçon {0} n&apos;entraîne un classifieur de points du plan</translation>
    </message>
    <message>
        <source>there is no landscape to export: none of the runs chosen fits a line (model = &quot;line&quot;), whose w and b the landscape is drawn over; runs that do: {0}</source>
        <translation>il n&apos;y a pas de paysage à exporter : aucun des entraînements choisis n&apos;ajuste une droite (model = &quot;line&quot;), sur le w et le b de laquelle le paysage est tracé ; ceux qui le font : {0}</translation>
    </message>
    <message>
        <source>--plot boundary draws one run&apos;s boundary and --runs names {0} runs; name one of: {1}</source>
        <translation>--plot boundary trace la frontière d&apos;un seul entraînement et --runs en nomme {0} ; nommez-en un parmi : {1}</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: run {0} classifies no points in the plane; runs that do: {1}</source>
        <translation>il n&apos;y a pas de frontière de décision à exporter : l&apos;entraînement {0} ne classe aucun point du plan ; ceux qui le font : {1}</translation>
    </message>
    <message>
        <source>{0} does nothing for a .pdf file, which holds the whole walk on A4 pages; leave it out, or write a .png or .svg slide of one step</source>
        <translation>{0} ne fait rien pour un fichier .pdf, qui contient tout le parcours sur des pages A4 ; retirez-le, ou écrivez une diapositive .png ou .svg d&apos;un pas</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <source>the columns of data set {0} have different lengths</source>
        <translation>les colonnes du jeu de données {0} ont des longueurs différentes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>data set {0} has no column {1}; its columns are: {2}</source>
        <translation>le jeu de données {0} n&apos;a pas de colonne {1}&#xa0;; ses colonnes sont&#xa0;: {2}</translation>
    </message>
    <message>
        <source>data set {0} has no column {1}; its columns are: {2} (the file seems to separate its values with &apos;;&apos; or tabs; use commas)</source>
        <translation>le jeu de données {0} n&apos;a pas de colonne {1}&#xa0;; ses colonnes sont&#xa0;: {2} (le fichier semble séparer ses valeurs par des &apos;;&apos; ou des tabulations&#xa0;; utilisez des virgules)</translation>
    </message>
    <message>
        <source>column {0} of data set {1} must hold numbers; it holds text such as {2}</source>
        <translation>la colonne {0} du jeu de données {1} doit contenir des nombres&#xa0;; elle contient du texte comme {2}</translation>
    </message>
    <message>
        <source>column {0} of data set {1} holds {2}; every number must be finite</source>
        <translation>la colonne {0} du jeu de données {1} contient {2}&#xa0;; chaque nombre doit être fini</translation>
    </message>
    <message>
        <source>head(n) needs n &gt;= 0, got {0}</source>
        <translation>head(n) nécessite n &gt;= 0, reçu {0}</translation>
    </message>
    <message>
        <source>data set {0} has only {1} rows, asked for {2}</source>
        <translation>le jeu de données {0} n&apos;a que {1} lignes, {2} demandées</translation>
    </message>
    <message>
        <source>rows must be a whole number &gt;= 1, or None for every row; got {0}</source>
        <translation>rows doit être un nombre entier &gt;= 1, ou None pour toutes les lignes&#xa0;; reçu {0}</translation>
    </message>
    <message>
        <source>{0} is a folder, not a data file; name the CSV file in it</source>
        <translation>{0} est un dossier, pas un fichier de données&#xa0;; indiquez le fichier CSV qu&apos;il contient</translation>
    </message>
    <message>
        <source>{0} is not a regular file (a device or a pipe?); name a CSV file</source>
        <translation>{0} n&apos;est pas un fichier ordinaire (un périphérique ou un tube&#xa0;?)&#xa0;; indiquez un fichier CSV</translation>
    </message>
    <message>
        <source>no data file at {0}</source>
        <translation>aucun fichier de données à l&apos;emplacement {0}</translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} ne peut pas être lu&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} has a header but no rows of data</source>
        <translation>{0} a un en-tête mais aucune ligne de données</translation>
    </message>
    <message>
        <source>{0}, line {1}: column {2} holds {3}; every number must be finite</source>
        <translation>{0}, ligne {1}&#xa0;: la colonne {2} contient {3}&#xa0;; chaque nombre doit être fini</translation>
    </message>
    <message>
        <source>the data file&apos;s name is empty; name a CSV file</source>
        <translation>le nom du fichier de données est vide ; nommez un fichier CSV</translation>
    </message>
    <message>
        <source>{0} is empty</source>
        <translation>{0} est vide</translation>
    </message>
    <message>
        <source>{0}, line {1}: expected {2} fields ({3}), found {4}</source>
        <translation>{0}, ligne {1}&#xa0;: {2} champs attendus ({3}), {4} trouvés</translation>
    </message>
    <message>
        <source>{0} holds more than {1} rows of data; a lesson&apos;s data set is smaller (or give &apos;rows&apos; to read only the first ones)</source>
        <translation>{0} contient plus de {1} lignes de données&#xa0;; le jeu de données d&apos;une leçon est plus petit (ou indiquez &apos;rows&apos; pour ne lire que les premières)</translation>
    </message>
    <message>
        <source>{0}, line {1}: longer than {2} characters; a CSV file holds one row of the table per line</source>
        <translation>{0}, ligne {1}&#xa0;: plus de {2} caractères&#xa0;; un fichier CSV contient une ligne du tableau par ligne de texte</translation>
    </message>
    <message>
        <source>{0} is not text in UTF-8 (line {1} holds a NUL byte, found only in binary files); save it as a CSV file, with UTF-8 text</source>
        <translation>{0} n&apos;est pas du texte UTF-8 (la ligne {1} contient un octet NUL, qu&apos;on ne trouve que dans les fichiers binaires)&#xa0;; enregistrez-le en fichier CSV, en texte UTF-8</translation>
    </message>
    <message>
        <source>{0} is not text in UTF-8 (line {1} holds byte {2}, which cannot be read); save it as a CSV file, with UTF-8 text</source>
        <translation>{0} n&apos;est pas du texte UTF-8 (la ligne {1} contient l&apos;octet {2}, qui ne peut pas être lu)&#xa0;; enregistrez-le en fichier CSV, en texte UTF-8</translation>
    </message>
    <message>
        <source>{0}: the first line names no columns; it should, e.g. pages,build_seconds</source>
        <translation>{0}&#xa0;: la première ligne ne nomme aucune colonne&#xa0;; elle devrait le faire, par ex. pages,build_seconds</translation>
    </message>
    <message>
        <source>{0}: the first line holds only numbers ({1}); it should name the columns, e.g. pages,build_seconds</source>
        <translation>{0}&#xa0;: la première ligne ne contient que des nombres ({1})&#xa0;; elle devrait nommer les colonnes, par ex. pages,build_seconds</translation>
    </message>
    <message>
        <source>{0}: the header line has a column with no name</source>
        <translation>{0}&#xa0;: la ligne d&apos;en-tête a une colonne sans nom</translation>
    </message>
    <message>
        <source>{0}: the header names a column twice: {1}</source>
        <translation>{0}&#xa0;: l&apos;en-tête nomme deux fois une colonne&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the user&apos;s data folder is unknown: {0} (set HOME)</source>
        <translation>le dossier de données de l&apos;utilisateur est inconnu&#xa0;: {0} (définissez HOME)</translation>
    </message>
    <message>
        <source>{0} is not on the data search path: put it in one of {1}</source>
        <translation>{0} n&apos;est pas dans le chemin de recherche des données&#xa0;: placez-le dans l&apos;un des dossiers {1}</translation>
    </message>
    <message>
        <source>found neither {0} on the data search path nor the demo file {1}</source>
        <translation>ni {0} dans le chemin de recherche des données ni le fichier de démonstration {1} n&apos;ont été trouvés</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>Data: {0} (1 row), read from {1}.</source>
        <translation>Données&#xa0;: {0} (1 ligne), lues depuis {1}.</translation>
    </message>
    <message>
        <source>Data: {0} ({1} rows), read from {2}.</source>
        <translation>Données&#xa0;: {0} ({1} lignes), lues depuis {2}.</translation>
    </message>
    <message>
        <source>These are the project&apos;s own made-up numbers, for a demo only. The lesson&apos;s exact figures need the course&apos;s {0}: put it in one of these folders
{1}
(or name another folder in the environment variable GRADWALK_DATA).</source>
        <translation>Ce sont des nombres inventés par le projet, pour une démonstration uniquement. Les valeurs exactes de la leçon nécessitent le fichier {0} du cours&#xa0;: placez-le dans l&apos;un de ces dossiers
{1}
(ou indiquez un autre dossier dans la variable d&apos;environnement GRADWALK_DATA).</translation>
    </message>
    <message>
        <source>Data set {0}: {1} points of the set {2} (noise {3}, seed {4}), {5} of them for training and {6} held out.</source>
        <translation>Jeu de données {0}&#xa0;: {1} points du jeu {2} (bruit {3}, graine {4}), dont {5} pour l’entraînement et {6} pour la validation.</translation>
    </message>
    <message>
        <source>lesson {0} reads no CSV file, so there is no data set for {1} to replace</source>
        <translation>la leçon {0} ne lit aucun fichier CSV : il n&apos;y a pas de jeu de données que {1} puisse remplacer</translation>
    </message>
    <message>
        <source>its rows</source>
        <translation>ses lignes</translation>
    </message>
    <message>
        <source>Data set {0} ({1}) cannot be used, so figures computed from it are nan: {2}</source>
        <translation>Le jeu de données {0} ({1}) ne peut pas être utilisé, les valeurs calculées à partir de lui valent donc nan&#xa0;: {2}</translation>
    </message>
    <message>
        <source>Data set {0}: {1} of {2}.</source>
        <translation>Jeu de données {0}&#xa0;: {1} de {2}.</translation>
    </message>
    <message>
        <source>Data: {0} ({1})</source>
        <translation>Données&#xa0;: {0} ({1})</translation>
    </message>
    <message>
        <source>In {0}, every value is the same, so figures that divide by its spread (a fitted line, a standardised column) may come out as nan.</source>
        <translation>Dans {0}, toutes les valeurs sont identiques, donc les valeurs qui divisent par leur dispersion (une droite ajustée, une colonne standardisée) peuvent valoir nan.</translation>
    </message>
    <message>
        <source>Only {0} after the first {1}: the lesson uses {2}, so its figures will differ.</source>
        <translation>Seulement {0} après les {1} premières&#xa0;: la leçon utilise {2}, ses valeurs seront donc différentes.</translation>
    </message>
    <message>
        <source>Those computed from no rows are nan.</source>
        <translation>Les valeurs calculées à partir d&apos;aucune ligne valent nan.</translation>
    </message>
    <message>
        <source>Only {0}: the lesson uses the first {1}, so its figures will differ.</source>
        <translation>Seulement {0}&#xa0;: la leçon utilise les {1} premières, ses valeurs seront donc différentes.</translation>
    </message>
    <message>
        <source>no rows</source>
        <translation>aucune ligne</translation>
    </message>
    <message>
        <source>row {0}</source>
        <translation>ligne {0}</translation>
    </message>
    <message>
        <source>rows {0} to {1}</source>
        <translation>lignes {0} à {1}</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 ligne</translation>
    </message>
    <message>
        <source>{0} rows</source>
        <translation>{0} lignes</translation>
    </message>
    <message>
        <source>In {0}, numbers reach {1}: f32 cannot hold them (it stops near 3.4e38), so a step that converts them to f32 stops with an error, and squared in f64 some figures will be inf or nan.</source>
        <translation>Dans {0}, les nombres atteignent {1}&#xa0;: f32 ne peut pas les contenir (il s&apos;arrête vers 3.4e38), donc une étape qui les convertit en f32 s&apos;arrête sur une erreur et, une fois élevées au carré en f64, certaines valeurs vaudront inf ou nan.</translation>
    </message>
    <message>
        <source>In {0}, numbers reach {1}: their squares overflow f32 (it stops near 3.4e38), so some figures will be inf or nan.</source>
        <translation>Dans {0}, les nombres atteignent {1}&#xa0;: leurs carrés dépassent la capacité de f32 (il s&apos;arrête vers 3.4e38), donc certaines valeurs vaudront inf ou nan.</translation>
    </message>
    <message>
        <source>{0} points cannot be split into a training and a held-out part</source>
        <translation>{0} points ne peuvent pas être partagés entre entraînement et validation</translation>
    </message>
    <message>
        <source>there is no point set {0}; the sets are: {1}</source>
        <translation>il n’y a pas de jeu de points {0}&#xa0;; les jeux sont&#xa0;: {1}</translation>
    </message>
    <message>
        <source>a point set has from 2 to {0} points, not {1}</source>
        <translation>un jeu de points a de 2 à {0} points, pas {1}</translation>
    </message>
    <message>
        <source>the noise must be a number from 0 to 10, not {0}</source>
        <translation>le bruit doit être un nombre de 0 à 10, pas {0}</translation>
    </message>
    <message>
        <source>the seed must be a whole number of at least 0, not {0}</source>
        <translation>la graine doit être un nombre entier d’au moins 0, pas {0}</translation>
    </message>
    <message>
        <source>the held-out share must be a number between 0 and 1, not {0}</source>
        <translation>la part de validation doit être un nombre entre 0 et 1, pas {0}</translation>
    </message>
</context>
<context>
    <name>Direction</name>
    <message>
        <source>Write a tangent for at least one variable, like {0}.</source>
        <translation>Écrivez une tangente pour au moins une variable, comme {0}.</translation>
    </message>
    <message>
        <source>{0} is not name = numbers, like {1}.</source>
        <translation>{0} n&apos;est pas de la forme nom = nombres, comme {1}.</translation>
    </message>
    <message>
        <source>{0} is not a variable of this graph; its variables are {1}.</source>
        <translation>{0} n&apos;est pas une variable de ce graphe&#xa0;; ses variables sont {1}.</translation>
    </message>
    <message>
        <source>{0} is given twice.</source>
        <translation>{0} est donné deux fois.</translation>
    </message>
    <message>
        <source>{0} is a single number; the direction gives it {1}.</source>
        <translation>{0} est un seul nombre&#xa0;; la direction lui en donne {1}.</translation>
    </message>
    <message>
        <source>{0} has {1} elements; the direction gives it {2} numbers (or give one, for all of them).</source>
        <translation>{0} a {1} éléments&#xa0;; la direction lui donne {2} nombres (ou donnez-en un, pour tous).</translation>
    </message>
    <message>
        <source>{0} = needs numbers after it.</source>
        <translation>{0} = doit être suivi de nombres.</translation>
    </message>
    <message>
        <source>{0}&apos;s tangent: {1}.</source>
        <translation>tangente de {0} : {1}.</translation>
    </message>
</context>
<context>
    <name>Elements</name>
    <message>
        <source>{0} is a leaf: no operation made it, so there is nothing to open.</source>
        <translation>{0} est une feuille : aucune opération ne l&apos;a produit, il n&apos;y a donc rien à ouvrir.</translation>
    </message>
    <message>
        <source>{0} is made by {1}, which has no operation on single numbers to open into.</source>
        <translation>{0} est produit par {1}, qui n&apos;a pas d&apos;opération sur des nombres seuls en laquelle s&apos;ouvrir.</translation>
    </message>
    <message>
        <source>{0} has {1} elements: a node opens into its numbers up to {2} elements, to stay readable.</source>
        <translation>{0} a {1} éléments : un nœud s&apos;ouvre en ses nombres jusqu&apos;à {2} éléments, pour rester lisible.</translation>
    </message>
    <message>
        <source>{0} would open into {1} scalar nodes, more than the {2} a graph can show readably.</source>
        <translation>{0} s&apos;ouvrirait en {1} nœuds scalaires, plus que les {2} qu&apos;un graphe peut montrer lisiblement.</translation>
    </message>
    <message>
        <source>its element {0}</source>
        <translation>son élément {0}</translation>
    </message>
    <message>
        <source>{0}, opened: its {1} elements, each computed on its own</source>
        <translation>{0}, ouvert : ses {1} éléments, chacun calculé à part</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>backward on a result of shape {0} needs a seed in strict mode: reduce it to a scalar first (sum_all, mean_all) or pass seed=&lt;a tensor of the same shape&gt;</source>
        <translation>backward sur un résultat de forme {0} nécessite une amorce en mode strict&#xa0;: réduisez-le d&apos;abord à un scalaire (sum_all, mean_all) ou passez seed=&lt;un tenseur de même forme&gt;</translation>
    </message>
    <message>
        <source>{0} ({1}) receives {2}</source>
        <translation>{0} ({1}) reçoit {2}</translation>
    </message>
    <message>
        <source>{0}: {1} carries no gradient</source>
        <translation>{0}&#xa0;: {1} ne porte aucun gradient</translation>
    </message>
    <message>
        <source>{0}: local derivative {1}, passes {2}, {0} now has {3}</source>
        <translation>{0}&#xa0;: dérivée locale {1}, transmet {2}, {0} a maintenant {3}</translation>
    </message>
    <message>
        <source>cupy is not installed; install the CUDA extra with: pip install -e &quot;.[cuda]&quot;</source>
        <translation>cupy n&apos;est pas installé&#xa0;; installez les dépendances CUDA optionnelles avec&#xa0;: pip install -e &quot;.[cuda]&quot;</translation>
    </message>
    <message>
        <source>cupy could not be imported ({0}: {1})</source>
        <translation>cupy n&apos;a pas pu être importé ({0}&#xa0;: {1})</translation>
    </message>
    <message>
        <source>cupy is installed but found no usable NVIDIA GPU or driver on this machine</source>
        <translation>cupy est installé mais n&apos;a trouvé aucun GPU ni pilote NVIDIA utilisable sur cette machine</translation>
    </message>
    <message>
        <source>cupy could not reach a GPU ({0}: {1})</source>
        <translation>cupy n&apos;a pas pu accéder à un GPU ({0}&#xa0;: {1})</translation>
    </message>
    <message>
        <source>a device is named &quot;cpu&quot; or &quot;cuda&quot;, got {0} {1}</source>
        <translation>un périphérique se nomme &quot;cpu&quot; ou &quot;cuda&quot;, reçu {0} {1}</translation>
    </message>
    <message>
        <source>unknown device {0}: use &quot;cpu&quot; or &quot;cuda&quot;</source>
        <translation>périphérique inconnu {0}&#xa0;: utilisez &quot;cpu&quot; ou &quot;cuda&quot;</translation>
    </message>
    <message>
        <source>device &quot;cuda&quot; is not available: {0}</source>
        <translation>le périphérique &quot;cuda&quot; n&apos;est pas disponible&#xa0;: {0}</translation>
    </message>
    <message>
        <source>unknown dtype {0}: use one of {1}</source>
        <translation>dtype inconnu {0}&#xa0;: utilisez l&apos;un des types {1}</translation>
    </message>
    <message>
        <source>finite_difference_check: f must be a function of the inputs, got {0}</source>
        <translation>finite_difference_check&#xa0;: f doit être une fonction des entrées, reçu {0}</translation>
    </message>
    <message>
        <source>finite_difference_check: give the inputs as a list of tensors, such as [w, b]</source>
        <translation>finite_difference_check&#xa0;: donnez les entrées sous forme de liste de tenseurs, comme [w, b]</translation>
    </message>
    <message>
        <source>finite_difference_check: eps must be a small positive number, got {0}</source>
        <translation>finite_difference_check&#xa0;: eps doit être un petit nombre positif, reçu {0}</translation>
    </message>
    <message>
        <source>finite_difference_check needs f to return a scalar tensor, got {0}</source>
        <translation>finite_difference_check nécessite que f renvoie un tenseur scalaire, reçu {0}</translation>
    </message>
    <message>
        <source>a GradStore is looked up by Tensor, got {0}</source>
        <translation>un GradStore se consulte par Tensor, reçu {0}</translation>
    </message>
    <message>
        <source>no gradient for tensor {0}: the result does not depend on it through recorded, differentiable operations</source>
        <translation>aucun gradient pour le tenseur {0}&#xa0;: le résultat n&apos;en dépend pas par des opérations enregistrées et dérivables</translation>
    </message>
    <message>
        <source>no gradient for tensor: the result does not depend on it through recorded, differentiable operations</source>
        <translation>aucun gradient pour le tenseur&#xa0;: le résultat n&apos;en dépend pas par des opérations enregistrées et dérivables</translation>
    </message>
    <message>
        <source>{0}: a dimension must be a whole number, got {1}</source>
        <translation>{0}&#xa0;: une dimension doit être un nombre entier, reçu {1}</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is out of range for a tensor with 1 dimension</source>
        <translation>{0}&#xa0;: la dimension {1} est hors limites pour un tenseur à 1 dimension</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is out of range for a tensor with {2} dimensions</source>
        <translation>{0}&#xa0;: la dimension {1} est hors limites pour un tenseur à {2} dimensions</translation>
    </message>
    <message>
        <source>{0}: give at least one dimension</source>
        <translation>{0}&#xa0;: indiquez au moins une dimension</translation>
    </message>
    <message>
        <source>{0}: a shape is a tuple of whole numbers, got {1}</source>
        <translation>{0}&#xa0;: une forme est un tuple de nombres entiers, reçu {1}</translation>
    </message>
    <message>
        <source>{0}: sizes cannot be negative, got {1}</source>
        <translation>{0}&#xa0;: les tailles ne peuvent pas être négatives, reçu {1}</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only; got inf or nan</source>
        <translation>{0} ne contient que des nombres entiers&#xa0;; reçu inf ou nan</translation>
    </message>
    <message>
        <source>{0} holds whole numbers from {1} to {2}; got values from {3} to {4}</source>
        <translation>{0} contient des nombres entiers de {1} à {2}&#xa0;; reçu des valeurs de {3} à {4}</translation>
    </message>
    <message>
        <source>{0} holds whole numbers only; got fractions such as {1}</source>
        <translation>{0} ne contient que des nombres entiers&#xa0;; reçu des fractions comme {1}</translation>
    </message>
    <message>
        <source>a number of {0} digits</source>
        <translation>un nombre de {0} chiffres</translation>
    </message>
    <message>
        <source>{0} holds numbers up to ±{1}; got {2} (use a wider type such as {3})</source>
        <translation>{0} contient des nombres jusqu&apos;à ±{1}&#xa0;; reçu {2} (utilisez un type plus large comme {3})</translation>
    </message>
    <message>
        <source>{0} holds numbers up to ±{1}; got {2}</source>
        <translation>{0} contient des nombres jusqu&apos;à ±{1}&#xa0;; reçu {2}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} holds whole numbers only; got {2}</source>
        <translation>{0}&#xa0;: {1} ne contient que des nombres entiers&#xa0;; reçu {2}</translation>
    </message>
    <message>
        <source>{0}: {1} holds whole numbers from {2} to {3}; got {4}</source>
        <translation>{0}&#xa0;: {1} contient des nombres entiers de {2} à {3}&#xa0;; reçu {4}</translation>
    </message>
    <message>
        <source>a tensor holds numbers; got {0} {1}</source>
        <translation>un tenseur contient des nombres&#xa0;; reçu {0} {1}</translation>
    </message>
    <message>
        <source>nested lists must be rectangular, with numbers at the same depth ({0})</source>
        <translation>les listes imbriquées doivent être rectangulaires, avec les nombres à la même profondeur ({0})</translation>
    </message>
    <message>
        <source>a tensor holds numbers; got elements of type {0} from {1}</source>
        <translation>un tenseur contient des nombres&#xa0;; reçu des éléments de type {0} dans {1}</translation>
    </message>
    <message>
        <source>to_dtype(&apos;i64&apos;) or a float type</source>
        <translation>to_dtype(&apos;i64&apos;) ou un type flottant</translation>
    </message>
    <message>
        <source>{0}: the exact result {1} does not fit {2}, which holds whole numbers from {3} to {4}; convert the inputs first, with {5}</source>
        <translation>{0}&#xa0;: le résultat exact {1} ne tient pas dans {2}, qui contient des nombres entiers de {3} à {4}&#xa0;; convertissez d&apos;abord les entrées, avec {5}</translation>
    </message>
    <message>
        <source>{0}: integer division by zero; an integer has no inf to stand for it (convert to a float type first to see inf or nan)</source>
        <translation>{0}&#xa0;: division entière par zéro&#xa0;; un entier n&apos;a pas d&apos;inf pour la représenter (convertissez d&apos;abord en type flottant pour voir inf ou nan)</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} is not a whole number; convert to a float type first, with to_dtype(&apos;f32&apos;)</source>
        <translation>{0}&#xa0;: {1} / {2} n&apos;est pas un nombre entier&#xa0;; convertissez d&apos;abord en type flottant, avec to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>this result was not computed on the tape; run it inside `with tape:`</source>
        <translation>ce résultat n&apos;a pas été calculé sur le tape&#xa0;; exécutez-le dans `with tape:`</translation>
    </message>
    <message>
        <source>a backward walk runs once; call backward_steps again for a new one</source>
        <translation>un parcours arrière ne s&apos;exécute qu&apos;une fois&#xa0;; appelez de nouveau backward_steps pour en lancer un nouveau</translation>
    </message>
    <message>
        <source>this tape is already recording</source>
        <translation>ce tape enregistre déjà</translation>
    </message>
    <message>
        <source>the result is {0}: only floating-point results have gradients</source>
        <translation>le résultat est de type {0}&#xa0;: seuls les résultats à virgule flottante ont des gradients</translation>
    </message>
    <message>
        <source>randn: the seed must be a whole number of at least 0, not {0}</source>
        <translation>randn&#xa0;: la graine doit être un nombre entier d’au moins 0, pas {0}</translation>
    </message>
    <message>
        <source>randn draws real numbers: give it a floating-point dtype (f16, f32 or f64), not {0}</source>
        <translation>randn tire des nombres réels&#xa0;: donnez-lui un dtype à virgule flottante (f16, f32 ou f64), pas {0}</translation>
    </message>
    <message>
        <source>randn: no tensor of shape {0} can be made here ({1})</source>
        <translation>randn&#xa0;: aucun tenseur de forme {0} ne peut être créé ici ({1})</translation>
    </message>
    <message>
        <source>zeros/ones: no tensor of shape {0} can be made here ({1})</source>
        <translation>zeros/ones&#xa0;: aucun tenseur de forme {0} ne peut être créé ici ({1})</translation>
    </message>
    <message>
        <source>to_scalar needs a tensor of shape (), this one has shape {0}; reduce it first (sum_all, mean_all) or squeeze it</source>
        <translation>to_scalar nécessite un tenseur de forme (), celui-ci a la forme {0}&#xa0;; réduisez-le d&apos;abord (sum_all, mean_all) ou appliquez-lui squeeze</translation>
    </message>
    <message>
        <source>to_dtype({0}): {1}</source>
        <translation>to_dtype({0})&#xa0;: {1}</translation>
    </message>
    <message>
        <source>division of a tensor by the number zero; to see what numpy makes of it (inf or nan), divide by a tensor holding the zero</source>
        <translation>division d&apos;un tenseur par le nombre zéro&#xa0;; pour voir ce qu&apos;en fait numpy (inf ou nan), divisez par un tenseur contenant le zéro</translation>
    </message>
    <message>
        <source>matmul needs two tensors with at least 2 dimensions, got shapes {0} and {1}; use unsqueeze to turn a vector into a one-row or one-column matrix</source>
        <translation>matmul nécessite deux tenseurs d&apos;au moins 2 dimensions, formes reçues {0} et {1}&#xa0;; utilisez unsqueeze pour transformer un vecteur en matrice d&apos;une ligne ou d&apos;une colonne</translation>
    </message>
    <message>
        <source>matmul: {0} @ {1}: the inner sizes {2} and {3} must be equal</source>
        <translation>matmul&#xa0;: {0} @ {1}&#xa0;: les tailles intérieures {2} et {3} doivent être égales</translation>
    </message>
    <message>
        <source>matmul: {0} @ {1}: the leading (batch) sizes must be equal</source>
        <translation>matmul&#xa0;: {0} @ {1}&#xa0;: les tailles initiales (de lot) doivent être égales</translation>
    </message>
    <message>
        <source>neg: u32 holds no negative numbers; convert first with to_dtype(&apos;i64&apos;) or a float type</source>
        <translation>neg&#xa0;: u32 ne contient pas de nombres négatifs&#xa0;; convertissez d&apos;abord avec to_dtype(&apos;i64&apos;) ou un type flottant</translation>
    </message>
    <message>
        <source>affine takes two numbers, got {0} and {1}</source>
        <translation>affine prend deux nombres, reçu {0} et {1}</translation>
    </message>
    <message>
        <source>arithmetic with a number (affine, m·x + c) needs a floating-point tensor, this one is {0}; convert it first with to_dtype(&apos;f32&apos;)</source>
        <translation>l&apos;arithmétique avec un nombre (affine, m·x + c) nécessite un tenseur à virgule flottante, celui-ci est de type {0}&#xa0;; convertissez-le d&apos;abord avec to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>powf takes a number as exponent, got {0}</source>
        <translation>powf prend un nombre comme exposant, reçu {0}</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is empty, it has no maximum</source>
        <translation>{0}&#xa0;: la dimension {1} est vide, elle n&apos;a pas de maximum</translation>
    </message>
    <message>
        <source>{0}: dimension {1} is empty, it has no minimum</source>
        <translation>{0}&#xa0;: la dimension {1} est vide, elle n&apos;a pas de minimum</translation>
    </message>
    <message>
        <source>reshape: {0} elements of shape {1} do not fit shape {2} ({3} elements)</source>
        <translation>reshape&#xa0;: {0} éléments de forme {1} ne tiennent pas dans la forme {2} ({3} éléments)</translation>
    </message>
    <message>
        <source>squeeze: dimension {0} has size {1}; only a size-1 dimension can be removed</source>
        <translation>squeeze&#xa0;: la dimension {0} a la taille {1}&#xa0;; seule une dimension de taille 1 peut être supprimée</translation>
    </message>
    <message>
        <source>broadcast_as: shape {0} cannot be stretched to {1}; only axes of size 1 (or missing leading axes) can be repeated</source>
        <translation>broadcast_as&#xa0;: la forme {0} ne peut pas être étirée en {1}&#xa0;; seuls les axes de taille 1 (ou les axes de tête manquants) peuvent être répétés</translation>
    </message>
    <message>
        <source>broadcast_as: shape {0} is larger than the target {1}</source>
        <translation>broadcast_as&#xa0;: la forme {0} est plus grande que la cible {1}</translation>
    </message>
    <message>
        <source>element: a tensor of shape {0} takes one index per dimension, {1} in all; got {2}</source>
        <translation>element : un tenseur de forme {0} prend un indice par dimension, {1} en tout ; reçu {2}</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>un tenseur</translation>
    </message>
    <message>
        <source>element: an index must be a whole number, got {0}</source>
        <translation>element : un indice doit être un nombre entier, reçu {0}</translation>
    </message>
    <message>
        <source>element: index {0} is out of range for a dimension of size {1}</source>
        <translation>element : l&apos;indice {0} est hors limites pour une dimension de taille {1}</translation>
    </message>
    <message>
        <source>the exponent of ** must be a number (powf); tensor exponents are not supported</source>
        <translation>l&apos;exposant de ** doit être un nombre (powf)&#xa0;; les exposants tenseurs ne sont pas pris en charge</translation>
    </message>
    <message>
        <source>Var.set refused: the new value uses this variable&apos;s own memory (a detach() of it, say); compute a fresh tensor instead, for example w - grad * lr</source>
        <translation>Var.set refusé&#xa0;: la nouvelle valeur utilise la mémoire propre de cette variable (un detach() de celle-ci, par exemple)&#xa0;; calculez plutôt un nouveau tenseur, par exemple w - grad * lr</translation>
    </message>
    <message>
        <source>sgd_step: the learning rate must be a number, got {0}</source>
        <translation>sgd_step&#xa0;: le taux d&apos;apprentissage doit être un nombre, reçu {0}</translation>
    </message>
    <message>
        <source>sgd_step: the learning rate must be a finite number, got {0}</source>
        <translation>sgd_step&#xa0;: le taux d&apos;apprentissage doit être un nombre fini, reçu {0}</translation>
    </message>
    <message>
        <source>sgd_step: a {0} variable has no gradient to descend along</source>
        <translation>sgd_step&#xa0;: une variable de type {0} n&apos;a pas de gradient le long duquel descendre</translation>
    </message>
    <message>
        <source>{0}: shape mismatch, the variable has shape {1}, the gradient {2}</source>
        <translation>{0}&#xa0;: formes incompatibles, la variable a la forme {1}, le gradient {2}</translation>
    </message>
    <message>
        <source>{0}: shape mismatch, the variable has shape {1}, the value {2}</source>
        <translation>{0}&#xa0;: formes incompatibles, la variable a la forme {1}, la valeur {2}</translation>
    </message>
    <message>
        <source>{0}: dtype mismatch, the variable is {1}, the gradient {2}; convert it with to_dtype({3})</source>
        <translation>{0}&#xa0;: dtypes incompatibles, la variable est en {1}, le gradient en {2}&#xa0;; convertissez-le avec to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: dtype mismatch, the variable is {1}, the value {2}; convert it with to_dtype({3})</source>
        <translation>{0}&#xa0;: dtypes incompatibles, la variable est en {1}, la valeur en {2}&#xa0;; convertissez-la avec to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: the variable is on {1}, the gradient on {2}; move it with to_device</source>
        <translation>{0}&#xa0;: la variable est sur {1}, le gradient sur {2}&#xa0;; déplacez-le avec to_device</translation>
    </message>
    <message>
        <source>{0}: the variable is on {1}, the value on {2}; move it with to_device</source>
        <translation>{0}&#xa0;: la variable est sur {1}, la valeur sur {2}&#xa0;; déplacez-la avec to_device</translation>
    </message>
    <message>
        <source>{0} needs a floating-point tensor, this one is {1}; convert it first with to_dtype(&apos;f32&apos;)</source>
        <translation>{0} nécessite un tenseur à virgule flottante, celui-ci est de type {1}&#xa0;; convertissez-le d&apos;abord avec to_dtype(&apos;f32&apos;)</translation>
    </message>
    <message>
        <source>{0} cannot combine shapes {1}: {2}</source>
        <translation>{0} ne peut pas combiner les formes {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>{0}: the element types differ ({1} and {2}); convert one with to_dtype({3})</source>
        <translation>{0}&#xa0;: les types d&apos;élément diffèrent ({1} et {2})&#xa0;; convertissez-en un avec to_dtype({3})</translation>
    </message>
    <message>
        <source>{0}: one tensor is on {1}, the other on {2}; use to_device</source>
        <translation>{0}&#xa0;: un tenseur est sur {1}, l&apos;autre sur {2}&#xa0;; utilisez to_device</translation>
    </message>
    <message>
        <source>{0} needs two tensors of the same shape, got {1} and {2}; to stretch one over the other, use {3}</source>
        <translation>{0} nécessite deux tenseurs de même forme, reçu {1} et {2}&#xa0;; pour étirer l&apos;un sur l&apos;autre, utilisez {3}</translation>
    </message>
    <message>
        <source>{0} needs floating-point tensors, these are {1}</source>
        <translation>{0} nécessite des tenseurs à virgule flottante, ceux-ci sont de type {1}</translation>
    </message>
    <message>
        <source>{0} takes a Tensor, got {1}</source>
        <translation>{0} prend un Tensor, reçu {1}</translation>
    </message>
    <message>
        <source>cannot use {0} between a Tensor and a {1}; use a number or a Tensor</source>
        <translation>impossible d&apos;utiliser {0} entre un Tensor et un {1}&#xa0;; utilisez un nombre ou un Tensor</translation>
    </message>
    <message>
        <source>cannot use {0} between a {1} and a Tensor; use a number or a Tensor</source>
        <translation>impossible d&apos;utiliser {0} entre un {1} et un Tensor&#xa0;; utilisez un nombre ou un Tensor</translation>
    </message>
    <message>
        <source>the seed must be a Tensor, got {0}</source>
        <translation>l&apos;amorce doit être un Tensor, reçu {0}</translation>
    </message>
    <message>
        <source>the seed has shape {0}, the result {1}; they must match</source>
        <translation>l&apos;amorce a la forme {0}, le résultat {1}&#xa0;; les deux doivent correspondre</translation>
    </message>
    <message>
        <source>the seed is {0}, the result {1}; they must match</source>
        <translation>l&apos;amorce est de type {0}, le résultat de type {1}&#xa0;; les deux doivent correspondre</translation>
    </message>
    <message>
        <source>backward() needs the values variable {1} had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then call backward() on it</source>
        <translation>backward() a besoin des valeurs qu&apos;avait la variable {1} quand ce résultat a été calculé, et une mise à jour (Var.set ou sgd_step) les a modifiées depuis&#xa0;: recalculez le résultat à partir des nouvelles valeurs, puis appelez backward() dessus</translation>
    </message>
    <message>
        <source>backward() needs the values variable had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then call backward() on it</source>
        <translation>backward() a besoin des valeurs qu&apos;avait la variable quand ce résultat a été calculé, et une mise à jour (Var.set ou sgd_step) les a modifiées depuis&#xa0;: recalculez le résultat à partir des nouvelles valeurs, puis appelez backward() dessus</translation>
    </message>
    <message>
        <source>forward mode needs the values variable {1} had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then sweep it</source>
        <translation>le mode direct a besoin des valeurs qu&apos;avait la variable {1} quand ce résultat a été calculé, et une mise à jour (Var.set ou sgd_step) les a changées depuis : recalculez le résultat avec les nouvelles valeurs, puis balayez-le</translation>
    </message>
    <message>
        <source>forward mode needs the values variable had when this result was computed, and an update (Var.set or sgd_step) has changed them since: compute the result again from the new values, then sweep it</source>
        <translation>le mode direct a besoin des valeurs qu&apos;avait la variable quand ce résultat a été calculé, et une mise à jour (Var.set ou sgd_step) les a changées depuis : recalculez le résultat avec les nouvelles valeurs, puis balayez-le</translation>
    </message>
    <message>
        <source>{0} needs the values variable {1} had during backward(), and an update (Var.set or sgd_step) has changed them since; ask for it before the update, or compute the result again and run backward() on it</source>
        <translation>{0} a besoin des valeurs qu&apos;avait la variable {1} pendant backward(), et une mise à jour (Var.set ou sgd_step) les a modifiées depuis&#xa0;; demandez-le avant la mise à jour, ou recalculez le résultat et exécutez backward() dessus</translation>
    </message>
    <message>
        <source>{0} needs the values variable had during backward(), and an update (Var.set or sgd_step) has changed them since; ask for it before the update, or compute the result again and run backward() on it</source>
        <translation>{0} a besoin des valeurs qu&apos;avait la variable pendant backward(), et une mise à jour (Var.set ou sgd_step) les a modifiées depuis&#xa0;; demandez-le avant la mise à jour, ou recalculez le résultat et exécutez backward() dessus</translation>
    </message>
    <message>
        <source>({0} more)</source>
        <translation>({0} de plus)</translation>
    </message>
    <message>
        <source>stopped: the work was cancelled</source>
        <translation>arrêt&#xa0;: le travail a été annulé</translation>
    </message>
    <message>
        <source>{0} was stopped after {1} s, its time budget</source>
        <translation>{0} a dépassé son temps imparti ({1} s)&#xa0;: le travail a été arrêté</translation>
    </message>
    <message>
        <source>stopped after {0} s, the time budget of this work</source>
        <translation>arrêt au bout de {0} s, le temps imparti à ce travail</translation>
    </message>
    <message>
        <source>forward_tangents seeds floating-point variables only; {0} is not one</source>
        <translation>forward_tangents n&apos;amorce que des variables à virgule flottante&#xa0;; {0} n&apos;en est pas une</translation>
    </message>
    <message>
        <source>the tangent of {0} must have its shape {1}, not {2}</source>
        <translation>la tangente de {0} doit avoir sa forme {1}, pas {2}</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would have {1} × {2} elements, more than {3}: make the result or the variables smaller</source>
        <translation>la jacobienne de {0} aurait {1} × {2} éléments, plus que {3} : réduisez le résultat ou les variables</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would take {1} forward sweeps (one per input element), each over a graph of {2} tensors and {3} elements: {4} units of work, more than the {5} allowed; build it in reverse mode, or make the variables smaller</source>
        <translation>la jacobienne de {0} demanderait {1} balayages directs (un par élément d&apos;entrée), chacun sur un graphe de {2} tenseurs et {3} éléments : {4} unités de travail, plus que les {5} permises ; construisez-la en mode inverse, ou réduisez les variables</translation>
    </message>
    <message>
        <source>the Jacobian of {0} would take {1} backward sweeps (one per output element), each over a graph of {2} tensors and {3} elements: {4} units of work, more than the {5} allowed; build it in forward mode, or make the result smaller</source>
        <translation>la jacobienne de {0} demanderait {1} balayages arrière (un par élément de sortie), chacun sur un graphe de {2} tenseurs et {3} éléments : {4} unités de travail, plus que les {5} permises ; construisez-la en mode direct, ou réduisez le résultat</translation>
    </message>
    <message>
        <source>mode must be &apos;forward&apos; or &apos;reverse&apos;, not {0}</source>
        <translation>mode doit valoir &apos;forward&apos; ou &apos;reverse&apos;, pas {0}</translation>
    </message>
    <message>
        <source>only a floating-point result has a Jacobian; {0} is {1}</source>
        <translation>seul un résultat à virgule flottante a une jacobienne&#xa0;; {0} est {1}</translation>
    </message>
    <message>
        <source>a Hessian-vector product is taken with respect to floating-point variables only; {0} is not one</source>
        <translation>un produit hessienne-vecteur se prend par rapport à des variables à virgule flottante seulement ; {0} n&apos;en est pas une</translation>
    </message>
    <message>
        <source>a Jacobian is taken with respect to floating-point variables only; {0} is not one</source>
        <translation>une jacobienne se prend par rapport à des variables à virgule flottante seulement&#xa0;; {0} n&apos;en est pas une</translation>
    </message>
    <message>
        <source>hessian_vector_product needs one vector per variable: {0} variables, {1} vectors</source>
        <translation>hessian_vector_product demande un vecteur par variable&#xa0;: {0} variables, {1} vecteurs</translation>
    </message>
    <message>
        <source>a Hessian is of a single number: the loss has shape {0}; reduce it first (sum_all, mean_all)</source>
        <translation>une hessienne est celle d&apos;un seul nombre&#xa0;: la perte a la forme {0}&#xa0;; réduisez-la d&apos;abord (sum_all, mean_all)</translation>
    </message>
</context>
<context>
    <name>Eval</name>
    <message>
        <source>none: {0} is a variable of dtype {1}, an integer type, and integers take no gradient (give it f16, f32 or f64)</source>
        <translation>aucun : {0} est une variable de type {1}, un type entier, et les entiers ne prennent pas de gradient (donnez-lui f16, f32 ou f64)</translation>
    </message>
    <message>
        <source>none: {0} is of dtype {1}, an integer type, and integers take no gradient</source>
        <translation>aucun : {0} est de type {1}, un type entier, et les entiers ne prennent pas de gradient</translation>
    </message>
    <message>
        <source>none: no float variable leads to it; {0} is a variable of an integer dtype, and integers take no gradient (give it f16, f32 or f64)</source>
        <translation>aucun : aucune variable flottante n&apos;y mène ; {0} est une variable d&apos;un type entier, et les entiers ne prennent pas de gradient (donnez-lui f16, f32 ou f64)</translation>
    </message>
    <message>
        <source>none: no float variable leads to it; {0} are variables of an integer dtype, and integers take no gradient (give them f16, f32 or f64)</source>
        <translation>aucun : aucune variable flottante n&apos;y mène ; {0} sont des variables d&apos;un type entier, et les entiers ne prennent pas de gradient (donnez-leur f16, f32 ou f64)</translation>
    </message>
    <message>
        <source>none: no variable leads to it through recorded operations (see var(...))</source>
        <translation>aucun : aucune variable n&apos;y mène par des opérations enregistrées (voir var(...))</translation>
    </message>
</context>
<context>
    <name>ExercisePanel</name>
    <message>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Check your answer to the exercise, or reveal its solution</source>
        <translation>Vérifier votre réponse à l&apos;exercice, ou révéler sa solution</translation>
    </message>
    <message>
        <source>Checking your answer</source>
        <translation>Vérification de votre réponse</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>Ce que la vérification a trouvé</translation>
    </message>
    <message>
        <source>Each figure of your program compared with the solution&apos;s</source>
        <translation>Chaque valeur de votre programme comparée à celle de la solution</translation>
    </message>
    <message>
        <source>The figures of your answer</source>
        <translation>Les valeurs de votre réponse</translation>
    </message>
    <message>
        <source>About your answer</source>
        <translation>À propos de votre réponse</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>La solution</translation>
    </message>
    <message>
        <source>Checking your answer…</source>
        <translation>Vérification de votre réponse…</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <source>Jacobian of {0}</source>
        <translation>Jacobienne de {0}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>{0} must be a table</source>
        <translation>{0} doit être une table</translation>
    </message>
    <message>
        <source>{0} must be a list</source>
        <translation>{0} doit être une liste</translation>
    </message>
    <message>
        <source>{0} must be a whole number, not {1}</source>
        <translation>{0} doit être un nombre entier, pas {1}</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be from 1 to {0}, not {1}</source>
        <translation>&apos;steps&apos; doit aller de 1 à {0}, pas {1}</translation>
    </message>
    <message>
        <source>&apos;lr&apos; must be a positive number, not {0}</source>
        <translation>&apos;lr&apos; doit être un nombre positif, pas {0}</translation>
    </message>
    <message>
        <source>an item of &apos;expect&apos;</source>
        <translation>un élément de &apos;expect&apos;</translation>
    </message>
    <message>
        <source>{0} holds one of {1}, like {{ value = &quot;loss&quot; }}</source>
        <translation>{0} contient l&apos;une des clés {1}, comme {{ value = &quot;loss&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be a number of at least 0, and finite, not {1}</source>
        <translation>{0} doit être un nombre au moins égal à 0, et fini, pas {1}</translation>
    </message>
    <message>
        <source>{0}: missing {1}</source>
        <translation>{0}&#xa0;: il manque {1}</translation>
    </message>
    <message>
        <source>{0} × |expected|</source>
        <translation>{0} × |attendu|</translation>
    </message>
    <message>
        <source>{0}: an exercise needs &apos;expect&apos;, &apos;train&apos; or &apos;judge&apos;: there is nothing to compare</source>
        <translation>{0}&#xa0;: un exercice a besoin de &apos;expect&apos;, de &apos;train&apos; ou de &apos;judge&apos;&#xa0;: il n&apos;y a rien à comparer</translation>
    </message>
    <message>
        <source>&apos;accuracy_at_least&apos; is a share of the points, from 0 to 1, not {0}</source>
        <translation>&apos;accuracy_at_least&apos; est une part des points, de 0 à 1, pas {0}</translation>
    </message>
    <message>
        <source>&apos;judge&apos;: the {0} {1} must be one of held_out&apos;s names ({2})</source>
        <translation>&apos;judge&apos;&#xa0;: {0} {1} doit être l&apos;un des noms de held_out ({2})</translation>
    </message>
    <message>
        <source>Your program uses {0}, which this exercise rules out: build it from other operations, as the statement says.</source>
        <translation>Votre programme utilise {0}, que cet exercice exclut&#xa0;: construisez-le à partir d&apos;autres opérations, comme l&apos;indique l&apos;énoncé.</translation>
    </message>
    <message>
        <source>Your program does not run: {0}</source>
        <translation>Votre programme ne s&apos;exécute pas&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the exercise&apos;s solution does not run: {0}</source>
        <translation>la solution de l&apos;exercice ne s&apos;exécute pas&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&apos;detached&apos; names {0}, which the solution does not assign</source>
        <translation>«&#xa0;detached&#xa0;» nomme {0}, que la solution n&apos;affecte pas</translation>
    </message>
    <message>
        <source>Your program could not be checked: {0}</source>
        <translation>Votre programme n&apos;a pas pu être vérifié&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Your program does not assign {0} yet, which the check compares.</source>
        <translation>Votre programme n&apos;affecte pas encore {0}, que la vérification compare.</translation>
    </message>
    <message>
        <source>{0} of {1} figures differ from the solution&apos;s.</source>
        <translation>{0} chiffres sur {1} diffèrent de ceux de la solution.</translation>
    </message>
    <message>
        <source>Every figure matches the solution&apos;s.</source>
        <translation>Chaque chiffre est celui de la solution.</translation>
    </message>
    <message>
        <source>Your figures match the solution&apos;s, but they are not worked out the way the statement asks.</source>
        <translation>Vos chiffres sont ceux de la solution, mais ils ne sont pas calculés comme l&apos;énoncé le demande.</translation>
    </message>
    <message>
        <source>Your program assigns no {0}.</source>
        <translation>Votre programme n&apos;affecte rien à {0}.</translation>
    </message>
    <message>
        <source>{0}: your {1} is {2}, the workspace&apos;s is {3}. Keep the {1} the workspace gives: the figure is asked there.</source>
        <translation>{0}&#xa0;: votre {1} vaut {2}, celui de l&apos;espace de travail {3}. Gardez le {1} que donne l&apos;espace de travail&#xa0;: c&apos;est là que le chiffre est demandé.</translation>
    </message>
    <message>
        <source>{0}: {1} must be a floating-point var, as the statement makes it.</source>
        <translation>{0}&#xa0;: {1} doit être une var à virgule flottante, comme l&apos;énoncé la crée.</translation>
    </message>
    <message>
        <source>{0}: worked out by hand, none of it recorded into the graph.</source>
        <translation>{0}&#xa0;: calculé à la main, sans rien enregistrer dans le graphe.</translation>
    </message>
    <message>
        <source>Your {0} is recorded into the graph: it is computed from {1}, which the graph tracks. Use {1}.detach() there, as the statement asks, so that your arithmetic stays out of the graph it checks.</source>
        <translation>Votre {0} est enregistré dans le graphe&#xa0;: il est calculé à partir de {1}, que le graphe suit. Utilisez {1}.detach() à cet endroit, comme le demande l&apos;énoncé, pour que votre calcul reste hors du graphe qu&apos;il vérifie.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, at least {1} needed: your network passes.</source>
        <translation>Exactitude de validation {0}, au moins {1} demandé&#xa0;: votre réseau réussit.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, needs at least {1}. Try more hidden units, another start or another activation; the training accuracy below says whether the network fits the training points at all.</source>
        <translation>Exactitude de validation {0}, il faut au moins {1}. Essayez plus d&apos;unités cachées, un autre départ ou une autre activation&#xa0;; l&apos;exactitude d&apos;entraînement ci-dessous dit si le réseau s&apos;ajuste au moins aux points d&apos;entraînement.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}, needs at least {1}.</source>
        <translation>Exactitude de validation {0}, il faut au moins {1}.</translation>
    </message>
    <message>
        <source>{0}: {1} must be a single number to take its gradient, it has shape {2}.</source>
        <translation>{0}&#xa0;: {1} doit être un seul nombre pour qu&apos;on puisse prendre son gradient, or il a la forme {2}.</translation>
    </message>
    <message>
        <source>{0}: your {1} does not depend on {2}, so there is no gradient.</source>
        <translation>{0}&#xa0;: votre {1} ne dépend pas de {2}, il n&apos;y a donc pas de gradient.</translation>
    </message>
    <message>
        <source>{0}: yours is {1} × {2}, a row for each number of {3} and a column for each of {4}; the solution&apos;s is {5} × {2}: {3} should hold {5} numbers, yours holds {1}.</source>
        <translation>{0}&#xa0;: la vôtre est {1} × {2}, une ligne par nombre de {3} et une colonne par nombre de {4}&#xa0;; celle de la solution est {5} × {2}&#xa0;: {3} devrait contenir {5} nombres, le vôtre en contient {1}.</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: it holds nan, a result that is not a number.</source>
        <translation>Votre {0} vaut {1}, attendu {2}&#xa0;: il contient nan, un résultat qui n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: off by {3} (tolerance {4}).</source>
        <translation>Votre {0} vaut {1}, attendu {2}&#xa0;: écart de {3} (tolérance {4}).</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: {3} of {4} entries differ, the most at row {5}, column {6}, by {7} (tolerance {8}).</source>
        <translation>Votre {0} vaut {1}, attendu {2}&#xa0;: {3} entrées sur {4} diffèrent, le plus à la ligne {5}, colonne {6}, de {7} (tolérance {8}).</translation>
    </message>
    <message>
        <source>Your {0} is {1}, expected {2}: {3} of {4} elements differ, the most at {5}, by {6} (tolerance {7}).</source>
        <translation>Votre {0} vaut {1}, attendu {2}&#xa0;: {3} éléments sur {4} diffèrent, le plus en {5}, de {6} (tolérance {7}).</translation>
    </message>
    <message>
        <source>{0}: yours has shape {1}, expected shape {2}.</source>
        <translation>{0}&#xa0;: votre résultat a la forme {1}, forme attendue {2}.</translation>
    </message>
    <message>
        <source>{0} matches: {1}</source>
        <translation>{0} concorde&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <source>{0} is not a floating-point Var: make it with var(0.0, dtype=&quot;f64&quot;) so that descent can update it.</source>
        <translation>{0} n&apos;est pas une Var à virgule flottante&#xa0;: créez-la avec var(0.0, dtype=&quot;f64&quot;) pour que la descente puisse la mettre à jour.</translation>
    </message>
    <message>
        <source>loss after step {0}</source>
        <translation>perte après le pas {0}</translation>
    </message>
    <message>
        <source>final {0}</source>
        <translation>{0} final</translation>
    </message>
    <message>
        <source>your final training loss</source>
        <translation>votre perte d&apos;entraînement finale</translation>
    </message>
    <message>
        <source>the exercise&apos;s baseline does not run: {0}</source>
        <translation>la référence de l&apos;exercice ne s&apos;exécute pas&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} figures of your run differ from the solution&apos;s run.</source>
        <translation>{0} chiffres sur {1} de votre essai diffèrent de ceux de l&apos;essai de la solution.</translation>
    </message>
    <message>
        <source>Your run matches the solution&apos;s: every loss and final parameter.</source>
        <translation>Votre essai est celui de la solution&#xa0;: chaque perte et chaque paramètre final.</translation>
    </message>
    <message>
        <source>Your program cannot be trained yet: the lines below say what it lacks.</source>
        <translation>Votre programme ne peut pas encore être entraîné&#xa0;: les lignes ci-dessous disent ce qui lui manque.</translation>
    </message>
    <message>
        <source>Your program makes no floating-point Var to train: make the weights with var(...), like var(randn((2, 8), seed=1, dtype=&quot;f64&quot;)).</source>
        <translation>Votre programme ne crée aucune Var à virgule flottante à entraîner&#xa0;: créez les poids avec var(...), comme var(randn((2, 8), seed=1, dtype=&quot;f64&quot;)).</translation>
    </message>
    <message>
        <source>Your logit {0} changes when the labels {1} do: it is computed from the answers it is judged on. Compute it from the points alone; the labels belong in the loss.</source>
        <translation>Votre logit {0} change quand les étiquettes {1} changent&#xa0;: il est calculé à partir des réponses sur lesquelles il est jugé. Calculez-le à partir des seuls points&#xa0;; les étiquettes vont dans la perte.</translation>
    </message>
    <message>
        <source>Your network reads the labels it is asked to find.</source>
        <translation>Votre réseau lit les étiquettes qu&apos;on lui demande de trouver.</translation>
    </message>
    <message>
        <source>Held-out accuracy {0}: at least {1} was asked, well done.</source>
        <translation>Exactitude de validation {0}&#xa0;: au moins {1} était demandé, bravo.</translation>
    </message>
    <message>
        <source>your training accuracy</source>
        <translation>votre exactitude d&apos;entraînement</translation>
    </message>
    <message>
        <source>your held-out accuracy</source>
        <translation>votre exactitude de validation</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dessin SVG</translation>
    </message>
    <message>
        <source>PDF, one page per step</source>
        <translation>PDF, une page par pas</translation>
    </message>
    <message>
        <source>CSV, a row per step</source>
        <translation>CSV, une ligne par pas</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>cannot export to {0}: the file name must end in {1}</source>
        <translation>impossible d&apos;exporter vers {0}&#xa0;: le nom du fichier doit finir par {1}</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <source>the expression could not be evaluated ({0})</source>
        <translation>l&apos;expression n&apos;a pas pu être évaluée ({0})</translation>
    </message>
    <message>
        <source>no value was given for {0}</source>
        <translation>aucune valeur n&apos;a été donnée pour {0}</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>division par zéro</translation>
    </message>
    <message>
        <source>a number became too large</source>
        <translation>un nombre est devenu trop grand</translation>
    </message>
    <message>
        <source>the expression is nested too deeply</source>
        <translation>l&apos;expression est trop profondément imbriquée</translation>
    </message>
    <message>
        <source>there is not enough memory for this</source>
        <translation>il n&apos;y a pas assez de mémoire pour cela</translation>
    </message>
    <message>
        <source>this is the number {0}, not a tensor; to keep it, write {1}</source>
        <translation>ceci est le nombre {0}, pas un tenseur&#xa0;; pour le conserver, écrivez {1}</translation>
    </message>
    <message>
        <source>this cannot be evaluated</source>
        <translation>ceci ne peut pas être évalué</translation>
    </message>
    <message>
        <source>this program needs more than {0} operations, the limit</source>
        <translation>ce programme nécessite plus de {0} opérations, ce qui dépasse la limite</translation>
    </message>
    <message>
        <source>this tensor would have {0} elements; the limit is {1}</source>
        <translation>ce tenseur aurait {0} éléments&#xa0;; la limite est de {1}</translation>
    </message>
    <message>
        <source>this operation would take {0} multiply-adds; the limit is {1}; use smaller tensors</source>
        <translation>cette opération nécessiterait {0} multiplications-additions&#xa0;; la limite est de {1}&#xa0;; utilisez des tenseurs plus petits</translation>
    </message>
    <message>
        <source>this program makes more than {0} numbers in all, the limit; use smaller tensors</source>
        <translation>ce programme crée plus de {0} nombres au total, ce qui dépasse la limite&#xa0;; utilisez des tenseurs plus petits</translation>
    </message>
    <message>
        <source>@ multiplies matrices; it needs a tensor on both sides</source>
        <translation>@ multiplie des matrices&#xa0;; il faut un tenseur de chaque côté</translation>
    </message>
    <message>
        <source>the exponent of ** must be a number (x ** 2 is x.powf(2)), not a tensor</source>
        <translation>l&apos;exposant de ** doit être un nombre (x ** 2 est x.powf(2)), pas un tenseur</translation>
    </message>
    <message>
        <source>a negative number to a fractional power has no real value</source>
        <translation>un nombre négatif élevé à une puissance fractionnaire n&apos;a pas de valeur réelle</translation>
    </message>
    <message>
        <source>this number is too large to be a float</source>
        <translation>ce nombre est trop grand pour être un flottant</translation>
    </message>
    <message>
        <source>tensor data must be numbers or lists of numbers</source>
        <translation>les données d&apos;un tenseur doivent être des nombres ou des listes de nombres</translation>
    </message>
    <message>
        <source>a shape holds whole numbers, like (2, 3); {0} is not one</source>
        <translation>une forme contient des nombres entiers, comme (2, 3)&#xa0;; {0} n&apos;en est pas un</translation>
    </message>
    <message>
        <source>a shape holds whole numbers, like (2, 3); a tensor is not one</source>
        <translation>une forme contient des nombres entiers, comme (2, 3)&#xa0;; un tenseur n&apos;en est pas un</translation>
    </message>
    <message>
        <source>{0} is an operation on tensors, and this is a number; try tensor(...).{0}()</source>
        <translation>{0} est une opération sur des tenseurs, et ceci est un nombre&#xa0;; essayez tensor(...).{0}()</translation>
    </message>
    <message>
        <source>{0} is called as {1}; it was given 1 argument</source>
        <translation>{0} s&apos;appelle sous la forme {1}&#xa0;; 1 argument a été donné</translation>
    </message>
    <message>
        <source>{0} is called as {1}; it was given {2} arguments</source>
        <translation>{0} s&apos;appelle sous la forme {1}&#xa0;; {2} arguments ont été donnés</translation>
    </message>
    <message>
        <source>line {0}, column {1}: {2}</source>
        <translation>ligne {0}, colonne {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>the expression must be text, not {0}</source>
        <translation>l&apos;expression doit être du texte, pas {0}</translation>
    </message>
    <message>
        <source>the text is {0} characters long; the limit is {1} characters</source>
        <translation>le texte fait {0} caractères&#xa0;; la limite est de {1} caractères</translation>
    </message>
    <message>
        <source>a NUL character (U+0000) is here; it cannot be part of a program, delete it</source>
        <translation>il y a ici un caractère NUL (U+0000)&#xa0;; il ne peut pas faire partie d&apos;un programme, supprimez-le</translation>
    </message>
    <message>
        <source>a broken character (U+{0:04X}, half of a pair that should make one character) is here; delete it</source>
        <translation>il y a ici un caractère cassé (U+{0:04X}, la moitié d&apos;une paire qui devrait former un seul caractère)&#xa0;; supprimez-le</translation>
    </message>
    <message>
        <source>a character that shows as nothing or as a plain space ({0}) is here, outside a comment; delete it (type a plain space if one is needed)</source>
        <translation>il y a ici, hors commentaire, un caractère qui ne s&apos;affiche pas ou s&apos;affiche comme une simple espace ({0})&#xa0;; supprimez-le (tapez une espace ordinaire s&apos;il en faut une)</translation>
    </message>
    <message>
        <source>this is not valid syntax: {0}</source>
        <translation>ceci n&apos;est pas une syntaxe valide&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the expression is nested too deeply to read</source>
        <translation>l&apos;expression est trop profondément imbriquée pour être lue</translation>
    </message>
    <message>
        <source>this is not valid syntax</source>
        <translation>ceci n&apos;est pas une syntaxe valide</translation>
    </message>
    <message>
        <source>this is not valid syntax: is a comma missing?</source>
        <translation>ceci n&apos;est pas une syntaxe valide&#xa0;: manque-t-il une virgule&#xa0;?</translation>
    </message>
    <message>
        <source>this is not valid syntax: &apos;{0}&apos; is never closed</source>
        <translation>ceci n&apos;est pas une syntaxe valide&#xa0;: rien ne referme &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>this is not valid syntax: &apos;{0}&apos; closes nothing that was opened</source>
        <translation>ceci n&apos;est pas une syntaxe valide&#xa0;: &apos;{0}&apos; ne ferme rien qui ait été ouvert</translation>
    </message>
    <message>
        <source>this is not valid syntax: a line starts with spaces; each line starts at its first column</source>
        <translation>ceci n&apos;est pas une syntaxe valide&#xa0;: une ligne commence par des espaces&#xa0;; chaque ligne commence à sa première colonne</translation>
    </message>
    <message>
        <source>the expression is nested more than {0} levels deep</source>
        <translation>l&apos;expression est imbriquée sur plus de {0} niveaux</translation>
    </message>
    <message>
        <source>loops are not part of the expression language</source>
        <translation>les boucles ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>if statements are not part of the expression language</source>
        <translation>les instructions if ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>function definitions are not part of the expression language</source>
        <translation>les définitions de fonctions ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>class definitions are not part of the expression language</source>
        <translation>les définitions de classes ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>return statements are not part of the expression language</source>
        <translation>les instructions return ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>del statements are not part of the expression language</source>
        <translation>les instructions del ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>augmented assignments (like x += 1; write x = x + 1) are not part of the expression language</source>
        <translation>les affectations augmentées (comme x += 1&#xa0;; écrivez x = x + 1) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>annotated assignments (like x: int = 1) are not part of the expression language</source>
        <translation>les affectations annotées (comme x: int = 1) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>with statements are not part of the expression language</source>
        <translation>les instructions with ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>match statements are not part of the expression language</source>
        <translation>les instructions match ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>raise statements are not part of the expression language</source>
        <translation>les instructions raise ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>try statements are not part of the expression language</source>
        <translation>les instructions try ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>assert statements are not part of the expression language</source>
        <translation>les instructions assert ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>imports are not part of the expression language</source>
        <translation>les importations ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>global declarations are not part of the expression language</source>
        <translation>les déclarations global ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>nonlocal declarations are not part of the expression language</source>
        <translation>les déclarations nonlocal ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>pass statements are not part of the expression language</source>
        <translation>les instructions pass ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>break statements are not part of the expression language</source>
        <translation>les instructions break ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>continue statements are not part of the expression language</source>
        <translation>les instructions continue ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>boolean operators (and, or) are not part of the expression language</source>
        <translation>les opérateurs booléens (and, or) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>the walrus operator (:=) is not part of the expression language</source>
        <translation>l&apos;opérateur morse (:=) ne fait pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>lambdas are not part of the expression language</source>
        <translation>les lambdas ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>conditional expressions (a if c else b) are not part of the expression language</source>
        <translation>les expressions conditionnelles (a if c else b) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>dictionaries are not part of the expression language</source>
        <translation>les dictionnaires ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>sets are not part of the expression language</source>
        <translation>les ensembles ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>comprehensions are not part of the expression language</source>
        <translation>les compréhensions ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>generator expressions are not part of the expression language</source>
        <translation>les expressions génératrices ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>await is not part of the expression language</source>
        <translation>await ne fait pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>yield is not part of the expression language</source>
        <translation>yield ne fait pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>comparisons (like &lt;, ==) are not part of the expression language</source>
        <translation>les comparaisons (comme &lt;, ==) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>f-strings are not part of the expression language</source>
        <translation>les f-strings ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>indexing and slicing (like x[0]) are not part of the expression language</source>
        <translation>l&apos;indexation et le découpage (comme x[0]) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>slices are not part of the expression language</source>
        <translation>les tranches ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>starred expressions (like *args) are not part of the expression language</source>
        <translation>les expressions étoilées (comme *args) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not accessible: names starting with &apos;_&apos; are reserved</source>
        <translation>&apos;{0}&apos; n&apos;est pas accessible&#xa0;: les noms commençant par &apos;_&apos; sont réservés</translation>
    </message>
    <message>
        <source>chained assignments (a = b = ...) are not part of the expression language; assign one name per statement</source>
        <translation>les affectations en chaîne (a = b = ...) ne font pas partie du langage d&apos;expressions&#xa0;; affectez un seul nom par instruction</translation>
    </message>
    <message>
        <source>assignments to several names at once are not part of the expression language</source>
        <translation>les affectations à plusieurs noms à la fois ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>only a plain name can be assigned to, like y = x.sqr()</source>
        <translation>seul un nom simple peut recevoir une affectation, comme y = x.sqr()</translation>
    </message>
    <message>
        <source>names starting with &apos;_&apos; are reserved; pick another name</source>
        <translation>les noms commençant par &apos;_&apos; sont réservés&#xa0;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is the name of a constructor; pick another name</source>
        <translation>&apos;{0}&apos; est le nom d&apos;un constructeur&#xa0;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>this must be a name in quotes, like &quot;f64&quot; or &quot;cpu&quot;</source>
        <translation>ceci doit être un nom entre guillemets, comme &quot;f64&quot; ou &quot;cpu&quot;</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not part of the expression language</source>
        <translation>&apos;{0}&apos; ne fait pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>text in quotes is only allowed as a dtype or device, like var(1.0, dtype=&quot;f64&quot;) or x.to_dtype(&quot;f64&quot;)</source>
        <translation>le texte entre guillemets n&apos;est autorisé que comme dtype ou périphérique, comme var(1.0, dtype=&quot;f64&quot;) ou x.to_dtype(&quot;f64&quot;)</translation>
    </message>
    <message>
        <source>True, False and None are not part of the expression language</source>
        <translation>True, False et None ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>this whole number is too large; write it as a float, like 1e20</source>
        <translation>ce nombre entier est trop grand&#xa0;; écrivez-le sous forme de flottant, par exemple 1e20</translation>
    </message>
    <message>
        <source>this number is too small to be a float: it would be 0; write 0, or a larger number</source>
        <translation>ce nombre est trop petit pour être un flottant&#xa0;: il vaudrait 0&#xa0;; écrivez 0, ou un nombre plus grand</translation>
    </message>
    <message>
        <source>complex numbers (like 2j) are not part of the expression language</source>
        <translation>les nombres complexes (comme 2j) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>{0} values are not part of the expression language</source>
        <translation>les valeurs {0} ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is read as &apos;{1}&apos;: look-alike letters count as the plain ones; write &apos;{1}&apos;</source>
        <translation>&apos;{0}&apos; est lu comme &apos;{1}&apos;&#xa0;: les lettres qui se ressemblent comptent comme les lettres ordinaires&#xa0;; écrivez &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>{0} is not a name the language knows; numbers are written with digits, like 1e30</source>
        <translation>{0} n&apos;est pas un nom connu du langage&#xa0;; les nombres s&apos;écrivent avec des chiffres, comme 1e30</translation>
    </message>
    <message>
        <source>{0} is a constructor; call it, like {0}(...)</source>
        <translation>{0} est un constructeur&#xa0;; appelez-le, comme {0}(...)</translation>
    </message>
    <message>
        <source>names starting with &apos;_&apos; are reserved</source>
        <translation>les noms commençant par &apos;_&apos; sont réservés</translation>
    </message>
    <message>
        <source>unknown name &apos;{0}&apos;; did you mean: {1}?</source>
        <translation>nom inconnu &apos;{0}&apos;&#xa0;; vouliez-vous dire {1}&#xa0;?</translation>
    </message>
    <message>
        <source>unknown name &apos;{0}&apos;; assign it first, like {0} = var(1.0)</source>
        <translation>nom inconnu &apos;{0}&apos;&#xa0;; affectez-le d&apos;abord, comme {0} = var(1.0)</translation>
    </message>
    <message>
        <source>lists are only allowed as tensor data, like var([1.0, 2.0]); write a shape as a tuple, like zeros((2, 3))</source>
        <translation>les listes ne sont autorisées que comme données de tenseur, comme var([1.0, 2.0])&#xa0;; écrivez une forme sous forme de tuple, comme zeros((2, 3))</translation>
    </message>
    <message>
        <source>lists are only allowed as tensor data, like var([1.0, 2.0])</source>
        <translation>les listes ne sont autorisées que comme données de tenseur, comme var([1.0, 2.0])</translation>
    </message>
    <message>
        <source>tuples are only allowed as shapes, like zeros((2, 3)) or x.reshape((2, 3))</source>
        <translation>les tuples ne sont autorisés que comme formes, comme zeros((2, 3)) ou x.reshape((2, 3))</translation>
    </message>
    <message>
        <source>the operator {0} is not part of the expression language</source>
        <translation>l&apos;opérateur {0} ne fait pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>boolean operators (not) are not part of the expression language</source>
        <translation>les opérateurs booléens (not) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>{0} is an operation; call it, like x.{0}()</source>
        <translation>{0} est une opération&#xa0;; appelez-la, comme x.{0}()</translation>
    </message>
    <message>
        <source>reading attributes (like x.{0}) is not part of the expression language; only operations can be called, like x.sqr()</source>
        <translation>la lecture d&apos;attributs (comme x.{0}) ne fait pas partie du langage d&apos;expressions&#xa0;; seules les opérations peuvent être appelées, comme x.sqr()</translation>
    </message>
    <message>
        <source>only var, tensor, zeros, ones, randn and operations like x.sqr() can be called</source>
        <translation>seuls var, tensor, zeros, ones, randn et les opérations comme x.sqr() peuvent être appelés</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; cannot be called; only var, tensor, zeros, ones and randn can be called by name</source>
        <translation>&apos;{0}&apos; ne peut pas être appelé&#xa0;; seuls var, tensor, zeros, ones et randn peuvent être appelés par leur nom</translation>
    </message>
    <message>
        <source>starred arguments (like *args) are not part of the expression language</source>
        <translation>les arguments étoilés (comme *args) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>unpacked keyword arguments (like **kwargs) are not part of the expression language</source>
        <translation>les arguments nommés dépaquetés (comme **kwargs) ne font pas partie du langage d&apos;expressions</translation>
    </message>
    <message>
        <source>{0}= is given twice in this call; keep one of them</source>
        <translation>{0}= est donné deux fois dans cet appel&#xa0;; n&apos;en gardez qu&apos;un</translation>
    </message>
    <message>
        <source>{0} is an operation; call it on a tensor, like x.{0}()</source>
        <translation>{0} est une opération&#xa0;; appelez-la sur un tenseur, comme x.{0}()</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; cannot be called; did you mean: {1}?</source>
        <translation>&apos;{0}&apos; ne peut pas être appelé&#xa0;; vouliez-vous dire {1}&#xa0;?</translation>
    </message>
    <message>
        <source>{0} takes one positional argument: {1}</source>
        <translation>{0} prend un seul argument positionnel&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} accepts only seed=, dtype= and device= as keywords: {1}</source>
        <translation>{0} n&apos;accepte que seed=, dtype= et device= comme arguments nommés&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} accepts only dtype= and device= as keywords: {1}</source>
        <translation>{0} n&apos;accepte que dtype= et device= comme arguments nommés&#xa0;: {1}</translation>
    </message>
    <message>
        <source>unknown operation &apos;{0}&apos;; did you mean: {1}?</source>
        <translation>opération inconnue &apos;{0}&apos;&#xa0;; vouliez-vous dire {1}&#xa0;?</translation>
    </message>
    <message>
        <source>unknown operation &apos;{0}&apos;</source>
        <translation>opération inconnue &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>operations take their arguments by position, like x.affine(3, 0), not {0}=</source>
        <translation>les opérations prennent leurs arguments par position, comme x.affine(3, 0), pas {0}=</translation>
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
    <name>Figures</name>
    <message>
        <source>Computing the figures…</source>
        <translation>Calcul des chiffres…</translation>
    </message>
    <message>
        <source>the section&apos;s figures</source>
        <translation>les chiffres de la section</translation>
    </message>
    <message>
        <source>An exercise: Check My Answer compares the figures of your program with the solution&apos;s.</source>
        <translation>Un exercice&#xa0;: Vérifier ma réponse compare les chiffres de votre programme à ceux de la solution.</translation>
    </message>
    <message>
        <source>This section computes no figures.</source>
        <translation>Cette section ne calcule aucun chiffre.</translation>
    </message>
    <message>
        <source>Not computed: a step before it failed (the problem is said above the figures).</source>
        <translation>Non calculé&#xa0;: une étape précédente a échoué (le problème est indiqué au-dessus des chiffres).</translation>
    </message>
    <message>
        <source>after a run</source>
        <translation>après un essai</translation>
    </message>
    <message>
        <source>Shown once the run of “{0}” ends: Train &gt; Start Training.</source>
        <translation>Affiché à la fin de l&apos;essai «&#xa0;{0}&#xa0;»&#xa0;: Entraînement &gt; Démarrer l&apos;entraînement.</translation>
    </message>
    <message>
        <source>{0} (shape {1}, {2})</source>
        <translation>{0} (forme {1}, {2})</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <source>Figures of this section</source>
        <translation>Chiffres de cette section</translation>
    </message>
    <message>
        <source>What the section computes, live: hover a row for its whole value</source>
        <translation>Ce que la section calcule, en direct&#xa0;: survolez une ligne pour sa valeur entière</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
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
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Relative gap</source>
        <translation>Écart relatif</translation>
    </message>
    <message>
        <source>The largest gap between backward and the estimate, relative to the slope it is measured against: what is held to the tolerance</source>
        <translation>Le plus grand écart entre backward et l&apos;estimation, rapporté à la pente à laquelle il est comparé&#xa0;: c&apos;est lui qui est confronté à la tolérance</translation>
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
        <source>Tangent</source>
        <translation>Tangente</translation>
    </message>
    <message>
        <source>All points</source>
        <translation>Tous les points</translation>
    </message>
    <message>
        <source>The gradient of the same loss over every training point, at the same weights: the batch&apos;s, of which this one point&apos;s gradient is a part</source>
        <translation>Le gradient de la même perte sur tous les points d&apos;entraînement, aux mêmes poids&#xa0;: celui du lot, dont le gradient de ce point est une part</translation>
    </message>
    <message>
        <source>The tangents the sweep has carried so far; hover a value for full precision</source>
        <translation>Les tangentes que le balayage a portées jusqu&apos;ici&#xa0;; survolez une valeur pour la voir en pleine précision</translation>
    </message>
    <message>
        <source>Step the forward sweep to fill the table</source>
        <translation>Avancez le balayage avant pour remplir le tableau</translation>
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
        <source>{0} has one contribution so far: {1}</source>
        <translation>{0} a une seule contribution jusqu&apos;ici&#xa0;: {1}</translation>
    </message>
    <message>
        <source>How the gradient of {0} was summed: {1}</source>
        <translation>Comment le gradient de {0} a été sommé&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} over every point: {1}</source>
        <translation>{0} sur tous les points&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>GraphExporter</name>
    <message>
        <source>{0!r}: give the size as WIDTHxHEIGHT, such as 1600x900, each side from {1} to {2} pixels</source>
        <translation>{0!r}&#xa0;: indiquez la taille sous la forme LARGEURxHAUTEUR, par exemple 1600x900, chaque côté de {1} à {2} pixels</translation>
    </message>
    <message>
        <source>Size of the picture in pixels (width x height):</source>
        <translation>Taille de l’image en pixels (largeur x hauteur)&#xa0;:</translation>
    </message>
    <message>
        <source>there is no walk to export</source>
        <translation>il n&apos;y a aucun parcours à exporter</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>Exporter le graphe</translation>
    </message>
    <message>
        <source>Slide size</source>
        <translation>Taille de la diapositive</translation>
    </message>
    <message>
        <source>The picture&apos;s size in pixels; a graph too big to read at this size gets a bigger slide of the same shape</source>
        <translation>La taille de l’image en pixels&#xa0;; un graphe trop grand pour être lu à cette taille reçoit une diapositive plus grande de même forme</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Draw what the shapes and marks mean under the graph</source>
        <translation>Dessiner sous le graphe ce que disent les formes et les marques</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Légende de l’étape</translation>
    </message>
    <message>
        <source>Write the step&apos;s sentence under the graph</source>
        <translation>Écrire la phrase de l’étape sous le graphe</translation>
    </message>
    <message>
        <source>Slide:</source>
        <translation>Diapositive&#xa0;:</translation>
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
        <source>has a tangent</source>
        <translation>a une tangente</translation>
    </message>
    <message>
        <source>no tangent</source>
        <translation>aucune tangente</translation>
    </message>
    <message>
        <source>edge walked</source>
        <translation>arête parcourue</translation>
    </message>
    <message>
        <source>carries none</source>
        <translation>n&apos;en porte aucun</translation>
    </message>
    <message>
        <source>A Var: a tensor the engine tracks. Its gradient is what the walk is for.</source>
        <translation>Une Var&#xa0;: un tenseur que le moteur suit. Son gradient est le but de la marche.</translation>
    </message>
    <message>
        <source>A tensor that is not tracked (a number, data, the result of detach): the walk passes it a gradient only as a direct input of an operation.</source>
        <translation>Un tenseur non suivi (un nombre, des données, le résultat de detach)&#xa0;: la marche ne lui passe un gradient que s’il est l’entrée directe d’une opération.</translation>
    </message>
    <message>
        <source>The result of an operation; its name and inputs are written inside.</source>
        <translation>Le résultat d’une opération&#xa0;; son nom et ses entrées sont écrits dedans.</translation>
    </message>
    <message>
        <source>The edges the last step passed a gradient along, with their local derivative and what they passed.</source>
        <translation>Les arêtes le long desquelles la dernière étape a passé un gradient, avec leur dérivée locale et ce qu’elles ont passé.</translation>
    </message>
    <message>
        <source>The node the walk is visiting now: its gradient goes to its inputs.</source>
        <translation>Le nœud que la marche visite&#xa0;: son gradient va à ses entrées.</translation>
    </message>
    <message>
        <source>A node the walk has visited: its gradient is complete and passed on.</source>
        <translation>Un nœud déjà visité&#xa0;: son gradient est complet et transmis.</translation>
    </message>
    <message>
        <source>A node no gradient reaches (after round, from an integer tensor, behind detach); hover it for the reason.</source>
        <translation>Un nœud qu’aucun gradient n’atteint (après round, depuis un tenseur entier, derrière detach)&#xa0;; survolez-le pour la raison.</translation>
    </message>
    <message>
        <source>An edge that carries no gradient, drawn dashed and grey.</source>
        <translation>Une arête qui ne porte aucun gradient, tracée en gris pointillé.</translation>
    </message>
    <message>
        <source>An edge an earlier step walked: it keeps its local derivative and what it passed.</source>
        <translation>Une arête qu’une étape précédente a parcourue&#xa0;: elle garde sa dérivée locale et ce qu’elle a passé.</translation>
    </message>
    <message>
        <source>A node that has received a gradient and waits to be visited; a node reached twice shows its sum being built.</source>
        <translation>Un nœud qui a reçu un gradient et attend sa visite&#xa0;; un nœud atteint deux fois montre sa somme en train de se construire.</translation>
    </message>
    <message>
        <source>received a gradient</source>
        <translation>a reçu un gradient</translation>
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
        <source>layer</source>
        <translation>couche</translation>
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
        <source>opened into its elements</source>
        <translation>ouvert en ses éléments</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>grad by unit {0}</source>
        <translation>grad par unité {0}</translation>
    </message>
    <message>
        <source>Its operations, {0}, in one box: double-click it to see them and walk them one by one.</source>
        <translation>Ses opérations, {0}, en un bloc : double-cliquez dessus pour les voir et les parcourir une à une.</translation>
    </message>
    <message>
        <source>Its matrix product, bias and activation in one box: double-click it to see them and walk them one by one.</source>
        <translation>Son produit matriciel, son biais et son activation en un bloc : double-cliquez dessus pour les voir et les parcourir un à un.</translation>
    </message>
    <message>
        <source>Opened into its elements: double-click it, or one of its numbers, to draw it as one tensor again.</source>
        <translation>Ouvert en ses éléments : double-cliquez dessus, ou sur l&apos;un de ses nombres, pour le dessiner de nouveau comme un seul tenseur.</translation>
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
        <source>How much gradient reaches each unit (its mean size over the rows), against the layer&apos;s largest █; · none: {0}</source>
        <translation>Combien de gradient atteint chaque unité (sa taille moyenne sur les lignes), rapporté au plus grand de la couche █&#xa0;; · aucun&#xa0;: {0}</translation>
    </message>
    <message>
        <source>grad by unit</source>
        <translation>grad par unité</translation>
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
    <name>Help</name>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Gradwalk shows automatic differentiation at work, one node at a time. Write a program, see the graph the engine records, and walk the backward pass: each edge&apos;s local derivative, each node&apos;s gradient as it is summed. Sweep forward mode beside it, build whole Jacobians both ways, check gradients against finite differences, and train small models while their loss curves, landscapes and decision boundaries are drawn.&lt;/p&gt;&lt;p&gt;Its lessons:&lt;/p&gt;&lt;ul&gt;{1}&lt;/ul&gt;&lt;p&gt;A lesson is a folder of texts and programs: File &amp;gt; Open Lesson adds one. MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gradwalk {0}&lt;/h3&gt;&lt;p&gt;Gradwalk montre la différentiation automatique à l&apos;œuvre, un nœud à la fois. Écrivez un programme, voyez le graphe que le moteur enregistre, et parcourez la passe arrière&#xa0;: la dérivée locale de chaque arête, le gradient de chaque nœud à mesure qu&apos;il est sommé. Balayez le mode direct à côté, construisez des jacobiennes entières dans les deux sens, comparez les gradients aux différences finies, et entraînez de petits modèles pendant que leurs courbes de perte, leurs paysages et leurs frontières de décision se dessinent.&lt;/p&gt;&lt;p&gt;Ses leçons&#xa0;:&lt;/p&gt;&lt;ul&gt;{1}&lt;/ul&gt;&lt;p&gt;Une leçon est un dossier de textes et de programmes&#xa0;: Fichier &amp;gt; Ouvrir une leçon en ajoute une. Licence MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Jacobian</name>
    <message>
        <source>The program assigns nothing yet.</source>
        <translation>Le programme n&apos;affecte encore rien.</translation>
    </message>
    <message>
        <source>{0} depends on no floating-point variable: its Jacobian has no columns.</source>
        <translation>{0} ne dépend d&apos;aucune variable à virgule flottante&#xa0;: sa jacobienne n&apos;a pas de colonne.</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point results have a Jacobian.</source>
        <translation>{0} est {1}&#xa0;: seuls les résultats à virgule flottante ont une jacobienne.</translation>
    </message>
    <message>
        <source>{0} has no elements: its Jacobian has no rows.</source>
        <translation>{0} n&apos;a aucun élément&#xa0;: sa jacobienne n&apos;a pas de ligne.</translation>
    </message>
    <message>
        <source>The variables {0} depends on have no elements: its Jacobian has no columns.</source>
        <translation>Les variables dont dépend {0} n&apos;ont aucun élément&#xa0;: sa jacobienne n&apos;a pas de colonne.</translation>
    </message>
    <message>
        <source>Running the sweeps…</source>
        <translation>Balayages en cours…</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobienne</translation>
    </message>
    <message>
        <source>the Jacobian&apos;s sweeps</source>
        <translation>les balayages de la jacobienne</translation>
    </message>
    <message>
        <source>Forward: {0} in {1}</source>
        <translation>Direct&#xa0;: {0} en {1}</translation>
    </message>
    <message>
        <source>Reverse: {0} in {1}</source>
        <translation>Inverse&#xa0;: {0} en {1}</translation>
    </message>
    <message>
        <source>1 sweep</source>
        <translation>1 balayage</translation>
    </message>
    <message>
        <source>{0} sweeps</source>
        <translation>{0} balayages</translation>
    </message>
    <message>
        <source>Last builds of this result: {0}</source>
        <translation>Dernières constructions de ce résultat&#xa0;: {0}</translation>
    </message>
    <message>
        <source>No Jacobian yet: Walk &gt; Build the Jacobian fills it, one sweep at a time.</source>
        <translation>Pas encore de jacobienne&#xa0;: Parcours &gt; Construire la jacobienne la remplit, un balayage à la fois.</translation>
    </message>
</context>
<context>
    <name>JacobianView</name>
    <message>
        <source>Jacobian</source>
        <translation>Jacobienne</translation>
    </message>
    <message>
        <source>Jacobian matrix</source>
        <translation>Matrice jacobienne</translation>
    </message>
    <message>
        <source>One row per output element, one column per input element: a forward sweep fills a column, a reverse sweep a row</source>
        <translation>Une ligne par élément de sortie, une colonne par élément d&apos;entrée&#xa0;: un balayage direct remplit une colonne, un balayage inverse une ligne</translation>
    </message>
    <message>
        <source>No Jacobian yet: build one to watch it fill, one sweep at a time</source>
        <translation>Pas encore de jacobienne&#xa0;: construisez-en une pour la voir se remplir, un balayage à la fois</translation>
    </message>
    <message>
        <source>Column {0}, filled by forward sweep {1}</source>
        <translation>Colonne {0}, remplie par le balayage direct {1}</translation>
    </message>
    <message>
        <source>Row {0}, filled by reverse sweep {1}</source>
        <translation>Ligne {0}, remplie par le balayage inverse {1}</translation>
    </message>
    <message>
        <source>∂{0}/∂{1} = {2}
{3}</source>
        <translation>∂{0}/∂{1} = {2}
{3}</translation>
    </message>
    <message>
        <source>Forward mode: 1 sweep, one per column, in {0}</source>
        <translation>Mode direct&#xa0;: 1 balayage, un par colonne, en {0}</translation>
    </message>
    <message>
        <source>Forward mode: {0} sweeps, one per column, in {1}</source>
        <translation>Mode direct&#xa0;: {0} balayages, un par colonne, en {1}</translation>
    </message>
    <message>
        <source>Reverse mode: 1 sweep, one per row, in {0}</source>
        <translation>Mode inverse&#xa0;: 1 balayage, un par ligne, en {0}</translation>
    </message>
    <message>
        <source>Reverse mode: {0} sweeps, one per row, in {1}</source>
        <translation>Mode inverse&#xa0;: {0} balayages, un par ligne, en {1}</translation>
    </message>
    <message>
        <source>Forward mode: {0} of 1 sweep, one per column</source>
        <translation>Mode direct&#xa0;: {0} sur 1 balayage, un par colonne</translation>
    </message>
    <message>
        <source>Forward mode: {0} of {1} sweeps, one per column</source>
        <translation>Mode direct&#xa0;: {0} balayages sur {1}, un par colonne</translation>
    </message>
    <message>
        <source>Reverse mode: {0} of 1 sweep, one per row</source>
        <translation>Mode inverse&#xa0;: {0} sur 1 balayage, un par ligne</translation>
    </message>
    <message>
        <source>Reverse mode: {0} of {1} sweeps, one per row</source>
        <translation>Mode inverse&#xa0;: {0} balayages sur {1}, un par ligne</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} rows and {2} of {3} columns</source>
        <translation>les {0} premières des {1} lignes et {2} des {3} colonnes sont affichées</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} rows</source>
        <translation>les {0} premières des {1} lignes sont affichées</translation>
    </message>
    <message>
        <source>showing the first {0} of {1} columns</source>
        <translation>les {0} premières des {1} colonnes sont affichées</translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <source>Work in progress</source>
        <translation>Travail en cours</translation>
    </message>
    <message>
        <source>How far the work has got</source>
        <translation>Avancement du travail</translation>
    </message>
    <message>
        <source>({0} more waiting)</source>
        <translation>({0} autres en attente)</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
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
        <source>The loss for every pair of w and b: dark is low, bright is high (log scale), lines join equal losses. The star is the lowest loss; each run&apos;s path ends in a dot where it is now. Right-click for the plot&apos;s commands.</source>
        <translation>La perte pour chaque couple de w et b&#xa0;: sombre pour basse, clair pour haute (échelle log), les lignes joignent les pertes égales. L’étoile est la perte la plus basse&#xa0;; le chemin de chaque exécution finit par un point là où elle en est. Clic droit pour les commandes du graphique.</translation>
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
        <source>lowest loss: w {0}, b {1}</source>
        <translation>perte la plus basse&#xa0;: w {0}, b {1}</translation>
    </message>
    <message>
        <source>log10 loss</source>
        <translation>log10 de la perte</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Expression Language</source>
        <translation>Langage des expressions</translation>
    </message>
    <message>
        <source>Find a word of the language</source>
        <translation>Chercher un mot du langage</translation>
    </message>
    <message>
        <source>Find: a name or a word, like keepdim, seed or random</source>
        <translation>Chercher&#xa0;: un nom ou un mot, comme keepdim, seed ou random</translation>
    </message>
    <message>
        <source>The expression language</source>
        <translation>Le langage des expressions</translation>
    </message>
    <message>
        <source>Making tensors</source>
        <translation>Créer des tenseurs</translation>
    </message>
    <message>
        <source>Data is a number or a list of lists of numbers; a shape is a whole number or a tuple, like (2, 3).</source>
        <translation>Les données sont un nombre ou une liste de listes de nombres&#xa0;; une forme est un nombre entier ou un tuple, comme (2, 3).</translation>
    </message>
    <message>
        <source>Their keywords</source>
        <translation>Leurs mots-clés</translation>
    </message>
    <message>
        <source>Written after the data or the shape, each at most once: randn((2, 3), seed=1, dtype=&quot;f64&quot;).</source>
        <translation>Écrits après les données ou la forme, chacun au plus une fois&#xa0;: randn((2, 3), seed=1, dtype=&quot;f64&quot;).</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Opérateurs</translation>
    </message>
    <message>
        <source>A plain number may stand on either side (3 * x, 1 - p), and the exponent of ** must be one. Between two tensors, + - * / need the same shape: to stretch one over the other, use broadcast_add and its kin.</source>
        <translation>Un nombre seul peut se tenir de chaque côté (3 * x, 1 - p), et l&apos;exposant de ** doit en être un. Entre deux tenseurs, + - * / demandent la même forme&#xa0;: pour étirer l&apos;un sur l&apos;autre, utilisez broadcast_add et ses semblables.</translation>
    </message>
    <message>
        <source>Operations on a tensor</source>
        <translation>Opérations sur un tenseur</translation>
    </message>
    <message>
        <source>Called on a tensor, their arguments by position: x.affine(2.0, 1.0). Each records one node of the graph, with its backward rule; detach and clone record none. In the examples x, a and b are rows of three numbers, w a column of three.</source>
        <translation>Appelées sur un tenseur, leurs arguments par position&#xa0;: x.affine(2.0, 1.0). Chacune enregistre un nœud du graphe, avec sa règle arrière&#xa0;; detach et clone n&apos;en enregistrent aucun. Dans les exemples, x, a et b sont des lignes de trois nombres, w une colonne de trois.</translation>
    </message>
    <message>
        <source>A program is one statement a line: a name, =, and an expression, like y = x.sqr() + 3 * x. Nothing else is part of the language: no loops, conditions, comparisons or indexing.</source>
        <translation>Un programme est une instruction par ligne&#xa0;: un nom, =, et une expression, comme y = x.sqr() + 3 * x. Rien d&apos;autre ne fait partie du langage&#xa0;: ni boucles, ni conditions, ni comparaisons, ni indexation.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écrire</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce que cela fait</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>Nothing in the language matches “{0}”.</source>
        <translation>Rien dans le langage ne correspond à «&#xa0;{0}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>{0} of {1} saturated</source>
        <translation>{0} sur {1} saturées</translation>
    </message>
    <message>
        <source>{0} of {1} units are saturated: their {2} is flat on nearly every row, so little gradient passes back through them</source>
        <translation>{0} unités sur {1} sont saturées&#xa0;: leur {2} est plate sur presque toutes les lignes, si bien que peu de gradient repasse par elles</translation>
    </message>
    <message>
        <source>{0} of {1} dead</source>
        <translation>{0} sur {1} mortes</translation>
    </message>
    <message>
        <source>{0} of {1} units are dead: 0 on every row, so no gradient passes back through them</source>
        <translation>{0} unités sur {1} sont mortes&#xa0;: 0 sur chaque ligne, si bien qu&apos;aucun gradient ne repasse par elles</translation>
    </message>
    <message>
        <source>loss of {0} operations</source>
        <translation>perte de {0} opérations</translation>
    </message>
    <message>
        <source>layer {0}</source>
        <translation>couche {0}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>lesson {0} has no section {1}; its sections are: {2}</source>
        <translation>la leçon {0} n&apos;a pas de section {1}&#xa0;; ses sections sont&#xa0;: {2}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>no lesson {0} in {1} (lessons there: {2})</source>
        <translation>aucune leçon {0} dans {1} (leçons présentes&#xa0;: {2})</translation>
    </message>
    <message>
        <source>the step&apos;s value must be a table, like {{ of = &quot;y&quot; }}</source>
        <translation>la valeur du pas doit être une table, comme {{ of = &quot;y&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be text, like &quot;y&quot;</source>
        <translation>{0} doit être un texte, comme &quot;y&quot;</translation>
    </message>
    <message>
        <source>{0} must be a name or a list of names, like [&quot;x&quot;, &quot;y&quot;]</source>
        <translation>{0} doit être un nom ou une liste de noms, comme [&quot;x&quot;, &quot;y&quot;]</translation>
    </message>
    <message>
        <source>{0} must be an expression, as text, like &quot;w - 1&quot;, or a number</source>
        <translation>{0} doit être une expression, sous forme de texte, comme &quot;w - 1&quot;, ou un nombre</translation>
    </message>
    <message>
        <source>{0} must be true or false</source>
        <translation>{0} doit valoir true ou false</translation>
    </message>
    <message>
        <source>{0} must be a table of names, like {{ x = &quot;dy_dx&quot; }}</source>
        <translation>{0} doit être une table de noms, comme {{ x = &quot;dy_dx&quot; }}</translation>
    </message>
    <message>
        <source>{0} must be a table</source>
        <translation>{0} doit être une table</translation>
    </message>
    <message>
        <source>{0} must be a list of step numbers, like [1, 10]</source>
        <translation>{0} doit être une liste de numéros de pas, comme [1, 10]</translation>
    </message>
    <message>
        <source>&apos;note&apos; must be a text, or a table of languages and texts, like {{ en = &quot;...&quot;, fr = &quot;...&quot; }}</source>
        <translation>&apos;note&apos; doit être un texte, ou une table de langues et de textes, comme {{ en = &quot;...&quot;, fr = &quot;...&quot; }}</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; lists the names of the hidden layers, like [&quot;h1&quot;, &quot;h2&quot;]</source>
        <translation>&apos;hidden&apos; donne la liste des noms des couches cachées, comme [&quot;h1&quot;, &quot;h2&quot;]</translation>
    </message>
    <message>
        <source>&apos;classify&apos; names the logit and the labels, and may name the points: {{ logit = &quot;z&quot;, labels = &quot;y&quot;, points = &quot;X&quot; }}</source>
        <translation>&apos;classify&apos; nomme le logit et les étiquettes, et peut nommer les points&#xa0;: {{ logit = &quot;z&quot;, labels = &quot;y&quot;, points = &quot;X&quot; }}</translation>
    </message>
    <message>
        <source>&apos;a&apos; and &apos;b&apos; must name as many values each, not {0} and {1}</source>
        <translation>&apos;a&apos; et &apos;b&apos; doivent nommer autant de valeurs l&apos;un que l&apos;autre, pas {0} et {1}</translation>
    </message>
    <message>
        <source>{0} has no key {1}; did you mean {2}? Its keys are: {3}</source>
        <translation>{0} n&apos;a pas de clé {1} ; vouliez-vous dire {2} ? Ses clés sont : {3}</translation>
    </message>
    <message>
        <source>{0} has no key {1}; its keys are: {2}</source>
        <translation>{0} n&apos;a pas de clé {1} ; ses clés sont : {2}</translation>
    </message>
    <message>
        <source>a note&apos;s braces must pair up, like {0}; write {1} and {2} for a brace itself</source>
        <translation>les accolades d&apos;une note doivent aller par paires, comme {0} ; écrivez {1} et {2} pour une accolade seule</translation>
    </message>
    <message>
        <source>a note&apos;s {0} must hold a name of the section, like {1}</source>
        <translation>le champ {0} d&apos;une note doit contenir un nom de la section, comme {1}</translation>
    </message>
    <message>
        <source>a note&apos;s {0} takes no conversion (!r, !s, !a): it shows the value as the transcript does</source>
        <translation>le champ {0} d&apos;une note ne prend aucune conversion (!r, !s, !a) : il montre la valeur comme le fait le compte rendu</translation>
    </message>
    <message>
        <source>the format of {0} cannot hold another field</source>
        <translation>le format de {0} ne peut pas contenir un autre champ</translation>
    </message>
    <message>
        <source>the format of {0} asks for a width or a precision above {1}, the most a note&apos;s field takes</source>
        <translation>le format de {0} demande une largeur ou une précision supérieure à {1}, le maximum qu&apos;accepte un champ de note</translation>
    </message>
    <message>
        <source>the format of {0} is not one for text: a note shows each value as text, aligned and cut as {1} or {2} say</source>
        <translation>le format de {0} n&apos;est pas un format de texte : une note montre chaque valeur comme du texte, aligné et coupé comme le disent {1} ou {2}</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <source>{0} must name a file inside the lesson&apos;s folder</source>
        <translation>{0} doit nommer un fichier situé dans le dossier de la leçon</translation>
    </message>
    <message>
        <source>{0} is a link that leads out of the lesson&apos;s folder; a lesson may only use files inside it</source>
        <translation>{0} est un lien qui sort du dossier de la leçon&#xa0;; une leçon ne peut utiliser que des fichiers situés dans ce dossier</translation>
    </message>
    <message>
        <source>a folder, where a file is expected</source>
        <translation>un dossier, là où un fichier est attendu</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe?); a lesson&apos;s files are text</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un périphérique ou un tube&#xa0;?)&#xa0;; les fichiers d&apos;une leçon sont du texte</translation>
    </message>
    <message>
        <source>the file holds {0} bytes, more than the {1} a lesson&apos;s file may hold</source>
        <translation>le fichier contient {0} octets, plus que les {1} autorisés pour un fichier de leçon</translation>
    </message>
    <message>
        <source>the file cannot be read: {0}</source>
        <translation>le fichier ne peut pas être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the file holds more than {0} bytes, more than a lesson&apos;s file may hold</source>
        <translation>le fichier contient plus de {0} octets, plus que ce qu&apos;un fichier de leçon peut contenir</translation>
    </message>
    <message>
        <source>the file holds a NUL byte, found only in binary files: it is not text</source>
        <translation>le fichier contient un octet NUL, qu&apos;on ne trouve que dans les fichiers binaires&#xa0;: ce n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x{0:02x} cannot be read); save it as UTF-8</source>
        <translation>le fichier n&apos;est pas du texte UTF-8 (l&apos;octet 0x{0:02x} ne peut pas être lu)&#xa0;; enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>arrays and tables nest more than {0} deep here; a lesson needs a few levels</source>
        <translation>les listes et les tables sont imbriquées ici sur plus de {0} niveaux&#xa0;; une leçon n&apos;a besoin que de quelques niveaux</translation>
    </message>
    <message>
        <source>not valid TOML: {0}</source>
        <translation>TOML non valide&#xa0;: {0}</translation>
    </message>
    <message>
        <source>a whole number here is written with more than {0} digits; a lesson&apos;s numbers are far shorter</source>
        <translation>un nombre entier est écrit ici avec plus de {0} chiffres ; les nombres d&apos;une leçon sont bien plus courts</translation>
    </message>
    <message>
        <source>arrays and tables nest too deep; a lesson needs a few levels</source>
        <translation>les listes et les tables sont trop profondément imbriquées&#xa0;; une leçon n&apos;a besoin que de quelques niveaux</translation>
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
    <name>LongJobs</name>
    <message>
        <source>{0} failed: {1}</source>
        <translation>{0}&#xa0;: échec ({1})</translation>
    </message>
    <message>
        <source>Cancelled: {0}.</source>
        <translation>Annulé&#xa0;: {0}.</translation>
    </message>
</context>
<context>
    <name>LossPlot</name>
    <message>
        <source>Accuracy plot</source>
        <translation>Tracé de l&apos;exactitude</translation>
    </message>
    <message>
        <source>Accuracy of each run against the step</source>
        <translation>Exactitude de chaque essai selon le pas</translation>
    </message>
    <message>
        <source>The share of points each run classifies right at each step, on the training points and (dashed) on the held-out ones. Hover a curve to read its values.</source>
        <translation>La part des points que chaque essai classe bien à chaque pas, sur les points d&apos;entraînement et (en tirets) sur ceux de validation. Survolez une courbe pour lire ses valeurs.</translation>
    </message>
    <message>
        <source>Loss plot</source>
        <translation>Tracé de la perte</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Perte de chaque essai en fonction du pas</translation>
    </message>
    <message>
        <source>The loss of each run at each step. Hover a curve to read its values; the wheel zooms, dragging pans, right-click for the plot&apos;s commands.</source>
        <translation>La perte de chaque exécution à chaque étape. Survolez une courbe pour lire ses valeurs&#xa0;; la molette zoome, le glisser déplace, clic droit pour les commandes du graphique.</translation>
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
        <source>accuracy</source>
        <translation>exactitude</translation>
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
        <source>training</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>validation</translation>
    </message>
    <message>
        <source>too large to draw from step {0}</source>
        <translation>perte trop grande pour être tracée à partir du pas {0}</translation>
    </message>
    <message>
        <source>not finite from step {0}</source>
        <translation>perte non finie à partir du pas {0}</translation>
    </message>
    <message>
        <source>leaves the chart at step {0}: accuracy {1}</source>
        <translation>sort du tracé au pas {0}&#xa0;: exactitude {1}</translation>
    </message>
    <message>
        <source>leaves the chart at step {0}: loss {1}</source>
        <translation>sort du graphique à l’étape {0}&#xa0;: perte {1}</translation>
    </message>
    <message>
        <source>learning rate {0} → {1}</source>
        <translation>taux d&apos;apprentissage {0} → {1}</translation>
    </message>
    <message>
        <source>{0}, step {1}: accuracy {2}</source>
        <translation>{0}, pas {1}&#xa0;: exactitude {2}</translation>
    </message>
    <message>
        <source>{0}, step {1}: loss {2}</source>
        <translation>{0}, pas {1}&#xa0;: perte {2}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2} from this one)</source>
        <translation>{0}&#xa0;: {1} ({2} par rapport à celle-ci)</translation>
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
        <source>Variables seeded</source>
        <translation>Variables amorcées</translation>
    </message>
    <message>
        <source>Forward mode: which variables move (each element along 1), the others stay where they are; the sweep then gives every node&apos;s rate of change along that direction</source>
        <translation>Mode direct&#xa0;: les variables qui bougent (chaque élément le long de 1), les autres restent en place&#xa0;; le balayage donne alors le taux de variation de chaque nœud dans cette direction</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Amorce&#xa0;:</translation>
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
        <source>The selected node, whole</source>
        <translation>Le nœud sélectionné, en entier</translation>
    </message>
    <message>
        <source>The node you clicked, with every value; click the background to close</source>
        <translation>Le nœud sur lequel vous avez cliqué, avec toutes ses valeurs&#xa0;; cliquez sur le fond pour fermer</translation>
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
        <source>Code</source>
        <translation>Code</translation>
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
        <source>Recorded Step, as Each Replay Runs It</source>
        <translation>Pas enregistré, tel que chaque relecture l&apos;exécute</translation>
    </message>
    <message>
        <source>Sweeps that build the Jacobian</source>
        <translation>Balayages qui construisent la jacobienne</translation>
    </message>
    <message>
        <source>Forward sweeps seed one input element each and fill a column; backward sweeps start from one output element each and fill a row</source>
        <translation>Les balayages directs amorcent chacun un élément d&apos;entrée et remplissent une colonne&#xa0;; les balayages inverses partent chacun d&apos;un élément de sortie et remplissent une ligne</translation>
    </message>
    <message>
        <source>Forward sweeps: one per column</source>
        <translation>Balayages directs&#xa0;: un par colonne</translation>
    </message>
    <message>
        <source>Backward sweeps: one per row</source>
        <translation>Balayages inverses&#xa0;: un par ligne</translation>
    </message>
    <message>
        <source>Build with:</source>
        <translation>Construire avec&#xa0;:</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobienne</translation>
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
        <translation>&amp;Apparence</translation>
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
        <source>Runs</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>The lesson in {0} could not be opened again and is no longer listed.</source>
        <translation>La leçon située dans {0} n&apos;a pas pu être rouverte et ne figure plus dans la liste.</translation>
    </message>
    <message>
        <source>{0} lessons opened before could not be opened again and are no longer listed: {1}</source>
        <translation>{0} leçons ouvertes auparavant n&apos;ont pas pu être rouvertes et ne sont plus dans la liste&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Checking the lesson in {0}…</source>
        <translation>Vérification de la leçon dans {0}…</translation>
    </message>
    <message>
        <source>Checking the lesson {0}</source>
        <translation>Vérification de la leçon {0}</translation>
    </message>
    <message>
        <source>the check of the lesson</source>
        <translation>la vérification de la leçon</translation>
    </message>
    <message>
        <source>The lesson in {0} was not opened: {1}</source>
        <translation>La leçon située dans {0} n&apos;a pas été ouverte&#xa0;: {1}</translation>
    </message>
    <message>
        <source>A step of the lesson takes too long. Check it with gradwalk check-lesson, which names the step.</source>
        <translation>Une étape de la leçon prend trop de temps. Vérifiez la leçon avec gradwalk check-lesson, qui indique de quelle étape il s&apos;agit.</translation>
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
        <source>Graph of One Point</source>
        <translation>Graphe d&apos;un seul point</translation>
    </message>
    <message>
        <source>The training point to run the program on alone, 0 to {0} (or click one in the decision boundary):</source>
        <translation>Le point d&apos;entraînement sur lequel exécuter le programme seul, de 0 à {0} (ou cliquez-en un dans la frontière de décision)&#xa0;:</translation>
    </message>
    <message>
        <source>There is no training point {0} here.</source>
        <translation>Il n&apos;y a pas de point d&apos;entraînement {0} ici.</translation>
    </message>
    <message>
        <source>At step {0} of “{1}”</source>
        <translation>Au pas {0} de «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>The program runs with {0} as the run “{1}” had them after step {2} (Train &gt; Graph at the Run&apos;s Weights)</source>
        <translation>Le programme s&apos;exécute avec {0} tels que l&apos;essai «&#xa0;{1}&#xa0;» les avait après le pas {2} (Entraînement &gt; Graphe aux poids de l&apos;essai)</translation>
    </message>
    <message>
        <source>point {0} of {1} alone</source>
        <translation>point {0} sur {1}, seul</translation>
    </message>
    <message>
        <source>The program runs on training point {0} alone: {1} hold its row only (Train &gt; Graph of One Point)</source>
        <translation>Le programme s&apos;exécute sur le seul point d&apos;entraînement {0}&#xa0;: {1} ne contiennent que sa ligne (Entraînement &gt; Graphe d&apos;un seul point)</translation>
    </message>
    <message>
        <source>Stop the training first: switching language shows the runs anew</source>
        <translation>Arrêtez d&apos;abord l&apos;entraînement&#xa0;: changer de langue affiche à nouveau les essais</translation>
    </message>
    <message>
        <source>{0} — Gradwalk</source>
        <translation>{0} — Gradwalk</translation>
    </message>
    <message>
        <source>Walk &gt; Check Gradients with Finite Differences compares backward with central differences.</source>
        <translation>Parcours &gt; Vérifier les gradients par différences finies compare backward avec les différences centrées.</translation>
    </message>
    <message>
        <source>Preparing the section&apos;s training</source>
        <translation>Préparation de l&apos;entraînement de la section</translation>
    </message>
    <message>
        <source>preparing the section&apos;s training</source>
        <translation>la préparation de l&apos;entraînement de la section</translation>
    </message>
    <message>
        <source>The section&apos;s training could not be prepared: {0}</source>
        <translation>L&apos;entraînement de la section n&apos;a pas pu être préparé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the program changed</source>
        <translation>le programme a changé</translation>
    </message>
    <message>
        <source>The check was stopped: {0}. Check again to compare the new program.</source>
        <translation>La vérification a été arrêtée&#xa0;: {0}. Vérifiez de nouveau pour comparer le nouveau programme.</translation>
    </message>
    <message>
        <source>The check was stopped: {0}. Check My Answer again to check the new program.</source>
        <translation>La vérification a été arrêtée&#xa0;: {0}. Utilisez de nouveau Vérifier ma réponse pour vérifier le nouveau programme.</translation>
    </message>
    <message>
        <source>The program has changed since it was checked: these findings are about the program as it was. Check My Answer again to check this one.</source>
        <translation>Le programme a changé depuis sa vérification&#xa0;: ces résultats portent sur le programme tel qu&apos;il était. Utilisez de nouveau Vérifier ma réponse pour vérifier celui-ci.</translation>
    </message>
    <message>
        <source>Could not save what you typed: {0}</source>
        <translation>Impossible d&apos;enregistrer ce que vous avez tapé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>What you typed was saved. {0}</source>
        <translation>Ce que vous avez tapé a été enregistré. {0}</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <source>the program</source>
        <translation>le programme</translation>
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
        <source>every variable</source>
        <translation>chaque variable</translation>
    </message>
    <message>
        <source>a direction…</source>
        <translation>une direction…</translation>
    </message>
    <message>
        <source>{0} ({1} elements)</source>
        <translation>{0} ({1} éléments)</translation>
    </message>
    <message>
        <source>Seed a Direction</source>
        <translation>Amorcer une direction</translation>
    </message>
    <message>
        <source>The tangent of each variable that moves, as name = numbers (one number for all of its elements), the variables separated by ;. A variable left out stays still.
Variables: {0}</source>
        <translation>La tangente de chaque variable qui bouge, sous la forme nom = nombres (un seul nombre pour tous ses éléments), les variables séparées par ;. Une variable omise reste immobile.
Variables&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Tangents after the steps so far</source>
        <translation>Tangentes après les pas effectués</translation>
    </message>
    <message>
        <source>Tangents</source>
        <translation>Tangentes</translation>
    </message>
    <message>
        <source>The current step of the forward sweep, in words</source>
        <translation>L&apos;étape en cours du balayage avant, en mots</translation>
    </message>
    <message>
        <source>{0} has no name in the program: assign it to a name to build on it with the palette.</source>
        <translation>{0} n&apos;a pas de nom dans le programme&#xa0;: affectez-le à un nom pour le réutiliser avec la palette.</translation>
    </message>
    <message>
        <source>No tangent yet — step the sweep</source>
        <translation>Pas encore de tangente — avancez dans le balayage</translation>
    </message>
    <message>
        <source>No gradient yet — step the walk</source>
        <translation>Pas encore de gradient — avancez dans le parcours</translation>
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
        <source>the finite-difference check</source>
        <translation>la vérification par différences finies</translation>
    </message>
    <message>
        <source>Reset to the lesson&apos;s code</source>
        <translation>Revenir au code de la leçon</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Design the network: make its weights with var(...), compute the logit {0} and the loss. Check My Answer trains every Var it makes (learning rate {1}, {2} steps) and measures its accuracy on held-out points: at least {3} passes.</source>
        <translation>Concevez le réseau&#xa0;: créez ses poids avec var(...), calculez le logit {0} et la perte. Vérifier ma réponse entraîne toutes les Var qu&apos;il crée (taux d&apos;apprentissage {1}, {2} pas) et mesure son exactitude sur des points de validation&#xa0;: {3} ou plus suffit.</translation>
    </message>
    <message>
        <source>Write the loss and the Vars {0}; Check My Answer trains them by gradient descent (learning rate {1}, {2} steps) and compares the run with the solution&apos;s.</source>
        <translation>Écrivez la perte et les Var {0}&#xa0;; Vérifier ma réponse les entraîne par descente de gradient (taux d&apos;apprentissage {1}, {2} pas) et compare l&apos;essai à celui de la solution.</translation>
    </message>
    <message>
        <source>Write your program below the given lines, then Check My Answer: its figures are compared with the solution&apos;s.</source>
        <translation>Écrivez votre programme sous les lignes données, puis cliquez sur Vérifier ma réponse&#xa0;: ses valeurs sont comparées à celles de la solution.</translation>
    </message>
    <message>
        <source>Checking your answer</source>
        <translation>Vérification de votre réponse</translation>
    </message>
    <message>
        <source>the check of your answer</source>
        <translation>la vérification de votre réponse</translation>
    </message>
    <message>
        <source>Use the solution</source>
        <translation>Utiliser la solution</translation>
    </message>
    <message>
        <source>There is no lesson {0} any more; the first lesson is shown.</source>
        <translation>La leçon {0} n&apos;existe plus&#xa0;; la première leçon est affichée.</translation>
    </message>
    <message>
        <source>Lesson {0} has no section {1} any more; its first section is shown.</source>
        <translation>La leçon {0} n&apos;a plus de section {1}&#xa0;; sa première section est affichée.</translation>
    </message>
    <message>
        <source>Unsaved text</source>
        <translation>Texte non enregistré</translation>
    </message>
    <message>
        <source>What you typed could not be saved: {0}

Close anyway, and lose it?</source>
        <translation>Ce que vous avez tapé n&apos;a pas pu être enregistré&#xa0;: {0}

Fermer quand même, et le perdre&#xa0;?</translation>
    </message>
    <message>
        <source>Stop the training before switching language.</source>
        <translation>Arrêtez l&apos;entraînement avant de changer de langue.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Press {0} ({1}) to carry the tangents forward one node at a time: each step gives a node the tangents its inputs carry. {2} ({3}) takes a step back, {4} ({5}) runs to the end, {6} ({7}) starts again.</source>
        <translation>Appuyez sur {0} ({1}) pour porter les tangentes vers l&apos;avant, un nœud à la fois&#xa0;: chaque pas donne à un nœud les tangentes que portent ses entrées. {2} ({3}) recule d&apos;un pas, {4} ({5}) va jusqu&apos;à la fin, {6} ({7}) recommence.</translation>
    </message>
    <message>
        <source>Press {0} ({1}) to walk the backward pass one node at a time: each step passes a node&apos;s gradient to its inputs. {2} ({3}) takes a step back, {4} ({5}) runs to the end, {6} ({7}) starts again.</source>
        <translation>Appuyez sur {0} ({1}) pour parcourir la passe arrière nœud par nœud&#xa0;: chaque étape passe le gradient d’un nœud à ses entrées. {2} ({3}) revient d’une étape, {4} ({5}) va jusqu’au bout, {6} ({7}) recommence.</translation>
    </message>
    <message>
        <source>About Gradwalk</source>
        <translation>À propos de Gradwalk</translation>
    </message>
</context>
<context>
    <name>MarksDialog</name>
    <message>
        <source>What the Marks Mean</source>
        <translation>Ce que disent les marques</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>What the graph&apos;s marks mean</source>
        <translation>Ce que disent les marques du graphe</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>line</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>quadratique</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>logistique</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>a number is missing</source>
        <translation>il manque un nombre</translation>
    </message>
    <message>
        <source>{0} is not a number</source>
        <translation>{0} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>{0} is not a finite number</source>
        <translation>{0} n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>{0} is too large</source>
        <translation>{0} est trop grand</translation>
    </message>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{0} has a comma for its decimal mark; write {1}</source>
        <translation>{0} a une virgule pour séparateur décimal ; écrivez {1}</translation>
    </message>
    <message>
        <source>{0} has thousands separators; write {1}</source>
        <translation>{0} a des séparateurs de milliers ; écrivez {1}</translation>
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
        <translation>y = a + b, en étirant les axes de taille 1</translation>
    </message>
    <message>
        <source>y = a − b</source>
        <translation>y = a − b</translation>
    </message>
    <message>
        <source>y = a − b, stretching size-1 axes</source>
        <translation>y = a − b, en étirant les axes de taille 1</translation>
    </message>
    <message>
        <source>y = a · b</source>
        <translation>y = a · b</translation>
    </message>
    <message>
        <source>y = a · b, stretching size-1 axes</source>
        <translation>y = a · b, en étirant les axes de taille 1</translation>
    </message>
    <message>
        <source>y = a / b</source>
        <translation>y = a / b</translation>
    </message>
    <message>
        <source>y = a / b, stretching size-1 axes</source>
        <translation>y = a / b, en étirant les axes de taille 1</translation>
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
        <translation>entier le plus proche</translation>
    </message>
    <message>
        <source>round down</source>
        <translation>arrondi vers le bas</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>arrondi vers le haut</translation>
    </message>
    <message>
        <source>−1, 0 or 1</source>
        <translation>−1, 0 ou 1</translation>
    </message>
    <message>
        <source>y = Σ x</source>
        <translation>y = Σ x</translation>
    </message>
    <message>
        <source>y = mean of x</source>
        <translation>y = moyenne de x</translation>
    </message>
    <message>
        <source>y = Σ x along dims</source>
        <translation>y = Σ x selon les axes dims</translation>
    </message>
    <message>
        <source>y = mean of x along dims</source>
        <translation>y = moyenne de x selon les axes dims</translation>
    </message>
    <message>
        <source>y = the largest x along dims</source>
        <translation>y = le plus grand x selon les axes dims</translation>
    </message>
    <message>
        <source>y = the smallest x along dims</source>
        <translation>y = le plus petit x selon les axes dims</translation>
    </message>
    <message>
        <source>same numbers, new shape</source>
        <translation>mêmes nombres, nouvelle forme</translation>
    </message>
    <message>
        <source>insert an axis of size 1</source>
        <translation>insère un axe de taille 1</translation>
    </message>
    <message>
        <source>remove an axis of size 1</source>
        <translation>retire un axe de taille 1</translation>
    </message>
    <message>
        <source>swap two axes</source>
        <translation>échange deux axes</translation>
    </message>
    <message>
        <source>repeat along size-1 axes</source>
        <translation>répète le long des axes de taille 1</translation>
    </message>
    <message>
        <source>an independent copy</source>
        <translation>une copie indépendante</translation>
    </message>
    <message>
        <source>y = x[i, j]: one element of x</source>
        <translation>y = x[i, j] : un élément de x</translation>
    </message>
    <message>
        <source>y = a @ b</source>
        <translation>y = a @ b</translation>
    </message>
    <message>
        <source>convert the element type</source>
        <translation>convertit le type des éléments</translation>
    </message>
    <message>
        <source>move to another device</source>
        <translation>déplace vers un autre périphérique</translation>
    </message>
    <message>
        <source>a variable: the graph tracks it, and backward() gives its gradient (a floating-point one)</source>
        <translation>une variable&#xa0;: le graphe la suit, et backward() donne son gradient (un gradient à virgule flottante)</translation>
    </message>
    <message>
        <source>a plain tensor: numbers the graph does not track</source>
        <translation>un tenseur simple&#xa0;: des nombres que le graphe ne suit pas</translation>
    </message>
    <message>
        <source>a plain tensor of zeros, of the shape given</source>
        <translation>un tenseur simple de zéros, de la forme donnée</translation>
    </message>
    <message>
        <source>a plain tensor of ones, of the shape given</source>
        <translation>un tenseur simple de uns, de la forme donnée</translation>
    </message>
    <message>
        <source>a plain tensor of normal random numbers (mean 0, spread 1), the same numbers for the same seed on every machine</source>
        <translation>un tenseur simple de nombres aléatoires normaux (moyenne 0, écart 1), les mêmes nombres pour la même graine sur chaque machine</translation>
    </message>
    <message>
        <source>the element type, in quotes: {0}</source>
        <translation>le type des éléments, entre guillemets&#xa0;: {0}</translation>
    </message>
    <message>
        <source>where the numbers are kept, in quotes: &quot;cpu&quot;, or &quot;cuda&quot; on a machine with an NVIDIA GPU</source>
        <translation>où les nombres sont gardés, entre guillemets&#xa0;: &quot;cpu&quot;, ou &quot;cuda&quot; sur une machine avec un GPU NVIDIA</translation>
    </message>
    <message>
        <source>randn&apos;s: a whole number; the same seed draws the same numbers</source>
        <translation>celle de randn&#xa0;: un nombre entier&#xa0;; la même graine tire les mêmes nombres</translation>
    </message>
    <message>
        <source>the same numbers, cut off from the graph: a plain tensor</source>
        <translation>les mêmes nombres, détachés du graphe : un tenseur simple</translation>
    </message>
    <message>
        <source>the same tensor under another name</source>
        <translation>le même tenseur sous un autre nom</translation>
    </message>
    <message>
        <source>the value of a one-number tensor, read back as a plain number: what the program computes with it is not recorded</source>
        <translation>la valeur d&apos;un tenseur à un seul nombre, relue comme un nombre ordinaire&#xa0;: ce que le programme calcule avec n&apos;est pas enregistré</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>plain tensor</source>
        <translation>tenseur simple</translation>
    </message>
</context>
<context>
    <name>PointSetChoice</name>
    <message>
        <source>The points the classifier learns from</source>
        <translation>Les points dont le classifieur apprend</translation>
    </message>
    <message>
        <source>two moons</source>
        <translation>deux lunes</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>cercles</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>spirale</translation>
    </message>
    <message>
        <source>The shape of the two classes: two interleaved half circles, one circle inside another, the four quadrants, or two arms of a spiral</source>
        <translation>La forme des deux classes&#xa0;: deux demi-cercles imbriqués, un cercle dans un autre, les quatre quadrants, ou deux bras d&apos;une spirale</translation>
    </message>
    <message>
        <source>How many points, training and held-out together</source>
        <translation>Combien de points, entraînement et validation ensemble</translation>
    </message>
    <message>
        <source>How far each point is jittered from its shape: more noise, more points on the wrong side</source>
        <translation>De combien chaque point s&apos;écarte de sa forme&#xa0;: plus de bruit, plus de points du mauvais côté</translation>
    </message>
    <message>
        <source>Another seed draws other points of the same shape</source>
        <translation>Une autre graine tire d&apos;autres points de la même forme</translation>
    </message>
    <message>
        <source>Kind of point set</source>
        <translation>Type de jeu de points</translation>
    </message>
    <message>
        <source>Number of points</source>
        <translation>Nombre de points</translation>
    </message>
    <message>
        <source>Noise of the points</source>
        <translation>Bruit des points</translation>
    </message>
    <message>
        <source>Seed of the points</source>
        <translation>Graine des points</translation>
    </message>
    <message>
        <source>Lesson&apos;s</source>
        <translation>Ceux de la leçon</translation>
    </message>
    <message>
        <source>The lesson&apos;s points</source>
        <translation>Les points de la leçon</translation>
    </message>
    <message>
        <source>Back to the points the lesson trains on</source>
        <translation>Revenir aux points sur lesquels la leçon s&apos;entraîne</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points&#xa0;:</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>bruit</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
</context>
<context>
    <name>ProgramList</name>
    <message>
        <source>The step a run records once and replays: the arrays it computes, in order, once the graph is gone</source>
        <translation>Le pas qu&apos;un essai enregistre une fois puis rejoue&#xa0;: les tableaux qu&apos;il calcule, dans l&apos;ordre, une fois le graphe disparu</translation>
    </message>
    <message>
        <source>Recorded step</source>
        <translation>Pas enregistré</translation>
    </message>
    <message>
        <source>Computed once, from the data alone</source>
        <translation>Calculé une fois, à partir des seules données</translation>
    </message>
    <message>
        <source>Backward pass: each node&apos;s rule, newest first</source>
        <translation>Passe arrière&#xa0;: la règle de chaque nœud, du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>Updates, in place</source>
        <translation>Mises à jour, sur place</translation>
    </message>
    <message>
        <source>Forward pass, at the new values</source>
        <translation>Passe avant, aux nouvelles valeurs</translation>
    </message>
</context>
<context>
    <name>RecordedSteps</name>
    <message>
        <source>This section trains nothing: a recorded step is a run&apos;s, in a section with runs.</source>
        <translation>Cette section n&apos;entraîne rien&#xa0;: un pas enregistré est celui d&apos;un essai, dans une section qui en a.</translation>
    </message>
    <message>
        <source>Run {0} cannot start with the program on screen: its row says why.</source>
        <translation>L&apos;essai {0} ne peut pas démarrer avec le programme affiché&#xa0;: sa ligne dit pourquoi.</translation>
    </message>
    <message>
        <source>Recording the step of run {0}…</source>
        <translation>Enregistrement du pas de l&apos;essai {0}…</translation>
    </message>
    <message>
        <source>Recording a step</source>
        <translation>Enregistrement d&apos;un pas</translation>
    </message>
    <message>
        <source>the recording of run {0}&apos;s step</source>
        <translation>l&apos;enregistrement du pas de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Run {0} runs eagerly: {1}</source>
        <translation>L&apos;essai {0} s&apos;exécute en mode immédiat&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Run {0} runs every step eagerly: its Replay box is unticked. Replayed, each of its steps would run these {1} lines</source>
        <translation>L&apos;essai {0} exécute chaque pas en mode immédiat&#xa0;: sa case Rejouer est décochée. Rejoué, chacun de ses pas exécuterait ces {1} lignes</translation>
    </message>
    <message>
        <source>Run {0}: {1} lines at each step, {2} computed once</source>
        <translation>Essai {0}&#xa0;: {1} lignes à chaque pas, {2} calculées une fois</translation>
    </message>
    <message>
        <source>Run {0}: {1} lines at each step</source>
        <translation>Essai {0}&#xa0;: {1} lignes à chaque pas</translation>
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
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were reset ({0}).</source>
        <translation>Certains réglages n&apos;ont pas pu être lus et ont été réinitialisés ({0}).</translation>
    </message>
    <message>
        <source>The file was kept as {0}.</source>
        <translation>Le fichier a été conservé sous le nom {0}.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {0}.</source>
        <translation>Les réglages n&apos;ont pas pu être enregistrés dans {0}.</translation>
    </message>
    <message>
        <source>{0} is not a folder</source>
        <translation>{0} n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>{0} is read-only</source>
        <translation>{0} est en lecture seule</translation>
    </message>
    <message>
        <source>{0} is a folder</source>
        <translation>{0} est un dossier</translation>
    </message>
    <message>
        <source>Settings and what you type cannot be saved in {0}: {1}.</source>
        <translation>Les réglages et ce que vous tapez ne peuvent pas être enregistrés dans {0}&#xa0;: {1}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>StepHint</name>
    <message>
        <source>How to step</source>
        <translation>Comment avancer</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Dismiss the note on how to step</source>
        <translation>Fermer la note sur la façon d’avancer</translation>
    </message>
    <message>
        <source>Hide this note; Help &gt; How to Step shows it again</source>
        <translation>Masquer cette note&#xa0;; Aide &gt; Comment avancer la montre à nouveau</translation>
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
        <translation>impossible d&apos;écrire dans {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}; any file that was there is unchanged</source>
        <translation>impossible d&apos;écrire {0}&#xa0;: {1}&#xa0;; le fichier qui s&apos;y trouvait est inchangé</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>{0} could not be read ({1})</source>
        <translation>{0} n&apos;a pas pu être lu ({1})</translation>
    </message>
    <message>
        <source>{0}: {1} saved text(s) were not text and were left out</source>
        <translation>{0}&#xa0;: {1} texte(s) enregistré(s) n&apos;étaient pas du texte et ont été écartés</translation>
    </message>
    <message>
        <source>{0}; it was kept as {1}</source>
        <translation>{0}&#xa0;; il a été conservé sous le nom {1}</translation>
    </message>
    <message>
        <source>cannot make the folder {0}: {1}</source>
        <translation>impossible de créer le dossier {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} section(s) had been changed in another window too; that text was kept in {1}</source>
        <translation>{0} section(s) avaient aussi été modifiées dans une autre fenêtre&#xa0;; ce texte a été conservé dans {1}</translation>
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
    <name>Trace</name>
    <message>
        <source>the shape of {0}</source>
        <translation>la forme de {0}</translation>
    </message>
    <message>
        <source>the dtype of {0}</source>
        <translation>le dtype de {0}</translation>
    </message>
    <message>
        <source>the device of {0}</source>
        <translation>le périphérique de {0}</translation>
    </message>
    <message>
        <source>{0} was {1} when the step was recorded and is {2} now</source>
        <translation>{0} valait {1} quand le pas a été enregistré et vaut {2} maintenant</translation>
    </message>
    <message>
        <source>the parameter {0} is not the array the step updates</source>
        <translation>le paramètre {0} n&apos;est plus le tableau que le pas met à jour</translation>
    </message>
    <message>
        <source>the step reads no data named {0}; it reads: {1}</source>
        <translation>le pas ne lit aucune donnée nommée {0}&#xa0;; il lit&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the step reads the values of {0} back into Python ({1}), so what it does next may depend on them: it runs eagerly</source>
        <translation>le pas relit en Python les valeurs de {0} ({1}), donc ce qu&apos;il fait ensuite peut en dépendre&#xa0;: il s&apos;exécute en mode immédiat</translation>
    </message>
    <message>
        <source>the step converts with {0}, which the tracer does not replay: it runs eagerly</source>
        <translation>le pas convertit avec {0}, que le traceur ne rejoue pas&#xa0;: il s&apos;exécute en mode immédiat</translation>
    </message>
    <message>
        <source>the step computes {0} on integers, which the tracer does not replay: it runs eagerly</source>
        <translation>le pas calcule {0} sur des entiers, que le traceur ne rejoue pas&#xa0;: il s&apos;exécute en mode immédiat</translation>
    </message>
    <message>
        <source>the step&apos;s first result is not a tensor: nothing to differentiate</source>
        <translation>le premier résultat du pas n&apos;est pas un tenseur&#xa0;: rien à dériver</translation>
    </message>
    <message>
        <source>the loss must be a single number to be descended, its shape is {0}</source>
        <translation>la perte doit être un seul nombre pour qu&apos;on la descende, sa forme est {0}</translation>
    </message>
    <message>
        <source>the loss does not depend on the parameters</source>
        <translation>la perte ne dépend pas des paramètres</translation>
    </message>
    <message>
        <source>the step uses more than one device: it runs eagerly</source>
        <translation>le pas utilise plus d&apos;un périphérique&#xa0;: il s&apos;exécute en mode immédiat</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>the loss was not a finite number to begin with ({0})</source>
        <translation>la perte n&apos;était pas un nombre fini dès le départ ({0})</translation>
    </message>
    <message>
        <source>the loss grew {0}</source>
        <translation>la perte a augmenté {0}</translation>
    </message>
    <message>
        <source>the loss stopped being a finite number at step {0}, after growing {1}</source>
        <translation>la perte a cessé d&apos;être un nombre fini au pas {0}, après avoir augmenté {1}</translation>
    </message>
    <message>
        <source>the loss stopped being a finite number at step {0}</source>
        <translation>la perte a cessé d&apos;être un nombre fini au pas {0}</translation>
    </message>
    <message>
        <source>a parameter stopped being a finite number at step {0}, after growing {1}</source>
        <translation>un paramètre a cessé d&apos;être un nombre fini au pas {0}, après avoir augmenté {1}</translation>
    </message>
    <message>
        <source>a parameter stopped being a finite number at step {0}</source>
        <translation>un paramètre a cessé d&apos;être un nombre fini au pas {0}</translation>
    </message>
    <message>
        <source>by 1 order of magnitude</source>
        <translation>de 1 ordre de grandeur</translation>
    </message>
    <message>
        <source>by {0} orders of magnitude</source>
        <translation>de {0} ordres de grandeur</translation>
    </message>
    <message>
        <source>from {0} to {1}</source>
        <translation>de {0} à {1}</translation>
    </message>
    <message>
        <source>loss_fn must be a function taking no arguments, got {0}</source>
        <translation>loss_fn doit être une fonction sans argument, reçu {0}</translation>
    </message>
    <message>
        <source>held_out_fn must be a function taking no arguments, or None</source>
        <translation>held_out_fn doit être une fonction sans argument, ou None</translation>
    </message>
    <message>
        <source>report_steps: {0} is not a step between 1 and {1}</source>
        <translation>report_steps&#xa0;: {0} n&apos;est pas un pas compris entre 1 et {1}</translation>
    </message>
    <message>
        <source>the loss does not depend on the parameter {0}, so it has no gradient to descend along; use it in the loss or leave it out of params</source>
        <translation>la perte ne dépend pas du paramètre {0}, il n&apos;a donc aucun gradient le long duquel descendre&#xa0;; utilisez-le dans la perte ou retirez-le de params</translation>
    </message>
    <message>
        <source>recorded again at step {0}: {1}</source>
        <translation>enregistré de nouveau au pas {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>loss_fn must return a Tensor, it returned {0}</source>
        <translation>loss_fn doit renvoyer un Tensor, elle a renvoyé {0}</translation>
    </message>
    <message>
        <source>the loss must be a single number (shape ()), got shape {0}; reduce it with mean_all or sum_all</source>
        <translation>la perte doit être un seul nombre (forme ()), forme reçue {0}&#xa0;; réduisez-la avec mean_all ou sum_all</translation>
    </message>
    <message>
        <source>params must be a non-empty dict of name -&gt; Var</source>
        <translation>params doit être un dict non vide nom -&gt; Var</translation>
    </message>
    <message>
        <source>parameter {0} is a {1}, not a Var: only a Var can be differentiated and updated in place</source>
        <translation>le paramètre {0} est un {1}, pas une Var&#xa0;: seule une Var peut être dérivée et mise à jour sur place</translation>
    </message>
    <message>
        <source>parameter {0} is {1}: only floating-point variables have gradients</source>
        <translation>le paramètre {0} est de type {1}&#xa0;: seules les variables à virgule flottante ont des gradients</translation>
    </message>
    <message>
        <source>parameters {0} and {1} are the same variable; list it once</source>
        <translation>les paramètres {0} et {1} sont la même variable&#xa0;; indiquez-la une seule fois</translation>
    </message>
    <message>
        <source>the learning rate must be a number a float holds, at most {0}; got a number of {1} digits</source>
        <translation>le taux d&apos;apprentissage doit être un nombre qu&apos;un flottant peut contenir, au plus {0} ; reçu un nombre de {1} chiffres</translation>
    </message>
    <message>
        <source>the learning rate must be a positive number, got {0}</source>
        <translation>le taux d&apos;apprentissage doit être un nombre positif, reçu {0}</translation>
    </message>
    <message>
        <source>steps must be a whole number &gt;= 0, got {0}</source>
        <translation>steps doit être un nombre entier &gt;= 0, reçu {0}</translation>
    </message>
    <message>
        <source>should_stop must be a function taking no arguments, or None</source>
        <translation>should_stop doit être une fonction sans argument, ou None</translation>
    </message>
    <message>
        <source>model {0}: {1} named both as data and as a parameter</source>
        <translation>modèle {0}&#xa0;: {1} est désigné à la fois comme donnée et comme paramètre</translation>
    </message>
    <message>
        <source>the loss program of model {0} never assigns the name {1}</source>
        <translation>le programme de perte du modèle {0} n&apos;affecte jamais le nom {1}</translation>
    </message>
    <message>
        <source>the training could not start: {0}</source>
        <translation>l&apos;entraînement n&apos;a pas pu démarrer&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the training process ended without a word (was it killed?)</source>
        <translation>le processus d&apos;entraînement s&apos;est arrêté sans rien dire (a-t-il été tué&#xa0;?)</translation>
    </message>
    <message>
        <source>this run needs a GPU (device {0}): {1}</source>
        <translation>cet entraînement demande un GPU (appareil {0})&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the loss program never assigns the name {0}</source>
        <translation>le programme de la perte n&apos;affecte jamais le nom {0}</translation>
    </message>
    <message>
        <source>classify: the points {0} are not one of the inputs ({1})</source>
        <translation>classify&#xa0;: les points {0} ne sont pas l’une des entrées ({1})</translation>
    </message>
    <message>
        <source>the logit {0} has shape {1} and the labels {2}; a classifier gives one logit per label</source>
        <translation>le logit {0} a la forme {1} et les étiquettes {2}&#xa0;; un classifieur donne un logit par étiquette</translation>
    </message>
    <message>
        <source>classify: the loss program never assigns the logit {0}</source>
        <translation>classify&#xa0;: le programme de perte n’affecte jamais le logit {0}</translation>
    </message>
    <message>
        <source>classify: the labels {0} are not one of the inputs ({1})</source>
        <translation>classify&#xa0;: les étiquettes {0} ne sont pas l’une des entrées ({1})</translation>
    </message>
    <message>
        <source>the loss program&apos;s {0} is not a floating-point Var that descent can update</source>
        <translation>le {0} du programme de perte n’est pas une Var à virgule flottante que la descente puisse mettre à jour</translation>
    </message>
    <message>
        <source>the training stopped on an unexpected error: {0}: {1}</source>
        <translation>l&apos;entraînement s&apos;est arrêté sur une erreur inattendue : {0} : {1}</translation>
    </message>
</context>
<context>
    <name>TrainingController</name>
    <message>
        <source>run {0}</source>
        <translation>essai {0}</translation>
    </message>
    <message>
        <source>editor</source>
        <translation>éditeur</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>leçon</translation>
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
        <source>{0} points of the set {1}, noise {2}, seed {3}: press Start to train on them.</source>
        <translation>{0} points du jeu {1}, bruit {2}, graine {3}&#xa0;: appuyez sur Démarrer pour vous entraîner dessus.</translation>
    </message>
    <message>
        <source>{0} (held-out)</source>
        <translation>{0} (validation)</translation>
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
        <source>done: loss {0}, held-out {1}</source>
        <translation>terminé&#xa0;: perte {0}, validation {1}</translation>
    </message>
    <message>
        <source>done: loss {0}</source>
        <translation>terminé&#xa0;: perte {0}</translation>
    </message>
    <message>
        <source>Training finished.</source>
        <translation>Entraînement terminé.</translation>
    </message>
    <message>
        <source>The runs trained here before are not shown: the section&apos;s runs have changed since.</source>
        <translation>Les essais faits ici auparavant ne sont pas affichés&#xa0;: les essais de la section ont changé depuis.</translation>
    </message>
    <message>
        <source>{0}, learning rate {1}</source>
        <translation>{0}, taux d&apos;apprentissage {1}</translation>
    </message>
    <message>
        <source>{0} (training)</source>
        <translation>{0} (entraînement)</translation>
    </message>
    <message>
        <source>{0} cannot start: {1}</source>
        <translation>{0} ne peut pas démarrer&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>Mise en pause après le pas en cours…</translation>
    </message>
    <message>
        <source>Training resumed.</source>
        <translation>L&apos;entraînement reprend.</translation>
    </message>
    <message>
        <source>“{0}” again from the same start, as a new run: change one of its settings (its learning rate is selected), then Start Training runs the two side by side.</source>
        <translation>«&#xa0;{0}&#xa0;» de nouveau depuis le même départ, en un nouvel essai&#xa0;: changez l&apos;un de ses réglages (son taux d&apos;apprentissage est sélectionné), puis Démarrer l&apos;entraînement lance les deux côte à côte.</translation>
    </message>
    <message>
        <source>{0} goes on at learning rate {1} after step {2}.</source>
        <translation>{0} continue avec le taux d&apos;apprentissage {1} après le pas {2}.</translation>
    </message>
    <message>
        <source>paused at step {0}</source>
        <translation>en pause au pas {0}</translation>
    </message>
    <message>
        <source>Paused at step {0}: Take One Descent Step goes a step, Resume goes on; a learning rate changed in its row is taken from the next step.</source>
        <translation>En pause au pas {0}&#xa0;: Faire un pas de descente avance d&apos;un pas, Reprendre continue&#xa0;; un taux d&apos;apprentissage changé dans sa ligne vaut dès le pas suivant.</translation>
    </message>
    <message>
        <source>stopped at step {0}, when you left the section</source>
        <translation>arrêté au pas {0}, quand vous avez quitté la section</translation>
    </message>
    <message>
        <source>A run failed: {0}</source>
        <translation>Un essai a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <source>replayed</source>
        <translation>rejoué</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>The landscape is drawn for the line&apos;s two parameters, w and b.</source>
        <translation>Le paysage est tracé pour les deux paramètres de la droite, w et b.</translation>
    </message>
    <message>
        <source>there is no landscape to export: {0}</source>
        <translation>aucun paysage à exporter&#xa0;: {0}</translation>
    </message>
    <message>
        <source>this section trains a classifier; export its boundary</source>
        <translation>cette section entraîne un classifieur&#xa0;; exportez sa frontière</translation>
    </message>
    <message>
        <source>there is no decision boundary to export: {0}</source>
        <translation>il n&apos;y a pas de frontière de décision à exporter&#xa0;: {0}</translation>
    </message>
    <message>
        <source>train the classifier first</source>
        <translation>entraînez d&apos;abord le classifieur</translation>
    </message>
    <message>
        <source>Loss of each run against the step</source>
        <translation>Perte de chaque exécution selon l’étape</translation>
    </message>
    <message>
        <source>Export Landscape</source>
        <translation>Exporter le paysage</translation>
    </message>
    <message>
        <source>Export Decision Boundary</source>
        <translation>Exporter la frontière de décision</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Exporter le tracé</translation>
    </message>
    <message>
        <source>done: loss {0}, accuracy {1}, held-out accuracy {2}</source>
        <translation>terminé&#xa0;: perte {0}, exactitude {1}, exactitude de validation {2}</translation>
    </message>
    <message>
        <source>done: loss {0}, accuracy {1}</source>
        <translation>terminé&#xa0;: perte {0}, exactitude {1}</translation>
    </message>
    <message>
        <source>This run trains the program in the editor: its loss, from the start values its Vars are made with, on the data it reads.</source>
        <translation>Cet essai entraîne le programme de l&apos;éditeur&#xa0;: sa perte, à partir des valeurs de départ de ses Var, sur les données qu&apos;il lit.</translation>
    </message>
    <message>
        <source>This run trains a loss of the lesson&apos;s own, which the program in the editor does not compute.</source>
        <translation>Cet essai entraîne une perte propre à la leçon, que le programme de l&apos;éditeur ne calcule pas.</translation>
    </message>
    <message>
        <source>It takes {0} from the program in the editor.</source>
        <translation>Il prend {0} dans le programme de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>The model this run trains: {0}</source>
        <translation>Le modèle que cet essai entraîne&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Learning rate: {0}</source>
        <translation>Taux d&apos;apprentissage : {0}</translation>
    </message>
    <message>
        <source>Learning rate: a positive number, such as {0}</source>
        <translation>Taux d&apos;apprentissage : un nombre positif, par exemple {0}</translation>
    </message>
    <message>
        <source>Steps: {0}</source>
        <translation>Pas : {0}</translation>
    </message>
    <message>
        <source>Start value of {0}: {1}</source>
        <translation>Valeur de départ de {0} : {1}</translation>
    </message>
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
        <source>Replay</source>
        <translation>Rejouer</translation>
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
        <source>{0} (copy)</source>
        <translation>{0} (copie)</translation>
    </message>
    <message>
        <source>The model this run trains: {0}</source>
        <translation>Le modèle entraîné par cet essai&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Label of run {0}</source>
        <translation>Libellé de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>The run&apos;s name in the plots and the legend</source>
        <translation>Le nom de l&apos;essai dans les tracés et la légende</translation>
    </message>
    <message>
        <source>Learning rate of run {0}</source>
        <translation>Taux d&apos;apprentissage de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Steps of run {0}</source>
        <translation>Pas de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>How many steps the run takes: a whole number from 1 to {0}</source>
        <translation>Nombre de pas de l&apos;essai&#xa0;: un nombre entier de 1 à {0}</translation>
    </message>
    <message>
        <source>Start values of run {0}</source>
        <translation>Valeurs initiales de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Where the parameters start, as name = value pairs: {0}</source>
        <translation>Point de départ des paramètres, sous forme de paires nom = valeur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Number type of run {0}</source>
        <translation>Type numérique de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>f64: 64-bit floats, f32: 32-bit floats (faster, coarser)</source>
        <translation>f64&#xa0;: flottants 64 bits, f32&#xa0;: flottants 32 bits (plus rapides, moins précis)</translation>
    </message>
    <message>
        <source>Device of run {0}</source>
        <translation>Périphérique de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Replay of run {0}</source>
        <translation>Rejouer l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Record the run&apos;s step once and replay it: the same numbers to the last digit, without the graph built again at every step. Unchecked, every step runs eagerly</source>
        <translation>Enregistrer une fois le pas de l&apos;essai puis le rejouer&#xa0;: les mêmes nombres jusqu&apos;au dernier chiffre, sans reconstruire le graphe à chaque pas. Décoché, chaque pas s&apos;exécute en mode immédiat</translation>
    </message>
    <message>
        <source>Where the run computes: the processor (cpu) or a graphics card (cuda)</source>
        <translation>Où l&apos;essai effectue ses calculs&#xa0;: le processeur (cpu) ou une carte graphique (cuda)</translation>
    </message>
    <message>
        <source>Progress of run {0}</source>
        <translation>Progression de l&apos;essai {0}</translation>
    </message>
    <message>
        <source>Steps done of the run&apos;s steps</source>
        <translation>Pas effectués sur le total de l&apos;essai</translation>
    </message>
    <message>
        <source>Remove run {0}</source>
        <translation>Retirer l&apos;essai {0}</translation>
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
        <source>{0} at the end of the run</source>
        <translation>{0} à la fin de l&apos;essai</translation>
    </message>
    <message>
        <source>{0} now</source>
        <translation>{0} actuellement</translation>
    </message>
    <message>
        <source>Give the run a label</source>
        <translation>Donnez un libellé à l&apos;essai</translation>
    </message>
    <message>
        <source>Steps: a whole number from 1 to {0}</source>
        <translation>Pas&#xa0;: un nombre entier de 1 à {0}</translation>
    </message>
    <message>
        <source>Start values: {0}, each a number, as in {1}</source>
        <translation>Valeurs initiales&#xa0;: {0}, chacune un nombre, comme dans {1}</translation>
    </message>
    <message>
        <source>How far each step moves the parameters: a positive number, such as {0}</source>
        <translation>De combien chaque pas déplace les paramètres : un nombre positif, par exemple {0}</translation>
    </message>
    <message>
        <source>cuda is not available: {0}</source>
        <translation>cuda n&apos;est pas disponible&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Trainings</name>
    <message>
        <source>the program in the editor does not run: {0}</source>
        <translation>le programme de l&apos;éditeur ne s&apos;exécute pas&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the program in the editor assigns no {0} yet: write the loss to train it</source>
        <translation>le programme de l&apos;éditeur n&apos;affecte pas encore {0}&#xa0;: écrivez la perte pour l&apos;entraîner</translation>
    </message>
    <message>
        <source>the loss in the editor depends on no Var: make the weights with var(...), like var(randn((2, 8), seed=1, dtype=&quot;f64&quot;))</source>
        <translation>la perte de l&apos;éditeur ne dépend d&apos;aucune Var&#xa0;: créez les poids avec var(...), comme var(randn((2, 8), seed=1, dtype=&quot;f64&quot;))</translation>
    </message>
    <message>
        <source>the program in the editor</source>
        <translation>le programme de l&apos;éditeur</translation>
    </message>
    <message>
        <source>trains a loss of the lesson&apos;s own, not the program in the editor</source>
        <translation>entraîne une perte propre à la leçon, pas le programme de l&apos;éditeur</translation>
    </message>
    <message>
        <source>the program in the editor no longer assigns {0}, which this run reads</source>
        <translation>le programme de l&apos;éditeur n&apos;affecte plus {0}, que cet essai lit</translation>
    </message>
    <message>
        <source>the lesson&apos;s loss</source>
        <translation>la perte de la leçon</translation>
    </message>
    <message>
        <source>{0} network</source>
        <translation>réseau {0}</translation>
    </message>
    <message>
        <source>{0} {1} network</source>
        <translation>réseau {0} {1}</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <source>section {0}, step {1}: {2}</source>
        <translation>section {0}, étape {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>the step needs a {0} key</source>
        <translation>l&apos;étape nécessite une clé {0}</translation>
    </message>
    <message>
        <source>the step&apos;s keys do not fit a {0} step ({1}); data/lessons/README.md describes each kind</source>
        <translation>les clés de l&apos;étape ne conviennent pas à une étape {0} ({1})&#xa0;; data/lessons/README.md décrit chaque type d&apos;étape</translation>
    </message>
    <message>
        <source>its values or its program nest too deep to be computed</source>
        <translation>ses valeurs ou son programme sont trop profondément imbriqués pour être calculés</translation>
    </message>
    <message>
        <source>it needs more memory than there is</source>
        <translation>elle nécessite plus de mémoire qu&apos;il n&apos;y en a</translation>
    </message>
    <message>
        <source>a number in it cannot be computed ({0})</source>
        <translation>un nombre qu&apos;elle contient ne peut pas être calculé ({0})</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}&#xa0;:</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>essai d&apos;entraînement</translation>
    </message>
    <message>
        <source>loss after step</source>
        <translation>perte après le pas</translation>
    </message>
    <message>
        <source>held-out loss after step</source>
        <translation>perte de validation après le pas</translation>
    </message>
    <message>
        <source>a lesson&apos;s descent takes at most {0} steps, not {1}</source>
        <translation>la descente d&apos;une leçon fait au plus {0} pas, pas {1}</translation>
    </message>
    <message>
        <source>a train step needs a &apos;loss&apos; program, or a &apos;model&apos;: one of {0}</source>
        <translation>une étape train demande un programme &apos;loss&apos;, ou un &apos;model&apos; : l&apos;un de {0}</translation>
    </message>
    <message>
        <source>unknown model {0}; the models are: {1}</source>
        <translation>modèle inconnu {0}&#xa0;; les modèles sont&#xa0;: {1}</translation>
    </message>
    <message>
        <source>a parameter starts from a number, a list or a tensor&apos;s name, not {0}</source>
        <translation>un paramètre part d&apos;un nombre, d&apos;une liste ou du nom d&apos;un tenseur, pas de {0}</translation>
    </message>
    <message>
        <source>unknown error {0}; the errors are: {1}</source>
        <translation>erreur inconnue {0}&#xa0;; les erreurs sont&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the lesson uses {0} before defining it</source>
        <translation>la leçon utilise {0} avant de le définir</translation>
    </message>
    <message>
        <source>error: {0}</source>
        <translation>erreur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>no error was raised</source>
        <translation>aucune erreur n&apos;a été levée</translation>
    </message>
    <message>
        <source>backward, d out / d {0}: {1}</source>
        <translation>backward, d out / d {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>finite differences:         {0}</source>
        <translation>différences finies&#xa0;:         {0}</translation>
    </message>
    <message>
        <source>no floating-point input among {0}: nothing was checked</source>
        <translation>aucune entrée à virgule flottante parmi {0}&#xa0;: rien n&apos;a été vérifié</translation>
    </message>
    <message>
        <source>largest gap: {0}</source>
        <translation>écart maximal&#xa0;: {0}</translation>
    </message>
    <message>
        <source>held_out must give the inputs&apos; names ({0}), it gives: {1}</source>
        <translation>held_out doit indiquer les noms des entrées ({0}), or il indique&#xa0;: {1}</translation>
    </message>
    <message>
        <source>accuracy after step</source>
        <translation>exactitude après le pas</translation>
    </message>
    <message>
        <source>held-out accuracy after step</source>
        <translation>exactitude de validation après le pas</translation>
    </message>
    <message>
        <source>{0} is {1}, not a tensor</source>
        <translation>{0} vaut {1}, ce n&apos;est pas un tenseur</translation>
    </message>
    <message>
        <source>the vector for {0} must have its shape {1}, or be one number; {2} does not</source>
        <translation>le vecteur pour {0} doit avoir sa forme {1}, ou être un seul nombre ; {2} ne l&apos;a pas</translation>
    </message>
    <message>
        <source>the seed of {0} must have its shape {1}, or be one number; {2} does not</source>
        <translation>la graine de {0} doit avoir sa forme {1}, ou être un seul nombre ; {2} ne l&apos;a pas</translation>
    </message>
    <message>
        <source>shape {0}</source>
        <translation>forme {0}</translation>
    </message>
    <message>
        <source>a ragged list</source>
        <translation>une liste irrégulière</translation>
    </message>
    <message>
        <source>{0} is not a variable: only a Var can be set</source>
        <translation>{0} n&apos;est pas une variable : seule une Var peut être modifiée par set</translation>
    </message>
    <message>
        <source>the tape&apos;s program assigns no {0}</source>
        <translation>le programme de la bande n&apos;affecte aucun {0}</translation>
    </message>
    <message>
        <source>nudging each of the {0} elements of {1} twice would run the program {2} times, {3} units of work, more than the {4} allowed: check smaller inputs</source>
        <translation>perturber deux fois chacun des {0} éléments de {1} exécuterait le programme {2} fois, {3} unités de travail, plus que les {4} permises : vérifiez des entrées plus petites</translation>
    </message>
    <message>
        <source>lr {0}, 1 step, {1} on {2}</source>
        <translation>lr {0}, 1 pas, {1} sur {2}</translation>
    </message>
    <message>
        <source>lr {0}, {1} steps, {2} on {3}</source>
        <translation>lr {0}, {1} pas, {2} sur {3}</translation>
    </message>
    <message>
        <source>{0}; stopped at step {1}</source>
        <translation>{0}&#xa0;; arrêté au pas {1}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <source>times names eager, replayed and recording, not {0}</source>
        <translation>times nomme eager, replayed et recording, pas {0}</translation>
    </message>
    <message>
        <source>  eagerly {0} a step, replayed {1} a step, measured now; final loss {2}</source>
        <translation>  en mode immédiat {0} par pas, rejouée {1} par pas, mesuré maintenant&#xa0;; perte finale {2}</translation>
    </message>
    <message>
        <source>  the step recorded in {0}: {1} lines at each step</source>
        <translation>  le pas enregistré en {0}&#xa0;: {1} lignes à chaque pas</translation>
    </message>
    <message>
        <source>{0}, {1} computed once</source>
        <translation>{0}, {1} calculées une fois</translation>
    </message>
    <message>
        <source>feed names the training&apos;s inputs ({0}), not {1}</source>
        <translation>feed nomme les entrées de l&apos;entraînement ({0}), pas {1}</translation>
    </message>
    <message>
        <source>the step cannot be recorded, so no guard can be checked: {0}</source>
        <translation>le pas ne peut pas être enregistré, aucune garde ne peut donc être vérifiée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>  the data fed fit the recording: the replay goes on</source>
        <translation>  les données fournies conviennent à l&apos;enregistrement&#xa0;: la relecture continue</translation>
    </message>
    <message>
        <source>  recorded again on them: {0} lines at each step</source>
        <translation>  enregistré de nouveau sur elles&#xa0;: {0} lignes à chaque pas</translation>
    </message>
    <message>
        <source>a tangent of the seeds cannot be used: {0}</source>
        <translation>une tangente des amorces est inutilisable&#xa0;: {0}</translation>
    </message>
    <message>
        <source>mode must be &apos;forward&apos; or &apos;reverse&apos;, not {0}</source>
        <translation>mode doit valoir &apos;forward&apos; ou &apos;reverse&apos;, pas {0}</translation>
    </message>
    <message>
        <source>1 forward sweep, one per input element</source>
        <translation>1 balayage direct, un par élément d&apos;entrée</translation>
    </message>
    <message>
        <source>1 backward sweep, one per output element</source>
        <translation>1 balayage inverse, un par élément de sortie</translation>
    </message>
    <message>
        <source>{0} forward sweeps, one per input element</source>
        <translation>{0} balayages directs, un par élément d&apos;entrée</translation>
    </message>
    <message>
        <source>{0} backward sweeps, one per output element</source>
        <translation>{0} balayages inverses, un par élément de sortie</translation>
    </message>
    <message>
        <source>, measured now: {0}</source>
        <translation>, mesuré maintenant&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} must be a floating-point variable: a gradient is taken with respect to a Var</source>
        <translation>{0} doit être une variable à virgule flottante&#xa0;: un gradient se prend par rapport à une Var</translation>
    </message>
    <message>
        <source>{0} must hold one loss per point, a column (N, 1) or a vector (N,), not shape {1}</source>
        <translation>{0} doit contenir une perte par point, une colonne (N, 1) ou un vecteur (N,), pas la forme {1}</translation>
    </message>
    <message>
        <source>{0} has {1} rows: a backward pass each is too many (at most {2})</source>
        <translation>{0} a {1} lignes&#xa0;: une passe arrière chacune, c&apos;est trop (au plus {2})</translation>
    </message>
    <message>
        <source>{0} backward passes, one per point; the gradient of their mean in one pass differs from it by at most {1}</source>
        <translation>{0} passes arrière, une par point&#xa0;; le gradient de leur moyenne en une passe en diffère d&apos;au plus {1}</translation>
    </message>
    <message>
        <source>{0} must be a finite number of at least 0, not {1}</source>
        <translation>{0} doit être un nombre fini au moins égal à 0, pas {1}</translation>
    </message>
    <message>
        <source>  value {0}; tensors recorded on the way: {1}</source>
        <translation>  valeur {0}&#xa0;; tenseurs enregistrés en chemin&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} must be a floating-point variable: a Hessian is taken with respect to a Var</source>
        <translation>{0} doit être une variable à virgule flottante&#xa0;: une hessienne se prend par rapport à une Var</translation>
    </message>
    <message>
        <source>one backward pass recording the gradient&apos;s graph, then one forward sweep over it</source>
        <translation>un passage inverse qui enregistre le graphe du gradient, puis un balayage direct sur ce graphe</translation>
    </message>
    <message>
        <source>{0} is None (no gradient) and {1} is not</source>
        <translation>{0} vaut None (pas de gradient) et {1} non</translation>
    </message>
    <message>
        <source>{0} has shape {1} and {2} shape {3}: values of different shapes never agree</source>
        <translation>{0} a la forme {1} et {2} la forme {3}&#xa0;: des valeurs de formes différentes ne concordent jamais</translation>
    </message>
    <message>
        <source>{0} holds nan, which agrees with nothing</source>
        <translation>{0} contient nan, qui ne concorde avec rien</translation>
    </message>
    <message>
        <source>{0} and {1} differ by up to {2}, more than {3}</source>
        <translation>{0} et {1} diffèrent jusqu&apos;à {2}, plus que {3}</translation>
    </message>
    <message>
        <source>{0} is None (no gradient): there is nothing to compare</source>
        <translation>{0} vaut None (pas de gradient)&#xa0;: il n&apos;y a rien à comparer</translation>
    </message>
    <message>
        <source>{0} holds no numbers: there is nothing to compare</source>
        <translation>{0} ne contient aucun nombre&#xa0;: il n&apos;y a rien à comparer</translation>
    </message>
    <message>
        <source>{0} holds nan, which is below no limit</source>
        <translation>{0} contient nan, qui n&apos;est inférieur à aucune limite</translation>
    </message>
    <message>
        <source>{0} reaches {1}, not below {2}</source>
        <translation>{0} atteint {1}, qui n&apos;est pas inférieur à {2}</translation>
    </message>
    <message>
        <source>{0} is {1}, not a tensor or a number: it cannot be compared</source>
        <translation>{0} est de type {1}, ce n&apos;est ni un tenseur ni un nombre&#xa0;: impossible de le comparer</translation>
    </message>
    <message>
        <source>None (no gradient)</source>
        <translation>None (pas de gradient)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>vrai</translation>
    </message>
    <message>
        <source>false</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>step {0} {1}</source>
        <translation>pas {0} {1}</translation>
    </message>
    <message>
        <source>Lesson {0}: {1}</source>
        <translation>Leçon {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the formula is {0} characters long; the limit is {1}</source>
        <translation>la formule fait {0} caractères ; la limite est {1}</translation>
    </message>
    <message>
        <source>the formula {0} cannot be read: {1}</source>
        <translation>la formule {0} est illisible&#xa0;: {1}</translation>
    </message>
    <message>
        <source>the formula {0} uses no seeded or section name: it is a plain number</source>
        <translation>la formule {0} n&apos;utilise aucun nom amorcé ni de la section&#xa0;: c&apos;est un simple nombre</translation>
    </message>
    <message>
        <source>the formula nests more than {0} levels deep</source>
        <translation>la formule s&apos;imbrique sur plus de {0} niveaux</translation>
    </message>
    <message>
        <source>the formula combines values of shapes {0} and {1}, which do not broadcast to one shape</source>
        <translation>la formule combine des valeurs de formes {0} et {1}, qui ne s&apos;étendent pas à une même forme</translation>
    </message>
    <message>
        <source>the formula would make a value of shape {0}, {1} elements; the limit is {2}</source>
        <translation>la formule produirait une valeur de forme {0}, {1} éléments ; la limite est {2}</translation>
    </message>
    <message>
        <source>a whole number in the formula is too large for a float; a float64 holds up to about 1.8e308</source>
        <translation>un nombre entier de la formule est trop grand pour un flottant ; un float64 contient au plus environ 1,8e308</translation>
    </message>
    <message>
        <source>the formula uses {0}, which the section has not made</source>
        <translation>la formule utilise {0}, que la section n&apos;a pas créé</translation>
    </message>
    <message>
        <source>a power in a dual formula must be by a number</source>
        <translation>dans une formule duale, une puissance doit avoir un nombre pour exposant</translation>
    </message>
    <message>
        <source>a dual number has no {0}: it offers {1}</source>
        <translation>un nombre dual n&apos;a pas de {0}&#xa0;: il offre {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s arguments in a dual formula must be numbers</source>
        <translation>dans une formule duale, les arguments de {0} doivent être des nombres</translation>
    </message>
    <message>
        <source>{0} takes {1} numbers in a dual formula, not {2}</source>
        <translation>{0} prend {1} nombres dans une formule duale, pas {2}</translation>
    </message>
    <message>
        <source>a dual formula holds names, numbers, + - * /, ** by a number and a dual number&apos;s methods; {0} is none of them</source>
        <translation>une formule duale contient des noms, des nombres, + - * /, ** par un nombre et les méthodes d&apos;un nombre dual&#xa0;; {0} n&apos;est rien de cela</translation>
    </message>
</context>
<context>
    <name>UnitPictures</name>
    <message>
        <source>What each hidden unit computes</source>
        <translation>Ce que calcule chaque unité cachée</translation>
    </message>
    <message>
        <source>Each hidden unit&apos;s output over the same plane as the boundary: orange where it is positive, blue where it is negative. A grey square with a cross is a unit no training point switches on.</source>
        <translation>La sortie de chaque unité cachée sur le même plan que la frontière&#xa0;: orange là où elle est positive, bleue là où elle est négative. Un carré gris barré est une unité qu&apos;aucun point d&apos;entraînement n&apos;allume.</translation>
    </message>
    <message>
        <source>the layer {0}: {1} units</source>
        <translation>la couche {0}&#xa0;: {1} unités</translation>
    </message>
    <message>
        <source>{0}, unit {1}: dead, no training point switches it on, so no gradient reaches its weights</source>
        <translation>{0}, unité {1}&#xa0;: morte, aucun point d&apos;entraînement ne l&apos;allume, donc aucun gradient n&apos;atteint ses poids</translation>
    </message>
    <message>
        <source>{0}, unit {1}: from {2} to {3} over the plane</source>
        <translation>{0}, unité {1}&#xa0;: de {2} à {3} sur le plan</translation>
    </message>
    <message>
        <source>gradient reaching it at this step: {0} (the mean size of ∂loss/∂{1} over the training points; the bar under the picture, against the layer&apos;s largest)</source>
        <translation>gradient qui l&apos;atteint à ce pas : {0} (la taille moyenne de ∂loss/∂{1} sur les points d&apos;entraînement ; la barre sous l&apos;image, rapportée au plus grand de la couche)</translation>
    </message>
    <message>
        <source>saturated: its activation is flat on nearly every training point, so little of that gradient passes on to its weights</source>
        <translation>saturée : son activation est plate sur presque tous les points d&apos;entraînement, si bien que peu de ce gradient passe à ses poids</translation>
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
        <source>{0} to {1}</source>
        <translation>{0} à {1}</translation>
    </message>
    <message>
        <source>{0} × {1} = {2} to {3}</source>
        <translation>{0} × {1} = {2} à {3}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, opened into its elements; each element takes its own share: </source>
        <translation>Étape {0} sur {1} : le gradient {2} est arrivé à {3}, ouvert en ses éléments ; chaque élément prend sa propre part : </translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, made of {4}; back through {5} it passes </source>
        <translation>Étape {0} sur {1} : le gradient {2} arrive à {3}, fait de {4} ; en repassant par {5}, il transmet </translation>
    </message>
    <message>
        <source>Step {0} of {1}: gradient {2} arrived at {3}, the layer {4}; back through {5} it passes </source>
        <translation>Étape {0} sur {1} : le gradient {2} arrive à {3}, la couche {4} ; en repassant par {5}, elle transmet </translation>
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
        <source>{0} at {1}</source>
        <translation>{0} en {1}</translation>
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
    <message>
        <source>tangent {0} (seed)</source>
        <translation>tangente {0} (amorce)</translation>
    </message>
    <message>
        <source>tangent {0}</source>
        <translation>tangente {0}</translation>
    </message>
    <message>
        <source>carries {0}</source>
        <translation>porte {0}</translation>
    </message>
    <message>
        <source>carried {0}</source>
        <translation>a porté {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s forward rule</source>
        <translation>règle directe de {0}</translation>
    </message>
    <message>
        <source>No seeded variable reaches {0}: its tangent is zero.</source>
        <translation>Aucune variable amorcée n&apos;atteint {0}&#xa0;: sa tangente est nulle.</translation>
    </message>
    <message>
        <source>{0} is seeded itself: its tangent is its seed, {1}, and there is nothing to sweep.</source>
        <translation>{0} est amorcé lui-même&#xa0;: sa tangente est son amorce, {1}, et il n&apos;y a rien à balayer.</translation>
    </message>
    <message>
        <source>Ready: the seeds are {0}. Step forward to carry them to {1}, one node at a time, in the order the nodes were made ({2} steps).</source>
        <translation>Prêt&#xa0;: les amorces sont {0}. Avancez pour les porter jusqu&apos;à {1}, un nœud à la fois, dans l&apos;ordre où les nœuds ont été créés ({2} pas).</translation>
    </message>
    <message>
        <source>{0} from {1}</source>
        <translation>{0} depuis {1}</translation>
    </message>
    <message>
        <source>Step {0} of {1}: {2} ({3}) takes the tangents its inputs carry: {4}. Its tangent: {5}.</source>
        <translation>Pas {0} sur {1}&#xa0;: {2} ({3}) reçoit les tangentes que portent ses entrées&#xa0;: {4}. Sa tangente&#xa0;: {5}.</translation>
    </message>
    <message>
        <source>The sweep is complete: {0} moves at {1} as the seeded variables move along their seeds.</source>
        <translation>Le balayage est terminé&#xa0;: {0} avance à {1} quand les variables amorcées avancent selon leurs amorces.</translation>
    </message>
    <message>
        <source>{0} is {1}: only floating-point tensors carry tangents.</source>
        <translation>{0} est {1}&#xa0;: seuls les tenseurs à virgule flottante portent des tangentes.</translation>
    </message>
    <message>
        <source>{0} is not seeded: it stays where it is, so its tangent is zero.</source>
        <translation>{0} n&apos;est pas amorcé&#xa0;: il reste en place, sa tangente est donc nulle.</translation>
    </message>
    <message>
        <source>{0} is a plain tensor: it never moves, so its tangent is zero.</source>
        <translation>{0} est un tenseur simple&#xa0;: il ne bouge jamais, sa tangente est donc nulle.</translation>
    </message>
    <message>
        <source>tangent</source>
        <translation>tangente</translation>
    </message>
    <message>
        <source>{0} summed along the axis</source>
        <translation>{0} sommée le long de l&apos;axe</translation>
    </message>
    <message>
        <source>{0} averaged along the axis</source>
        <translation>{0} moyennée le long de l&apos;axe</translation>
    </message>
    <message>
        <source>{0} where the maximum is</source>
        <translation>{0} là où est le maximum</translation>
    </message>
    <message>
        <source>{0} where the minimum is</source>
        <translation>{0} là où est le minimum</translation>
    </message>
    <message>
        <source>{0} reshaped</source>
        <translation>{0} remise en forme</translation>
    </message>
    <message>
        <source>{0} transposed</source>
        <translation>{0} transposée</translation>
    </message>
    <message>
        <source>that element of {0}</source>
        <translation>cet élément de {0}</translation>
    </message>
    <message>
        <source>{0} stretched to the result&apos;s shape</source>
        <translation>{0} étirée à la forme du résultat</translation>
    </message>
    <message>
        <source>{0} moved to the result&apos;s device</source>
        <translation>{0} déplacée sur le périphérique du résultat</translation>
    </message>
    <message>
        <source>{0}, stretched</source>
        <translation>{0}, étirée</translation>
    </message>
    <message>
        <source>forward: {0}</source>
        <translation>direct&#xa0;: {0}</translation>
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
        <source>&amp;Cancel the Running Check</source>
        <translation>Annuler la &amp;vérification en cours</translation>
    </message>
    <message>
        <source>Stop the check that is running (the finite-difference check, Check My Answer, a lesson&apos;s check)</source>
        <translation>Arrêter la vérification en cours (vérification par différences finies, Vérifier ma réponse, vérification d&apos;une leçon)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>&amp;Check My Answer</source>
        <translation>&amp;Vérifier ma réponse</translation>
    </message>
    <message>
        <source>Run your program and compare its figures with the exercise&apos;s solution</source>
        <translation>Exécuter votre programme et comparer ses valeurs à celles de la solution de l&apos;exercice</translation>
    </message>
    <message>
        <source>Show the &amp;Solution</source>
        <translation>Afficher la s&amp;olution</translation>
    </message>
    <message>
        <source>Reveal the exercise&apos;s solution below the findings</source>
        <translation>Révéler la solution de l&apos;exercice sous les résultats de la vérification</translation>
    </message>
    <message>
        <source>&amp;Use the Solution in the Editor</source>
        <translation>&amp;Utiliser la solution dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Replace the editor&apos;s text by the solution&apos;s program (undoable)</source>
        <translation>Remplacer le texte de l&apos;éditeur par le programme de la solution (annulable)</translation>
    </message>
    <message>
        <source>Export L&amp;andscape…</source>
        <translation>Exporter le pa&amp;ysage…</translation>
    </message>
    <message>
        <source>Save the loss landscape, with the runs&apos; paths over it, as PNG or SVG</source>
        <translation>Enregistrer le paysage de la perte, avec les chemins des exécutions, en PNG ou SVG</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédente</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Check Gradients</source>
        <translation>Vérifier les gradients</translation>
    </message>
    <message>
        <source>Tape Mode</source>
        <translation>Tape</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Use It</source>
        <translation>Utiliser</translation>
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
        <source>&amp;Step Forward</source>
        <translation>Avancer d&apos;un &amp;pas</translation>
    </message>
    <message>
        <source>Visit the next node of the forward sweep: carry its inputs&apos; tangents to it</source>
        <translation>Visiter le nœud suivant du balayage direct&#xa0;: lui porter les tangentes de ses entrées</translation>
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
        <source>&amp;Forward Mode</source>
        <translation>Mode &amp;direct</translation>
    </message>
    <message>
        <source>Carry tangents forward from the seeded variables to the result, one node at a time, instead of walking gradients back</source>
        <translation>Porter les tangentes des variables amorcées jusqu&apos;au résultat, un nœud à la fois, au lieu de ramener les gradients à rebours</translation>
    </message>
    <message>
        <source>Layers as &amp;Boxes</source>
        <translation>Couches en &amp;blocs</translation>
    </message>
    <message>
        <source>Draw each layer of a network (its matrix product, bias and activation) as one box, walked in one step</source>
        <translation>Dessiner chaque couche d&apos;un réseau (son produit matriciel, son biais et son activation) comme un seul bloc, parcouru en une étape</translation>
    </message>
    <message>
        <source>Layers as Boxes</source>
        <translation>Couches en blocs</translation>
    </message>
    <message>
        <source>Build the &amp;Jacobian</source>
        <translation>Construire la &amp;jacobienne</translation>
    </message>
    <message>
        <source>Build the whole Jacobian of the result drawn, one sweep at a time: a column per forward sweep or a row per backward one</source>
        <translation>Construire toute la jacobienne du résultat affiché, un balayage à la fois&#xa0;: une colonne par balayage direct ou une ligne par balayage inverse</translation>
    </message>
    <message>
        <source>Check Gradients with Finite &amp;Differences</source>
        <translation>&amp;Vérifier les gradients par différences finies</translation>
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
        <source>Hold every running descent after its current step: its curves, boundary and numbers show the step it waits at</source>
        <translation>Retenir chaque descente en cours après son pas actuel&#xa0;: ses courbes, sa frontière et ses nombres montrent le pas où elle attend</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Take One &amp;Descent Step</source>
        <translation>Faire &amp;un pas de descente</translation>
    </message>
    <message>
        <source>Let each paused descent take one step, at the learning rate its row holds now, and wait again</source>
        <translation>Laisser chaque descente en pause faire un pas, au taux d&apos;apprentissage que sa ligne indique, puis attendre de nouveau</translation>
    </message>
    <message>
        <source>One Step</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <source>&amp;Resume Training</source>
        <translation>&amp;Reprendre l&apos;entraînement</translation>
    </message>
    <message>
        <source>Let the paused descents go on, each at the learning rate its row holds now</source>
        <translation>Laisser les descentes en pause continuer, chacune au taux d&apos;apprentissage que sa ligne indique</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Add a copy of the selected run that starts where it started (the same weights, the same points): change one of its settings, then Start runs the two side by side</source>
        <translation>Ajouter une copie de l&apos;essai choisi qui part d&apos;où il est parti (les mêmes poids, les mêmes points)&#xa0;: changez l&apos;un de ses réglages, puis Démarrer lance les deux côte à côte</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Rembobiner</translation>
    </message>
    <message>
        <source>Graph at the Run&apos;s &amp;Weights</source>
        <translation>&amp;Graphe aux poids de l&apos;essai</translation>
    </message>
    <message>
        <source>At the Run&apos;s Weights</source>
        <translation>Aux poids de l&apos;essai</translation>
    </message>
    <message>
        <source>Graph of &amp;One Point…</source>
        <translation>Graphe d&apos;un &amp;seul point…</translation>
    </message>
    <message>
        <source>Run the program on one training point alone, chosen by its number or by clicking it in the decision boundary: the graph of that point&apos;s loss, to walk</source>
        <translation>Exécuter le programme sur un seul point d&apos;entraînement, choisi par son numéro ou d&apos;un clic dans la frontière de décision&#xa0;: le graphe de la perte de ce point, à parcourir</translation>
    </message>
    <message>
        <source>One Point</source>
        <translation>Un point</translation>
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
        <source>Export Decision &amp;Boundary…</source>
        <translation>Exporter la &amp;frontière de décision…</translation>
    </message>
    <message>
        <source>Save the classifier&apos;s decision boundary, with its points, as PNG or SVG</source>
        <translation>Enregistrer la frontière de décision du classifieur, avec ses points, en PNG ou en SVG</translation>
    </message>
    <message>
        <source>Fit &amp;Graph</source>
        <translation>Ajuster le &amp;graphe</translation>
    </message>
    <message>
        <source>Recor&amp;ded Step</source>
        <translation>Pas enregis&amp;tré</translation>
    </message>
    <message>
        <source>List, beside the graph, the program the selected run&apos;s step is recorded into and replayed: what a step computes once the graph is gone</source>
        <translation>Lister, à côté du graphe, le programme dans lequel le pas de l&apos;essai sélectionné est enregistré puis rejoué&#xa0;: ce qu&apos;un pas calcule une fois le graphe disparu</translation>
    </message>
    <message>
        <source>Recorded Step</source>
        <translation>Pas enregistré</translation>
    </message>
    <message>
        <source>Open the Loss&apos;s O&amp;perations</source>
        <translation>Ouvrir les &amp;opérations de la perte</translation>
    </message>
    <message>
        <source>Draw the selected loss&apos;s box as its operations, to walk them one by one (or double-click it)</source>
        <translation>Dessiner le bloc de la perte choisi comme ses opérations, pour les parcourir une à une (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Close the Loss&apos;s O&amp;perations</source>
        <translation>Refermer les &amp;opérations de la perte</translation>
    </message>
    <message>
        <source>Draw the loss&apos;s operations as one box again (or double-click one of them)</source>
        <translation>Dessiner de nouveau les opérations de la perte en un bloc (ou double-cliquez sur l&apos;une d&apos;elles)</translation>
    </message>
    <message>
        <source>Open La&amp;yer</source>
        <translation>Ouvrir la couc&amp;he</translation>
    </message>
    <message>
        <source>Draw the selected layer as its operations, to walk them one by one (or double-click its box)</source>
        <translation>Dessiner la couche choisie comme ses opérations, pour les parcourir une à une (ou double-cliquer sur son bloc)</translation>
    </message>
    <message>
        <source>Close La&amp;yer</source>
        <translation>Fermer la couc&amp;he</translation>
    </message>
    <message>
        <source>Draw the selected layer&apos;s operations as one box again (or double-click one of them)</source>
        <translation>Dessiner de nouveau les opérations de la couche choisie comme un seul bloc (ou double-cliquer sur l&apos;une d&apos;elles)</translation>
    </message>
    <message>
        <source>Open into &amp;Elements</source>
        <translation>Ouvrir en &amp;éléments</translation>
    </message>
    <message>
        <source>Draw the selected node as its numbers, each made by operations on single numbers, and walk them one by one (or double-click it)</source>
        <translation>Dessiner le nœud sélectionné comme ses nombres, chacun produit par des opérations sur des nombres seuls, et les parcourir un par un (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Close &amp;Elements</source>
        <translation>Fermer les &amp;éléments</translation>
    </message>
    <message>
        <source>Draw the selected opened node as one tensor again (or double-click it)</source>
        <translation>Dessiner de nouveau le nœud ouvert sélectionné comme un seul tenseur (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Forward Mode</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>Jacobian</source>
        <translation>Jacobienne</translation>
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
        <source>Reset</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Log Axis</source>
        <translation>Axe log</translation>
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
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Pa&amp;use Training</source>
        <translation>Mettre en &amp;pause</translation>
    </message>
    <message>
        <source>Rewind as a &amp;New Run</source>
        <translation>Rem&amp;bobiner en un nouvel essai</translation>
    </message>
    <message>
        <source>Run the program with the selected run&apos;s parameters where it waits or where it ended, and as it goes: the graph and its walk show that step&apos;s values and gradients</source>
        <translation>Exécuter le programme avec les paramètres de l&apos;essai choisi là où il attend ou là où il s&apos;est terminé, et pendant qu&apos;il avance : le graphe et son parcours montrent les valeurs et les gradients de cette étape</translation>
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
        <source>Show the whole graph</source>
        <translation>Afficher le graphe entier</translation>
    </message>
    <message>
        <source>&amp;Walk Layout</source>
        <translation>Disposition &amp;Parcours</translation>
    </message>
    <message>
        <source>Arrange the window for walking: the graph large, the training put away</source>
        <translation>Disposer la fenêtre pour le parcours&#xa0;: le graphe en grand, l’entraînement rangé</translation>
    </message>
    <message>
        <source>T&amp;rain Layout</source>
        <translation>Disposition &amp;Entraînement</translation>
    </message>
    <message>
        <source>Arrange the window for training: the runs, the loss curves and the landscape across the window</source>
        <translation>Disposer la fenêtre pour l’entraînement&#xa0;: les exécutions, les courbes de perte et le paysage sur toute la largeur</translation>
    </message>
    <message>
        <source>Section &amp;Figures</source>
        <translation>&amp;Chiffres de la section</translation>
    </message>
    <message>
        <source>Show the figures the section computes under its text, computed again as you change the program and when a run ends</source>
        <translation>Afficher les chiffres que la section calcule sous son texte, recalculés quand vous changez le programme et à la fin d&apos;un essai</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>List every command with its keyboard shortcuts</source>
        <translation>Lister chaque commande avec ses raccourcis clavier</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Ce que disent les &amp;marques</translation>
    </message>
    <message>
        <source>What the graph&apos;s shapes, marks and colours say</source>
        <translation>Ce que disent les formes, les marques et les couleurs du graphe</translation>
    </message>
    <message>
        <source>&amp;Expression Language</source>
        <translation>Langage des &amp;expressions</translation>
    </message>
    <message>
        <source>Every operation, constructor and operator a program may use, with what it does and an example of each</source>
        <translation>Chaque opération, constructeur et opérateur qu&apos;un programme peut utiliser, avec ce qu&apos;il fait et un exemple</translation>
    </message>
    <message>
        <source>How to &amp;Step</source>
        <translation>Comment &amp;avancer</translation>
    </message>
    <message>
        <source>Show again the note on how to step the walk</source>
        <translation>Afficher de nouveau la note sur la façon d&apos;avancer le parcours</translation>
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
    <name>Words</name>
    <message>
        <source>{0} ms</source>
        <translation>{0}&#xa0;ms</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}&#xa0;s</translation>
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
        <source>{0} at step {1} of the run “{2}”</source>
        <translation>{0} au pas {1} de l&apos;essai «&#xa0;{2}&#xa0;»</translation>
    </message>
    <message>
        <source>point {0} of {1} alone</source>
        <translation>point {0} sur {1}, seul</translation>
    </message>
    <message>
        <source>{0} ← 1, the other elements of {1} still</source>
        <translation>{0} ← 1, les autres éléments de {1} immobiles</translation>
    </message>
    <message>
        <source>{0} ← ones</source>
        <translation>{0} ← uns</translation>
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
        <source>(gap {0} against {1})</source>
        <translation>(écart {0} rapporté à {1})</translation>
    </message>
    <message>
        <source>every gap below {0} of the slope it is measured against.</source>
        <translation>chaque écart est inférieur à {0} fois la pente à laquelle il est rapporté.</translation>
    </message>
    <message>
        <source>some gaps above {0} of the slope they are measured against.</source>
        <translation>certains écarts dépassent {0} fois la pente à laquelle ils sont rapportés.</translation>
    </message>
    <message>
        <source>{0} at line {1}</source>
        <translation>{0} à la ligne {1}</translation>
    </message>
    <message>
        <source>{0} (line {1})</source>
        <translation>{0} (ligne {1})</translation>
    </message>
    <message>
        <source>{0}, column {1}</source>
        <translation>{0}, colonne {1}</translation>
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
        <source>Select a node of the graph first.</source>
        <translation>Sélectionnez d&apos;abord un nœud du graphe.</translation>
    </message>
    <message>
        <source>Nodes open into their elements in the graph&apos;s walk: leave tape or forward mode first.</source>
        <translation>Les nœuds s&apos;ouvrent en leurs éléments dans le parcours du graphe : quittez d&apos;abord le mode tape ou le mode direct.</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>Gradwalk: the forward sweep</source>
        <translation>Gradwalk&#xa0;: le balayage avant</translation>
    </message>
    <message>
        <source>Gradwalk: the backward walk</source>
        <translation>Gradwalk&#xa0;: le parcours arrière</translation>
    </message>
</context>
</TS>
