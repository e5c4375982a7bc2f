import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { CardLink } from '../components/ui/Card'
import { PageHero } from '../components/sections/PageHero'
import { ContentIcon } from '../components/ui/ContentIcon'
import { Section } from '../components/ui/Section'
import { servicePath } from '../lib/navigation'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { EstimateButton } from '../components/forms/EstimateButton'

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const overview = data.servicesOverview
  const words = useUi().pages.services
  if (!overview) return null
  return (
    <>
      <PageHero eyebrow={data.pageMeta?.eyebrow ?? undefined} title={data.pageMeta?.heading ?? ''} text={overview.intro}>
        <Flex mt="8">
          <EstimateButton source="Services overview" label={words.estimate} />
        </Flex>
      </PageHero>
      <Section id="residential" eyebrow={words.residentialEyebrow} title={words.residentialTitle} align="left">
        <CardGrid cards={overview.residential} />
      </Section>
      <Section id="commercial" eyebrow={words.commercialEyebrow} title={words.commercialTitle} tone="sand" align="left">
        <CardGrid cards={overview.commercial} />
      </Section>
      <Section id="highlights" title={words.highlightsTitle} tone="dark">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {overview.highlights.map((h) => (
            <Box as="li" key={h.title} p="6" rounded="card" bg="navy.800">
              <Box color="copper.300" mb="3">
                <ContentIcon name={h.icon} size={30} />
              </Box>
              <Heading as="h3" fontSize="lg" mb="2">
                {h.title}
              </Heading>
              <Text color="navy.100" fontSize="sm">
                {h.description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
    </>
  )
}

type CardGridProps = { cards: ReadonlyArray<Queries.OverviewCardFragment> }

function CardGrid({ cards }: CardGridProps) {
  const { href } = useLocale()
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
      {cards.map((card) => (
        <li key={card.title}>
          <CardLink to={href(servicePath(card.service.slug))} gap="3" p="7">
            <Box color="copper.700">
              <ContentIcon name={card.icon} size={32} />
            </Box>
            <Heading as="h3" fontSize="xl" color="navy.900">
              {card.title}
            </Heading>
            <Text color="slate">{card.description}</Text>
            <Text color="copper.700" fontWeight="700" fontSize="sm" mt="auto">
              {card.service.title} →
            </Text>
          </CardLink>
        </li>
      ))}
    </SimpleGrid>
  )
}
