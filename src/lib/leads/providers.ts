// How a message is handed to its provider: a text to Twilio, an e-mail to Resend, a lead to the
// owner's webhook. Each gives an Attempt (retry.ts sends it); none is sent here.
import type { Email } from './messages'
import type { Attempt } from './retry'
import type { LeadSettings } from './settings'
import { isLoopbackOrigin } from '../server/http'

export const TWILIO_API = 'https://api.twilio.com'
export const RESEND_API = 'https://api.resend.com'

const E164 = /^\+[1-9]\d{7,14}$/
/** A Messaging Service's SID: its opt-out keywords (STOP, PARAR...) are honoured by Twilio for every number it sends from. */
export const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/

/** The addresses of a setting that lists them with commas. */
export const addressList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean)

/** The office's number when OFFICE_ALERT_SMS_TO is E.164. */
export const officeNumber = (s: LeadSettings) => (s.OFFICE_ALERT_SMS_TO && E164.test(s.OFFICE_ALERT_SMS_TO) ? s.OFFICE_ALERT_SMS_TO : null)

/** The first setting Twilio misses for a text from the office's number (a Messaging Service or TWILIO_FROM), else null. */
export function twilioMissing(s: LeadSettings, { service }: { service: boolean }): string | null {
  if (!s.TWILIO_ACCOUNT_SID) return 'TWILIO_ACCOUNT_SID'
  if (!s.TWILIO_AUTH_TOKEN) return 'TWILIO_AUTH_TOKEN'
  if (service && !MESSAGING_SERVICE.test(s.TWILIO_MESSAGING_SERVICE_SID ?? ''))
    return 'TWILIO_MESSAGING_SERVICE_SID (a Messaging Service with Advanced Opt-Out, MG…)'
  if (!s.TWILIO_MESSAGING_SERVICE_SID && !s.TWILIO_FROM) return 'TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM'
  return null
}

export const resendMissing = (s: LeadSettings): string | null =>
  !s.RESEND_API_KEY ? 'RESEND_API_KEY' : !s.LEADS_FROM_EMAIL ? 'LEADS_FROM_EMAIL' : null

/** The origin of a provider: its own, or a stand-in on this machine; another value is refused, once in the log. */
function originOf(own: string, override: string | undefined, name: string, logOnce: (line: string) => void) {
  if (!override) return own
  if (isLoopbackOrigin(override)) return override.replace(/\/$/, '')
  logOnce(`leads: ${name} is not an address on this machine: ignored`)
  return own
}

export type Providers = {
  /** a text from the Messaging Service (or TWILIO_FROM where there is none) */
  text: (to: string, body: string, name: string) => Attempt
  /** an e-mail from LEADS_FROM_EMAIL; `key` makes a second send of it a no-op at Resend for a day */
  email: (to: string[], message: Email, name: string, key: string, extra?: { replyTo?: string | null; attachments?: unknown[] }) => Attempt
}

export function providers(s: LeadSettings, logOnce: (line: string) => void): Providers {
  return {
    text: (to, body, name) => {
      const origin = originOf(TWILIO_API, s.TWILIO_API_ORIGIN, 'TWILIO_API_ORIGIN', logOnce)
      const sender: Record<string, string> = s.TWILIO_MESSAGING_SERVICE_SID
        ? { MessagingServiceSid: s.TWILIO_MESSAGING_SERVICE_SID }
        : s.TWILIO_FROM!.startsWith('MG')
          ? { MessagingServiceSid: s.TWILIO_FROM! }
          : { From: s.TWILIO_FROM! }
      return {
        url: `${origin}/2010-04-01/Accounts/${encodeURIComponent(s.TWILIO_ACCOUNT_SID!)}/Messages.json`,
        init: () => ({
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${s.TWILIO_ACCOUNT_SID}:${s.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, ...sender, Body: body }).toString(),
        }),
        name,
        setting: 'TWILIO_ACCOUNT_SID and TWILIO_MESSAGING_SERVICE_SID',
      }
    },
    email: (to, message, name, key, { replyTo = null, attachments = [] } = {}) => {
      const origin = originOf(RESEND_API, s.RESEND_API_ORIGIN, 'RESEND_API_ORIGIN', logOnce)
      const body = JSON.stringify({
        from: s.LEADS_FROM_EMAIL,
        to,
        subject: message.subject,
        text: message.text,
        ...(replyTo ? { reply_to: replyTo } : {}),
        ...(attachments.length ? { attachments } : {}),
      })
      return {
        url: `${origin}/emails`,
        init: () => ({
          method: 'POST',
          // Resend keeps the first answer for a key for a day: a retry or a second report sends nothing new
          headers: { authorization: `Bearer ${s.RESEND_API_KEY}`, 'content-type': 'application/json', 'idempotency-key': key },
          body,
        }),
        name,
        setting: 'RESEND_API_KEY',
      }
    },
  }
}
