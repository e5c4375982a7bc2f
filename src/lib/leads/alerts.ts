// The messages sent about an accepted request, each its own channel: the office's text (Twilio) and
// e-mail (Resend), the homeowner's e-mail and, with their consent, text; a job application's e-mail
// to whoever hires. Each is optional (without its settings it says "not configured" once), each is
// sent once per submission (a claim in the functions' store), and one's failure never stops another.
// The words are built in messages.ts. docs/architecture.md, "Leads into the office's tools".
import { createHash } from 'node:crypto'
import type { Locale } from '../i18n/locales'
import type { Pricing } from '../pricing'
import { deadline } from '../deadline'
import { isLoopbackOrigin, type Fetch } from '../server/http'
import { DAY_COUNT_MS, dailyLimitOf, utcDay } from '../server/daily'
import type { Store } from '../server/store'
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
  type Fields,
  type HomeownerContent,
  type Towns,
} from './messages'
import { leadPriority, type Priority } from './priority'
import { sendWithRetries, type Attempt, type Sent, type Timing } from './retry'
import { leadSigner, signatureHeaders } from './sign'

export const TWILIO_API = 'https://api.twilio.com'
export const RESEND_API = 'https://api.resend.com'

export type AlertSettings = {
  /** LEADS_WEBHOOK_URL: the owner's tools */
  webhookUrl?: string
  /** LEADS_WEBHOOK_SECRET: a Standard Webhooks secret (whsec_...) */
  webhookSecret?: string
  twilioAccountSid?: string
  twilioAuthToken?: string
  /** an E.164 number of the account, or a Messaging Service's SID (MG...) */
  twilioFrom?: string
  officeSmsTo?: string
  /** TWILIO_API_ORIGIN: a stand-in on this machine (tests); any other value is ignored */
  twilioOrigin?: string
  resendApiKey?: string
  /** LEADS_FROM_EMAIL: an address of a domain verified in Resend, "Name <leads@domain>" */
  fromEmail?: string
  officeEmailTo?: string
  hiringEmailTo?: string
  /** RESEND_API_ORIGIN: as twilioOrigin */
  resendOrigin?: string
  /** ALERTS_DAILY_LIMIT: the most messages a channel sends in a day (UTC) */
  dailyLimit?: string
}

export type Channel = 'webhook' | 'office-text' | 'office-email' | 'homeowner-email' | 'homeowner-text' | 'hiring-email'
export type Outcome = 'sent' | 'not configured' | 'not for this request' | 'already sent' | 'daily limit' | 'failed'

/** What the channels need of data/: the towns, the office's pricing (English) and each language's words. */
export type AlertContent = { towns: Towns; pricing: Pricing; homeowner: Record<Locale, HomeownerContent> }

export type Accepted = { id: string; netlifyId: string; form: string; createdAt: string | null; fields: Fields }

/** What the owner's tools receive. */
export type Lead = {
  event: 'lead'
  form: string
  /** the form's own submission-id (the same across the outbox's retries), else Netlify's id; also the webhook-id */
  submission_id: string
  netlify_id: string
  created_at: string | null
  priority: Priority
  /** every field the visitor sent (the bots' trap excluded), with the ones Netlify adds */
  fields: Record<string, unknown>
}

export const ESTIMATE_FORMS = ['estimate', 'quote']
export const APPLICATION_FORM = 'application'
/** Messages a channel sends in a day (UTC) unless ALERTS_DAILY_LIMIT says otherwise: a flood of spam costs little. */
export const DEFAULT_DAILY_LIMIT = 200
/** Confirmations one e-mail address or phone gets in a day: a stranger cannot use the form to flood someone. */
export const PER_RECIPIENT_DAILY = 3
/** How long a submission's channels are remembered as sent. */
const SENT_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** A resume this small goes attached; a larger one as the link to Netlify's copy. */
export const ATTACH_MAX_BYTES = 2 * 1024 * 1024
const RESUME_MS = 2_000

