// The page's first script (deferred, before any bundle): what the site's HTML needs from a script
// before the islands' code comes, or without it. Each part is a function written here in TypeScript,
// type-checked and tested like the rest, whose source the build writes into the script with its
// settings (so each uses nothing from outside its own body).
import { SOURCE_FIELD, STORM_FIELDS } from '../forms/fields'
import { NO_OPENER_SOURCE, OPENER_ATTRIBUTE, OPENER_LIMITS } from '../forms/opener'
import { dialogCommands } from './dialog-commands'
import { DESKTOP_MENU_ATTRIBUTE, desktopMenus, MENU_TIMING } from './desktop-menus'
import { popoverFallback } from './popover-fallback'
import { TO_TOP_ATTRIBUTE, toTop } from './to-top'

/** A call of `part` with `args`, as source: the part's own source and its arguments as JSON. */
const call = <A extends unknown[]>(part: (...args: A) => void, ...args: A) =>
  `;(${part.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});\n`

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
].join('')
