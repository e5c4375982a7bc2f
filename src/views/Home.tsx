import { Box, Flex, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { LandingSections } from './sections/LandingSections'
import { PageHero } from '../components/sections/PageHero'
import { RatingBadges } from '../components/sections/RatingBadges'
import { TrustPoints } from '../components/sections/TrustPoints'
import { ButtonLink } from '../components/ui/ButtonLink'
import { Offscreen } from '../components/ui/Offscreen'
import { Section } from '../components/ui/Section'
import { CertificationsBanner } from '../components/sections/CertificationsBanner'
import { SpanishWelcome } from '../components/sections/SpanishWelcome'
import { useLocale } from '../hooks/use-locale'
import { useSiteData } from '../hooks/use-site-data'
import { useUi } from '../hooks/use-ui'
import { StormInspectionButton } from '../components/storms/StormInspectionButton'
import { Islands } from '../islands'

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homeContent, siteData, pricing, financing, allTown } = data
  const words = useUi().pages.home
  const { href } = useLocale()
  const { storm } = useSiteData()
  if (!homeContent || !siteData) return null
  const { hero, certifications } = homeContent
  const badges = certifications.map(({ label, image }) => ({ label, image: image.childImageSharp?.gatsbyImageData }))
  return (
    <>
      <CertificationsBanner badges={badges} />
      {/* only what the box reads: an island's props travel in the page's HTML */}
      <Islands.EstimateBox
        data={{ homeContent: { estimateBox: homeContent.estimateBox }, pricing, financing, siteData: { map: siteData.map }, allTown }}
      />
      <PageHero
        title={hero.headline}
        text={hero.tagline}
        image={hero.image.childImageSharp?.gatsbyImageData}
        photoPriority="lazy"
        aside={<Islands.EstimateForm />}
      >
        <SpanishWelcome />
        <TrustPoints points={hero.trustPoints} />
        <Text mt="6" fontSize="sm" fontWeight="800" letterSpacing="0.18em" color="copper.300">
          {hero.servingLine}
        </Text>
        <Box mt="5">
          <RatingBadges ratings={siteData.ratings} />
        </Box>
        <Flex mt="8" gap="3" wrap="wrap">
          {/* in storm mode the hero's first button is the storm inspection */}
          {storm && <StormInspectionButton storm={storm} town={storm.townName} source="Home hero: storm inspection" />}
          <ButtonLink
            to={href('/services/')}
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            {words.exploreServices}
          </ButtonLink>
        </Flex>
      </PageHero>
      <LandingSections data={data} />
      <Offscreen>
        <Section id="quote" tone="sand" eyebrow={words.quoteEyebrow} title={words.quoteTitle}>
          <Box maxW="2xl" mx="auto">
            <Islands.QuoteCard heading={words.quoteHeading} source="Home page: quote form" draftKey="quote:home" />
          </Box>
        </Section>
      </Offscreen>
    </>
  )
}
