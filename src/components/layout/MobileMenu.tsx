import { Box, Collapsible, IconButton, Stack } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { useMenuSurface } from '../../hooks/use-menu-surface'
import { isGroup, type NavGroup, type NavItem, type NavLink } from '../../lib/navigation'
import { HEADER_HEIGHT } from '../../theme/header-size'
import { useUi } from '../../hooks/use-ui'
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

/**
 * The menu below the large breakpoint: a toggle, and a panel that fills the screen below the header
 * (scrolling on its own when taller) with collapsible groups. Focus moves into it on open and back to
 * the toggle when Escape closes it; choosing a link closes it.
 */
export function MobileMenu({ items }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const close = () => setOpen(false)
  const header = useCallback(() => toggle.current?.closest('header') ?? null, [])
  const escape = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])
  useMenuSurface(open, header, panel, escape)
  const { nav } = useUi().layout

  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <IconButton
        ref={toggle}
        variant="ghost"
        color="navy.900"
        size="lg"
        aria-label={open ? nav.closeMenu : nav.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden /> : <MenuIcon aria-hidden />}
      </IconButton>
      <Box
        ref={panel}
        id={panelId}
        as="nav"
        aria-label={nav.mobileLabel}
        hidden={!open}
        position="fixed"
        top={`${HEADER_HEIGHT.base}px`}
        insetX="0"
        bottom="0"
        bg="white"
        overflowY="auto"
        overscrollBehavior="contain"
        borderTopWidth="1px"
        borderColor="navy.100"
        px="4"
        py="4"
      >
        <Stack as="ul" gap="1" listStyleType="none">
          {items.map((item) => (
            <li key={item.label}>
              {isGroup(item) ? <MobileGroup group={item} onNavigate={close} /> : <MobileLink link={item} onNavigate={close} />}
            </li>
          ))}
          <li>
            <LanguageSwitch {...linkStyle} onNavigate={close} />
          </li>
        </Stack>
      </Box>
    </Box>
  )
}

type MobileLinkProps = { link: NavLink; onNavigate: () => void }

function MobileLink({ link, onNavigate }: MobileLinkProps) {
  return (
    <Box asChild {...linkStyle}>
      <Link to={link.to} onClick={onNavigate} activeStyle={{ color: '#A84A16' }}>
        {link.label}
      </Link>
    </Box>
  )
}

type MobileGroupProps = { group: NavGroup; onNavigate: () => void }

function MobileGroup({ group, onNavigate }: MobileGroupProps) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Box as="button" {...linkStyle} width="full" display="flex" justifyContent="space-between" alignItems="center" textAlign="left">
          {group.label}
          <Collapsible.Indicator asChild transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <span>
              <ChevronDown aria-hidden size={20} />
            </span>
          </Collapsible.Indicator>
        </Box>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box as="ul" listStyleType="none" pl="3" display="grid" gridTemplateColumns={group.columns === 2 ? 'repeat(2, 1fr)' : '1fr'}>
          {group.links.map((link) => (
            <li key={link.to}>
              <Box asChild display="block" px="4" py="2.5" color="navy.800" rounded="md" _hover={{ bg: 'sand' }}>
                <Link to={link.to} onClick={onNavigate}>
                  {link.label}
                </Link>
              </Box>
            </li>
          ))}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
