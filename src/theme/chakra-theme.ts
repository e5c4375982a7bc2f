// Chakra's default theme, rebuilt from its parts with only the recipes the site uses.
//
// `defaultConfig` (and the package's `@chakra-ui/react/theme` entry, whose module builds the whole
// default theme at load) carries all 90 recipes: 109 KB of the JavaScript every page loads (issue 8).
// The package does not export its theme files one by one, so `chakra-theme/*` is an alias for its
// `dist/esm/theme/` folder (gatsby-node.ts for webpack, jest.config.js, tsconfig.json paths).
// A Chakra component whose recipe is missing here renders unstyled: a new one needs a line below.
import { defineConfig, defineGlobalStyles } from '@chakra-ui/react'
import { breakpoints } from 'chakra-theme/breakpoints'
import { globalCss as chakraGlobalCss } from 'chakra-theme/global-css'
import { layerStyles } from 'chakra-theme/layer-styles'
import { animationStyles } from 'chakra-theme/motion-styles'
import { accordionSlotRecipe } from 'chakra-theme/recipes/accordion'
import { badgeRecipe } from 'chakra-theme/recipes/badge'
import { buttonRecipe } from 'chakra-theme/recipes/button'
import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible'
import { containerRecipe } from 'chakra-theme/recipes/container'
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog'
import { fieldSlotRecipe } from 'chakra-theme/recipes/field'
import { headingRecipe } from 'chakra-theme/recipes/heading'
import { inputRecipe } from 'chakra-theme/recipes/input'
import { linkRecipe } from 'chakra-theme/recipes/link'
import { menuSlotRecipe } from 'chakra-theme/recipes/menu'
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select'
import { spinnerRecipe } from 'chakra-theme/recipes/spinner'
import { textareaRecipe } from 'chakra-theme/recipes/textarea'
import { toastSlotRecipe } from 'chakra-theme/recipes/toast'
import { semanticColors } from 'chakra-theme/semantic-tokens/colors'
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii'
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows'
import { textStyles } from 'chakra-theme/text-styles'
import { animations } from 'chakra-theme/tokens/animations'
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios'
import { blurs } from 'chakra-theme/tokens/blurs'
import { borders } from 'chakra-theme/tokens/borders'
import { colors } from 'chakra-theme/tokens/colors'
import { cursor } from 'chakra-theme/tokens/cursor'
import { durations } from 'chakra-theme/tokens/durations'
import { easings } from 'chakra-theme/tokens/easings'
import { fontSizes } from 'chakra-theme/tokens/font-sizes'
import { fontWeights } from 'chakra-theme/tokens/font-weights'
import { fonts } from 'chakra-theme/tokens/fonts'
import { keyframes } from 'chakra-theme/tokens/keyframes'
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing'
import { lineHeights } from 'chakra-theme/tokens/line-heights'
import { radii } from 'chakra-theme/tokens/radius'
import { sizes } from 'chakra-theme/tokens/sizes'
import { spacing } from 'chakra-theme/tokens/spacing'
import { zIndices } from 'chakra-theme/tokens/z-indices'

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
export const CSS_VARS_ROOT = ':where(html, .chakra-theme)'

export const chakraTheme = defineConfig({
  // The reset is src/theme/system.ts's own (elementReset there).
  preflight: false,
  // as in Chakra's own theme (dist/esm/theme/index.js)
  cssVarsPrefix: 'chakra',
  cssVarsRoot: CSS_VARS_ROOT,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: withoutUnusedPalettes(colors),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: lightOnly(withoutUnusedPalettes(semanticColors)), shadows: lightOnly(semanticShadows), radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    // Button also draws IconButton and CloseButton.
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})
