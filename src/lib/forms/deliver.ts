// Sends a form to Netlify Forms: a POST to "/" that Netlify intercepts for any form it detected in
// the built HTML. One function for every form. A request counts as delivered only on a 2xx answer.

export const DELIVERY_TIMEOUT_MS = 15_000
export const HONEYPOT_FIELD = 'bot-field'

export type DeliveryFailure = 'network' | 'status' | 'timeout'

export class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    message: string,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

export type FormFields = Record<string, string | number | boolean | File | null | undefined>

type DeliverOptions = {
  fetchImpl?: typeof fetch
  timeoutMs?: number
  endpoint?: string
}

/** The body Netlify expects: form-name first, the honeypot empty, then every field. */
export function encodeForm(formName: string, fields: FormFields): URLSearchParams | FormData {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)
  const hasFile = entries.some(([, v]) => typeof File !== 'undefined' && v instanceof File)
  const body = hasFile ? new FormData() : new URLSearchParams()
  body.append('form-name', formName)
  if (!(HONEYPOT_FIELD in fields)) body.append(HONEYPOT_FIELD, '')
  for (const [key, value] of entries) {
    if (typeof File !== 'undefined' && value instanceof File) (body as FormData).append(key, value, value.name)
    else body.append(key, String(value))
  }
  return body
}

export async function deliverForm(formName: string, fields: FormFields, options: DeliverOptions = {}): Promise<void> {
  const { fetchImpl = fetch, timeoutMs = DELIVERY_TIMEOUT_MS, endpoint = '/' } = options
  const body = encodeForm(formName, fields)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      // FormData sets its own multipart boundary; url-encoded bodies are labelled explicitly.
      headers: body instanceof URLSearchParams ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      body: body instanceof URLSearchParams ? body.toString() : body,
      signal: controller.signal,
    })
    if (!response.ok) throw new DeliveryError('status', `The form service answered ${response.status}`)
  } catch (error) {
    if (error instanceof DeliveryError) throw error
    if (timedOut) throw new DeliveryError('timeout', `No answer from the form service within ${timeoutMs / 1000} s`)
    throw new DeliveryError('network', 'The form could not be sent (network error)')
  } finally {
    clearTimeout(timer)
  }
}
