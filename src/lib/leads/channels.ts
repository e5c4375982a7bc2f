// The channels a request goes to, one row each: who reads it, the settings it needs, when it applies,
// how its sends are limited and its message. The Channel type, the forwarder's "is any channel set"
// and the function's settings follow from this table; alerts.ts runs it. docs/architecture.md,
// "Leads into the office's tools".
import {
  applicationEmail,
  field,
  homeownerEmail,
  homeownerText,
  languageOf,
  officeEmail,
  officeText,
  usPhoneE164,
  type Email,
} from './messages'
import { addressList, officeNumber, resendMissing, twilioMissing, type Providers } from './providers'
import { deliverableEmail, mailbox } from './recipients'
import { ESTIMATE_FORMS, FORM_NAMES } from '../forms/fields'
import { fileOf, photosOf, type Attachment, type SubmittedFile } from './files'
import type { Accepted, AlertContent } from './request'
import type { Attempt } from './retry'
import type { LeadSettings } from './settings'
import { webhookAttempt, webhookMissing } from './webhook'

/** Who reads a channel's messages: the owner's tools, the office, or the homeowner (who may be anyone's address). */
export type Audience = 'owner' | 'office' | 'homeowner'

export type ChannelContext = {
  request: Accepted
  settings: LeadSettings
  content: AlertContent
  providers: Providers
  now: Date
  clock: () => number
  /** files of the submission as attachments, while they fit (alerts.ts fetches them) */
  attachments: (files: ReadonlyArray<SubmittedFile>) => Promise<Attachment[]>
}

/** The one person a homeowner's message goes to, as its limit counts them, and for how long one message holds. */
export type Recipient = { kind: 'email' | 'phone'; value: string; everyMs: number }

type ChannelRow = {
  audience: Audience
  /** the first setting missing, or null when it can send */
  missing: (s: LeadSettings) => string | null
  applies: (request: Accepted) => boolean
  /** a homeowner's channel: who it goes to */
  recipient?: (request: Accepted) => Recipient | null
  /** a daily limit's setting and its default (not for the owner's webhook, which costs nothing) */
  daily?: { setting: 'ALERTS_DAILY_LIMIT' | 'CONFIRMATIONS_DAILY_LIMIT'; fallback: number }
  /** the one notice the office gets when the day's limit is reached: sent by text or by e-mail */
  medium?: 'text' | 'email'
  attempt: (c: ChannelContext) => Promise<Attempt>
}

/** Messages an office channel sends in a day (America/New_York) unless ALERTS_DAILY_LIMIT says otherwise. */
export const OFFICE_DAILY = { setting: 'ALERTS_DAILY_LIMIT', fallback: 200 } as const
/** Confirmations a homeowner channel sends in a day unless CONFIRMATIONS_DAILY_LIMIT says otherwise. */
export const HOMEOWNER_DAILY = { setting: 'CONFIRMATIONS_DAILY_LIMIT', fallback: 100 } as const
const HOUR_MS = 60 * 60 * 1000
/** A resume this small goes attached; a larger one as the link to Netlify's copy. */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024
/** One confirmation e-mail per mailbox in any 24 hours; one text per number in any 7 days. */
export const EMAIL_EVERY_MS = 24 * HOUR_MS
export const TEXT_EVERY_MS = 7 * 24 * HOUR_MS

const isEstimate = (r: Accepted) => (ESTIMATE_FORMS as ReadonlyArray<string>).includes(r.form)
const visitorEmail = (r: Accepted) => deliverableEmail(field(r.fields, 'email'))
const visitorPhone = (r: Accepted) => usPhoneE164(field(r.fields, 'phone'))
const wantsTexts = (r: Accepted) => field(r.fields, 'sms_consent') === 'yes'
const homeownerOf = (c: ChannelContext) => c.content.homeowner[languageOf(c.request.fields)]
const officeTo = (s: LeadSettings) => addressList(s.OFFICE_ALERT_EMAIL_TO)
const hiringTo = (s: LeadSettings) => (addressList(s.HIRING_EMAIL_TO).length ? addressList(s.HIRING_EMAIL_TO) : officeTo(s))
/** A homeowner's message is limited per person: without the key's secret it is not sent at all. */
const keySecret = (s: LeadSettings) =>
  s.STORE_KEY_SECRET && s.STORE_KEY_SECRET.length >= 16 ? null : 'STORE_KEY_SECRET (16 characters or more)'
const idKey = (c: ChannelContext, channel: string) => `${c.request.id}/${channel}`

