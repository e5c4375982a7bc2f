// What one submission sends to Netlify Forms, whichever form it comes from: the visitor's values,
// the form's own fields (which page it came from), the page's language, where the visit came from,
// and an id.
import { ATTRIBUTION_FIELDS, attributionFields } from './attribution'
import { consentAnswer, SMS_CONSENT_FIELD } from './consent'
import type { FormFields } from './deliver'
import type { LeadField } from './fields'

export const SUBMISSION_ID_FIELD = 'submission-id' satisfies LeadField
/** The language of the page the request was sent from ("en", "es"): the office calls back in it. */
export const LANGUAGE_FIELD = 'language' satisfies LeadField

/** Fields every form carries hidden, so Netlify, which reads the forms from the built HTML, keeps them. */
export const HIDDEN_FIELDS = [SUBMISSION_ID_FIELD, LANGUAGE_FIELD, ...ATTRIBUTION_FIELDS] as const

/** A fresh id for a submission: the office can tell a request it has already seen. */
export const newSubmissionId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export function submissionFields(values: Record<string, unknown>, extra: FormFields, id: string, language: string): FormFields {
  const fields: FormFields = {
    ...(values as FormFields),
    ...extra,
    ...attributionFields(),
    [SUBMISSION_ID_FIELD]: id,
    [LANGUAGE_FIELD]: language,
  }
  if (SMS_CONSENT_FIELD in values) fields[SMS_CONSENT_FIELD] = consentAnswer(values[SMS_CONSENT_FIELD])
  return fields
}
