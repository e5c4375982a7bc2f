import { Box, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { Icon } from '../components/ui/Icon'
import type { ReactNode } from 'react'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { Section } from '../components/ui/Section'
import { telHref } from '../lib/phone'
import { useUi } from '../hooks/use-ui'
import { hoursPhrase } from '../lib/hours'
import { fillPlaceholders } from '../lib/text'
import { Islands } from '../islands'
import { AreaMap } from './sections/AreaMap'

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = data.siteData
  const ui = useUi()
  const words = ui.pages.contact
  const { spanish } = ui.layout
  if (!site) return null
  return (
    <>
      <FixedPageHero meta={data.pageMeta} />
      <Section id="quote" align="left">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1.4fr' }} gap={{ base: '10', lg: '14' }}>
          <Stack gap="6">
            <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
              {words.heading}
            </Heading>
            <ContactItem icon={<Icon name="phone" />} label={words.phone}>
              <ChakraLink href={telHref(site.phone)} fontWeight="700" color="navy.900" fontSize="lg">
                {site.phone}
              </ChakraLink>
              <Text mt="1" fontWeight="700" color="copper.700" data-testid="spanish-hours">
                {spanish.welcome}.{' '}
                <Text as="span" fontWeight="400" color="ink">
                  {fillPlaceholders(spanish.hours, { hours: hoursPhrase(site.spanishHours) })}
                </Text>
              </Text>
            </ContactItem>
            <ContactItem icon={<Icon name="mail" />} label={words.email}>
              <ChakraLink href={`mailto:${site.email}`} color="copper.700" fontWeight="600" wordBreak="break-all">
                {site.email}
              </ChakraLink>
            </ContactItem>
            <ContactItem icon={<Icon name="map-pin" />} label={words.office}>
              <address style={{ fontStyle: 'normal' }}>
                {site.legalName}
                <br />
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </address>
            </ContactItem>
            <ContactItem icon={<Icon name="clock" />} label={words.hours}>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                {site.officeHours.map((h) => (
                  <Box key={h.days} display="contents">
                    <Box as="dt" fontWeight="600">
                      {h.days}
                    </Box>
                    <Box as="dd">{h.hours}</Box>
                  </Box>
                ))}
              </Box>
              <Text fontSize="sm" color="slate" mt="2">
                {fillPlaceholders(words.phonesAnswered, { hours: site.phoneHours.map((h) => `${h.days} ${h.hours}`).join(', ') })}
              </Text>
            </ContactItem>
          </Stack>
          <Islands.QuoteCard heading={words.quoteHeading} source="Contact page" draftKey="quote:contact" />
        </Grid>
      </Section>
      <Section id="map" tone="sand" eyebrow={words.mapEyebrow} title={words.mapTitle}>
        <AreaMap towns={data.allTown.nodes} center={site.map.center} zoom={site.map.zoom} height={400} label={words.mapLabel} />
      </Section>
    </>
  )
}

type ContactItemProps = { icon: ReactNode; label: string; children: ReactNode }

function ContactItem({ icon, label, children }: ContactItemProps) {
  return (
    <Grid templateColumns="48px 1fr" gap="4" alignItems="start">
      <Box bg="copper.50" color="copper.700" rounded="full" w="48px" h="48px" display="flex" alignItems="center" justifyContent="center">
        {icon}
      </Box>
      <Box>
        <Heading as="h3" fontSize="sm" textTransform="uppercase" letterSpacing="0.08em" color="slate" mb="1">
          {label}
        </Heading>
        {children}
      </Box>
    </Grid>
  )
}
