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
  /** where what is typed in it is kept in the tab; one per source when not given */
  draftKey?: string
}

/** The one quote dialog: the page's estimate dialog (EstimateDialog) and the estimate box's. */
export function QuoteDialog({ source, prefill, storm, roof, draftKey, ...dialog }: QuoteDialogProps) {
  const { quoteDialog } = useUi().forms
  const hours = useCallHours()
  return (
    <FormDialog {...dialog} intro={fillPlaceholders(quoteDialog.intro, { hours })}>
      {(close) => (
        <QuoteForm
          source={source}
          draftKey={draftKey ?? `quote-dialog:${source}`}
          prefill={prefill}
          storm={storm}
          roof={roof}
          onDelivered={close}
        />
      )}
    </FormDialog>
  )
}
