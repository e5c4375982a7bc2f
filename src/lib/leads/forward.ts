// The submission-created function (netlify/functions/submission-created.mts), built from what it
// needs so tests can give it a stand-in webhook and a stand-in Netlify API: for each form submission
// Netlify reports, the submission is fetched from Netlify's API by its id (NETLIFY_API_TOKEN), and
// that copy, never the request's body, is sent on to the owner's webhook (LEADS_WEBHOOK_URL), signed
// the Standard Webhooks way (sign.ts), retried on a 5xx or silence. A direct POST to the function
// names no submission Netlify accepted, so it forwards nothing. docs/architecture.md, "Leads into
// the office's tools".
import { LRUCache } from 'lru-cache'
import type { Webhook } from 'standardwebhooks'
import { deadline } from '../deadline'
import { HONEYPOT_FIELD } from '../forms/deliver'
import { SUBMISSION_ID_FIELD } from '../forms/submission'
import { fetchJsonWithin, isLoopbackOrigin, json, type Fetch } from '../server/http'
import { guarded } from '../server/guard'
import { leadPriority, type Priority } from './priority'
import { leadSigner, signatureHeaders } from './sign'

const MAX_EVENT_BYTES = 512 * 1024
/** Under Netlify's 10 s for a synchronous function, with room to answer. */
export const FORWARD_BUDGET_MS = 8_500
/** The longest wait for Netlify's API to give the submission. */
export const API_MS = 2_500
/** The longest wait for one answer of the webhook before trying again. */
export const ATTEMPT_MS = 3_000
/** The wait before each retry (then the last one again), while time is left. */
export const BACKOFF_MS = [300, 1_000, 2_000]
/** Netlify's API (https://open-api.netlify.com/): GET /submissions/{id} gives a submission it accepted. */
export const NETLIFY_API = 'https://api.netlify.com'
/**
 * An id that goes into a URL and a header: a form's `submission-id` (a UUID) or Netlify's (24 hex
 * digits). A form's that is not one is replaced by Netlify's, which always is.
 */
export const SUBMISSION_ID = /^[A-Za-z0-9-]{8,64}$/
/** Ids remembered by an instance (delivered, or on their way): the most recent, for a day. */
const SEEN = { max: 1_000, ttl: 24 * 60 * 60 * 1000 }

export type LeadSettings = {
  url?: string
  /** a Standard Webhooks secret (whsec_...) */
  secret?: string
  /** NETLIFY_API_TOKEN: reads the submission Netlify reports, to forward Netlify's own copy */
  apiToken?: string
  /** NETLIFY_API_ORIGIN: a stand-in for Netlify's API on this machine (tests); any other value is ignored */
  apiOrigin?: string
}

