import { useUi } from '../../hooks/use-ui'
import { FormDialog, type FormDialogProps } from './FormDialog'
import { QuoteForm, type QuotePrefill } from './QuoteForm'
import type { StormFields } from '../../lib/forms/fields'

type QuoteDialogProps = Omit<FormDialogProps, 'children' | 'intro'> & {
  /** where the request came from, for the office */
  source: string
  prefill?: QuotePrefill
  storm?: StormFields
}

/** The one quote dialog ('Get Free Estimate', 'Request a Quote'). */
export function QuoteDialog({ source, prefill, storm, ...dialog }: QuoteDialogProps) {
  const { quoteDialog } = useUi().forms
  return (
    <FormDialog {...dialog} intro={quoteDialog.intro}>
      {(close) => <QuoteForm source={source} draftKey={`quote-dialog:${source}`} prefill={prefill} storm={storm} onDelivered={close} />}
    </FormDialog>
  )
}
