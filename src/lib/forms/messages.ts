// The messages the forms build from their texts (data/ui-forms/ui-forms.en.json, in the page's language): the
// words live in data/, this file only fills them in, so it works in every language.
import type forms from '../../../data/ui-forms/ui-forms.en.json'
import { fillPlaceholders } from '../text'

export type FormTexts = (typeof forms)['texts']
/** The validation messages, one a field (the spec's wording in English). */
export type FieldMessages = FormTexts['validation']
/** What a form's request is called ("estimate request"): a key of the texts' requestNames. */
export type RequestKind = keyof FormTexts['requestNames']

type Message = { title: string; description: string }

/**
 * The name of a kept request in the page's language. An entry kept by an older version of the site
 * holds the English words instead of the key: shown as they are.
 */
export const requestName = (t: FormTexts, what: string): string =>
  Object.prototype.hasOwnProperty.call(t.requestNames, what) ? t.requestNames[what as RequestKind] : what

/** Shown beside the submit button when the form service could not be reached (SubmitButton). */
export const deliveryFailure = (t: FormTexts, phone: string): Message => ({
  title: t.deliveryFailure.title,
  description: fillPlaceholders(t.deliveryFailure.description, { phone }),
})

/** The outbox: a request kept on the device when it could not be sent (src/lib/forms/outbox.ts). */
export const outboxMessages = (t: FormTexts) => ({
  saved: (what: string, phone: string): Message => ({
    title: t.outbox.saved.title,
    description: fillPlaceholders(t.outbox.saved.description, { what: requestName(t, what), phone }),
  }),
  fileNotKept: (file: string, email: string) => fillPlaceholders(t.outbox.fileNotKept, { file, email }),
  waiting: (what: string, phone: string): Message => ({
    title: fillPlaceholders(t.outbox.waiting.title, { what: requestName(t, what) }),
    description: fillPlaceholders(t.outbox.waiting.description, { phone }),
  }),
  sent: (what: string): Message => ({
    title: fillPlaceholders(t.outbox.sent.title, { what: requestName(t, what) }),
    description: t.outbox.sent.description,
  }),
  cancelled: t.outbox.cancelled,
  alreadySent: t.outbox.alreadySent,
  cancel: t.outbox.cancel,
})
