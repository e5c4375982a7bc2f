import { Button } from '@chakra-ui/react'
import { useUi } from '../../hooks/use-ui'
import { ESTIMATE_DIALOG_ID, OPENER_ATTRIBUTE, openerAttribute } from '../../lib/forms/opener'
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
  /** the service the dialog's form chooses */
  service?: string
  tone?: keyof typeof TONES
  size?: 'md' | 'lg'
  /** the button's words; "Get Free Estimate" in the page's language when not given */
  label?: string
  /** the dialog's title; "Get a Free Estimate" in the page's language when not given */
  title?: string
  /** the storm the visitor checked (the storm check, storm mode), sent in hidden fields */
  storm?: StormFields
}

/**
 * A "Get Free Estimate" button: HTML that opens the page's estimate dialog (EstimateDialog, placed
 * once by the page's frame) before any script, naming itself for the form in it (lib/forms/opener.ts).
 */
export function EstimateButton({ source, service, tone = 'brand', size = 'lg', label, title, storm }: EstimateButtonProps) {
  const texts = useUi().forms.estimateButton
  const opener = openerAttribute({ source, ...(title && { title }), ...(service && { service }), ...(storm && { storm }) })
  return (
    <Button asChild size={size} rounded="full" fontWeight="700" {...TONES[tone]}>
      <button type="button" commandfor={ESTIMATE_DIALOG_ID} command="show-modal" aria-haspopup="dialog" {...{ [OPENER_ATTRIBUTE]: opener }}>
        {label ?? texts.label}
      </button>
    </Button>
  )
}