const E164 = /^\+[1-9]\d{7,14}$/
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[a-z]{2,}$/i
const emails = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean)
const sha = (text: string) => createHash('sha256').update(text.toLowerCase()).digest('hex')

export type AlertDeps = {
  settings: AlertSettings
  content: AlertContent
  store: Store
  fetch: Fetch
  timing: Timing
  log: (line: string) => void
  /** logs a line once per instance (a missing setting) */
  logOnce: (line: string) => void
}

/** The origin of a provider: its own, or a stand-in on this machine; another value is refused, once in the log. */
function originOf(own: string, override: string | undefined, name: string, logOnce: (line: string) => void) {
  if (!override) return own
  if (isLoopbackOrigin(override)) return override.replace(/\/$/, '')
  logOnce(`leads: ${name} is not an address on this machine: ignored`)
  return own
}

type Plan = {
  channel: Channel
  missing: string | null
  applies: boolean
  /** counted against the day's limit (a text or an e-mail costs money) */
  paid: boolean
  recipient?: string
  attempt?: () => Promise<Attempt>
}

/** https:// anywhere, or http:// on this machine (a stand-in in tests). */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || isLoopbackOrigin(url.origin + '/')
  } catch {
    return false
  }
}

/** The webhook's plan: every form, signed the Standard Webhooks way. */
function webhookPlan({ id, netlifyId, form, createdAt, fields }: Accepted, s: AlertSettings, now: () => number): Plan {
  const signer = s.webhookSecret ? leadSigner(s.webhookSecret) : null
  const missing = !s.webhookUrl
    ? 'LEADS_WEBHOOK_URL'
    : !isWebhookUrl(s.webhookUrl)
      ? 'LEADS_WEBHOOK_URL as an https:// address'
      : !s.webhookSecret
        ? 'LEADS_WEBHOOK_SECRET'
        : !signer
          ? 'LEADS_WEBHOOK_SECRET as a Standard Webhooks secret (whsec_ and 24 to 64 bytes in base64)'
          : null
  const lead: Lead = {
    event: 'lead',
    form,
    submission_id: id,
    netlify_id: netlifyId,
    created_at: createdAt,
    priority: leadPriority(fields),
    fields,
  }
  const body = JSON.stringify(lead)
  return {
    channel: 'webhook',
    missing,
    applies: true,
    paid: false,
    attempt: async () => ({
      url: s.webhookUrl!,
      init: () => ({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'site-leads/1',
          ...signatureHeaders(signer!, id, body, new Date(now())),
        },
        body,
      }),
      name: 'leads webhook',
      setting: 'LEADS_WEBHOOK_URL',
    }),
  }
}

