// The lead contract: what the site's forms send and the functions read, named once. The forms'
// HTML and schemas, the outbox, the submission-created function and the tests all take these names
// from here, so a renamed field is a type error (LeadField), not a blank line in the office's text.
import type { AttributionField } from './attribution'

/** The site's forms, by the name Netlify knows each by. */
export const FORM_NAMES = { estimate: 'estimate', quote: 'quote', application: 'application' } as const
export type FormName = (typeof FORM_NAMES)[keyof typeof FORM_NAMES]
/** The forms that ask for an estimate (texts and e-mails to the office and the homeowner). */
export const ESTIMATE_FORMS: ReadonlyArray<FormName> = [FORM_NAMES.estimate, FORM_NAMES.quote]
export const SITE_FORMS: ReadonlyArray<FormName> = Object.values(FORM_NAMES)
export const isSiteForm = (name: string): name is FormName => (SITE_FORMS as ReadonlyArray<string>).includes(name)

/** The quote form's choice when no service is named: sent to the office in English whatever the page's language. */
export const NOT_SURE = 'Not sure'

/** Netlify's own fields: the form's name, and the bots' trap, which a person leaves empty. */
export const FORM_NAME_FIELD = 'form-name'
export const HONEYPOT_FIELD = 'bot-field'

/** What the estimate and quote forms ask (the quote form adds the service). */
export const REQUEST_FIELDS = ['name', 'email', 'phone', 'address', 'service', 'message'] as const
/** Consent to texts: "yes" or "no", and the version of the wording shown (consent.ts). */
export const CONSENT_FIELDS = ['sms_consent', 'sms_consent_version'] as const
/** Which page or button a request came from, for the office. */
export const SOURCE_FIELD = 'source'
/** The submission's id (the same across the outbox's retries) and the page's language (submission.ts). */
export const SUBMISSION_FIELDS = ['submission-id', 'language'] as const
/**
 * Photos of the damage with an estimate or quote request (issue 57): one file a field, as Netlify
 * Forms takes them, up to three; each in every such form's HTML, so Netlify keeps them.
 */
export const PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3'] as const
export type PhotoField = (typeof PHOTO_FIELDS)[number]

/** What Netlify adds to a submission about the visitor's request. */
export const NETLIFY_FIELDS = ['ip', 'user_agent', 'referrer'] as const

// The application's fields: its schema (schemas.ts) validates exactly these. Netlify Forms keeps
// only the fields a form has in the built HTML: the careers page's dialog holds the form.
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'experience', 'message'] as const
export const APPLICATION_FILES = ['resume'] as const

export type ApplicationField = (typeof APPLICATION_FIELDS)[number] | (typeof APPLICATION_FILES)[number]

/**
 * The quote form's hidden fields about a storm, filled in when it opens from the storm check's
 * "worth a free inspection" or storm mode's "Free storm inspection" (empty otherwise): every quote form has them in the built HTML, so
 * Netlify keeps them whichever page the form was found on.
 */
export const STORM_FIELDS = ['storm_date', 'storm_hail_in', 'storm_wind_mph', 'storm_tornado', 'storm_place'] as const
export type StormFields = Record<(typeof STORM_FIELDS)[number], string>

// What the estimate box measured or chose (with the stories, so the homeowner's confirmation prices
// the roof as the box did), sent with its quote request (src/lib/roof/fields.ts); every
// quote form declares them, so Netlify keeps them.
export const ROOF_FIELDS = ['roof_squares', 'roof_pitch', 'measured', 'imagery_date', 'roof_tier', 'roof_stories'] as const
export type RoofFields = Record<(typeof ROOF_FIELDS)[number], string>

/** Every field a submission may carry. */
export type LeadField =
  | (typeof REQUEST_FIELDS)[number]
  | (typeof CONSENT_FIELDS)[number]
  | typeof SOURCE_FIELD
  | (typeof SUBMISSION_FIELDS)[number]
  | (typeof NETLIFY_FIELDS)[number]
  | ApplicationField
  | PhotoField
  | 'position'
  | keyof RoofFields
  | keyof StormFields
  | AttributionField
  | typeof FORM_NAME_FIELD
  | typeof HONEYPOT_FIELD
