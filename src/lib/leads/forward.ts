// The submission-created function (netlify/functions/submission-created.mts), built from what it
// needs so tests can give it stand-ins for Netlify's API, the webhook, Twilio and Resend: for each
// form submission Netlify reports, the submission is fetched from Netlify's API by its id
// (NETLIFY_API_TOKEN), and that copy, never the request's body, is what every channel sends
// (alerts.ts) if it is this site's (SITE_ID), of one of its forms, and less than an hour old. A
// direct POST to the function, or a replay of another site's or an old submission, sends nothing.
// docs/architecture.md, "Leads into the office's tools".
import { FORM_NAME_FIELD, HONEYPOT_FIELD, isSiteForm } from '../forms/fields'
import { SUBMISSION_ID_FIELD } from '../forms/submission'
import { fetchJsonWithin, isLoopbackOrigin, json, type Fetch } from '../server/http'
import { guarded } from '../server/guard'
import { memoryStore, type Store } from '../server/store'
import { sendAlerts, type Outcome } from './alerts'
import { anyChannel, CHANNEL_NAMES, channelRow, type Channel } from './channels'
import type { AlertContent } from './request'
import { checkHidden } from './hidden'
import { ATTEMPT_MS, BACKOFF_MS, FORWARD_BUDGET_MS, wait } from './retry'
import type { LeadSettings } from './settings'

export type { Lead } from './webhook'
export type { LeadSettings } from './settings'
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
/** A submission older than this is not sent: Netlify reports one at once, so an old one is a replay. */
export const MAX_AGE_MS = 60 * 60 * 1000
/** A clock a little ahead of Netlify's still takes a submission made "in the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000
/** How long the list of the site's forms is kept in an instance. */
const FORMS_KEPT_MS = 5 * 60 * 1000
const SITE_ID = /^[A-Za-z0-9-]{1,64}$/

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

/** The site's id in Netlify's function context (`context.site.id`), if any. */
const siteIdOf = (context: unknown): string | undefined => {
  const site = isObject(context) && isObject(context.site) ? context.site : null
  return site && typeof site.id === 'string' ? site.id : undefined
}

type Copy = { form: string; formId: string | null; siteId: string | null; createdAt: string | null; data: Record<string, unknown> }
const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** The submission's copy as Netlify's API gives it (the object, or a list holding it), or null for anything else. */
function readSubmission(body: unknown, id: string): Copy | null {
  const found = Array.isArray(body) ? body.find((item) => isObject(item) && item.id === id) : body
  if (!isObject(found) || found.id !== id || !isObject(found.data)) return null
  const form = text(found.form_name) ?? text(found.data[FORM_NAME_FIELD]) ?? ''
  return { form, formId: text(found.form_id), siteId: text(found.site_id), createdAt: text(found.created_at), data: found.data }
}

/** The ids of the forms Netlify's API lists for the site, or null when it can't tell. */
const formIdsOf = (body: unknown): Set<string> | null =>
  Array.isArray(body) ? new Set(body.flatMap((form) => (isObject(form) && typeof form.id === 'string' ? [form.id] : []))) : null

