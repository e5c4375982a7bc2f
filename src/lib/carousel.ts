import type { ResponsiveType } from 'react-multi-carousel'

/** Spec §9: both carousels move on every 3500 ms. */
export const AUTOPLAY_MS = 3500

/** Cards side by side on large (≥1024 px), medium (768-1023 px) and small (<768 px) screens. */
export type PerView = { large: number; medium: number; small: number }

// The same widths as the theme's `md` and `lg` breakpoints, so the server-rendered CSS and the
// carousel's own measurement agree on how many cards a screen shows.
const MEDIUM_MIN = 768
const LARGE_MIN = 1024

/** react-multi-carousel's breakpoints; `large` is also the device type named for the server render. */
export const carouselResponsive = ({ large, medium, small }: PerView): ResponsiveType => ({
  large: { breakpoint: { min: LARGE_MIN, max: Number.MAX_SAFE_INTEGER }, items: large },
  medium: { breakpoint: { min: MEDIUM_MIN, max: LARGE_MIN - 1 }, items: medium },
  small: { breakpoint: { min: 0, max: MEDIUM_MIN - 1 }, items: small },
})

/** The index `index` lands on in a list of `length` that wraps at both ends (-1 is the last). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}
