// How every message about a lead is sent (the webhook, texts, e-mails): one POST, tried again after a
// 5xx, 408, 429 or silence while the function's time lasts; never after any other 4xx, a redirect (the
// body would go elsewhere) or an error of the function's own before any answer (the request is made
// once before sending). docs/architecture.md, "Leads into the office's tools".
import { deadline } from '../deadline'
import type { Fetch } from '../server/http'

/** Under Netlify's 10 s for a synchronous function, with room to answer. */
export const FORWARD_BUDGET_MS = 8_500
/** The longest wait for one answer before trying again. */
export const ATTEMPT_MS = 3_000
/** The wait before each retry (then the last one again), while time is left. */
export const BACKOFF_MS = [300, 1_000, 2_000]

export type Timing = {
  budgetMs: number
  attemptMs: number
  backoffMs: ReadonlyArray<number>
  sleep: (ms: number) => Promise<void>
  now: () => number
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type Sent = { sent: true; body: unknown } | { sent: false }

export type Attempt = {
  url: string
  /** the request of each try (made again: a signature carries the try's time) */
  init: () => RequestInit
  /** names the channel in the log: "leads webhook" */
  name: string
  /** the setting to check when the request cannot even be made */
  setting: string
}

/** Sends `attempt` within the time left since `started`; the answer's JSON body when it was taken (2xx). */
export async function sendWithRetries(fetchImpl: Fetch, attempt: Attempt, started: number, timing: Timing, log: (line: string) => void) {
  const { budgetMs, attemptMs, backoffMs, sleep, now } = timing
  const { url, name } = attempt
  for (let tries = 0; ; tries++) {
    const left = budgetMs - (now() - started)
    if (left <= 0) break
    const limit = deadline(Math.min(attemptMs, left))
    // a redirect would send the body (and a signature or a key) to another address
    const init: RequestInit = { ...attempt.init(), redirect: 'error', signal: limit.signal }
    try {
      // made once before anything is sent: an error here (a header, the URL) is ours, and would be the same on every try
      new Request(url, init)
    } catch {
      limit.clear()
      log(`${name}: the request could not be made (check ${attempt.setting}): not retried`)
      return { sent: false } satisfies Sent
    }
    let status = 0
    let redirected = false
    let body: unknown = null
    try {
      const response = await fetchImpl(url, init)
      status = response.status
      if (status >= 200 && status < 300) body = await response.json().catch(() => null)
      else await response.body?.cancel().catch(() => undefined)
    } catch (error) {
      // no answer in time, or no connection, is tried again; an answer that was a redirect is a refusal
      redirected = !limit.passed() && /redirect/i.test(String((error as { cause?: { message?: unknown } })?.cause?.message ?? ''))
    } finally {
      limit.clear()
    }
    if (status >= 200 && status < 300) {
      log(`${name}: delivered on try ${tries + 1}`)
      return { sent: true, body } satisfies Sent
    }
    const retry = !redirected && (status === 0 || status >= 500 || status === 408 || status === 429)
    log(`${name}: try ${tries + 1} answered ${redirected ? 'a redirect' : status || 'nothing'}${retry ? '' : ', not retried'}`)
    if (!retry) return { sent: false } satisfies Sent
    const pause = backoffMs[Math.min(tries, backoffMs.length - 1)] ?? 1_000
    if (budgetMs - (now() - started) <= pause) break
    await sleep(pause)
  }
  log(`${name}: not delivered within the time`)
  return { sent: false } satisfies Sent
}
