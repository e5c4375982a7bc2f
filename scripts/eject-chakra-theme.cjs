#!/usr/bin/env node
// `npm run theme`: writes src/theme/chakra-defaults.json, the parts of Chakra's default theme the site
// builds on (tokens, text and layer styles, keyframes, global CSS and only the recipes it uses), read
// from the package's public `@chakra-ui/react/theme` entry. This is Chakra's own `eject` (its CLI's
// "take control over the default theme tokens and recipes"), narrowed to what the site uses: importing
// the entry in the browser bundle would bring all of its recipes (issue 18, docs/performance.md).
// Run it after upgrading Chakra (__tests__/lib/chakra-defaults.test.ts fails until you do), or after
// adding a component whose recipe is not listed below.
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'src', 'theme', 'chakra-defaults.json')

/** The theme's parts, then the recipes of the Chakra components the site renders (Button also draws IconButton and CloseButton). */
const EJECTED = [
  'breakpoints',
  'keyframes',
  'tokens',
  'semanticTokens',
  'textStyles',
  'layerStyles',
  'animationStyles',
  'globalCss',
  'badgeRecipe',
  'buttonRecipe',
  'containerRecipe',
  'headingRecipe',
  'inputRecipe',
  'linkRecipe',
  'spinnerRecipe',
  'textareaRecipe',
  'accordionSlotRecipe',
  'collapsibleSlotRecipe',
  'dialogSlotRecipe',
  'fieldSlotRecipe',
  'menuSlotRecipe',
  'nativeSelectSlotRecipe',
  'toastSlotRecipe',
]

function ejected() {
  const theme = require('@chakra-ui/react/theme')
  const { version } = require('@chakra-ui/react/package.json')
  const missing = EJECTED.filter((name) => theme[name] === undefined)
  if (missing.length) throw new Error(`@chakra-ui/react ${version}/theme no longer exports ${missing.join(', ')}`)
  return { chakraVersion: version, ...Object.fromEntries(EJECTED.map((name) => [name, theme[name]])) }
}

module.exports = { EJECTED, ejected }

if (require.main === module) {
  const out = ejected()
  fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`Wrote ${path.relative(ROOT, OUT)} from @chakra-ui/react ${out.chakraVersion}`)
}
