import { Button, Menu, Portal } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { Icon } from '../ui/Icon'
import { useHoverMenu } from '../../hooks/use-hover-menu'
import type { NavGroup } from '../../lib/navigation'

/** Closer from 1024 to 1279 px, where the row is tightest (Spanish labels are longer). */
export const NAV_ITEM_PADDING = { base: '2', xl: '3' } as const

type NavMenuProps = { group: NavGroup }

/** One desktop dropdown: opens on hover (with the spec's delays), click, Enter, Space or ArrowDown. */
export function NavMenu({ group }: NavMenuProps) {
  const { open, onOpenChange, hoverProps } = useHoverMenu()
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} positioning={{ placement: 'bottom-start', gutter: 8 }} lazyMount>
      <Menu.Trigger asChild {...hoverProps}>
        <Button variant="ghost" size="md" color="navy.900" fontWeight="600" px={NAV_ITEM_PADDING} _hover={{ bg: 'sand' }}>
          {group.label}
          <Icon name="chevron-down" size={16} style={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            {...hoverProps}
            minW="14rem"
            p="2"
            rounded="card"
            boxShadow="lift"
            display={group.columns === 2 ? 'grid' : 'block'}
            gridTemplateColumns={group.columns === 2 ? 'repeat(2, minmax(10rem, 1fr))' : undefined}
            columnGap="1"
          >
            {group.links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild px="3" py="2.5" fontSize="md" color="navy.900" cursor="pointer">
                <Link to={link.to}>{link.label}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