export type LeadDeps = {
  settings: () => LeadSettings
  fetch?: Fetch
  budgetMs?: number
  attemptMs?: number
  backoffMs?: ReadonlyArray<number>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** never given a field's value, the URL, the token or the secret */
  log?: (line: string) => void
}

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

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The submission's copy as Netlify's API gives it (the object, or a list holding it), or null for anything else. */
function readSubmission(body: unknown, id: string): { form: string; createdAt: string | null; data: Record<string, unknown> } | null {
  const found = Array.isArray(body) ? body.find((item) => isObject(item) && item.id === id) : body
  if (!isObject(found) || found.id !== id || !isObject(found.data)) return null
  const form =
    typeof found.form_name === 'string' ? found.form_name : typeof found.data['form-name'] === 'string' ? found.data['form-name'] : ''
  return { form, createdAt: typeof found.created_at === 'string' ? found.created_at : null, data: found.data }
}

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
  // (A stateless function cannot see other instances; the webhook-id header lets the receiver.)
  const seen = new LRUCache<string, Promise<boolean>>(SEEN)

  const deliver = async (url: string, id: string, body: string, signer: Webhook, started: number): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const left = budgetMs - (now() - started)
      if (left <= 0) break
      const limit = deadline(Math.min(attemptMs, left))
      const init: RequestInit = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'site-leads/1',
          ...signatureHeaders(signer, id, body, new Date(now())),
        },
        body,
        // a redirect would send the body and its signature to another address
        redirect: 'error',
        signal: limit.signal,
      }
      try {
        // made once before anything is sent: an error here (a header, the URL) is ours, and would be the same on every try
        new Request(url, init)
      } catch {
        limit.clear()
        log('leads: the request to the webhook could not be made (check LEADS_WEBHOOK_URL): not retried')
        return false
      }
      let status = 0
      let redirected = false
      try {
        const response = await fetchImpl(url, init)
        status = response.status
        await response.body?.cancel().catch(() => undefined)
      } catch (error) {
        // no answer in time, or no connection, is tried again; an answer that was a redirect is a refusal
        redirected = !limit.passed() && /redirect/i.test(String((error as { cause?: { message?: unknown } })?.cause?.message ?? ''))
      } finally {
        limit.clear()
      }
      if (status >= 200 && status < 300) {
        log(`leads: delivered on try ${attempt + 1}`)
        return true
      }
      const retry = !redirected && (status === 0 || status >= 500 || status === 408 || status === 429)
      log(`leads: try ${attempt + 1} answered ${redirected ? 'a redirect' : status || 'nothing'}${retry ? '' : ', not retried'}`)
      if (!retry) return false
      const pause = backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 1_000
      if (budgetMs - (now() - started) <= pause) break
      await sleep(pause)
    }
    log('leads: not delivered within the time')
    return false
  }

  const forward = async (req: Request): Promise<Response> => {
    const started = now()
    if (req.method !== 'POST') return json({ error: 'Netlify calls this with a form submission' }, 405, { allow: 'POST' })
    const text = await req.text().catch(() => '')
    if (!text || text.length > MAX_EVENT_BYTES) return json({ error: 'Not a form submission event' }, 400)
    let event: unknown
    try {
      event = JSON.parse(text)
    } catch {
      return json({ error: 'Not a form submission event' }, 400)
    }
    // only the id is read from the request: what is forwarded is Netlify's own copy of that submission
    const payload = isObject(event) ? event.payload : null
    if (!isObject(payload)) return json({ error: 'Not a form submission event' }, 400)

    const { url, secret, apiToken, apiOrigin } = settings()
    const missing = !url ? 'LEADS_WEBHOOK_URL' : !secret ? 'LEADS_WEBHOOK_SECRET' : !apiToken ? 'NETLIFY_API_TOKEN' : null
    if (missing) {
      log(`leads: ${missing} is not set: submissions are not forwarded`)
      return json({ forwarded: false, why: 'not configured' })
    }
    if (!isWebhookUrl(url!)) {
      log('leads: LEADS_WEBHOOK_URL is not an https:// address: submissions are not forwarded')
      return json({ forwarded: false, why: 'not configured' })
    }
    const signer = leadSigner(secret!)
    if (!signer) {
      log(
        'leads: LEADS_WEBHOOK_SECRET is not a Standard Webhooks secret (whsec_ and 24 to 64 bytes in base64): submissions are not forwarded',
      )
      return json({ forwarded: false, why: 'not configured' })
    }
    const netlifyId = typeof payload.id === 'string' && SUBMISSION_ID.test(payload.id) ? payload.id : null
    if (!netlifyId) return json({ error: 'The submission has no id' }, 400)

    const api = `${isLoopbackOrigin(apiOrigin) ? apiOrigin.replace(/\/$/, '') : NETLIFY_API}/api/v1/submissions/${netlifyId}`
    const asked = await fetchJsonWithin(fetchImpl, api, Math.min(API_MS, budgetMs), {
      headers: { authorization: `Bearer ${apiToken}`, accept: 'application/json' },
      redirect: 'error',
    })
    if (asked.kind === 'answer' && asked.response.status === 404) {
      log('leads: Netlify has no submission with that id: nothing is forwarded')
      return json({ forwarded: false, why: 'not a submission Netlify accepted' }, 404)
    }
    const copy = asked.kind === 'answer' && asked.response.ok ? readSubmission(asked.body, netlifyId) : null
    if (!copy) {
      const what =
        asked.kind === 'answer'
          ? `answered ${asked.response.status}`
          : asked.kind === 'timeout'
            ? 'did not answer in time'
            : 'could not be reached'
      log(
        `leads: Netlify's API ${what}${asked.kind === 'answer' && [401, 403].includes(asked.response.status) ? ' (check NETLIFY_API_TOKEN)' : ''}: not forwarded`,
      )
      return json({ forwarded: false, why: 'the submission could not be read' }, 502)
    }

    const fields = { ...copy.data }
    if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
      log('leads: a submission that filled the bots’ trap is not forwarded')
      return json({ forwarded: false, why: 'honeypot' })
    }
    delete fields[HONEYPOT_FIELD]
    const formId = fields[SUBMISSION_ID_FIELD]
    const id = typeof formId === 'string' && SUBMISSION_ID.test(formId) ? formId : netlifyId

    const earlier = seen.get(id)
    if (earlier && (await earlier)) {
      log('leads: this submission was delivered already')
      return json({ forwarded: true, duplicate: true })
    }
    const lead: Lead = {
      event: 'lead',
      form: copy.form,
      submission_id: id,
      netlify_id: netlifyId,
      created_at: copy.createdAt,
      priority: leadPriority(fields),
      fields,
    }
    const sending = deliver(url!, id, JSON.stringify(lead), signer, started)
    seen.set(id, sending)
    const delivered = await sending
    if (!delivered) seen.delete(id)
    return json({ forwarded: delivered }, delivered ? 200 : 502)
  }
  return guarded(forward, { sameSiteOnly: false })
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
