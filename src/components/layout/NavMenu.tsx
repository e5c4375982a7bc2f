import { defineStyle } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { Disclosure, DisclosureIndicator, DisclosureSummary } from '../ui/Disclosure'
import { DESKTOP_MENU_ATTRIBUTE } from '../../lib/page-script/desktop-menus'
import type { NavGroup } from '../../lib/navigation'

/** Closer from 1024 to 1279 px, where the row is tightest (Spanish labels are longer). */
export const NAV_ITEM_PADDING = { base: '2', xl: '3' } as const

/** The desktop dropdowns share a name: opening one closes the others (details.name). */
const MENU_NAME = 'desktop-menu'

// The look of Chakra's ghost button and menu, as the dropdowns had it: the summary, its panel below
// it, and the panel's links.
const MENU = defineStyle({
  position: 'relative',
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '10',
    rounded: 'l2',
    textStyle: 'sm',
    fontWeight: '600',
    color: 'navy.900',
    whiteSpace: 'nowrap',
    _hover: { bg: 'sand' },
  },
  '&[open] > summary': { bg: 'sand' },
  '& > ul': {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    left: '0',
    zIndex: 'dropdown',
    minW: '14rem',
    p: '2',
    bg: 'white',
    rounded: 'card',
    boxShadow: 'lift',
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: '1',
  },
  '& > ul[data-columns="2"]': { gridTemplateColumns: 'repeat(2, minmax(10rem, 1fr))' },
  '& a': {
    display: 'block',
    px: '3',
    py: '2',
    fontSize: 'md',
    color: 'navy.900',
    rounded: 'l1',
    _hover: { bg: 'sand' },
    _focusVisible: { bg: 'sand' },
  },
})

/**
 * One desktop dropdown, from its HTML: a disclosure that opens and closes on a click, Enter or Space
 * before any script; the page's first script adds hover with the spec's delays, Escape, a press
 * outside and the arrows (lib/page-script/desktop-menus.ts).
 */
export function NavMenu({ group }: { group: NavGroup }) {
  return (
    <Disclosure name={MENU_NAME} css={MENU} {...{ [DESKTOP_MENU_ATTRIBUTE]: '' }}>
      <DisclosureSummary px={NAV_ITEM_PADDING}>
        {group.label}
        <DisclosureIndicator size={16} />
      </DisclosureSummary>
      <ul data-columns={group.columns === 2 ? '2' : undefined}>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
