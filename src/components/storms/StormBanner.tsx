import { Box, Container, Flex, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useLocale } from '../../hooks/use-locale'
import type { StormAlert } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { STORM_GUIDE_PATH, stormCheckFor } from '../../lib/navigation'
import { SUMMARY_RADIUS } from '../../lib/storms/rules'
import { stormHeadline } from '../../lib/storms/words'
import { fillPlaceholders } from '../../lib/text'
import { TapLink } from '../ui/TapLink'
import { StormInspectionButton } from './StormInspectionButton'

type StormBannerProps = { storm: StormAlert }

/**
 * Storm mode's banner at the top of every page (server HTML, in the page from its first paint: no
 * shift): what was reported, where and when, the free inspection, the storm check for that town and
 * the insurance claim guide.
 */
export function StormBanner({ storm }: StormBannerProps) {
  const town = storm.townName
  const t = useUi().layout.stormBanner
  const { locale, href } = useLocale()
  return (
    <Box
      as="section"
      aria-label={t.label}
      bg="navy.950"
      color="white"
      borderBottomWidth="4px"
      borderColor="copper.500"
      data-storm-banner=""
    >
      <Container maxW="7xl" py={{ base: '4', md: '5' }}>
        <Flex gap={{ base: '3', md: '6' }} align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Flex gap="3" flex="1" align="start">
            <Box flexShrink="0" color="copper.300" mt="0.5">
              <Icon name="hail" size={28} />
            </Box>
            <Box>
              <Text fontFamily="heading" fontWeight="700" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="short">
                {stormHeadline(storm, town, t, locale)}
              </Text>
              <Text mt="1" fontSize="sm" color="navy.50">
                {t.text}
              </Text>
              <Flex mt="1" columnGap="5" wrap="wrap" fontSize="sm">
                <TapLink to={stormCheckFor(href, storm.town, SUMMARY_RADIUS)} shape="underline" tone="onDark">
                  {fillPlaceholders(t.checkLink, { town })}
                </TapLink>
                <TapLink to={href(STORM_GUIDE_PATH)} shape="underline" tone="onDark">
                  {t.guideLink}
                </TapLink>
              </Flex>
            </Box>
          </Flex>
          <Box flexShrink="0">
            <StormInspectionButton storm={storm} town={town} source="Storm banner" />
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
