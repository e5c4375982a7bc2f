import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useEffect, useState } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { useUi } from '../../hooks/use-ui'
import type { StormAnswer } from '../../lib/storms/answer'
import { stormsUrl } from '../../lib/storms/place'
import { SUMMARY_RADIUS } from '../../lib/storms/rules'
import { inchesOnPage } from '../../lib/storms/words'
import { fillPlaceholders } from '../../lib/text'
import { TapLink } from '../ui/TapLink'
import { stormCheckFor } from '../../lib/navigation'

type StormSummaryProps = { town: { slug: string; name: string } }

/**
 * A town page's line on the last twelve months of severe weather around it, asked of /api/storms as
 * it comes near the screen (the build cannot reach the source, and the CDN keeps the answer a day).
 * Until then, and when the reports cannot be had, it quietly points to the storm check.
 */
export function StormSummary({ town }: StormSummaryProps) {
  const { stormSummary: t } = useUi().sections
  const { hailSizes } = useUi().pages.stormCheck
  const { href, locale } = useLocale()
  const [answer, setAnswer] = useState<StormAnswer | 'asking' | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    setAnswer('asking')
    fetch(stormsUrl({ place: town.slug, radius: SUMMARY_RADIUS }), { signal: controller.signal })
      .then((response) => response.json() as Promise<StormAnswer>)
      .then(setAnswer, () => !controller.signal.aborted && setAnswer(null))
    return () => controller.abort()
  }, [town.slug])

  const miles = String(SUMMARY_RADIUS)
  let line = t.unavailable
  if (answer === 'asking') line = fillPlaceholders(t.loading, { miles })
  else if (answer?.status === 'ok') {
    const { count, largestHailInches, largestHailSize } = answer.lastYear
    line = fillPlaceholders(count === 0 ? t.none : count === 1 ? t.countOne : t.countMany, { count: String(count), miles })
    if (largestHailInches !== null && largestHailSize)
      line += ` ${fillPlaceholders(t.largestHail, { inches: inchesOnPage(largestHailInches, locale), size: hailSizes[largestHailSize] })}`
  }
  return (
    <Box as="section" aria-labelledby="storm-summary-heading" bg="navy.50" py={{ base: '8', md: '10' }}>
      <Container maxW="7xl">
        <Flex gap={{ base: '4', md: '6' }} align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Box color="copper.700" flexShrink={0} display={{ base: 'none', md: 'block' }}>
            <Icon name="storm" size={40} />
          </Box>
          <Box flex="1">
            <Heading as="h2" id="storm-summary-heading" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
              {fillPlaceholders(t.heading, { town: town.name })}
            </Heading>
            <Text mt="1" aria-live="polite" data-storm-summary={answer === null ? 'quiet' : answer === 'asking' ? 'asking' : answer.status}>
              {line}
            </Text>
          </Box>
          <TapLink to={stormCheckFor(href, town.slug, SUMMARY_RADIUS)} shape="pill" tone="navy" flexShrink={0}>
            {fillPlaceholders(t.link, { town: town.name })}
          </TapLink>
        </Flex>
      </Container>
    </Box>
  )
}
