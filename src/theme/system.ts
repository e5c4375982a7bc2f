// The one place for design tokens: colours, fonts, radii and shadows of the whole site.
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react'
import { createPreflight } from 'chakra-preflight'
import { chakraTheme } from './chakra-theme'
import { HEADER_HEIGHT, TOP_BANNER_HEIGHT } from '../components/layout/header-size'

const SCROLL_PADDING = { base: `${HEADER_HEIGHT.base + 32}px`, lg: `${HEADER_HEIGHT.lg + TOP_BANNER_HEIGHT + 16}px` }

const config = defineConfig({
  globalCss: {
    // Focus rings 2 px wide (Chakra draws fields' rings 1 px by default), in a blue that meets 3:1.
    // A link to a section lands it below the header, with the desktop banner too: scroll anchoring can
    // move the page up after the jump, and the banner comes back whenever the page moves up.
    html: { scrollPaddingTop: SCROLL_PADDING, '--focus-ring-width': '2px' },
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

const isObject = (value: unknown): value is Record<string, unknown> => value != null && typeof value === 'object' && !Array.isArray(value)

/**
 * `source` merged over `target` as Chakra's `mergeConfigs` merges configs (objects key by key,
 * arrays item by item, anything else replaced), but copying only what both have in common where
 * Chakra deep-copies every config first: that copy was most of the merge's work and garbage at every
 * page load. Neither input is changed. A unit test checks the result equals Chakra's on the site's
 * configs (it would also catch a token that Chakra's merge rewrites: one with both a value and
 * nested tokens).
 */
export function mergeSharing(target: unknown, source: unknown): unknown {
  if (source === undefined) return target
  if (isObject(source)) {
    if (!isObject(target)) return source
    const out: Record<string, unknown> = { ...target }
    for (const key of Object.keys(source)) {
      if (key !== '__proto__' && source[key] !== undefined) out[key] = mergeSharing(out[key], source[key])
    }
    return out
  }
  if (Array.isArray(source) && Array.isArray(target)) {
    const out: unknown[] = [...target]
    source.forEach((item, index) => {
      out[index] = isObject(out[index]) && isObject(item) ? mergeSharing(out[index], item) : item
    })
    return out
  }
  return source
}

/** The configs the site's system is made of, in the order `createSystem` takes them. */
export const siteConfigs = [defaultBaseConfig, chakraTheme, config] as const

/** The site's configs merged, as `createSystem` would merge them. */
export const mergeSiteConfigs = () => siteConfigs.reduce<unknown>(mergeSharing, {}) as SystemConfig

/**
 * The first step of building the system, which gatsby-browser.tsx runs in a task of its own: the
 * three configs merged. Anywhere else `createSystem` merges them itself.
 */
export function prepareSystemConfig() {
  merged ??= Object.assign(mergeSiteConfigs(), { [MERGED_CONFIG]: true })
}

/** Added to the browser bundle's `createSystem` by src/lib/build/chakra-browser-system-loader.cjs. */
type SystemInSteps = typeof createSystem & { tokenSteps?: (config: SystemConfig) => Array<() => void> }

/**
 * The next steps, each for a task of its own too: the token dictionary (every token resolved) in
 * three, which `createSystem` then uses. Only the production browser bundle has them; elsewhere none.
 */
export function systemTokenSteps(): Array<() => void> {
  prepareSystemConfig()
  return (createSystem as SystemInSteps).tokenSteps?.(merged!) ?? []
}

/**
 * The site's Chakra system, built on first use. Building it (every token resolved, every style
 * property registered) is the longest piece of work in the browser's start-up, so the browser
 * evaluates this module only when asked and builds the system in tasks of their own
 * (gatsby-browser.tsx; issue 8: total blocking time).
 */
export function getSystem(): System {
  system ??= withElementReset(merged ? createSystem(merged) : createSystem(...siteConfigs))
  return system
}

/**
 * Chakra's reset (its `preflight`), with its border-box and no-border rule for elements only.
 * Chakra's rule is also for `*::before`, `*::after` and `*::backdrop`: a rule for a pseudo-element
 * of every element makes the browser compute the style of both pseudo-elements of every element at
 * every style pass (issue 8: the first style pass of a long page), though no element of the site
 * has one (a browser test checks that any that comes has the reset's box model); ::backdrop serves
 * the native <dialog>, which the site does not use.
 */
function elementReset() {
  const { html, '*': everyElement, '*, *::before, *::after, *::backdrop': boxModel, ...others } = createPreflight({ preflight: true })
  return { html, '*': { ...everyElement, ...boxModel }, ...others }
}

/**
 * The system with the reset above in Chakra's reset layer, where Chakra would put its own (the site
 * turns Chakra's off: `preflight: false` in chakra-theme.ts). Only where the system draws the global
 * styles: the production browser bundle has none (see provider.tsx).
 */
function withElementReset(built: System): System {
  const [reset, ...others] = built._global
  if (!reset) return built
  const layered = !built._config.disableLayers
  return { ...built, _global: [layered ? { '@layer reset': elementReset() } : elementReset(), ...others] }
}
