import { Box, Flex } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { LandingSections } from './sections/LandingSections'
import { PageHero } from '../components/sections/PageHero'
import { RatingBadges } from '../components/sections/RatingBadges'
import { townHeading } from '../lib/titles'
import { CallLink } from '../components/ui/CallLink'
import { SpanishWelcome } from '../components/sections/SpanishWelcome'
import { useLocale } from '../hooks/use-locale'
import { useSiteData } from '../hooks/use-site-data'
import { useUi } from '../hooks/use-ui'
import { StormInspectionButton } from '../components/storms/StormInspectionButton'
import { fillPlaceholders } from '../lib/text'
import { Islands } from '../islands'

export default function TownPage({ data }: PageProps<Queries.TownPageQuery>) {
  const { town, siteData } = data
  const ui = useUi().pages
  const { locale } = useLocale()
  const { storm } = useSiteData()
  if (!town || !siteData) return null
  return (
    <>
      <PageHero
        eyebrow={fillPlaceholders(ui.town.eyebrow, { county: town.county })}
        title={townHeading(town.name, ui.titles)}
        text={town.intro}
        image={town.heroImage.childImageSharp?.gatsbyImageData}
        aside={
          <Islands.QuoteCard
            id="quote"
            heading={fillPlaceholders(ui.town.quoteHeading, { town: town.name })}
            source={`Town page: ${town.name}`}
            draftKey={`quote:town:${town.name}`}
          />
        }
      >
        {locale === 'es' && <SpanishWelcome />}
        <Box mt="6">
          <RatingBadges ratings={siteData.ratings} />
        </Box>
        <Flex mt="8" gap="3" wrap="wrap">
          {/* a town the storm hit lists its free inspection first */}
          {storm?.towns.includes(town.slug) && (
            <StormInspectionButton storm={storm} town={town.name} source={`Town page: ${town.name}: storm inspection`} />
          )}
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
      </PageHero>
      <Islands.StormSummary town={{ slug: town.slug, name: town.name }} />
      <LandingSections data={data} town={town.name} />
    </>
  )
}
