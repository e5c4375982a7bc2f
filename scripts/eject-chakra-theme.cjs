#!/usr/bin/env node
// `npm run theme`: writes src/theme/chakra-defaults.json, the parts of Chakra's default theme the site
// builds on (tokens, text and layer styles, keyframes, global CSS and only the recipes it uses), read
// from the package's public `@chakra-ui/react/theme` entry. This is Chakra's own `eject` (its CLI's
// "take control over the default theme tokens and recipes"), narrowed to what the site uses: importing
// the entry in the browser bundle would bring all of its recipes (issue 18, docs/performance.md).
// Run it after upgrading Chakra (__tests__/lib/chakra-defaults.test.ts fails until you do), or after
// adding a component whose recipe is not listed below (RECIPES, SLOT_RECIPES).
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'src', 'theme', 'chakra-defaults.json')

/** The parts of the theme the site builds on. */
const PARTS = ['breakpoints', 'keyframes', 'tokens', 'semanticTokens', 'textStyles', 'layerStyles', 'animationStyles', 'globalCss']

/**
 * The Chakra components the site renders, by the key of their recipe in the theme (Button also draws
 * IconButton and CloseButton). The only list of them: chakra-theme.ts takes the recipes as written.
 */
const RECIPES = ['badge', 'button', 'container', 'heading', 'input', 'link', 'spinner', 'textarea']
const SLOT_RECIPES = ['field', 'menu', 'nativeSelect', 'toast']

function ejected() {
  const theme = require('@chakra-ui/react/theme')
  const { version } = require('@chakra-ui/react/package.json')
  const exportOf = (name) => {
    if (theme[name] === undefined) throw new Error(`@chakra-ui/react ${version}/theme no longer exports ${name}`)
    return theme[name]
  }
  return {
    chakraVersion: version,
    ...Object.fromEntries(PARTS.map((name) => [name, exportOf(name)])),
    recipes: Object.fromEntries(RECIPES.map((key) => [key, exportOf(`${key}Recipe`)])),
    slotRecipes: Object.fromEntries(SLOT_RECIPES.map((key) => [key, exportOf(`${key}SlotRecipe`)])),
  }
}

module.exports = { ejected }

if (require.main === module) {
  const out = ejected()
  fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`Wrote ${path.relative(ROOT, OUT)} from @chakra-ui/react ${out.chakraVersion}`)
}
