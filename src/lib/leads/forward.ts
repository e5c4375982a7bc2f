// The submission-created function (netlify/functions/submission-created.mts), built from what it
// needs so tests can give it a stand-in webhook: each accepted form submission Netlify reports is
// sent on to the owner's webhook (LEADS_WEBHOOK_URL) as signed JSON, retried on a 5xx or silence.
import { deadline } from '../deadline'
import { HONEYPOT_FIELD } from '../forms/deliver'
import { SUBMISSION_ID_FIELD } from '../forms/submission'
import { isLoopbackOrigin, json, type Fetch } from '../server/http'
import { leadPriority, type Priority } from './priority'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signBody } from './sign'

const MAX_EVENT_BYTES = 512 * 1024
/** Under Netlify's 10 s for a synchronous function, with room to answer. */
export const FORWARD_BUDGET_MS = 8_500
/** The longest wait for one answer before trying again. */
export const ATTEMPT_MS = 3_000
/** The wait before each retry (then the last one again), while time is left. */
export const BACKOFF_MS = [300, 1_000, 2_000]

export type LeadSettings = { url?: string; secret?: string }

export type LeadDeps = {
  settings: () => LeadSettings
  fetch?: Fetch
  budgetMs?: number
  attemptMs?: number
  backoffMs?: ReadonlyArray<number>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** never given a field's value, the URL or the secret */
  log?: (line: string) => void
}

/** What the owner's tools receive. */
export type Lead = {
  event: 'lead'
  form: string
  /** the form's own submission-id (the same across the outbox's retries), else Netlify's id */
  submission_id: string
  netlify_id: string | null
  created_at: string | null
  priority: Priority
  /** every field the visitor sent (the bots' trap excluded), with the ones Netlify adds */
  fields: Record<string, unknown>
}

type NetlifyEvent = { payload?: { id?: unknown; form_name?: unknown; created_at?: unknown; data?: unknown } }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createLeadForwarder({
  settings,
  fetch: fetchImpl = fetch,
  budgetMs = FORWARD_BUDGET_MS,
  attemptMs = ATTEMPT_MS,
  backoffMs = BACKOFF_MS,
  sleep = wait,
  now = Date.now,
  log = console.log,
}: LeadDeps) {
  // Ids delivered or on their way in this instance: the same submission reported twice goes once.
  // (A stateless function cannot see other instances; the Idempotency-Key header lets the receiver.)
  const seen = new Map<string, Promise<boolean>>()

  const deliver = async (url: string, body: string, headers: Record<string, string>, started: number): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const left = budgetMs - (now() - started)
      if (left <= 0) break
      let status = 0
      const limit = deadline(Math.min(attemptMs, left))
      try {
        const response = await fetchImpl(url, { method: 'POST', headers, body, signal: limit.signal })
        status = response.status
        await response.body?.cancel().catch(() => undefined)
      } catch {
        status = 0 // no answer in time, or no connection
      } finally {
        limit.clear()
      }
      if (status >= 200 && status < 300) {
        log(`leads: delivered on try ${attempt + 1}`)
        return true
      }
      const retry = status === 0 || status >= 500 || status === 408 || status === 429
      log(`leads: try ${attempt + 1} answered ${status || 'nothing'}${retry ? '' : ', not retried'}`)
      if (!retry) return false
      const pause = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 1_000
      if (budgetMs - (now() - started) <= pause) break
      await sleep(pause)
    }
    log('leads: not delivered within the time')
    return false
  }

  return async (req: Request): Promise<Response> => {
    const started = now()
    if (req.method !== 'POST') return json({ error: 'Netlify calls this with a form submission' }, 405, { allow: 'POST' })
    const text = await req.text().catch(() => '')
    if (!text || text.length > MAX_EVENT_BYTES) return json({ error: 'Not a form submission event' }, 400)
    let event: NetlifyEvent
    try {
      event = JSON.parse(text) as NetlifyEvent
    } catch {
      return json({ error: 'Not a form submission event' }, 400)
    }
    const payload = event?.payload
    const data = payload?.data
    if (!payload || typeof payload.form_name !== 'string' || !data || typeof data !== 'object' || Array.isArray(data))
      return json({ error: 'Not a form submission event' }, 400)
    const fields = { ...(data as Record<string, unknown>) }
    if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
      log('leads: a submission that filled the bots’ trap is not forwarded')
      return json({ forwarded: false, why: 'honeypot' })
    }
    delete fields[HONEYPOT_FIELD]

    const { url, secret } = settings()
    if (!url || !secret) {
      log(`leads: ${!url ? 'LEADS_WEBHOOK_URL' : 'LEADS_WEBHOOK_SECRET'} is not set: submissions are not forwarded`)
      return json({ forwarded: false, why: 'not configured' })
    }
    if (!isWebhookUrl(url)) {
      log('leads: LEADS_WEBHOOK_URL is not an https:// address: submissions are not forwarded')
      return json({ forwarded: false, why: 'not configured' })
    }

    const netlifyId = typeof payload.id === 'string' ? payload.id : null
    const formId = typeof fields[SUBMISSION_ID_FIELD] === 'string' ? (fields[SUBMISSION_ID_FIELD] as string) : ''
    const id = formId || netlifyId
    if (!id) return json({ error: 'The submission has no id' }, 400)
    const earlier = seen.get(id)
    if (earlier && (await earlier)) {
      log('leads: this submission was delivered already')
      return json({ forwarded: true, duplicate: true })
    }

    const lead: Lead = {
      event: 'lead',
      form: payload.form_name,
      submission_id: id,
      netlify_id: netlifyId,
      created_at: typeof payload.created_at === 'string' ? payload.created_at : null,
      priority: leadPriority(fields),
      fields,
    }
    const body = JSON.stringify(lead)
    const headers = {
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: id,
      [SIGNATURE_HEADER]: signBody(secret, body),
      'user-agent': 'site-leads/1',
    }
    const sending = deliver(url, body, headers, started)
    seen.set(id, sending)
    const delivered = await sending
    if (!delivered) seen.delete(id)
    return json({ forwarded: delivered }, delivered ? 200 : 502)
  }
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
