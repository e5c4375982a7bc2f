import { Box } from '@chakra-ui/react'
import { useLocale } from '../../hooks/use-locale'
import { useCallHelp } from '../../hooks/use-call-help'
import { useUi } from '../../hooks/use-ui'
import { telHref } from '../../lib/phone'
import { fillPlaceholders } from '../../lib/text'
import { ButtonLink } from './ButtonLink'

const TONES = {
  /** white outline on the navy hero or its photo */
  onDark: { color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } },
  /** navy outline on the copper call to action */
  onCopper: { color: 'navy.950', borderColor: 'navy.950', _hover: { bg: 'copper.400' } },
  /** navy outline on white or sand (the storm check's fallback) */
  onLight: { color: 'navy.900', borderColor: 'navy.900', _hover: { bg: 'navy.50' } },
} as const

/**
 * "Call (919) 555-0147" as an outlined button: the phone link beside a page's main button. On
 * Spanish pages a second line says the call is answered in Spanish.
 */
export function CallLink({ phone, tone }: { phone: string; tone: keyof typeof TONES }) {
  const { call } = useUi().layout
  const callHelp = useCallHelp()
  const spanish = useLocale().locale === 'es'
  return (
    <ButtonLink
      to={telHref(phone)}
      variant="outline"
      title={callHelp}
      {...TONES[tone]}
      {...(spanish && { flexDirection: 'column', gap: '0', height: 'auto', minH: '12', py: '1.5', lineHeight: '1.2' })}
    >
      {fillPlaceholders(call, { phone })}
      {spanish && (
        <Box as="span" fontSize="xs" fontWeight="600">
          {callHelp}
        </Box>
      )}
    </ButtonLink>
  )
}
