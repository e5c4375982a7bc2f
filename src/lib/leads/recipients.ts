// Who a homeowner's message goes to, as its limits count them: one person however the address is
// spelled, and never in clear in the store (docs/settings.md, "STORE_KEY_SECRET").
import { createHmac } from 'node:crypto'

/** An address the confirmation may go to: no spaces, comments or quotes, a domain with a real ending. */
const DELIVERABLE = /^[^\s@<>,;"()\\]+@[^\s@<>,;"()\\]+\.[a-z]{2,}$/i
const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/** The visitor's e-mail as the confirmation is sent to it, or null when it is not one we send to. */
export const deliverableEmail = (value: string): string | null => (DELIVERABLE.test(value.trim()) ? value.trim() : null)

/**
 * The mailbox an address reaches, for counting: case, comments "(…)", a "+tag" and Gmail's dots
 * make other spellings of one mailbox (victim+1@, (x)victim@, v.ictim@gmail.com).
 */
export function mailbox(address: string): string {
  const bare = address
    .replace(/\([^()]*\)/g, '')
    .trim()
    .toLowerCase()
  const at = bare.lastIndexOf('@')
  if (at < 0) return bare
  let local = bare.slice(0, at).split('+')[0]!
  let domain = bare.slice(at + 1).replace(/\.$/, '')
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/**
 * A store key for a person (a mailbox, a phone, a sender's IP): an HMAC under STORE_KEY_SECRET, so a
 * key read out of the store can't be reversed by trying every phone number.
 */
export const personKey = (secret: string) => (kind: 'email' | 'phone' | 'ip', value: string) =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url')
