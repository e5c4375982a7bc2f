import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { PageProps } from 'gatsby'
import { Fragment } from 'react'
import { FixedPageHero } from '../components/sections/FixedPageHero'
import { CallLink } from '../components/ui/CallLink'
import { Section } from '../components/ui/Section'
import { TapLink } from '../components/ui/TapLink'
import { useLocale } from '../hooks/use-locale'
import { useUi } from '../hooks/use-ui'
import { STORM_CHECK_PATH } from '../lib/navigation'
import { fillPlaceholders, formatDate } from '../lib/text'
import { EstimateButton } from '../components/forms/EstimateButton'

type Step = {
  id: string
  title: string
  paragraphs: ReadonlyArray<string>
  points: ReadonlyArray<string>
  sources: ReadonlyArray<{ label: string; url: string }>
}

/** One step of the guide: its number and title (an anchor of its own), its paragraphs, its points and the sources of what it says of the law. */
function GuideStep({ step, number, sourcesLabel }: { step: Step; number: number; sourcesLabel: string }) {
  return (
    <Box as="li" id={step.id} scrollMarginTop="28">
      <Flex gap="4" align="baseline">
        <Text aria-hidden fontFamily="heading" fontWeight="800" fontSize="2xl" color="copper.700" minW="8">
          {number}.
        </Text>
        <Box>
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
            {step.title}
          </Heading>
          <Stack mt="3" gap="3" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
            {step.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {step.points.length > 0 && (
              <Stack as="ul" ps="5" gap="2" listStyleType="disc">
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Stack>
            )}
            {step.sources.length > 0 && (
              <Text fontSize="sm" color="slate">
                {sourcesLabel}{' '}
                {step.sources.map((source, i) => (
                  <Fragment key={source.url}>
                    {i > 0 && ', '}
                    <chakra.a href={source.url} color="navy.900" textDecoration="underline" fontWeight="600">
                      {source.label}
                    </chakra.a>
                  </Fragment>
                ))}
              </Text>
            )}
          </Stack>
        </Box>
      </Flex>
    </Box>
  )
}

export default function StormGuidePage({ data }: PageProps<Queries.StormGuidePageQuery>) {
  const { stormGuide: guide, siteData } = data
  const t = useUi().pages.stormGuide
  const { locale, href } = useLocale()
  if (!guide || !siteData) return null
  return (
    <>
      <FixedPageHero meta={data.pageMeta}>
        <Flex mt="8" gap="3" wrap="wrap">
          <EstimateButton source="Storm claim guide" label={t.button} />
          <CallLink phone={siteData.phone} tone="onDark" />
        </Flex>
      </FixedPageHero>
      <Section tone="light" align="left" py={{ base: '10', md: '14' }}>
        <Box maxW="3xl">
          <Stack as="ol" aria-label={t.stepsLabel} listStyleType="none" gap={{ base: '8', md: '10' }}>
            {guide.steps.map((step, i) => (
              <GuideStep key={step.id} step={step} number={i + 1} sourcesLabel={t.sources} />
            ))}
          </Stack>
          <Box mt="12" p={{ base: '5', md: '6' }} bg="sand" rounded="card">
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
              {guide.authoritiesHeading}
            </Heading>
            <Stack as="ul" mt="4" gap="4" listStyleType="none">
              {guide.authorities.map((authority) => (
                <li key={authority.url}>
                  <Text fontWeight="700">{authority.name}</Text>
                  <Text>{authority.purpose}</Text>
                  <chakra.a href={authority.url} color="navy.900" textDecoration="underline" fontWeight="600">
                    {authority.url.replace(/^https:\/\//, '').replace(/\/$/, '')}
                  </chakra.a>
                </li>
              ))}
            </Stack>
          </Box>
          <Text mt="8" fontSize="sm" color="slate">
            {guide.note} {fillPlaceholders(t.reviewed, { date: formatDate(guide.reviewed, locale) })}
          </Text>
        </Box>
      </Section>
      <Section id="after-the-guide" tone="sand" align="left" title={t.ctaHeading} py={{ base: '10', md: '14' }}>
        <Text maxW="2xl" fontSize="lg">
          {t.ctaText}
        </Text>
        <Flex mt="6" gap="4" wrap="wrap" align="center">
          <EstimateButton source="Storm claim guide: end" label={t.button} tone="navy" />
          <TapLink to={href(STORM_CHECK_PATH)} shape="pill" tone="navy">
            {t.checkLink}
          </TapLink>
        </Flex>
      </Section>
    </>
  )
}
