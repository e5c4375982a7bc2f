// The faces of the fonts the build cuts (plugins/fonts defines them in every bundle; the tests' jest
// config gives them too), known before any page is rendered.
declare const __FONT_FACES__: import('../src/lib/build/font-subsets').FaceDeclaration[]
