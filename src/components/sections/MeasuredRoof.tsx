import { Box, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useLocale } from '../../hooks/use-locale'
import { lowestMonthly } from '../../lib/financing'
import { dollars, formatRange, pitchForRise, tierEstimates, type Pricing, type RoofChoices } from '../../lib/pricing'
import type { RoofMeasure } from '../../lib/roof/answer'
import { fillPlaceholders, formatDate } from '../../lib/text'
import { FinancingExample } from './FinancingExample'

type MeasuredCopy = Pick<
  Queries.EstimateBoxCopy,
  'measuredIntro' | 'measuredSize' | 'squareMeaning' | 'measuredPitch' | 'tiersHeading' | 'tierMonthly' | 'disclaimer'
>

type MeasuredRoofProps = {
  roof: RoofMeasure
  pricing: Pricing
  financing: Queries.FinancingExampleFragment
  choices: RoofChoices
  copy: MeasuredCopy
  /** the fields the visitor corrects what the picture cannot see with */
  refine: ReactNode
  /** the button to the quote */
  children: ReactNode
}

/**
 * The visitor's own roof, measured from aerial imagery (/api/roof): when the imagery was taken, its
 * size in squares, its main pitch, and the installed price of each material with its monthly figure.
 */
export function MeasuredRoof({ roof, pricing, financing, choices, copy, refine, children }: MeasuredRoofProps) {
  const { locale } = useLocale()
  const tiers = tierEstimates(pricing, { ...choices, measuredSquares: roof.squares })
  const chosen = tiers.find((tier) => tier.id === choices.material) ?? tiers[0]!
  const pitch = pricing.pitches.find((p) => p.id === pitchForRise(pricing, roof.pitchRise))?.label ?? ''
  return (
    <Box p={{ base: '5', md: '6' }} bg="navy.900" color="white" rounded="card" data-testid="measured-estimate">
      <Text fontSize="sm" color="copper.300" fontWeight="600" data-testid="imagery-date">
        {fillPlaceholders(copy.measuredIntro, { date: formatDate(roof.imageryDate, locale) })}
      </Text>
      <Text fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2" mt="1" data-testid="roof-size">
        {fillPlaceholders(copy.measuredSize, { squares: String(roof.squares), faces: String(roof.faces) })}
      </Text>
      <Text fontSize="sm" color="navy.100">
        {copy.squareMeaning}
      </Text>
      <Text fontSize="sm" mt="1" data-testid="roof-pitch">
        {fillPlaceholders(copy.measuredPitch, { rise: String(roof.pitchRise), pitch })}
      </Text>
      <Text fontWeight="700" fontSize="sm" mt="4">
        {copy.tiersHeading}
      </Text>
      <Box as="ul" listStyleType="none" mt="1" fontSize="sm" data-testid="tier-prices">
        {tiers.map((tier) => {
          const isChosen = tier.id === chosen.id
          return (
            <Box
              as="li"
              key={tier.id}
              display="flex"
              flexWrap="wrap"
              justifyContent="space-between"
              columnGap="3"
              py="1.5"
              borderTopWidth="1px"
              borderColor="navy.700"
              fontWeight={isChosen ? '800' : '400'}
              color={isChosen ? 'white' : 'navy.100'}
              data-chosen={isChosen || undefined}
            >
              <span>{tier.label}</span>
              <span>
                <span data-testid={isChosen ? 'price-range' : undefined}>{formatRange(tier.estimate)}</span>
                {' · '}
                {fillPlaceholders(copy.tierMonthly, { amount: dollars(lowestMonthly(tier.estimate.low, financing).amount) })}
              </span>
            </Box>
          )
        })}
      </Box>
      {refine}
      <FinancingExample price={chosen.estimate} financing={financing} />
      {children}
      <Text fontSize="xs" color="navy.200" mt="3">
        {copy.disclaimer}
      </Text>
    </Box>
  )
}
