import { Box, Grid, type BoxProps } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { telHref } from '../../lib/phone'
import { ButtonLink } from '../ui/ButtonLink'
import { useLocale } from '../../hooks/use-locale'
import { useCallHelp } from '../../hooks/use-call-help'
import { useUi } from '../../hooks/use-ui'
import { EstimateButton } from '../forms/EstimateButton'

type MobileActionBarProps = { phone: string }

export const MOBILE_BAR_HEIGHT = 72

/** The bar along the bottom of a phone's screen, above the home indicator. */
const BAR = {
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'sticky',
  display: { base: 'block', md: 'none' },
  bg: 'white',
  borderTopWidth: '1px',
  borderColor: 'navy.100',
  boxShadow: '0 -6px 20px rgba(15,30,51,0.12)',
  px: '3',
  py: '2.5',
  pb: 'max(0.625rem, env(safe-area-inset-bottom))',
} as const satisfies BoxProps

/**
 * On phones the two things a visitor came for stay one tap away: call, or ask for an estimate. The
 * page ends with a spacer of the bar's height, so the bar never hides the footer.
 */
export function MobileActionBar({ phone }: MobileActionBarProps) {
  const { actionBar } = useUi().layout
  const callHelp = useCallHelp()
  // on Spanish pages the call button says under its label that the call is answered in Spanish
  const spanish = useLocale().locale === 'es'
  return (
    <>
      <Box aria-hidden height={`${MOBILE_BAR_HEIGHT}px`} display={{ base: 'block', md: 'none' }} bg="navy.950" />
      <Box as="aside" aria-label={actionBar.label} {...BAR}>
        <Grid templateColumns="1fr 1fr" gap="2.5">
          <ButtonLink to={telHref(phone)} size="md" bg="navy.900" color="white" _hover={{ bg: 'navy.800' }} title={callHelp}>
            <Icon name="phone" size={18} />
            {spanish ? (
              <Box as="span" display="flex" flexDirection="column" alignItems="flex-start" lineHeight="1.1">
                {actionBar.call}
                <Box as="span" fontSize="2xs" fontWeight="600">
                  {callHelp}
                </Box>
              </Box>
            ) : (
              actionBar.call
            )}
          </ButtonLink>
          <EstimateButton source="Mobile action bar" size="md" label={actionBar.estimate} />
        </Grid>
      </Box>
    </>
  )
}