/** The channels a request goes to, each with what it misses or how it is sent. */
function plans(request: Accepted, deps: AlertDeps, started: number): Plan[] {
  const { settings: s, content, logOnce, fetch: fetchImpl } = deps
  const { fields, form, id } = request
  const estimate = ESTIMATE_FORMS.includes(form)
  const locale = languageOf(fields)
  const now = new Date(deps.timing.now())

  const twilioMissing = !s.twilioAccountSid
    ? 'TWILIO_ACCOUNT_SID'
    : !s.twilioAuthToken
      ? 'TWILIO_AUTH_TOKEN'
      : !s.twilioFrom
        ? 'TWILIO_FROM'
        : null
  const resendMissing = !s.resendApiKey ? 'RESEND_API_KEY' : !s.fromEmail ? 'LEADS_FROM_EMAIL' : null
  const text = (to: string, body: string, channel: Channel) => async (): Promise<Attempt> => {
    const origin = originOf(TWILIO_API, s.twilioOrigin, 'TWILIO_API_ORIGIN', logOnce)
    const sender = s.twilioFrom!.startsWith('MG') ? 'MessagingServiceSid' : 'From'
    return {
      url: `${origin}/2010-04-01/Accounts/${encodeURIComponent(s.twilioAccountSid!)}/Messages.json`,
      init: () => ({
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${s.twilioAccountSid}:${s.twilioAuthToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, [sender]: s.twilioFrom!, Body: body }).toString(),
      }),
      name: `leads ${channel}`,
      setting: 'TWILIO_ACCOUNT_SID and TWILIO_FROM',
    }
  }
  const email =
    (to: string[], message: Email, channel: Channel, replyTo: string | null, attachments: () => Promise<unknown[]> = async () => []) =>
    async (): Promise<Attempt> => {
      const origin = originOf(RESEND_API, s.resendOrigin, 'RESEND_API_ORIGIN', logOnce)
      const body = JSON.stringify({
        from: s.fromEmail,
        to,
        subject: message.subject,
        text: message.text,
        ...(replyTo ? { reply_to: replyTo } : {}),
        ...(await attachments().then((list) => (list.length ? { attachments: list } : {}))),
      })
      return {
        url: `${origin}/emails`,
        init: () => ({
          method: 'POST',
          // Resend keeps the first answer for a key for a day: a retry or a second report sends nothing new
          headers: { authorization: `Bearer ${s.resendApiKey}`, 'content-type': 'application/json', 'idempotency-key': `${id}/${channel}` },
          body,
        }),
        name: `leads ${channel}`,
        setting: 'RESEND_API_KEY',
      }
    }

  const visitorEmail = field(fields, 'email')
  const replyTo = EMAIL.test(visitorEmail) ? visitorEmail : null
  const officeTo = emails(s.officeEmailTo)
  const hiringTo = emails(s.hiringEmailTo).length ? emails(s.hiringEmailTo) : officeTo
  const visitorPhone = usPhoneE164(field(fields, 'phone'))
  const homeowner = content.homeowner[locale]

  if (s.officeSmsTo && !E164.test(s.officeSmsTo)) logOnce('leads office-text: OFFICE_ALERT_SMS_TO is not an E.164 number (+19195550147)')
  const officeSmsTo = s.officeSmsTo && E164.test(s.officeSmsTo) ? s.officeSmsTo : undefined

  return [
    webhookPlan(request, s, deps.timing.now),
    {
      channel: 'office-text',
      paid: true,
      missing: twilioMissing ?? (officeSmsTo ? null : 'OFFICE_ALERT_SMS_TO'),
      applies: estimate,
      attempt: text(officeSmsTo!, officeText(fields, form, content.towns, content.pricing), 'office-text'),
    },
    {
      channel: 'office-email',
      paid: true,
      missing: resendMissing ?? (officeTo.length ? null : 'OFFICE_ALERT_EMAIL_TO'),
      applies: estimate,
      attempt: email(officeTo, officeEmail(fields, form, content.towns, content.pricing, id), 'office-email', replyTo),
    },
    {
      channel: 'homeowner-email',
      paid: true,
      missing: resendMissing,
      applies: estimate && !!replyTo,
      recipient: replyTo ?? undefined,
      attempt: email([replyTo!], homeownerEmail(fields, homeowner, locale, now), 'homeowner-email', null),
    },
    {
      channel: 'homeowner-text',
      paid: true,
      missing: twilioMissing,
      // consent to texts is the visitor's own box, per request
      applies: estimate && field(fields, 'sms_consent') === 'yes' && !!visitorPhone,
      recipient: visitorPhone ?? undefined,
      attempt: text(visitorPhone!, homeownerText(homeowner, locale, now), 'homeowner-text'),
    },
    {
      channel: 'hiring-email',
      paid: true,
      missing: resendMissing ?? (hiringTo.length ? null : 'HIRING_EMAIL_TO or OFFICE_ALERT_EMAIL_TO'),
      applies: form === APPLICATION_FORM,
      attempt: async () => {
        const resume = await resumeAttachment(fields, fetchImpl, started, deps.timing)
        return email(hiringTo, applicationEmail(fields, id, resume ? resume.filename : null), 'hiring-email', replyTo, async () =>
          resume ? [resume] : [],
        )()
      },
    },
  ]
}

