// The messages the forms build from their texts (data/ui-forms/ui-forms.en.json, in the page's language): the
// words live in data/, this file only fills them in, so it works in every language.
import type forms from '../../../data/ui-forms/ui-forms.en.json'
import { fillPlaceholders } from '../text'

export type FormTexts = (typeof forms)['texts']
/** The validation messages, one a field (the spec's wording in English). */
export type FieldMessages = FormTexts['validation']
/**
 * What a form sends: each kind has its own words for what happens to it (an applicant is told
 * "tú" in Spanish and when to expect a call, a homeowner "usted" and 24 hours).
 */
export type RequestKind = keyof FormTexts['requests']

type Message = { title: string; description: string }

/** The words for a kind of request. An entry kept by an older version of the site may name no kind we know: an estimate's. */
const requestTexts = (t: FormTexts, what: string) =>
  Object.prototype.hasOwnProperty.call(t.requests, what) ? t.requests[what as RequestKind] : t.requests.estimate

/** A message whose description names the phone to call ({{phone}}). */
const withPhone = ({ title, description }: Message, phone: string): Message => ({
  title,
  description: fillPlaceholders(description, { phone }),
})

/** A message that says when the office calls back ({{when}}: hours.ts, replyPromise). */
export const withWhen = ({ title, description }: Message, when: string): Message => ({
  title,
  description: fillPlaceholders(description, { when }),
})

/** Shown beside the submit button when the form service could not be reached (SubmitButton). */
export const deliveryFailure = (t: FormTexts, what: RequestKind, phone: string): Message => withPhone(requestTexts(t, what).failure, phone)

/** The outbox's words for one request kept on the device when it could not be sent (src/lib/forms/outbox.ts). */
export const outboxMessages = (t: FormTexts, what: string) => {
  const texts = requestTexts(t, what)
  return {
    saved: (phone: string) => withPhone(texts.saved, phone),
    // Only an application carries a file (the resume).
    fileNotKept: (file: string, email: string) => fillPlaceholders(t.requests.application.fileNotKept, { file, email }),
    waiting: (phone: string) => withPhone(texts.waiting, phone),
    sent: texts.sent,
    refused: (phone: string) => withPhone(texts.refused, phone),
    cancelled: texts.cancelled,
    deleted: texts.deleted,
    alreadySent: texts.alreadySent,
    cancel: texts.cancel,
  }
}
