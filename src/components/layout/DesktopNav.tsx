import { Box } from '@chakra-ui/react'
import { Link } from '../ui/Link'
import { isGroup, type NavItem } from '../../lib/navigation'
import { NAV_ITEM_PADDING, NavMenu } from './NavMenu'

/** The desktop navigation's entries: plain links, and a dropdown for each group (HTML: NavMenu). */
export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <NavMenu key={item.label} group={item} />
        ) : (
          <Box
            key={item.to}
            asChild
            px={NAV_ITEM_PADDING}
            fontSize={{ base: 'sm', xl: 'md' }}
            py="2"
            fontWeight="600"
            color="navy.900"
            rounded="md"
            _hover={{ bg: 'sand' }}
          >
            <Link to={item.to} activeStyle={{ color: '#A84A16' }}>
              {item.label}
            </Link>
          </Box>
        ),
      )}
    </>
  )
}
