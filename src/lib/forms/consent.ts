// Consent to texts, as the office reads it in Netlify's Forms tab: "yes" or "no", and the version of
// the wording the visitor was shown (data/sms-consent/sms-consent.en.json), since consent is to a given wording.
import type { LeadField } from './fields'

export const SMS_CONSENT_FIELD = 'sms_consent' satisfies LeadField
export const SMS_CONSENT_VERSION_FIELD = 'sms_consent_version' satisfies LeadField

/** The box's value as react-hook-form gives it (its value when checked, false when not) as a field. */
export const consentAnswer = (value: unknown): 'yes' | 'no' => (value === 'yes' || value === true ? 'yes' : 'no')
