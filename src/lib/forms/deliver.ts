// Sends a form to Netlify Forms: a POST to "/" that Netlify intercepts for any form it detected in
// the built HTML. One function for every form. A request counts as delivered only on a 2xx answer.
import { deadline } from '../deadline'
import { HONEYPOT_FIELD } from './fields'

/** How long a request with no file waits for an answer before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 15_000
/**
 * The slowest upload a request is given time for: 0.5 Mbit/s, a phone on one bar. A 6 MB
 * application then gets about two minutes, not the 15 s that would abandon it halfway.
 */
export const SLOWEST_UPLOAD_BYTES_PER_S = 62_500

export type DeliveryFailure = 'network' | 'status' | 'timeout'

export class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    message: string,
    /** the form service's answer, for a 'status' failure */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

/**
 * Whether the form service refused the request for good: a 4xx answer other than 408 (timeout) and
 * 429 (too many requests). Sending it again unchanged would be refused again.
 */
export const isRefusal = (error: unknown) =>
  error instanceof DeliveryError &&
  error.reason === 'status' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429

export type FormFields = Record<string, string | number | boolean | File | null | undefined>

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File

/** About how many bytes the fields make on the wire (files and text). */
export const requestBytes = (fields: FormFields) =>
  Object.entries(fields).reduce((sum, [key, value]) => sum + key.length + (isFile(value) ? value.size : String(value ?? '').length), 0)

/** The time a request may take: the base wait, plus its upload at the slowest speed planned for. */
export const deliveryTimeout = (fields: FormFields) =>
  DELIVERY_TIMEOUT_MS + Math.ceil((requestBytes(fields) / SLOWEST_UPLOAD_BYTES_PER_S) * 1000)

type DeliverOptions = {
  fetchImpl?: typeof fetch
  timeoutMs?: number
  endpoint?: string
}

/** The body Netlify expects: form-name first, the honeypot empty, then every field. */
export function encodeForm(formName: string, fields: FormFields): URLSearchParams | FormData {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)
  const hasFile = entries.some(([, v]) => isFile(v))
  const body = hasFile ? new FormData() : new URLSearchParams()
  body.append('form-name', formName)
  if (!(HONEYPOT_FIELD in fields)) body.append(HONEYPOT_FIELD, '')
  for (const [key, value] of entries) {
    if (isFile(value)) (body as FormData).append(key, value, value.name)
    else body.append(key, String(value))
  }
  return body
}

export async function deliverForm(formName: string, fields: FormFields, options: DeliverOptions = {}): Promise<void> {
  const { fetchImpl = fetch, timeoutMs = deliveryTimeout(fields), endpoint = '/' } = options
  const body = encodeForm(formName, fields)
  const limit = deadline(timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      // FormData sets its own multipart boundary; url-encoded bodies are labelled explicitly.
      headers: body instanceof URLSearchParams ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      body: body instanceof URLSearchParams ? body.toString() : body,
      signal: limit.signal,
    })
    if (!response.ok) throw new DeliveryError('status', `The form service answered ${response.status}`, response.status)
  } catch (error) {
    if (error instanceof DeliveryError) throw error
    if (limit.passed()) throw new DeliveryError('timeout', `No answer from the form service within ${Math.round(timeoutMs / 1000)} s`)
    throw new DeliveryError('network', 'The form could not be sent (network error)')
  } finally {
    limit.clear()
  }
}
