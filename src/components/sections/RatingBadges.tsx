import { Box, defineStyle, Flex, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'

type RatingBadgesProps = {
  ratings: ReadonlyArray<{ score: string; reviews: number; source: string }>
  tone?: 'light' | 'dark'
}

// The stars filled, once for the row rather than on each of them.
const FILLED = defineStyle({ '& use': { fill: 'currentColor', strokeWidth: '0' } })

/** The two static review badges (4.9 from 251 reviews, 5.0 from 171), read from data/site/site.en.json. */
export function RatingBadges({ ratings, tone = 'dark' }: RatingBadgesProps) {
  const words = useUi().sections.ratings
  return (
    <Flex as="ul" listStyleType="none" gap="3" wrap="wrap" aria-label={words.label}>
      {ratings.map((r) => (
        <Flex
          as="li"
          key={r.source}
          align="center"
          gap="3"
          px="4"
          py="2.5"
          rounded="xl"
          bg={tone === 'dark' ? 'rgba(10,21,38,0.72)' : 'white'}
          borderWidth="1px"
          borderColor={tone === 'dark' ? 'whiteAlpha.300' : 'navy.100'}
          color={tone === 'dark' ? 'white' : 'navy.900'}
        >
          <Text fontFamily="heading" fontSize="2xl" fontWeight="800" lineHeight="1">
            {r.score}
          </Text>
          <Box>
            <Flex gap="0.5" color="copper.400" aria-hidden css={FILLED}>
              {Array.from({ length: 5 }, (_, i) => (
                <Icon name="star" key={i} size={14} />
              ))}
            </Flex>
            <Text fontSize="xs" fontWeight="600">
              {fillPlaceholders(words.reviews, { count: String(r.reviews), source: r.source })}
            </Text>
          </Box>
        </Flex>
      ))}
    </Flex>
  )
}
