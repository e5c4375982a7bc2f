// The fixed header's measures (spec §9), in one place for the header, the phone menu below it and
// the page content that starts under it.
export const HEADER_HEIGHT = { base: 64, lg: 80 } as const
/** the desktop top banner of the full variant, above the header while it shows */
export const TOP_BANNER_HEIGHT = 32

const px = (n: number) => `${n}px`

/** Where the page's content starts: below the header, and below the banner on the full variant. */
export const contentOffset = (full: boolean) => ({
  base: px(HEADER_HEIGHT.base),
  lg: px(HEADER_HEIGHT.lg + (full ? TOP_BANNER_HEIGHT : 0)),
})
export const headerHeight = { base: px(HEADER_HEIGHT.base), lg: px(HEADER_HEIGHT.lg) }

/** The phone menu's panel (one a page): the page's styles hide what it covers while it is open (system.ts). */
export const MOBILE_MENU_ID = 'mobile-menu'
