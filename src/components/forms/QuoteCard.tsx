import { useCallHours } from '../../hooks/use-call-hours'
import { useUi } from '../../hooks/use-ui'
import { fillPlaceholders } from '../../lib/text'
import { FormCard } from './FormCard'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteCardProps = { heading: string; source: string; draftKey: string; prefill?: QuotePrefill; id?: string }

/** The quote form on a white card, as it sits on town pages, the contact page and home. */
export function QuoteCard({ heading, source, draftKey, prefill, id }: QuoteCardProps) {
  const { quoteCard } = useUi().forms
  const hours = useCallHours()
  return (
    <FormCard id={id} heading={heading} intro={fillPlaceholders(quoteCard.intro, { hours })}>
      <QuoteForm source={source} draftKey={draftKey} prefill={prefill} />
    </FormCard>
  )
}
