// The one place for design tokens: colours, fonts, radii and shadows of the whole site.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react'
import { chakraTheme } from './chakra-theme'

const config = defineConfig({
  globalCss: {
    // Focus rings 2 px wide (Chakra draws fields' rings 1 px by default), in a blue that meets 3:1.
    html: { scrollPaddingTop: '96px', '--focus-ring-width': '2px' },
    body: { bg: 'cream', color: 'ink', fontFamily: 'body' },
    'h1, h2, h3, h4': { fontFamily: 'heading', letterSpacing: '-0.015em' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Outfit Variable', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "'Inter Variable', 'Segoe UI', system-ui, sans-serif" },
      },
      colors: {
        navy: {
          50: { value: '#EEF2F8' },
          100: { value: '#D5DEEB' },
          200: { value: '#A9BAD3' },
          300: { value: '#7A93B6' },
          400: { value: '#4E6B93' },
          500: { value: '#2F4A70' },
          600: { value: '#22395C' },
          700: { value: '#1A2D4A' },
          800: { value: '#142440' },
          900: { value: '#0F1E33' },
          950: { value: '#0A1526' },
        },
        copper: {
          50: { value: '#FDF1E8' },
          100: { value: '#FADFCB' },
          200: { value: '#F5BE95' },
          300: { value: '#F59E52' },
          400: { value: '#F08A3E' },
          500: { value: '#E8742A' },
          600: { value: '#C2571A' },
          700: { value: '#A84A16' },
          800: { value: '#7F3811' },
          900: { value: '#5A280C' },
        },
        cream: { value: '#FAF7F2' },
        sand: { value: '#F1EADF' },
        ink: { value: '#14202F' },
        slate: { value: '#4A5568' },
        focus: { value: '#1D6FE0' },
      },
      radii: { card: { value: '14px' } },
      shadows: {
        card: { value: '0 1px 2px rgba(15,30,51,0.06), 0 8px 24px rgba(15,30,51,0.08)' },
        lift: { value: '0 2px 4px rgba(15,30,51,0.08), 0 16px 40px rgba(15,30,51,0.14)' },
      },
    },
    semanticTokens: {
      colors: {
        // Fields and neutral controls use the gray palette; their focus ring is the site's blue.
        gray: { focusRing: { value: '{colors.focus}' } },
        // colorPalette="brand": copper buttons with navy text (5.5:1), copper-700 text on light backgrounds.
        brand: {
          solid: { value: '{colors.copper.500}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.copper.700}' },
          muted: { value: '{colors.copper.100}' },
          subtle: { value: '{colors.copper.50}' },
          emphasized: { value: '{colors.copper.200}' },
          focusRing: { value: '{colors.focus}' },
        },
        navyPalette: {
          solid: { value: '{colors.navy.900}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.navy.900}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.focus}' },
        },
      },
    },
  },
})

export type System = ReturnType<typeof createSystem>
let system: System | undefined
let merged: SystemConfig | undefined

/**
 * The mark the browser bundle's `createSystem` looks for to take a config as already merged
 * (src/lib/build/chakra-browser-system-loader.cjs, MERGED there).
 */
const MERGED_CONFIG = '__mergedForCreateSystem'

/**
 * The first step of building the system, which gatsby-browser.tsx runs in a task of its own: the
 * three configs merged (a deep copy of each). Anywhere else `createSystem` merges them itself.
 */
export function prepareSystemConfig() {
  merged ??= Object.assign(mergeConfigs(defaultBaseConfig, chakraTheme, config), { [MERGED_CONFIG]: true })
}

/** Added to the browser bundle's `createSystem` by src/lib/build/chakra-browser-system-loader.cjs. */
type SystemInSteps = typeof createSystem & { prepareTokens?: (config: SystemConfig) => void }

/**
 * The second step, in a task of its own too: the token dictionary (every token resolved), which
 * `createSystem` then uses. Only the production browser bundle has the means; elsewhere a no-op.
 */
export function prepareSystemTokens() {
  prepareSystemConfig()
  ;(createSystem as SystemInSteps).prepareTokens?.(merged!)
}

/**
 * The site's Chakra system, built on first use. Building it (every token resolved, every style
 * property registered) is the longest piece of work in the browser's start-up, so the browser
 * evaluates this module only when asked and builds the system in tasks of their own
 * (gatsby-browser.tsx; issue 8: total blocking time).
 */
export function getSystem(): System {
  system ??= merged ? createSystem(merged) : createSystem(defaultBaseConfig, chakraTheme, config)
  return system
}
