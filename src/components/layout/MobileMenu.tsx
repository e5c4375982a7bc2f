import { Box, defineStyle, IconButton, Stack, VisuallyHidden } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { Icon } from '../ui/Icon'
import { isGroup, type NavGroup, type NavItem, type NavLink } from '../../lib/navigation'
import { HEADER_HEIGHT, MOBILE_MENU_ID } from '../../theme/header-size'
import { useUi } from '../../hooks/use-ui'
import { Disclosure, DisclosureIndicator, DisclosureSummary } from '../ui/Disclosure'
import { LanguageSwitch } from './LanguageSwitch'

type MobileMenuProps = { items: NavItem[] }

const linkStyle = {
  display: 'block',
  px: '4',
  py: '3',
  fontSize: 'lg',
  fontWeight: '600',
  color: 'navy.900',
  rounded: 'md',
  _hover: { bg: 'sand' },
} as const

const GROUP_LINKS = defineStyle({
  '& a': { display: 'block', px: '4', py: '2.5', color: 'navy.800', rounded: 'md', _hover: { bg: 'sand' } },
})

/**
 * The menu below the large breakpoint: a toggle, and a panel that fills the screen below the header
 * (scrolling on its own when taller) with collapsible groups. The browser runs it from its HTML, as
 * a popover: a tap, a click alone, Enter or Space on the toggle opens and closes it before any script,
 * Escape or a tap outside closes it, and focus goes back to the toggle. While it is open the page
 * behind is hidden and still (src/theme/system.ts), so Tab never reaches what the panel covers.
 * Choosing a link loads the next page. A browser without popovers gets the same from the page's first
 * script (lib/page-script/popover-fallback.ts).
 */
export function MobileMenu({ items }: MobileMenuProps) {
  const { nav } = useUi().layout
  const state = (open: boolean) => ({ display: open ? 'none' : 'inline-flex' })

  return (
    <Box
      display={{ base: 'block', lg: 'none' }}
      // the toggle shows, and is named, what a press will do
      css={{
        '& [data-when-open]': state(true),
        [`&:has(#${MOBILE_MENU_ID}:popover-open), &:has(#${MOBILE_MENU_ID}[data-open])`]: {
          '& [data-when-open]': state(false),
          '& [data-when-closed]': state(true),
          // as Chakra draws an expanded ghost button
          '& > button': { bg: 'colorPalette.subtle' },
        },
      }}
    >
      <IconButton asChild variant="ghost" color="navy.900" size="lg">
        <button type="button" popovertarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
          <Box as="span" data-when-closed="">
            <Icon name="menu" />
            <VisuallyHidden>{nav.openMenu}</VisuallyHidden>
          </Box>
          <Box as="span" data-when-open="">
            <Icon name="close" />
            <VisuallyHidden>{nav.closeMenu}</VisuallyHidden>
          </Box>
        </button>
      </IconButton>
      <Box
        id={MOBILE_MENU_ID}
        as="nav"
        popover="auto"
        aria-label={nav.mobileLabel}
        position="fixed"
        top={`${HEADER_HEIGHT.base}px`}
        left="0"
        right="0"
        bottom="0"
        width="auto"
        height="auto"
        m="0"
        border="0"
        borderTopWidth="1px"
        borderColor="navy.100"
        bg="white"
        overflowY="auto"
        overscrollBehavior="contain"
        px="4"
        py="4"
        // closed, it is drawn nowhere, also where the browser has no popovers (which would show it)
        css={{ display: 'none', '&:popover-open, &[data-open]': { display: 'block' } }}
      >
        <Stack as="ul" gap="1" listStyleType="none">
          {items.map((item) => (
            <li key={item.label}>{isGroup(item) ? <MobileGroup group={item} /> : <MobileLink link={item} />}</li>
          ))}
          <li>
            <LanguageSwitch {...linkStyle} />
          </li>
        </Stack>
      </Box>
    </Box>
  )
}

function MobileLink({ link }: { link: NavLink }) {
  return (
    <Box asChild {...linkStyle}>
      <Link to={link.to} activeStyle={{ color: '#A84A16' }}>
        {link.label}
      </Link>
    </Box>
  )
}

/** A group (Services, About, Service Areas): the browser's own disclosure, open or closed on its own. */
function MobileGroup({ group }: { group: NavGroup }) {
  return (
    <Disclosure>
      <DisclosureSummary {...linkStyle} display="flex" justifyContent="space-between" alignItems="center">
        {group.label}
        <DisclosureIndicator />
      </DisclosureSummary>
      <Box
        as="ul"
        listStyleType="none"
        pl="3"
        display="grid"
        gridTemplateColumns={group.columns === 2 ? 'repeat(2, 1fr)' : '1fr'}
        // the links' look once, on their list, not a class on each of the 24
        css={GROUP_LINKS}
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Box>
    </Disclosure>
  )
}
