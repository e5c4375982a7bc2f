import { Button } from '@chakra-ui/react'
import { useUi } from '../../hooks/use-ui'
import { QuoteDialog } from './QuoteDialog'
import type { QuotePrefill } from './QuoteForm'
import type { StormFields } from '../../lib/forms/fields'

const TONES = {
  /** copper on navy or on a photo */
  brand: { colorPalette: 'brand' },
  /** navy on the copper call to action */
  navy: { bg: 'navy.950', color: 'white', _hover: { bg: 'navy.800' } },
} as const

type EstimateButtonProps = {
  /** where the request came from, for the office */
  source: string
  prefill?: QuotePrefill
  tone?: keyof typeof TONES
  size?: 'md' | 'lg'
  /** the button's words; "Get Free Estimate" in the page's language when not given */
  label?: string
  /** the dialog's title; "Get My Free Estimate"'s in the page's language when not given */
  title?: string
  /** the storm the visitor checked (the storm check), sent in hidden fields */
  storm?: StormFields
}

/** The "Get Free Estimate" button and the quote dialog it opens. */
export function EstimateButton({ source, prefill, tone = 'brand', size = 'lg', label, title, storm }: EstimateButtonProps) {
  const texts = useUi().forms.estimateButton
  return (
    <QuoteDialog
      title={title ?? texts.dialogTitle}
      source={source}
      prefill={prefill}
      storm={storm}
      trigger={
        <Button size={size} rounded="full" fontWeight="700" {...TONES[tone]}>
          {label ?? texts.label}
        </Button>
      }
    />
  )
}
