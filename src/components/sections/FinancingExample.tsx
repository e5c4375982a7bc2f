import { Box, Text } from '@chakra-ui/react'
import { graphql } from 'gatsby'
import { Fragment } from 'react'
import { lowestMonthly, monthlyRanges } from '../../lib/financing'
import { dollars, formatRange, type Range } from '../../lib/pricing'
import { fillPlaceholders } from '../../lib/text'

type FinancingExampleProps = { price: Range; financing: Queries.FinancingExampleFragment }

/** The instant estimate's range as monthly payments for each term offered, with its disclaimer. */
export function FinancingExample({ price, financing }: FinancingExampleProps) {
  return (
    <Box mt="5" pt="4" borderTopWidth="1px" borderColor="navy.700" data-testid="monthly-estimate">
      <Text fontWeight="700" fontSize="sm">
        {financing.heading}
      </Text>
      <Box as="dl" mt="2" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        {monthlyRanges(price, financing).map(({ months, low, high }) => (
          <Fragment key={months}>
            <Text as="dt" color="navy.100">
              {fillPlaceholders(financing.termLabel, { months: String(months) })}
            </Text>
            <Text as="dd" fontWeight="700">
              {fillPlaceholders(financing.monthlyRange, { range: formatRange({ low, high }) })}
            </Text>
          </Fragment>
        ))}
      </Box>
      <FinancingDisclaimer financing={financing} color="navy.200" />
    </Box>
  )
}

type FinancingFromProps = { price: number; financing: Queries.FinancingExampleFragment }

/** "Financing available: from $N/month" for the lowest price of the service the estimate prices. */
export function FinancingFrom({ price, financing }: FinancingFromProps) {
  const { months, amount } = lowestMonthly(price, financing)
  return (
    <Box mt="6" maxW="2xl" data-testid="financing-from">
      <Text fontWeight="600">
        {fillPlaceholders(financing.fromLine, { amount: dollars(amount), price: dollars(price), months: String(months) })}
      </Text>
      <FinancingDisclaimer financing={financing} color="navy.100" />
    </Box>
  )
}

type DisclaimerProps = { financing: Pick<Queries.FinancingExampleFragment, 'disclaimer' | 'lender' | 'apr'>; color: string }

/** "Example only, not an offer": said wherever a monthly amount is shown. */
export function FinancingDisclaimer({ financing, color }: DisclaimerProps) {
  return (
    <Text fontSize="xs" color={color} mt="2">
      {fillPlaceholders(financing.disclaimer, { lender: financing.lender, apr: String(financing.apr) })}
    </Text>
  )
}

export const query = graphql`
  fragment FinancingExample on Financing {
    lender
    apr
    termsMonths
    heading
    termLabel
    monthlyRange
    fromLine
    disclaimer
  }
`
