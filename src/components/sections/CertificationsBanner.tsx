import { Box, Container, Flex, Text, type FlexProps } from '@chakra-ui/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from '../ui/Picture'
import { useUi } from '../../hooks/use-ui'

/** A badge: its words (data/home/home.*.json) and its picture, which has none of them. */
export type CertificationBadge = { label: string; image?: IGatsbyImageData }

type CertificationsBannerProps = { badges: ReadonlyArray<CertificationBadge> }

/** The badges centred in rows on a phone, in one on a large screen, over a copper rule. */
const ROW = {
  listStyleType: 'none',
  wrap: { base: 'wrap', lg: 'nowrap' },
  justify: 'center',
  rowGap: '3',
  pb: '3',
  borderBottomWidth: '3px',
  borderColor: 'copper.500',
} as const satisfies FlexProps

/**
 * The badges strip under the header: each badge's picture beside its words, written as text in the
 * page's language (the picture says nothing the words do not: alt=""). One row of five from 1024 px,
 * a rule between the badges; narrower, they wrap into centred rows, three then two on a tablet, two
 * a row on a phone. The pictures are 56 px with their size written, and in the first screen: fetched
 * at once.
 */
export function CertificationsBanner({ badges }: CertificationsBannerProps) {
  const words = useUi().sections.certifications
  return (
    <Box as="section" aria-label={words.label} bg="cream" borderBottomWidth="1px" borderColor="navy.100">
      <Container maxW="6xl" py="3">
        <Flex as="ul" {...ROW}>
          {badges.map((badge) => (
            <Flex
              as="li"
              key={badge.label}
              align="center"
              justify={{ lg: 'center' }}
              gap={{ base: '2.5', md: '3' }}
              flexBasis={{ base: '50%', md: '33.333%', lg: '0' }}
              flexGrow={{ lg: '1' }}
              minW="0"
              px={{ base: '1', md: '3', lg: '2' }}
              borderLeftWidth={{ lg: '1px' }}
              borderColor="navy.100"
              _first={{ borderLeftWidth: '0' }}
            >
              <Box flexShrink="0">{badge.image && <Picture image={badge.image} alt="" priority="eager" />}</Box>
              <Box>
                <Text color="navy.900" fontSize="sm" fontWeight="700" lineHeight="1.3" textWrap="balance">
                  {badge.label}
                </Text>
                {/* the copper underline: an element, not ::after (the site's reset is for elements only) */}
                <Box width="8" height="3px" mt="1.5" bg="copper.500" />
              </Box>
            </Flex>
          ))}
        </Flex>
      </Container>
    </Box>
  )
}
