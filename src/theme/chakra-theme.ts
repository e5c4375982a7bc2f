// Chakra's default theme with only the recipes the site uses. Its parts come from
// chakra-defaults.json, which `npm run theme` writes from the package's public `@chakra-ui/react/theme`
// entry (scripts/eject-chakra-theme.cjs says why: importing the entry here would put all 90 recipes
// in the JavaScript every page loads). A Chakra component whose recipe is missing renders unstyled:
// a new one needs its recipe named in that script, and `npm run theme`.
import { defineConfig, type RecipeDefinition, type SlotRecipeDefinition } from '@chakra-ui/react'
import type * as ChakraTheme from '@chakra-ui/react/theme'
import defaults from './chakra-defaults.json'

type Ejected = typeof ChakraTheme & { recipes: Record<string, RecipeDefinition>; slotRecipes: Record<string, SlotRecipeDefinition> }

// The JSON's own type widens every literal; the entry's types describe the same values exactly.
const { animationStyles, breakpoints, globalCss, keyframes, layerStyles, recipes, semanticTokens, slotRecipes, textStyles, tokens } =
  defaults as unknown as Ejected

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
 * Without the recipes' class names (`chakra-button`, `chakra-field__label`...): no style, script or
 * test of the site selects by them, and they were 3 KB of a form page's HTML (docs/performance.md,
 * record 29). A recipe's styles come from its own generated class, as before.
 */
const withoutClassNames = <T extends { className?: string }>(recipes: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(recipes).map(([name, { className: _className, ...recipe }]) => [name, recipe as T]))

/** The selector of the rule that defines every token as a CSS variable (as in Chakra's own theme). */
const CSS_VARS_ROOT = ':where(html, .chakra-theme)'

export const chakraTheme = defineConfig({
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
      colors: withoutUnusedPalettes(semanticTokens.colors),
      shadows: semanticTokens.shadows,
      radii: semanticTokens.radii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: withoutClassNames(recipes),
    slotRecipes: withoutClassNames(slotRecipes),
  },
})
