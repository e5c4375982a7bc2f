import { useCallHours } from '../../hooks/use-call-hours'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import { FormDialog, type FormDialogProps } from './FormDialog'
import type { RoofFields, StormFields } from '../../lib/forms/fields'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteDialogProps = Omit<FormDialogProps, 'children' | 'intro'> & {
  /** where the request came from, for the office */
  source: string
  prefill?: QuotePrefill
  storm?: StormFields
  /** what the estimate box measured and chose, sent hidden */
  roof?: RoofFields
}

/** The one quote dialog ('Get Free Estimate', 'Request a Quote'). */
export function QuoteDialog({ source, prefill, storm, roof, ...dialog }: QuoteDialogProps) {
  const { quoteDialog } = useUi().forms
  const hours = useCallHours()
  return (
    <FormDialog {...dialog} intro={fillPlaceholders(quoteDialog.intro, { hours })}>
      {(close) => (
        <QuoteForm source={source} draftKey={`quote-dialog:${source}`} prefill={prefill} storm={storm} roof={roof} onDelivered={close} />
      )}
    </FormDialog>
  )
}
