// Small pieces both server functions share (netlify/functions/): a fetch with a time limit, JSON
// answers, and the settings they read.
import { deadline } from '../deadline'

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>

export type Timed = { kind: 'answer'; response: Response; body: unknown } | { kind: 'timeout' } | { kind: 'failed' }

/**
 * Fetches `url` and reads its JSON body within `ms`: a third party that does not answer in time, or
 * whose connection fails, is an outcome, never an exception. A body that is not JSON reads as null.
 */
export async function fetchJsonWithin(fetchImpl: Fetch, url: string, ms: number, init: RequestInit = {}): Promise<Timed> {
  if (ms <= 0) return { kind: 'timeout' }
  const limit = deadline(ms)
  try {
    const response = await fetchImpl(url, { ...init, signal: limit.signal })
    const text = await response.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {
      body = null
    }
    return { kind: 'answer', response, body }
  } catch {
    // the error may name the URL, and the URL may carry a key: it is never passed on or logged
    return limit.passed() ? { kind: 'timeout' } : { kind: 'failed' }
  } finally {
    limit.clear()
  }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })

/** An origin a setting may point a function at instead of the real service: this machine only (tests). */
export const isLoopbackOrigin = (value: string | undefined): value is string => {
  if (!value) return false
  try {
    const url = new URL(value)
    return ['http:', 'https:'].includes(url.protocol) && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.pathname === '/'
  } catch {
    return false
  }
}
