// What a lead's channels are given: the accepted submission and the content its messages are made of.
import type { Locale } from '../i18n/locales'
import type { Pricing } from '../pricing'
import type { Fields, HomeownerContent, Towns } from './messages'

/** What the channels need of data/: the towns, the office's pricing (English) and each language's words. */
export type AlertContent = { towns: Towns; pricing: Pricing; homeowner: Record<Locale, HomeownerContent> }

/** A submission Netlify accepted for this site, its hidden fields checked (hidden.ts). */
export type Accepted = {
  id: string
  netlifyId: string
  form: string
  createdAt: string | null
  fields: Fields
  /** hidden fields left out as not what the page sends */
  refused: ReadonlyArray<string>
}
