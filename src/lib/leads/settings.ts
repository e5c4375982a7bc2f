// The settings the lead function reads (netlify/functions/submission-created.mts), by their names in
// the site's environment: one list, read as it is, so a setting is named once. What each does:
// docs/settings.md.
export const LEAD_SETTINGS = [
  // which submissions are sent: only this site's, read back from Netlify's API
  'SITE_ID',
  'NETLIFY_API_TOKEN',
  'NETLIFY_API_ORIGIN',
  // the owner's tools
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
  // texts
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_MESSAGING_SERVICE_SID',
  'TWILIO_FROM',
  'OFFICE_ALERT_SMS_TO',
  'TWILIO_API_ORIGIN',
  // e-mails
  'RESEND_API_KEY',
  'LEADS_FROM_EMAIL',
  'OFFICE_ALERT_EMAIL_TO',
  'HIRING_EMAIL_TO',
  'RESEND_API_ORIGIN',
  // limits
  'ALERTS_DAILY_LIMIT',
  'CONFIRMATIONS_DAILY_LIMIT',
  'STORE_KEY_SECRET',
] as const

export type LeadSetting = (typeof LEAD_SETTINGS)[number]
export type LeadSettings = Partial<Record<LeadSetting, string>>

/** The settings as `read` gives each (the site's environment in the function). */
export const readLeadSettings = (read: (name: LeadSetting) => string | undefined): LeadSettings =>
  Object.fromEntries(LEAD_SETTINGS.map((name) => [name, read(name)]))
