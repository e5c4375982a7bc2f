// How a lead sent to the owner's webhook is signed: the Standard Webhooks scheme
// (https://www.standardwebhooks.com/), with its own library, so the receiver verifies it with the
// library of its language and refuses a replay (a timestamp older than five minutes, an id seen
// before). docs/settings.md says what the signature proves and how to check it.
import { Webhook } from 'standardwebhooks'

export const SIGNATURE_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const

const SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/
/** The key lengths Standard Webhooks asks of a secret, in bytes. */
const KEY_BYTES = { min: 24, max: 64 }

/**
 * The signer for LEADS_WEBHOOK_SECRET, or null when it is not a Standard Webhooks secret: `whsec_`
 * and the base64 of 24 to 64 random bytes (`echo "whsec_$(openssl rand -base64 32)"`).
 */
export function leadSigner(secret: string): Webhook | null {
  const base64 = SECRET.exec(secret.trim())?.[1]
  if (!base64) return null
  const key = Buffer.from(base64, 'base64')
  if (key.toString('base64') !== base64 || key.length < KEY_BYTES.min || key.length > KEY_BYTES.max) return null
  return new Webhook(secret.trim())
}

/** The three headers of a delivery of `body` with the id `id`, sent at `at` (signed again on each try: the timestamp is the try's). */
export function signatureHeaders(signer: Webhook, id: string, body: string, at: Date): Record<string, string> {
  return {
    [SIGNATURE_HEADERS.id]: id,
    [SIGNATURE_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [SIGNATURE_HEADERS.signature]: signer.sign(id, at, body),
  }
}
