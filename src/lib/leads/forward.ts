// The submission-created function (netlify/functions/submission-created.mts), built from what it
// needs so tests can give it stand-ins for Netlify's API, the webhook, Twilio and Resend: for each
// form submission Netlify reports, the submission is fetched from Netlify's API by its id
// (NETLIFY_API_TOKEN), and that copy, never the request's body, is what every channel sends
// (alerts.ts): the owner's webhook, the office's text and e-mail, the homeowner's confirmation. A
// direct POST to the function names no submission Netlify accepted, so it sends nothing.
// docs/architecture.md, "Leads into the office's tools".
import { HONEYPOT_FIELD } from '../forms/deliver'
import { SUBMISSION_ID_FIELD } from '../forms/submission'
import { fetchJsonWithin, isLoopbackOrigin, json, type Fetch } from '../server/http'
import { guarded } from '../server/guard'
import { memoryStore, type Store } from '../server/store'
import { sendAlerts, type AlertContent, type AlertSettings, type Channel, type Outcome } from './alerts'
import { ATTEMPT_MS, BACKOFF_MS, FORWARD_BUDGET_MS, wait } from './retry'

export type { Lead } from './alerts'
export { FORWARD_BUDGET_MS } from './retry'

const MAX_EVENT_BYTES = 512 * 1024
/** The longest wait for Netlify's API to give the submission. */
export const API_MS = 2_500
/** Netlify's API (https://open-api.netlify.com/): GET /submissions/{id} gives a submission it accepted. */
export const NETLIFY_API = 'https://api.netlify.com'
/**
 * An id that goes into a URL and a header: a form's `submission-id` (a UUID) or Netlify's (24 hex
 * digits). A form's that is not one is replaced by Netlify's, which always is.
 */
export const SUBMISSION_ID = /^[A-Za-z0-9-]{8,64}$/

export type LeadSettings = AlertSettings & {
  /** NETLIFY_API_TOKEN: reads the submission Netlify reports, so that only what Netlify accepted is sent */
  apiToken?: string
  /** NETLIFY_API_ORIGIN: a stand-in for Netlify's API on this machine (tests); any other value is ignored */
  apiOrigin?: string
}

export type LeadDeps = {
  settings: () => LeadSettings
  content: AlertContent
  /** where each channel's "sent" is kept (Netlify Blobs on Netlify); in memory by default */
  store?: Store
  fetch?: Fetch
  budgetMs?: number
  attemptMs?: number
  backoffMs?: ReadonlyArray<number>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** never given a field's value, an address, a URL, a token or a key: outcomes and ids only */
  log?: (line: string) => void
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The submission's copy as Netlify's API gives it (the object, or a list holding it), or null for anything else. */
function readSubmission(body: unknown, id: string): { form: string; createdAt: string | null; data: Record<string, unknown> } | null {
  const found = Array.isArray(body) ? body.find((item) => isObject(item) && item.id === id) : body
  if (!isObject(found) || found.id !== id || !isObject(found.data)) return null
  const form =
    typeof found.form_name === 'string' ? found.form_name : typeof found.data['form-name'] === 'string' ? found.data['form-name'] : ''
  return { form, createdAt: typeof found.created_at === 'string' ? found.created_at : null, data: found.data }
}

/** Whether any channel has its settings (the API is asked only then). */
const anyChannel = (s: LeadSettings) =>
  !!(s.webhookUrl || (s.twilioAccountSid && s.twilioAuthToken && s.twilioFrom) || (s.resendApiKey && s.fromEmail))

export function createLeadForwarder({
  settings,
  content,
  store = memoryStore(),
  fetch: fetchImpl = fetch,
  budgetMs = FORWARD_BUDGET_MS,
  attemptMs = ATTEMPT_MS,
  backoffMs = BACKOFF_MS,
  sleep = wait,
  now = Date.now,
  log = console.log,
}: LeadDeps) {
  const logged = new Set<string>()
  const logOnce = (line: string) => {
    if (logged.has(line)) return
    logged.add(line)
    log(line)
  }
  const timing = { budgetMs, attemptMs, backoffMs, sleep, now }

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
    // only the id is read from the request: what is sent is Netlify's own copy of that submission
    const payload = isObject(event) ? event.payload : null
    if (!isObject(payload)) return json({ error: 'Not a form submission event' }, 400)

    const current = settings()
    const { apiToken, apiOrigin } = current
    if (!anyChannel(current)) {
      logOnce('leads: no channel is set (LEADS_WEBHOOK_URL, TWILIO_*, RESEND_API_KEY): nothing is sent')
      return json({ sent: false, why: 'not configured' })
    }
    if (!apiToken) {
      logOnce('leads: NETLIFY_API_TOKEN is not set: a submission cannot be checked, so nothing is sent')
      return json({ sent: false, why: 'not configured' })
    }
    const netlifyId = typeof payload.id === 'string' && SUBMISSION_ID.test(payload.id) ? payload.id : null
    if (!netlifyId) return json({ error: 'The submission has no id' }, 400)

    const api = `${isLoopbackOrigin(apiOrigin) ? apiOrigin.replace(/\/$/, '') : NETLIFY_API}/api/v1/submissions/${netlifyId}`
    const asked = await fetchJsonWithin(fetchImpl, api, Math.min(API_MS, budgetMs), {
      headers: { authorization: `Bearer ${apiToken}`, accept: 'application/json' },
      redirect: 'error',
    })
    if (asked.kind === 'answer' && asked.response.status === 404) {
      log('leads: Netlify has no submission with that id: nothing is sent')
      return json({ sent: false, why: 'not a submission Netlify accepted' }, 404)
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
        `leads: Netlify's API ${what}${asked.kind === 'answer' && [401, 403].includes(asked.response.status) ? ' (check NETLIFY_API_TOKEN)' : ''}: nothing is sent`,
      )
      return json({ sent: false, why: 'the submission could not be read' }, 502)
    }

    const fields = { ...copy.data }
    if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
      log('leads: a submission that filled the bots’ trap is not sent')
      return json({ sent: false, why: 'honeypot' })
    }
    delete fields[HONEYPOT_FIELD]
    const formId = fields[SUBMISSION_ID_FIELD]
    const id = typeof formId === 'string' && SUBMISSION_ID.test(formId) ? formId : netlifyId

    const outcomes: Record<Channel, Outcome> = await sendAlerts(
      { id, netlifyId, form: copy.form, createdAt: copy.createdAt, fields },
      { settings: current, content, store, fetch: fetchImpl, timing, log, logOnce },
      started,
    )
    // a failed channel answers 502, so a retry of Netlify's (if any) tries it again; the others are not sent twice
    const failed = Object.values(outcomes).includes('failed')
    return json({ sent: !failed, outcomes }, failed ? 502 : 200)
  }
  return guarded(forward, { sameSiteOnly: false })
}
