// The one place for design tokens: colours, fonts, radii and shadows of the whole site.
import { createSystem, defaultBaseConfig, defineConfig, defineLayerStyles, type SystemConfig } from '@chakra-ui/react'
import { chakraTheme } from './chakra-theme'
import { HEADER_HEIGHT, MOBILE_MENU_ID, TOP_BANNER_HEIGHT } from './header-size'

const SCROLL_PADDING = { base: `${HEADER_HEIGHT.base + 32}px`, lg: `${HEADER_HEIGHT.lg + TOP_BANNER_HEIGHT + 16}px` }

/**
 * Until drawn, a skipped section (src/components/ui/Offscreen.tsx) counts as at least as tall as any
 * section is (they measure 200-4,130 px: 4,200 px up to 412 px wide, 2,300 px at 768, 1,400 px from
 * 1,024 on); once drawn, as tall as it was. Never shorter: an accessibility checker that reads the
 * page before it is drawn (Lighthouse, axe) places a section's text where its own layout puts it, and,
 * past a shorter box, judged it against the next section's background (docs/performance.md, record 15).
 */
const SKIPPED_HEIGHT = 'clamp(1400px, 6400px - 534vw, 4200px)'

const config = defineConfig({
  globalCss: {
    '[data-offscreen]': { contentVisibility: 'auto', containIntrinsicSize: `auto ${SKIPPED_HEIGHT}` },
    // Focus rings 2 px wide (Chakra draws fields' rings 1 px by default), in a blue that meets 3:1.
    // A link to a section lands it below the header, with the desktop banner too: scroll anchoring can
    // move the page up after the jump, and the banner comes back whenever the page moves up.
    html: { scrollPaddingTop: SCROLL_PADDING, '--focus-ring-width': '2px' },
    body: { bg: 'cream', color: 'ink', fontFamily: 'body' },
    // Balanced lines: no heading ends on one word alone (long Spanish headings did, at every width).
    'h1, h2, h3, h4': { fontFamily: 'heading', letterSpacing: 'heading', textWrap: 'balance' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    // An icon's lines (src/components/ui/Icon.tsx), on the <use> its shapes inherit from: an icon's
    // own width or fill is the <use>'s style, and the brand mark's shapes set their own paint. (Not
    // `svg:has(> use)`: Chrome 105, Firefox 121 and Safari 15.4 are newer than browserslist's oldest.)
    'svg > use': { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    // While a dialog or the phone menu is open the page behind stays still (behind a dialog, which
    // desktops show, its scrollbar's room kept, so nothing moves sideways), and behind the phone
    // menu's panel it is hidden: Tab never lands on a control the panel covers (WCAG 2.4.11). The
    // browser makes the page behind a dialog inert itself.
    'html:has(:modal)': { overflow: 'hidden', scrollbarGutter: 'stable' },
    [`html:has(#${MOBILE_MENU_ID}:popover-open)`]: { overflow: 'hidden' },
    [`html:has(#${MOBILE_MENU_ID}:popover-open) [data-under-menu]`]: { visibility: 'hidden' },
    // With reduced motion nothing moves. Animations end at once (their end event still comes, which
    // dialogs wait for); transitions do not run at all: a duration on every element would make every
    // element transition every property (its transition-property is `all` unless set), visibility
    // too, a frame per level, and the page behind the phone menu came back one level a frame (a
    // button still hidden lost its focus as it was pressed).
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0s !important',
        transitionDelay: '0s !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        // one family for both (record 31 in docs/performance.md): a second file cost every page's first paint
        heading: { value: '{fonts.body}' },
        body: { value: "'Inter Variable', 'Segoe UI', system-ui, sans-serif" },
      },
      // the headings' tracking, also worn by what is drawn as a heading without being one
      letterSpacings: { heading: { value: '-0.015em' } },
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
    // A look the site repeats, by name: layerStyle="card" (services, articles, projects, team, jobs...).
    layerStyles: defineLayerStyles({
      card: { description: 'a white card on the page', value: { bg: 'white', borderRadius: 'card', boxShadow: 'card' } },
    }),
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

const siteConfigs = [chakraTheme, config]

/**
 * The production browser builds its system without the global styles (the reset and global CSS):
 * every page's HTML carries them and the browser never draws them again (provider.tsx), and turning
 * them into CSS is work at every page load (docs/performance.md, record 23).
 */
const BROWSER = typeof window !== 'undefined' && process.env.NODE_ENV === 'production'
const withoutGlobalStyles = ({ globalCss: _globalCss, ...rest }: SystemConfig): SystemConfig => ({ ...rest, preflight: false })

/**
 * The site's Chakra system, built on first use: building it (every token resolved, every style
 * property registered) is the longest piece of the browser's start-up, which gatsby-browser.tsx gives
 * a task of its own (issue 8: total blocking time).
 */
export function getSystem(): System {
  system ??= BROWSER ? createSystem(defaultBaseConfig, ...siteConfigs.map(withoutGlobalStyles)) : wholeSystem()
  return system
}

/** The system with its global styles, for a document no server render styled (and the editor's previews). */
export const wholeSystem = (): System => createSystem(defaultBaseConfig, ...siteConfigs)