/** The resume as an attachment when it is small and its link answers in time; else null (the e-mail has its link). */
async function resumeAttachment(fields: Fields, fetchImpl: Fetch, started: number, timing: Timing) {
  const file = fields.resume as { filename?: unknown; size?: unknown; url?: unknown } | undefined
  if (!file || typeof file !== 'object' || typeof file.url !== 'string' || typeof file.filename !== 'string') return null
  if (typeof file.size === 'number' && file.size > ATTACH_MAX_BYTES) return null
  let url: URL
  try {
    url = new URL(file.url)
  } catch {
    return null
  }
  // Netlify's stored file (https), or the local server's on this machine
  if (url.protocol !== 'https:' && !isLoopbackOrigin(`${url.origin}/`)) return null
  // half the time left at most: the e-mail itself must still go
  const ms = Math.min(RESUME_MS, (timing.budgetMs - (timing.now() - started)) / 2)
  if (ms <= 0) return null
  const limit = deadline(ms)
  try {
    const response = await fetchImpl(url.href, { redirect: 'error', signal: limit.signal })
    if (!response.ok) return null
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > ATTACH_MAX_BYTES) return null
    return { filename: file.filename.replace(/[^\w.\- ]/g, '_').slice(0, 100), content: bytes.toString('base64') }
  } catch {
    return null
  } finally {
    limit.clear()
  }
}

/** The provider's id of what was sent (a Twilio message's sid, a Resend e-mail's id), for the log. */
const providerId = (body: unknown) => {
  const found = body && typeof body === 'object' ? ((body as { sid?: unknown }).sid ?? (body as { id?: unknown }).id) : null
  return typeof found === 'string' && /^[\w-]{1,64}$/.test(found) ? found : null
}

/** Sends every channel of `request` at once; the outcome of each. */
export async function sendAlerts(request: Accepted, deps: AlertDeps, started: number): Promise<Record<Channel, Outcome>> {
  const { store, log, logOnce, timing } = deps
  const daily = dailyLimitOf(deps.settings.dailyLimit, DEFAULT_DAILY_LIMIT)
  const day = utcDay(timing.now())

  const run = async (plan: Plan): Promise<Outcome> => {
    const name = `leads ${plan.channel}`
    if (!plan.applies) return 'not for this request'
    if (plan.missing) {
      logOnce(`${name}: ${plan.missing} is not set: not configured`)
      return 'not configured'
    }
    const claim = `sent/${request.id}/${plan.channel}`
    try {
      if (!(await store.take(claim, 1, SENT_TTL_MS))) {
        log(`${name}: already sent for submission ${request.id}`)
        return 'already sent'
      }
      const underCeiling =
        !plan.paid ||
        ((await store.take(`day/${day}/${plan.channel}`, daily, DAY_COUNT_MS)) &&
          (!plan.recipient || (await store.take(`to/${day}/${sha(plan.recipient)}`, PER_RECIPIENT_DAILY, DAY_COUNT_MS))))
      if (!underCeiling) {
        log(`${name}: the day's limit is reached: not sent`)
        return 'daily limit'
      }
    } catch {
      // a store that cannot be read must not cost a lead its alert: sent, perhaps twice
      log(`${name}: the store could not be read: sent without the once-only check`)
    }
    let sent: Sent = { sent: false }
    try {
      sent = await sendWithRetries(deps.fetch, await plan.attempt!(), started, timing, log)
    } catch {
      log(`${name}: the message could not be made: not sent`)
    }
    if (sent.sent) {
      const id = providerId(sent.body)
      log(`${name}: sent for submission ${request.id}${id ? ` (${id})` : ''}`)
      return 'sent'
    }
    // forgotten, so a later report of the same submission tries again
    await store.set(claim, 0, SENT_TTL_MS).catch(() => undefined)
    return 'failed'
  }
  const all = plans(request, deps, started)
  const outcomes = await Promise.all(all.map(run))
  return Object.fromEntries(all.map((plan, i) => [plan.channel, outcomes[i]!])) as Record<Channel, Outcome>
}
