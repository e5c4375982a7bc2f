import { Box, Container, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Picture } from '../components/ui/Picture'
import { PageHero } from '../components/sections/PageHero'
import { Seo } from '../components/seo/Seo'
import { Section } from '../components/ui/Section'
import { servicePath, townPath } from '../lib/navigation'
import { serviceTitle } from '../lib/titles'
import { ogImagePath } from '../lib/og'
import { service } from '../lib/structured-data'
import { CallLink } from '../components/ui/CallLink'
import { EstimateButton } from '../components/forms/EstimateButton'
import { CheckList } from '../components/ui/CheckList'
import { FinancingFrom } from '../components/sections/FinancingExample'
import { startingPrice } from '../lib/pricing'
import { LocalHead } from '../components/sections/LocalHead'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const { service, siteData, allTown, pricing, financing } = data
  const words = useUi().pages.service
  const { href } = useLocale()
  if (!service || !siteData) return null
  const priced = pricing && financing && pricing.service.slug === service.slug ? { from: startingPrice(pricing), financing } : null
  const image = service.image.childImageSharp?.gatsbyImageData
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={service.title} text={service.description}>
        <Flex mt="8" gap="3" wrap="wrap">
          <EstimateButton source={`Service page: ${service.title}`} prefill={{ service: service.title }} />
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
        {priced && <FinancingFrom price={priced.from} financing={priced.financing} />}
      </PageHero>
      <Box
        as="section"
        aria-label={fillPlaceholders(words.aboutLabel, { service: service.title })}
        py={{ base: '12', md: '16' }}
        bg="white"
      >
        <Container maxW="7xl">
          <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
            <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="ink" lineHeight="1.75">
              {service.body.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)}>{paragraph}</Text>
              ))}
            </Stack>
            {image && (
              <Box rounded="card" overflow="hidden" boxShadow="lift">
                <Picture image={image} alt={service.imageAlt} priority="eager" sizes="(min-width: 1024px) 560px, 92vw" />
              </Box>
            )}
          </Grid>
        </Container>
      </Box>
      <Section tone="sand" title={words.includedTitle} align="left">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }}>
          <FeatureList heading={words.features} items={service.features} />
          <FeatureList heading={words.benefits} items={service.benefits} />
        </SimpleGrid>
      </Section>
      <Section title={words.relatedTitle} align="left">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {service.related.map((r) => (
            <li key={r.slug}>
              <Box
                asChild
                display="block"
                p="5"
                rounded="card"
                borderWidth="1px"
                borderColor="navy.100"
                _hover={{ borderColor: 'copper.500' }}
                color="ink"
              >
                <Link to={href(servicePath(r.slug))}>
                  <Text fontWeight="700" color="navy.900" fontSize="lg">
                    {r.title}
                  </Text>
                  <Text color="slate" fontSize="sm" mt="1">
                    {r.description}
                  </Text>
                </Link>
              </Box>
            </li>
          ))}
        </SimpleGrid>
        <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} mt="12" mb="4">
          {fillPlaceholders(words.townsHeading, { service: service.title })}
        </Heading>
        <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
          {allTown.nodes.map((t) => (
            <li key={t.slug}>
              <Box
                asChild
                display="inline-block"
                px="3"
                py="1.5"
                rounded="full"
                bg="sand"
                color="navy.900"
                fontWeight="600"
                fontSize="sm"
                _hover={{ bg: 'copper.100' }}
              >
                <Link to={href(townPath(t.slug))}>{t.name}</Link>
              </Box>
            </li>
          ))}
        </Flex>
      </Section>
    </>
  )
}

type FeatureListProps = { heading: string; items: ReadonlyArray<string> }

function FeatureList({ heading, items }: FeatureListProps) {
  return (
    <Box>
      <Heading as="h3" fontSize="xl" mb="4" color="navy.900">
        {heading}
      </Heading>
      <CheckList items={items} />
    </Box>
  )
}

export const query = graphql`
  query ServicePage($slug: String!, $locale: String!) {
    service(slug: { eq: $slug }, fields: { locale: { eq: $locale } }) {
      slug
      title
      description
      metaDescription
      body
      features
      benefits
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.6, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2])
        }
      }
      related {
        slug
        title
        description
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      brand
      phone
      siteUrl
    }
    allTown(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        slug
        name
      }
    }
    pricing(fields: { locale: { eq: $locale } }) {
      service {
        slug
      }
      ...PricingFigures
    }
    financing(fields: { locale: { eq: $locale } }) {
      ...FinancingExample
    }
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.ServicePageQuery, PageLanguage>) => {
  const { service: page, siteData, allTown } = data
  if (!page || !siteData) return null
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo
          page={pageContext}
          title={serviceTitle(page.title, siteData.brand, ui.pages.titles)}
          fullTitle
          description={page.metaDescription}
          path={location.pathname}
          trail={[
            { name: ui.pages.crumbs.services, path: '/services/' },
            { name: page.title, path: location.pathname },
          ]}
          jsonLd={[
            service(
              siteData.siteUrl,
              {
                title: page.title,
                description: page.metaDescription,
                path: location.pathname,
                image: `${siteData.siteUrl}${ogImagePath(location.pathname)}`,
              },
              allTown.nodes,
            ),
          ]}
        />
      )}
    </LocalHead>
  )
}
