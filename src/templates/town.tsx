import { Box, Flex } from '@chakra-ui/react'
import type { PageLanguage } from '../lib/i18n/paths'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { LandingSections } from '../components/sections/LandingSections'
import { HERO_SIZES, PageHero } from '../components/sections/PageHero'
import { PreloadImage } from '../components/ui/Picture'
import { RatingBadges } from '../components/sections/RatingBadges'
import { Seo } from '../components/seo/Seo'
import { townService } from '../lib/structured-data'
import { townHeading } from '../lib/titles'
import { CallLink } from '../components/ui/CallLink'
import { LocalHead } from '../components/sections/LocalHead'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'
import { QuoteCard } from '../islands'

export default function TownPage({ data }: PageProps<Queries.TownPageQuery>) {
  const { town, siteData } = data
  const ui = useUi().pages
  if (!town || !siteData) return null
  return (
    <>
      <PageHero
        eyebrow={fillPlaceholders(ui.town.eyebrow, { county: town.county })}
        title={townHeading(town.name, ui.titles)}
        text={town.intro}
        image={town.heroImage.childImageSharp?.gatsbyImageData}
        aside={
          <QuoteCard
            id="quote"
            heading={fillPlaceholders(ui.town.quoteHeading, { town: town.name })}
            source={`Town page: ${town.name}`}
            draftKey={`quote:town:${town.name}`}
          />
        }
      >
        <Box mt="6">
          <RatingBadges ratings={siteData.ratings} />
        </Box>
        <Flex mt="8" gap="3" wrap="wrap">
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
      </PageHero>
      <LandingSections data={data} town={town.name} />
    </>
  )
}

export const query = graphql`
  query TownPage($slug: String!, $locale: String!) {
    town(slug: { eq: $slug }, fields: { locale: { eq: $locale } }) {
      name
      county
      intro
      metaDescription
      heroImage {
        ...HeroPhoto
      }
    }
    siteData(fields: { locale: { eq: $locale } }) {
      siteUrl
      phone
      ratings {
        score
        reviews
        source
      }
    }
    ...LandingSections
  }
`

export const Head = ({ data, location, pageContext }: HeadProps<Queries.TownPageQuery, PageLanguage>) => {
  const { town, siteData } = data
  if (!town || !siteData) return null
  return (
    <LocalHead pathname={location.pathname}>
      {(ui) => (
        <Seo
          page={pageContext}
          title={townHeading(town.name, ui.pages.titles)}
          description={town.metaDescription}
          path={location.pathname}
          trail={[{ name: town.name, path: location.pathname }]}
          jsonLd={[townService(siteData.siteUrl, { name: town.name, path: location.pathname })]}
        >
          <PreloadImage image={town.heroImage.childImageSharp?.gatsbyImageData} sizes={HERO_SIZES} />
        </Seo>
      )}
    </LocalHead>
  )
}
