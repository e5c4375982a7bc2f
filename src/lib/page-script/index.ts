// The page's first script (deferred, before any bundle): what the site's HTML needs from a script
// before the islands' code comes, or without it; and the starter of that code (BUNDLE_STARTER). Each
// part is a function written in TypeScript, type-checked and tested like the rest, whose source the
// build writes into the script with its settings (so each uses nothing from outside its own body).
import { ATTRIBUTION_SETTINGS, rememberAttribution } from '../forms/attribution'
import { DRAFT_PREFIX } from '../forms/draft'
import { SOURCE_FIELD, STORM_FIELDS } from '../forms/fields'
import { OUTBOX_KEY } from '../forms/outbox-browser'
import { NO_OPENER_SOURCE, OPENER_ATTRIBUTE, OPENER_LIMITS } from '../forms/opener'
import { NEAR_MARGIN, TOUCH_EVENTS } from '../islands'
import { dialogCommands } from './dialog-commands'
import { drawOffscreenOnFirstUse } from './draw-offscreen'
import { DESKTOP_MENU_ATTRIBUTE, desktopMenus, MENU_TIMING } from './desktop-menus'
import { popoverFallback } from './popover-fallback'
import { startBundles } from './start-bundles'
import { TO_TOP_ATTRIBUTE, toTop } from './to-top'

/** A call of `part` with `args`, as source: the part's own source and its arguments as JSON. */
const call = <A extends unknown[]>(part: (...args: A) => void, ...args: A) =>
  `;(${part.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});\n`

/**
 * The visitor using the page: a scroll, and what wakes an island but a pointer passing over, which
 * Chromium sends as a page loads under a resting mouse.
 */
const FIRST_USE = ['scroll', ...TOUCH_EVENTS.filter((type) => type !== 'pointerover')]

export const PAGE_SCRIPT = [
  call(dialogCommands, {
    opener: OPENER_ATTRIBUTE,
    sourceField: SOURCE_FIELD,
    noOpenerSource: NO_OPENER_SOURCE,
    stormFields: STORM_FIELDS,
    limits: OPENER_LIMITS,
  }),
  call(desktopMenus, MENU_TIMING, DESKTOP_MENU_ATTRIBUTE),
  call(toTop, TO_TOP_ATTRIBUTE),
  call(popoverFallback),
  call(rememberAttribution, ATTRIBUTION_SETTINGS),
  call(drawOffscreenOnFirstUse, FIRST_USE),
].join('')

/** The script in place of Gatsby's bundles, which adds them when the page needs them (start-bundles.ts). */
export const BUNDLE_STARTER = call(startBundles, {
  events: FIRST_USE,
  nearMargin: NEAR_MARGIN,
  outboxKey: OUTBOX_KEY,
  draftPrefix: DRAFT_PREFIX,
})
