import { Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { TapLink } from '../components/ui/TapLink'
import { TileLink } from '../components/ui/TileLink'
import { PageHero } from '../components/sections/PageHero'
import { Section } from '../components/ui/Section'
import { servicePath, STORM_CHECK_PATH, STORM_DAMAGE_SERVICE, STORM_GUIDE_PATH, townPath } from '../lib/navigation'
import { CallLink } from '../components/ui/CallLink'
import { ServiceAbout, ServiceIncluded } from '../components/sections/ServiceDetails'
import { FinancingFrom } from '../components/sections/FinancingExample'
import { startingPrice } from '../lib/pricing'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'
import { EstimateButton } from '../components/forms/EstimateButton'

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const { service, siteData, allTown, pricing, financing } = data
  const words = useUi().pages.service
  const { href } = useLocale()
  if (!service || !siteData) return null
  const priced = pricing && financing && pricing.service.slug === service.slug ? { from: startingPrice(pricing), financing } : null
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={service.title} text={service.description}>
        <Flex mt="8" gap="3" wrap="wrap">
          <EstimateButton source={`Service page: ${service.title}`} service={service.title} />
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
        {priced && <FinancingFrom price={priced.from} financing={priced.financing} />}
        {service.slug === STORM_DAMAGE_SERVICE && (
          <Flex mt="4" columnGap="6" wrap="wrap">
            <TapLink to={href(STORM_CHECK_PATH)} shape="underline" tone="onDark">
              {words.stormCheck}
            </TapLink>
            <TapLink to={href(STORM_GUIDE_PATH)} shape="underline" tone="onDark">
              {words.stormGuide}
            </TapLink>
          </Flex>
        )}
      </PageHero>
      <ServiceAbout
        label={fillPlaceholders(words.aboutLabel, { service: service.title })}
        body={service.body}
        image={service.image.childImageSharp?.gatsbyImageData}
        imageAlt={service.imageAlt}
      />
      <ServiceIncluded words={words} features={service.features} benefits={service.benefits} />
      <Section title={words.relatedTitle} align="left">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {service.related.map((r) => (
            <li key={r.slug}>
              <TileLink to={href(servicePath(r.slug))} layout="block" tone="plain">
                <Text fontWeight="700" color="navy.900" fontSize="lg">
                  {r.title}
                </Text>
                <Text color="slate" fontSize="sm" mt="1">
                  {r.description}
                </Text>
              </TileLink>
            </li>
          ))}
        </SimpleGrid>
        <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} mt="12" mb="4">
          {fillPlaceholders(words.townsHeading, { service: service.title })}
        </Heading>
        <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
          {allTown.nodes.map((t) => (
            <li key={t.slug}>
              <TapLink to={href(townPath(t.slug))} shape="chip" tone="sand">
                {t.name}
              </TapLink>
            </li>
          ))}
        </Flex>
      </Section>
    </>
  )
}
