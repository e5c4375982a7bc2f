import { FormDialog, type FormDialogProps } from './FormDialog'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteDialogProps = Omit<FormDialogProps, 'children' | 'intro'> & {
  /** where the request came from, for the office */
  source: string
  prefill?: QuotePrefill
}

/** The one quote dialog ('Get Free Estimate', 'Request a Quote'). */
export function QuoteDialog({ source, prefill, ...dialog }: QuoteDialogProps) {
  return (
    <FormDialog {...dialog} intro="Tell us about the job and we will call you within 24 hours to set up a free visit.">
      {(close) => <QuoteForm source={source} draftKey={`quote-dialog:${source}`} prefill={prefill} onDelivered={close} />}
    </FormDialog>
  )
}
