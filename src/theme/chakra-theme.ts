// Chakra's default theme with only the recipes the site uses. Its parts come from
// chakra-defaults.json, which `npm run theme` writes from the package's public `@chakra-ui/react/theme`
// entry (scripts/eject-chakra-theme.cjs says why: importing the entry here would put all 90 recipes
// in the JavaScript every page loads). A Chakra component whose recipe is missing renders unstyled:
// a new one needs its recipe named in that script, and `npm run theme`.
import { defineConfig, defineGlobalStyles, type RecipeDefinition, type SlotRecipeDefinition } from '@chakra-ui/react'
import type * as ChakraTheme from '@chakra-ui/react/theme'
import defaults from './chakra-defaults.json'

type Ejected = typeof ChakraTheme & { recipes: Record<string, RecipeDefinition>; slotRecipes: Record<string, SlotRecipeDefinition> }

// The JSON's own type widens every literal; the entry's types describe the same values exactly.
const {
  animationStyles,
  breakpoints,
  globalCss: chakraGlobalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  slotRecipes,
  textStyles,
  tokens,
} = defaults as unknown as Ejected

/**
 * Colour palettes no component of the site uses: none is named in src/, and no style Chakra writes
 * for the site refers to them (__tests__/browser/html-validity.test.ts fails on any page that uses a
 * colour variable it does not define). Each palette is 11 shades and 7 semantic tokens: CSS variables
 * in every page and work for createSystem at every page load.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink'])
const withoutUnusedPalettes = <T extends object>(palettes: T): T =>
  Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.has(name))) as T

/**
 * Chakra's global CSS, lighter to apply to every element at every style pass (issue 8: the first
 * style pass of a long page; the reset is in src/theme/system.ts):
 * - Its `*` rule gave every element 27 custom properties: Tailwind-style ring and filter variables,
 *   which no rule reads (they serve `filter="auto"` and the like), and three the reset reads, which
 *   go on html, from where every element inherits them.
 * - No `*::selection` colour: a rule for a pseudo-element of every element is matched against every
 *   element; selected text keeps the browser's own, clearly visible, highlight.
 */
const { '*': _everyElement, html: chakraHtml, '*::selection': _selection, ...otherGlobalCss } = chakraGlobalCss
const globalCss = defineGlobalStyles({
  ...otherGlobalCss,
  '*': { fontFeatureSettings: '"cv11"' },
  html: { ...chakraHtml, '--global-font-mono': 'fonts.mono', '--global-font-body': 'fonts.body', '--global-color-border': 'colors.border' },
})

/**
 * The site has one colour scheme. Chakra's semantic tokens carry a light and a dark value each; with
 * only the light one they are ordinary tokens: 75 fewer (of 526) for createSystem to resolve at
 * every page load (issue 8), and no `.dark` block of CSS variables (5 KB) in every page.
 */
type TokenTree = { [key: string]: TokenTree | unknown }
const lightOnly = <T extends object>(tree: T): T =>
  Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node]
      if (!('value' in node)) return [key, lightOnly(node as TokenTree)]
      const { value } = node as { value: unknown }
      const light = value && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value
      return [key, { ...node, value: light }]
    }),
  ) as T

/** The selector of the rule that defines every token as a CSS variable (as in Chakra's own theme). */
const CSS_VARS_ROOT = ':where(html, .chakra-theme)'

export const chakraTheme = defineConfig({
  // Chakra's reset, for elements only (src/theme/system.ts, withElementReset there).
  preflight: true,
  // as in Chakra's own theme
  cssVarsPrefix: 'chakra',
  cssVarsRoot: CSS_VARS_ROOT,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      colors: lightOnly(withoutUnusedPalettes(semanticTokens.colors)),
      shadows: lightOnly(semanticTokens.shadows),
      radii: semanticTokens.radii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
})