export const CHANNELS = {
  webhook: {
    audience: 'owner',
    missing: webhookMissing,
    applies: () => true,
    attempt: async (c) => webhookAttempt(c.request, c.settings, c.clock),
  },
  'office-text': {
    audience: 'office',
    missing: (s) =>
      twilioMissing(s, { service: false }) ?? (officeNumber(s) ? null : 'OFFICE_ALERT_SMS_TO as an E.164 number (+19195550147)'),
    applies: isEstimate,
    daily: OFFICE_DAILY,
    medium: 'text',
    attempt: async (c) =>
      c.providers.text(
        officeNumber(c.settings)!,
        officeText(c.request.fields, c.request.form, c.content.towns, c.content.pricing),
        'leads office-text',
      ),
  },
  'office-email': {
    audience: 'office',
    missing: (s) => resendMissing(s) ?? (officeTo(s).length ? null : 'OFFICE_ALERT_EMAIL_TO'),
    applies: isEstimate,
    daily: OFFICE_DAILY,
    medium: 'email',
    attempt: async (c) =>
      c.providers.email(
        officeTo(c.settings),
        officeEmail(c.request.fields, c.request.form, c.content.towns, c.content.pricing, c.request.id, c.request.refused),
        'leads office-email',
        idKey(c, 'office-email'),
        // the photos of the damage attached (issue 57); past the size, their links are in the e-mail
        { replyTo: visitorEmail(c.request), attachments: await c.attachments(photosOf(c.request.fields)) },
      ),
  },
  'homeowner-email': {
    audience: 'homeowner',
    missing: (s) => resendMissing(s) ?? keySecret(s),
    applies: (r) => isEstimate(r) && !!visitorEmail(r),
    recipient: (r) => {
      const to = visitorEmail(r)
      return to ? { kind: 'email', value: mailbox(to), everyMs: EMAIL_EVERY_MS } : null
    },
    daily: HOMEOWNER_DAILY,
    medium: 'email',
    attempt: async (c) =>
      c.providers.email(
        [visitorEmail(c.request)!],
        homeownerEmail(c.request.fields, homeownerOf(c), languageOf(c.request.fields), c.now),
        'leads homeowner-email',
        idKey(c, 'homeowner-email'),
      ),
  },
  'homeowner-text': {
    audience: 'homeowner',
    // only through a Messaging Service, whose opt-out keywords Twilio honours in both languages
    missing: (s) => twilioMissing(s, { service: true }) ?? keySecret(s),
    // consent to texts is the visitor's own box, per request
    applies: (r) => isEstimate(r) && wantsTexts(r) && !!visitorPhone(r),
    recipient: (r) => {
      const to = visitorPhone(r)
      return to ? { kind: 'phone', value: to, everyMs: TEXT_EVERY_MS } : null
    },
    daily: HOMEOWNER_DAILY,
    medium: 'text',
    attempt: async (c) =>
      c.providers.text(
        visitorPhone(c.request)!,
        homeownerText(homeownerOf(c), languageOf(c.request.fields), c.now),
        'leads homeowner-text',
      ),
  },
  'hiring-email': {
    audience: 'office',
    missing: (s) => resendMissing(s) ?? (hiringTo(s).length ? null : 'HIRING_EMAIL_TO or OFFICE_ALERT_EMAIL_TO'),
    applies: (r) => r.form === FORM_NAMES.application,
    daily: OFFICE_DAILY,
    medium: 'email',
    attempt: async (c) => {
      const resume = fileOf(c.request.fields, 'resume')
      // a resume up to 2 MB goes attached; a larger one as its link
      const [attached] = resume && (resume.size ?? 0) <= RESUME_MAX_BYTES ? await c.attachments([resume]) : []
      return c.providers.email(
        hiringTo(c.settings),
        applicationEmail(c.request.fields, c.request.id, attached ? attached.filename : null),
        'leads hiring-email',
        idKey(c, 'hiring-email'),
        { replyTo: visitorEmail(c.request), attachments: attached ? [attached] : [] },
      )
    },
  },
} satisfies Record<string, ChannelRow>

export type Channel = keyof typeof CHANNELS
export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[]
export const channelRow = (channel: Channel): ChannelRow => CHANNELS[channel]

/** Whether any channel has its settings (Netlify's API is asked only then). */
export const anyChannel = (s: LeadSettings) => CHANNEL_NAMES.some((channel) => !channelRow(channel).missing(s))

/** What the office is told, once a day, when a channel's daily limit is reached. */
export function limitNotice(channel: Channel, limit: number, setting: string): Email {
  const what: Record<Channel, string> = {
    webhook: 'leads sent to your tools',
    'office-text': 'texts to the office about requests',
    'office-email': 'e-mails to the office about requests',
    'homeowner-email': 'confirmation e-mails to homeowners',
    'homeowner-text': 'confirmation texts to homeowners',
    'hiring-email': 'e-mails about job applications',
  }
  return {
    subject: `Website: today's limit of ${what[channel]} is reached`,
    text: `Website: today's ${limit} ${what[channel]} are used up (${setting}). None more go until midnight, Raleigh time. Every request is still in Netlify's Forms tab.`,
  }
}
