import { Box, Container, defineStyle, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '../../components/ui/Link'
import { Icon } from '../../components/ui/Icon'
import type { ReactNode } from 'react'
import type { SiteData } from '../../hooks/use-site-data'
import { navigation, type NavLink } from '../../lib/navigation'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import { LanguageSwitch } from '../../components/layout/LanguageSwitch'
import { telHref } from '../../lib/phone'
import { BrandIcon } from '../../components/ui/BrandIcons'
import { IconLink } from '../../components/ui/ButtonLink'
import { OUTLINE_PILL } from '../../components/ui/looks'
import { BrandLink } from '../../components/layout/BrandLink'

type FooterProps = { data: SiteData }

export function Footer({ data }: FooterProps) {
  const { site, towns, buildYear } = data
  const social = site.social.filter((s) => s.url)
  const { href } = useLocale()
  const { nav, footer } = useUi().layout
  const menus = navigation(nav, href)
  return (
    <Box as="footer" bg="navy.950" color="navy.100" pt={{ base: '12', md: '16' }} pb="8">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.3fr 1.4fr' }} gap={{ base: '10', lg: '8' }}>
          <Stack gap="4">
            <BrandLink brand={site.brand} tone="light" />
            <Text fontSize="sm" lineHeight="1.7">
              {site.footerTagline}
            </Text>
            {social.length > 0 && (
              <Flex gap="2" aria-label={footer.socialLabel} role="group">
                {social.map((s) => (
                  <IconLink
                    key={s.name}
                    href={s.url ?? ''}
                    label={fillPlaceholders(footer.onNetwork, { brand: site.brand, network: s.name })}
                    external
                    {...OUTLINE_PILL.onNavy}
                    size="md"
                  >
                    <BrandIcon name={s.name} />
                  </IconLink>
                ))}
              </Flex>
            )}
          </Stack>
          <FooterLinks title={footer.quickLinks} links={menus.quickLinks} />
          <FooterLinks title={footer.legal} links={menus.legalLinks} />
          <FooterLinks title={footer.serviceAreas} links={menus.townLinks(towns)} columns={2} />
          <FooterBlock title={footer.contact}>
            <Stack gap="3" fontSize="sm">
              <ContactLine icon={<Icon name="phone" size={16} />}>
                <ChakraLink href={telHref(site.phone)} color="white" fontWeight="600">
                  {site.phone}
                </ChakraLink>
              </ContactLine>
              <ContactLine icon={<Icon name="mail" size={16} />}>
                <ChakraLink href={`mailto:${site.email}`} color="white" wordBreak="break-all">
                  {site.email}
                </ChakraLink>
              </ContactLine>
              <ContactLine icon={<Icon name="map-pin" size={16} />}>
                <address style={{ fontStyle: 'normal' }}>
                  {site.address.street}
                  <br />
                  {`${site.address.city}, ${site.address.region} ${site.address.postalCode}`}
                </address>
              </ContactLine>
              <Text color="white" fontWeight="700" mb="-2">
                {footer.phoneLines}
              </Text>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
                {site.phoneHours.map((h) => (
                  <Box key={h.days} display="contents">
                    <Box as="dt" color="white" fontWeight="600">
                      {h.days}
                    </Box>
                    <Box as="dd">{h.hours}</Box>
                  </Box>
                ))}
              </Box>
              <Text>{footer.emergencies}</Text>
            </Stack>
          </FooterBlock>
        </Grid>
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="navy.800"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="2"
          fontSize="sm"
        >
          <Text>{`© ${site.copyrightStartYear}-${buildYear} ${site.brand}. ${footer.rights}`}</Text>
          <LanguageSwitch color="white" textDecoration="underline" py="1" />
          <Text>{site.license}</Text>
        </Flex>
      </Container>
    </Box>
  )
}

type FooterBlockProps = { title: string; children: ReactNode }

function FooterBlock({ title, children }: FooterBlockProps) {
  return (
    <Box>
      <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="0.08em" color="copper.300" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

// The links' look once, on their lists (some 25 links a page), as Chakra's link draws them here.
const FOOTER_LINKS = defineStyle({
  '& a': {
    color: 'navy.100',
    py: '0.5',
    display: 'inline-block',
    rounded: 'l1',
    _hover: { color: 'white', textDecoration: 'underline', textUnderlineOffset: '3px' },
    // the ring Chakra's link recipe draws, by the same utility
    focusVisibleRing: 'outside',
    focusRingColor: 'colorPalette.focusRing',
  },
})

type FooterLinksProps = { title: string; links: NavLink[]; columns?: 1 | 2 }

function FooterLinks({ title, links, columns = 1 }: FooterLinksProps) {
  return (
    <FooterBlock title={title}>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={`repeat(${columns}, auto)`}
        columnGap="4"
        rowGap="2"
        fontSize="sm"
        css={FOOTER_LINKS}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Box>
    </FooterBlock>
  )
}

type ContactLineProps = { icon: ReactNode; children: ReactNode }

function ContactLine({ icon, children }: ContactLineProps) {
  return (
    <Flex gap="2.5" align="flex-start">
      <Box color="copper.300" mt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <Box>{children}</Box>
    </Flex>
  )
}
