import type { ButtonProps, TextProps } from '@chakra-ui/react'

// Looks that stand in more than one component, named once so they stay alike. The card is Card.tsx,
// the forms' submit button brand-submit.ts.

const OUTLINED_ROUND = { rounded: 'full', variant: 'outline' } as const

/** The quiet round outlined button, in the colours of the background it stands on. */
export const OUTLINE_PILL = {
  /** on white: the carousels' controls and the review links */
  onWhite: { ...OUTLINED_ROUND, borderColor: 'navy.200', color: 'navy.900', bg: 'white', _hover: { bg: 'navy.50' } },
  /** on navy: the footer's social links */
  onNavy: { ...OUTLINED_ROUND, borderColor: 'navy.600', color: 'white', _hover: { bg: 'navy.800' } },
} as const satisfies Record<string, ButtonProps>

/** The small copper capitals over a section's heading; each place gives the colour for its background. */
export const EYEBROW = {
  fontSize: 'sm',
  fontWeight: '700',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
} as const satisfies TextProps

/** The small grey capitals of a label: an article card's date, a project's specification. */
export const LABEL_CAPS = {
  fontSize: 'xs',
  fontWeight: '700',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'slate',
} as const satisfies TextProps
