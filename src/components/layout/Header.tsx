import { Box, Container, Flex, HStack } from '@chakra-ui/react'
import { useScrollDirection } from '../../hooks/use-scroll-direction'
import { navigation } from '../../lib/navigation'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { LanguageSwitch } from './LanguageSwitch'
import { useSiteData } from '../../hooks/use-site-data'
import { DesktopNav } from './DesktopNav'
import { BrandLink } from './BrandLink'
import { CallButton } from './CallButton'
import { MobileMenu } from './MobileMenu'
import { headerHeight, TOP_BANNER_HEIGHT } from '../../theme/header-size'
import { TopBanner } from './TopBanner'
import { hoursPhrase } from '../../lib/hours'
import { fillPlaceholders } from '../../lib/text'

export type HeaderVariant = 'full' | 'simple'

// A target of at least 24 px (WCAG 2.5.8), quiet beside the call button.
const SWITCH_STYLE = {
  minH: '44px',
  alignItems: 'center',
  px: '2',
  fontWeight: '600',
  color: 'navy.800',
  textDecoration: 'underline',
} as const
type HeaderProps = { variant: HeaderVariant }

/** Fixed header. The full variant (home and towns) has the top banner and Service Areas on mobile. */
export function Header({ variant }: HeaderProps) {
  const full = variant === 'full'
  const data = useSiteData()
  const bannerVisible = useScrollDirection() === 'up'
  const { href } = useLocale()
  const menus = navigation(useUi().layout.nav, href)
  const { nav } = useUi().layout
  const mobileItems = menus.headerMenu(data.services, data.towns, { withServiceAreas: full })
  const offset = full && bannerVisible ? `${TOP_BANNER_HEIGHT}px` : '0px'

  return (
    <>
      {full && (
        <TopBanner
          text={fillPlaceholders(data.site.topBanner, { spanishHours: hoursPhrase(data.site.spanishHours) })}
          visible={bannerVisible}
        />
      )}
      <Box
        as="header"
        position="fixed"
        top={{ base: '0px', lg: offset }}
        insetX="0"
        height={headerHeight}
        borderBottomWidth="1px"
        borderColor="navy.100"
        // above the phone's action bar, which the open menu's panel covers
        zIndex="banner"
        transition="top 0.25s ease"
        data-variant={variant}
      >
        {/* The blur on a layer of its own: on the header itself it would make the header the box that
            its fixed descendants (the phone menu's panel) are placed in, 64 px tall. */}
        <Box aria-hidden position="absolute" inset="0" zIndex="-1" bg="rgba(255,255,255,0.97)" backdropFilter="saturate(180%) blur(8px)" />
        <Container maxW="7xl" height="full">
          <Flex height="full" align="center" justify="space-between" gap="4">
            <BrandLink brand={data.site.brand} />
            <Box as="nav" aria-label={nav.mainLabel} display={{ base: 'none', lg: 'block' }}>
              <Flex align="center" gap="1">
                <DesktopNav items={menus.headerMenu(data.services, data.towns, { withServiceAreas: true })} />
              </Flex>
            </Box>
            <HStack gap="2">
              <LanguageSwitch compact display={{ base: 'none', lg: 'inline-flex' }} {...SWITCH_STYLE} />
              <CallButton phone={data.site.phone} />
              <MobileMenu items={mobileItems} />
            </HStack>
          </Flex>
        </Container>
      </Box>
    </>
  )
}