/** Why a copy is not sent on, or null when it is of one of the site's forms and fresh (whose site it is, is asked next). */
function refusal(copy: Copy, now: number): string | null {
  if (!isSiteForm(copy.form)) return "not one of the site's forms"
  const created = copy.createdAt ? Date.parse(copy.createdAt) : NaN
  if (!Number.isFinite(created) || now - created > MAX_AGE_MS || created - now > CLOCK_SKEW_MS) return 'not made within the last hour'
  return null
}

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
  let siteForms: { site: string; ids: Set<string>; at: number } | null = null

  /** The site's forms (GET /sites/{id}/forms), kept a few minutes, asked again for a form not among them. */
  const formsOf = async (api: string, site: string, token: string, formId: string | null, started: number) => {
    const fresh = siteForms && siteForms.site === site && now() - siteForms.at < FORMS_KEPT_MS
    if (fresh && (!formId || siteForms!.ids.has(formId))) return siteForms!.ids
    const asked = await fetchJsonWithin(fetchImpl, `${api}/api/v1/sites/${site}/forms`, Math.min(API_MS, budgetMs - (now() - started)), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      redirect: 'error',
    })
    const ids = asked.kind === 'answer' && asked.response.ok ? formIdsOf(asked.body) : null
    if (ids) siteForms = { site, ids, at: now() }
    return ids
  }

  const forward = async (req: Request, context?: unknown): Promise<Response> => {
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
    const { NETLIFY_API_TOKEN: apiToken, NETLIFY_API_ORIGIN: apiOrigin } = current
    // Netlify gives a function its site's id in the context; SITE_ID, where set, is the same
    const site = current.SITE_ID ?? siteIdOf(context)
    if (!anyChannel(current)) {
      for (const channel of CHANNEL_NAMES) logOnce(`leads ${channel}: ${channelRow(channel).missing(current)} is not set: not configured`)
      logOnce('leads: no channel is set (LEADS_WEBHOOK_URL, TWILIO_*, RESEND_API_KEY): nothing is sent')
      return json({ sent: false, why: 'not configured' })
    }
    if (!apiToken) {
      logOnce('leads: NETLIFY_API_TOKEN is not set: a submission cannot be checked, so nothing is sent')
      return json({ sent: false, why: 'not configured' })
    }
    if (!site || !SITE_ID.test(site)) {
      logOnce("leads: the site's id (SITE_ID) is not known: a submission cannot be checked as this site's, so nothing is sent")
      return json({ sent: false, why: 'not configured' })
    }
    const netlifyId = typeof payload.id === 'string' && SUBMISSION_ID.test(payload.id) ? payload.id : null
    if (!netlifyId) return json({ error: 'The submission has no id' }, 400)

    const origin = isLoopbackOrigin(apiOrigin) ? apiOrigin.replace(/\/$/, '') : NETLIFY_API
    const asked = await fetchJsonWithin(fetchImpl, `${origin}/api/v1/submissions/${netlifyId}`, Math.min(API_MS, budgetMs), {
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

    const why = refusal(copy, now())
    if (why) {
      log(`leads: submission ${netlifyId} is ${why}: nothing is sent`)
      return json({ sent: false, why }, 403)
    }
    const forms = await formsOf(origin, site, apiToken, copy.formId, started)
    if (!forms) {
      log("leads: Netlify's API did not list the site's forms: nothing is sent")
      return json({ sent: false, why: 'the submission could not be read' }, 502)
    }
    if ((copy.siteId && copy.siteId !== site) || !copy.formId || !forms.has(copy.formId)) {
      log(`leads: submission ${netlifyId} is not of this site's forms: nothing is sent`)
      return json({ sent: false, why: "not a submission of this site's" }, 403)
    }
    const { fields, refused } = checkHidden({ ...copy.data }, content)
    if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
      log('leads: a submission that filled the bots’ trap is not sent')
      return json({ sent: false, why: 'honeypot' })
    }
    delete fields[HONEYPOT_FIELD]
    const formId = fields[SUBMISSION_ID_FIELD]
    const id = typeof formId === 'string' && SUBMISSION_ID.test(formId) ? formId : netlifyId

    const outcomes: Record<Channel, Outcome> = await sendAlerts(
      { id, netlifyId, form: copy.form, createdAt: copy.createdAt, fields, refused },
      { settings: current, content, store, fetch: fetchImpl, timing, log, logOnce },
      started,
    )
    // a failed channel answers 502, so a retry of Netlify's (if any) tries it again; the others are not sent twice
    const failed = Object.values(outcomes).includes('failed')
    return json({ sent: !failed, outcomes }, failed ? 502 : 200)
  }
  return guarded(forward, { sameSiteOnly: false })
}
