import { FormCard } from './FormCard'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteCardProps = { heading: string; source: string; draftKey: string; prefill?: QuotePrefill; id?: string }

/** The quote form on a white card, as it sits on town pages, the contact page and home. */
export function QuoteCard({ heading, source, draftKey, prefill, id }: QuoteCardProps) {
  return (
    <FormCard id={id} heading={heading} intro="Free, no-pressure estimates. We reply within 24 hours.">
      <QuoteForm source={source} draftKey={draftKey} prefill={prefill} />
    </FormCard>
  )
}
