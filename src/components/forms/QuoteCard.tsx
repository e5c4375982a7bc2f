import { useUi } from '../../hooks/use-ui'
import { FormCard } from './FormCard'
import { QuoteForm, type QuotePrefill } from './QuoteForm'

type QuoteCardProps = { heading: string; source: string; draftKey: string; prefill?: QuotePrefill; id?: string }

/** The quote form on a white card, as it sits on town pages, the contact page and home. */
export function QuoteCard({ heading, source, draftKey, prefill, id }: QuoteCardProps) {
  const { quoteCard } = useUi().forms
  return (
    <FormCard id={id} heading={heading} intro={quoteCard.intro}>
      <QuoteForm source={source} draftKey={draftKey} prefill={prefill} />
    </FormCard>
  )
}
