// The signature of a lead sent to the owner's webhook: HMAC-SHA256 of the exact body with
// LEADS_WEBHOOK_SECRET, in hex, as "sha256=<hex>" (docs/settings.md shows how a receiver checks it).
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'X-Leads-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const signBody = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`

/** What a receiver does: recompute and compare in constant time. */
export function verifySignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false
  const expected = Buffer.from(signBody(secret, body))
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
