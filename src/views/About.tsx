import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { Picture } from '../components/ui/Picture'
import { PageHero } from '../components/sections/PageHero'
import { ButtonLink } from '../components/ui/ButtonLink'
import { ContentIcon } from '../components/ui/ContentIcon'
import { Section } from '../components/ui/Section'
import { CallLink } from '../components/ui/CallLink'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { fillPlaceholders } from '../lib/text'
import { FaqAccordion } from '../components/sections/FaqAccordion'
import { TEAM_PAGE_SIZE, TeamGrid } from '../components/sections/TeamGrid'
import { Islands } from '../islands'

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { aboutContent: about, siteData, allTeamMember, allFaq } = data
  const words = useUi().pages.about
  const { href } = useLocale()
  if (!about || !siteData) return null
  const year = { year: String(siteData.foundedYear) }
  const storyImage = about.storyImage.childImageSharp?.gatsbyImageData
  return (
    <>
      <PageHero eyebrow={fillPlaceholders(words.heroEyebrow, year)} title={about.heading} text={about.intro} />
      <Section id="story" eyebrow={words.storyEyebrow} title={fillPlaceholders(words.storyTitle, year)} align="left">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
            {about.story.map((p) => (
              <Text key={p.slice(0, 32)}>{p}</Text>
            ))}
          </Stack>
          <Stack gap="6">
            {storyImage && (
              <Box rounded="card" overflow="hidden" boxShadow="lift">
                <Picture image={storyImage} alt={about.storyImageAlt} sizes="(min-width: 1024px) 560px, 92vw" />
              </Box>
            )}
            <Box rounded="card" overflow="hidden" boxShadow="lift">
              <Islands.VideoPoster videoId={about.videoId} title={about.videoTitle} poster={about.poster} />
            </Box>
          </Stack>
        </Grid>
      </Section>
      <Section id="values" eyebrow={words.valuesEyebrow} title={words.valuesTitle} tone="sand">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {about.values.map((v) => (
            <Box layerStyle="card" as="li" key={v.title} p="7">
              <Box color="copper.700" mb="3">
                <ContentIcon name={v.icon} size={32} />
              </Box>
              <Heading as="h3" fontSize="xl" color="navy.900" mb="2">
                {v.title}
              </Heading>
              <Text color="slate">{v.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="team" eyebrow={words.teamEyebrow} title={words.teamTitle}>
        <TeamGrid members={allTeamMember.nodes} pageSize={TEAM_PAGE_SIZE} />
      </Section>
      <Section id="faq" eyebrow={words.faqEyebrow} title={words.faqTitle} tone="sand">
        <FaqAccordion items={allFaq.nodes} />
      </Section>
      <Section id="thank-you" title={about.thankYou.heading} intro={about.thankYou.text} tone="dark">
        <Box maxW="3xl" mx="auto" mb="10" rounded="card" overflow="hidden" boxShadow="lift">
          <Islands.VideoPoster videoId={about.thankYou.videoId} title={about.thankYou.videoTitle} poster={about.thankYou.poster} />
        </Box>
        <Flex justify="center" gap="3" wrap="wrap">
          <ButtonLink to={href('/contact/')} colorPalette="brand">
            {words.contact}
          </ButtonLink>
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
      </Section>
    </>
  )
}
