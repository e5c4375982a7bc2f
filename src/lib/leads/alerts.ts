// Sends an accepted request to each of its channels at once (the table in channels.ts): each is
// optional (without its settings it says "not configured" once), each is sent once per submission
// (a claim in the functions' store), each paid one within its limits, and one's failure never stops
// another. A homeowner's message is limited per person (one e-mail a mailbox in 24 hours, one text a
// number in 7 days), per sender and per day, and is not sent when those limits can't be read; the
// office's alerts and the owner's webhook still go then. docs/architecture.md, "Leads into the office's tools".
import { DAY_COUNT_MS, dailyLimitOf, officeDay } from '../server/daily'
import type { Fetch } from '../server/http'
import type { Store } from '../server/store'
import { CHANNEL_NAMES, channelRow, limitNotice, type Channel, type ChannelContext } from './channels'
import type { Accepted, AlertContent } from './request'
import { attachmentsOf } from './files'
import { field } from './messages'
import { addressList, officeNumber, providers as makeProviders } from './providers'
import { personKey } from './recipients'
import { sendWithRetries, type Sent, type Timing } from './retry'
import type { LeadSettings } from './settings'

export type Outcome =
  | 'sent'
  | 'not configured'
  | 'not for this request'
  | 'already sent'
  | 'recipient limit'
  | 'sender limit'
  | 'daily limit'
  | 'store unavailable'
  | 'failed'

/** Confirmations one sender (Netlify's `ip` of the submission) sets off in 24 hours, per channel. */
export const PER_SENDER = 3
const SENDER_EVERY_MS = 24 * 60 * 60 * 1000
/** How long a submission's channels are remembered as sent (Netlify reports a submission once; a replay is refused by its age). */
const SENT_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type AlertDeps = {
  settings: LeadSettings
  content: AlertContent
  store: Store
  fetch: Fetch
  timing: Timing
  log: (line: string) => void
  /** logs a line once per instance (a missing setting) */
  logOnce: (line: string) => void
}

type Limit = { key: string; limit: number; ttlMs: number; refused: Outcome; setting?: string }

/** The counts a channel's send takes, in order: the person, the sender, then the day (so spam at one person spends none of the day). */
function limitsOf(channel: Channel, request: Accepted, s: LeadSettings, day: string): Limit[] {
  const row = channelRow(channel)
  const limits: Limit[] = []
  if (row.audience === 'homeowner') {
    const key = personKey(s.STORE_KEY_SECRET!)
    const to = row.recipient?.(request)
    if (to) limits.push({ key: `to/${channel}/${key(to.kind, to.value)}`, limit: 1, ttlMs: to.everyMs, refused: 'recipient limit' })
    // a submission without an IP counts with every other one without
    const ip = field(request.fields, 'ip')
    limits.push({ key: `from/${channel}/${key('ip', ip)}`, limit: PER_SENDER, ttlMs: SENDER_EVERY_MS, refused: 'sender limit' })
  }
  if (row.daily) {
    const limit = dailyLimitOf(s[row.daily.setting], row.daily.fallback)
    limits.push({ key: `day/${day}/${channel}`, limit, ttlMs: DAY_COUNT_MS, refused: 'daily limit', setting: row.daily.setting })
  }
  return limits
}

/** The provider's id of what was sent (a Twilio message's sid, a Resend e-mail's id), for the log. */
const providerId = (body: unknown) => {
  const found = body && typeof body === 'object' ? ((body as { sid?: unknown }).sid ?? (body as { id?: unknown }).id) : null
  return typeof found === 'string' && /^[\w-]{1,64}$/.test(found) ? found : null
}

/** Sends every channel of `request` at once; the outcome of each. */
export async function sendAlerts(request: Accepted, deps: AlertDeps, started: number): Promise<Record<Channel, Outcome>> {
  const { settings: s, store, log, logOnce, timing } = deps
  const day = officeDay(timing.now())
  const providers = makeProviders(s, logOnce)
  const context: ChannelContext = {
    request,
    settings: s,
    content: deps.content,
    providers,
    now: new Date(timing.now()),
    clock: timing.now,
    attachments: (files) => attachmentsOf(files, deps.fetch, started, timing),
  }
  const send = (attempt: Parameters<typeof sendWithRetries>[1]) => sendWithRetries(deps.fetch, attempt, started, timing, log)
  const giveBack = (keys: string[]) => Promise.all(keys.map((key) => store.give(key).catch(() => undefined)))

  /** The office's one notice of the day that `channel` reached its limit: by the channel's own medium where the office has it. */
  const notice = async (channel: Channel, limit: Limit) => {
    const text = !channelRow('office-text').missing(s)
    const email = !channelRow('office-email').missing(s)
    if (!text && !email) return
    if (!(await store.take(`notice/${day}/${channel}`, 1, DAY_COUNT_MS).catch(() => false))) return
    const message = limitNotice(channel, limit.limit, limit.setting ?? '')
    const byText = text && (channelRow(channel).medium === 'text' || !email)
    await send(
      byText
        ? providers.text(officeNumber(s)!, message.text, 'leads notice')
        : providers.email(addressList(s.OFFICE_ALERT_EMAIL_TO), message, 'leads notice', `notice/${day}/${channel}`),
    )
  }

  const run = async (channel: Channel): Promise<Outcome> => {
    const row = channelRow(channel)
    const name = `leads ${channel}`
    if (!row.applies(request)) return 'not for this request'
    const missing = row.missing(s)
    if (missing) {
      logOnce(`${name}: ${missing} is not set: not configured`)
      return 'not configured'
    }
    const claim = `sent/${request.id}/${channel}`
    const taken: string[] = []
    try {
      if (!(await store.take(claim, 1, SENT_TTL_MS))) {
        log(`${name}: already sent for submission ${request.id}`)
        return 'already sent'
      }
      for (const limit of limitsOf(channel, request, s, day)) {
        if (!(await store.take(limit.key, limit.limit, limit.ttlMs))) {
          // a message not sent spends none of the other counts
          await giveBack(taken)
          log(`${name}: the ${limit.refused} is reached: not sent`)
          if (limit.refused === 'daily limit') await notice(channel, limit)
          return limit.refused
        }
        taken.push(limit.key)
      }
    } catch {
      if (row.audience === 'homeowner') {
        // its limits can't be read, so it could be sent to anyone any number of times: not sent
        log(`${name}: the store could not be read: not sent`)
        await giveBack(taken)
        return 'store unavailable'
      }
      // a store that cannot be read must not cost a lead its alert: sent, perhaps twice
      log(`${name}: the store could not be read: sent without the once-only check`)
    }
    let sent: Sent = { sent: false }
    try {
      sent = await send(await row.attempt(context))
    } catch {
      log(`${name}: the message could not be made: not sent`)
    }
    if (sent.sent) {
      const id = providerId(sent.body)
      log(`${name}: sent for submission ${request.id}${id ? ` (${id})` : ''}`)
      return 'sent'
    }
    // forgotten, so a later report of the same submission tries again
    await Promise.all([store.set(claim, 0, SENT_TTL_MS).catch(() => undefined), giveBack(taken)])
    return 'failed'
  }
  const outcomes = await Promise.all(CHANNEL_NAMES.map(run))
  return Object.fromEntries(CHANNEL_NAMES.map((channel, i) => [channel, outcomes[i]!])) as Record<Channel, Outcome>
}
